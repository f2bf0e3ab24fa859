/** Builders for Zones and factions tests: a demo character's input with some fields changed. */
import { defaults, type Values } from '../../../src/engine/schema';
import type { PlanInput, Stat } from '../../../src/engine/ruleset';
import { zonesFactions } from '../../../src/rulesets/zones-factions';

export type DemoName = 'Theobald' | 'Sybilla' | 'Bandit leader';

/** The demo character named `name` with sheet, declaration and option overrides, defaults filled in. */
export function inputFor(name: DemoName, sheet: Values = {}, declaration: Values = {}, options: Values = {}, state?: Values): PlanInput {
  const demo = zonesFactions.demos.find((d) => d.name === name)!;
  const s = { ...demo.sheet, ...sheet };
  const decl = { ...defaults(zonesFactions.declarationSchema(s).fields), ...demo.declaration, ...declaration };
  return { sheet: s, declaration: decl, options: { ...defaults(zonesFactions.optionsSchema.fields), ...options }, ...(state ? { state } : {}) };
}

/** Plans the input. */
export const planOf = (input: PlanInput) => zonesFactions.plan(input);

/** The stat with this label. */
export const stat = (stats: readonly Stat[], label: string): Stat | undefined => stats.find((s) => s.label === label);
