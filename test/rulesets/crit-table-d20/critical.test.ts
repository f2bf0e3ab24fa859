import { describe, expect, it } from 'vitest';
import { probability } from '../../../src/engine/dist';
import { parseDice } from '../../../src/engine/notation';
import { criticalExpr, maximumDamage } from '../../../src/rulesets/crit-table-d20/damage';
import { specialBands, specialCounts } from '../../../src/rulesets/crit-table-d20/special';
import { inputFor, planOf, rollWith, spearAttack, NOTHING_CARRIED } from './helpers';

// Dice order for one attack: initiative d6, attack d20, then the special d20, damage dice and condition d4.
describe('17.0.3 Critical Hit: the worked example 1d6+2', () => {
  it('has a maximum damage of 6 + 2 = 8 and a critical of the roll + 6 + 2 (3 -> 11)', () => {
    expect(maximumDamage(parseDice('1d6+2'))).toBe(8);
    expect(criticalExpr(parseDice('1d6+2'))).toEqual(parseDice('1d6+8'));
  });

  it('rolls maximum damage 8 when the special d20 lands on 11-15', () => {
    const r = rollWith(spearAttack({}, { specialModifiers: 'none' }), [4, 20, 12]);
    expect(r.entries[0]!.check).toMatchObject({ outcome: 'natural-20', label: 'Natural 20: maximum damage' });
    expect(r.entries[0]!.damage?.total).toBe(8);
  });

  it('rolls critical damage 3 + 6 + 2 = 11 on 16-19', () => {
    const r = rollWith(spearAttack({}, { specialModifiers: 'none' }), [4, 20, 17, 3]);
    expect(r.entries[0]!.damage?.total).toBe(11);
    expect(r.entries[0]!.damage?.text).toContain('rolled 3 + maximum 6 + 2 = 11');
  });

  it('adds a d4 condition to the critical on a 20 (3: prone)', () => {
    const r = rollWith(spearAttack({}, { specialModifiers: 'none' }), [4, 20, 20, 3, 3]);
    expect(r.entries[0]!.damage?.total).toBe(11);
    expect(r.entries[0]!.check?.label).toBe('Natural 20: critical damage and a condition');
    expect(r.entries[0]!.notes?.find((n) => n.label === 'Condition: Prone')?.text).toMatch(/-4 to hit/);
  });

  it('the rolled entry says what the special d20 gave instead of repeating the odds', () => {
    const notes = rollWith(spearAttack({}, { specialModifiers: 'none' }), [4, 20, 12]).entries[0]!.notes!.map((n) => n.label);
    expect(notes).toContain('Special d20');
    expect(notes).not.toContain('On a natural 20');
    expect(notes).not.toContain('On a natural 1');
  });

  it('rolls regular damage on 1-10', () => {
    const r = rollWith(spearAttack({}, { specialModifiers: 'none' }), [4, 20, 10, 4]);
    expect(r.entries[0]!.check?.label).toBe('Natural 20: regular damage');
    expect(r.entries[0]!.damage?.total).toBe(6);
  });
});

describe('17.0.3 the special d20\'s odds before the roll, by table option', () => {
  it('a bare d20 gives the printed 50 / 25 / 20 / 5%', () => {
    expect(specialBands(0).map((b) => [b.outcome, b.p])).toEqual([
      ['regular', { num: 1, den: 2 }], ['maximum', { num: 1, den: 4 }], ['critical', { num: 1, den: 5 }], ['critical-condition', { num: 1, den: 20 }],
    ]);
  });

  it('by default adds the attack roll\'s modifiers (spear: attack bonus 3 + STR 2 = +5), so 6 + 5 = 11 is maximum damage', () => {
    const plan = planOf(spearAttack());
    expect(plan.actions[0]!.notes?.find((n) => n.label === 'On a natural 20')?.text).toMatch(/\+5 sets the damage: regular damage 25% · maximum damage 25% · critical damage 20% · critical damage and a condition 30%/);
    expect(rollWith(spearAttack(), [4, 20, 6]).entries[0]!.damage?.total).toBe(8);
  });

  it('under the damage-modifier reading adds the +2 of 1d6+2: 9 + 2 = 11 is maximum damage', () => {
    expect(rollWith(spearAttack({}, { specialModifiers: 'damage' }), [4, 20, 9]).entries[0]!.check?.label).toBe('Natural 20: maximum damage');
  });

  it('reads totals above 20 as 20 and below 1 as regular damage', () => {
    expect(specialCounts(25)).toEqual({ regular: 0, maximum: 0, critical: 0, 'critical-condition': 20 });
    expect(specialCounts(-25)).toEqual({ regular: 20, maximum: 0, critical: 0, 'critical-condition': 0 });
    const r = rollWith(spearAttack(), [4, 20, 17, 2, 4]);
    expect(r.entries[0]!.check?.label).toBe('Natural 20: critical damage and a condition');
    expect(r.entries[0]!.notes?.some((n) => n.label === 'Condition: Blinded')).toBe(true);
  });

  it('gives the exact spread of a natural 20\'s damage: with a bare d20, 8 comes up 1/3 of the time', () => {
    const nat20 = planOf(spearAttack({}, { specialModifiers: 'none' })).actions[0]!.damage!.find((d) => d.outcomes.includes('natural-20'))!;
    // regular 1d6+2 (half the time, 8 on a 6) + maximum 8 (a quarter) = 1/12 + 1/4
    expect(probability(nat20.dist, (x) => x === 8)).toEqual({ num: 1, den: 3 });
    expect(probability(nat20.dist, (x) => x === 14)).toEqual({ num: 1, den: 24 });
  });
});

describe('17.0.3 with charge and non-lethal: the special damage is then doubled or halved', () => {
  it('doubles a charging critical: attack +7 (3 + STR 2 + charge 2), special 10 + 7 = 17, roll 3 -> 11 x 2 = 22', () => {
    const r = rollWith(inputFor('Brannoc'), [4, 20, 10, 3]);
    expect(r.entries[0]!.damage).toMatchObject({ total: 22 });
    expect(r.entries[0]!.damage?.text).toContain('doubled for the charge: 22');
  });

  it('halves a non-lethal critical, rounding down: 11 -> 5', () => {
    const r = rollWith(spearAttack({ nonLethal: true }, { specialModifiers: 'none' }), [4, 20, 17, 3]);
    expect(r.entries[0]!.damage?.total).toBe(5);
  });
});

describe('17.0.4 Critical Miss', () => {
  it('shows the odds of each result and of failing the DEX checks (DEX +1) before the roll', () => {
    const text = planOf(spearAttack()).actions[0]!.notes?.find((n) => n.label === 'On a natural 1')?.text;
    expect(text).toBe('A second d20 decides: weapon breaks 10% · stumble 15%, DEX check failed 90% · sloppy attack 25%, DEX check failed 65% · weapon dropped 25% · just a miss 25%.');
  });

  it('1-2: the weapon breaks and the next round has no attack', () => {
    const input = spearAttack();
    const r = rollWith(input, [4, 1, 2]);
    expect(r.entries[0]!.check).toMatchObject({ outcome: 'fumble', label: 'Natural 1: weapon breaks' });
    expect(r.nextState).toMatchObject({ noAttackRounds: 1 });
    const next = planOf({ ...input, state: r.nextState! });
    expect(next.actions.some((a) => a.kind === 'attack')).toBe(false);
    expect(next.lost[0]?.label).toBe('No attack this round');
  });

  it('3-5: a failed DEX check (DC 20) stumbles for 1d2 rounds at -1 to hit', () => {
    const input = spearAttack();
    const r = rollWith(input, [4, 1, 4, 18, 2]);
    expect(r.entries[0]!.notes?.find((n) => n.label === 'DEX check')?.text).toBe('18 +1 = 19 against DC 20: failed.');
    expect(r.nextState).toMatchObject({ stumbleRounds: 2 });
    const round2 = planOf({ ...input, state: r.nextState! });
    expect(round2.actions[0]!.check?.modifiers.find((m) => m.label === 'Stumbling')?.value).toBe(-1);
    const r2 = rollWith({ ...input, state: r.nextState! }, [4, 5]);
    expect(r2.nextState).toMatchObject({ stumbleRounds: 1 });
    expect(rollWith({ ...input, state: r2.nextState! }, [4, 5]).nextState).toMatchObject(NOTHING_CARRIED);
  });

  it('3-5: a DEX check of 19 + 1 = 20 avoids the stumble', () => {
    const r = rollWith(spearAttack(), [4, 1, 3, 19]);
    expect(r.nextState).toMatchObject(NOTHING_CARRIED);
  });

  it('6-10: a failed DEX check (DC 15) gives the opponent a free attack (the GM\'s note)', () => {
    const failed = rollWith(spearAttack(), [4, 1, 8, 13]);
    expect(failed.entries[0]!.notes?.find((n) => n.label === 'Free attack')?.gm).toBe(true);
    const passed = rollWith(spearAttack(), [4, 1, 8, 14]);
    expect(passed.entries[0]!.notes?.some((n) => n.label === 'Free attack')).toBe(false);
  });

  it('11-15: the weapon is dropped, no attack next round; 16-20: just a miss, nothing more rolled', () => {
    expect(rollWith(spearAttack(), [4, 1, 15]).nextState).toMatchObject({ noAttackRounds: 1 });
    const miss = rollWith(spearAttack(), [4, 1, 16]);
    expect(miss.entries[0]!.check?.label).toBe('Natural 1: just a miss');
    expect(miss.entries[0]!.damage).toBeUndefined();
    expect(miss.nextState).toMatchObject(NOTHING_CARRIED);
  });
});
