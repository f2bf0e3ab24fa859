/**
 * A character's changes one after another: each task starts once the one before it has
 * finished (landed or failed), so a change is computed from the state the one before left and
 * its write can never overwrite a later tap's. One queue per key (a character's id) for the
 * page: a character screen left and reopened while a write is in flight reads after it lands.
 */
const tails = new Map<string, Promise<void>>();

/**
 * Runs `task` after every task queued before it under `key`; a failed task does not stop the
 * ones after it (its caller gets the rejection).
 * @returns what `task` returns
 */
export function inOrder<T>(key: string, task: () => T | Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  const run = before.then(task);
  const tail = run.then(() => undefined, () => undefined);
  tails.set(key, tail);
  void tail.then(() => { if (tails.get(key) === tail) tails.delete(key); });
  return run;
}

/** Resolves once every task queued under `key` so far has finished. */
export function settled(key: string): Promise<void> {
  return tails.get(key) ?? Promise.resolve();
}
