/**
 * Backup files: every character (or one) with its history and remembered inputs, as JSON.
 *
 * File shape (backup format version 1):
 * `{ format: 'rollcall-backup', v: 1, exportedAt, characters: CharacterBundle[] }`, each bundle
 * holding the raw stored records (any record version: {@link readBackupFile} migrates them):
 * the character, its history (rolled rounds and state changes, see history.ts), its
 * remembered inputs (declaration, options, lasting state, draft) and, when there is one, the
 * round rolled and not passed yet (`rolled`, rolled.ts), so its end still comes after a restore.
 *
 * Importing is in three steps so nothing is written before the user has seen what happens:
 * {@link readBackupFile} (here: parse and check the envelope), then `previewImport` and
 * `applyImport` (import.ts). A file is untrusted: nothing in it is used before those checks.
 */
import * as v from 'valibot';
import type { StorageDeps } from './characters';
import { readBundles, type CharacterBundle } from './bundle';
import { firstIssueText } from './schemas';
import { readHistory } from './history';

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
  rolled: v.optional(v.unknown()),
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

/** Most state changes a QR transfer carries (the newest), so a character keeps what undo and the history need without many codes. */
export const TRANSFER_STATE_EVENTS = 20;
/** Most characters of JSON the state changes of a QR transfer take (the newest that fit). */
export const TRANSFER_EVENTS_CHARS = 12_000;

/**
 * What a QR transfer carries for one character: a backup of it with its remembered inputs
 * (the lasting state among them) and its newest state changes (at most
 * {@link TRANSFER_STATE_EVENTS}, within {@link TRANSFER_EVENTS_CHARS} characters of JSON), but
 * without its rolled rounds (they would need many codes; a backup file carries them), so the
 * receiver imports it like a file. `undefined` when there is no such character.
 */
export async function transferRecord(id: string, deps: StorageDeps = {}, now = Date.now()): Promise<BackupFile | undefined> {
  const [b] = await readBundles(deps, [id]);
  if (!b) return undefined;
  const events = readHistory(b.history).items.filter((e) => e.kind === 'state');
  const keep = new Set<string>();
  let size = 0;
  for (const e of events.slice(0, TRANSFER_STATE_EVENTS)) {
    size += JSON.stringify(e.event).length;
    if (size > TRANSFER_EVENTS_CHARS) break;
    keep.add(e.id);
  }
  const history = b.history.filter((h) => keep.has(String((h as { id?: unknown } | null)?.id)));
  return { format: BACKUP_FORMAT, v: BACKUP_VERSION, exportedAt: now, characters: [{ character: b.character, history, prefs: b.prefs }] };
}
