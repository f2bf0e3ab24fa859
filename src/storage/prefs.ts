/**
 * What a character remembers between rounds, in `meta` under 'declaration:<id>',
 * 'options:<id>' and 'state:<id>': the last declaration (so "attack again" is one tap),
 * the table options, and the lasting state (the previous round's `nextState`, or the `after` of
 * the latest state change, see state.ts). Each is a {@link StoredRecord}.
 */
import type { Ruleset } from '../engine/ruleset';
import { defaults, withDefaults, type Field, type Values } from '../engine/schema';
import { prefKey, type PrefKind, type StorageDeps } from './characters';
import { openRollcallDb, RECORD_VERSION, type StoredRecord } from './db';
import { guardWrite, StorageWriteError } from './errors';
import { cleanJson } from './clean';
import { checkWrapper } from './records';
import { readState } from './state';
import { keepFields } from './stateRead';

/** Remembered inputs of one character, each valid for its schema, and what could not be restored. */
export interface Prefs {
  readonly declaration: Values;
  readonly options: Values;
  readonly state: Values | undefined;
  /** Sentences for the user about remembered values that were not restored. */
  readonly problems: readonly string[];
}

/**
 * Keeps each field of `raw` that is valid on its own and takes the default for the rest, so a
 * declaration naming a weapon since removed still restores the stance and modifiers. A list's
 * items written before an item field existed get that field's default (`withDefaults`).
 * @returns the merged values and the issues of the fields that were reset
 */
export function keepValidFields(fields: readonly Field[], raw: unknown): { values: Values; reset: string[] } {
  const src = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  // A record that still fits as a whole (nearly always) is checked once, with the record's
  // schema; field by field, each check built a one-field schema of its own (about 8 ms per
  // character opened on the shared machine, 30 ms at 4x CPU).
  const whole = withDefaults(fields, src);
  if (whole.ok) return { values: whole.value, reset: [] };
  return keepFields(fields, src, defaults(fields));
}

function isRecordObject(x: unknown): x is Values {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Loads the remembered declaration (for this sheet), options and lasting state; never throws
 * for bad data. The state is checked against the ruleset's `state.schema` when it has one
 * (./state.ts `readState`: valid fields kept, missing ones from `initial`, problems reported).
 */
export async function loadPrefs(characterId: string, ruleset: Ruleset, sheet: Values, deps: StorageDeps = {}): Promise<Prefs> {
  const db = await openRollcallDb(deps.dbName);
  const tx = db.transaction('meta', 'readonly');
  const [d, o, s] = await Promise.all([
    tx.store.get(prefKey('declaration', characterId)) as Promise<unknown>,
    tx.store.get(prefKey('options', characterId)) as Promise<unknown>,
    tx.store.get(prefKey('state', characterId)) as Promise<unknown>,
  ]);
  await tx.done;
  const problems: string[] = [];
  const read = (kind: PrefKind, what: string, raw: unknown, fields: readonly Field[]): Values => {
    if (raw === undefined) return defaults(fields);
    const w = checkWrapper('meta', prefKey(kind, characterId), raw);
    if (!w.ok) { problems.push(`The remembered ${what} could not be read: ${w.problem.message}`); return defaults(fields); }
    const { values, reset } = keepValidFields(fields, w.value.data);
    if (reset.length) problems.push(`Parts of the remembered ${what} no longer fit and were reset: ${reset.join('; ')}.`);
    return values;
  };
  const declaration = read('declaration', 'declaration', d, ruleset.declarationSchema(sheet).fields);
  const options = read('options', 'table options', o, ruleset.optionsSchema.fields);
  let state: Values | undefined;
  if (s !== undefined) {
    const w = checkWrapper('meta', prefKey('state', characterId), s);
    if (w.ok) {
      const r = readState(ruleset, sheet, options, w.value.data);
      state = r.state;
      problems.push(...r.problems);
    } else problems.push(`The lasting state could not be read: ${w.problem.message}`);
  }
  return { declaration, options, state, problems };
}

/** Remembers one input of a character (the declaration after a roll, options when changed, the next state). */
export async function savePref(kind: PrefKind, characterId: string, rulesetId: string, data: Values | null, deps: StorageDeps = {}): Promise<void> {
  const rec: StoredRecord<Values | null> = { v: RECORD_VERSION, rulesetId, id: characterId, data, updatedAt: Date.now() };
  await guardWrite(`the ${kind}`, async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction('meta', 'readwrite'));
    await tx.store.put(rec, prefKey(kind, characterId));
    await tx.done;
  });
}

export { DISPLAY_VERSION, loadDisplayPrefs, saveDisplayPrefs, type DisplayPrefs } from './display';

/** Largest unsaved sheet draft kept, counted as by {@link cleanJson} (characters of text plus one per value). */
export const MAX_DRAFT = 200_000;

/**
 * The unsaved sheet draft of a character (stored by `savePref('draft', ...)` while editing),
 * as plain JSON values; it may not fit the sheet schema (that is why it is a draft). Undefined
 * when there is none or it cannot be read. Never throws for bad data.
 */
export async function loadDraft(characterId: string, deps: StorageDeps = {}): Promise<Values | undefined> {
  const db = await openRollcallDb(deps.dbName);
  const raw: unknown = await db.get('meta', prefKey('draft', characterId));
  if (raw === undefined) return undefined;
  const w = checkWrapper('meta', prefKey('draft', characterId), raw);
  if (!w.ok || w.value.data === null) return undefined;
  return cleanJson(w.value.data, MAX_DRAFT) as Values | undefined;
}
