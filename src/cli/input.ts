/**
 * The inputs the round verbs share (plan, roll, and later ones that take a character and its
 * round): the ruleset, and the sheet, declaration, options and state files checked strictly.
 */
import { defaults, type Values } from '../engine/schema';
import type { PlanInput, Ruleset } from '../engine/ruleset';
import { findRuleset, rulesets } from '../rulesets';
import { type FlagSpec, type Flags, InputError, requireFlag, stringFlag } from './args';
import { checkInput, kindOf, otherKind, readJson, type InputKind } from './files';

/** The `--ruleset` flag, as verbs declare it. */
export const rulesetFlag: FlagSpec = { type: 'string', value: 'ID', required: true, help: `the rule system: ${rulesets.map((r) => r.id).join(', ')}` };

/** The flags of a character's round: sheet, declaration, options, state. */
export const roundFlags: Readonly<Record<string, FlagSpec>> = {
  ruleset: rulesetFlag,
  sheet: { type: 'string', value: 'FILE', required: true, help: 'the character sheet (JSON: the bare sheet, or the record the app stores)' },
  declare: { type: 'string', value: 'FILE', required: true, help: 'the round\'s declaration (JSON)' },
  options: { type: 'string', value: 'FILE', help: 'table options (JSON); their defaults when left out' },
  state: { type: 'string', value: 'FILE', help: 'the previous round\'s "nextState" (JSON), e.g. a spell still being cast' },
};

/** The ruleset named by --ruleset. @throws UsageError when missing, InputError when unknown. */
export function rulesetOf(flags: Flags, verb: string): Ruleset {
  const id = requireFlag(flags, 'ruleset', verb, `ID, one of: ${rulesets.map((r) => r.id).join(', ')}`);
  const rs = findRuleset(id);
  if (!rs) throw new InputError(`Unknown ruleset "${id}"; expected one of: ${rulesets.map((r) => r.id).join(', ')}`);
  return rs;
}

/** A sheet file may be the bare sheet or the stored/exported record `{ v, rulesetId, data }`. */
function unwrapRecord(value: unknown, rs: Ruleset, path: string): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'data' in value && 'rulesetId' in value && !('characterId' in value)) {
    const rec = value as { rulesetId: unknown; data: unknown };
    if (rec.rulesetId !== rs.id) throw new InputError(`The --sheet file "${path}" is a character of ruleset "${String(rec.rulesetId)}", but --ruleset is "${rs.id}"`);
    return rec.data;
  }
  return value;
}

/**
 * The plan input from --sheet, --declare, --options and --state, each checked strictly.
 * @throws UsageError when --sheet or --declare is missing; InputError for a file that cannot be used.
 */
export function planInputOf(rs: Ruleset, flags: Flags, verb: string): PlanInput {
  const sheetPath = requireFlag(flags, 'sheet', verb, 'FILE (the character sheet, JSON)');
  const declarePath = requireFlag(flags, 'declare', verb, 'FILE (the round\'s declaration, JSON)');
  const sheetKind: InputKind = { flag: '--sheet', name: `${rs.id} sheet`, fields: rs.sheetSchema.fields };
  const optionsKind: InputKind = { flag: '--options', name: `${rs.id} table options file`, fields: rs.optionsSchema.fields };
  const blankDeclaration: InputKind = { flag: '--declare', name: `${rs.id} declaration`, fields: rs.declarationSchema(defaults(rs.sheetSchema.fields)).fields };
  const sheet = checkInput(sheetKind, sheetPath, unwrapRecord(readJson(sheetPath, '--sheet'), rs, sheetPath), rs.id, [blankDeclaration, optionsKind]);
  const declarationKind: InputKind = { flag: '--declare', name: `${rs.id} declaration`, fields: rs.declarationSchema(sheet).fields };
  const declaration = checkInput(declarationKind, declarePath, readJson(declarePath, '--declare'), rs.id, [sheetKind, optionsKind]);
  const optionsPath = stringFlag(flags, 'options');
  const options = optionsPath ? checkInput(optionsKind, optionsPath, readJson(optionsPath, '--options'), rs.id, [sheetKind, declarationKind]) : defaults(rs.optionsSchema.fields);
  const statePath = stringFlag(flags, 'state');
  const state = statePath ? stateOf(statePath, rs.id) : undefined;
  return state ? { sheet, declaration, options, state } : { sheet, declaration, options };
}

/** The --state file: an object, the "nextState" of a rolled round. @throws InputError otherwise. */
function stateOf(path: string, rulesetId: string): Values {
  const value = readJson(path, '--state');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError(`The --state file "${path}" holds ${kindOf(value)}; expected an object, a rolled round's "nextState"`);
  const other = otherKind(value as Record<string, unknown>, '--state', rulesetId);
  if (other) throw new InputError(`The --state file "${path}" is ${other}.`);
  return value as Values;
}
