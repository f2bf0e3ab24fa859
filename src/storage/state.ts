/**
 * A character's lasting state in storage (the ruleset's `state`, src/engine/state.ts): one
 * record per character in `meta` under 'state:<id>' (the same record a roll's `nextState`
 * replaces, see prefs.ts), and each change of it by hand or by a hit in the `history` store as
 * a {@link StateEvent}, so the history shows it and it can be undone.
 *
 * - {@link readState} (./stateRead.ts): a stored or imported state checked against the
 *   ruleset's `state.schema` (valid fields kept, the rest from `initial`, problems reported;
 *   never throws).
 * - {@link applyStateEvent}: the new state and its event, written in one transaction.
 * - {@link undoStateEvent}: `before` put back and the event deleted, in one transaction,
 *   refused when anything happened to the character after it.
 */
import * as v from 'valibot';
import type { Values } from '../engine/schema';
import { newId, prefKey, type StorageDeps } from './characters';
import { openRollcallDb, RECORD_VERSION, type StoredRecord } from './db';
import { guardWrite, StateChangedError, StorageWriteError } from './errors';
import { entryAt, HISTORY_KEEP, readHistory, readHistoryRecord, roundsToTrim, STATE_EVENTS_KEEP, type HistoryRecord, type RolledRound, type StateEvent, type StateEventItem } from './history';
import { readRolled, rolledKey, RoundMovedOnError } from './rolled';
import { migrateRecord } from './migrate';
import { firstIssueText, StateEventSchema } from './schemas';
import { checkStateOrigin, type StateOrigin } from './stateRead';

export type { StateEvent, StateEventItem, StateEventKind } from './history';
export { checkImportedState, readState, storedStateIs, type StateOrigin } from './stateRead';

/** Options of {@link applyStateEvent} about the rolled round (./rolled.ts) and the state it was computed from. */
export interface StateEventOptions {
  /** This change is the end of the rolled round with this history id: refused when it is no longer the rolled one. */
  readonly ends?: string;
  /** The state the rolled round still shown was rolled from, after this change (a hit carried into it). */
  readonly start?: Values | null;
  /** The state the change was computed from: refused when another is stored now. */
  readonly from?: StateOrigin;
}

/** Thrown when an undo is refused (a newer round or change, no such change); nothing was written. */
export class StateUndoError extends StorageWriteError {
  override name = 'StateUndoError';
}

/** The newest time among readable history records (0 when none). */
function newestAt(raws: readonly unknown[]): number {
  return readHistory(raws).items.reduce((m, e) => Math.max(m, entryAt(e)), 0);
}

/**
 * Stores a change of a character's lasting state: `event.after` becomes the state in `meta`
 * ('state:<id>', as a roll's `nextState` does) and the event is added to the history, in ONE
 * transaction (both or neither), then the history is trimmed. The event's `at` is moved just
 * after the character's newest history record when it is not already later, so "newest
 * first" is also the order things happened in and undo can tell what came after.
 * With `ends`, the change is the end of the rolled round (./rolled.ts) with that history id: the
 * round's record goes in the same transaction and the event keeps it (`ended`, `by`), so the
 * end happens once and its undo shows the round again. With `start`, a rolled round still shown
 * gets that as the state it was rolled from (a hit taken while it shows; Roll again keeps it).
 * @returns the stored event (with its id, for {@link undoStateEvent})
 * @throws RoundMovedOnError (nothing written) when `ends` names a round that is no longer the
 *   rolled one (passed already, in another tab or by a quick second tap); StateChangedError
 *   (nothing written) when `from` is given and another state is stored now (another tab or
 *   window changed it since this one read it);
 *   StorageWriteError (nothing written) when the event is not a state event (its message
 *   says which field), there is no such character, the character uses another ruleset, or
 *   storage refused the write; DbUnavailableError when storage cannot be opened
 */
export async function applyStateEvent(characterId: string, event: StateEvent, deps: StorageDeps & { keep?: number; keepEvents?: number } & StateEventOptions = {}): Promise<StateEventItem> {
  const checked = v.safeParse(StateEventSchema, event);
  if (!checked.success) throw new StorageWriteError(`Expected a state change to store, but ${firstIssueText(checked.issues, 'the change')}.`);
  return guardWrite('this change of the character\'s state', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction(['characters', 'history', 'meta'], 'readwrite'));
    const fail = async (message: string | StorageWriteError): Promise<never> => {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw typeof message === 'string' ? new StorageWriteError(message) : message;
    };
    const ch = migrateRecord('characters', await tx.objectStore('characters').get(characterId));
    if (!ch.ok) {
      return fail(ch.kind === 'newer' ? 'This character was saved by a newer version of Rollcall; its state was left untouched.' : `Expected a stored character with id "${characterId}", but found none; nothing was changed.`);
    }
    if (ch.value['rulesetId'] !== event.rulesetId) {
      return fail(`Expected a state change of the ${String(ch.value['rulesetId'])} rules for this character, but received one of ${event.rulesetId}; nothing was changed.`);
    }
    const history = tx.objectStore('history');
    const raws: unknown[] = await history.index('byCharacter').getAll(characterId);
    const at = Math.max(event.at, newestAt(raws) + 1);
    const meta = tx.objectStore('meta');
    const rolledRaw: unknown = await meta.get(rolledKey(characterId));
    const rolled = readRolled(characterId, rolledRaw).rolled;
    if (deps.ends !== undefined && rolled?.roundId !== deps.ends) {
      return fail(new RoundMovedOnError('This round was passed already (in another tab or window, or by a second tap), so it was not passed twice. The screen now shows what is stored.'));
    }
    const changed = await checkStateOrigin(meta, prefKey('state', characterId), deps.from);
    if (changed) return fail(new StateChangedError(changed));
    // A round passing while a rolled round is stored is that round's end, however it was asked for: it never comes twice.
    const ending = event.event === 'next-round' && rolled !== undefined;
    const data: StateEvent = ending ? { ...event, at, ended: rolled, by: 'next-round' } : { ...event, at };
    const rec: HistoryRecord = { v: RECORD_VERSION, rulesetId: event.rulesetId, id: newId(), characterId, data, updatedAt: at };
    const pref: StoredRecord<Values> = { v: RECORD_VERSION, rulesetId: event.rulesetId, id: characterId, data: event.after, updatedAt: at };
    await history.put(rec);
    await meta.put(pref, prefKey('state', characterId));
    if (ending) await meta.delete(rolledKey(characterId));
    else if (deps.start !== undefined && rolled) await meta.put({ ...(rolledRaw as StoredRecord<RolledRound>), v: RECORD_VERSION, data: { ...rolled, start: deps.start } }, rolledKey(characterId));
    for (const id of roundsToTrim([...raws, rec], deps.keep ?? HISTORY_KEEP, deps.keepEvents ?? STATE_EVENTS_KEEP)) await history.delete(id);
    await tx.done;
    return { kind: 'state', id: rec.id, characterId, event: data };
  });
}

/**
 * Undoes a stored change of a character's lasting state: its `before` becomes the state again
 * (none stored when `before` is null) and the event is deleted, in ONE transaction.
 * Refused (nothing written) when a round was rolled or another change made after it: undo the
 * newer change first, or it would put back a state that drops what came since. Undoing a
 * round's end puts its rolled round back (shown again, QR code and all); with `start`, a rolled
 * round still shown gets that as the state it was rolled from (undoing a hit taken while it showed).
 * @returns the state now stored (undefined: none, the ruleset's `initial` applies), the event undone, and the rolled round it put back
 * @throws StateUndoError (a StorageWriteError) when refused: no such change for this character,
 *   or a newer round or change; StorageWriteError when storage refused the write
 */
export async function undoStateEvent(characterId: string, eventId: string, deps: StorageDeps & { start?: Values | null } = {}): Promise<{ state: Values | undefined; event: StateEvent; rolled?: RolledRound }> {
  return guardWrite('the undo', async (own) => {
    const db = await openRollcallDb(deps.dbName);
    const tx = own(db.transaction(['history', 'meta'], 'readwrite'));
    const refuse = async (message: string): Promise<never> => {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new StateUndoError(message);
    };
    const raw: unknown = await tx.objectStore('history').get(eventId);
    const r = raw === undefined ? undefined : readHistoryRecord(eventId, raw);
    if (!r || !r.ok || r.value.kind !== 'state' || r.value.characterId !== characterId) {
      return refuse(`Expected a stored state change "${eventId}" of this character to undo, but found ${r === undefined ? 'none' : !r.ok ? 'a record that cannot be read' : r.value.kind !== 'state' ? 'a rolled round' : 'one of another character'}; nothing was changed.`);
    }
    const ev = r.value.event;
    const others = readHistory(await tx.objectStore('history').index('byCharacter').getAll(characterId)).items.filter((e) => e.id !== eventId);
    const newer = others.filter((e) => entryAt(e) >= ev.at);
    if (newer.some((e) => e.kind === 'round')) {
      return refuse('Expected the latest change to undo, but a round was rolled after this one: it can no longer be undone. Nothing was changed.');
    }
    if (newer.length) {
      return refuse(`Expected the latest change to undo, but ${newer.length} newer change${newer.length === 1 ? ' came' : 's came'} after this one: undo ${newer.length === 1 ? 'it' : 'them'} first. Nothing was changed.`);
    }
    const key = prefKey('state', characterId);
    const meta = tx.objectStore('meta');
    const now = Date.now();
    if (ev.before === null) await meta.delete(key);
    else {
      const pref: StoredRecord<Values> = { v: RECORD_VERSION, rulesetId: ev.rulesetId, id: characterId, data: ev.before, updatedAt: now };
      await meta.put(pref, key);
    }
    let rolled: RolledRound | undefined;
    if (ev.ended) {
      rolled = ev.ended;
      await meta.put({ v: RECORD_VERSION, rulesetId: ev.rulesetId, id: characterId, data: rolled, updatedAt: now } satisfies StoredRecord<RolledRound>, rolledKey(characterId));
    } else if (deps.start !== undefined) {
      const raw: unknown = await meta.get(rolledKey(characterId));
      const shown = readRolled(characterId, raw).rolled;
      if (shown) {
        rolled = { ...shown, start: deps.start };
        await meta.put({ ...(raw as StoredRecord<RolledRound>), v: RECORD_VERSION, data: rolled }, rolledKey(characterId));
      }
    }
    await tx.objectStore('history').delete(eventId);
    await tx.done;
    return { state: ev.before ?? undefined, event: ev, ...(rolled ? { rolled } : {}) };
  });
}

