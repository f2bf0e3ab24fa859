import { describe, expect, it } from 'vitest';
import { resolveCheck } from '../../../src/engine/check';
import { passChance, saveCheck } from '../../../src/rulesets/zones-factions/saves';
import { expectPartition } from '../contract';

describe('Saves: a d20 rolled under the score (004 Attacking, Reacting to an attack)', () => {
  it('the musket example: a 2 against AGI 8 passes', () => {
    expect(resolveCheck(saveCheck('AGI', 8, 'pass'), 2)).toMatchObject({ outcome: 'pass', label: 'Pass' });
  });

  it('the darkness example: a 20 fails, whatever the score and the reading', () => {
    for (const reading of ['pass', 'fail'] as const) {
      for (const score of [1, 10, 19, 20]) expect(resolveCheck(saveCheck('WIT', score, reading), 20)).toMatchObject({ outcome: 'fail', automatic: true });
    }
  });

  it('by default a roll equal to the score passes; the table option makes it fail', () => {
    expect(resolveCheck(saveCheck('AGI', 8, 'pass'), 8).outcome).toBe('pass');
    expect(resolveCheck(saveCheck('AGI', 8, 'fail'), 8).outcome).toBe('fail');
    expect(resolveCheck(saveCheck('AGI', 8, 'fail'), 7).outcome).toBe('pass');
  });

  it.each([
    { score: 8, reading: 'pass' as const, p: { num: 2, den: 5 } },
    { score: 8, reading: 'fail' as const, p: { num: 7, den: 20 } },
    { score: 20, reading: 'pass' as const, p: { num: 19, den: 20 } },
    { score: 1, reading: 'fail' as const, p: { num: 0, den: 1 } },
  ])('score $score, equal $reading: exact chance $p.num/$p.den', ({ score, reading, p }) => {
    expect(passChance(score, reading)).toEqual(p);
    expectPartition(saveCheck('X', score, reading).bands, 20, `score ${score}`);
  });

  it('says the need and the chance in its summary', () => {
    expect(saveCheck('WIT', 10, 'pass').summary).toBe('WIT 10 · pass on 10 or less (50%) · 20 fails');
    expect(saveCheck('WIT', 1, 'fail').summary).toBe('WIT 1 · no roll passes · 20 fails');
  });
});
