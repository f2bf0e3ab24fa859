import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice';
import type { OutcomeBand } from '../../../src/engine/ruleset';
import { defaults } from '../../../src/engine/schema';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { describeRuleset, sweep } from '../contract';

describeRuleset(critTableD20);

/** Whether the bands cover 1..die once each and their odds match their faces (one boolean, so a sweep stays fast). */
function partitions(bands: readonly OutcomeBand[], die: number): boolean {
  const seen = new Array<number>(die + 1).fill(0);
  for (const b of bands) {
    let count = 0;
    for (const [lo, hi] of b.faces) for (let f = lo; f <= hi; f++) { if (f < 1 || f > die) return false; seen[f]!++; count++; }
    if (b.p.num * die !== count * b.p.den) return false;
  }
  return seen.slice(1).every((n) => n === 1);
}

describe('crit-table-d20: every declaration option with each action and weapon', () => {
  it('plans and rolls with partitioned bands for every pair of (action or weapon) and another option', () => {
    const options = defaults(critTableD20.optionsSchema.fields);
    const bad: string[] = [];
    for (const demo of critTableD20.demos) {
      const fields = critTableD20.declarationSchema(demo.sheet).fields;
      const bases = fields.filter((f) => f.key === 'weapon' || f.key === 'action')
        .flatMap((f) => (f.kind === 'select' ? f.options.map((o) => ({ ...demo.declaration, [f.key]: o.value })) : []));
      for (const base of bases) for (const declaration of sweep(fields, base)) {
        const input = { sheet: demo.sheet, declaration, options };
        const plan = critTableD20.plan(input);
        for (const a of plan.actions) {
          const where = `${demo.name} ${JSON.stringify(declaration)} ${a.id}`;
          if (a.check && a.check.need !== null && !partitions(a.check.bands, a.check.die)) bad.push(where);
          for (const row of a.check?.byTarget ?? []) if (!partitions(row.bands, a.check!.die)) bad.push(`${where} target ${row.target}`);
        }
        const r = critTableD20.roll(plan, seededDice(11), 0, input);
        if (r.entries.map((e) => e.id).join() !== plan.actions.map((a) => a.id).join()) bad.push(`${demo.name} ${JSON.stringify(declaration)}: entries out of plan order`);
      }
    }
    expect(bad).toEqual([]);
  });
});
