/**
 * What the character list shows of a character's lasting state ("Hit points 35 / 42",
 * "unconscious") without loading its rules: a short summary the character screen writes to
 * `meta` under 'summary:<id>' whenever the state it shows changes. It is derived data (the
 * state itself is the 'state' pref), so it is neither backed up nor checked against a schema:
 * a missing or unreadable summary only means the list falls back to the sheet's figure.
 */
import * as v from 'valibot';
import { openRollcallDb } from './db';

/** The list's line for a character's state: health in the system's word, and the word for being down. */
export interface StateSummary {
  /** "Hit points 35 / 42". */
  readonly text: string;
  /** 'unconscious', 'dead', 'out of the fight' when the character cannot act. */
  readonly down?: string;
}

const SummarySchema = v.object({ text: v.pipe(v.string(), v.maxLength(80)), down: v.optional(v.pipe(v.string(), v.maxLength(40))) });

/** The `meta` key of a character's summary. */
export const summaryKey = (characterId: string): string => `summary:${characterId}`;

/** The summary read back from `raw`, or undefined when it is missing or not one. */
export function readSummary(raw: unknown): StateSummary | undefined {
  const r = v.safeParse(SummarySchema, raw);
  return r.success ? r.output : undefined;
}

/** Stores a character's summary (or deletes it, given null). @throws what IndexedDB throws; callers may ignore it. */
export async function saveSummary(characterId: string, summary: StateSummary | null, deps: { readonly dbName?: string } = {}): Promise<void> {
  const db = await openRollcallDb(deps.dbName);
  if (summary === null) await db.delete('meta', summaryKey(characterId));
  else await db.put('meta', { text: summary.text, ...(summary.down ? { down: summary.down } : {}) }, summaryKey(characterId));
}

/** Every stored summary by character id, read in the transaction `meta` of the caller. */
export async function readSummaries(meta: { getAll(range: IDBKeyRange): Promise<unknown[]>; getAllKeys(range: IDBKeyRange): Promise<IDBValidKey[]> }): Promise<Map<string, StateSummary>> {
  const range = IDBKeyRange.bound('summary:', 'summary:\uffff');
  const [keys, values] = await Promise.all([meta.getAllKeys(range), meta.getAll(range)]);
  const out = new Map<string, StateSummary>();
  keys.forEach((k, i) => {
    const s = readSummary(values[i]);
    if (s && typeof k === 'string') out.set(k.slice('summary:'.length), s);
  });
  return out;
}
