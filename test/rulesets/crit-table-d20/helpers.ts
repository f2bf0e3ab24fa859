/** Builders for crit-table-d20 tests: a demo character's input with some fields changed. */
import type { PlanInput, RoundResult } from '../../../src/engine/ruleset';
import { scriptedDice } from '../../../src/engine/dice';
import { defaults, type Values } from '../../../src/engine/schema';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';

/** The demo character named `name` with sheet and declaration overrides, defaults filled in. */
export function inputFor(name: 'Brannoc' | 'Sylwen' | 'Odo', sheet: Values = {}, declaration: Values = {}, options: Values = {}, state?: Values): PlanInput {
  const demo = critTableD20.demos.find((d) => d.name === name)!;
  const s = { ...demo.sheet, ...sheet };
  const decl = { ...defaults(critTableD20.declarationSchema(s).fields), ...demo.declaration, ...declaration };
  return { sheet: s, declaration: decl, options: { ...defaults(critTableD20.optionsSchema.fields), ...options }, ...(state ? { state } : {}) };
}

/** Plans the input. */
export const planOf = (input: PlanInput) => critTableD20.plan(input);

/** Plans and rolls the input with scripted faces (see roll.ts for the order of the dice). */
export function rollWith(input: PlanInput, faces: readonly number[]): RoundResult {
  return critTableD20.roll(critTableD20.plan(input), scriptedDice(faces), 0, input);
}

/** A plain attack with Brannoc's spear (1d6 + STR 2: the text's 1d6+2) at a known AC, no charge. */
export function spearAttack(declaration: Values = {}, options: Values = {}, sheet: Values = {}): PlanInput {
  return inputFor('Brannoc', sheet, { action: 'attack', weapon: '0', targetAc: 14, ...declaration }, options);
}

/** The value of the modifier with this label, or undefined. */
export function modValue(mods: readonly { label: string; value: number }[] | undefined, label: string): number | undefined {
  return mods?.find((m) => m.label === label)?.value;
}

/** The round-to-round part of a state that carries nothing (no reload, run, lost attack or stumble). */
export const NOTHING_CARRIED = { reloadWeapon: -1, reloadLeft: 0, roundsRun: 0, noAttackRounds: 0, stumbleRounds: 0 } as const;

/** A state holding the chart's conditions (17.0.3), until cleared. */
export const withConditions = (...ids: string[]) => ({ conditions: ids.map((id) => ({ id, rounds: 0 })) });
