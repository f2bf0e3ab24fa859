/**
 * Seeded random draws for tests that draw values themselves rather than through fast-check
 * (fast-check prints its own `seed` and `path` when a property fails; pass them back as
 * `{ seed, path }` to replay).
 *
 * The seed comes from the FUZZ_SEED environment variable when it is set, else a fresh one
 * each run, so repeated runs cover more cases. When the test fails, the error says which
 * seed it used and how to run it again with the same draws:
 *
 *   FUZZ_SEED=1234567 npx vitest run test/storage/backup.test.ts
 */
import { sfc32 } from '../src/engine/dice';

/** A seeded source of draws: `seed` replays them. */
export interface SeededRandom {
  /** The seed of these draws (an unsigned 32-bit integer). */
  readonly seed: number;
  /** A whole number in 0..n-1, every value equally likely. @throws RangeError when n is not a whole number from 1 to 2^32. */
  int(n: number): number;
  /** A fresh-looking id, `prefix` followed by 8 hex digits of the draws. */
  id(prefix: string): string;
}

/**
 * The seed for this run: FUZZ_SEED (a whole number from 0 to 2^32 - 1) when set, else a new
 * random one. @throws Error when FUZZ_SEED is set to anything else.
 */
export function runSeed(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const text = env['FUZZ_SEED'];
  if (text === undefined || text === '') return crypto.getRandomValues(new Uint32Array(1))[0]!;
  if (!/^\d+$/.test(text) || Number(text) > 0xffffffff) throw new Error(`Expected FUZZ_SEED to be a whole number from 0 to 4294967295, but received "${text}"`);
  return Number(text);
}

/** Draws from `seed` (sfc32, the generator of the app's seeded dice). */
export function seededRandom(seed: number): SeededRandom {
  const next = sfc32(seed);
  return {
    seed,
    int(n) {
      if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`Expected a whole number from 1 to 2^32, but received ${n}`);
      // Rejection sampling: words in the last partial block are drawn again (no modulo bias).
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) { const w = next(); if (w < limit) return w % n; }
    },
    id(prefix) {
      return prefix + next().toString(16).padStart(8, '0');
    },
  };
}

/**
 * Runs `body` with draws seeded from {@link runSeed}. When it throws, the error's message
 * gains a line naming the seed and the command that replays it, and the seed is printed.
 */
export async function withSeed<T>(body: (random: SeededRandom) => T | Promise<T>, env: Readonly<Record<string, string | undefined>> = process.env): Promise<T> {
  const seed = runSeed(env);
  try {
    return await body(seededRandom(seed));
  } catch (e) {
    const note = `Random draws used seed ${seed}: replay them with FUZZ_SEED=${seed}`;
    console.error(note);
    if (e instanceof Error) { e.message = `${e.message}\n${note}`; throw e; }
    throw new Error(`${String(e)}\n${note}`);
  }
}
