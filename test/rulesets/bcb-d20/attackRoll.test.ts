import { describe, expect, it } from 'vitest';
import type { OutcomeBand } from '../../../src/engine/ruleset';
import { attackBands, attackOutcome, attackSummary } from '../../../src/rulesets/bcb-d20/attackRoll';
import { inputFor, planOf } from './helpers';

const band = (bands: readonly OutcomeBand[], outcome: string) => bands.filter((b) => b.outcome === outcome);
const chance = (bands: readonly OutcomeBand[], outcome: string) => band(bands, outcome).reduce((s, b) => s + (b.p.num * 20) / b.p.den, 0);

describe('The Attack Roll: d20 + modifiers >= AC', () => {
  it('Sigrun (BCB +2 of 4, STR +1, sword +1) needs 11 against AC 15: 9 in 20 hit, 1 in 20 a Mighty Blow', () => {
    const check = planOf(inputFor('Sigrun')).actions[0]!.check!;
    expect(check.bonus).toBe(4);
    expect(check.need).toBe(15);
    expect(check.modifiers.map((m) => [m.label, m.value])).toEqual([['BCB (offensive)', 2], ['STR (melee)', 1], ['Magic (Longsword +1)', 1]]);
    expect(chance(check.bands, 'hit')).toBe(9);
    expect(chance(check.bands, 'mighty-blow')).toBe(1);
    expect(chance(check.bands, 'fumble')).toBe(1);
    expect(check.summary).toBe('AC 15: need 11 · 20 Mighty Blow · 1 fumbles');
  });

  it('a missile adds DEX, not STR', () => {
    const check = planOf(inputFor('Sigrun', { dexHit: 2 }, { weapon: '2' })).actions[0]!.check!;
    expect(check.modifiers.map((m) => m.label)).toEqual(['BCB (offensive)', 'DEX (missile)']);
    expect(check.bonus).toBe(4);
  });
});

describe('natural 20 and natural 1, whatever the need', () => {
  it('need above 20: only a natural 20 hits, automatically, and it is no Mighty Blow', () => {
    const bands = attackBands(2, 30); // need 28
    expect(attackOutcome(20, 2, 30)).toEqual({ outcome: 'hit', automatic: true });
    expect(band(bands, 'hit')).toMatchObject([{ faces: [[20, 20]], p: { num: 1, den: 20 }, automatic: true }]);
    expect(band(bands, 'mighty-blow')).toEqual([]);
    expect(chance(bands, 'miss')).toBe(18);
    expect(attackSummary(2, 30)).toMatch(/only a natural 20 hits \(no Mighty Blow\)/);
  });

  it('need exactly 20: the natural 20 would have hit anyway, so it is a Mighty Blow', () => {
    expect(attackOutcome(20, 0, 20)).toEqual({ outcome: 'mighty-blow' });
    expect(chance(attackBands(0, 20), 'hit')).toBe(0);
  });

  it('need 21: the natural 20 hits only because it is a 20', () => {
    expect(attackOutcome(20, 0, 21)).toEqual({ outcome: 'hit', automatic: true });
  });

  it('need below 2: a natural 1 still fumbles (automatically, since 1 + bonus would hit); 18 in 20 hit', () => {
    const bands = attackBands(20, 15); // need -5
    expect(attackOutcome(1, 20, 15)).toEqual({ outcome: 'fumble', automatic: true });
    expect(chance(bands, 'hit')).toBe(18);
    expect(chance(bands, 'mighty-blow')).toBe(1);
    expect(chance(bands, 'fumble')).toBe(1);
    expect(attackSummary(20, 15)).toMatch(/all but a natural 1 hit/);
  });

  it('need exactly 2: the 1 fumbles on its own merits (not marked automatic)', () => {
    expect(attackOutcome(1, 0, 2)).toEqual({ outcome: 'fumble' });
    expect(attackOutcome(2, 0, 2)).toEqual({ outcome: 'hit' });
  });

  it('with the AC unknown, the plan gives rows for AC 10 to 25 with the roll needed', () => {
    const check = planOf(inputFor('Sigrun', {}, { targetAc: null })).actions[0]!.check!;
    expect(check.need).toBeNull();
    expect(check.byTarget?.map((r) => r.target)).toEqual(Array.from({ length: 16 }, (_, i) => 10 + i));
    expect(check.byTarget?.find((r) => r.target === 15)?.need).toBe(11);
  });
});
