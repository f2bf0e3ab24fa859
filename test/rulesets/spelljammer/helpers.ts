/** Builders for Spelljammer tests: a demo character's input with some fields changed. */
import { defaults, type Values } from '../../../src/engine/schema';
import type { PlanInput } from '../../../src/engine/ruleset';
import { spelljammer } from '../../../src/rulesets/spelljammer';

/** The demo character named `name` with sheet and declaration overrides, defaults filled in. */
export function inputFor(name: 'Derrick' | 'Harlan', sheet: Values = {}, declaration: Values = {}, options: Values = {}, state?: Values): PlanInput {
  const demo = spelljammer.demos.find((d) => d.name === name)!;
  const s = { ...demo.sheet, ...sheet };
  const decl = { ...defaults(spelljammer.declarationSchema(s).fields), ...demo.declaration, ...declaration };
  return { sheet: s, declaration: decl, options: { ...defaults(spelljammer.optionsSchema.fields), ...options }, ...(state ? { state } : {}) };
}

/** Plans the input. */
export const planOf = (input: PlanInput) => spelljammer.plan(input);

/** The value of the stat with this label. */
export function statValue(stats: readonly { label: string; value: number }[], label: string): number | undefined {
  return stats.find((s) => s.label === label)?.value;
}
