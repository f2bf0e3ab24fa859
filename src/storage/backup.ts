/**
 * Backup files: every character (or one) with its history and remembered inputs, as JSON.
 *
 * File shape (backup format version 1):
 * `{ format: 'rollcall-backup', v: 1, exportedAt, characters: CharacterBundle[] }`, each bundle
 * holding the raw stored records (any record version: {@link readBackupFile} migrates them).
 *
 * Importing is in three steps so nothing is written before the user has seen what happens:
 * {@link readBackupFile} (parse and check the envelope), {@link previewImport} (check every
 * record against its schema and the ruleset's sheet, and compare with what is stored: add,
 * replace, or skip with why), then {@link applyImport} (one transaction: all or nothing).
 * A file is untrusted: hostile names, prototype-pollution keys, NaN, huge numbers and long
 * strings are refused by the schemas, and what is written is the schemas' output, not the input.
 */
import * as v from 'valibot';
import { validate, withDefaults, type Values } from '../engine/schema';
import type { Ruleset } from '../engine/ruleset';
import { characterName, newId, type StorageDeps } from './characters';
import { bundleId, readBundles, type CharacterBundle } from './bundle';
import { openRollcallDb, RECORD_VERSION, type CharacterRecord, type StoredRecord } from './db';
import { guardWrite, StorageWriteError } from './errors';
import { HISTORY_KEEP, readRound, type HistoryRecord } from './history';
import { migrateRecord } from './migrate';
import { PREF_KINDS, prefKey, type PrefKind } from './characters';
import { checkWrapper, issuesText } from './records';
import { resolveRulesets } from './rulesets';
import { firstIssueText } from './schemas';
import { cleanJson } from './clean';
import { MAX_DRAFT } from './prefs';

/** The `format` of a Rollcall backup file. */
export const BACKUP_FORMAT = 'rollcall-backup';
/** Version of the backup file's envelope this app writes and reads. */
export const BACKUP_VERSION = 1;
/** Largest backup file read, in characters of text (a phone's worth of characters is far smaller). */
export const MAX_BACKUP_CHARS = 20_000_000;
/** Most characters in one backup file. */
export const MAX_BACKUP_CHARACTERS = 2000;

/** A backup file's content. */
export interface BackupFile {
  readonly format: typeof BACKUP_FORMAT;
  readonly v: number;
  /** ms since 1970. */
  readonly exportedAt: number;
  readonly characters: readonly CharacterBundle[];
}

const BundleS = v.object({
  character: v.unknown(),
  history: v.optional(v.pipe(v.array(v.unknown(), 'expected a list of rounds'), v.maxLength(10_000, 'expected at most 10000 rounds')), []),
  prefs: v.optional(v.object({ declaration: v.optional(v.unknown()), options: v.optional(v.unknown()), state: v.optional(v.unknown()), draft: v.optional(v.unknown()) }, 'expected the remembered inputs as a record'), {}),
}, 'expected a character with its history');
const FileS = v.object({
  format: v.literal(BACKUP_FORMAT, `expected format "${BACKUP_FORMAT}"`),
  v: v.literal(BACKUP_VERSION, `expected backup version ${BACKUP_VERSION}`),
  exportedAt: v.pipe(v.number('expected a time'), v.finite('expected a finite time')),
  characters: v.pipe(v.array(BundleS, 'expected a list of characters'), v.maxLength(MAX_BACKUP_CHARACTERS, `expected at most ${MAX_BACKUP_CHARACTERS} characters`)),
}, 'expected a Rollcall backup');

/** A backup of every stored character (or those of `ids`), records as they are stored. */
export async function exportBackup(deps: StorageDeps = {}, ids?: readonly string[], now = Date.now()): Promise<BackupFile> {
  return { format: BACKUP_FORMAT, v: BACKUP_VERSION, exportedAt: now, characters: await readBundles(deps, ids) };
}

/** The file name of a backup: "rollcall-backup-2026-11-22.json", or "rollcall-ann-2026-11-22.json" for one character. */
export function backupFileName(at: number, characterName?: string): string {
  const day = new Date(at).toISOString().slice(0, 10);
  const slug = characterName?.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `rollcall-${slug || 'backup'}-${day}.json`;
}

/**
 * Parses a backup file's text and checks its envelope (not yet the records). Never throws.
 * @returns the file, or one sentence: what was expected and what was found
 */
export function readBackupFile(text: string): { ok: true; value: BackupFile } | { ok: false; message: string } {
  if (typeof text !== 'string') return { ok: false, message: 'Expected the text of a backup file.' };
  if (text.length > MAX_BACKUP_CHARS) {
    return { ok: false, message: `Expected a backup of at most ${MAX_BACKUP_CHARS / 1e6} million characters, but this file has ${(text.length / 1e6).toFixed(1)} million. Nothing was imported.` };
  }
  let json: unknown;
  try { json = JSON.parse(text); } catch (err) {
    return { ok: false, message: `Expected a Rollcall backup (JSON), but this file is not JSON (${err instanceof Error ? err.message.slice(0, 80) : 'unreadable'}). Nothing was imported.` };
  }
  return readBackupValue(json);
}

/**
 * Checks the envelope of a parsed backup (a file's JSON, or the record a QR transfer carried).
 * Never throws.
 */
export function readBackupValue(json: unknown): { ok: true; value: BackupFile } | { ok: false; message: string } {
  if (typeof json === 'object' && json !== null && (json as Record<string, unknown>)['format'] === BACKUP_FORMAT) {
    const ver = (json as Record<string, unknown>)['v'];
    if (typeof ver === 'number' && ver > BACKUP_VERSION) {
      return { ok: false, message: `This backup was made by a newer version of Rollcall (backup version ${ver}; this app reads ${BACKUP_VERSION}). Update the app to import it. Nothing was imported.` };
    }
  }
  const r = v.safeParse(FileS, json);
  if (!r.success) return { ok: false, message: `Not a Rollcall backup: ${firstIssueText(r.issues, 'the file')}. Nothing was imported.` };
  return { ok: true, value: r.output as BackupFile };
}

/**
 * What a QR transfer carries for one character: a backup of it without its history (rounds
 * would need many codes; a backup file carries them), so the receiver imports it like a file.
 * `undefined` when there is no such character.
 */
export async function transferRecord(id: string, deps: StorageDeps = {}, now = Date.now()): Promise<BackupFile | undefined> {
  const [b] = await readBundles(deps, [id]);
  if (!b) return undefined;
  return { format: BACKUP_FORMAT, v: BACKUP_VERSION, exportedAt: now, characters: [{ character: b.character, history: [], prefs: b.prefs }] };
}

/** What importing one character of a file will do. */
export interface ImportItem {
  /** The character's id (or "#3" when the file gives none). */
  readonly key: string;
  /** Its name as text (render as text only: it comes from the file). */
  readonly name: string;
  readonly rulesetId?: string;
  /** 'add': new here; 'replace': a character with this id is stored and will be overwritten; 'skip': not imported, see `message`. */
  readonly action: 'add' | 'replace' | 'skip';
  /** Why it is skipped, or what of it is left out (rounds, remembered inputs that do not fit). */
  readonly message?: string;
  /** Rolled rounds that will be imported. */
  readonly rounds: number;
  /** The checked records to write (absent when skipped). */
  readonly records?: ImportRecords;
}

/** The checked records of one character to write: schema outputs in the current record version. */
export interface ImportRecords {
  readonly character: CharacterRecord<Values>;
  readonly history: readonly HistoryRecord[];
  readonly prefs: readonly (readonly [PrefKind, StoredRecord])[];
}

/** Checks one bundle of a file; `existing` is the raw record stored under its id (undefined when none). */
export function checkBundle(b: CharacterBundle, index: number, find: (id: string) => Ruleset | undefined, failed: ReadonlyMap<string, string>, existing: unknown): ImportItem {
  const w = checkWrapper('characters', `#${index + 1}`, b.character);
  if (!w.ok) return { key: w.problem.key, name: w.problem.name ?? `Character #${index + 1}`, action: 'skip', message: w.problem.message, rounds: 0, ...(w.problem.rulesetId ? { rulesetId: w.problem.rulesetId } : {}) };
  const rec = w.value;
  const base = { key: rec.id, rulesetId: rec.rulesetId };
  const loadError = failed.get(rec.rulesetId);
  const rs = find(rec.rulesetId);
  if (loadError !== undefined || !rs) {
    const name = typeof (rec.data as Record<string, unknown> | null)?.['name'] === 'string' ? String((rec.data as Record<string, unknown>)['name']) : rec.id;
    return { ...base, name, action: 'skip', rounds: 0,
      message: loadError !== undefined ? `The rules "${rec.rulesetId}" could not be loaded (${loadError}); try again when online.` : `Uses the rule system "${rec.rulesetId}", which this version of Rollcall does not have.` };
  }
  const sheet = withDefaults(rs.sheetSchema.fields, rec.data);
  if (!sheet.ok) return { ...base, name: rec.id, action: 'skip', rounds: 0, message: `Does not fit the ${rs.name} sheet: ${issuesText(sheet.issues)}.` };
  const name = characterName(sheet.value);
  if (existing !== undefined) {
    const m = migrateRecord('characters', existing);
    if (!m.ok && m.kind === 'newer') return { ...base, name, action: 'skip', rounds: 0, message: 'The copy on this phone was saved by a newer version of Rollcall; it is kept as it is.' };
  }
  const left: string[] = [];
  const history: HistoryRecord[] = [];
  for (const [i, raw] of b.history.entries()) {
    const r = readRound(`round #${i + 1}`, raw);
    if (!r.ok) { left.push(`round ${i + 1}: ${r.problem.message}`); continue; }
    if (r.value.characterId !== rec.id) { left.push(`round ${i + 1}: belongs to another character`); continue; }
    history.push({ v: RECORD_VERSION, rulesetId: r.value.result.rulesetId, id: r.value.id, characterId: rec.id, data: r.value.result, updatedAt: r.value.result.at });
  }
  history.sort((a, b2) => b2.data.at - a.data.at);
  if (history.length > HISTORY_KEEP) { left.push(`${history.length - HISTORY_KEEP} oldest rounds beyond the ${HISTORY_KEEP} kept`); history.length = HISTORY_KEEP; }
  const prefs: [PrefKind, StoredRecord][] = [];
  for (const kind of PREF_KINDS) {
    const raw = b.prefs[kind];
    if (raw === undefined) continue;
    const p = checkWrapper('meta', kind, raw);
    const data = p.ok ? prefData(kind, p.value.data, rs, sheet.value) : undefined;
    if (data === undefined) { left.push(`the remembered ${kind}`); continue; }
    prefs.push([kind, { v: RECORD_VERSION, rulesetId: rs.id, id: rec.id, data, updatedAt: p.ok ? p.value.updatedAt : 0 }]);
  }
  const character: CharacterRecord<Values> = { v: RECORD_VERSION, rulesetId: rs.id, id: rec.id, data: sheet.value, updatedAt: rec.updatedAt, createdAt: rec.createdAt ?? rec.updatedAt, archived: rec.archived === true };
  return { ...base, name, action: existing === undefined ? 'add' : 'replace', rounds: history.length,
    ...(left.length ? { message: `Left out: ${left.join('; ')}.` } : {}), records: { character, history, prefs } };
}

/** A remembered input checked for this sheet; undefined when it does not fit. */
function prefData(kind: PrefKind, data: unknown, rs: Ruleset, sheet: Values): Values | null | undefined {
  if (kind === 'state') return data === null ? null : (cleanJson(data, 4096) as Values | undefined);
  if (kind === 'draft') return data === null ? null : (cleanJson(data, MAX_DRAFT) as Values | undefined);
  const fields = kind === 'declaration' ? rs.declarationSchema(sheet).fields : rs.optionsSchema.fields;
  const r = validate(fields, data);
  return r.ok ? r.value : undefined;
}

/**
 * What importing this file would do, character by character, compared with what is stored.
 * Reads only. Each character's ruleset is loaded to check its sheet.
 * @throws DbUnavailableError when storage cannot be opened
 */
export async function previewImport(file: BackupFile, deps: StorageDeps = {}): Promise<ImportItem[]> {
  const ids = file.characters.map((b) => (typeof b.character === 'object' && b.character !== null ? (b.character as Record<string, unknown>)['rulesetId'] : undefined))
    .filter((x): x is string => typeof x === 'string' && x.length > 0 && x.length <= 200);
  const rs = await resolveRulesets(ids, deps.findRuleset);
  const bundleIds = file.characters.map((b) => {
    try { const id = bundleId(b); return id.length <= 200 ? id : undefined; } catch { return undefined; }
  });
  const db = await openRollcallDb(deps.dbName);
  const tx = db.transaction('characters', 'readonly');
  // All reads at once: one round trip instead of one per character.
  const existing: unknown[] = await Promise.all(bundleIds.map((id) => (id === undefined ? undefined : tx.store.get(id))));
  void tx.done.catch(() => undefined);
  const seen = new Set<string>();
  const items: ImportItem[] = [];
  for (const [i, b] of file.characters.entries()) {
    const item = checkBundle(b, i, rs.find, rs.failed, existing[i]);
    if (item.action !== 'skip' && seen.has(item.key)) {
      items.push({ key: item.key, name: item.name, action: 'skip', rounds: 0, message: 'The file has this character twice; the first one is imported.' });
      continue;
    }
    seen.add(item.key);
    items.push(item);
  }
  return items;
}

/**
 * Writes the chosen items of a preview in one transaction: each character record, its history
 * (replacing the stored rounds) and its remembered inputs. All or nothing.
 * @param keys the items to import (default: every one not skipped)
 * @returns how many characters and rounds were written
 * @throws StorageWriteError (nothing written) when a character became newer meanwhile or storage refused
 */
export async function applyImport(items: readonly ImportItem[], deps: StorageDeps = {}, keys?: ReadonlySet<string>): Promise<{ characters: number; rounds: number }> {
  const todo = items.filter((i) => i.records && i.action !== 'skip' && (!keys || keys.has(i.key)));
  let rounds = 0;
  await guardWrite('the import', async () => {
    const db = await openRollcallDb(deps.dbName);
    const tx = db.transaction(['characters', 'history', 'meta'], 'readwrite');
    for (const item of todo) {
      const r = item.records!;
      const id = r.character.id;
      const old: unknown = await tx.objectStore('characters').get(id);
      const m = old === undefined ? undefined : migrateRecord('characters', old);
      if (m && !m.ok && m.kind === 'newer') {
        tx.abort();
        await tx.done.catch(() => undefined);
        throw new StorageWriteError(`Nothing was imported: "${item.name}" on this phone is now from a newer version of Rollcall.`);
      }
      const oldRounds = await tx.objectStore('history').index('byCharacter').getAllKeys(id);
      for (const k of oldRounds) await tx.objectStore('history').delete(k);
      for (const kind of PREF_KINDS) await tx.objectStore('meta').delete(prefKey(kind, id));
      await tx.objectStore('characters').put(r.character);
      // Fresh ids: a round id from a file must never overwrite another character's round.
      for (const h of r.history) await tx.objectStore('history').put({ ...h, id: newId() });
      for (const [kind, p] of r.prefs) await tx.objectStore('meta').put(p, prefKey(kind, id));
      rounds += r.history.length;
    }
    await tx.done;
  });
  return { characters: todo.length, rounds };
}
