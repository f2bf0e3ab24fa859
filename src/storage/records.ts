/**
 * Reading stored records safely: the `{ v, rulesetId, id, data, updatedAt }` wrapper is
 * checked first, then the data against the ruleset's schema. What fails is described as a
 * {@link RecordProblem} for the UI to list; the raw value stays in the store untouched.
 */
import type { Ruleset } from '../engine/ruleset';
import { withDefaults, type FieldIssue, type FormSchema, type Values } from '../engine/schema';
import { RECORD_VERSION, type StoredRecord, type StoreName } from './db';

/**
 * Why a stored record could not be used. 'rules-not-loaded': the app knows the ruleset but
 * could not load its code this time (offline on a first visit); reloading may fix it.
 */
export type ProblemKind = 'invalid' | 'newer' | 'unknown-ruleset' | 'rules-not-loaded';

/** A stored record the app could not use, kept as it is in the store. */
export interface RecordProblem {
  readonly store: StoreName;
  /** The record's key (its id) when one could be read. */
  readonly key: string;
  readonly kind: ProblemKind;
  /** One or more sentences for the user: what was expected and what was found. */
  readonly message: string;
  /** A name to show for the record when one could be read (the sheet's `name`). */
  readonly name?: string;
  readonly rulesetId?: string;
  /** The stored value exactly as read (never modified). */
  readonly raw: unknown;
}

/** Result of checking one record. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: RecordProblem };

/** The sheet's `name` when the data has one (shown with a record that cannot be used). */
function nameOf(data: unknown): string | undefined {
  return typeof data === 'object' && data && typeof (data as Record<string, unknown>)['name'] === 'string'
    ? String((data as Record<string, unknown>)['name']) : undefined;
}

function describe(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'a list';
  if (typeof x === 'string') return `"${x.length > 30 ? x.slice(0, 30) + '…' : x}"`;
  return typeof x === 'object' ? 'an object' : `${typeof x} ${String(x)}`;
}

/**
 * Joins field issues into one message: "HP: expected at most 200; weapons #2, Damage: expected
 * dice like 1d8+4". Messages already start with the field's label; list items get their place.
 */
export function issuesText(issues: readonly FieldIssue[]): string {
  return issues.map((i) => {
    const parts = i.path.split('.');
    if (parts.length < 2) return i.message.includes(':') || !i.path ? i.message : `${i.path}: ${i.message}`;
    const where = parts.slice(0, -1).map((p) => (/^\d+$/.test(p) ? `#${Number(p) + 1}` : p)).join(' ');
    return `${where}, ${i.message}`;
  }).join('; ');
}

/**
 * Checks the wrapper of a stored record (version, ids, time stamp).
 * @param key the key it was read under, used when the record has no readable id
 */
export function checkWrapper(store: StoreName, key: string, raw: unknown): Checked<StoredRecord> {
  const fail = (kind: ProblemKind, message: string, extra: Partial<RecordProblem> = {}): Checked<StoredRecord> =>
    ({ ok: false, problem: { store, key, kind, message, raw, ...extra } });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('invalid', `Expected a stored record, but found ${describe(raw)}.`);
  const r = raw as Record<string, unknown>;
  const rulesetId = typeof r['rulesetId'] === 'string' ? r['rulesetId'] : undefined;
  const name = nameOf(r['data']);
  const extra = { ...(rulesetId ? { rulesetId } : {}), ...(name !== undefined ? { name } : {}) };
  if (typeof r['v'] !== 'number' || !Number.isInteger(r['v']) || r['v'] < 1) {
    return fail('invalid', `Expected a record version (v) of 1, but found ${describe(r['v'])}.`, extra);
  }
  if (r['v'] > RECORD_VERSION) {
    return fail('newer', `Saved by a newer version of Rollcall (record version ${r['v']}; this app reads ${RECORD_VERSION}). Kept untouched: update the app to open it.`, extra);
  }
  if (!rulesetId) return fail('invalid', `Expected a ruleset id, but found ${describe(r['rulesetId'])}.`, extra);
  if (typeof r['id'] !== 'string' || r['id'] === '') return fail('invalid', `Expected a record id, but found ${describe(r['id'])}.`, extra);
  if (typeof r['updatedAt'] !== 'number' || !Number.isFinite(r['updatedAt'])) {
    return fail('invalid', `Expected a time stamp (updatedAt), but found ${describe(r['updatedAt'])}.`, extra);
  }
  return { ok: true, value: { v: r['v'], rulesetId, id: r['id'], data: r['data'], updatedAt: r['updatedAt'] } };
}

/**
 * Checks a record's data against a schema of the ruleset, filling fields an older record lacks.
 * @param findRuleset looks the ruleset up; a missing one is reported as 'unknown-ruleset'
 */
export function checkData(
  store: StoreName,
  rec: StoredRecord,
  raw: unknown,
  findRuleset: (id: string) => Ruleset | undefined,
  schemaOf: (rs: Ruleset) => FormSchema,
): Checked<{ ruleset: Ruleset; data: Values }> {
  const name = nameOf(rec.data);
  const base = { store, key: rec.id, raw, rulesetId: rec.rulesetId, ...(name !== undefined ? { name } : {}) };
  const ruleset = findRuleset(rec.rulesetId);
  if (!ruleset) {
    return { ok: false, problem: { ...base, kind: 'unknown-ruleset', message: `Uses the rule system "${rec.rulesetId}", which this version of Rollcall does not have. Kept untouched.` } };
  }
  const checked = withDefaults(schemaOf(ruleset).fields, rec.data);
  if (!checked.ok) return { ok: false, problem: { ...base, kind: 'invalid', message: `Does not fit the ${ruleset.name} sheet: ${issuesText(checked.issues)}. Kept untouched.` } };
  return { ok: true, value: { ruleset, data: checked.value } };
}

/** The problem of a record whose ruleset is known but whose code could not be loaded (`why`: the load error). */
export function rulesNotLoaded(store: StoreName, rec: StoredRecord, raw: unknown, why: string): { ok: false; problem: RecordProblem } {
  const name = nameOf(rec.data);
  return { ok: false, problem: { store, key: rec.id, raw, rulesetId: rec.rulesetId, ...(name !== undefined ? { name } : {}), kind: 'rules-not-loaded',
    message: `The rules "${rec.rulesetId}" could not be loaded (${why}). Kept untouched: reload to try again.` } };
}
