/** Every store of a test database as one JSON text, keys included, to check it is byte-identical. */
import { openRollcallDb } from '../../src/storage/db';

export async function dumpDb(dbName: string): Promise<string> {
  const db = await openRollcallDb(dbName);
  const out: Record<string, unknown> = {};
  for (const store of ['characters', 'history', 'gm', 'meta'] as const) {
    const tx = db.transaction(store, 'readonly');
    const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
    await tx.done;
    out[store] = keys.map((k, i) => [k, values[i]]);
  }
  return JSON.stringify(out);
}
