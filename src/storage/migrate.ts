/**
 * Bringing stored records written by an older app version up to the current shape, in memory.
 * Reading never writes: a migrated record is stored in its new shape only when it is next
 * saved, so an older app still open in another tab keeps reading what it wrote.
 *
 * Record versions (the `v` of every record in `characters`, `history` and `meta`):
 * - 1: `{ v: 1, rulesetId, id, data, updatedAt }`, history records also `characterId`.
 * - 2: characters gain `createdAt` (ms since 1970; a v1 record takes its `updatedAt`) and
 *   `archived` (false). History and remembered inputs are unchanged but for `v`.
 *
 * A record with a higher `v` than {@link RECORD_VERSION} is from a newer app: it is reported
 * and left as it is, never migrated down or overwritten.
 */
import { RECORD_VERSION, type StoreName } from './db';
import { describeValue } from './schemas';

/** A raw record brought to the current version, or why it cannot be. */
export type Migrated =
  | { readonly ok: true; readonly value: Readonly<Record<string, unknown>>; readonly from: number }
  | { readonly ok: false; readonly kind: 'newer' | 'invalid'; readonly message: string };

type Step = (store: StoreName, r: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/** `STEPS[n]` turns a version-n record into a version-(n+1) one; never mutates its input. */
const STEPS: Readonly<Record<number, Step>> = {
  1: (store, r) => store === 'characters'
    ? { ...r, v: 2, createdAt: typeof r['updatedAt'] === 'number' && Number.isFinite(r['updatedAt']) && r['updatedAt'] >= 0 ? r['updatedAt'] : 0, archived: false }
    : { ...r, v: 2 },
};

/** The record's version when it has a readable one. */
export function versionOf(raw: unknown): number | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const ver = (raw as Record<string, unknown>)['v'];
  return typeof ver === 'number' && Number.isInteger(ver) && ver >= 1 ? ver : undefined;
}

/**
 * Migrates one raw record of `store` to {@link RECORD_VERSION}. Only the version chain is
 * applied here; the caller checks the result against the store's schema.
 */
export function migrateRecord(store: StoreName, raw: unknown): Migrated {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, kind: 'invalid', message: `Expected a stored record, but found ${describeValue(raw)}.` };
  }
  const from = versionOf(raw);
  if (from === undefined) {
    return { ok: false, kind: 'invalid', message: `Expected a record version (v) from 1 to ${RECORD_VERSION}, but found ${describeValue((raw as Record<string, unknown>)['v'])}.` };
  }
  if (from > RECORD_VERSION) {
    return { ok: false, kind: 'newer', message: `Saved by a newer version of Rollcall (record version ${from}; this app reads up to ${RECORD_VERSION}). Kept untouched: update the app to open it.` };
  }
  let r = raw as Readonly<Record<string, unknown>>;
  for (let ver = from; ver < RECORD_VERSION; ver++) r = STEPS[ver]!(store, r);
  return { ok: true, value: r, from };
}
