/** Builders for percentile-dex-rank tests: a demo character's input with some fields changed. */
import { scriptedDice } from '../../../src/engine/dice';
import type { PlanInput, RoundResult } from '../../../src/engine/ruleset';
import { defaults, type Values } from '../../../src/engine/schema';
import { percentileDexRank as rs } from '../../../src/rulesets/percentile-dex-rank';

/** The demo character named `name` with sheet, declaration and option overrides, defaults filled in. */
export function inputFor(name: 'Kara' | 'Bram' | 'Ines', sheet: Values = {}, declaration: Values = {}, options: Values = {}, state?: Values): PlanInput {
  const demo = rs.demos.find((d) => d.name === name)!;
  const s = { ...demo.sheet, ...sheet };
  const decl = { ...defaults(rs.declarationSchema(s).fields), ...demo.declaration, ...declaration };
  return { sheet: s, declaration: decl, options: { ...defaults(rs.optionsSchema.fields), ...options }, ...(state ? { state } : {}) };
}

/** Plans the input. */
export const planOf = (input: PlanInput) => rs.plan(input);

/** Plans and rolls the input with scripted faces. */
export function rollWith(input: PlanInput, faces: number[]): RoundResult {
  return rs.roll(rs.plan(input), scriptedDice(faces), 0, input);
}

/** The value of the stat with this label. */
export function statValue(stats: readonly { label: string; value: number }[], label: string): number | undefined {
  return stats.find((s) => s.label === label)?.value;
}

/** The text of the note with this label. */
export function noteText(notes: readonly { label: string; text: string }[] | undefined, label: string): string | undefined {
  return notes?.find((n) => n.label === label)?.text;
}

/** A sheet weapon of the given table type and skill. */
export const weapon = (type: string, skill: number): Values => ({ type, name: '', skill, damage: '1d6', db: 'full', hands: 1, hp: 12, class: 'medium', range: null, kind: 'missile', ammo: 'none' });
