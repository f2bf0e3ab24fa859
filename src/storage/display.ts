/**
 * App-wide display choices (not per character), in `meta` under 'display': a module of its own,
 * read as the app starts, so the start does not load the per-character prefs and state code.
 */
import type { StorageDeps } from './characters';
import { openRollcallDb } from './db';
import { guardWrite, StorageWriteError } from './errors';

const isRecordObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** App-wide display choices (not per character), in `meta` under 'display'. */
export interface DisplayPrefs {
  /** The user's high-contrast choice; undefined when never set (the app then follows the system's `prefers-contrast`). */
  readonly highContrast?: boolean;
}

/** Version of the stored display choices, `{ v, highContrast }` (records written before versions had none: read as 1). */
export const DISPLAY_VERSION = 1;

function displayVersion(raw: unknown): number {
  const ver = isRecordObject(raw) ? raw['v'] : undefined;
  return typeof ver === 'number' ? ver : 1;
}

/** Loads the display choices; anything unreadable, or written by a newer version, counts as never set (a display choice is not worth an error). */
export async function loadDisplayPrefs(deps: StorageDeps = {}): Promise<DisplayPrefs> {
  const db = await openRollcallDb(deps.dbName);
  const raw = (await db.get('meta', 'display')) as unknown;
  if (displayVersion(raw) > DISPLAY_VERSION) return {};
  const hc = isRecordObject(raw) ? raw['highContrast'] : undefined;
  return typeof hc === 'boolean' ? { highContrast: hc } : {};
}

/**
 * Remembers the display choices (with their version), in one transaction.
 * @throws as {@link guardWrite} when storage refuses the write; StorageWriteError (nothing
 *   written) when a newer version of Rollcall saved them, which are kept untouched
 */
export async function saveDisplayPrefs(prefs: DisplayPrefs, deps: StorageDeps = {}): Promise<void> {
  await guardWrite('the display choice', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction('meta', 'readwrite'));
    if (displayVersion(await tx.store.get('display')) > DISPLAY_VERSION) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new StorageWriteError('The display choice was saved by a newer version of Rollcall; it was left untouched.');
    }
    await tx.store.put({ v: DISPLAY_VERSION, ...(prefs.highContrast !== undefined ? { highContrast: prefs.highContrast } : {}) }, 'display');
    await tx.done;
  });
}
