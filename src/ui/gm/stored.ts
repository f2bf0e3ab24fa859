/**
 * The GM's round as stored in IndexedDB (store 'gm', key 'round'), and its check on read.
 * Stored values are untrusted (another app version, a broken write): `readStoredRound`
 * says exactly what is wrong instead of dropping the value (persist.ts keeps it aside).
 *
 * Shape (record version 1): { v: 1, rulesetId, id: 'round', data: { round, rulesetId, results,
 * startedAt?, rolls?, rounds?, marks?, now?, board?, carried?, verdicts?, previous?, combatants?, log?,
 * fight?, verified? }, updatedAt }. `verdicts` and `verified` came with verified table mode;
 * `rounds`, `fight`, a previous round's `states` and a combatant's `sheet`, `declaration` and
 * `states` with the monsters that fight.
 * The fields after `results` came with the GM's table; being optional, a round saved
 * before them still reads, and an older app reading a newer round keeps the players' results.
 */
import * as v from 'valibot';
import type { RoundResult } from '../../engine/ruleset';
import type { TurnBoard } from '../../engine/turns';
import type { GmCombatant } from './combatants';
import type { FightEntry } from './fight';
import type { GmRound, RoundCore } from './round';
import type { VerifiedTable } from './verified';
import { RoundResultSchema } from '../../storage/schemas';

/** Record version this app writes and reads. */
export const GM_RECORD_VERSION = 1;

const num = v.pipe(v.number(), v.finite());
const MarkS = v.looseObject({
  held: v.optional(v.boolean()), at: v.optional(num), actsOn: v.optional(v.string()), stunned: v.optional(v.boolean()),
  lost: v.optional(v.boolean()), removed: v.optional(v.boolean()), carry: v.optional(v.boolean()), note: v.optional(v.string()),
});
const MoveS = v.variant('kind', [
  v.looseObject({ kind: v.literal('turn'), faction: v.string(), who: v.string() }),
  v.looseObject({ kind: v.literal('pass'), faction: v.string(), forced: v.optional(v.boolean()) }),
  v.looseObject({ kind: v.literal('reaction'), faction: v.string(), who: v.string() }),
]);
const BoardS = v.looseObject({ initiative: v.string(), first: v.nullable(v.string()), moves: v.array(MoveS), out: v.optional(v.array(v.string())) });
const CarriedS = v.looseObject({ from: num, who: v.string(), text: v.string() });
const RecordOf = v.record(v.string(), v.unknown());
const CombatantS = v.looseObject({
  id: v.string(), name: v.string(), side: v.string(), count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  values: RecordOf,
  sheet: v.optional(RecordOf), declaration: v.optional(RecordOf), states: v.optional(v.array(RecordOf)), starts: v.optional(v.array(RecordOf)), rulesetId: v.optional(v.string()),
  parked: v.optional(v.looseObject({ rulesetId: v.string(), sheet: RecordOf, declaration: RecordOf, states: v.array(RecordOf) })),
});
const FightS = v.looseObject({
  id: num, round: num, at: num, kind: v.picklist(['hit', 'tick', 'heal', 'clear']), cid: v.string(), member: v.pipe(v.number(), v.integer(), v.minValue(0)),
  who: v.string(), from: v.optional(v.string()), row: v.optional(v.string()), outcome: v.optional(v.string()),
  text: v.string(), notes: v.array(v.string()), before: RecordOf, after: RecordOf,
});
const LogS = v.looseObject({
  round: num, at: num, lines: v.array(v.string()),
  sheets: v.optional(v.array(v.looseObject({ who: v.string(), rulesetId: v.string(), inputs: v.string(), mark: v.optional(v.string()) }))),
});
// Verified table mode: a check's marks, and the table's codes and phones.
const VerdictS = v.looseObject({
  status: v.picklist(['verified', 'not-verified', 'unverified']), reason: v.optional(v.string()), message: v.string(),
});
const StoredVerdictS = v.looseObject({
  at: num, round: VerdictS, entries: v.array(VerdictS),
  spare: v.array(v.looseObject({ sides: num, face: num })),
  manual: v.array(v.looseObject({ entry: num, what: v.picklist(['initiative', 'check', 'damage']), value: num })),
  rules: v.optional(v.looseObject({ rolled: num, here: num })),
  sheet: v.optional(v.looseObject({ line: v.string(), inputs: v.string(), settled: v.optional(v.picklist(['accepted', 'refused'])) })),
});
const PhoneS = v.looseObject({
  id: v.string(), length: num, commitment: v.string(), label: v.string(), lastLink: num, lastCode: v.string(),
  names: v.optional(v.array(v.looseObject({ name: v.string(), link: num }))), joined: v.optional(num),
  shown: v.optional(v.looseObject({ code: v.string(), link: num })),
  sheets: v.optional(v.array(v.string())),
  kept: v.optional(v.record(v.string(), v.looseObject({ rulesetId: v.string(), inputs: v.string(), from: v.picklist(['join', 'first', 'accepted']) }))),
});
const VerifiedS = v.looseObject({
  on: v.boolean(), code: v.string(), earlier: v.array(v.looseObject({ round: num, code: v.string() })), phones: v.record(v.string(), PhoneS), removed: v.optional(v.record(v.string(), PhoneS)),
});
// One schema of a rolled round for the history, backups and this saved round.
const ResultS = RoundResultSchema;
const CoreS = v.looseObject({
  round: v.pipe(v.number(), v.integer(), v.minValue(1)),
  rulesetId: v.nullable(v.string()),
  results: v.array(ResultS),
  startedAt: v.optional(num),
  rolls: v.optional(v.record(v.string(), RoundResultSchema.entries.entries)),
  rounds: v.optional(v.record(v.string(), v.array(ResultS))),
  states: v.optional(v.record(v.string(), v.array(RecordOf))),
  marks: v.optional(v.record(v.string(), MarkS)),
  now: v.optional(v.nullable(v.string())),
  board: v.optional(BoardS),
  carried: v.optional(v.array(CarriedS)),
  verdicts: v.optional(v.record(v.string(), StoredVerdictS)),
});
const RecordS = v.looseObject({
  v: v.literal(GM_RECORD_VERSION),
  id: v.literal('round'),
  data: v.looseObject({ ...CoreS.entries, previous: v.optional(CoreS), combatants: v.optional(v.array(CombatantS)), log: v.optional(v.array(LogS)), fight: v.optional(v.array(FightS)), verified: v.optional(VerifiedS) }),
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
  // Valibot's output has been checked field by field above; the casts only name the shapes.
  const core = (c: typeof d | NonNullable<typeof d.previous>): RoundCore => ({
    round: c.round, rulesetId: c.rulesetId, results: c.results as unknown as RoundResult[],
    ...(c.startedAt !== undefined ? { startedAt: c.startedAt } : {}),
    ...(c.rolls ? { rolls: c.rolls as unknown as RoundCore['rolls'] } : {}),
    ...(c.rounds ? { rounds: c.rounds as unknown as RoundCore['rounds'] } : {}),
    ...(c.states ? { states: c.states as unknown as RoundCore['states'] } : {}),
    ...(c.marks ? { marks: c.marks as RoundCore['marks'] } : {}),
    ...(c.now !== undefined ? { now: c.now } : {}),
    ...(c.board ? { board: c.board as unknown as TurnBoard } : {}),
    ...(c.carried ? { carried: c.carried } : {}),
    ...(c.verdicts ? { verdicts: c.verdicts as unknown as RoundCore['verdicts'] } : {}),
  });
  return {
    ok: true,
    value: {
      ...core(d),
      ...(d.previous ? { previous: core(d.previous) } : {}),
      ...(d.combatants ? { combatants: d.combatants as unknown as GmCombatant[] } : {}),
      ...(d.log ? { log: d.log } : {}),
      ...(d.fight ? { fight: d.fight as unknown as FightEntry[] } : {}),
      ...(d.verified ? { verified: d.verified as unknown as VerifiedTable } : {}),
    },
  };
}
