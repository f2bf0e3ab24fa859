import { describe, expect, it } from 'vitest';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { monsterBcb, splitBcb } from '../../../src/rulesets/bcb-d20/bcb';
import { inputFor, planOf, statValue } from './helpers';

const ac = (sheet = {}, decl = {}) => statValue(planOf(inputFor('Sigrun', sheet, decl)).defence, 'AC this round');

describe('Base Combat Bonuses: the split between to-hit and AC', () => {
  it.each([
    { toHit: 4, hit: 4, acBonus: 0 }, // the text's 7th-level fighter: +4 to hit
    { toHit: 0, hit: 0, acBonus: 4 }, // or +4 to AC (still attacking: no +2)
    { toHit: 2, hit: 2, acBonus: 2 }, // or +2 to both
  ])('BCB +4 with $toHit on the attack: +$hit to hit, +$acBonus AC', ({ toHit, hit, acBonus }) => {
    const plan = planOf(inputFor('Sigrun', {}, { bcbToHit: toHit }));
    expect(plan.actions[0]!.check!.modifiers.find((m) => m.label === 'BCB (offensive)')?.value ?? 0).toBe(hit);
    expect(statValue(plan.defence, 'AC this round')).toBe(16 + acBonus);
  });

  it('never splits more than the total: asking +9 of +4 gives +4 to hit, nothing to AC, and says so', () => {
    const split = splitBcb(4, 9, true);
    expect(split).toEqual({ toHit: 4, toAc: 0, capped: true });
    const plan = planOf(inputFor('Sigrun', {}, { bcbToHit: 9 }));
    expect(plan.actions[0]!.check!.bonus).toBe(6);
    expect(plan.notes.find((n) => n.label === 'BCB')?.text).toMatch(/Only \+4 BCB/);
    expect(statValue(plan.defence, 'AC this round')).toBe(16);
  });

  it('the declaration form caps the BCB on the attack at the sheet\'s BCB', () => {
    const f = bcbD20.declarationSchema(inputFor('Sigrun').sheet).fields.find((x) => x.key === 'bcbToHit');
    expect(f && f.kind === 'number' && [f.min, f.max]).toEqual([0, 4]);
  });

  it('Fighting Defensively: all of it to AC and no attack gives a further +2 (16 + 4 + 2)', () => {
    expect(ac({}, { action: 'defend' })).toBe(22);
    expect(planOf(inputFor('Sigrun', {}, { action: 'defend' })).actions.filter((a) => a.kind === 'attack')).toEqual([]);
  });

  it('a BCB of 0 still gets the +2 for fighting defensively (all of nothing is on AC)', () => {
    expect(ac({ bcb: 0 }, { action: 'defend', bcbToHit: 0 })).toBe(18);
  });

  it('closing in puts the BCB on AC but earns no +2: only the declared defence does', () => {
    expect(ac({}, { action: 'close' })).toBe(20);
  });

  it('a charge loses the DEX and BCB parts of AC', () => {
    expect(ac({}, { action: 'charge', bcbToHit: 2 })).toBe(15);
  });

  it('a charge at a foe only suspected (no attack possible) still loses both the DEX and the BCB parts of AC', () => {
    expect(ac({}, { action: 'charge', invisible: 'undetected' })).toBe(16 - 1);
  });

  it('a caster puts no BCB on AC', () => {
    const plan = planOf(inputFor('Blogo'));
    expect(statValue(plan.defence, 'AC this round')).toBe(11);
  });

  it('picking one target among several: the others get +2 against you', () => {
    const plan = planOf(inputFor('Sigrun', {}, { chooseTarget: true }));
    expect(statValue(plan.defence, 'AC against your other foes in reach')).toBe(statValue(plan.defence, 'AC this round')! - 2);
  });

  it('only an attack directed at one foe opens you to the others: defending, casting or closing in with the switch left on gives them nothing', () => {
    for (const decl of [{ action: 'defend' }, { action: 'close' }, { action: 'other' }]) {
      expect(statValue(planOf(inputFor('Sigrun', {}, { ...decl, chooseTarget: true })).defence, 'AC against your other foes in reach')).toBeUndefined();
    }
    expect(statValue(planOf(inputFor('Blogo', {}, { chooseTarget: true })).defence, 'AC against your other foes in reach')).toBeUndefined();
  });

  it('two weapons used defensively: one attack at -1 and +1 AC', () => {
    const plan = planOf(inputFor('Sigrun', {}, { twoWeapons: 'defensive', offhand: '1' }));
    expect(plan.actions.filter((a) => a.kind === 'attack')).toHaveLength(1);
    expect(plan.actions[0]!.check!.modifiers.find((m) => m.label.startsWith('Two weapons'))?.value).toBe(-1);
    expect(statValue(plan.defence, 'AC this round')).toBe(16 + 2 + 1);
  });
});

describe('monsters: BCB = hit dice, at most +15', () => {
  it.each([[2, 2], [2.5, 2], [0, 0], [15, 15], [16, 15], [30, 15]])('%s hit dice: BCB +%i', (hd, bcb) => {
    expect(monsterBcb(hd)).toBe(bcb);
  });
  it('refuses negative hit dice, saying what came', () => {
    expect(() => monsterBcb(-1)).toThrow(/expected 0 or more, but received -1/);
  });
});

describe('retreating and the shield wall change the AC for the round', () => {
  it.each([['slow', 18], ['faster', 16], ['flee', 14]])('backing away %s: AC %i', (retreat, value) => {
    expect(ac({}, { retreat })).toBe(value);
  });
  it('in the centre of a shield wall: shields +3 in all (own +1 is on the sheet) and no DEX bonus; from the flanks, no shield at all', () => {
    const plan = planOf(inputFor('Sigrun', {}, { shieldWall: 'centre' }));
    expect(statValue(plan.defence, 'AC this round')).toBe(16 - 1 + 2 + 2);
    expect(statValue(plan.defence, 'AC from the flanks or rear')).toBe(16 - 1 + 2 + 2 - 3);
  });
  it('on a flank of the wall: shields +2 in all', () => expect(ac({}, { shieldWall: 'flank' })).toBe(16 - 1 + 1 + 2));
});
