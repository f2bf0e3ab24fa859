import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, type Dice } from '../../../src/engine/dice';
import type { Hit, StateInput } from '../../../src/engine/ruleset';
import { validate, type Values } from '../../../src/engine/schema';
import { hitsOfRound } from '../../../src/engine/state';
import { percentileDexRank as rs } from '../../../src/rulesets/percentile-dex-rank';
import { inputFor, noteText, planOf, rollWith } from './helpers';

const st = rs.state!;
const hit = (damage: number, outcome = 'success', tags: string[] = ['melee'], armour: 'yes' | 'no' = 'yes'): Hit => ({ damage, outcome, tags, armour });
const bram = (state?: Values, options: Values = {}, sheet: Values = {}): StateInput => {
  const i = inputFor('Bram', sheet, {}, options, state);
  return { sheet: i.sheet, options: i.options, ...(state ? { state } : {}) };
};
const noDice: Dice = scriptedDice([]);

describe('5.12 Damage and Injury: armour points come off, the rest off current hit points', () => {
  it('the text\'s example: 12 HP in hard leather (2) takes 6, keeps 8; more damage comes off the new total', () => {
    const a = st.takeHit(bram(), hit(6), noDice);
    expect(a.state).toMatchObject({ hp: 8, injuries: [{ hp: 4, aided: false }] });
    expect(a.hits).toEqual([{ outcome: 'success', label: 'Success', damage: 6, taken: 4, text: '6 damage, 4 after 2 armour points; HP 12 → 8' }]);
    const b = st.takeHit(bram(a.state), hit(5), noDice);
    expect(b.state).toMatchObject({ hp: 5, injuries: [{ hp: 4 }, { hp: 3 }] });
  });
  it('damage at or under the armour points takes nothing and makes no injury', () => {
    expect(st.takeHit(bram(), hit(2), noDice).state).toMatchObject({ hp: 12, injuries: [] });
  });
  it('5.13 the short sword special success (7 + 4 + 2 = 13) takes armour as normally: 11 through', () => {
    const c = st.takeHit(bram(), hit(13, 'special'), scriptedDice([4]));
    expect(c.hits[0]).toMatchObject({ outcome: 'special', label: 'Special success', taken: 11 });
    expect(c.state).toMatchObject({ hp: 1, woken: false, unconsciousRounds: 4 * 300 });
    expect(noteText(c.notes, 'Unconscious')).toBe('Reduced to 1 HP: out for 4 hours (1D6) or until someone wakes you.');
    expect(c.notes.find((n) => n.label === 'Special result')).toMatchObject({ gm: true });
  });
  it('a hit that ignores armour takes it all', () => {
    expect(st.takeHit(bram(), hit(6, 'success', ['melee'], 'no'), noDice).state).toMatchObject({ hp: 6 });
  });
  it('5.10 riot gear stops 12, but 6 against firearms by default', () => {
    const riot = (tags: string[], riotGear?: string) => st.takeHit(bram(undefined, riotGear ? { riotGear } : {}, { armour: 'riot-gear' }), hit(14, 'success', tags), noDice).hits[0]!.taken;
    expect(riot(['melee'])).toBe(2);
    expect(riot(['missile', 'firearm'])).toBe(8);
    expect(riot(['missile', 'firearm'], 'always-12')).toBe(2);
  });
  it('a failed attack changes nothing and says so', () => {
    for (const outcome of ['failure', 'miss', 'fail']) {
      const c = st.takeHit(bram(), hit(9, outcome), noDice);
      expect(c.state).toEqual(st.initial(bram().sheet, {}));
      expect(c.hits[0]).toMatchObject({ outcome: 'failure', taken: 0, text: expect.stringMatching(/failed/) });
    }
  });
});

describe('a hit from a code', () => {
  const kara = (faces: number[]) => rollWith(inputFor('Kara'), faces);
  it('Kara\'s rolled attack lands on Bram with its damage before armour', () => {
    const round = kara([30, 5, 3]); // success, 1d6+1 = 6, db 1d4 = 3: 9
    const h = hitsOfRound(round)[0]!.hit;
    const c = st.takeHit(bram(), h, noDice);
    expect(c.hits[0]).toMatchObject({ outcome: 'success', damage: 9, taken: 7 });
    expect(c.state['hp']).toBe(5);
  });
  it('an attack left unknown is resolved from the attacker\'s face and chance (special below a fifth)', () => {
    const round = kara([30, 5, 3]);
    const entry = round.entries[0]!;
    const as = (face: number) => st.takeHit(bram(), { ...hitsOfRound(round)[0]!.hit, outcome: 'unknown', entry: { ...entry, check: { ...entry.check!, face, need: 50 } } }, scriptedDice([1])).hits[0]!.outcome;
    expect([as(9), as(10), as(50), as(51)]).toEqual(['special', 'success', 'success', 'failure']);
    expect(() => st.takeHit(bram(), hit(5, 'unknown'), noDice)).toThrow(/^Expected a resolved attack/);
  });
  it('another system\'s attack, a spell or an outcome of another system is refused', () => {
    const round = kara([30, 5, 3]);
    const h = hitsOfRound(round)[0]!.hit;
    expect(() => st.takeHit(bram(), { ...h, from: { rulesetId: 'spelljammer', character: 'X' } }, noDice)).toThrow('Expected an attack from percentile-dex-rank but received one from spelljammer');
    expect(() => st.takeHit(bram(), { ...h, entry: { ...h.entry!, kind: 'spell' } }, noDice)).toThrow(/^Expected an attack but received a spell/);
    expect(() => st.takeHit(bram(), hit(5, 'grievous'), noDice)).toThrow('Expected the outcome special, success, failure or parried but received "grievous"');
    expect(() => st.takeHit(bram(), hit(-3), noDice)).toThrow(/^Expected the damage/);
  });
});

describe('5.8 a special parry of a melee success: the attacker\'s weapon takes 1 point', () => {
  it('recorded by the attacker on the weapon of the last attack rolled', () => {
    const kara = inputFor('Kara');
    const after = rollWith(kara, [80]).nextState!;
    expect(after['lastWeapon']).toBe('0');
    const c = st.takeHit({ sheet: kara.sheet, options: kara.options, state: after }, hit(0, 'parried'), noDice);
    expect((c.state['gear'] as Values[])[0]).toMatchObject({ damage: 1 });
    expect(c.hits[0]).toMatchObject({ outcome: 'parried', taken: 0, text: 'Parried with a special success: Sword, Short takes 1 point (11 of 12 left).' });
    expect(c.state['hp']).toBe(13);
  });
  it('a tag names another weapon; without a known weapon it is refused; a missile loses nothing', () => {
    const kara = inputFor('Kara');
    const input = { sheet: kara.sheet, options: kara.options };
    expect((st.takeHit(input, hit(0, 'parried', ['melee', 'weapon-2']), noDice).state['gear'] as Values[])[1]).toMatchObject({ damage: 1 });
    expect(() => st.takeHit(input, hit(0, 'parried'), noDice)).toThrow(/^Expected the parried weapon/);
    expect(() => st.takeHit(input, hit(0, 'parried', ['weapon-3']), noDice)).toThrow('Expected a tag weapon-1 to weapon-2 but received "weapon-3"');
    expect((st.takeHit(input, hit(0, 'parried', ['missile', 'weapon-1']), noDice).state['gear'] as Values[])[0]).toMatchObject({ damage: 0 });
  });
  it('the parrying phone tells the attacker to record it', () => {
    const r = rollWith(inputFor('Bram', {}, { incomingLevel: 'success', defence: 'w0' }), [2]);
    expect(noteText(r.entries[0]!.notes, 'Attacker\'s weapon')).toMatch(/Take a hit, outcome "parried"/);
  });
});

describe('5.12 unconscious at 2, dead at 0 at the end of the round', () => {
  it('knocked out: status down in the text\'s word, no attack planned, the 1D6 hours count down', () => {
    const out = st.takeHit(bram(), hit(12), scriptedDice([1])).state; // 10 through: 2 HP
    const status = st.status(bram(out));
    expect(status.health).toMatchObject({ label: 'HP', value: 2, max: 12 });
    expect(status.down).toMatchObject({ word: 'unconscious' });
    expect(status.conditions.find((c) => c.id === 'unconscious')).toMatchObject({ rounds: 300 });
    expect(planOf(inputFor('Bram', {}, { action: 'attack:0' }, {}, out)).actions).toHaveLength(0);
    let s = out;
    for (let i = 0; i < 299; i++) s = st.nextRound(bram(s), noDice).state;
    expect(st.status(bram(s)).down?.word).toBe('unconscious');
    const woke = st.nextRound(bram(s), noDice);
    expect(noteText(woke.notes, 'Awake')).toBeDefined();
    expect(st.status(bram(woke.state)).down).toBeUndefined();
    expect(planOf(inputFor('Bram', {}, { action: 'attack:0' }, {}, woke.state)).actions).toHaveLength(1);
  });
  it('a woken character reduced again is knocked out again (a new 1D6)', () => {
    const out = st.takeHit(bram(), hit(12), scriptedDice([1])).state;
    const woken = st.clear(bram(out), 'unconscious').state;
    const again = st.takeHit(bram(woken), hit(3), scriptedDice([6]));
    expect(again.state).toMatchObject({ hp: 1, woken: false, unconsciousRounds: 1800 });
  });
  it('at 0 or below when the round ends: dead; nothing but starting again from the sheet', () => {
    const zero = st.takeHit(bram(), hit(14), scriptedDice([2])).state;
    expect(st.status(bram(zero)).down?.word).toBe('unconscious');
    const end = st.nextRound(bram(zero), noDice);
    expect(end.state['dead']).toBe(true);
    expect(noteText(end.notes, 'Dead')).toBe('Still at 0 HP at the end of the round: dead.');
    expect(st.status(bram(end.state)).down).toMatchObject({ word: 'dead' });
    expect(planOf(inputFor('Bram', {}, { action: 'first-aid', injury: 1 }, {}, end.state)).lost[0]!.label).toBe('Dead');
    expect(planOf(inputFor('Bram', {}, { action: 'reset' }, {}, end.state)).actions).toHaveLength(1);
  });
  it('5.14 First Aid in the same round brings 0 to 1 or more and saves the character', () => {
    const zero = st.takeHit(bram(), hit(14), scriptedDice([2])).state;
    const aided = rollWith(inputFor('Bram', {}, { action: 'first-aid', injury: 1, firstAidSkill: 60 }, {}, zero), [30, 2]).nextState!;
    expect(aided['hp']).toBe(2);
    const end = st.nextRound(bram(aided), noDice);
    expect(end.state['dead']).toBe(false);
    expect(st.status(bram(end.state)).down?.word).toBe('unconscious');
  });
  it('under "exactly 2", a character taken from 4 to 0 is not unconscious but still dies at the end of the round', () => {
    const o = { unconscious: 'exactly-two' };
    const zero = st.takeHit(bram(undefined, o, { currentHp: 6 }), hit(8), noDice).state;
    expect(st.status(bram(zero, o, { currentHp: 6 })).down).toBeUndefined();
    expect(planOf(inputFor('Bram', { currentHp: 6 }, { action: 'attack:0' }, o, zero)).notes.find((n) => n.label === 'At 0 HP')).toBeDefined();
    expect(st.nextRound(bram(zero, o, { currentHp: 6 }), noDice).state['dead']).toBe(true);
  });
});

describe('heal, clear and lasting effects', () => {
  it('heal by hand: up to the maximum, oldest injuries first; the dead stay dead', () => {
    const hurt = st.takeHit(bram(), hit(8), noDice).state; // 6 through: 6 HP
    expect(st.heal(bram(hurt), 4).state).toMatchObject({ hp: 10, injuries: [{ hp: 2 }] });
    expect(st.heal(bram(hurt), 40).state).toMatchObject({ hp: 12, injuries: [] });
    const dead = { ...st.initial(bram().sheet, {}), hp: -2, dead: true };
    expect(st.heal(bram(dead), 5).state).toMatchObject({ hp: 3, dead: true });
    expect(st.clear(bram(dead), 'dead').state['dead']).toBe(false);
  });
  it('a lasting effect the GM ruled counts down and ends; clear removes one; unknown ids change nothing', () => {
    const s = { ...st.initial(bram().sheet, {}), effects: [{ text: 'Shield arm numb', rounds: 2 }, { text: 'Scar', rounds: 0 }] };
    const one = st.nextRound(bram(s), noDice).state;
    expect(one['effects']).toEqual([{ text: 'Shield arm numb', rounds: 1 }, { text: 'Scar', rounds: 0 }]);
    const two = st.nextRound(bram(one), noDice);
    expect(two.state['effects']).toEqual([{ text: 'Scar', rounds: 0 }]);
    expect(noteText(two.notes, 'Effect over')).toBe('Shield arm numb (effect 1) ends.');
    expect(st.status(bram(one)).conditions.map((c) => c.id)).toEqual(['effect-1', 'effect-2']);
    expect(st.clear(bram(one), 'effect-2').state['effects']).toEqual([{ text: 'Shield arm numb', rounds: 1 }]);
    expect(st.clear(bram(one), 'nothing').state).toEqual(one);
  });
});

describe('one record: roll carries the whole state, and the schema holds it', () => {
  it('initial and every roll\'s nextState validate against the state schema, with the knock-out carried', () => {
    const out = st.takeHit(bram(), hit(12), scriptedDice([1])).state;
    expect(validate(st.schema.fields, st.initial(bram().sheet, {})).ok).toBe(true);
    expect(validate(st.schema.fields, out).ok).toBe(true);
    const r = rollWith(inputFor('Bram', {}, { action: 'week' }, {}, out), [1]);
    expect(r.nextState).toMatchObject({ hp: 3, woken: false, unconsciousRounds: 300 });
    expect(Object.keys(r.nextState!).sort()).toEqual(st.schema.fields.map((f) => f.key).sort());
    expect(validate(st.schema.fields, r.nextState).ok).toBe(true);
  });
  it('a record from before the knock-out keys reads: at 2 HP the character is unconscious until woken', () => {
    const old = { hp: 2, sheetHp: 12, injuries: [{ hp: 10, aided: false }], gear: [{ damage: 0, ammo: 0 }], shieldDamage: 0 };
    expect(st.status(bram(old)).down?.word).toBe('unconscious');
    expect(st.clear(bram(old), 'unconscious').state).toMatchObject({ hp: 2, woken: true });
  });
});

describe('properties', () => {
  const arbState = fc.record({ hp: fc.integer({ min: -20, max: 12 }), woken: fc.boolean(), dead: fc.boolean(), unconsciousRounds: fc.integer({ min: 0, max: 1800 }) })
    .map((x) => ({ ...st.initial(bram().sheet, {}), ...x }));
  const arbHit = fc.record({ damage: fc.integer({ min: 0, max: 999 }), outcome: fc.constantFrom('special', 'success', 'hit', 'failure'), tags: fc.constantFrom(['melee'], ['missile', 'firearm']), armour: fc.constantFrom('yes' as const, 'no' as const) });
  it('hit points never rise from a hit, and the input is not changed', () => {
    fc.assert(fc.property(arbState, arbHit, fc.integer({ min: 1, max: 6 }), (s, h, d6) => {
      const frozen = JSON.stringify(s);
      const c = st.takeHit(bram(s), h, scriptedDice([d6]));
      expect(c.state['hp']).toBeLessThanOrEqual(s.hp);
      expect(JSON.stringify(s)).toBe(frozen);
    }));
  });
  it('the same state, hit and dice give the same next state (undo then redo is exact)', () => {
    fc.assert(fc.property(arbState, arbHit, fc.integer({ min: 1, max: 6 }), (s, h, d6) => {
      expect(st.takeHit(bram(s), h, scriptedDice([d6]))).toEqual(st.takeHit(bram(s), h, scriptedDice([d6])));
    }));
  });
});
