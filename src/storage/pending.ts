/**
 * Writes in flight, and the page-leave guard while there are any: closing the tab or
 * reloading during a write makes the browser ask first ("Leave site? Changes may not be
 * saved"). A write cut off anyway is lost whole (each is one transaction), never half-stored.
 */

let pending = 0;
const listeners = new Set<(n: number) => void>();

function onBeforeUnload(e: BeforeUnloadEvent): void {
  e.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  e.returnValue = '';
}

function setPending(n: number): void {
  const was = pending;
  pending = n;
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    if (was === 0 && n > 0) window.addEventListener('beforeunload', onBeforeUnload);
    if (was > 0 && n === 0) window.removeEventListener('beforeunload', onBeforeUnload);
  }
  for (const l of listeners) l(n);
}

/** How many writes are in flight. */
export function pendingWrites(): number {
  return pending;
}

/** Calls `fn` with the number of writes in flight whenever it changes; returns the unsubscribe. */
export function onPendingWrites(fn: (n: number) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Runs a write with the page-leave guard up until it settles. */
export async function tracked<T>(fn: () => Promise<T>): Promise<T> {
  setPending(pending + 1);
  try {
    return await fn();
  } finally {
    setPending(pending - 1);
  }
}
