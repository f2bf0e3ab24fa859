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

/** Record version this app writes and reads. */
export const GM_RECORD_VERSION = 1;

const num = v.pipe(v.number(), v.finite());
const NoteS = v.looseObject({ label: v.string(), text: v.string(), gm: v.optional(v.boolean()), source: v.optional(v.string()) });
const StatS = v.looseObject({ label: v.string(), value: num, text: v.optional(v.string()) });
const EntryS = v.looseObject({
  id: v.string(),
  kind: v.picklist(['attack', 'spell', 'reaction', 'check', 'move', 'other']),
  label: v.string(),
  timing: v.optional(v.looseObject({
    faces: v.array(num), total: num, order: v.array(num),
    phase: v.optional(v.string()), lost: v.optional(v.boolean()), text: v.optional(v.string()),
  })),
  check: v.optional(v.looseObject({
    face: num, need: v.nullable(num), bonus: num, outcome: v.string(), label: v.string(),
    tone: v.picklist([-1, 0, 1, 2, 3]), automatic: v.optional(v.boolean()),
  })),
  summary: v.optional(v.string()),
  damage: v.optional(v.looseObject({ faces: v.array(num), total: num, armour: v.picklist(['yes', 'no']), text: v.optional(v.string()) })),
  notes: v.optional(v.array(NoteS)),
});
const ResultS = v.looseObject({
  rulesetId: v.string(),
  character: v.string(),
  at: num,
  entries: v.array(EntryS),
  defence: v.array(StatS),
  status: v.array(StatS),
  lost: v.array(NoteS),
  notes: v.array(NoteS),
});
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
