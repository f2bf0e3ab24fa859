import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import { validate, withDefaults } from '../../../src/engine/schema';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { inputFor } from './helpers';
import { hpOf, rules, stateFor, takeAll, typed } from './stateHelpers';

describe('The state record', () => {
  it('starts from the sheet: Current HP, no effects, and validates against its schema', () => {
    const input = stateFor('Derrick', { currentHp: 40 });
    const s = rules.initial(input.sheet, input.options);
    expect(validate(rules.schema.fields, s)).toEqual({ ok: true, value: s });
    expect(rules.status({ ...input, state: s })).toMatchObject({ health: { label: 'HP', value: 40, max: 48, text: 'Wounded' }, conditions: [] });
  });

  it('every key a change writes is in the schema', () => {
    const input = stateFor('Derrick');
    const r = takeAll(input, [typed(5, 'grievous', ['missile', 'arrow', 'grievous-wound']), typed(30, 'critical', ['missile', 'spear'])]);
    expect(validate(rules.schema.fields, r.state).ok).toBe(true);
    expect(Object.keys(r.state).sort()).toEqual(rules.schema.fields.map((f) => f.key).sort());
  });

  it('a state from before this record (only a pending spell) still reads, and fills to a valid record', () => {
    const old = { pendingSpell: 'Bolt of Energy (SK rank 8)', pendingCastingTime: 6 };
    const input = stateFor('Harlan', {}, old);
    expect(rules.status(input).health.value).toBe(18);
    expect(withDefaults(rules.schema.fields, old).ok).toBe(true);
    const plan = spelljammer.plan({ ...inputFor('Harlan'), state: old });
    expect(plan.actions[0]).toMatchObject({ label: 'Bolt of Energy (SK rank 8)', timing: { kind: 'fixed', value: 10 } });
  });

  it('the sheet\'s Current HP and the state\'s HP: whichever changed last counts', () => {
    const input = stateFor('Derrick');
    const hit = rules.takeHit(input, typed(14), seededDice(1));
    expect(hpOf(input, hit.state)).toBe(38);
    // The player edits Current HP on the sheet afterwards: the sheet's value counts.
    const edited = stateFor('Derrick', { currentHp: 45 }, hit.state);
    expect(rules.status(edited).health.value).toBe(45);
    // A hit after that is taken from the sheet's value.
    expect(hpOf(edited, rules.takeHit(edited, typed(9), seededDice(1)).state)).toBe(40);
  });
});

describe('roll carries the whole state in nextState', () => {
  it('HP, stuck missiles, armour and grievous wounds carry through a rolled round; this round\'s DEF and segments are added', () => {
    const input = inputFor('Derrick');
    const hit = takeAll(stateFor('Derrick'), [typed(4, 'grievous', ['missile', 'arrow', 'grievous-wound']), typed(9)]);
    const withState = { ...input, state: hit.state };
    const r = spelljammer.roll(spelljammer.plan(withState), scriptedDice([5, 1, 99, 99]), 0, withState);
    expect(r.nextState).toEqual({ ...hit.state, def: 30, segments: [{ segment: 7 }, { segment: 3 }] });
    expect(validate(rules.schema.fields, r.nextState).ok).toBe(true);
  });

  it('without a state, nextState is the initial state plus the round', () => {
    const input = inputFor('Derrick');
    const r = spelljammer.roll(spelljammer.plan(input), scriptedDice([5, 1, 99, 99]), 0, input);
    expect(r.nextState).toEqual({ ...rules.initial(input.sheet, input.options), def: 30, segments: [{ segment: 7 }, { segment: 3 }] });
  });

  it('a spell pushed to next round joins the state; one that went off leaves it', () => {
    const input = inputFor('Harlan', {}, { draw: 'sheathe-draw' });
    const r = spelljammer.roll(spelljammer.plan(input), scriptedDice([3]), 0, input);
    expect(r.nextState).toMatchObject({ pendingSpell: 'Bolt of Energy (SK rank 8)', pendingCastingTime: 6, hp: 18 });
    const next = { ...inputFor('Harlan'), state: r.nextState! };
    const r2 = spelljammer.roll(spelljammer.plan(next), scriptedDice([]), 0, next);
    expect(r2.nextState).toMatchObject({ pendingSpell: '', pendingCastingTime: 0 });
  });
});

describe('Properties', () => {
  const hitArb = fc.record({
    damage: fc.integer({ min: 0, max: 999 }),
    outcome: fc.constantFrom('hit', 'critical', 'grievous', 'miss'),
    tags: fc.subarray(['missile', 'melee', 'arrow', 'bolt', 'thrown', 'javelin', 'spear', 'grievous-wound']),
    armour: fc.constantFrom('yes' as const, 'no' as const),
  });
  const sheetArb = fc.record({ prot: fc.integer({ min: 0, max: 50 }), con: fc.integer({ min: 1, max: 40 }), maxHp: fc.integer({ min: 1, max: 999 }), currentHp: fc.integer({ min: -100, max: 999 }) });

  it('HP never rises from a hit, and the state stays valid', () => {
    fc.assert(fc.property(sheetArb, fc.array(hitArb, { maxLength: 6 }), (sheet, hits) => {
      const input = stateFor('Derrick', sheet);
      let state = rules.initial(input.sheet, input.options);
      for (const h of hits) {
        const before = hpOf(input, state);
        state = rules.takeHit({ ...input, state }, h, seededDice(1)).state;
        expect(hpOf(input, state)).toBeLessThanOrEqual(before);
        expect(validate(rules.schema.fields, state).ok).toBe(true);
      }
    }), { numRuns: 150 });
  });

  it('the same hit on the same state gives the same change (undo is keeping the record)', () => {
    fc.assert(fc.property(hitArb, hitArb, (a, b) => {
      const input = stateFor('Derrick');
      const first = rules.takeHit(input, a, seededDice(1));
      const again = { ...input, state: structuredClone(first.state) };
      expect(rules.takeHit(again, b, seededDice(2))).toEqual(rules.takeHit({ ...input, state: first.state }, b, seededDice(3)));
    }), { numRuns: 100 });
  });
});
