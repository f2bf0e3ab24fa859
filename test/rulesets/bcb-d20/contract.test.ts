import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice';
import { defaults } from '../../../src/engine/schema';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { describeRuleset, expectPartition, sweep } from '../contract';

describeRuleset(bcbD20);

describe('bcb-d20: every declaration option with each weapon and each action', () => {
  it('plans and rolls with partitioned bands for every pair of (weapon or action) and another option', () => {
    const options = defaults(bcbD20.optionsSchema.fields);
    for (const demo of bcbD20.demos) {
      const fields = bcbD20.declarationSchema(demo.sheet).fields;
      const bases = fields.filter((f) => f.key === 'weapon' || f.key === 'action' || f.key === 'twoWeapons')
        .flatMap((f) => (f.kind === 'select' ? f.options.map((o) => ({ ...demo.declaration, [f.key]: o.value })) : []));
      for (const base of bases) for (const declaration of sweep(fields, base)) {
        const input = { sheet: demo.sheet, declaration, options };
        const plan = bcbD20.plan(input);
        for (const a of plan.actions) {
          if (a.check && a.check.need !== null) expectPartition(a.check.bands, a.check.die, `${demo.name} ${a.id}`);
        }
        const r = bcbD20.roll(plan, seededDice(11), 0, input);
        expect(r.entries.map((e) => e.id)).toEqual(plan.actions.map((a) => a.id));
      }
    }
  });
});
