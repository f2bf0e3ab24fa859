import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import type { PlanInput } from '../../../src/engine/ruleset';
import type { Values } from '../../../src/engine/schema';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { inputFor, planOf } from './helpers';

/** Plays `rounds` rounds of the same declaration, carrying `nextState`; returns what each round did. */
function play(input: PlanInput, rounds: number): string[] {
  let state: Values | undefined;
  const out: string[] = [];
  for (let i = 0; i < rounds; i++) {
    const round = { ...input, ...(state ? { state } : {}) };
    const plan = critTableD20.plan(round);
    const r = critTableD20.roll(plan, seededDice(100 + i), 0, round);
    out.push(plan.actions.map((a) => a.kind === 'attack' ? 'shoot' : a.id).join('+'));
    state = r.nextState;
  }
  return out;
}

const shooting = (sheet: Values = {}, declaration: Values = {}) => inputFor('Sylwen', sheet, { surprise: 'no', targetAc: 14, range: 'medium', ...declaration });
const lightCrossbow = { weapons: [{ name: 'Light crossbow', kind: 'light-crossbow', damage: '1d6', toHit: 0, damageBonus: 0, charge: false, setVsCharge: false, longReach: false, small: false, allSharp: false }] };

describe('17.0.9 Missile Weapon Rate of Fire', () => {
  it('a heavy crossbow shoots every third round: two whole rounds of reloading after each shot', () => {
    expect(play(shooting(), 7)).toEqual(['shoot', 'reload', 'reload', 'shoot', 'reload', 'reload', 'shoot']);
  });

  it('a light crossbow shoots every second round', () => {
    expect(play(shooting(lightCrossbow), 5)).toEqual(['shoot', 'reload', 'shoot', 'reload', 'shoot']);
  });

  it('a bow shoots every round', () => {
    expect(play(shooting({}, { weapon: '1' }), 3)).toEqual(['shoot', 'shoot', 'shoot']);
  });

  it('a reload round allows nothing else, not even moving, and says how many remain', () => {
    const plan = planOf({ ...shooting(), state: { reloadWeapon: 0, reloadLeft: 2 } });
    expect(plan.actions.map((a) => a.label)).toEqual(['Reloading the Heavy crossbow']);
    expect(plan.lost[0]?.text).toMatch(/not even moving\. 1 more reload round after this\./);
  });

  it('a surprised character does not get its reload round done', () => {
    const input = { ...inputFor('Sylwen', {}, { surprise: 'roll', targetAc: 14 }), state: { reloadWeapon: 0, reloadLeft: 2 } };
    const r = critTableD20.roll(planOf(input), scriptedDice([20, 3]), 0, input);
    expect(r.entries[0]!.check?.outcome).toBe('surprised');
    expect(r.nextState).toMatchObject({ reloadWeapon: 0, reloadLeft: 2 });
  });

  it('a crossbow shot this round cannot also make the parting shot; a bow can', () => {
    const plan = planOf(shooting({}, { partingShot: true }));
    expect(plan.actions.map((a) => a.label)).toEqual(['Heavy crossbow, shot']);
    expect(plan.lost.find((n) => n.label === 'No parting shot')?.text).toMatch(/must be reloaded/);
    const r = critTableD20.roll(plan, scriptedDice([4, 12, 5]), 0, shooting({}, { partingShot: true }));
    expect(r.entries.map((e) => e.id)).toEqual(['a1']);
    expect(planOf(shooting({}, { weapon: '1', partingShot: true })).actions.map((a) => a.id)).toEqual(['a1', 'ps']);
    // a loaded crossbow not shot in the round's action may still make the parting shot
    expect(planOf(shooting({}, { action: 'parry-dodge', partingShot: true })).actions.map((a) => a.id)).toEqual(['act', 'ps']);
  });

  it('a loaded spare crossbow shoots at once and leaves nothing to reload', () => {
    const input = shooting({}, { spareCrossbow: true });
    expect(play(input, 3)).toEqual(['shoot', 'shoot', 'shoot']);
  });

  it('another weapon can be used meanwhile; the crossbow stays unloaded until reloaded', () => {
    const state = { reloadWeapon: 0, reloadLeft: 2 };
    const bow = { ...shooting({}, { weapon: '1' }), state };
    const plan = planOf(bow);
    expect(plan.actions[0]!.kind).toBe('attack');
    expect(plan.status.find((s) => s.label === 'Heavy crossbow: reload rounds left')?.value).toBe(2);
    expect(critTableD20.roll(plan, seededDice(1), 0, bow).nextState).toMatchObject(state);
  });
});

describe('17.0.1.7 Run Away: 3 x CON rounds, then fatigue', () => {
  const runner = (declaration: Values = {}) => inputFor('Odo', { con: 1 }, { action: 'run', timing: 'own', ...declaration });

  it('runs 3 rounds with CON 1, then is fatigued and can only walk', () => {
    expect(play(runner(), 5)).toEqual(['run', 'run', 'run', 'act', 'act']);
    const tired = planOf({ ...runner(), state: { roundsRun: 3 } });
    expect(tired.lost[0]?.label).toBe('Fatigued');
    expect(tired.status.find((s) => s.label === 'Rounds run')?.text).toMatch(/Fatigued/);
  });

  it('moves double while running, half in a fighting withdrawal, not at all while reloading', () => {
    const move = (input: PlanInput) => planOf(input).status.find((x) => x.label === 'Movement')?.value;
    expect(move(runner())).toBe(60);
    expect(move(inputFor('Odo', {}, { action: 'other', withdraw: 'fighting-withdrawal' }))).toBe(15);
    expect(move({ ...shooting(), state: { reloadWeapon: 0, reloadLeft: 1 } })).toBe(0);
  });

  it('counts each round run in the status and carries it over', () => {
    const plan = planOf({ ...runner(), state: { roundsRun: 1 } });
    expect(plan.status.find((s) => s.label === 'Rounds run')).toMatchObject({ value: 2, text: 'Of 3 (3 × CON) before you tire' });
  });

  it('runs again after a rest of 3 turns', () => {
    expect(planOf({ ...runner({ rested: true }), state: { roundsRun: 3 } }).actions.map((a) => a.id)).toEqual(['run']);
  });

  it('a charge counts as a round of running, and a fatigued character cannot charge', () => {
    const charge = inputFor('Brannoc', { con: 1 });
    expect(critTableD20.roll(planOf(charge), seededDice(2), 0, charge).nextState).toMatchObject({ roundsRun: 1 });
    expect(planOf({ ...charge, state: { roundsRun: 3 } }).lost[0]?.text).toMatch(/fatigued/);
  });
});
