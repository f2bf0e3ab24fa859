import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice';
import { validate, type Values } from '../../../src/engine/schema';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { inputFor, planOf } from './helpers';

const rules = critTableD20.state!;
const sylwen = inputFor('Sylwen', { maxHp: 30 }, { surprise: 'no', targetAc: 14, weapon: '1', range: 'medium' });
const input = (state: Values) => ({ sheet: sylwen.sheet, options: sylwen.options, state });

const conditionIds = ['disarmed', 'shaken', 'prone', 'blinded'] as const;
const states = fc.record({
  hp: fc.integer({ min: 0, max: 30 }), nonLethal: fc.integer({ min: 0, max: 20 }),
  down: fc.constantFrom('none', 'unconscious', 'dead'), wakeIn: fc.integer({ min: 0, max: 240 }), reviveIn: fc.integer({ min: 0, max: 20 }), reviving: fc.boolean(),
  conditions: fc.uniqueArray(fc.constantFrom(...conditionIds), { maxLength: 4 }).map((ids) => ids.map((id) => ({ id, rounds: 0 }))),
  grabbed: fc.boolean(), holderGrapple: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }), silenced: fc.boolean(),
  burning: fc.integer({ min: 0, max: 2 }), groundFire: fc.integer({ min: 0, max: 10 }),
  reloadWeapon: fc.constant(-1), reloadLeft: fc.constant(0), roundsRun: fc.integer({ min: 0, max: 10 }), noAttackRounds: fc.integer({ min: 0, max: 1 }), stumbleRounds: fc.integer({ min: 0, max: 2 }),
}) as fc.Arbitrary<Values>;
const hits = fc.record({
  damage: fc.integer({ min: 0, max: 40 }),
  outcome: fc.constantFrom('hit', 'critical', 'natural-20', 'miss'),
  tags: fc.subarray(['non-lethal', 'grapple', 'oil', 'ground-fire', 'shaken', 'prone', 'blinded', 'disarmed']),
  armour: fc.constant('yes' as const),
});

describe('properties of the lasting state', () => {
  it('hit points never rise from a hit, and a dead character stays dead', () => {
    fc.assert(fc.property(states, hits, fc.integer({ min: 1, max: 1000 }), (st, hit, seed) => {
      const c = rules.takeHit(input(st), hit, seededDice(seed));
      expect(c.state['hp'] as number).toBeLessThanOrEqual(st['hp'] as number);
      if (st['down'] === 'dead') expect(c.state['down']).toBe('dead');
    }));
  });

  it('a hit, a round passing and a rolled round are reproducible from the same state and dice, and fit the schema', () => {
    fc.assert(fc.property(states, hits, fc.integer({ min: 1, max: 1000 }), (st, hit, seed) => {
      const a = rules.takeHit(input(st), hit, seededDice(seed));
      expect(rules.takeHit(input(st), hit, seededDice(seed))).toEqual(a);
      const n = rules.nextRound(input(a.state), seededDice(seed));
      expect(rules.nextRound(input(a.state), seededDice(seed))).toEqual(n);
      expect(validate(rules.schema.fields, n.state).ok).toBe(true);
      const round = { ...sylwen, state: n.state };
      const r = critTableD20.roll(planOf(round), seededDice(seed), 0, round);
      expect(validate(rules.schema.fields, r.nextState).ok).toBe(true);
    }), { numRuns: 200 });
  });

  it('never changes the state it is given (undo keeps the previous record)', () => {
    fc.assert(fc.property(states, hits, fc.integer({ min: 1, max: 1000 }), (st, hit, seed) => {
      const copy = structuredClone(st);
      rules.takeHit(input(st), hit, seededDice(seed));
      rules.nextRound(input(st), seededDice(seed));
      rules.heal(input(st), 3);
      rules.clear(input(st), 'grabbed');
      expect(st).toEqual(copy);
    }), { numRuns: 100 });
  });

  it('a down character gets no actions and its roll carries the state unchanged', () => {
    fc.assert(fc.property(states.filter((s) => s['down'] !== 'none'), (st) => {
      const round = { ...sylwen, state: st };
      const plan = planOf(round);
      expect(plan.actions).toEqual([]);
      const r = critTableD20.roll(plan, seededDice(1), 0, round);
      expect(r.nextState).toMatchObject({ hp: st['hp'], down: st['down'], conditions: st['conditions'] });
    }), { numRuns: 100 });
  });
});
