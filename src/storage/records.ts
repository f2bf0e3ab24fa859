/**
 * Reading stored records safely: the `{ v, rulesetId, id, data, updatedAt }` wrapper is
 * checked first, then the data against the ruleset's schema. What fails is described as a
 * {@link RecordProblem} for the UI to list; the raw value stays in the store untouched.
 */
import * as v from 'valibot';
import type { Ruleset } from '../engine/ruleset';
import { withDefaults, type FieldIssue, type FormSchema, type Values } from '../engine/schema';
import type { StoredRecord, StoreName } from './db';
import { migrateRecord } from './migrate';
import { CharacterRecordSchema, firstIssueText, WrapperSchema } from './schemas';

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

/** A stored record read back: the current wrapper, with a character's `createdAt` and `archived` when it is one. */
export type ReadRecord = StoredRecord & { readonly createdAt?: number; readonly archived?: boolean };

/**
 * Checks the wrapper of a stored record (version, ids, time stamps), migrating a record of an
 * older version first (in memory only, see migrate.ts). Characters are checked against
 * {@link CharacterRecordSchema}, history and `meta` records against {@link WrapperSchema}.
 * @param key the key it was read under, used when the record has no readable id
 */
export function checkWrapper(store: StoreName, key: string, raw: unknown): Checked<ReadRecord> {
  const r = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const rulesetId = typeof r['rulesetId'] === 'string' && r['rulesetId'] ? r['rulesetId'] : undefined;
  const name = nameOf(r['data']);
  const fail = (kind: ProblemKind, message: string): Checked<ReadRecord> =>
    ({ ok: false, problem: { store, key, kind, message, raw, ...(rulesetId ? { rulesetId } : {}), ...(name !== undefined ? { name } : {}) } });
  const m = migrateRecord(store, raw);
  if (!m.ok) return fail(m.kind, m.message);
  const parsed = v.safeParse(store === 'characters' ? CharacterRecordSchema : WrapperSchema, m.value);
  if (!parsed.success) return fail('invalid', `Not a readable record: ${firstIssueText(parsed.issues)}.`);
  return { ok: true, value: parsed.output };
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
  if (!ruleset) return unknownRuleset(store, rec, raw);
  const checked = withDefaults(schemaOf(ruleset).fields, rec.data);
  if (!checked.ok) return { ok: false, problem: { ...base, kind: 'invalid', message: `Does not fit the ${ruleset.name} sheet: ${issuesText(checked.issues)}. Kept untouched.` } };
  return { ok: true, value: { ruleset, data: checked.value } };
}

/** The problem of a record whose rule system this app does not have ('unknown-ruleset'). */
export function unknownRuleset(store: StoreName, rec: StoredRecord, raw: unknown): { ok: false; problem: RecordProblem } {
  const name = nameOf(rec.data);
  return { ok: false, problem: { store, key: rec.id, raw, rulesetId: rec.rulesetId, ...(name !== undefined ? { name } : {}), kind: 'unknown-ruleset',
    message: `Uses the rule system "${rec.rulesetId}", which this version of Rollcall does not have. Kept untouched.` } };
}

/** The problem of a record whose ruleset is known but whose code could not be loaded (`why`: the load error). */
export function rulesNotLoaded(store: StoreName, rec: StoredRecord, raw: unknown, why: string): { ok: false; problem: RecordProblem } {
  const name = nameOf(rec.data);
  return { ok: false, problem: { store, key: rec.id, raw, rulesetId: rec.rulesetId, ...(name !== undefined ? { name } : {}), kind: 'rules-not-loaded',
    message: `The rules "${rec.rulesetId}" could not be loaded (${why}). Kept untouched: reload to try again.` } };
}
