/**
 * Turning storage failures into one short sentence for the user, and the error thrown when
 * a write cannot happen (quota, a closed database, a record from a newer version).
 */
import { DbUnavailableError } from './db';
import { tracked } from './pending';

/** Thrown when a write was refused or failed; nothing was half-written (transactions). */
export class StorageWriteError extends Error {
  override name = 'StorageWriteError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * Thrown (nothing written) when a change of the lasting state, or a roll, was computed from a
 * state that is no longer the one stored: another tab or window of this phone changed it since.
 */
export class StateChangedError extends StorageWriteError {
  override name = 'StateChangedError';
}

/** One sentence for the user about a storage failure. */
export function storageErrorText(err: unknown): string {
  if (err instanceof DbUnavailableError) {
    return err.message.includes('another Rollcall tab')
      ? 'Another Rollcall tab or window still has the data open with an older version: close it and reload. You can still roll; changes last until you close the page.'
      : 'This browser is not letting Rollcall save (private mode?). You can still roll; changes last until you close the page.';
  }
  if (err instanceof StorageWriteError) return err.message;
  const name = err instanceof Error || (typeof DOMException !== 'undefined' && err instanceof DOMException) ? (err as Error).name : '';
  if (name === 'QuotaExceededError') return 'The phone has no room left for Rollcall\'s data: nothing was saved. Free some space and try again.';
  if (name === 'InvalidStateError' || name === 'AbortError') return 'Saving was interrupted: nothing was saved. Try again.';
  return `Saving failed: ${err instanceof Error ? err.message : String(err)}`;
}

/** A transaction `guardWrite` aborts if its write throws (anything with `abort()`). */
interface Abortable { abort(): void; readonly done?: Promise<void> }

/**
 * Runs a write (with the page-leave guard while it is in flight, see pending.ts); failures
 * other than "unavailable" become a {@link StorageWriteError} with a readable message.
 * Transactions passed through `own` are aborted when the write throws: requests already made
 * in them are then rolled back instead of committing half a write (a request that throws at
 * once, say on a full disk, would otherwise leave the ones before it to commit).
 */
export async function guardWrite<T>(what: string, fn: (own: <X extends Abortable>(tx: X) => X) => Promise<T>): Promise<T> {
  const owned: Abortable[] = [];
  const own = <X extends Abortable>(tx: X): X => {
    owned.push(tx);
    // Its rejection is reported through the write's own error; never as an unhandled one.
    tx.done?.catch(() => undefined);
    return tx;
  };
  try {
    return await tracked(() => fn(own));
  } catch (err) {
    for (const tx of owned) {
      try { tx.abort(); } catch { /* already committed or aborted */ }
    }
    if (err instanceof DbUnavailableError || err instanceof StorageWriteError) throw err;
    const name = err instanceof Error ? err.name : '';
    const why = name === 'QuotaExceededError' || name === 'InvalidStateError' || name === 'AbortError'
      ? storageErrorText(err) : (err instanceof Error ? err.message : String(err));
    throw new StorageWriteError(`Could not save ${what}. ${why}`, { cause: err });
  }
}
