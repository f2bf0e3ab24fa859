/**
 * Asking the browser to keep Rollcall's data (persistent storage): without it, a browser may
 * clear the site's data when the phone runs low on space. Chrome grants it to an installed or
 * often-used app without asking; Firefox asks the user; Safari decides on its own.
 */

/** Whether the browser keeps the data: 'kept', 'may-clear', or 'unknown' (no StorageManager). */
export type PersistState = 'kept' | 'may-clear' | 'unknown';

function manager(): StorageManager | undefined {
  return typeof navigator !== 'undefined' && navigator.storage && typeof navigator.storage.persisted === 'function' ? navigator.storage : undefined;
}

/** The current state, without asking. */
export async function persistState(): Promise<PersistState> {
  const m = manager();
  if (!m) return 'unknown';
  try { return (await m.persisted()) ? 'kept' : 'may-clear'; } catch { return 'unknown'; }
}

/** Asks for persistent storage (may show a prompt) and returns the resulting state. */
export async function askPersist(): Promise<PersistState> {
  const m = manager();
  if (!m || typeof m.persist !== 'function') return 'unknown';
  try { return (await m.persist()) ? 'kept' : 'may-clear'; } catch { return 'unknown'; }
}

/** Bytes used and available to the site, when the browser says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | undefined> {
  const m = manager();
  if (!m || typeof m.estimate !== 'function') return undefined;
  try {
    const e = await m.estimate();
    return typeof e.usage === 'number' && typeof e.quota === 'number' ? { usage: e.usage, quota: e.quota } : undefined;
  } catch { return undefined; }
}

/** "120 kB", "3.4 MB", "1.9 GB". */
export function bytesText(n: number): string {
  if (n < 1000) return `${Math.round(n)} bytes`;
  if (n < 1e6) return `${Math.round(n / 1000)} kB`;
  if (n < 1e9) return `${(n / 1e6).toFixed(1)} MB`;
  return `${(n / 1e9).toFixed(1)} GB`;
}
