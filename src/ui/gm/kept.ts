/**
 * The monsters a GM keeps for later encounters (a stat line made once, used every evening):
 * one record in IndexedDB (store 'gm', key 'monsters'), checked on read like the round. A value
 * that fails its check is moved aside under 'monsters-unreadable-<time>', never dropped.
 *
 * Shape (record version 1): { v: 1, id: 'monsters', list: [{ rulesetId, name, sheet, declaration }] }.
 */
import * as v from 'valibot';
import type { Values } from '../../engine/schema';
import { openRollcallDb } from '../../storage/db';

/** A monster the GM kept: its system, name, sheet and declaration. */
export interface KeptMonster {
  readonly rulesetId: string;
  readonly name: string;
  readonly sheet: Values;
  readonly declaration: Values;
}

/** Most monsters kept; the oldest goes when a new one comes. */
export const MAX_KEPT = 200;

const KEY = 'monsters';
const RecordOf = v.record(v.string(), v.unknown());
const KeptS = v.looseObject({
  v: v.literal(1), id: v.literal(KEY),
  list: v.array(v.looseObject({ rulesetId: v.string(), name: v.pipe(v.string(), v.maxLength(60)), sheet: RecordOf, declaration: RecordOf })),
});

/** Checks a stored value. @returns the list, or one sentence of what was expected and what came. */
export function readKept(value: unknown): { ok: true; value: KeptMonster[] } | { ok: false; message: string } {
  const r = v.safeParse(KeptS, value);
  if (!r.success) {
    const issue = r.issues[0];
    return { ok: false, message: `The monsters you kept are not readable: at ${issue.path?.map((p) => String(p.key)).join('.') || 'the record'}, ${issue.message}.` };
  }
  return { ok: true, value: r.output.list as KeptMonster[] };
}

/** The list with `m` kept: one of the same system and name is replaced, the list capped at {@link MAX_KEPT}. */
export function withKept(list: readonly KeptMonster[], m: KeptMonster): KeptMonster[] {
  const same = (x: KeptMonster) => x.rulesetId === m.rulesetId && x.name.toLocaleLowerCase() === m.name.toLocaleLowerCase();
  return [...list.filter((x) => !same(x)), m].slice(-MAX_KEPT);
}

/** Loads the kept monsters. Never throws: a problem comes back as a sentence, with the list empty. */
export async function loadKept(): Promise<{ list: KeptMonster[]; problem?: string }> {
  try {
    const db = await openRollcallDb();
    const raw: unknown = await db.get('gm', KEY);
    if (raw === undefined) return { list: [] };
    const read = readKept(raw);
    if (read.ok) return { list: read.value };
    const aside = `${KEY}-unreadable-${Date.now()}`;
    const tx = db.transaction('gm', 'readwrite');
    await Promise.all([tx.store.put(raw, aside), tx.store.delete(KEY), tx.done]);
    return { list: [], problem: `${read.message} It was kept aside as "${aside}".` };
  } catch (err) {
    return { list: [], problem: `The monsters you kept could not be loaded: ${err instanceof Error ? err.message : String(err)}.` };
  }
}

/** Saves the kept monsters. @throws Error (a failed write) for the caller to report. */
export async function saveKept(list: readonly KeptMonster[]): Promise<void> {
  const db = await openRollcallDb();
  await db.put('gm', { v: 1, id: KEY, list }, KEY);
}
