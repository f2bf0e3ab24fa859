/**
 * The monster contract (src/engine/monster.ts) for every ruleset of the registry: the stat line
 * names sheet fields, each ready monster is a complete sheet with a valid declaration that rolls
 * an attack through the ruleset's own `plan` and `roll`, its hits land on every demo player
 * through `state.takeHit`, and a group's `endOfRound` returns one valid state per member.
 * Every shipped ruleset has monsters, at least three of them ready.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import type { PlanInput, Ruleset } from '../../src/engine/ruleset';
import { defaults, validate, type Values } from '../../src/engine/schema';
import { hitsOfRound, type StateRules } from '../../src/engine/state';
import { rulesets } from '../../src/rulesets';
import { expectValidState } from './state-contract';

const withMonsters = rulesets.filter((r) => r.monsters);

/** A demo player's input with its declaration completed from the schema's defaults. */
function demoInputs(rs: Ruleset): { name: string; input: PlanInput }[] {
  const options = defaults(rs.optionsSchema.fields);
  return rs.demos.map((d) => ({ name: d.name, input: { sheet: d.sheet, declaration: { ...defaults(rs.declarationSchema(d.sheet).fields), ...d.declaration }, options } }));
}

/** The state a member is left in after a hit of `damage` with the system's plain outcome, armour not counting; the state as it was when the rules refuse the hit. */
function hurt(rules: StateRules, sheet: Values, options: Values, state: Values, damage: number): Values {
  const outcome = rules.hitOutcomes?.[0]?.id ?? 'hit';
  try {
    return rules.takeHit({ sheet, options, state }, { damage, outcome, tags: [], armour: 'no' }, seededDice(damage)).state;
  } catch (e) {
    if (e instanceof Error && /^Expected\b/.test(e.message)) return state;
    throw e;
  }
}

describe('every shipped ruleset has monsters', () => {
  it.each(rulesets.map((r) => [r.id, r] as const))('%s: monsters with at least 3 ready', (_, rs) => {
    expect(rs.monsters).toBeDefined();
    expect(rs.monsters!.ready.length).toBeGreaterThanOrEqual(3);
  });
});

describe.each(withMonsters.map((r) => [r.id, r] as const))('monster contract: %s', (id, rs) => {
  const monsters = rs.monsters!;
  const rules = rs.state!;
  const options = defaults(rs.optionsSchema.fields);
  const inputOf = (sheet: Values, declaration: Values): PlanInput => ({ sheet, declaration, options });

  it('the stat line names sheet fields, without the name, each once', () => {
    const keys = rs.sheetSchema.fields.map((f) => f.key);
    expect(monsters.statLine.length).toBeGreaterThan(0);
    expect(monsters.statLine.filter((k) => !keys.includes(k))).toEqual([]);
    expect(monsters.statLine).not.toContain('name');
    expect(new Set(monsters.statLine).size).toBe(monsters.statLine.length);
  });

  it('each ready sheet validates unchanged against the sheet schema, and its declaration against declarationSchema(sheet)', () => {
    for (const m of monsters.ready) {
      expect(validate(rs.sheetSchema.fields, m.sheet), `${id} ${m.name} sheet`).toEqual({ ok: true, value: m.sheet });
      expect(validate(rs.declarationSchema(m.sheet).fields, m.declaration), `${id} ${m.name} declaration`).toEqual({ ok: true, value: m.declaration });
      expect(m.name.length).toBeGreaterThan(0);
    }
  });

  it('plan and roll with seeded dice give each ready monster at least one rolled attack entry; the same seed, the same round', () => {
    for (const m of monsters.ready) for (let seed = 1; seed <= 5; seed++) {
      const input = inputOf(m.sheet, m.declaration);
      const round = rs.roll(rs.plan(input), seededDice(seed), 0, input);
      expect(hitsOfRound(round).length, `${m.name}, seed ${seed}`).toBeGreaterThan(0);
      expect(rs.roll(rs.plan(input), seededDice(seed), 0, input)).toEqual(round);
      expectValidState(rules, round.nextState!, `${m.name} nextState`);
    }
  });

  it('its hits land on each demo player (state from the player\'s rolled round) through takeHit without a throw; health never rises', () => {
    const players = demoInputs(rs);
    for (const m of monsters.ready) for (let seed = 1; seed <= 3; seed++) {
      const input = inputOf(m.sheet, m.declaration);
      const hits = hitsOfRound(rs.roll(rs.plan(input), seededDice(seed), 0, input));
      for (const p of players) {
        let state = rs.roll(rs.plan(p.input), seededDice(seed), 0, p.input).nextState!;
        for (const { hit } of hits) {
          const status = (s: Values) => rules.status({ sheet: p.input.sheet, options, state: s }).health.value;
          const change = rules.takeHit({ sheet: p.input.sheet, options, state }, hit, seededDice(seed));
          expect(change.hits.length, `${m.name} on ${p.name}`).toBeGreaterThan(0);
          expect(change.hits.every((h) => h.outcome !== 'unknown'), `${m.name} on ${p.name}: resolved`).toBe(true);
          expect(status(change.state)).toBeLessThanOrEqual(status(state));
          expectValidState(rules, change.state, `${m.name} on ${p.name}`);
          state = change.state;
        }
      }
    }
  });

  if (monsters.endOfRound) it('endOfRound keeps one state per member, each fitting the state schema, the same dice giving the same result', () => {
    for (const m of monsters.ready) for (const size of [1, 2, 4, 5]) {
      const fresh = rules.initial(m.sheet, options);
      // Members hit hard, lightly and not at all, then ticked by nextRound as the contract says.
      const states = Array.from({ length: size }, (_, i) => {
        const hit = i % 3 === 0 ? 999 : i % 3 === 1 ? 1 : 0;
        const s = hurt(rules, m.sheet, options, fresh, hit);
        return rules.nextRound({ sheet: m.sheet, options, state: s }, seededDice(i)).state;
      });
      for (let seed = 1; seed <= 3; seed++) {
        const r = monsters.endOfRound!({ sheet: m.sheet, options, states }, seededDice(seed));
        expect(r.states, `${m.name}, ${size} members`).toHaveLength(size);
        r.states.forEach((s, i) => expectValidState(rules, s, `${m.name} member ${i + 1}`));
        expect(monsters.endOfRound!({ sheet: m.sheet, options, states }, seededDice(seed))).toEqual(r);
      }
    }
  });
});
