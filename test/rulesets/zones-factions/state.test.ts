import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { Hit, PlanInput, RoundResult, StateInput } from '../../../src/engine/ruleset';
import { validate, type Values } from '../../../src/engine/schema';
import { hitsOfRound } from '../../../src/engine/state';
import { zonesFactions as rs } from '../../../src/rulesets/zones-factions';
import { durabilityRolls } from '../../../src/rulesets/zones-factions/stateRules';
import { inputFor, planOf, type DemoName } from './helpers';

const st = rs.state!;
const hit = (damage: number, outcome = 'hit', tags: string[] = ['melee'], armour: 'yes' | 'no' = 'yes'): Hit => ({ damage, outcome, tags, armour });
const roll = (input: PlanInput, faces: number[]): RoundResult => rs.roll(rs.plan(input), scriptedDice(faces), 0, input);
const stateIn = (name: DemoName, sheet: Values = {}, state?: Values, options: Values = {}): StateInput => {
  const i = inputFor(name, sheet, {}, options, state);
  return { sheet: i.sheet, options: i.options, ...(state ? { state } : {}) };
};
/** A bandit of the text's examples: 8 health, no armour. */
const BANDIT = { name: 'Bandit', maxHp: 8, health: 8, armour: 0 };
const bandit = (state?: Values, options: Values = {}) => stateIn('Bandit leader', BANDIT, state, options);
const noDice = scriptedDice([]);

describe('004 Attacking: damage taken, incapacitation and the death blow (the sword and dagger example)', () => {
  it('Balthasar\'s sword rolls 4: the bandit goes from 8 health to 4 and is incapacitated', () => {
    const c = st.takeHit(bandit(), hit(4), noDice);
    expect(c.state).toMatchObject({ health: 4, incapacitated: true });
    expect(c.hits).toEqual([{ outcome: 'hit', label: 'Hit', damage: 4, taken: 4, text: '4 damage, 4 after armour 0; health 8 → 4' }]);
    expect(c.notes.find((n) => n.label === 'Incapacitated')?.text).toMatch(/critical damage: 4 is half your maximum health 8 or more/);
    const status = st.status(bandit(c.state));
    expect(status.health).toMatchObject({ label: 'health', value: 4, max: 8 });
    expect(status.down).toMatchObject({ word: 'incapacitated' });
    const p = planOf(inputFor('Bandit leader', BANDIT, { act: 'turn', main: 'attack', move: 'half' }, {}, c.state));
    expect(p.actions).toHaveLength(0);
    expect(p.lost[0]).toMatchObject({ label: 'Incapacitated' });
  });
  it('Sybilla\'s death blow on the nearby incapacitated bandit kills him; on a bandit still up it does nothing', () => {
    const sybilla = inputFor('Sybilla', {}, { weapon: '1', deathBlow: true, distance: 0, bonus: false });
    const blow = hitsOfRound(roll(sybilla, []))[0]!.hit;
    const down = st.takeHit(bandit(), hit(4), noDice).state;
    const killed = st.takeHit(bandit(down), blow, noDice);
    expect(killed.state['dead']).toBe(true);
    expect(st.status(bandit(killed.state)).down).toMatchObject({ word: 'dead' });
    const up = st.takeHit(bandit(), blow, noDice);
    expect(up.state).toEqual(st.initial(bandit().sheet, {}));
    expect(up.hits[0]!.text).toMatch(/needs an incapacitated target/);
  });
  it('a 1 is "just a scratch" and a dagger\'s 3 leaves the bandit "alive and conscious"', () => {
    expect(st.takeHit(bandit(), hit(1), noDice).state).toMatchObject({ health: 7, incapacitated: false });
    expect(st.takeHit(bandit(), hit(3), noDice).state).toMatchObject({ health: 5, incapacitated: false });
  });
  it('the stunt example\'s bandit with 3 health left is still up by default; the readings differ', () => {
    const twoHits = (options: Values) => {
      const a = st.takeHit(bandit(undefined, options), hit(2), noDice).state;
      return st.takeHit(bandit(a, options), hit(3), noDice).state;
    };
    expect(twoHits({})).toMatchObject({ health: 3, incapacitated: false });
    expect(twoHits({ incapacitation: 'half' })).toMatchObject({ health: 3, incapacitated: true });
    expect(st.takeHit(bandit(undefined, { incapacitation: 'zero' }), hit(4), noDice).state).toMatchObject({ health: 4, incapacitated: false });
  });
  it('health 0 incapacitates under every reading, and health never goes below 0', () => {
    for (const incapacitation of ['critical', 'half', 'zero']) {
      const c = st.takeHit(bandit(undefined, { incapacitation }), hit(12), noDice);
      expect(c.state).toMatchObject({ health: 0, incapacitated: true });
      expect(c.hits[0]!.taken).toBe(8);
    }
  });
  it('the bow example: a passed WIT save lands the d6, a 20 misses and changes nothing', () => {
    expect(st.takeHit(stateIn('Theobald'), hit(5, 'pass', ['missile']), noDice).state).toMatchObject({ health: 9 });
    const miss = st.takeHit(stateIn('Theobald'), hit(5, 'fail', ['missile']), noDice);
    expect(miss.state).toEqual(st.initial(stateIn('Theobald').sheet, {}));
    expect(miss.hits[0]).toMatchObject({ outcome: 'miss', taken: 0 });
  });
  it('armour never above 3 with cover; direct damage ignores it', () => {
    expect(st.takeHit(stateIn('Theobald'), hit(6, 'hit', ['melee', 'cover']), noDice).hits[0]!.text).toBe('6 damage, 3 after armour 3; health 12 → 9');
    expect(st.takeHit(stateIn('Theobald'), hit(6, 'hit', ['melee'], 'no'), noDice).state).toMatchObject({ health: 6 });
  });
  it('another system\'s attack and outcomes of no meaning here are refused', () => {
    expect(() => st.takeHit(bandit(), { ...hit(4), from: { rulesetId: 'bcb-d20', character: 'X' } }, noDice)).toThrow('Expected an attack from zones-factions but received one from bcb-d20');
    expect(() => st.takeHit(bandit(), hit(4, 'critical'), noDice)).toThrow(/^Expected the outcome hit, pass, fail/);
    expect(() => st.takeHit(bandit(), hit(0, 'hit', ['melee', 'non-lethal']), noDice)).toThrow(/^Expected the outcome grabbed, disarmed or shoved/);
    expect(() => st.takeHit(bandit(), hit(4, 'unknown'), noDice)).toThrow(/^Expected a resolved attack/);
  });
});

describe('004 Reacting to an attack: the reaction\'s roll applies what gets through', () => {
  const leader = (decl: Values, state?: Values) => inputFor('Bandit leader', BANDIT, { act: 'reaction', ...decl }, {}, state);
  it('the dodge example: the bandit (AGI 8) rolls 2 and the musket misses; a failed dodge takes the damage', () => {
    expect(roll(leader({ reaction: 'dodge', incomingDamage: 6, attackId: 'Sybilla: Musket' }), [2]).nextState).toMatchObject({ health: 8 });
    expect(roll(leader({ reaction: 'dodge', incomingDamage: 3, attackId: 'Sybilla: Musket' }), [15]).nextState).toMatchObject({ health: 5, incapacitated: false });
  });
  it('the counter example: Theobald\'s 4 hits the leader first (he suffers 3 of the axe\'s 5): critical damage, incapacitated', () => {
    const r = roll(leader({ reaction: 'counter', weapon: '0', incomingDamage: 4, foeArmour: 2, attackId: 'Theobald: Spear' }), [5]);
    expect(r.nextState).toMatchObject({ health: 4, incapacitated: true });
    expect(r.status.find((s) => s.label === 'Health')).toMatchObject({ value: 4, text: 'of 8 · incapacitated' });
  });
  it('a counter that hits first leaves their hit to be taken by hand', () => {
    const r = roll(leader({ reaction: 'counter', weapon: '0', incomingDamage: 2, foeArmour: 0, attackId: 'Theobald: Spear' }), [8]);
    expect(r.nextState).toMatchObject({ health: 8 });
    expect(r.notes.find((n) => n.label === 'Their hit')?.text).toMatch(/Take a hit/);
  });
  it('the grapple example: the bandit fails his STR save and is grabbed; next turn he can only break free', () => {
    const r = roll(leader({ reaction: 'counter', weapon: '0', incoming: 'grapple', incomingDamage: null, attackId: 'Theobald: Grapple' }), [1, 17]);
    expect(r.nextState).toMatchObject({ grabbed: true, health: 8 });
    const turn = planOf(inputFor('Bandit leader', BANDIT, { act: 'turn', round: 2, main: 'attack' }, {}, r.nextState));
    expect(turn.lost.find((n) => n.label === 'Grabbed')).toBeDefined();
    const free = roll(inputFor('Bandit leader', BANDIT, { act: 'turn', round: 2, main: 'break-free', move: 'none' }, {}, r.nextState), [5]);
    expect(free.nextState).toMatchObject({ grabbed: false, turnTaken: true });
  });
  it('a grapple scanned from Theobald\'s code: takeHit rolls the STR save (12 against STR 12 passes, 13 fails)', () => {
    const grab = hitsOfRound(roll(inputFor('Theobald', {}, { main: 'grapple' }), []))[0]!.hit;
    const leaderStr = stateIn('Bandit leader', BANDIT);
    expect(st.takeHit(leaderStr, grab, scriptedDice([12])).state['grabbed']).toBe(false);
    const held = st.takeHit(leaderStr, grab, scriptedDice([13]));
    expect(held.state['grabbed']).toBe(true);
    expect(held.hits[0]).toMatchObject({ outcome: 'grabbed', label: 'Grapple' });
    expect(st.status(stateIn('Bandit leader', BANDIT, held.state)).conditions.map((c) => c.id)).toContain('grabbed');
  });
});

describe('004 Morale and surrendering, as they bear on the character', () => {
  const theo = (decl: Values, state?: Values) => inputFor('Theobald', {}, decl, {}, state);
  it('fighting alone, 12 health falling to 5 in a round: a morale check is due at the round\'s end', () => {
    const hurt = st.takeHit(stateIn('Theobald'), hit(9), noDice).state; // 7 through armour 2
    expect(hurt).toMatchObject({ health: 5, incapacitated: true });
    const fine = st.takeHit(stateIn('Theobald'), hit(7), noDice).state; // 5 through: 7 left
    const half = st.takeHit(stateIn('Theobald', {}, fine), hit(3), noDice).state; // 1 more: 6, half
    expect(half).toMatchObject({ health: 6, incapacitated: false });
    const end = st.nextRound(stateIn('Theobald', {}, half), noDice);
    expect(end.state).toMatchObject({ moraleDue: true, roundStartHealth: 6, round: 2, turnTaken: false });
    expect(end.notes[0]!.text).toMatch(/fell from 12 to 6 of 12/);
    const m = planOf(theo({ act: 'morale', round: 2, groupOriginal: 1 }, end.state));
    expect(m.actions[0]!.id).toBe('morale');
    const failed = roll(theo({ act: 'morale', round: 2, groupOriginal: 1 }, end.state), [18]);
    expect(failed.nextState).toMatchObject({ moraleBroken: true, moraleDue: false, moraleSteady: false });
    const attack = planOf(theo({ act: 'turn', round: 3, main: 'attack' }, failed.nextState));
    expect(attack.actions.some((a) => a.kind === 'attack')).toBe(false);
    expect(attack.lost.find((n) => n.label === 'Morale broken')).toBeDefined();
    const harmed = st.takeHit(stateIn('Theobald', {}, failed.nextState), hit(3), noDice);
    expect(harmed.state['moraleBroken']).toBe(false);
    expect(harmed.notes.find((n) => n.label === 'Harmed')).toBeDefined();
  });
  it('the check in the same round, before the round ends: from the health the round began with', () => {
    const first = st.takeHit(stateIn('Theobald'), hit(6), noDice).state; // 4 through: 8 left
    const half = st.takeHit(stateIn('Theobald', {}, first), hit(4), noDice).state; // 2 more: 6, half
    expect(half).toMatchObject({ health: 6, incapacitated: false, roundStartHealth: 12 });
    expect(planOf(theo({ act: 'morale', groupOriginal: 1 }, half)).actions[0]!.id).toBe('morale');
  });
  it('a passed check: steady for the stretch, and no check is due again', () => {
    const first = st.takeHit(stateIn('Theobald'), hit(6), noDice).state;
    const half = st.takeHit(stateIn('Theobald', {}, first), hit(4), noDice).state;
    const passed = roll(theo({ act: 'morale', groupOriginal: 1 }, half), [3]).nextState!;
    expect(st.nextRound(stateIn('Theobald', {}, passed), noDice).state).toMatchObject({ moraleDue: false, moraleSteady: true });
  });
  it('surrendering: no attacks until harmed by the enemy', () => {
    const s = roll(theo({ main: 'surrender', move: 'none' }), []).nextState!;
    expect(s['surrendered']).toBe(true);
    expect(planOf(theo({ round: 2, main: 'attack' }, s)).lost.find((n) => n.label === 'Surrendered')).toBeDefined();
    expect(st.takeHit(stateIn('Theobald', {}, s), hit(3), noDice).state['surrendered']).toBe(false);
  });
});

describe('004 Combat gear degradation', () => {
  it('a damaged shield is destroyed by a hit of 8 before armour (before damaged armour), and the armour value drops', () => {
    const sheet = { shieldDamaged: true, armourDamaged: true };
    const c = st.takeHit(stateIn('Theobald', sheet), hit(8), noDice);
    expect(c.hits[0]!.taken).toBe(6);
    expect(c.state['shieldWear']).toEqual([{ used: true, damaged: true, destroyed: true }]);
    expect(c.state['armourWear']).toEqual([{ used: true, damaged: true, destroyed: false }]);
    expect(st.status(stateIn('Theobald', sheet, c.state)).stats[0]).toMatchObject({ label: 'Armour', value: 1 });
    const again = st.takeHit(stateIn('Theobald', sheet, c.state), hit(9), noDice);
    expect(again.state['armourWear']).toEqual([{ used: true, damaged: true, destroyed: true }]);
    expect(again.hits[0]!.text).toBe('9 damage, 8 after armour 1; health 6 → 0');
  });
  it('a damaged weapon rolling a 1 on its damage die is destroyed and cannot attack again', () => {
    const r = roll(inputFor('Theobald', { weapons: [{ name: 'Spear', kind: 'melee', damage: 'd6', range: 1, blast: false, twoHanded: false, damaged: true }] }, { weapon: '0' }), [1]);
    expect((r.nextState!['weapons'] as Values[])[0]).toEqual({ used: true, damaged: true, destroyed: true });
    const next = planOf(inputFor('Theobald', { weapons: [{ name: 'Spear', kind: 'melee', damage: 'd6', range: 1, blast: false, twoHanded: false, damaged: true }] }, { round: 2, weapon: '0' }, {}, r.nextState));
    expect(next.lost.find((n) => n.label === 'Weapon destroyed')?.text).toMatch(/Spear is destroyed/);
  });
  it('after the fight: one durability roll per item used (d6 by default), a 1 damages it, then nothing counts as used', () => {
    const fought = roll(inputFor('Theobald', {}, { weapon: '0' }), [4]).nextState!;
    const hitOn = st.takeHit(stateIn('Theobald', {}, fought), hit(5), noDice).state;
    expect(st.status(stateIn('Theobald', {}, hitOn)).conditions.find((c) => c.id === 'durability')?.text).toMatch(/Spear, Armour, Shield/);
    const p = planOf(inputFor('Theobald', {}, { act: 'morale', afterFight: true }, {}, hitOn));
    expect(p.actions.map((a) => a.id)).toEqual(['durability:weapon-1', 'durability:armour', 'durability:shield']);
    expect(p.actions[0]!.check!.bands.map((b) => [b.outcome, b.p])).toEqual([['damaged', { num: 1, den: 6 }], ['holds', { num: 5, den: 6 }]]);
    const after = roll(inputFor('Theobald', {}, { act: 'morale', afterFight: true }, {}, hitOn), [1, 3, 6]).nextState!;
    expect(after['weapons']).toEqual([{ used: false, damaged: true, destroyed: false }, { used: false, damaged: false, destroyed: false }]);
    expect(after['armourWear']).toEqual([{ used: false, damaged: false, destroyed: false }]);
    const same = durabilityRolls(stateIn('Theobald', {}, hitOn), scriptedDice([1, 3, 6]));
    expect(same.state).toEqual(after);
    const d20 = planOf(inputFor('Theobald', {}, { act: 'morale', afterFight: true }, { durabilityDie: 'd20' }, hitOn));
    expect(d20.actions[0]!.check!.summary).toBe('d20 · 1 damages it');
  });
});

describe('one record, heal and clear', () => {
  it('initial and every nextState validate against the state schema and hold all its keys', () => {
    const init = st.initial(stateIn('Theobald').sheet, {});
    expect(validate(st.schema.fields, init).ok).toBe(true);
    const r = roll(inputFor('Theobald'), [4]);
    expect(Object.keys(r.nextState!).sort()).toEqual(st.schema.fields.map((f) => f.key).sort());
    expect(validate(st.schema.fields, r.nextState).ok).toBe(true);
    expect(r.nextState).toMatchObject({ turnTaken: true, health: 12 });
  });
  it('a record from before the lasting state (turn state only) reads: health from the sheet, 0 incapacitated', () => {
    const old = { round: 1, turnTaken: true, tookByReaction: false, reactions: 0, zones: 1, mainUsed: 1, bonusUsed: 0, reactedTo: '', moraleSteady: false };
    expect(st.status(stateIn('Theobald', {}, old)).health.value).toBe(12);
    expect(st.status(stateIn('Theobald', { health: 0 }, old)).down?.word).toBe('incapacitated');
  });
  it('heal up to the maximum, still incapacitated until cleared; clear by id; unknown ids change nothing', () => {
    const down = st.takeHit(bandit(), hit(5), noDice).state;
    const healed = st.heal(bandit(down), 10);
    expect(healed.state).toMatchObject({ health: 8, incapacitated: true });
    expect(st.clear(bandit(healed.state), 'incapacitated').state['incapacitated']).toBe(false);
    expect(st.clear(bandit(healed.state), 'nonsense').state).toEqual(healed.state);
  });
  it('the next round starts a fresh turn, keeping a passed morale check', () => {
    const s = { ...st.initial(stateIn('Theobald').sheet, {}), round: 4, turnTaken: true, moraleSteady: true };
    expect(st.nextRound(stateIn('Theobald', {}, s), noDice).state).toMatchObject({ round: 5, turnTaken: false, moraleSteady: true });
  });
});

describe('properties', () => {
  const arbState = fc.record({ health: fc.integer({ min: 0, max: 12 }), incapacitated: fc.boolean(), moraleBroken: fc.boolean() })
    .map((x) => ({ ...st.initial(stateIn('Theobald').sheet, {}), ...x }));
  const arbHit = fc.record({ damage: fc.integer({ min: 0, max: 999 }), outcome: fc.constantFrom('hit', 'pass', 'fail', 'grabbed', 'shoved', 'death-blow'), tags: fc.constantFrom(['melee'], ['missile', 'cover']), armour: fc.constantFrom('yes' as const, 'no' as const) });
  it('health never rises from a hit, and the input is not changed', () => {
    fc.assert(fc.property(arbState, arbHit, (s, h) => {
      const frozen = JSON.stringify(s);
      const c = st.takeHit(stateIn('Theobald', {}, s), h, noDice);
      expect(c.state['health']).toBeLessThanOrEqual(s.health);
      expect(JSON.stringify(s)).toBe(frozen);
      expect(validate(st.schema.fields, c.state).ok).toBe(true);
    }));
  });
  it('the same state and hit give the same next state (undo then redo is exact)', () => {
    fc.assert(fc.property(arbState, arbHit, (s, h) => {
      expect(st.takeHit(stateIn('Theobald', {}, s), h, noDice)).toEqual(st.takeHit(stateIn('Theobald', {}, s), h, noDice));
    }));
  });
});
