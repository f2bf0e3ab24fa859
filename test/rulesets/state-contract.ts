/**
 * The lasting-state part of the ruleset contract (src/engine/state.ts), run by
 * `describeRuleset` for every ruleset that has `state`: the schema holds every state the rules
 * return; a hit never raises health; the rules are pure (never mutate their input) and
 * deterministic given seeded dice; a roll carries the state on in `nextState`; a character who
 * is down gets no attacks. Property runs are few on purpose: this runs for five rulesets.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededDice } from '../../src/engine/dice';
import type { PlanInput, Ruleset } from '../../src/engine/ruleset';
import type { Hit, StateInput, StateRules } from '../../src/engine/state';
import { validate, type Values } from '../../src/engine/schema';

/** Deep-frozen copy, so a rule that writes to its input throws instead of passing unnoticed. */
function frozen<T>(x: T): T {
  const copy = structuredClone(x);
  const freeze = (y: unknown): void => {
    if (typeof y !== 'object' || y === null || Object.isFrozen(y)) return;
    Object.freeze(y);
    for (const v of Object.values(y)) freeze(v);
  };
  freeze(copy);
  return copy;
}

/** Asserts a state has only the schema's keys and every value fits it. */
export function expectValidState(rules: StateRules, state: Values, where: string): void {
  const keys = new Set(rules.schema.fields.map((f) => f.key));
  expect(Object.keys(state).filter((k) => !keys.has(k)), `${where}: keys outside state.schema`).toEqual([]);
  const r = validate(rules.schema.fields, state);
  expect(r.ok ? null : r.issues, `${where}: state fits state.schema`).toBeNull();
  if (r.ok) expect(r.value, `${where}: state is unchanged by validation`).toEqual(state);
}

/** The outcomes a hit in this system may carry: every band of its demos' attacks, and its typed outcomes. */
function outcomesOf(rs: Ruleset, rules: StateRules, inputs: readonly PlanInput[]): string[] {
  const out = new Set<string>(rules.hitOutcomes?.map((o) => o.id) ?? []);
  for (const input of inputs) {
    for (const a of rs.plan(input).actions) {
      if (a.kind !== 'attack' || !a.check) continue;
      for (const b of a.check.bands) out.add(b.outcome);
      for (const row of a.check.byTarget ?? []) for (const b of row.bands) out.add(b.outcome);
    }
  }
  if (!out.size) out.add('hit');
  return [...out];
}

/** The outcome of the best band (highest tone) among the demos' attacks: what takes a character down fastest. */
function bestOutcome(rs: Ruleset, rules: StateRules, inputs: readonly PlanInput[]): string {
  let best: { outcome: string; tone: number } | undefined;
  for (const input of inputs) {
    for (const a of rs.plan(input).actions) {
      for (const b of a.kind === 'attack' ? a.check?.bands ?? [] : []) if (!best || b.tone > best.tone) best = { outcome: b.outcome, tone: b.tone };
    }
  }
  return best?.outcome ?? rules.hitOutcomes?.at(-1)?.id ?? 'hit';
}

/** The attack tags a hit may carry here: its typed tags and its demos' attack tags. */
function tagsOf(rs: Ruleset, rules: StateRules, inputs: readonly PlanInput[]): string[] {
  const out = new Set<string>(rules.hitTags ?? []);
  for (const input of inputs) for (const a of rs.plan(input).actions) for (const t of a.tags ?? []) out.add(t);
  return [...out];
}

/** Runs the lasting-state checks for a ruleset with `state`; `inputs` are its demos' plan inputs. */
export function describeStateContract(rs: Ruleset, rules: StateRules, inputs: readonly { name: string; input: PlanInput }[]): void {
  describe('lasting state', () => {
    const plain = inputs.map((i) => i.input);
    const outcomes = outcomesOf(rs, rules, plain);
    const tags = tagsOf(rs, rules, plain);
    const stateInput = (input: PlanInput, state?: Values): StateInput => ({ sheet: input.sheet, options: input.options, state: state ?? rules.initial(input.sheet, input.options) });
    const hitArb = fc.record({
      damage: fc.integer({ min: 0, max: 999 }),
      outcome: fc.constantFrom(...outcomes),
      tags: fc.subarray(tags),
      armour: fc.constantFrom<'yes' | 'no'>('yes', 'no'),
    });
    const health = (input: StateInput) => rules.status(input).health.value;
    /**
     * takeHit, or undefined when it refuses the hit as the contract lets it: "Expected ... but
     * received ..." (an outcome it cannot resolve without more, such as which weapon a special
     * parry struck). Any other error fails the test.
     */
    const takeOrRefuse = (input: StateInput, hit: Hit, dice: ReturnType<typeof seededDice>) => {
      try {
        return rules.takeHit(input, hit, dice);
      } catch (e) {
        if (e instanceof Error && /^Expected\b.*\bbut received\b/.test(e.message)) return undefined;
        throw e;
      }
    };

    it('the initial state of every demo fits state.schema, and so does the schema\'s own defaults record', () => {
      for (const { name, input } of inputs) {
        expectValidState(rules, rules.initial(input.sheet, input.options), `${name} initial`);
        expect(() => rules.status(stateInput(input))).not.toThrow();
      }
    });

    it('a hit of any damage 0..999 with any of its outcomes never raises health, and its state fits state.schema', () => {
      let applied = 0;
      fc.assert(fc.property(fc.constantFrom(...inputs), fc.array(hitArb, { minLength: 1, maxLength: 3 }), fc.nat(), ({ name, input }, hits, seed) => {
        const dice = seededDice(seed);
        let state = rules.initial(input.sheet, input.options);
        for (const hit of hits) {
          const before = health(stateInput(input, state));
          const change = takeOrRefuse(stateInput(input, state), hit, dice);
          if (!change) continue;
          applied++;
          expectValidState(rules, change.state, `${name} after ${JSON.stringify(hit)}`);
          expect(health(stateInput(input, change.state)), `${name}: health after ${JSON.stringify(hit)}`).toBeLessThanOrEqual(before);
          expect(change.hits.length, `${name}: one report per hit applied`).toBeGreaterThanOrEqual(1);
          state = change.state;
        }
      }), { numRuns: 40 });
      expect(applied, 'hits applied (not refused)').toBeGreaterThan(20);
    });

    it('takeHit, nextRound, heal and clear never mutate their input and give the same result from the same seed', () => {
      fc.assert(fc.property(fc.constantFrom(...inputs), hitArb, fc.nat(), fc.integer({ min: 1, max: 20 }), ({ name, input }, hit, seed, amount) => {
        const start = stateInput(input);
        const hitIn = frozen(start);
        const a = takeOrRefuse(hitIn, frozen(hit as Hit), seededDice(seed));
        if (!a) return;
        expect(rules.takeHit(frozen(start), frozen(hit as Hit), seededDice(seed)), `${name}: takeHit deterministic`).toEqual(a);
        expect(hitIn, `${name}: takeHit left its input`).toEqual(start);
        const wounded = frozen(stateInput(input, a.state));
        const next = rules.nextRound(wounded, seededDice(seed));
        expect(rules.nextRound(wounded, seededDice(seed)), `${name}: nextRound deterministic`).toEqual(next);
        expectValidState(rules, next.state, `${name} nextRound`);
        expect(next.hits).toEqual([]);
        const healed = rules.heal(wounded, amount);
        expect(rules.heal(wounded, amount)).toEqual(healed);
        expectValidState(rules, healed.state, `${name} heal ${amount}`);
        for (const c of rules.status(wounded).conditions) {
          const cleared = rules.clear(wounded, c.id);
          expect(rules.clear(wounded, c.id)).toEqual(cleared);
          expectValidState(rules, cleared.state, `${name} clear ${c.id}`);
        }
        expectValidState(rules, rules.clear(wounded, 'no-such-condition').state, `${name} clear unknown`);
        expect(wounded).toEqual(stateInput(input, a.state));
      }), { numRuns: 20 });
    });

    it('a roll after a hit carries the hit\'s health on in nextState, and nextState fits state.schema', () => {
      // A round may itself change health (a defence that resolves an incoming attack, first
      // aid): the carried health is compared where the same round from the initial state leaves
      // health as it was and the hit left the same actions to roll. Most demos' rounds are
      // attacks, so most runs compare.
      let compared = 0;
      fc.assert(fc.property(fc.constantFrom(...inputs), hitArb, fc.nat(), ({ name, input }, hit, seed) => {
        const hurt = takeOrRefuse(stateInput(input), hit, seededDice(seed))?.state;
        if (!hurt) return;
        const withState = { ...input, state: hurt };
        const rolled = rs.roll(rs.plan(withState), seededDice(seed), 0, withState);
        expect(rolled.nextState, `${name}: roll returns nextState`).toBeDefined();
        expectValidState(rules, rolled.nextState!, `${name} nextState`);
        const fresh = { ...input, state: rules.initial(input.sheet, input.options) };
        const quiet = rs.roll(rs.plan(fresh), seededDice(seed), 0, fresh).nextState;
        if (quiet === undefined || health(stateInput(input, quiet)) !== health(stateInput(input, fresh.state))) return;
        // A hit may change what the round does (a grabbed character cannot counter, so takes the blow it would have turned): compare like with like.
        const acts = (p: typeof fresh) => rs.plan(p).actions.map((a) => `${a.id}:${a.kind}`).join(',');
        if (acts(withState) !== acts(fresh)) return;
        compared++;
        expect(health(stateInput(input, rolled.nextState)), `${name}: health carried by the roll`).toBe(health(stateInput(input, hurt)));
      }), { numRuns: 20 });
      expect(compared, 'runs whose round leaves health alone').toBeGreaterThan(0);
    });

    it('a character who is down gets a plan with no attack actions', () => {
      const outcome = bestOutcome(rs, rules, plain);
      for (const { name, input } of inputs) {
        const dice = seededDice(5);
        let state = rules.initial(input.sheet, input.options);
        for (let i = 0; i < 8 && !rules.status(stateInput(input, state)).down; i++) {
          state = rules.takeHit(stateInput(input, state), { damage: 999, outcome, tags: [], armour: 'no' }, dice).state;
        }
        const status = rules.status(stateInput(input, state));
        expect(status.down, `${name}: down after 8 hits of 999 (${outcome})`).toBeDefined();
        expect(status.down!.word.length).toBeGreaterThan(0);
        const plan = rs.plan({ ...input, state });
        expect(plan.actions.filter((a) => a.kind === 'attack').map((a) => a.label), `${name}: attacks while ${status.down!.word}`).toEqual([]);
      }
    });
  });
}
