import { describe, expect, it } from 'vitest';
import { entries, mean } from '../../../src/engine/dist';
import { DEF_RANGE } from '../../../src/rulesets/spelljammer/plan';
import { inputFor, planOf, statValue } from './helpers';

describe('The demo fighter\'s plan (SC 112, 1d8+4, two attacks, IM +2, target DEF 40)', () => {
  const plan = planOf(inputFor('Derrick'));

  it('has two longsword attacks on 1d10+2 and 1d8+2, each needing 72', () => {
    expect(plan.actions.map((a) => [a.id, a.label, a.check!.summary])).toEqual([
      ['a1', 'Longsword, attack 1', 'need 72 · crit ≤11 · griev ≤4'],
      ['a2', 'Longsword, attack 2', 'need 72 · crit ≤11 · griev ≤4'],
    ]);
  });

  it('damage: 1d8+4 on a hit with PROT, doubled with no PROT on a critical or grievous hit', () => {
    const [hit, crit, griev] = plan.actions[0]!.damage!;
    expect(hit).toMatchObject({ outcomes: ['hit'], multiplier: 1, armour: 'yes' });
    expect(entries(hit!.dist).map((e) => e.value)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(crit).toMatchObject({ outcomes: ['critical'], multiplier: 2, armour: 'no' });
    expect(entries(crit!.dist).map((e) => e.value)).toEqual([10, 12, 14, 16, 18, 20, 22, 24]);
    expect(mean(crit!.dist)).toBe(17);
    expect(griev).toMatchObject({ outcomes: ['grievous'], armour: 'no', note: expect.stringMatching(/loses 1 PROT.*grievous wound/) });
    expect(hit!.note).toMatch(/PROT 3/);
  });

  it('shows Derrick\'s DEF, wound modifier, stun threshold and attacks', () => {
    expect(statValue(plan.defence, 'DEF this round')).toBe(30);
    expect(statValue(plan.status, 'Wound modifier')).toBe(0);
    expect(statValue(plan.status, 'Stunned by a single hit above')).toBe(16);
    expect(statValue(plan.status, 'Attacks this round')).toBe(2);
    expect(plan.lost).toEqual([]);
  });
});

describe('Target DEF unknown', () => {
  it('gives the need and bands for DEF 0 to 100 instead of one need', () => {
    const check = planOf(inputFor('Derrick', {}, { targetDef: null })).actions[0]!.check!;
    expect(check.need).toBeNull();
    expect(check.bands).toEqual([]);
    expect(check.summary).toBe('need 112 − target DEF (ask the GM)');
    expect(check.byTarget!.map((r) => r.target)).toEqual(DEF_RANGE);
    const at40 = check.byTarget!.find((r) => r.target === 40)!;
    expect(at40.need).toBe(72);
    expect(at40.bands.find((b) => b.outcome === 'critical')!.faces).toEqual([[5, 11]]);
  });

  it('applies the target\'s DEF changes to every row (surprise in combat halves each DEF)', () => {
    const check = planOf(inputFor('Derrick', {}, { targetDef: null, surprise: 'in-combat' })).actions[0]!.check!;
    expect(check.byTarget!.find((r) => r.target === 40)!.need).toBe(112 + 10 - 20);
    expect(check.byTarget!.find((r) => r.target === 30)!.need).toBe(112 + 10 - 15);
  });
});

describe('Damage modifiers', () => {
  it('off hand: -2 damage; a complete ambush: +2', () => {
    const off = planOf(inputFor('Derrick', {}, { offhand: true })).actions[0]!.damage![0]!;
    expect(off.expr).toEqual({ terms: [{ count: 1, sides: 8 }], bonus: 2 });
    const amb = planOf(inputFor('Derrick', {}, { ambush: '5x' })).actions[0]!.damage![0]!;
    expect(amb.expr.bonus).toBe(6);
  });

  it('damage never goes below zero', () => {
    const weapons = [{ name: 'Fist', kind: 'melee', sc: 60, damage: '1d2', rank: 0, spec: 'none', penetrating: 'none', offhand: true }];
    const hit = planOf(inputFor('Derrick', { weapons }, { weapon: '0' })).actions[0]!.damage![0]!;
    expect(entries(hit.dist)).toEqual([{ value: 0, p: { num: 1, den: 1 } }]);
  });
});

describe('Penetrating ranged criticals', () => {
  const notes = (penetrating: string, options = {}) => {
    const weapons = [{ name: 'X', kind: 'thrown', sc: 90, damage: '1d6', rank: 2, spec: 'none', penetrating, offhand: false }];
    const d = planOf(inputFor('Derrick', { weapons }, { weapon: '0' }, options)).actions[0]!.damage!;
    return [d[1]!.note, d[2]!.note];
  };

  it('an arrow or quarrel: -2 DEX and 1 bleeding; -3 DEX with a grievous wound', () => {
    const [crit, griev] = notes('arrow');
    expect(crit).toMatch(/-2 DEX until .* 1 bleeding/);
    expect(griev).toMatch(/-2 DEX \(-3 with a grievous wound\) .* 1 bleeding/);
  });

  it('a javelin: -3 DEX and 2 bleeding; -4 with a grievous wound', () => {
    const [crit, griev] = notes('javelin');
    expect(crit).toMatch(/-3 DEX until .* 2 bleeding/);
    expect(griev).toMatch(/\(-4 with a grievous wound\)/);
  });

  it('the option grievousDex: hit makes every grievous hit 1 DEX worse', () => {
    expect(notes('arrow', { grievousDex: 'hit' })[1]).toMatch(/: -3 DEX until/);
  });

  it('the third line is the spear by default (-4 DEX, 5 bleeding, -5 with a grievous wound); the option makes it a javelin', () => {
    const [crit, griev] = notes('spear');
    expect(crit).toMatch(/spear stays in the wound: -4 DEX .* 5 bleeding/);
    expect(griev).toMatch(/\(-5 with a grievous wound\)/);
    expect(notes('spear', { thirdPenetrating: 'javelin' })[0]).toMatch(/javelin stays in the wound: -3 DEX .* 2 bleeding/);
  });

  it('a melee weapon never sticks', () => {
    const d = planOf(inputFor('Derrick')).actions[0]!.damage!;
    expect(d[1]!.note).not.toMatch(/DEX/);
  });
});
