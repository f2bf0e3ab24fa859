import { describe, expect, it } from 'vitest';
import { seededDice, scriptedDice } from '../../../src/engine/dice';
import { entries } from '../../../src/engine/dist';
import { orderRound } from '../../../src/engine/order';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { placeInitiative } from '../../../src/rulesets/crit-table-d20/initiative';
import { inputFor, planOf, rollWith, spearAttack, withConditions } from './helpers';

describe('3. Determine Initiative Order: 1d6 + DEX bonus, high first, equal is simultaneous', () => {
  it('rolls 1d6 + 1 for Brannoc (DEX +1): 2 to 7, each 1/6', () => {
    const t = planOf(spearAttack()).actions[0]!.timing;
    expect(t.kind).toBe('initiative');
    if (t.kind === 'initiative') expect(entries(t.dist).map((e) => e.value)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('a blinded character rolls at -2', () => {
    const t = planOf({ ...spearAttack(), state: withConditions('blinded') }).actions[0]!.timing;
    if (t.kind === 'initiative') expect(t.modifiers.map((m) => [m.label, m.value])).toEqual([['DEX bonus', 1], ['Blinded', -2]]);
  });

  it('gives one number for the whole round: both attacks of the two-weapon style share it', () => {
    const input = spearAttack({ action: 'two-weapons', weapon: '1', offWeapon: '2' });
    const r = rollWith(input, [5, 3, 3]);
    expect(r.entries.map((e) => e.timing?.order)).toEqual([[6], [6]]);
  });

  it('puts two characters with equal numbers in one simultaneous group, above a lower one', () => {
    const a = rollWith(spearAttack(), [5, 3]);                       // 5 + 1 = 6
    const b = rollWith(inputFor('Sylwen', {}, { surprise: 'no', targetAc: 14 }), [3, 3]);   // 3 + 3 = 6
    const monster = critTableD20.combatant!.roll({ dexBonus: 0, blinded: false, initMod: 0 }, {}, scriptedDice([2]));
    const groups = orderRound([
      ...a.entries.map((entry) => ({ who: 'Brannoc', entry })),
      ...b.entries.map((entry) => ({ who: 'Sylwen', entry })),
      ...monster.map((entry) => ({ who: 'Orc', entry })),
    ], critTableD20.phases);
    expect(groups.map((g) => [g.order, g.entries.map((e) => e.who)])).toEqual([[[6], ['Brannoc', 'Sylwen']], [[2], ['Orc']]]);
  });

  it('rolls a GM combatant on 1d6 + DEX bonus (-2 blinded)', () => {
    const [e] = critTableD20.combatant!.roll({ dexBonus: 2, blinded: true, initMod: 0 }, {}, scriptedDice([6]));
    expect(e!.timing).toMatchObject({ total: 6, order: [6] });
    expect(critTableD20.combatant!.roll({ dexBonus: 1, blinded: false, initMod: 0 }, {}, seededDice(4))[0]!.timing!.order[0]).toBeGreaterThanOrEqual(2);
  });
});

describe('17.0.1.6 Hold Action and long reach; 17.0.1.9 Set Weapon Against Charge', () => {
  it('holding waits for the other\'s number and acts with it; it cannot act before its own roll', () => {
    expect(placeInitiative(6, 'hold', 3)).toMatchObject({ order: 3, gmPlaces: false });
    expect(placeInitiative(2, 'hold', 5)).toMatchObject({ order: 2 });
    expect(placeInitiative(6, 'hold', null)).toMatchObject({ order: 6, gmPlaces: true });
  });

  it('long reach strikes on the closing foe\'s number even after rolling lower', () => {
    const r = rollWith(spearAttack({ timing: 'long-reach', actsOn: 6 }), [1, 5]);
    expect(r.entries[0]!.timing).toMatchObject({ total: 2, order: [6] });
  });

  it('a weapon set in time (own 6 >= charger 4) acts on the charger\'s number and doubles damage', () => {
    const r = rollWith(spearAttack({ timing: 'set-vs-charge', actsOn: 4 }), [5, 10, 3]);
    expect(r.entries[0]!.timing?.order).toEqual([4]);
    expect(r.entries[0]!.damage).toMatchObject({ total: 10 });
  });

  it('a charger quicker than the set weapon (own 3 < 5) leaves single damage on the own number', () => {
    const r = rollWith(spearAttack({ timing: 'set-vs-charge', actsOn: 5 }), [2, 10, 3]);
    expect(r.entries[0]!.timing?.order).toEqual([3]);
    expect(r.entries[0]!.damage).toMatchObject({ total: 5 });
  });

  it('with the charger\'s number unknown, says both damages and leaves the placing to the GM', () => {
    const r = rollWith(spearAttack({ timing: 'set-vs-charge' }), [2, 10, 3]);
    expect(r.entries[0]!.damage?.text).toBe('1d6+2: rolled 3 + 2 = 5 · doubled: set against the charge: 10; 5 if the charger was quicker');
    expect(r.notes.find((n) => n.label === 'On another\'s number')?.gm).toBe(true);
  });

  it('a weapon that cannot be set (the longsword) acts on its own number, with a note', () => {
    const plan = planOf(spearAttack({ weapon: '1', timing: 'set-vs-charge', actsOn: 4 }));
    expect(plan.notes.some((n) => n.label === 'Not set')).toBe(true);
    expect(plan.actions[0]!.damage![0]!.multiplier).toBe(1);
  });
});
