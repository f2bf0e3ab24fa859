/**
 * The GM's monsters in Zones and factions: the text's creatures ready to fight, their hits on
 * the demo characters (armour from the victim's own sheet), the players' hits on them, and the
 * morale checks of a GM group at the end of a round.
 * @see 004 Attacking; Reacting to an attack; Effects of size in combat; Morale; Surrendering
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import type { ReadyMonster } from '../../../src/engine/monster';
import type { PlanInput } from '../../../src/engine/ruleset';
import { validate, type Values } from '../../../src/engine/schema';
import { hitsOfRound } from '../../../src/engine/state';
import { zonesFactions as rs } from '../../../src/rulesets/zones-factions';
import { inputFor } from './helpers';

const monsters = rs.monsters!;
const rules = rs.state!;
const named = (name: string): ReadyMonster => monsters.ready.find((m) => m.name === name)!;
const inputOf = (m: ReadyMonster, state?: Values, declared: Values = {}): PlanInput =>
  ({ sheet: m.sheet, declaration: { ...m.declaration, ...declared }, options: {}, ...(state ? { state } : {}) });
const rollOf = (input: PlanInput, faces: number[]) => rs.roll(rs.plan(input), scriptedDice(faces), 0, input);
const initial = (m: ReadyMonster) => rules.initial(m.sheet, {});
/** A member's state after a typed hit of `damage` before armour. */
const hitFor = (m: ReadyMonster, damage: number, state: Values = initial(m)) =>
  rules.takeHit({ sheet: m.sheet, options: {}, state }, { damage, outcome: 'hit', tags: ['melee'], armour: 'yes' }, scriptedDice([])).state;
const tick = (m: ReadyMonster, state: Values) => rules.nextRound({ sheet: m.sheet, options: {}, state }, scriptedDice([])).state;

describe('Ready monsters: the text\'s own creatures (004 Attacking; Effects of size in combat)', () => {
  it('the bandit has 8 health and AGI 8, an axe (d6) and a bow (d6, range 8); the leader a battleaxe (d8)', () => {
    expect(named('Bandit').sheet).toMatchObject({ maxHp: 8, health: 8, agi: 8, weapons: [{ name: 'Axe', damage: 'd6' }, { name: 'Bow', kind: 'ranged', damage: 'd6', range: 8 }] });
    expect(named('Bandit leader').sheet).toMatchObject({ weapons: [{ name: 'Battleaxe', damage: 'd8' }] });
  });

  it('the wyrm is large, bites (d8) and breathes fire (d6, blast)', () => {
    expect(named('Wyrm').sheet).toMatchObject({ size: 'large', weapons: [{ damage: 'd8', blast: false }, { name: 'Fire breath', damage: 'd6', blast: true }] });
  });

  it('every ready sheet is complete and unchanged by validation; its declaration is valid; each names its source', () => {
    expect(monsters.ready.length).toBeGreaterThanOrEqual(3);
    for (const m of monsters.ready) {
      expect(validate(rs.sheetSchema.fields, m.sheet), m.name).toEqual({ ok: true, value: m.sheet });
      expect(Object.keys(m.sheet).sort()).toEqual(rs.sheetSchema.fields.map((f) => f.key).sort());
      expect(validate(rs.declarationSchema(m.sheet).fields, m.declaration), m.name).toEqual({ ok: true, value: m.declaration });
      expect(m.sheet['name']).toBe(m.name);
      expect(m.source).toMatch(/^004 /);
    }
  });

  it('the stat line is sheet fields a GM edits, without the name', () => {
    const keys = rs.sheetSchema.fields.map((f) => f.key);
    expect(monsters.statLine.every((k) => keys.includes(k))).toBe(true);
    expect(monsters.statLine).not.toContain('name');
    expect(monsters.statLine).toEqual(expect.arrayContaining(['armour', 'weapons', 'maxHp', 'health']));
  });

  it('no secret defence to resolve: attacks hit automatically or on the attacker\'s own WIT save', () => {
    expect(monsters.resolve).toBeUndefined();
  });
});

describe('A monster\'s round: attacks hit automatically, the target\'s armour left to the victim (004 Attacking)', () => {
  it.each(monsters.ready.map((m) => [m.name, m] as const))('%s rolls an attack entry with damage, no save, armour applying', (_, m) => {
    for (let seed = 1; seed <= 20; seed++) {
      const input = inputOf(m);
      const r = rs.roll(rs.plan(input), seededDice(seed), 0, input);
      const attacks = hitsOfRound(r);
      expect(attacks.length).toBeGreaterThan(0);
      for (const { hit } of attacks) {
        expect(hit).toMatchObject({ outcome: 'hit', armour: 'yes' });
        expect(hit.damage).toBeGreaterThan(0);
        expect(hit.entry?.damage?.text).toMatch(/less the target's armour$/);
      }
    }
  });

  it('the wyrm\'s bite is 2d8 against a medium character and 4d8 against a small one; its fire breath stays d6', () => {
    const w = named('Wyrm');
    const dmg = (declared: Values) => rs.plan(inputOf(w, undefined, declared)).actions.find((a) => a.kind === 'attack')!.damage![0]!.expr;
    expect(dmg({})).toEqual({ terms: [{ count: 2, sides: 8 }], bonus: 0 });
    expect(dmg({ foeSize: 'small' })).toEqual({ terms: [{ count: 4, sides: 8 }], bonus: 0 });
    expect(dmg({ weapon: '1', distance: 1 })).toEqual({ terms: [{ count: 1, sides: 6 }], bonus: 0 });
  });

  it('the bandit leader\'s 5 lands on Theobald as 3: his shield and light armour make armour 2 (004 Reacting to an attack, example)', () => {
    const r = rollOf(inputOf(named('Bandit leader')), [5]);
    const [{ hit }] = hitsOfRound(r);
    const theobald = rs.demos.find((d) => d.name === 'Theobald')!;
    const c = rules.takeHit({ sheet: theobald.sheet, options: {}, state: rules.initial(theobald.sheet, {}) }, hit!, scriptedDice([]));
    expect(c.hits).toEqual([expect.objectContaining({ outcome: 'hit', damage: 5, taken: 3 })]);
    expect(c.state['health']).toBe(9);
  });

  it('004 Reacting to an attack, the example: the ready bandit leader counters Theobald\'s spear (4) with his battleaxe (5); Theobald would suffer 3 after armour 2, so the leader is hit for 4 first, incapacitated, and Theobald suffers nothing', () => {
    const theobald = inputFor('Theobald', {}, { foeArmour: null });
    const spear = rollOf(theobald, [4]);
    const [{ hit }] = hitsOfRound(spear);
    const values = rs.reactTo!(hit!.entry!, { rulesetId: rs.id, character: 'Theobald' })!;
    const leader = named('Bandit leader');
    const counter = rollOf(inputOf(leader, initial(leader), { ...values, reaction: 'counter', foeArmour: 2 }), [5]);
    expect(counter.entries[0]!.notes!.find((n) => n.label === 'Who is hit first')!.text).toBe('You suffer 4 and they 3: you are hit first, and if that stops you your counter does not land.');
    expect(counter.nextState).toMatchObject({ health: 4, incapacitated: true });
    expect(counter.notes.find((n) => n.label === 'Incapacitated')!.text).toMatch(/critical damage: 4 is half your maximum health 8 or more/);
    // The counter never lands: Theobald's phone, given it, takes nothing.
    const stopped = counter.entries.find((e) => e.id === 'counter')!;
    expect(stopped.notes!.find((n) => n.label === 'Counter stopped')).toMatchObject({ gm: true });
    const t = rs.demos.find((x) => x.name === 'Theobald')!;
    const took = rules.takeHit({ sheet: t.sheet, options: {}, state: rules.initial(t.sheet, {}) }, { damage: 5, outcome: 'hit', tags: ['melee'], armour: 'yes', entry: stopped, round: counter, from: { rulesetId: rs.id, character: 'Bandit leader' } }, scriptedDice([]));
    expect(took.hits[0]).toMatchObject({ outcome: 'miss', taken: 0 });
    expect(took.state['health']).toBe(12);
  });

  it('every ready monster\'s hits apply to every demo character without a throw; health never rises', () => {
    for (const m of monsters.ready) for (const d of rs.demos) {
      const input = inputOf(m);
      const r = rs.roll(rs.plan(input), seededDice(9), 0, input);
      let state = rules.initial(d.sheet, {});
      for (const { hit } of hitsOfRound(r)) {
        const before = state['health'] as number;
        state = rules.takeHit({ sheet: d.sheet, options: {}, state }, hit, seededDice(1)).state;
        expect(state['health']).toBeLessThanOrEqual(before);
      }
    }
  });

  it('a player\'s attack with the monster\'s armour unknown lands on its sheet: a 4 takes a bandit from 8 to 4 and incapacitates him', () => {
    const input = inputFor('Theobald', {}, { foeArmour: null });
    const [{ hit }] = hitsOfRound(rollOf(input, [4]));
    const bandit = named('Bandit');
    const c = rules.takeHit({ sheet: bandit.sheet, options: {}, state: initial(bandit) }, hit!, scriptedDice([]));
    expect(c.hits[0]).toMatchObject({ outcome: 'hit', damage: 4, taken: 4 });
    expect(rules.status({ sheet: bandit.sheet, options: {}, state: c.state })).toMatchObject({ health: { value: 4, max: 8 }, down: { word: 'incapacitated' } });
  });
});

describe('Morale of a GM group at the end of the round (004 Morale)', () => {
  const bandit = named('Bandit');
  const end = (states: Values[], faces: number[], sheet: Values = bandit.sheet) =>
    monsters.endOfRound!({ sheet, options: {}, states: states.map((s) => tick(bandit, s)) }, scriptedDice(faces));

  it('four bandits down to two this round: each of the two makes the WIT save; a pass is steady, a fail surrenders or retreats', () => {
    const up = initial(bandit), down = hitFor(bandit, 4);
    const r = end([down, up, down, up], [10, 11]);
    expect(r.states).toHaveLength(4);
    expect(r.notes[0]).toMatchObject({ label: 'Morale check', text: '2 of 4 still fighting: half or less.', source: '004 Morale' });
    expect(r.notes.slice(1).map((n) => n.text)).toEqual([
      'Rolled 10 against WIT 10: passes, steady for the rest of the stretch.',
      'Rolled 11 against WIT 10: fails, surrenders or retreats.',
    ]);
    expect(r.states[1]).toMatchObject({ moraleSteady: true, moraleBroken: false });
    expect(r.states[3]).toMatchObject({ moraleSteady: false, moraleBroken: true });
    expect(r.states[0]).toMatchObject({ incapacitated: true, moraleBroken: false, moraleSteady: false });
  });

  it('the one who failed plans no attack and the strip says so; harmed by the enemy, it fights again (004 Surrendering)', () => {
    const up = initial(bandit), down = hitFor(bandit, 4);
    const broken = end([down, up, down, up], [1, 20]).states[3]!;
    const p = rs.plan(inputOf(bandit, broken, { round: 2 }));
    expect(p.actions.some((a) => a.kind === 'attack')).toBe(false);
    expect(p.lost).toEqual([expect.objectContaining({ label: 'Morale broken', source: '004 Morale' })]);
    expect(rules.status({ sheet: bandit.sheet, options: {}, state: broken }).conditions.map((c) => c.id)).toContain('morale-broken');
    const harmed = hitFor(bandit, 1, broken);
    expect(rs.plan(inputOf(bandit, harmed, { round: 2 })).actions.some((a) => a.kind === 'attack')).toBe(true);
  });

  it('a save equal to WIT passes by default and fails with the option; a 20 always fails', () => {
    const up = initial(bandit), down = hitFor(bandit, 4);
    const states = [down, up].map((s) => tick(bandit, s));
    expect(monsters.endOfRound!({ sheet: bandit.sheet, options: { saveEqual: 'fail' }, states }, scriptedDice([10])).states[1]).toMatchObject({ moraleBroken: true });
    const wise = { ...bandit.sheet, wit: 20 };
    const wiseStates = [hitFor({ ...bandit, sheet: wise }, 4), rules.initial(wise, {})];
    expect(monsters.endOfRound!({ sheet: wise, options: {}, states: wiseStates }, scriptedDice([20])).states[1]).toMatchObject({ moraleBroken: true });
  });

  it('no check, and no dice, above half; nor once the group has made its check this stretch', () => {
    const up = initial(bandit), down = hitFor(bandit, 4);
    const above = end([down, up, up, up], []);
    expect(above.notes).toEqual([expect.objectContaining({ label: 'No morale check', text: '3 of 4 still fighting: above half.' })]);
    const first = end([down, up, down, up], [3, 4]);
    const later = monsters.endOfRound!({ sheet: bandit.sheet, options: {}, states: [first.states[0]!, hitFor(bandit, 4, first.states[1]!), first.states[2]!, first.states[3]!] }, scriptedDice([]));
    expect(later.notes[0]!.text).toMatch(/already made its morale check this stretch/);
  });

  it('the immune to fear never check', () => {
    const fearless = { ...bandit.sheet, immuneToFear: true };
    const r = monsters.endOfRound!({ sheet: fearless, options: {}, states: [hitFor(bandit, 4), initial(bandit)] }, scriptedDice([]));
    expect(r.notes[0]!.text).toMatch(/immune to fear/);
    expect(r.states[1]).toMatchObject({ moraleBroken: false, moraleSteady: false });
  });

  it('a wyrm fighting alone checks when a round takes it from above half its health to half or less', () => {
    const w = named('Wyrm');
    const solo = (state: Values, faces: number[]) => monsters.endOfRound!({ sheet: w.sheet, options: {}, states: [tick(w, state)] }, scriptedDice(faces));
    const wounded = hitFor(w, 12, hitFor(w, 8)); // 30 → 24 → 14 after armour 2
    const r = solo(wounded, [13]);
    expect(r.notes[0]).toMatchObject({ label: 'Morale check', text: 'Fighting alone, Wyrm fell to half health or less this round (14 of 30).' });
    expect(r.notes[1]!.text).toBe('Rolled 13 against WIT 12: fails, surrenders or retreats.');
    expect(r.states[0]).toMatchObject({ moraleBroken: true, moraleDue: false });
    expect(solo(hitFor(w, 8), []).notes[0]!.label).toBe('No morale check');
    // Already at half or less when the round began: the next round calls for nothing.
    const steady = solo(wounded, [12]);
    expect(steady.states[0]).toMatchObject({ moraleSteady: true, moraleDue: false });
    expect(monsters.endOfRound!({ sheet: w.sheet, options: {}, states: [tick(w, hitFor(w, 3, steady.states[0]!))] }, scriptedDice([])).notes[0]!.text).toMatch(/passed a morale check earlier/);
  });

  it('in a group, a member\'s own health never calls for morale: its lone-fighter mark is dropped', () => {
    const leader = named('Bandit leader');
    const states = [hitFor(leader, 3, hitFor(leader, 3)), initial(leader), initial(leader)].map((s) => tick(leader, s));
    expect(states[0]).toMatchObject({ moraleDue: true });
    const r = monsters.endOfRound!({ sheet: leader.sheet, options: {}, states }, scriptedDice([]));
    expect(r.states[0]).toMatchObject({ moraleDue: false });
    expect(r.notes.map((n) => n.label)).toEqual(['No morale check', 'In a group']);
  });

  it('property: the same number of states, each fitting the state schema; the same dice give the same result', () => {
    const keys = new Set(rules.schema.fields.map((f) => f.key));
    const member = fc.record({ damage: fc.integer({ min: 0, max: 12 }), fallen: fc.boolean() });
    fc.assert(fc.property(fc.array(member, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 1000 }), (ms, seed) => {
      const states = ms.map((m) => tick(bandit, hitFor(bandit, m.fallen ? 8 : Math.min(3, m.damage))));
      const a = monsters.endOfRound!({ sheet: bandit.sheet, options: {}, states }, seededDice(seed));
      expect(a.states).toHaveLength(states.length);
      for (const s of a.states) {
        expect(Object.keys(s).every((k) => keys.has(k))).toBe(true);
        expect(validate(rules.schema.fields, s)).toEqual({ ok: true, value: s });
      }
      expect(monsters.endOfRound!({ sheet: bandit.sheet, options: {}, states }, seededDice(seed))).toEqual(a);
    }), { numRuns: 60 });
  });
});
