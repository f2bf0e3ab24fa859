/**
 * Characters in IndexedDB: each is a {@link CharacterRecord} whose `data` is the sheet of its
 * ruleset. Reads validate every record (filling fields an older record lacks); a record that
 * fails is reported with its message and left in the store as it is.
 */
import type { Ruleset } from '../engine/ruleset';
import { compareNames, normalizeName, withNormalName } from '../engine/names';
import { validate, type Checked as SchemaChecked, type Values } from '../engine/schema';
import { openRollcallDb, RECORD_VERSION, type CharacterRecord } from './db';
import { migrateRecord } from './migrate';
import { guardWrite, StorageWriteError } from './errors';
import { checkData, checkWrapper, rulesNotLoaded, unknownRuleset, type RecordProblem } from './records';
import { catalogEntry } from '../rulesets/catalog';
import { defaultFindRuleset, resolveRulesets, type FindRuleset, type ResolvedRulesets } from './rulesets';
import { readSummaries, summaryKey, type StateSummary } from './summary';

/** A character read back and validated. */
export interface Character {
  readonly id: string;
  readonly rulesetId: string;
  readonly sheet: Values;
  /** ms since 1970 of the last save. */
  readonly updatedAt: number;
  /** Archived characters are listed apart, out of the way; absent means false. */
  readonly archived?: boolean;
  /** The lasting state as the list shows it (./summary.ts), when the character screen wrote one. */
  readonly summary?: StateSummary;
}

/**
 * Where storage looks things up; tests pass a fresh database name and their own rulesets.
 * Without `findRuleset`, rulesets come from the catalog (their code loaded on first use).
 */
export interface StorageDeps {
  readonly dbName?: string;
  readonly findRuleset?: FindRuleset;
}

/** A fresh random id (works outside secure contexts, unlike crypto.randomUUID). */
export function newId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The character name shown in lists: the sheet's `name`, or a placeholder. */
export function characterName(sheet: Values): string {
  const n = sheet['name'];
  const clean = typeof n === 'string' ? normalizeName(n) : '';
  return clean || 'Unnamed';
}

/**
 * Checks one raw stored value as a character.
 * @param find the ruleset lookup, already loaded (see {@link resolveRulesets})
 * @param failed ruleset ids whose code could not be loaded, with why: their records are reported, not judged
 */
export function readCharacter(
  key: string, raw: unknown, find: (id: string) => Ruleset | undefined, failed?: ReadonlyMap<string, string>,
): { ok: true; value: Character } | { ok: false; problem: RecordProblem } {
  const w = checkWrapper('characters', key, raw);
  if (!w.ok) return w;
  const why = failed?.get(w.value.rulesetId);
  if (why !== undefined) return rulesNotLoaded('characters', w.value, raw, why);
  const d = checkData('characters', w.value, raw, find, (rs) => rs.sheetSchema);
  if (!d.ok) return d;
  return { ok: true, value: { id: w.value.id, rulesetId: w.value.rulesetId, sheet: withNormalName(d.value.data), updatedAt: w.value.updatedAt, archived: w.value.archived === true } };
}

/** Every stored character, by name, and the records that could not be read. */
export async function listCharacters(deps: StorageDeps = {}): Promise<{ characters: Character[]; problems: RecordProblem[] }> {
  const db = await openRollcallDb(deps.dbName);
  const tx = db.transaction('characters', 'readonly');
  const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
  await tx.done;
  const rs = await rulesetsOf(values, deps);
  const characters: Character[] = [];
  const problems: RecordProblem[] = [];
  values.forEach((raw, i) => {
    const r = readCharacter(String(keys[i]), raw, rs.find, rs.failed);
    if (r.ok) characters.push(r.value); else problems.push(r.problem);
  });
  characters.sort((a, b) => compareNames(characterName(a.sheet), characterName(b.sheet)) || compareNames(a.id, b.id));
  return { characters, problems };
}

/**
 * Every stored character as stored, by name, without loading any ruleset's rules: what the
 * character list shows (name, rule system, HP) needs none. Each record's wrapper is checked
 * (version, ids, time stamps; an older one migrated in memory) and its rule system must be one
 * this app has (`known`, the catalog by default); its sheet is checked against the rules when
 * the character is opened ({@link getCharacter}), so a sheet that no longer fits is reported
 * there. Records that fail here are returned as problems and stay in the store untouched.
 */
export async function listStoredCharacters(deps: StorageDeps & { readonly known?: (rulesetId: string) => boolean } = {}): Promise<{ characters: Character[]; problems: RecordProblem[] }> {
  const db = await openRollcallDb(deps.dbName);
  const tx = db.transaction(['characters', 'meta'], 'readonly');
  const store = tx.objectStore('characters');
  const [keys, values, summaries] = await Promise.all([store.getAllKeys(), store.getAll(), readSummaries(tx.objectStore('meta'))]);
  await tx.done;
  const known = deps.known ?? ((id: string) => catalogEntry(id) !== undefined);
  const characters: Character[] = [];
  const problems: RecordProblem[] = [];
  values.forEach((raw, i) => {
    const w = checkWrapper('characters', String(keys[i]), raw);
    if (!w.ok) { problems.push(w.problem); return; }
    const rec = w.value;
    if (!known(rec.rulesetId)) { problems.push(unknownRuleset('characters', rec, raw).problem); return; }
    const sheet = typeof rec.data === 'object' && rec.data !== null && !Array.isArray(rec.data) ? (rec.data as Values) : {};
    const summary = summaries.get(rec.id);
    characters.push({ id: rec.id, rulesetId: rec.rulesetId, sheet, updatedAt: rec.updatedAt, archived: rec.archived === true, ...(summary ? { summary } : {}) });
  });
  characters.sort((a, b) => compareNames(characterName(a.sheet), characterName(b.sheet)) || compareNames(a.id, b.id));
  return { characters, problems };
}

/** One character; `undefined` when there is none with this id. */
export async function getCharacter(id: string, deps: StorageDeps = {}): Promise<{ ok: true; value: Character } | { ok: false; problem: RecordProblem } | undefined> {
  const db = await openRollcallDb(deps.dbName);
  const raw: unknown = await db.get('characters', id);
  if (raw === undefined) return undefined;
  const rs = await rulesetsOf([raw], deps);
  return readCharacter(id, raw, rs.find, rs.failed);
}

/** Loads the rulesets the raw records name (records without a readable id are left to readCharacter). */
function rulesetsOf(raws: readonly unknown[], deps: StorageDeps): Promise<ResolvedRulesets> {
  const ids = raws.flatMap((raw) => {
    const id = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['rulesetId'] : undefined;
    return typeof id === 'string' && id ? [id] : [];
  });
  return resolveRulesets(ids, deps.findRuleset);
}

/**
 * Validates and saves a sheet in one transaction. Refuses (without writing) to replace a
 * record written by a newer app version.
 * @returns the issues when the sheet does not fit the ruleset's sheet schema (nothing written)
 * @throws DbUnavailableError, StorageWriteError; the load error when the ruleset's code cannot be loaded
 */
export async function saveCharacter(
  input: { id?: string; rulesetId: string; sheet: Values },
  deps: StorageDeps = {},
): Promise<SchemaChecked<Character>> {
  const ruleset = await (deps.findRuleset ?? defaultFindRuleset)(input.rulesetId);
  if (!ruleset) return { ok: false, issues: [{ path: '', message: `Unknown rule system "${input.rulesetId}"` }] };
  // The name is cleaned as every boundary cleans it (engine/names.ts), typed or imported.
  const checked = validate(ruleset.sheetSchema.fields, withNormalName(input.sheet));
  if (!checked.ok) return checked;
  const id = input.id ?? newId();
  const now = Date.now();
  let rec: CharacterRecord<Values> = { v: RECORD_VERSION, rulesetId: ruleset.id, id, data: checked.value, updatedAt: now, createdAt: now, archived: false };
  await guardWrite(`"${characterName(checked.value)}"`, async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction('characters', 'readwrite'));
    const old: unknown = await tx.store.get(id);
    if (old !== undefined) {
      const m = migrateRecord('characters', old);
      if (!m.ok && m.kind === 'newer') {
        tx.abort();
        await tx.done.catch(() => undefined);
        throw new StorageWriteError('This character was saved by a newer version of Rollcall; it was left untouched.');
      }
      // Keep when it was made and whether it is archived; an unreadable old record is replaced.
      const prev = m.ok ? m.value : {};
      if (typeof prev['createdAt'] === 'number') rec = { ...rec, createdAt: prev['createdAt'] };
      if (prev['archived'] === true) rec = { ...rec, archived: true };
    }
    await tx.store.put(rec);
    await tx.done;
  });
  return { ok: true, value: { id: rec.id, rulesetId: rec.rulesetId, sheet: rec.data, updatedAt: rec.updatedAt, archived: rec.archived } };
}

/** Deletes a character with its history and remembered round inputs, in one transaction. */
export async function deleteCharacter(id: string, deps: StorageDeps = {}): Promise<void> {
  await guardWrite('the deletion', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction(['characters', 'history', 'meta'], 'readwrite'));
    const keys = await tx.objectStore('history').index('byCharacter').getAllKeys(id);
    await Promise.all([
      tx.objectStore('characters').delete(id),
      ...keys.map((k) => tx.objectStore('history').delete(k)),
      ...PREF_KINDS.map((k) => tx.objectStore('meta').delete(prefKey(k, id))),
      tx.objectStore('meta').delete(summaryKey(id)),
      tx.objectStore('meta').delete(`rolled:${id}`),
    ]);
    await tx.done;
  });
}

/**
 * Deletes a character that "New character" made and the player left without keeping anything:
 * never saved since it was made, not archived, never rolled, and no sheet draft typed. Any
 * other character is left alone. One transaction, with what was remembered for it.
 * @returns whether it was deleted
 */
export async function discardUntouched(id: string, deps: StorageDeps = {}): Promise<boolean> {
  let gone = false;
  await guardWrite('the unused new character', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction(['characters', 'history', 'meta'], 'readwrite'));
    const m = migrateRecord('characters', await tx.objectStore('characters').get(id));
    const untouched = m.ok && typeof m.value['createdAt'] === 'number' && m.value['createdAt'] === m.value['updatedAt'] && m.value['archived'] !== true
      && (await tx.objectStore('history').index('byCharacter').count(id)) === 0
      && (await tx.objectStore('meta').getKey(prefKey('draft', id))) === undefined;
    if (untouched) {
      await Promise.all([tx.objectStore('characters').delete(id), ...PREF_KINDS.map((k) => tx.objectStore('meta').delete(prefKey(k, id)))]);
      gone = true;
    }
    await tx.done;
  });
  return gone;
}

/**
 * What is remembered per character, each under its own key in `meta`: between rounds
 * (declaration, options, state), and the sheet being edited but not saved yet (draft, kept
 * even when invalid so nothing typed is lost).
 */
export const PREF_KINDS = ['declaration', 'options', 'state', 'draft'] as const;
/** One of {@link PREF_KINDS}. */
export type PrefKind = (typeof PREF_KINDS)[number];

/** The `meta` key of a remembered input: 'declaration:<characterId>'. */
export function prefKey(kind: PrefKind, characterId: string): string {
  return `${kind}:${characterId}`;
}

/**
 * The `meta` key of a character's rolled round: 'rolled:<characterId>'. Here with the other
 * keys, not with the rolled round's code (./rolled.ts): the list's copy and transfer
 * (./bundle.ts) need the key alone, and importing that module put all of it in the first
 * visit's code.
 */
export function rolledKey(characterId: string): string {
  return `rolled:${characterId}`;
}
