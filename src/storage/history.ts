/**
 * A character's history, newest first: rolled rounds (trimmed to the last {@link HISTORY_KEEP})
 * and changes of the lasting state (hits taken, rounds passing, healing and clearing by hand;
 * trimmed to the last {@link STATE_EVENTS_KEEP}; written by ./state.ts). Each is a
 * {@link StoredRecord} in the `history` store whose `data` is a {@link RoundResult} or a
 * {@link StateEvent} (`kind: 'state'`), plus `characterId` for the 'byCharacter' index.
 * Reading checks the shape ({@link HistoryRecordSchema}, shared with backups); a record that
 * fails is reported, not dropped.
 */
import * as v from 'valibot';
import type { RoundResult } from '../engine/ruleset';
import type { Note } from '../engine/plan';
import type { HitReport } from '../engine/state';
import type { Values } from '../engine/schema';
import { newId, type StorageDeps } from './characters';
import { openRollcallDb, RECORD_VERSION, type StoredRecord } from './db';
import { guardWrite } from './errors';
import { checkWrapper, type RecordProblem } from './records';
import { firstIssueText, historySchemaOf, RoundResultSchema, StateEventRecordSchema } from './schemas';

/** How many rounds are kept per character. */
export const HISTORY_KEEP = 50;
/** How many state changes are kept per character (a busy fight has several a round). */
export const STATE_EVENTS_KEEP = 100;

/** Which change of the lasting state a {@link StateEvent} records. */
export type StateEventKind = 'hit' | 'next-round' | 'heal' | 'clear';

/**
 * One change of a character's lasting state, as the history keeps it: `before` is the stored
 * state it replaced (null when none was stored: the ruleset's `initial` applied), `after` the
 * state stored by it; `notes` and `hits` are the ruleset's `StateChange` words. Undoing it puts
 * `before` back (./state.ts `undoStateEvent`).
 */
export interface StateEvent {
  readonly kind: 'state';
  readonly event: StateEventKind;
  readonly rulesetId: string;
  /** The character's name when it happened. */
  readonly character: string;
  /** ms since 1970. */
  readonly at: number;
  readonly before: Values | null;
  readonly after: Values;
  readonly notes: readonly Note[];
  readonly hits: readonly HitReport[];
  /** A round's end ('next-round' after a roll): the rolled round it ended, which its undo puts back on screen. */
  readonly ended?: RolledRound;
  /** What ended the round: the player's Next round, or the roll of the next round (first thing in it). */
  readonly by?: 'next-round' | 'roll';
}

/**
 * The round rolled and not passed yet, kept with its character (`meta` 'rolled:<id>', see
 * ./rolled.ts): leaving, reloading or closing the app shows it again, and its end happens
 * once, when this record goes.
 */
export interface RolledRound {
  /** The id of the round's history record. */
  readonly roundId: string;
  readonly result: RoundResult;
  /** The lasting state the round was rolled from (Roll again starts there); null when none was stored. */
  readonly start: Values | null;
  /** The round's shared code (what its QR code and Share carry), once made. */
  readonly code?: string;
  /** The GM's round code it was rolled with (verified table mode). */
  readonly roundCode?: string;
  /** The declaration from before a reaction, which comes back with the next round. */
  readonly beforeReaction?: Values | null;
}

/** A stored history record: a rolled round or a state change. */
export interface HistoryRecord extends StoredRecord<RoundResult | StateEvent> {
  readonly characterId: string;
}

/** A rolled round read back. */
export interface RoundItem {
  readonly kind: 'round';
  readonly id: string;
  readonly characterId: string;
  readonly result: RoundResult;
}

/** A state change read back. */
export interface StateEventItem {
  readonly kind: 'state';
  readonly id: string;
  readonly characterId: string;
  readonly event: StateEvent;
}

/** One line of a character's history: a rolled round or a state change (tell them by `kind`). */
export type HistoryEntry = RoundItem | StateEventItem;

/** A rolled round read back (the name the round screens have always used). */
export type HistoryItem = RoundItem;

/** When a history entry happened, ms since 1970. */
export function entryAt(e: HistoryEntry): number {
  return e.kind === 'round' ? e.result.at : e.event.at;
}

/** Why `x` is not a rolled round ({@link RoundResultSchema}: the fields the UI relies on), or null when it is one. */
export function roundResultProblem(x: unknown): string | null {
  const r = v.safeParse(RoundResultSchema, x);
  return r.success ? null : firstIssueText(r.issues, 'the round');
}

/**
 * Checks one raw history value (migrating an older record in memory): a rolled round or a
 * state change, by its `data.kind` ({@link historySchemaOf}).
 */
export function readHistoryRecord(key: string, raw: unknown): { ok: true; value: HistoryEntry } | { ok: false; problem: RecordProblem } {
  const w = checkWrapper('history', key, raw);
  if (!w.ok) return w;
  const schema = historySchemaOf(raw);
  const r = v.safeParse(schema, { ...(raw as Record<string, unknown>), ...w.value });
  if (!r.success) {
    const what = schema === StateEventRecordSchema ? 'A stored state change' : 'A stored round';
    return { ok: false, problem: { store: 'history', key, kind: 'invalid', message: `${what} could not be read: ${firstIssueText(r.issues)}. Kept untouched.`, raw, rulesetId: w.value.rulesetId } };
  }
  const { id, characterId } = r.output;
  return schema === StateEventRecordSchema
    ? { ok: true, value: { kind: 'state', id, characterId, event: r.output.data as unknown as StateEvent } }
    : { ok: true, value: { kind: 'round', id, characterId, result: r.output.data as unknown as RoundResult } };
}

/**
 * Checks one raw history value as a rolled round; a state change is refused here (it is read by
 * {@link readHistoryRecord}).
 */
export function readRound(key: string, raw: unknown): { ok: true; value: RoundItem } | { ok: false; problem: RecordProblem } {
  const r = readHistoryRecord(key, raw);
  if (!r.ok) return r;
  if (r.value.kind !== 'round') {
    return { ok: false, problem: { store: 'history', key, kind: 'invalid', message: 'Expected a rolled round, but this is a state change.', raw, rulesetId: r.value.event.rulesetId } };
  }
  return { ok: true, value: r.value };
}

function atOf(raw: unknown): number {
  const r = raw as { data?: { at?: unknown }; updatedAt?: unknown } | null;
  const at = r?.data?.at ?? r?.updatedAt;
  return typeof at === 'number' ? at : 0;
}

/**
 * A character's history, newest first, and the records that could not be read: `items` holds
 * rounds and state changes together; `rounds` only the rounds (what the round screens list).
 */
export async function listRounds(characterId: string, deps: StorageDeps = {}): Promise<{ items: HistoryEntry[]; rounds: RoundItem[]; problems: RecordProblem[] }> {
  const db = await openRollcallDb(deps.dbName);
  const raws: unknown[] = await db.getAllFromIndex('history', 'byCharacter', characterId);
  return readHistory(raws);
}

/** Reads raw history records: newest first, with what could not be read. */
export function readHistory(raws: readonly unknown[]): { items: HistoryEntry[]; rounds: RoundItem[]; problems: RecordProblem[] } {
  const sorted = [...raws].sort((a, b) => atOf(b) - atOf(a));
  const items: HistoryEntry[] = [];
  const problems: RecordProblem[] = [];
  for (const raw of sorted) {
    const key = String((raw as { id?: unknown })?.id ?? '?');
    const r = readHistoryRecord(key, raw);
    if (r.ok) items.push(r.value); else problems.push(r.problem);
  }
  return { items, rounds: items.filter((i): i is RoundItem => i.kind === 'round'), problems };
}

/** A character's history, newest first (the same as {@link listRounds}, by its other name). */
export const listHistory = listRounds;

/**
 * Which records to delete so only the newest `keep` valid rounds (and the newest `keepEvents`
 * valid state changes) remain. Records that could not be read are never chosen (they stay for
 * the user to see).
 */
export function roundsToTrim(raws: readonly unknown[], keep: number, keepEvents = STATE_EVENTS_KEEP): string[] {
  const rounds: { id: string; at: number; updatedAt: number }[] = [];
  const events: { id: string; at: number; updatedAt: number }[] = [];
  for (const raw of raws) {
    const r = readHistoryRecord('?', raw);
    if (!r.ok) continue;
    const rec = raw as HistoryRecord;
    (r.value.kind === 'round' ? rounds : events).push({ id: rec.id, at: entryAt(r.value), updatedAt: rec.updatedAt });
  }
  const newest = (a: { at: number; updatedAt: number }, b: { at: number; updatedAt: number }) => b.at - a.at || b.updatedAt - a.updatedAt;
  return [...rounds.sort(newest).slice(keep), ...events.sort(newest).slice(keepEvents)].map((r) => r.id);
}

/** Saves a rolled round and trims the character's history, in one transaction. */
export async function addRound(characterId: string, result: RoundResult, deps: StorageDeps & { keep?: number } = {}): Promise<RoundItem> {
  const rec: HistoryRecord = { v: RECORD_VERSION, rulesetId: result.rulesetId, id: newId(), characterId, data: result, updatedAt: Date.now() };
  await guardWrite('this round to the history', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction('history', 'readwrite'));
    await tx.store.put(rec);
    const all: unknown[] = await tx.store.index('byCharacter').getAll(characterId);
    for (const id of roundsToTrim(all, deps.keep ?? HISTORY_KEEP)) await tx.store.delete(id);
    await tx.done;
  });
  return { kind: 'round', id: rec.id, characterId, result };
}
