/**
 * Reading a stored lasting state as a screen shows it (checked field by field against the
 * ruleset's state schema), an imported one strictly, and whether the state stored now is the one
 * a change was computed from (a change made in another tab or window since makes them differ).
 * Pure but for the one read inside the caller's write transaction (`checkStateOrigin`).
 */
import type { Ruleset } from '../engine/ruleset';
import { defaults, validate, withDefaults, type Field, type Values } from '../engine/schema';
import { cleanJson } from './clean';
import { checkWrapper, issuesText } from './records';
import { MAX_STATE } from './schemas';

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The ruleset's `initial` state for this sheet, or the schema's defaults when it throws (a ruleset bug never blocks reading). */
function initialOf(rs: Ruleset, sheet: Values, options: Values): Values {
  const st = rs.state!;
  try {
    const init = st.initial(sheet, options);
    const ok = validate(st.schema.fields, init);
    if (ok.ok) return ok.value;
  } catch { /* fall through to the defaults */ }
  return defaults(st.schema.fields);
}

/**
 * Keeps each field of `raw` valid on its own; the others (missing, from a state written before
 * the field existed, or no longer valid) come from `base`. A list's items written before an
 * item field existed (a stuck arrow from before `pending`) get that field's default instead of
 * the whole list being reset. Remembered round inputs are kept the same way (./prefs.ts).
 * @returns the merged values and the issues of the fields that were reset
 */
export function keepFields(fields: readonly Field[], raw: Record<string, unknown>, base: Values): { values: Values; reset: string[] } {
  const values: Values = { ...base };
  const reset: string[] = [];
  for (const f of fields) {
    if (!Object.prototype.hasOwnProperty.call(raw, f.key)) continue;
    const r = withDefaults([f], { [f.key]: raw[f.key] });
    if (r.ok) values[f.key] = r.value[f.key]!;
    else reset.push(issuesText(r.issues));
  }
  return { values, reset };
}

/**
 * A stored (or imported) lasting state, checked against the ruleset's `state.schema`. Never
 * throws.
 * - Without state rules (a ruleset not converted yet): a plain record within {@link MAX_STATE}
 *   is kept as it is (the ruleset reads it defensively); anything else is dropped with a problem.
 * - With state rules: each valid field is kept; a field the record lacks (a state written
 *   before it existed, such as a round's carried reload from before hits were kept) comes from
 *   the ruleset's `initial` for this sheet (full health, no conditions); a field that no longer
 *   fits is reset the same way and reported. Keys the schema does not have are dropped.
 * @param raw the record's data (unwrapped); undefined or null means no state stored
 * @returns the state (undefined when none was stored or it was unreadable) and sentences for the user
 */
export function readState(rs: Ruleset, sheet: Values, options: Values, raw: unknown): { state: Values | undefined; problems: string[] } {
  if (raw === undefined || raw === null) return { state: undefined, problems: [] };
  const clean = isRecord(raw) ? cleanJson(raw, MAX_STATE) : undefined;
  if (!clean) return { state: undefined, problems: [`The lasting state could not be read (expected a record of plain values within ${MAX_STATE} characters); the character starts fresh.`] };
  if (!rs.state) return { state: clean as Values, problems: [] };
  const { values, reset } = keepFields(rs.state.schema.fields, clean, initialOf(rs, sheet, options));
  return { state: values, problems: reset.length ? [`Parts of the lasting state no longer fit and were reset: ${reset.join('; ')}.`] : [] };
}

/**
 * An imported lasting state checked strictly (a file or a transfer is untrusted): a record of
 * plain values whose every field present is valid for the ruleset's `state.schema`; fields it
 * lacks (an older app's state) come from `initial`, keys the schema lacks are dropped.
 * @returns the state to store (null for "none"), or one sentence on what is wrong
 */
export function checkImportedState(rs: Ruleset, sheet: Values, options: Values, raw: unknown): { ok: true; value: Values | null } | { ok: false; message: string } {
  if (raw === null) return { ok: true, value: null };
  const clean = isRecord(raw) ? cleanJson(raw, MAX_STATE) : undefined;
  if (!clean) return { ok: false, message: `Expected its lasting state as a record of plain values within ${MAX_STATE} characters, but found ${Array.isArray(raw) ? 'a list' : raw === undefined ? 'nothing' : isRecord(raw) ? 'a record that is too large or not plain data' : typeof raw}` };
  if (!rs.state) return { ok: true, value: clean as Values };
  const { values, reset } = keepFields(rs.state.schema.fields, clean, initialOf(rs, sheet, options));
  if (reset.length) return { ok: false, message: `Expected a lasting state that fits the ${rs.name} rules, but ${reset.join('; ')}` };
  return { ok: true, value: values };
}

/**
 * The lasting state a change or a roll was computed from, with what reads a stored state: the
 * write is refused when the state stored is another (see {@link storedStateIs}).
 */
export interface StateOrigin {
  readonly ruleset: Ruleset;
  readonly sheet: Values;
  /** The table options (the state's `initial` depends on them). */
  readonly options: Values;
  /** The state the screen showed; null when none was stored (the rules' `initial` applied). */
  readonly state: Values | null;
}

/** A value's JSON with every record's keys in order, so that two equal states compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (isRecord(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));
}

/**
 * Whether `raw`, the data of the state record stored now (undefined: none), is the state of
 * `origin`: both read as a load reads them ({@link readState}), so key order, fields an older
 * record lacks and values the schema drops do not count, only what the screen would show.
 */
export function storedStateIs(origin: StateOrigin, raw: unknown): boolean {
  const read = (x: unknown) => readState(origin.ruleset, origin.sheet, origin.options, x).state ?? null;
  return canonical(read(raw)) === canonical(read(origin.state ?? undefined));
}

/** The message of the StateChangedError (./errors.ts) a refused write throws. */
const CHANGED_ELSEWHERE = 'The lasting state was changed in another tab or window meanwhile; this screen now shows what is stored. Do it again if it still applies.';

/**
 * Checks `from` (when given) against the state stored under `key` in `meta`, inside the
 * caller's write transaction. A change made in another tab or window since this one read the
 * state makes them differ.
 * @returns the message of the StateChangedError (./errors.ts) to throw, or undefined when they agree
 */
export async function checkStateOrigin(meta: { get(key: string): Promise<unknown> }, key: string, from: StateOrigin | undefined): Promise<string | undefined> {
  if (!from) return undefined;
  const raw: unknown = await meta.get(key);
  // Read as a load reads it: a record a load cannot read counts as none, as it did for the screen.
  const w = raw === undefined ? undefined : checkWrapper('meta', key, raw);
  return storedStateIs(from, w?.ok ? w.value.data : undefined) ? undefined : CHANGED_ELSEWHERE;
}
