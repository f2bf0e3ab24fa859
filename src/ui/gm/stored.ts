/**
 * The GM's round as stored in IndexedDB (store 'gm', key 'round'), and its check on read.
 * Stored values are untrusted (another app version, a broken write): `readStoredRound`
 * says exactly what is wrong instead of dropping the value (persist.ts keeps it aside).
 *
 * Shape (record version 1): { v: 1, rulesetId, id: 'round', data: { round, rulesetId, results, previous? }, updatedAt }
 */
import * as v from 'valibot';
import type { RoundResult } from '../../engine/ruleset';
import type { GmRound } from './round';
import { RoundResultSchema } from '../../storage/schemas';

/** Record version this app writes and reads. */
export const GM_RECORD_VERSION = 1;

const num = v.pipe(v.number(), v.finite());
// One schema of a rolled round for the history, backups and this saved round.
const ResultS = RoundResultSchema;
const CoreS = v.looseObject({
  round: v.pipe(v.number(), v.integer(), v.minValue(1)),
  rulesetId: v.nullable(v.string()),
  results: v.array(ResultS),
});
const RecordS = v.looseObject({
  v: v.literal(GM_RECORD_VERSION),
  id: v.literal('round'),
  data: v.looseObject({ ...CoreS.entries, previous: v.optional(CoreS) }),
  updatedAt: num,
});

/** The record to store for a round. */
export function toStoredRound(r: GmRound, now: number): unknown {
  return { v: GM_RECORD_VERSION, rulesetId: r.rulesetId ?? '', id: 'round', data: r, updatedAt: now };
}

function where(path: v.BaseIssue<unknown>['path']): string {
  return path?.map((p) => String(p.key)).join('.') || 'the record';
}

/**
 * Checks a stored value. Never throws.
 * @returns the round, or one sentence of what was expected and what was found
 */
export function readStoredRound(value: unknown): { ok: true; value: GmRound } | { ok: false; message: string } {
  if (value && typeof value === 'object' && 'v' in value && typeof value.v === 'number' && value.v > GM_RECORD_VERSION) {
    return { ok: false, message: `The saved GM round was written by a newer version of Rollcall (record version ${value.v}; this app reads ${GM_RECORD_VERSION}).` };
  }
  const r = v.safeParse(RecordS, value);
  if (!r.success) {
    const issue = r.issues[0];
    return { ok: false, message: `The saved GM round is not readable: at ${where(issue.path)}, ${issue.message}.` };
  }
  const d = r.output.data;
  const core = (c: typeof d | NonNullable<typeof d.previous>) => ({ round: c.round, rulesetId: c.rulesetId, results: c.results as unknown as RoundResult[] });
  return { ok: true, value: { ...core(d), ...(d.previous ? { previous: core(d.previous) } : {}) } };
}
