import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice';
import { defaults } from '../../../src/engine/schema';
import { findRuleset, getRuleset, rulesets } from '../../../src/rulesets';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { describeRuleset, expectPartition, sweep } from '../contract';

describeRuleset(spelljammer);

describe('ruleset registry', () => {
  it('lists spelljammer and finds it by id', () => {
    expect(rulesets.map((r) => r.id)).toContain('spelljammer');
    expect(getRuleset('spelljammer')).toBe(spelljammer);
    expect(findRuleset('spelljammer')).toBe(spelljammer);
  });
  it('returns undefined from findRuleset and throws a clear error from getRuleset for an unknown id', () => {
    expect(findRuleset('nope')).toBeUndefined();
    expect(() => getRuleset('nope')).toThrow(/Unknown ruleset "nope": expected one of "spelljammer"/);
  });
});

describe('spelljammer: every declaration option with each weapon and each action', () => {
  it('plans and rolls with partitioned bands for every pair of (weapon or action) and another option', () => {
    const options = defaults(spelljammer.optionsSchema.fields);
    for (const demo of spelljammer.demos) {
      const fields = spelljammer.declarationSchema(demo.sheet).fields;
      const bases = fields.filter((f) => f.key === 'weapon' || f.key === 'action' || f.key === 'spell')
        .flatMap((f) => (f.kind === 'select' ? f.options.map((o) => ({ ...demo.declaration, [f.key]: o.value })) : []));
      for (const base of bases) for (const declaration of sweep(fields, base)) {
        const input = { sheet: demo.sheet, declaration, options };
        const plan = spelljammer.plan(input);
        for (const a of plan.actions) {
          if (a.check && a.check.need !== null) expectPartition(a.check.bands, a.check.die, `${demo.name} ${a.id}`);
        }
        const r = spelljammer.roll(plan, seededDice(11), 0, input);
        expect(r.entries.map((e) => e.id)).toEqual(plan.actions.map((a) => a.id));
      }
    }
  });
});
