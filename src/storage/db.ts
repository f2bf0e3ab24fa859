/**
 * The app's one IndexedDB database ("rollcall", through idb). Shared by the player's storage
 * (characters, history, meta) and the GM screen (its round, in `gm` under the key 'round').
 *
 * Stores (version 1):
 * - `characters`: keyPath 'id', values are {@link CharacterRecord}s of sheets.
 * - `history`: keyPath 'id', index 'byCharacter' on 'characterId'; rolled rounds.
 * - `gm`: out-of-line keys; the GM's round under 'round'.
 * - `meta`: out-of-line keys; flags such as 'seeded'.
 *
 * Values read from here are untrusted (older or newer app versions, other tabs, a broken
 * write): callers validate them before use and report what fails, never drop or overwrite it.
 */
import { openDB, type IDBPDatabase } from 'idb';

/** Name of the database. */
export const DB_NAME = 'rollcall';
/** Schema version of the database (object stores and indexes), not of the records. */
export const DB_VERSION = 1;
/** Version of the record wrapper and its `data` shapes this app writes and understands (see migrate.ts). */
export const RECORD_VERSION = 2;

/** Every stored record: a versioned wrapper around the ruleset's data. `updatedAt` is ms since 1970. */
export interface StoredRecord<T = unknown> {
  readonly v: number;
  readonly rulesetId: string;
  readonly id: string;
  readonly data: T;
  readonly updatedAt: number;
}

/** A character record (version 2): when it was made, and whether it is archived (hidden from the main list). */
export interface CharacterRecord<T = unknown> extends StoredRecord<T> {
  /** ms since 1970; a record from version 1 takes its `updatedAt`. */
  readonly createdAt: number;
  readonly archived: boolean;
}

/** The object store names. */
export type StoreName = 'characters' | 'history' | 'gm' | 'meta';

/** The database handle type (values typed `any` by idb: validate what you read). */
export type RollcallDb = IDBPDatabase<unknown>;

/** Thrown when IndexedDB cannot be used (private mode, blocked, missing, failed to open). */
export class DbUnavailableError extends Error {
  override name = 'DbUnavailableError';
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Storage is unavailable: ${reason}`, options);
  }
}

const opened = new Map<string, Promise<RollcallDb>>();

function upgrade(db: RollcallDb, oldVersion: number): void {
  if (oldVersion < 1) {
    db.createObjectStore('characters', { keyPath: 'id' });
    const history = db.createObjectStore('history', { keyPath: 'id' });
    history.createIndex('byCharacter', 'characterId');
    db.createObjectStore('gm');
    db.createObjectStore('meta');
  }
}

/**
 * Opens (once per page, then reuses) the Rollcall database.
 * @param name database name; tests pass a fresh name per test.
 * @param version schema version to open (tests of an upgrade; the app uses {@link DB_VERSION}).
 * @throws DbUnavailableError when IndexedDB is missing or refuses to open, or when the upgrade
 *   is blocked by another tab still holding an older version open (it is told to close it).
 */
export function openRollcallDb(name: string = DB_NAME, version: number = DB_VERSION): Promise<RollcallDb> {
  const existing = opened.get(name);
  if (existing) return existing;
  const p = (async () => {
    if (typeof indexedDB === 'undefined' || indexedDB === null) {
      throw new DbUnavailableError('this browser offers no IndexedDB (private mode?)');
    }
    try {
      return await new Promise<RollcallDb>((resolve, reject) => {
        openDB(name, version, {
          upgrade: (db, oldVersion) => upgrade(db, oldVersion),
          // Another tab keeps an older version open and does not let go: say so now instead of
          // waiting silently (the open goes on, and is used by the next page load).
          blocked: () => reject(new DbUnavailableError('another Rollcall tab or window holds the data open with an older version; close it and reload')),
          // Another tab wants a newer schema: let it, and reopen on next use.
          blocking: () => { opened.delete(name); void p.then((db) => db.close()).catch(() => undefined); },
          terminated: () => { opened.delete(name); },
        }).then(resolve, reject);
      });
    } catch (err) {
      if (err instanceof DbUnavailableError) throw err;
      throw new DbUnavailableError(err instanceof Error ? err.message : String(err), { cause: err });
    }
  })();
  opened.set(name, p);
  p.catch(() => opened.delete(name)); // a failure is not cached: the next call tries again
  return p;
}
