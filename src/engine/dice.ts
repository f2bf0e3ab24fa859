/**
 * Fair dice. Every roll in Rollcall goes through a {@link Dice}, so the engine stays
 * deterministic given its dice: production uses {@link cryptoDice}, tests use
 * {@link seededDice} or {@link scriptedDice}.
 */

/** A source of fair dice: `roll(sides)` returns an integer in 1..sides, each face equally likely. */
export interface Dice {
  roll(sides: number): number;
}

/** A source of uniformly random unsigned 32-bit integers (0 .. 2^32-1). */
export type Uint32Source = () => number;

/** Thrown when a die has a number of sides the engine cannot roll (not an integer 1 .. 2^32). */
export class DieSizeError extends Error {
  override name = 'DieSizeError';
  constructor(readonly sides: number) {
    super(`A die needs a whole number of sides from 1 to 4294967296, but received ${sides}`);
  }
}

const TWO_32 = 0x1_0000_0000;

/**
 * Maps uniform 32-bit words to a face 1..sides by rejection sampling: words at or above the
 * largest multiple of `sides` are drawn again, so no face is favoured (no modulo bias).
 * @throws DieSizeError for a non-integer or out-of-range `sides`.
 */
export function faceFromWords(next: Uint32Source, sides: number): number {
  if (!Number.isInteger(sides) || sides < 1 || sides > TWO_32) throw new DieSizeError(sides);
  const limit = TWO_32 - (TWO_32 % sides);
  for (;;) {
    const word = next();
    if (word < limit) return (word % sides) + 1;
  }
}

/** Dice over any 32-bit source, with rejection sampling. */
export function diceFrom(next: Uint32Source): Dice {
  return { roll: (sides) => faceFromWords(next, sides) };
}

/**
 * Production dice: `crypto.getRandomValues` (Web Crypto, in browsers and Node 20+), drawn in
 * blocks of 64 words, mapped to faces by rejection sampling.
 */
export function cryptoDice(): Dice {
  const block = new Uint32Array(64);
  let index = block.length;
  return diceFrom(() => {
    if (index >= block.length) {
      globalThis.crypto.getRandomValues(block);
      index = 0;
    }
    return block[index++]!;
  });
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): a seeded 32-bit source
 * that passes PractRand to large sizes. For tests, the CLI's `--seed` and benchmarks.
 */
export function sfc32(seed: number): Uint32Source {
  // The four words a, b, c, d kept in an Int32Array (the same bits as whole numbers): a number
  // held in a closure beyond 2^30 is a heap object in Chromium, made anew on every draw.
  const s = new Int32Array(4);
  s[0] = 0x9e3779b9; s[1] = 0x243f6a88; s[2] = 0xb7e15162; s[3] = seed;
  const next = (): number => {
    const a = s[0]!, b = s[1]!, c = s[2]!, d = s[3]!;
    const t = (((a + b) | 0) + d) | 0;
    s[3] = d + 1;
    s[0] = b ^ (b >>> 9);
    s[1] = c + (c << 3);
    s[2] = ((c << 21) | (c >>> 11)) + t;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next(); // mix the seed through the state
  return next;
}

/** Seeded dice: the same seed gives the same faces, on every platform. */
export function seededDice(seed: number): Dice {
  return diceFrom(sfc32(seed));
}

/** Thrown by {@link scriptedDice} when the script is used up or a face does not fit the die. */
export class ScriptError extends Error {
  override name = 'ScriptError';
}

/**
 * Dice that return the given faces in order, for tests built from worked examples.
 * @throws ScriptError when a face is outside 1..sides or the list runs out.
 */
export function scriptedDice(faces: readonly number[]): Dice & { readonly used: number } {
  let i = 0;
  return {
    get used() { return i; },
    roll(sides) {
      if (i >= faces.length) throw new ScriptError(`Scripted dice ran out after ${faces.length} faces (a d${sides} was asked for)`);
      const face = faces[i++]!;
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new ScriptError(`Scripted face ${face} does not fit a d${sides}`);
      }
      return face;
    },
  };
}
