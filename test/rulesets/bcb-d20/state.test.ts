import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import type { Hit } from '../../../src/engine/ruleset';
import { defaults, isVisible, validate, type Field, type Values } from '../../../src/engine/schema';
import type { Ruleset } from '../../../src/engine/ruleset';
import { decodeInputs, encodeInputs } from '../../../src/verify/inputs';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { keepValidFields } from '../../../src/storage/prefs';
import { inputFor, planOf } from './helpers';

const rules = bcbD20.state!;
const sigrun = inputFor('Sigrun');
const blogo = inputFor('Blogo');
const on = (input: typeof sigrun, state?: Values, options: Values = {}) => ({ sheet: input.sheet, options: { ...input.options, ...options }, ...(state ? { state } : {}) });
const hit = (damage: number, outcome = 'hit', tags: readonly string[] = ['melee']): Hit => ({ damage, outcome, tags, armour: 'yes' });

describe('the state: hit points from the sheet, in the text\'s words', () => {
  it('starts at the sheet\'s full hit points with nothing else, and validates against its own schema', () => {
    const s = rules.initial(sigrun.sheet, sigrun.options);
    expect(s).toMatchObject({ hp: 42, subdual: 0, stunned: 0, dead: false, missiles: [], roundAc: null });
    expect(validate(rules.schema.fields, s).ok).toBe(true);
    expect(Object.keys(s).sort()).toEqual(rules.schema.fields.map((f) => f.key).sort());
  });

  it('the status labels health "hit points", with the sheet\'s maximum', () => {
    const st = rules.status(on(sigrun));
    expect(st.health).toEqual({ label: 'HP', value: 42, max: 42 });
    expect(st.down).toBeUndefined();
    expect(st.conditions).toEqual([]);
  });

  it('an old state (a scroll reading from before hit points existed) still reads: the missing keys take their start values', () => {
    const st = rules.status(on(blogo, { scrollLevel: 3, scrollRoundsLeft: 2 }));
    expect(st.health.value).toBe(14);
    expect(st.conditions.map((c) => c.id)).toEqual(['scroll']);
  });

  it('an old declaration with "Mighty Blow effect against me" set still loads; the field is hidden and nothing rolls a save', () => {
    const fields = bcbD20.declarationSchema(blogo.sheet).fields;
    const { values, reset } = keepValidFields(fields, { ...blogo.declaration, mightyBlow: 16 });
    expect(reset).toEqual([]);
    expect(isVisible(fields.find((f) => f.key === 'mightyBlow')!, values)).toBe(false);
    const plan = planOf({ ...blogo, declaration: values });
    expect(plan.actions.map((a) => a.id)).toEqual(['spell']);
    // Rolled once or many times, nothing asks for the save again: the blow is taken as a hit.
    expect(bcbD20.roll(plan, seededDice(2), 0, { ...blogo, declaration: values }).entries.map((e) => e.id)).toEqual(['spell']);
  });

  it('an old declaration\'s flesh wound still counts (-2, not -4 with the state\'s) and shows until switched off', () => {
    const fields = bcbD20.declarationSchema(sigrun.sheet).fields;
    const declaration = { ...sigrun.declaration, fleshWound: true };
    expect(isVisible(fields.find((f) => f.key === 'fleshWound')!, declaration)).toBe(true);
    const mods = planOf({ ...sigrun, declaration, state: { fleshWound: true } }).actions[0]!.check!.modifiers;
    expect(mods.filter((m) => m.label === 'Flesh wound').map((m) => m.value)).toEqual([-2]);
    expect(isVisible(fields.find((f) => f.key === 'fleshWound')!, sigrun.declaration)).toBe(false);
  });

  it('a verified code written before hit points and the state\'s options existed still reads, with their defaults', () => {
    const old = (fields: readonly Field[]) => fields.filter((f) => !f.added);
    const before: Ruleset = { ...bcbD20, sheetSchema: { fields: old(bcbD20.sheetSchema.fields) }, optionsSchema: { fields: old(bcbD20.optionsSchema.fields) } };
    const input = { sheet: sigrun.sheet, declaration: sigrun.declaration, options: sigrun.options };
    const back = decodeInputs(bcbD20, encodeInputs(before, input));
    expect(back.sheet).toMatchObject({ name: 'Sigrun', maxHp: 8, con: 10, creature: 'character' });
    expect(back.options).toMatchObject({ characterZeroHp: 'dead', brawlStun: 1 });
    expect(bcbD20.plan(back).status).toEqual(bcbD20.plan(input).status);
  });
});

describe('a hit: hit-point damage (armour counts in the AC, nothing comes off the damage)', () => {
  it('9 damage takes Sigrun from 42 to 33 and says so', () => {
    const r = rules.takeHit(on(sigrun), hit(9), scriptedDice([]));
    expect(r.state['hp']).toBe(33);
    expect(r.hits).toEqual([{ outcome: 'hit', label: 'Hit', damage: 9, taken: 9, text: '9 damage (armour counts in the AC); 33 of 42 hit points left.' }]);
  });

  it('a miss or a fumble applies nothing but is reported', () => {
    for (const outcome of ['miss', 'fumble']) {
      const r = rules.takeHit(on(sigrun), hit(9, outcome), scriptedDice([]));
      expect(r.state).toEqual(rules.initial(sigrun.sheet, sigrun.options));
      expect(r.hits[0]).toMatchObject({ outcome: 'miss', taken: 0 });
    }
  });

  it('an outcome of another system is refused with what was expected', () => {
    expect(() => rules.takeHit(on(sigrun), hit(3, 'grievous'), scriptedDice([]))).toThrow('Expected the outcome hit, mighty-blow, miss, fumble or unknown but received "grievous"');
  });

  it('a character whose real damage reaches 0 hit points is dead (001 Subdual Damage: "accidentally killed"), and plan gives no actions', () => {
    const r = rules.takeHit(on(blogo), hit(14), scriptedDice([]));
    expect(r.state).toMatchObject({ hp: 0, dead: true });
    const st = rules.status(on(blogo, r.state));
    expect(st.down).toMatchObject({ word: 'dead' });
    const plan = planOf({ ...blogo, state: r.state });
    expect(plan.actions).toEqual([]);
    expect(plan.lost[0]).toMatchObject({ label: 'Dead' });
    const rolled = bcbD20.roll(plan, scriptedDice([]), 0, { ...blogo, state: r.state });
    expect(rolled.entries).toEqual([]);
    expect(rolled.nextState).toMatchObject({ hp: 0, dead: true });
  });
});

describe('roll always carries the whole state in nextState', () => {
  it('a sword round with no state starts from the initial one and keeps the AC of the round', () => {
    const r = bcbD20.roll(planOf(sigrun), seededDice(3), 0, sigrun);
    expect(r.nextState).toEqual({ ...rules.initial(sigrun.sheet, sigrun.options), roundAc: 18 });
  });

  it('damage and conditions ride through a roll unchanged', () => {
    const state = { ...rules.initial(sigrun.sheet, sigrun.options), hp: 20, fleshWound: true, subdual: 3 };
    const r = bcbD20.roll(planOf({ ...sigrun, state }), seededDice(5), 0, { ...sigrun, state });
    expect(r.nextState).toMatchObject({ hp: 20, fleshWound: true, subdual: 3 });
  });
});

describe('properties', () => {
  const outcomes = fc.constantFrom('hit', 'mighty-blow', 'miss', 'fumble');
  const tagSets = fc.constantFrom(['melee'], ['melee', 'unarmed'], ['missile', 'arrow'], ['melee', 'non-lethal'], ['melee', 'unarmed', 'non-lethal']);
  const states = fc.record({ hp: fc.integer({ min: -20, max: 42 }), subdual: fc.integer({ min: 0, max: 30 }), stunned: fc.integer({ min: 0, max: 4 }), fleshWound: fc.boolean(), scrollRoundsLeft: fc.integer({ min: 0, max: 2 }), scrollLevel: fc.constant(3) });
  const creature = fc.constantFrom('character', 'monster');

  it('hit points and subdual never improve from a hit, and the same hit on the same state with the same dice gives the same state', () => {
    fc.assert(fc.property(states, fc.integer({ min: 0, max: 60 }), outcomes, tagSets, creature, fc.integer({ min: 1, max: 1000 }), (st, damage, outcome, tags, kind, seed) => {
      const input = on({ ...sigrun, sheet: { ...sigrun.sheet, creature: kind } }, st);
      const a = rules.takeHit(input, hit(damage, outcome, tags), seededDice(seed));
      const b = rules.takeHit(input, hit(damage, outcome, tags), seededDice(seed));
      expect(a).toEqual(b);
      expect(a.state['hp'] as number).toBeLessThanOrEqual(st.hp);
      expect(a.state['subdual'] as number).toBeGreaterThanOrEqual(st.subdual);
      expect(validate(rules.schema.fields, a.state).ok).toBe(true);
    }));
  });

  it('never changes its input (undo is keeping the previous record)', () => {
    fc.assert(fc.property(states, fc.integer({ min: 0, max: 60 }), outcomes, (st, damage, outcome) => {
      const state = { ...st };
      const frozen = JSON.stringify(state);
      rules.takeHit(on(sigrun, state), hit(damage, outcome), seededDice(1));
      rules.nextRound(on(sigrun, state), seededDice(1));
      rules.heal(on(sigrun, state), 3);
      rules.clear(on(sigrun, state), 'stunned');
      expect(JSON.stringify(state)).toBe(frozen);
    }));
  });
});

describe('the state schema in the contract', () => {
  it('its defaults are a valid state', () => {
    expect(validate(rules.schema.fields, defaults(rules.schema.fields)).ok).toBe(true);
  });
});
