/**
 * Dice derived from a round's secret and the GM's round code (verified table mode).
 * Words: block b of the stream is HMAC-SHA256(key = the round's link, message =
 * "rollcall-dice-v1" 0 code 0 name 0 b), b as 4 bytes big-endian, read as eight 32-bit
 * big-endian words. Faces: each die takes words in turn and maps them by the same rejection
 * sampling as the ordinary dice (engine/dice.ts `faceFromWords`), so a d6 is exactly as fair
 * here as there. `name` is the character's name cut to 60 characters as the share payload
 * cuts it, then keyed (see `diceName`), so two characters on one phone get different dice,
 * the GM can re-derive them, and invisible changes or look-alike letters do not give new dice.
 */
import { faceFromWords, type Dice } from '../engine/dice';
import { nameKey } from '../engine/name-key';
import { MAX, shorten } from '../share/round/compact';
import { concat, hmacSha256 } from '../share/codec/crypto';

/**
 * Characters of the name that enter the dice: all the payload carries. The encoder never cuts
 * the name of a verified round shorter (src/share/round/encode.ts), so "Bandit leader 1" and
 * "Bandit leader 2" get different dice and the GM can re-derive both.
 */
export const NAME_CHARS = MAX.character;

/**
 * The name as it enters the message: cut to 60 characters as the payload cuts it, then its
 * key (engine/name-key.ts `nameKey`, the same key the GM's screen tells characters apart by):
 * invisible characters removed, NFKC, look-alike letters of other alphabets read as Latin
 * ones (capitals first), lower case, white space collapsed. So a player cannot get other dice
 * for the same round by adding a zero-width space, an interlinear annotation mark or a
 * trailing blank to a name, nor by writing a Greek Ν for an N: only a visible rename does that,
 * and the GM sees the name.
 */
export const diceName = (character: string): string => nameKey(shorten(character, NAME_CHARS));

/** Thrown inside a derived roll when the words run out; `rollDerived` then derives more and rolls again. */
export class OutOfWordsError extends Error {
  override name = 'OutOfWordsError';
}

/** Thrown when a roll asks for more dice than the largest stream allows (a ruleset bug). */
export class TooManyDiceError extends Error {
  override name = 'TooManyDiceError';
}

const WORDS_PER_BLOCK = 8;
const FIRST_BLOCKS = 8;
const MAX_BLOCKS = 2048;

/** A stream of words for (secret, code, character), derived block by block and kept. */
export class WordStream {
  private words: number[] = [];
  private constructor(private readonly sign: (m: Uint8Array) => Promise<Uint8Array>, private readonly prefix: Uint8Array) {}

  /** @throws NoWebCryptoError without Web Crypto. */
  static async open(secret: Uint8Array, code: string, character: string): Promise<WordStream> {
    const sign = await hmacSha256(secret);
    return new WordStream(sign, concat('rollcall-dice-v1\0', code, '\0', diceName(character), '\0'));
  }

  /** Words derived so far. */
  get length(): number {
    return this.words.length;
  }

  /** Derives blocks until at least `count` words are there. */
  async extend(count: number): Promise<void> {
    while (this.words.length < count) {
      const b = this.words.length / WORDS_PER_BLOCK;
      const counter = new Uint8Array(4);
      new DataView(counter.buffer).setUint32(0, b);
      const mac = await this.sign(concat(this.prefix, counter));
      const view = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
      for (let i = 0; i < WORDS_PER_BLOCK; i++) this.words.push(view.getUint32(4 * i));
    }
  }

  /** Word `i` (0-based). @throws OutOfWordsError past the words derived so far. */
  word(i: number): number {
    if (i >= this.words.length) throw new OutOfWordsError(`word ${i} is not derived yet`);
    return this.words[i]!;
  }
}

/** Dice reading a WordStream from its start, recording each die's sides and face in draw order. */
export function streamDice(stream: WordStream): Dice & { readonly sides: number[]; readonly faces: number[] } {
  let at = 0;
  const sides: number[] = [];
  const faces: number[] = [];
  return {
    sides,
    faces,
    roll(n) {
      const face = faceFromWords(() => stream.word(at++), n);
      sides.push(n);
      faces.push(face);
      return face;
    },
  };
}

/** What a derived roll gave: `run`'s value, and every die drawn (sides and face, in order). */
export interface DerivedRoll<T> {
  readonly value: T;
  readonly sides: readonly number[];
  readonly faces: readonly number[];
}

/**
 * Runs `run` (a pure roll, e.g. `ruleset.roll`) with dice derived from `secret`, `code` and
 * `character`; the same three always give the same faces, so rolling again changes nothing.
 * `run` may be called more than once (with a longer stream) and must not have side effects.
 * @throws TooManyDiceError past 16,384 words; NoWebCryptoError without Web Crypto; what `run` throws.
 */
export async function rollDerived<T>(secret: Uint8Array, code: string, character: string, run: (dice: Dice) => T): Promise<DerivedRoll<T>> {
  const stream = await WordStream.open(secret, code, character);
  for (let blocks = FIRST_BLOCKS; ; blocks *= 4) {
    await stream.extend(blocks * WORDS_PER_BLOCK);
    const dice = streamDice(stream);
    try {
      const value = run(dice);
      return { value, sides: dice.sides, faces: dice.faces };
    } catch (e) {
      if (!(e instanceof OutOfWordsError)) throw e;
      if (blocks >= MAX_BLOCKS) throw new TooManyDiceError(`a roll asked for more than ${MAX_BLOCKS * WORDS_PER_BLOCK} random words`);
    }
  }
}

/**
 * The GM's half: the faces of dice with these `sides`, in order, derived from `secret`, `code`
 * and `character`: exactly what `rollDerived` drew when it drew dice of these sides.
 * @throws TooManyDiceError past 16,384 words; DieSizeError for a side count the dice cannot roll.
 */
export async function deriveFaces(secret: Uint8Array, code: string, character: string, sides: readonly number[]): Promise<number[]> {
  const { faces } = await rollDerived(secret, code, character, (dice) => sides.map((n) => dice.roll(n)));
  return [...faces];
}
