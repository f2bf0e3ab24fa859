/**
 * Rolled rounds per character, newest first, trimmed to the last {@link HISTORY_KEEP}. Each
 * is a {@link StoredRecord} whose `data` is the {@link RoundResult}, plus `characterId` for the
 * 'byCharacter' index. Reading checks the shape ({@link HistoryRecordSchema}, shared with backups and the
 * GM's saved round); a round that fails is reported, not dropped.
 */
import * as v from 'valibot';
import type { RoundResult } from '../engine/ruleset';
import { newId, type StorageDeps } from './characters';
import { openRollcallDb, RECORD_VERSION, type StoredRecord } from './db';
import { guardWrite } from './errors';
import { checkWrapper, type RecordProblem } from './records';
import { firstIssueText, HistoryRecordSchema, RoundResultSchema } from './schemas';

/** How many rounds are kept per character. */
export const HISTORY_KEEP = 50;

/** A stored round as the history store holds it. */
export interface HistoryRecord extends StoredRecord<RoundResult> {
  readonly characterId: string;
}

/** A round read back. */
export interface HistoryItem {
  readonly id: string;
  readonly characterId: string;
  readonly result: RoundResult;
}

/** Why `x` is not a rolled round ({@link RoundResultSchema}: the fields the UI relies on), or null when it is one. */
export function roundResultProblem(x: unknown): string | null {
  const r = v.safeParse(RoundResultSchema, x);
  return r.success ? null : firstIssueText(r.issues, 'the round');
}

/** Checks one raw history value (migrating an older record in memory) against {@link HistoryRecordSchema}. */
export function readRound(key: string, raw: unknown): { ok: true; value: HistoryItem } | { ok: false; problem: RecordProblem } {
  const w = checkWrapper('history', key, raw);
  if (!w.ok) return w;
  const r = v.safeParse(HistoryRecordSchema, { ...(raw as Record<string, unknown>), ...w.value });
  if (!r.success) {
    return { ok: false, problem: { store: 'history', key, kind: 'invalid', message: `A stored round could not be read: ${firstIssueText(r.issues)}. Kept untouched.`, raw, rulesetId: w.value.rulesetId } };
  }
  return { ok: true, value: { id: r.output.id, characterId: r.output.characterId, result: r.output.data as RoundResult } };
}

function atOf(raw: unknown): number {
  const r = raw as { data?: { at?: unknown }; updatedAt?: unknown } | null;
  const at = r?.data?.at ?? r?.updatedAt;
  return typeof at === 'number' ? at : 0;
}

/** A character's rounds, newest first, and the ones that could not be read. */
export async function listRounds(characterId: string, deps: StorageDeps = {}): Promise<{ rounds: HistoryItem[]; problems: RecordProblem[] }> {
  const db = await openRollcallDb(deps.dbName);
  const raws: unknown[] = await db.getAllFromIndex('history', 'byCharacter', characterId);
  raws.sort((a, b) => atOf(b) - atOf(a));
  const rounds: HistoryItem[] = [];
  const problems: RecordProblem[] = [];
  for (const raw of raws) {
    const key = String((raw as { id?: unknown })?.id ?? '?');
    const r = readRound(key, raw);
    if (r.ok) rounds.push(r.value); else problems.push(r.problem);
  }
  return { rounds, problems };
}

/**
 * Which records to delete so only the newest `keep` valid rounds remain. Rounds that could not
 * be read are never chosen (they stay for the user to see).
 */
export function roundsToTrim(raws: readonly unknown[], keep: number): string[] {
  const valid = raws.filter((r) => readRound('?', r).ok) as HistoryRecord[];
  valid.sort((a, b) => b.data.at - a.data.at || b.updatedAt - a.updatedAt);
  return valid.slice(keep).map((r) => r.id);
}

/** Saves a rolled round and trims the character's history, in one transaction. */
export async function addRound(characterId: string, result: RoundResult, deps: StorageDeps & { keep?: number } = {}): Promise<HistoryItem> {
  const rec: HistoryRecord = { v: RECORD_VERSION, rulesetId: result.rulesetId, id: newId(), characterId, data: result, updatedAt: Date.now() };
  await guardWrite('this round to the history', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction('history', 'readwrite'));
    await tx.store.put(rec);
    const all: unknown[] = await tx.store.index('byCharacter').getAll(characterId);
    for (const id of roundsToTrim(all, deps.keep ?? HISTORY_KEEP)) await tx.store.delete(id);
    await tx.done;
  });
  return { id: rec.id, characterId, result };
}
