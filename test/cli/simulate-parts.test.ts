/**
 * `engine simulate` split across the machine's cores (src/cli/simulate-parts.ts): the same
 * report as one run for the same seed, however many parts; a short run stays in one part.
 * (Under the test runner a worker thread cannot load TypeScript, so its parts run in this
 * thread instead: the fallback a user without the loader gets.)
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/engine/simulate';
import { getRuleset } from '../../src/rulesets';
import { partCount, simulateInParts } from '../../src/cli/simulate-parts';

describe('engine simulate in parts', () => {
  const rs = getRuleset('bcb-d20');
  const m = (i: number, count = 1) => ({ name: rs.monsters!.ready[i]!.name, sheet: rs.monsters!.ready[i]!.sheet, declaration: rs.monsters!.ready[i]!.declaration, count });
  const encounter = { party: [{ sheet: rs.demos[0]!.sheet, declaration: rs.demos[0]!.declaration }], monsters: [m(0, 2), m(1)] };

  it('gives the report of one run, whatever the number of parts', async () => {
    const whole = simulate(rs, encounter, { fights: 90, seed: 21 });
    for (const parts of [1, 2, 3]) expect(await simulateInParts(rs, encounter, { fights: 90, seed: 21 }, parts)).toEqual(whole);
  });

  it('keeps a short run in one part, and gives each core but one a part of a long one', () => {
    expect(partCount(2999, 4)).toBe(2);
    expect(partCount(10_000, 4)).toBe(3);
    expect(partCount(10_000, 2)).toBe(1);
    expect(partCount(10_000, 1)).toBe(1);
    expect(partCount(3, 8)).toBe(1);
  });
});
