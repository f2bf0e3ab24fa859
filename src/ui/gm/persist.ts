/**
 * Loads and saves the GM's round in IndexedDB (store 'gm', key 'round'). A stored value that
 * fails its check is moved aside under 'round-unreadable-<time>' (kept, never dropped) and
 * reported; the GM then starts from an empty round.
 */
import { openRollcallDb } from '../../storage/db';
import { guardWrite } from '../../storage/errors';
import { inOrder } from '../../storage/queue';
import type { GmRound } from './round';
import { readStoredRound, toStoredRound } from './stored';

const KEY = 'round';

/** What loading found: a round, nothing yet, or a problem to show (with where the old value went). */
export type Loaded =
  | { readonly kind: 'round'; readonly round: GmRound }
  | { readonly kind: 'none' }
  | { readonly kind: 'problem'; readonly message: string };

/** Reads the saved round. Never throws: storage failures come back as a problem. */
export async function loadRound(): Promise<Loaded> {
  try {
    const db = await openRollcallDb();
    const raw: unknown = await db.get('gm', KEY);
    if (raw === undefined) return { kind: 'none' };
    const read = readStoredRound(raw);
    if (read.ok) return { kind: 'round', round: read.value };
    const aside = `${KEY}-unreadable-${Date.now()}`;
    const tx = db.transaction('gm', 'readwrite');
    await Promise.all([tx.store.put(raw, aside), tx.store.delete(KEY), tx.done]);
    return { kind: 'problem', message: `${read.message} It was kept aside as "${aside}" and a new round started.` };
  } catch (err) {
    return { kind: 'problem', message: `The saved GM round could not be loaded: ${err instanceof Error ? err.message : String(err)}. Rounds may not be saved either.` };
  }
}

/**
 * Saves the round, one save after another (a later round never lands before an earlier one).
 * @throws DbUnavailableError, or StorageWriteError whose message names the cause ("The phone
 *   has no room left for Rollcall's data…"), for the caller to report with Retry
 */
export function saveRound(round: GmRound): Promise<void> {
  const value = toStoredRound(round, Date.now());
  return inOrder('gm', () => guardWrite('the GM\'s round', async (own) => {
    const db = await openRollcallDb();
    const tx = own(db.transaction('gm', 'readwrite'));
    await tx.store.put(value, KEY);
    await tx.done;
  }));
}
