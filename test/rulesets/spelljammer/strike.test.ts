import { describe, expect, it } from 'vitest';
import { mscRow, strikeBands, strikeOutcome, strikeOutcomeUnknownNeed, strikeSummary } from '../../../src/rulesets/spelljammer/strike';
import { inputFor, planOf } from './helpers';

describe('Hitting: need = SC - DEF, roll that or less on d100', () => {
  it('SC 112 against DEF 40 needs 72, criticals on 11 or less, grievous on 4 or less (the text\'s example)', () => {
    const check = planOf(inputFor('Derrick', {}, { targetDef: 40 })).actions[0]!.check!;
    expect(check.need).toBe(72);
    expect(check.summary).toBe('need 72 · crit ≤11 · griev ≤4');
    const byId = Object.fromEntries(check.bands.map((b) => [b.outcome, b]));
    expect(byId.grievous!.faces).toEqual([[1, 4]]);
    expect(byId.critical!.faces).toEqual([[5, 11]]);
    expect(byId.hit!.faces).toEqual([[12, 72]]);
    expect(byId.miss!.faces).toEqual([[73, 100]]);
    expect([byId.grievous!.p, byId.critical!.p, byId.hit!.p, byId.miss!.p]).toEqual([
      { num: 1, den: 25 }, { num: 7, den: 100 }, { num: 61, den: 100 }, { num: 7, den: 25 },
    ]);
  });
});

describe('Modified Strike Chance table: every row edge', () => {
  it.each([
    [1, 0, 1], [9, 0, 1], [10, 1, 2], [16, 1, 2], [17, 1, 3], [23, 1, 3], [24, 1, 4], [28, 1, 4],
    [29, 2, 5], [36, 2, 5], [37, 2, 6], [43, 2, 6], [44, 2, 7], [49, 2, 7], [50, 3, 8], [56, 3, 8],
    [57, 3, 9], [63, 3, 9], [64, 3, 10], [69, 3, 10], [70, 4, 11], [76, 4, 11], [77, 4, 12], [83, 4, 12],
    [84, 4, 13], [89, 4, 13], [90, 5, 14], [96, 5, 14], [97, 5, 15], [103, 5, 15], [104, 5, 16], [109, 5, 16],
    [110, 6, 17], [116, 6, 17], [117, 6, 18], [123, 6, 18], [124, 6, 19], [129, 6, 19], [130, 7, 20], [400, 7, 20],
  ])('need %i: grievous ≤%i, critical ≤%i', (need, grievous, critical) => {
    expect(mscRow(need)).toMatchObject({ grievous, critical });
    if (grievous) {
      expect(strikeOutcome(grievous, need).outcome).toBe('grievous');
      expect(strikeOutcome(grievous + 1, need).outcome).toBe('critical');
    }
    if (critical >= 4) expect(strikeOutcome(critical, need).outcome).toBe('critical');
    expect(strikeOutcome(Math.max(critical + 1, 4), need).outcome).toBe(need >= Math.max(critical + 1, 4) ? 'hit' : 'miss');
  });

  it('has no row below a need of 1', () => {
    expect(mscRow(0)).toBeUndefined();
    expect(mscRow(-30)).toBeUndefined();
  });
});

describe('Automatic hits and misses', () => {
  it('96-100 always miss, even with a need above 100', () => {
    for (const face of [96, 97, 98, 99, 100]) expect(strikeOutcome(face, 150)).toEqual({ outcome: 'miss', automatic: true });
    expect(strikeOutcome(95, 150)).toEqual({ outcome: 'hit' });
    expect(strikeOutcome(98, 50)).toEqual({ outcome: 'miss' });
  });

  it('03 always hits, 02 is always a critical and 01 a grievous hit, even when the need is below zero', () => {
    expect(strikeOutcome(3, -20)).toEqual({ outcome: 'hit', automatic: true });
    expect(strikeOutcome(2, -20)).toEqual({ outcome: 'critical', automatic: true });
    expect(strikeOutcome(1, -20)).toEqual({ outcome: 'grievous', automatic: true });
    expect(strikeOutcome(4, -20)).toEqual({ outcome: 'miss' });
    const bands = strikeBands(-20);
    expect(bands.map((b) => [b.outcome, b.faces, b.automatic ?? false])).toEqual([
      ['grievous', [[1, 1]], true], ['critical', [[2, 2]], true], ['hit', [[3, 3]], true], ['miss', [[4, 100]], false],
    ]);
  });

  it('03 and 02 keep the better result when the table already gives it', () => {
    expect(strikeOutcome(3, 20)).toEqual({ outcome: 'critical' });
    expect(strikeOutcome(3, 72)).toEqual({ outcome: 'grievous' });
    expect(strikeOutcome(2, 72)).toEqual({ outcome: 'grievous' });
    expect(strikeOutcome(2, 20)).toEqual({ outcome: 'critical' });
  });

  it('01 with no grievous band: grievous by default, a critical with the "table" option', () => {
    expect(strikeOutcome(1, 5)).toEqual({ outcome: 'grievous', automatic: true });
    expect(strikeOutcome(1, 5, 'table')).toEqual({ outcome: 'critical' });
    expect(strikeOutcome(1, -5, 'table')).toEqual({ outcome: 'critical', automatic: true });
    expect(strikeOutcome(1, 40, 'table')).toEqual({ outcome: 'grievous' });
    const plan = planOf(inputFor('Derrick', {}, { targetDef: 108 }, { natural01: 'table' }));
    expect(plan.actions[0]!.check!.need).toBe(4);
    expect(plan.actions[0]!.check!.bands.find((b) => b.outcome === 'grievous')).toBeUndefined();
  });
});

describe('Automatic Hits and Misses when the target DEF is unknown', () => {
  it('96-100 miss and 01 is grievous whatever the DEF; 02 and 03 hit; 04-95 wait for the GM', () => {
    for (const face of [96, 100]) expect(strikeOutcomeUnknownNeed(face)).toMatchObject({ outcome: 'miss', damage: 'none' });
    expect(strikeOutcomeUnknownNeed(1)).toMatchObject({ outcome: 'grievous', damage: 'double' });
    expect(strikeOutcomeUnknownNeed(1, 'table')).toMatchObject({ outcome: 'unknown', damage: 'double' });
    expect(strikeOutcomeUnknownNeed(2)).toMatchObject({ outcome: 'unknown', damage: 'double' });
    expect(strikeOutcomeUnknownNeed(3)).toMatchObject({ outcome: 'unknown', damage: 'single' });
    expect(strikeOutcomeUnknownNeed(4)).toBeUndefined();
    expect(strikeOutcomeUnknownNeed(95)).toBeUndefined();
  });
});

describe('Modified Strike Chance summary below a need of 10 agrees with the automatic results', () => {
  it('need 5: 02 is a critical and 01 a grievous hit (a critical with the "table" option)', () => {
    expect(strikeSummary(5)).toBe('need 5 · crit ≤2 · griev ≤1');
    expect(strikeSummary(5, 'table')).toBe('need 5 · crit ≤2');
    expect(strikeSummary(72)).toBe('need 72 · crit ≤11 · griev ≤4');
    expect(strikeSummary(0)).toBe('need 0 · only 01-03 hit');
    const faces = (natural01: 'grievous' | 'table', outcome: string) =>
      strikeBands(5, natural01).filter((b) => b.outcome === outcome).flatMap((b) => b.faces);
    expect([faces('grievous', 'grievous'), faces('grievous', 'critical')]).toEqual([[[1, 1]], [[2, 2]]]);
    expect([faces('table', 'grievous'), faces('table', 'critical')]).toEqual([[], [[1, 1], [2, 2]]]);
  });
});
