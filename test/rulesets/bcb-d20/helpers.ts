/** Builders for bcb-d20 tests: a demo character's input with some fields changed. */
import type { PlanInput } from '../../../src/engine/ruleset';
import { defaults, type Values } from '../../../src/engine/schema';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';

/** The demo character named `name` with sheet, declaration and option overrides, defaults filled in. */
export function inputFor(name: 'Sigrun' | 'Blogo', sheet: Values = {}, declaration: Values = {}, options: Values = {}): PlanInput {
  const demo = bcbD20.demos.find((d) => d.name === name)!;
  const s = { ...demo.sheet, ...sheet };
  const decl = { ...defaults(bcbD20.declarationSchema(s).fields), ...demo.declaration, ...declaration };
  return { sheet: s, declaration: decl, options: { ...defaults(bcbD20.optionsSchema.fields), ...options } };
}

/** Plans the input. */
export const planOf = (input: PlanInput) => bcbD20.plan(input);

/** The value of the stat with this label. */
export function statValue(stats: readonly { label: string; value: number }[], label: string): number | undefined {
  return stats.find((s) => s.label === label)?.value;
}
