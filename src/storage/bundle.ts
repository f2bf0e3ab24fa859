/**
 * A character with everything stored about it, as raw records: the character record, its
 * rolled rounds, its remembered inputs and the round rolled and not passed yet. The unit of
 * "delete with undo", of a one-character backup and of moving a character to another phone.
 */
import { PREF_KINDS, prefKey, rolledKey, type PrefKind, type StorageDeps } from './characters';
import { summaryKey } from './summary';
import { openRollcallDb } from './db';
import { guardWrite } from './errors';

/** The raw records of one character, exactly as stored (unvalidated: check before trusting). */
export interface CharacterBundle {
  /** The `characters` record. */
  readonly character: unknown;
  /** Its `history` records. */
  readonly history: readonly unknown[];
  /** Its remembered inputs from `meta`, by kind; absent when none is stored. */
  readonly prefs: { readonly [K in PrefKind]?: unknown };
  /** The round rolled and not passed yet ('rolled:<id>', ./rolled.ts), when one is stored; a QR transfer leaves it out, as it does the rounds. */
  readonly rolled?: unknown;
}

/** Every character's bundle (or only those of `ids`), in one read transaction. Unreadable records are included as they are. */
export async function readBundles(deps: StorageDeps = {}, ids?: readonly string[]): Promise<CharacterBundle[]> {
  const db = await openRollcallDb(deps.dbName);
  const tx = db.transaction(['characters', 'history', 'meta'], 'readonly');
  const keys = ids ?? (await tx.objectStore('characters').getAllKeys()).map(String);
  const out: CharacterBundle[] = [];
  for (const id of keys) {
    const character: unknown = await tx.objectStore('characters').get(id);
    if (character === undefined) continue;
    const history: unknown[] = await tx.objectStore('history').index('byCharacter').getAll(id);
    const prefs: { [K in PrefKind]?: unknown } = {};
    for (const kind of PREF_KINDS) {
      const p: unknown = await tx.objectStore('meta').get(prefKey(kind, id));
      if (p !== undefined) prefs[kind] = p;
    }
    const rolled: unknown = await tx.objectStore('meta').get(rolledKey(id));
    out.push({ character, history, prefs, ...(rolled !== undefined ? { rolled } : {}) });
  }
  await tx.done;
  return out;
}

/**
 * Deletes a character with its history and remembered inputs in one transaction, and returns
 * what was deleted, so {@link restoreBundle} can undo it. `undefined` when there was none.
 */
export async function takeCharacter(id: string, deps: StorageDeps = {}): Promise<CharacterBundle | undefined> {
  return guardWrite('the deletion', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction(['characters', 'history', 'meta'], 'readwrite'));
    const character: unknown = await tx.objectStore('characters').get(id);
    if (character === undefined) { await tx.done; return undefined; }
    const index = tx.objectStore('history').index('byCharacter');
    const history: unknown[] = await index.getAll(id);
    const historyKeys = await index.getAllKeys(id);
    const prefs: { [K in PrefKind]?: unknown } = {};
    for (const kind of PREF_KINDS) {
      const p: unknown = await tx.objectStore('meta').get(prefKey(kind, id));
      if (p !== undefined) prefs[kind] = p;
    }
    const rolled: unknown = await tx.objectStore('meta').get(rolledKey(id));
    await Promise.all([
      tx.objectStore('characters').delete(id),
      tx.objectStore('meta').delete(rolledKey(id)),
      ...historyKeys.map((k) => tx.objectStore('history').delete(k)),
      ...PREF_KINDS.map((k) => tx.objectStore('meta').delete(prefKey(k, id))),
      // The list's summary is derived from the state: it is written again when the character is opened.
      tx.objectStore('meta').delete(summaryKey(id)),
    ]);
    await tx.done;
    return { character, history, prefs, ...(rolled !== undefined ? { rolled } : {}) };
  });
}

/** The id of a bundle's character record. @throws Error when it has none (not a bundle this app made). */
export function bundleId(b: CharacterBundle): string {
  const id = typeof b.character === 'object' && b.character !== null ? (b.character as Record<string, unknown>)['id'] : undefined;
  if (typeof id !== 'string' || !id) throw new Error('Expected a character record with an id in the bundle, but found none.');
  return id;
}

/**
 * Puts a bundle taken by {@link takeCharacter} back, exactly as it was, in one transaction
 * (undo of a deletion). Imports go through backup.ts instead, which validates first.
 */
export async function restoreBundle(b: CharacterBundle, deps: StorageDeps = {}): Promise<void> {
  const id = bundleId(b);
  await guardWrite('the character back', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction(['characters', 'history', 'meta'], 'readwrite'));
    await tx.objectStore('characters').put(b.character);
    for (const h of b.history) await tx.objectStore('history').put(h);
    for (const kind of PREF_KINDS) if (b.prefs[kind] !== undefined) await tx.objectStore('meta').put(b.prefs[kind], prefKey(kind, id));
    if (b.rolled !== undefined) await tx.objectStore('meta').put(b.rolled, rolledKey(id));
    await tx.done;
  });
}
