import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { inputFor, planOf, statValue } from './helpers';
import { rules, stateFor, takeAll, typed } from './stateHelpers';

/** Derrick's state after these hits. */
const derrickAfter = (...hits: Parameters<typeof typed>[]) => takeAll(stateFor('Derrick'), hits.map((h) => typed(...h))).state;

describe('plan reads the wound level from the state, with its source', () => {
  it('Derrick at 19 HP (48 - 29): SC 112 - 10 Badly Wounded - DEF 40 = need 62', () => {
    const state = derrickAfter([33]);
    const plan = planOf(inputFor('Derrick', {}, {}, {}, state));
    // 29 taken also stunned him: the round passes first.
    const next = rules.nextRound({ sheet: inputFor('Derrick').sheet, options: {}, state }, scriptedDice([])).state;
    const p = planOf(inputFor('Derrick', {}, {}, {}, next));
    expect(plan.actions.filter((a) => a.kind === 'attack')).toEqual([]);
    expect(p.actions[0]!.check!.need).toBe(62);
    expect(p.actions[0]!.check!.modifiers).toContainEqual({ label: 'Wound modifier: Badly Wounded', value: -10, source: '000 Wound Modifiers' });
    expect(statValue(p.status, 'Wound modifier')).toBe(-10);
  });

  it('a grievous wound\'s modifier the GM entered counts in SC too', () => {
    const state = { ...rules.initial(inputFor('Derrick').sheet, {}), grievousWounds: [{ n: 1, text: 'Broken arm', mod: -20 }] };
    const p = planOf(inputFor('Derrick', {}, {}, {}, state));
    expect(p.actions[0]!.check!.need).toBe(52);
    expect(p.actions[0]!.check!.modifiers).toContainEqual({ label: 'Grievous wound: Broken arm', value: -20, source: '000 Critical and Grievous Hits' });
  });

  it('reaches the friend-or-foe roll, the cast chance and skill rolls', () => {
    const state = { ...rules.initial(inputFor('Derrick').sheet, {}), hp: 9, sheetHp: 48 };
    const shot = planOf(inputFor('Derrick', {}, { weapon: '1', intoMelee: '1f1o' }, {}, state));
    expect(shot.actions[0]!.check!.modifiers).toContainEqual(expect.objectContaining({ label: 'Wound modifier: Very Badly Wounded', value: -20 }));
    const harlanState = { ...rules.initial(inputFor('Harlan').sheet, {}), hp: 4, sheetHp: 18 };
    const cast = planOf(inputFor('Harlan', {}, {}, {}, harlanState));
    expect(cast.notes).toContainEqual(expect.objectContaining({ label: 'Cast chance', text: '-30 to the cast chance (Wound modifier: Very Badly Wounded).' }));
    const other = planOf(inputFor('Harlan', {}, { action: 'other' }, {}, harlanState));
    expect(other.notes.find((n) => n.label === 'Other action')!.text).toMatch(/Skill rolls are at -30/);
  });
});

describe('A stunned character loses the rest of the round\'s attacks', () => {
  it('planned while stunned: no attacks, a lost line saying why, attackers told of +10', () => {
    const state = derrickAfter([20, 'critical']);
    const p = planOf(inputFor('Derrick', {}, {}, {}, state));
    expect(p.actions).toEqual([]);
    expect(p.lost).toContainEqual(expect.objectContaining({ label: 'Stunned', text: '2 attacks lost: stunned for the rest of the round.' }));
    expect(p.notes).toContainEqual(expect.objectContaining({ label: 'Stunned', text: 'Attackers get +10 SC against you until the round ends.' }));
  });

  it('after the round passes the attacks come back', () => {
    const input = stateFor('Derrick');
    const state = rules.nextRound({ ...input, state: derrickAfter([20, 'critical']) }, scriptedDice([])).state;
    expect(planOf(inputFor('Derrick', {}, {}, {}, state)).actions).toHaveLength(2);
  });

  it('a spell is not an attack: it stays (being hit while casting is the GM\'s)', () => {
    const state = takeAll(stateFor('Harlan'), [typed(12, 'critical')]).state;
    expect(state['stunned']).toBe(true);
    expect(planOf(inputFor('Harlan', {}, {}, {}, state)).actions.map((a) => a.kind)).toEqual(['spell']);
  });
});

describe('Out of the fight at 0 HP or less', () => {
  it('19 damage, 18 after PROT 1, leaves Harlan at 0 HP: status says so and plan gives no actions', () => {
    const input = stateFor('Harlan');
    const state = takeAll(input, [typed(19)]).state;
    expect(rules.status({ ...input, state }).down).toMatchObject({ word: 'out of the fight' });
    const p = planOf(inputFor('Harlan', {}, {}, {}, state));
    expect(p.actions).toEqual([]);
    expect(p.lost[0]).toMatchObject({ label: 'Out of the fight' });
    const r = spelljammer.roll(p, scriptedDice([]), 0, inputFor('Harlan', {}, {}, {}, state));
    expect(r.entries).toEqual([]);
    expect(r.nextState).toMatchObject({ hp: 0 });
  });

  it('at 1 HP the character still acts; the option downAt: gm never counts one out', () => {
    const input = stateFor('Harlan');
    expect(rules.status({ ...input, state: takeAll(input, [typed(18)]).state }).down).toBeUndefined();
    const gm = stateFor('Harlan', {}, undefined, { downAt: 'gm' });
    const state = takeAll(gm, [typed(30)]).state;
    expect(rules.status({ ...gm, state }).down).toBeUndefined();
    expect(planOf(inputFor('Harlan', {}, {}, { downAt: 'gm' }, state)).actions).toHaveLength(1);
  });
});

describe('A stuck missile\'s DEX penalty', () => {
  it('shows as a stat and a note; what it costs IM and DEF, once entered, counts in initiative and DEF', () => {
    const state = derrickAfter([3, 'critical', ['missile', 'arrow']]);
    const p = planOf(inputFor('Derrick', {}, {}, {}, state));
    expect(statValue(p.status, 'DEX penalty')).toBe(-2);
    expect(p.notes.find((n) => n.label === 'DEX penalty')!.text).toMatch(/enter it on your state/);
    const entered = planOf(inputFor('Derrick', {}, {}, {}, { ...state, dexIm: 1, dexDef: 2 }));
    expect(entered.actions[0]!.timing).toMatchObject({ modifiers: expect.arrayContaining([{ label: 'DEX penalty (stuck missile)', value: -1, source: '000 Ranged Critical or Grievous Hits' }]) });
    expect(statValue(entered.defence, 'DEF this round')).toBe(28);
  });
});

describe('Desperate Defense: no other action that round', () => {
  it('moving, drawing, a shield, a potion and picking up a weapon are not counted; the DEF keeps only the defence', () => {
    const p = planOf(inputFor('Derrick', {}, { action: 'desperate-defense', movement: 'move', draw: 'draw', readyShield: true, potion: 'lose-attacks', pickUp: 'retrieved' }));
    expect(p.actions).toEqual([]);
    expect(p.notes[0]).toMatchObject({ label: 'Desperate Defense', text: expect.stringMatching(/Not counted: moving, drawing a weapon, readying a shield, drinking a potion, picking up a weapon\.$/) });
    // Normal DEF 30 + 20 + rank 5 x 2.5 rounded up (13): no -15 for picking up a weapon.
    expect(statValue(p.defence, 'DEF this round')).toBe(63);
  });
});
