/**
 * Importing a backup file already read by `readBackupFile` (backup.ts): {@link previewImport}
 * checks every record against its schema and the ruleset's sheet and compares it with what is
 * stored (add, replace, or skip with why), writing nothing; {@link applyImport} writes the
 * chosen characters in one transaction (all or nothing). What is written is the schemas'
 * output, never the file's objects: unknown keys and prototype keys are dropped.
 */
import { withNormalName } from '../engine/names';
import { defaults, withDefaults, type Values } from '../engine/schema';
import type { Ruleset } from '../engine/ruleset';
import { characterName, newId, PREF_KINDS, prefKey, type PrefKind, type StorageDeps } from './characters';
import type { BackupFile } from './backup';
import { bundleId, type CharacterBundle } from './bundle';
import { cleanJson } from './clean';
import { demoKey, stillUntouched, untouchedDemos } from './demos';
import { openRollcallDb, RECORD_VERSION, type CharacterRecord, type StoredRecord } from './db';
import { guardWrite, StorageWriteError } from './errors';
import { HISTORY_KEEP, readHistoryRecord, roundsToTrim, STATE_EVENTS_KEEP, type HistoryRecord, type StateEvent } from './history';
import { checkImportedState } from './state';
import { migrateRecord } from './migrate';
import { readRolled, rolledKey, type RolledRound } from './rolled';
import { MAX_DRAFT } from './prefs';
import { checkWrapper, issuesText } from './records';
import { resolveRulesets } from './rulesets';
import { readFlag, SEEDED_KEY, type SeededFlag } from './seed';

/** What importing one character of a file will do. */
export interface ImportItem {
  /** The character's id (or "#3" when the file gives none). */
  readonly key: string;
  /** Its name as text (render as text only: it comes from the file). */
  readonly name: string;
  readonly rulesetId?: string;
  /** 'add': new here; 'replace': a character with this id is stored and will be overwritten; 'skip': not imported, see `message`. */
  readonly action: 'add' | 'replace' | 'skip';
  /** Why it is skipped, or what of it is left out (rounds, remembered inputs that do not fit), or why it is not ticked. */
  readonly message?: string;
  /**
   * 'replace' only: the copy on this phone was saved after the file's copy, so importing would
   * put an older sheet back. Not ticked by default ({@link defaultChoice}).
   */
  readonly newerHere?: boolean;
  /**
   * 'add' only: the id of a stored first-run demo, unchanged and never rolled, that is the same
   * character (rules and name): it is deleted as this one is written, so the demo is not listed twice.
   */
  readonly replacesDemo?: string;
  /** Rolled rounds that will be imported. */
  readonly rounds: number;
  /** Changes of the lasting state (hits taken, rounds passing, healing) that will be imported, when any. */
  readonly stateEvents?: number;
  /** The checked records to write (absent when skipped). */
  readonly records?: ImportRecords;
}

/** The checked records of one character to write: schema outputs in the current record version. */
export interface ImportRecords {
  readonly character: CharacterRecord<Values>;
  readonly history: readonly HistoryRecord[];
  readonly prefs: readonly (readonly [PrefKind, StoredRecord])[];
  /** The round rolled and not passed yet, checked: its round is among `history`, and it goes with the file's lasting state. */
  readonly rolled?: StoredRecord<RolledRound>;
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
  const sheet = withDefaults(rs.sheetSchema.fields, withNormalName(rec.data));
  if (!sheet.ok) return { ...base, name: rec.id, action: 'skip', rounds: 0, message: `Does not fit the ${rs.name} sheet: ${issuesText(sheet.issues)}.` };
  const name = characterName(sheet.value);
  let newerHere = false;
  if (existing !== undefined) {
    const m = migrateRecord('characters', existing);
    if (!m.ok && m.kind === 'newer') return { ...base, name, action: 'skip', rounds: 0, message: 'The copy on this phone was saved by a newer version of Rollcall; it is kept as it is.' };
    const here = m.ok ? m.value['updatedAt'] : undefined;
    newerHere = typeof here === 'number' && here > rec.updatedAt;
  }
  const left: string[] = [];
  const history: HistoryRecord[] = [];
  for (const [i, raw] of b.history.entries()) {
    const r = readHistoryRecord(`round #${i + 1}`, raw);
    if (!r.ok) { left.push(`history record ${i + 1}: ${r.problem.message}`); continue; }
    if (r.value.characterId !== rec.id) { left.push(`history record ${i + 1}: belongs to another character`); continue; }
    if (r.value.kind === 'state') {
      const ev = r.value.event;
      if (ev.rulesetId !== rs.id) { left.push(`state change ${i + 1}: of the ${ev.rulesetId} rules, not ${rs.id}`); continue; }
      history.push({ v: RECORD_VERSION, rulesetId: ev.rulesetId, id: r.value.id, characterId: rec.id, data: ev, updatedAt: ev.at });
    } else history.push({ v: RECORD_VERSION, rulesetId: r.value.result.rulesetId, id: r.value.id, characterId: rec.id, data: r.value.result, updatedAt: r.value.result.at });
  }
  history.sort((a, b2) => b2.data.at - a.data.at);
  const trim = new Set(roundsToTrim(history, HISTORY_KEEP, STATE_EVENTS_KEEP));
  if (trim.size) {
    left.push(`${trim.size} oldest history records beyond the ${HISTORY_KEEP} rounds and ${STATE_EVENTS_KEEP} state changes kept`);
    history.splice(0, history.length, ...history.filter((h) => !trim.has(h.id)));
  }
  const prefs: [PrefKind, StoredRecord][] = [];
  // The table options first: the lasting state is checked with them (its `initial` may read them).
  const optRaw = b.prefs['options'];
  const optWrap = optRaw === undefined ? undefined : checkWrapper('meta', 'options', optRaw);
  const optChecked = optWrap?.ok ? withDefaults(rs.optionsSchema.fields, optWrap.value.data) : undefined;
  const options = optChecked?.ok ? optChecked.value : defaults(rs.optionsSchema.fields);
  for (const kind of PREF_KINDS) {
    const raw = b.prefs[kind];
    if (raw === undefined) continue;
    const p = checkWrapper('meta', kind, raw);
    if (kind === 'state') {
      // A lasting state that does not fit is not dropped quietly (the character would come back
      // healed): the whole character is refused, and nothing of it is written.
      const st = p.ok ? checkImportedState(rs, sheet.value, options, p.value.data) : { ok: false as const, message: `Expected its lasting state as a stored record, but ${p.problem.message}` };
      if (!st.ok) return { ...base, name, action: 'skip', rounds: 0, message: `Its lasting state cannot be read: ${st.message}. Nothing of this character was imported.` };
      prefs.push([kind, { v: RECORD_VERSION, rulesetId: rs.id, id: rec.id, data: st.value, updatedAt: p.ok ? p.value.updatedAt : 0 }]);
      continue;
    }
    const data = p.ok ? prefData(kind, p.value.data, rs, sheet.value) : undefined;
    if (data === undefined) { left.push(`the remembered ${kind}`); continue; }
    prefs.push([kind, { v: RECORD_VERSION, rulesetId: rs.id, id: rec.id, data, updatedAt: p.ok ? p.value.updatedAt : 0 }]);
  }
  const rolled = b.rolled === undefined ? undefined : checkRolled(b.rolled, rec.id, rs, sheet.value, options, history, prefs);
  if (rolled && !rolled.ok) left.push(rolled.left);
  const roundCount = history.filter((h) => !isStateEvent(h.data)).length;
  const stateEvents = history.length - roundCount;
  const character: CharacterRecord<Values> = { v: RECORD_VERSION, rulesetId: rs.id, id: rec.id, data: sheet.value, updatedAt: rec.updatedAt, createdAt: rec.createdAt ?? rec.updatedAt, archived: rec.archived === true };
  const notes = [
    ...(newerHere ? ['Changed on this phone after this copy was made: importing would put the older sheet back. Tick it only if you want that.'] : []),
    ...(left.length ? [`Left out: ${left.join('; ')}.`] : []),
  ];
  return { ...base, name, action: existing === undefined ? 'add' : 'replace', rounds: roundCount, ...(stateEvents ? { stateEvents } : {}),
    ...(newerHere ? { newerHere } : {}), ...(notes.length ? { message: notes.join(' ') } : {}),
    records: { character, history, prefs, ...(rolled?.ok ? { rolled: rolled.value } : {}) } };
}

/**
 * A file's rolled round checked for import: readable, of these rules, its round among the
 * rounds imported, and going with the file's lasting state (a round rolled from another state
 * would end on the wrong one). Its start state is checked as a lasting state, and a declaration
 * from before a reaction that no longer fits the sheet is dropped. Otherwise, what is left out.
 */
function checkRolled(raw: unknown, id: string, rs: Ruleset, sheet: Values, options: Values, history: readonly HistoryRecord[], prefs: readonly (readonly [PrefKind, StoredRecord])[]):
  { ok: true; value: StoredRecord<RolledRound> } | { ok: false; left: string } {
  const r = readRolled(id, raw);
  const rolled = r.rolled;
  if (!rolled) return { ok: false, left: 'the round rolled last, which cannot be read' };
  if (rolled.result.rulesetId !== rs.id || !history.some((h) => h.id === rolled.roundId && !isStateEvent(h.data))) {
    return { ok: false, left: 'the round rolled last, whose round is not among those imported' };
  }
  if (rs.state && !prefs.some(([kind]) => kind === 'state')) return { ok: false, left: 'the round rolled last, as the file has no lasting state for it' };
  let start: Values | null = null;
  if (rolled.start !== null) {
    const st = checkImportedState(rs, sheet, options, rolled.start);
    if (!st.ok) return { ok: false, left: `the round rolled last, whose starting state cannot be read (${st.message})` };
    start = st.value;
  }
  const before = rolled.beforeReaction ? withDefaults(rs.declarationSchema(sheet).fields, rolled.beforeReaction) : undefined;
  const { beforeReaction: _b, ...rest } = rolled;
  const data: RolledRound = { ...rest, start, ...(rolled.beforeReaction === null ? { beforeReaction: null } : before?.ok ? { beforeReaction: before.value } : {}) };
  const at = (raw as { updatedAt?: unknown }).updatedAt;
  return { ok: true, value: { v: RECORD_VERSION, rulesetId: rs.id, id, data, updatedAt: typeof at === 'number' && Number.isFinite(at) ? at : rolled.result.at } };
}

function isStateEvent(d: unknown): d is StateEvent {
  return typeof d === 'object' && d !== null && (d as { kind?: unknown }).kind === 'state';
}

/** The keys ticked before the player chooses: every item that is imported, but not one that would put an older sheet over a newer one. */
export function defaultChoice(items: readonly ImportItem[]): Set<string> {
  return new Set(items.filter((i) => i.action !== 'skip' && !i.newerHere).map((i) => i.key));
}

/**
 * A remembered input checked for this sheet; undefined when it does not fit. Fields added since
 * the file was written (a declaration from an older app) take their defaults.
 */
function prefData(kind: Exclude<PrefKind, 'state'>, data: unknown, rs: Ruleset, sheet: Values): Values | null | undefined {
  if (kind === 'draft') return data === null ? null : (cleanJson(data, MAX_DRAFT) as Values | undefined);
  const fields = kind === 'declaration' ? rs.declarationSchema(sheet).fields : rs.optionsSchema.fields;
  const r = withDefaults(fields, data);
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
  const adds = items.filter((i) => i.action === 'add' && i.records);
  const demos = await untouchedDemos(db, rs.find, new Set(adds.map((i) => i.records!.character.rulesetId)));
  return items.map((item) => {
    if (item.action !== 'add' || !item.records) return item;
    const ids = demos.get(demoKey(item.records.character.rulesetId, item.records.character.data));
    const demo = ids?.shift();
    if (demo === undefined) return item;
    const note = 'Takes the place of the same unchanged demo on this phone, so it is not listed twice.';
    return { ...item, replacesDemo: demo, message: item.message ? `${note} ${item.message}` : note };
  });
}

/**
 * Writes the chosen items of a preview in one transaction: each character record, its rounds
 * and its remembered inputs. All or nothing. A character already here keeps what only this
 * phone has: its rounds are merged with the file's (a round already here, by id or time, is not
 * added twice; the newest {@link HISTORY_KEEP} are kept) and remembered inputs the file lacks
 * stay. A QR transfer carries no rounds, so moving a character back never wipes its history.
 * State changes in the history are merged like rounds; the lasting state is the file's.
 * @param keys the items to import (default: every one not skipped)
 * @returns how many characters were written and how many rounds added
 * @throws StorageWriteError (nothing written) when a character became newer meanwhile or storage refused
 */
export async function applyImport(items: readonly ImportItem[], deps: StorageDeps = {}, keys?: ReadonlySet<string>): Promise<{ characters: number; rounds: number }> {
  const todo = items.filter((i) => i.records && i.action !== 'skip' && (!keys || keys.has(i.key)));
  let rounds = 0;
  await guardWrite('the import', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction(['characters', 'history', 'meta'], 'readwrite'));
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
      const history = tx.objectStore('history');
      const here: unknown[] = await history.index('byCharacter').getAll(id);
      const ids = new Set(here.map((h) => (h as { id?: unknown }).id));
      const times = new Set(here.map((h) => (h as { data?: { at?: unknown } }).data?.at));
      for (const h of r.history) {
        if (ids.has(h.id) || times.has(h.data.at)) continue;
        // A round id from a file must never overwrite another character's round.
        const taken = (await history.getKey(h.id)) !== undefined;
        await history.put(taken ? { ...h, id: newId() } : h);
        if (!taken) ids.add(h.id);
        times.add(h.data.at);
        if (!isStateEvent(h.data)) rounds++;
      }
      for (const k of roundsToTrim(await history.index('byCharacter').getAll(id), HISTORY_KEEP)) { await history.delete(k); ids.delete(k); }
      if (item.replacesDemo !== undefined && item.replacesDemo !== id) {
        const demo = item.replacesDemo;
        const rolled = await history.index('byCharacter').count(demo);
        if (rolled === 0 && stillUntouched(await tx.objectStore('characters').get(demo))) {
          await tx.objectStore('characters').delete(demo);
          for (const kind of PREF_KINDS) await tx.objectStore('meta').delete(prefKey(kind, demo));
        }
      }
      await tx.objectStore('characters').put(r.character);
      for (const [kind, p] of r.prefs) await tx.objectStore('meta').put(p, prefKey(kind, id));
      // The file's rolled round comes with its state, when its round is stored under its own id.
      // A round rolled here from the state the import replaces is not shown again over the
      // imported state (it stays in the History).
      if (r.rolled && ids.has(r.rolled.data.roundId)) await tx.objectStore('meta').put(r.rolled, rolledKey(id));
      else if (r.prefs.some(([kind]) => kind === 'state')) await tx.objectStore('meta').delete(rolledKey(id));
    }
    // A restore is not a first run: the rules of what was imported count as seeded, so opening
    // the list later (after "Clear site data", straight to the backup screen) does not add the
    // same demos beside the imported ones. An unreadable flag is left as it is.
    const flag = readFlag(await tx.objectStore('meta').get(SEEDED_KEY));
    if (todo.length && flag !== 'unreadable') {
      const seeded = new Set(flag?.rulesets ?? []);
      const next = [...seeded, ...new Set(todo.map((i) => i.records!.character.rulesetId).filter((x) => !seeded.has(x)))];
      if (next.length > seeded.size) await tx.objectStore('meta').put({ v: flag?.v ?? 1, rulesets: next } satisfies SeededFlag, SEEDED_KEY);
    }
    await tx.done;
  });
  return { characters: todo.length, rounds };
}
