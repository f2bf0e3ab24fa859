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
  if (!rs) throw new InputError(`Expected --ruleset as one of: ${rulesets.map((r) => r.id).join(', ')}, but received "${id}"`);
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

/** The kinds of the sheet and options files of a ruleset, for strict checks and their messages. */
function kindsOf(rs: Ruleset) {
  const sheetKind: InputKind = { flag: '--sheet', name: `${rs.id} sheet`, fields: rs.sheetSchema.fields };
  const optionsKind: InputKind = { flag: '--options', name: `${rs.id} table options file`, fields: rs.optionsSchema.fields };
  const blankDeclaration: InputKind = { flag: '--declare', name: `${rs.id} declaration`, fields: rs.declarationSchema(defaults(rs.sheetSchema.fields)).fields };
  return { sheetKind, optionsKind, blankDeclaration };
}

/**
 * The sheet from --sheet and the table options from --options (their defaults when left
 * out), each checked strictly.
 * @throws UsageError when --sheet is missing; InputError for a file that cannot be used.
 */
export function sheetOf(rs: Ruleset, flags: Flags, verb: string): { sheet: Values; options: Values } {
  const sheetPath = requireFlag(flags, 'sheet', verb, 'FILE (the character sheet, JSON)');
  const { sheetKind, optionsKind, blankDeclaration } = kindsOf(rs);
  const sheet = checkInput(sheetKind, sheetPath, unwrapRecord(readJson(sheetPath, '--sheet'), rs, sheetPath), rs.id, [blankDeclaration, optionsKind]);
  const optionsPath = stringFlag(flags, 'options');
  const options = optionsPath ? checkInput(optionsKind, optionsPath, readJson(optionsPath, '--options'), rs.id, [sheetKind, blankDeclaration]) : defaults(rs.optionsSchema.fields);
  return { sheet, options };
}

/**
 * The plan input from --sheet, --declare, --options and --state, each checked strictly.
 * @throws UsageError when --sheet or --declare is missing; InputError for a file that cannot be used.
 */
export function planInputOf(rs: Ruleset, flags: Flags, verb: string): PlanInput {
  requireFlag(flags, 'sheet', verb, 'FILE (the character sheet, JSON)');
  const declarePath = requireFlag(flags, 'declare', verb, 'FILE (the round\'s declaration, JSON)');
  const { sheet, options } = sheetOf(rs, flags, verb);
  const { sheetKind, optionsKind } = kindsOf(rs);
  const declarationKind: InputKind = { flag: '--declare', name: `${rs.id} declaration`, fields: rs.declarationSchema(sheet).fields };
  const declaration = checkInput(declarationKind, declarePath, readJson(declarePath, '--declare'), rs.id, [sheetKind, optionsKind]);
  const statePath = stringFlag(flags, 'state');
  const state = statePath ? stateFileOf(rs, statePath, sheet, options) : undefined;
  return state ? { sheet, declaration, options, state } : { sheet, declaration, options };
}

/**
 * The --state file: an object, the lasting state (what `hit` or `next-round` printed, or a
 * rolled round's "nextState"). With the ruleset's state rules it is checked strictly against
 * `state.schema`: fields it lacks (a state from before they existed) come from the ruleset's
 * `initial` for this sheet; an unknown field or a value out of range is refused. Without them
 * (a ruleset not converted yet), any object is passed on as it is.
 * @throws InputError naming the file and what is wrong
 */
export function stateFileOf(rs: Ruleset, path: string, sheet: Values, options: Values): Values {
  const value = readJson(path, '--state');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError(`The --state file "${path}" holds ${kindOf(value)}; expected an object, a ${rs.id} lasting state (a rolled round's "nextState")`);
  const other = otherKind(value as Record<string, unknown>, '--state', rs.id);
  if (other) throw new InputError(`The --state file "${path}" is ${other}.`);
  if (!rs.state) return value as Values;
  const kind: InputKind = { flag: '--state', name: `${rs.id} lasting state`, fields: rs.state.schema.fields };
  return checkInput(kind, path, { ...rs.state.initial(sheet, options), ...(value as Values) }, rs.id);
}

