import { describe, expect, it } from 'vitest';
import type { OutcomeBand } from '../../../src/engine/ruleset';
import { attackBands, attackSummary } from '../../../src/rulesets/crit-table-d20/tohit';
import { planOf, rollWith, spearAttack } from './helpers';

const facesOf = (bands: readonly OutcomeBand[]) => Object.fromEntries(bands.map((b) => [b.outcome, b.faces]));

// Brannoc's spear: d20 + attack bonus 3 + STR 2 = +5.
describe('17.0.1.2 Attack: d20 + bonus at or above AC hits', () => {
  it('needs 9 on the die against AC 14, with 20 and 1 as fixed results', () => {
    const check = planOf(spearAttack()).actions[0]!.check!;
    expect(check).toMatchObject({ die: 20, mode: 'over', need: 14, bonus: 5, summary: 'need 9 · nat 20 hits · nat 1 misses' });
    expect(facesOf(check.bands)).toEqual({ 'natural-20': [[20, 20]], hit: [[9, 19]], miss: [[2, 8]], fumble: [[1, 1]] });
    expect(check.bands.find((b) => b.outcome === 'hit')!.p).toEqual({ num: 11, den: 20 });
  });

  it('hits on exactly the AC (9 + 5 = 14) and misses one below', () => {
    expect(rollWith(spearAttack(), [4, 9, 1]).entries[0]!.check?.outcome).toBe('hit');
    expect(rollWith(spearAttack(), [4, 8]).entries[0]!.check?.outcome).toBe('miss');
  });
});

describe('17.0.3 / 17.0.4 natural 20 and 1 when the need is outside 2..20', () => {
  it('need above 20 (AC 30, need 25): only a natural 20 hits, and it still rolls the special d20 and damage', () => {
    const check = planOf(spearAttack({ targetAc: 30 })).actions[0]!.check!;
    expect(check.summary).toBe('need 25 · only a nat 20 hits');
    expect(facesOf(check.bands)).toEqual({ 'natural-20': [[20, 20]], miss: [[2, 19]], fumble: [[1, 1]] });
    const r = rollWith(spearAttack({ targetAc: 30 }), [4, 20, 1, 4]);
    expect(r.entries[0]!.check).toMatchObject({ outcome: 'natural-20', automatic: true });
    expect(r.entries[0]!.damage?.total).toBe(6);
  });

  it('need of exactly 20 (AC 25): a 20 is the only hit, and it is a natural 20', () => {
    expect(facesOf(attackBands(5, 25))).toEqual({ 'natural-20': [[20, 20]], miss: [[2, 19]], fumble: [[1, 1]] });
  });

  it('need below 2 (AC 5, need 0): everything but a natural 1 hits, and a 1 still misses and rolls the critical-miss d20', () => {
    const check = planOf(spearAttack({ targetAc: 5 })).actions[0]!.check!;
    expect(check.summary).toBe('need 0 · only a nat 1 misses');
    expect(facesOf(check.bands)).toEqual({ 'natural-20': [[20, 20]], hit: [[2, 19]], fumble: [[1, 1]] });
    const r = rollWith(spearAttack({ targetAc: 5 }), [4, 1, 17]);
    expect(r.entries[0]!.check).toMatchObject({ outcome: 'fumble', tone: -1 });
    expect(r.entries[0]!.damage).toBeUndefined();
  });

  it('need of exactly 2: the summary still names both fixed results', () => {
    expect(attackSummary(5, 7)).toBe('need 2 · only a nat 1 misses');
    expect(attackSummary(5, 8)).toBe('need 3 · nat 20 hits · nat 1 misses');
  });
});

describe('AC kept secret by the GM', () => {
  it('shows the need and bands for AC 8 to 24 instead', () => {
    const check = planOf(spearAttack({ targetAc: null })).actions[0]!.check!;
    expect(check.need).toBeNull();
    expect(check.byTarget?.map((r) => r.target)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(check.byTarget?.find((r) => r.target === 14)?.bands).toEqual(attackBands(5, 14));
  });

  it('still settles a natural 20 and a natural 1; other faces are for the GM to compare, with damage "if it hits"', () => {
    const input = spearAttack({ targetAc: null });
    expect(rollWith(input, [4, 20, 1, 2]).entries[0]!.check?.outcome).toBe('natural-20');
    expect(rollWith(input, [4, 1, 20]).entries[0]!.check?.outcome).toBe('fumble');
    const r = rollWith(input, [4, 10, 3]);
    expect(r.entries[0]!.check).toMatchObject({ outcome: 'unknown', face: 10, bonus: 5 });
    expect(r.entries[0]!.damage?.text).toBe('If it hits, 1d6+2: rolled 3 + 2 = 5');
  });
});
