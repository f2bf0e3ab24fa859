/**
 * The round a character rolled and has not passed yet, kept with the character in `meta` under
 * 'rolled:<id>' ({@link RolledRound}): leaving the screen, switching characters, reloading or
 * closing the app and coming back shows the same result, QR code and code. The record is the
 * round's token: its end (the 'next-round' state change, ./state.ts) deletes it in the same
 * transaction, so the end happens once per rolled round, never twice and never skipped.
 *
 * - {@link saveRoll}: a roll in ONE transaction: the round in the history, the declaration, the
 *   lasting state it leaves and this record (and, when the round before was never passed, its
 *   end first).
 * - {@link loadRolled}: the record read back and checked (never throws for bad data).
 * - {@link keepRolledCode}: the shared code, once made, kept with the record.
 */
import * as v from 'valibot';
import type { RoundResult } from '../engine/ruleset';
import type { Values } from '../engine/schema';
import { newId, prefKey, rolledKey, type StorageDeps } from './characters';
import { openRollcallDb, RECORD_VERSION, type StoredRecord } from './db';
import { guardWrite, StateChangedError, StorageWriteError } from './errors';
import { entryAt, HISTORY_KEEP, readHistory, roundResultProblem, roundsToTrim, STATE_EVENTS_KEEP, type HistoryRecord, type RolledRound, type RoundItem, type StateEvent, type StateEventItem } from './history';
import { migrateRecord } from './migrate';
import { checkWrapper } from './records';
import { firstIssueText, MAX_CODE, RolledRoundSchema, StateEventSchema } from './schemas';
import { checkStateOrigin, type StateOrigin } from './stateRead';

export type { RolledRound } from './history';

/** Thrown when a roll or a round's end no longer fits what is stored (the round was passed or rolled again in another tab); nothing was written. */
export class RoundMovedOnError extends StorageWriteError {
  override name = 'RoundMovedOnError';
}

export { rolledKey } from './characters';

/** A raw 'rolled:<id>' value checked: the round, or a sentence on why it cannot be shown (it is then left as it is). */
export function readRolled(characterId: string, raw: unknown): { rolled: RolledRound | undefined; problem?: string } {
  if (raw === undefined) return { rolled: undefined };
  const w = checkWrapper('meta', rolledKey(characterId), raw);
  if (!w.ok) return { rolled: undefined, problem: `The round rolled last could not be shown again: ${w.problem.message}` };
  const r = v.safeParse(RolledRoundSchema, w.value.data);
  if (!r.success) return { rolled: undefined, problem: `The round rolled last could not be shown again: ${firstIssueText(r.issues, 'the round')}. It is still in the History.` };
  return { rolled: r.output as unknown as RolledRound };
}

/** The character's rolled round not passed yet, or undefined; `problem` when one is stored but cannot be read. */
export async function loadRolled(characterId: string, deps: StorageDeps = {}): Promise<{ rolled: RolledRound | undefined; problem?: string }> {
  const db = await openRollcallDb(deps.dbName);
  return readRolled(characterId, await db.get('meta', rolledKey(characterId)));
}

/** What a roll stores. */
export interface RollToSave {
  readonly declaration: Values;
  readonly result: RoundResult;
  /** The lasting state the round was rolled from (after `passed`, when given). */
  readonly start: Values | null;
  readonly roundCode?: string;
  readonly beforeReaction?: Values | null;
  /** Rolling the shown round again: its history id, which must still be the stored rolled round. */
  readonly again?: string;
  /**
   * The end of the round rolled before, which was never passed: written first, with `by: 'roll'`.
   * Required exactly when a rolled round is stored and this is not `again`.
   */
  readonly passed?: StateEvent;
  /**
   * The state stored when the player rolled (as the screen showed it, before `passed`): the
   * roll is refused when another is stored now.
   */
  readonly from?: StateOrigin;
}

/** What {@link saveRoll} stored. */
export interface SavedRoll {
  readonly round: RoundItem;
  readonly rolled: RolledRound;
  /** The end of the round before, when it was written first. */
  readonly passed?: StateEventItem;
}

/**
 * Stores a roll in ONE transaction (all or nothing): the round in the history (trimmed to the
 * newest {@link HISTORY_KEEP}), the remembered declaration, the lasting state the round leaves
 * (`result.nextState`), and the round as the character's rolled round ('rolled:<id>'). When a
 * rolled round is stored and this is a new round, its end (`passed`) is written first, in the
 * same transaction, and it ends that round (`ended`, `by: 'roll'`).
 * @throws RoundMovedOnError (nothing written) when `again` names a round that is no longer the
 *   rolled one, or `passed` is missing or has no round left to end (another tab moved on);
 *   StateChangedError (nothing written) when `from` is given and another state is stored now;
 *   StorageWriteError when the character is not stored, uses other rules, or storage refused
 */
export async function saveRoll(characterId: string, roll: RollToSave, deps: StorageDeps = {}): Promise<SavedRoll> {
  const problem = roundResultProblem(roll.result);
  if (problem) throw new StorageWriteError(`Expected a rolled round to store, but ${problem}; nothing was stored.`);
  const rsId = roll.result.rulesetId;
  if (roll.passed) {
    const checked = v.safeParse(StateEventSchema, roll.passed);
    if (!checked.success) throw new StorageWriteError(`Expected the round's end to store, but ${firstIssueText(checked.issues, 'the change')}.`);
  }
  return guardWrite('this round', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction(['characters', 'history', 'meta'], 'readwrite'));
    const fail = async (message: string, moved = false): Promise<never> => {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw moved ? new RoundMovedOnError(message) : new StorageWriteError(message);
    };
    const ch = migrateRecord('characters', await tx.objectStore('characters').get(characterId));
    if (!ch.ok) return fail(ch.kind === 'newer' ? 'This character was saved by a newer version of Rollcall; the round was not stored.' : `Expected a stored character with id "${characterId}", but found none; the round was not stored.`);
    if (ch.value['rulesetId'] !== rsId) return fail(`Expected a round of the ${String(ch.value['rulesetId'])} rules for this character, but received one of ${rsId}; it was not stored.`);
    const meta = tx.objectStore('meta');
    const history = tx.objectStore('history');
    const stored = readRolled(characterId, await meta.get(rolledKey(characterId))).rolled;
    if (roll.again !== undefined && stored?.roundId !== roll.again) {
      return fail('This round was passed or rolled again meanwhile (in another tab or window?), so it was not rolled again here. The screen now shows what is stored.', true);
    }
    if (roll.again === undefined && Boolean(stored) !== Boolean(roll.passed)) {
      return fail(stored
        ? 'The round rolled before has not passed yet, so this roll was not stored. The screen now shows what is stored.'
        : 'The round rolled before was passed meanwhile (in another tab or window?), so it was not passed twice and this roll was not stored. The screen now shows what is stored.', true);
    }
    const changed = await checkStateOrigin(meta, prefKey('state', characterId), roll.from);
    if (changed) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new StateChangedError(changed);
    }
    const raws: unknown[] = await history.index('byCharacter').getAll(characterId);
    const newest = readHistory(raws).items.reduce((m, e) => Math.max(m, entryAt(e)), 0);
    const written: unknown[] = [...raws];
    let passed: StateEventItem | undefined;
    if (roll.passed && stored) {
      // Just before the round: "newest first" is the order things happened in.
      const at = Math.min(Math.max(roll.passed.at, newest + 1), roll.result.at - 1);
      const data: StateEvent = { ...roll.passed, at, ended: stored, by: 'roll' };
      const rec: HistoryRecord = { v: RECORD_VERSION, rulesetId: rsId, id: newId(), characterId, data, updatedAt: at };
      await history.put(rec);
      written.push(rec);
      passed = { kind: 'state', id: rec.id, characterId, event: data };
    }
    const rec: HistoryRecord = { v: RECORD_VERSION, rulesetId: rsId, id: newId(), characterId, data: roll.result, updatedAt: Date.now() };
    await history.put(rec);
    written.push(rec);
    const wrap = <T>(data: T): StoredRecord<T> => ({ v: RECORD_VERSION, rulesetId: rsId, id: characterId, data, updatedAt: rec.updatedAt });
    const rolled: RolledRound = {
      roundId: rec.id, result: roll.result, start: roll.start,
      ...(roll.roundCode !== undefined ? { roundCode: roll.roundCode } : {}),
      ...(roll.beforeReaction !== undefined ? { beforeReaction: roll.beforeReaction } : {}),
    };
    await meta.put(wrap(roll.declaration), prefKey('declaration', characterId));
    await meta.put(wrap(roll.result.nextState ?? null), prefKey('state', characterId));
    await meta.put(wrap(rolled), rolledKey(characterId));
    for (const id of roundsToTrim(written, HISTORY_KEEP, STATE_EVENTS_KEEP)) {
      // The rolled round shown is never trimmed away (50 rounds are kept; this is the newest).
      if (id !== rec.id) await history.delete(id);
    }
    await tx.done;
    return { round: { kind: 'round', id: rec.id, characterId, result: roll.result }, rolled, ...(passed ? { passed } : {}) };
  });
}

/**
 * Keeps the shared code made for the rolled round (what its QR code and Share carry), so it is
 * shown again as it was. Nothing is written when the round is no longer the rolled one or
 * already has its code.
 * @returns whether it was written
 */
export async function keepRolledCode(characterId: string, roundId: string, code: string, deps: StorageDeps = {}): Promise<boolean> {
  if (!code || code.length > MAX_CODE) return false;
  return guardWrite('the round\'s code', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction('meta', 'readwrite'));
    const raw: unknown = await tx.store.get(rolledKey(characterId));
    const r = readRolled(characterId, raw).rolled;
    if (!r || r.roundId !== roundId || r.code !== undefined) { await tx.done; return false; }
    const w = raw as StoredRecord<RolledRound>;
    await tx.store.put({ ...w, v: RECORD_VERSION, data: { ...r, code } }, rolledKey(characterId));
    await tx.done;
    return true;
  });
}

/**
 * Ends the rolled round `roundId` where the rules keep no lasting state (so no state change
 * carries its end): its record goes. Nothing is written when it is no longer the rolled one.
 */
export async function dropRolled(characterId: string, roundId: string, deps: StorageDeps = {}): Promise<void> {
  await guardWrite('the end of the round', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction('meta', 'readwrite'));
    const r = readRolled(characterId, await tx.store.get(rolledKey(characterId))).rolled;
    if (r?.roundId === roundId) await tx.store.delete(rolledKey(characterId));
    await tx.done;
  });
}
