/**
 * The lasting state in storage: the state record checked against the ruleset's state schema on
 * load, each change stored with its event in one transaction, undo putting the exact state back,
 * and the history listing rounds and changes together.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import fc from 'fast-check';
import { saveCharacter } from '../../src/storage/characters';
import { openRollcallDb } from '../../src/storage/db';
import { addRound, listRounds, roundsToTrim } from '../../src/storage/history';
import { loadPrefs, savePref } from '../../src/storage/prefs';
import { HistoryRecordSchema } from '../../src/storage/schemas';
import { applyStateEvent, readState, StateUndoError, undoStateEvent, type StateEvent } from '../../src/storage/state';
import { StorageWriteError } from '../../src/storage/errors';
import type { Values } from '../../src/engine/schema';
import { dumpDb } from './dump';
import { findBoth, freshDb, round, stateRuleset, testRuleset } from './fixtures';

const sheet = { name: 'Ann', hp: 30, weapons: [] };

async function ann() {
  const deps = { dbName: freshDb(), findRuleset: findBoth };
  const saved = await saveCharacter({ rulesetId: 'state-rs', sheet }, deps);
  if (!saved.ok) throw new Error('setup');
  return { deps, id: saved.value.id };
}

function hit(at: number, before: Values | null, after: Values, event: StateEvent['event'] = 'hit'): StateEvent {
  return { kind: 'state', event, rulesetId: 'state-rs', character: 'Ann', at, before, after, notes: [{ label: 'Hit', text: '5 damage' }],
    hits: event === 'hit' ? [{ outcome: 'hit', label: 'Hit', damage: 5, taken: 5, text: '5 damage' }] : [] };
}

const proto = globalThis.IDBObjectStore.prototype;
const realPut = proto.put;
afterEach(() => { proto.put = realPut; });

describe('the lasting state read back', () => {
  it('a state from before hits were kept (a reload only) reads with full HP from the sheet and no problem', () => {
    expect(readState(stateRuleset, sheet, {}, { reload: 1 })).toEqual({ state: { hp: 30, stunned: false, arrows: [] }, problems: [] });
  });

  it('valid fields are kept, a field that no longer fits is reset from initial and reported', () => {
    const r = readState(stateRuleset, sheet, {}, { hp: 12, stunned: 'yes', arrows: [{ dex: 2 }] });
    expect(r.state).toEqual({ hp: 12, stunned: false, arrows: [{ dex: 2 }] });
    expect(r.problems).toEqual([expect.stringMatching(/lasting state no longer fit.*Stunned: expected yes or no/)]);
  });

  it('never throws: anything at all gives a state or none, with problems as sentences', () => {
    fc.assert(fc.property(fc.anything(), (raw) => {
      const r = readState(stateRuleset, sheet, {}, raw);
      if (r.state !== undefined) expect(v.safeParse(v.record(v.string(), v.unknown()), r.state).success).toBe(true);
      for (const p of r.problems) expect(typeof p).toBe('string');
    }), { numRuns: 200 });
  });

  it('a ruleset without state rules keeps the carried state as it is', () => {
    expect(readState(testRuleset, sheet, {}, { casting: 3 })).toEqual({ state: { casting: 3 }, problems: [] });
    expect(readState(testRuleset, sheet, {}, [1, 2]).problems[0]).toMatch(/could not be read/);
  });

  it('loadPrefs checks the stored state against the schema; an old v1 record still reads', async () => {
    const { deps, id } = await ann();
    const db = await openRollcallDb(deps.dbName);
    await db.put('meta', { v: 1, rulesetId: 'state-rs', id, data: { hp: 7, extra: 'dropped' }, updatedAt: 1 }, `state:${id}`);
    const p = await loadPrefs(id, stateRuleset, sheet, deps);
    expect(p.state).toEqual({ hp: 7, stunned: false, arrows: [] });
    expect(p.problems).toEqual([]);
    await savePref('state', id, 'state-rs', { hp: 999 }, deps);
    const q = await loadPrefs(id, stateRuleset, sheet, deps);
    expect(q.state).toEqual({ hp: 30, stunned: false, arrows: [] });
    expect(q.problems[0]).toMatch(/HP: expected at most 200/);
  });
});

describe('state changes stored with their event', () => {
  it('a hit stores the new state and its event together; the history lists rounds and changes newest first', async () => {
    const { deps, id } = await ann();
    await addRound(id, { ...round(100), rulesetId: 'state-rs' }, deps);
    const item = await applyStateEvent(id, hit(200, null, { hp: 25, stunned: true, arrows: [] }), deps);
    expect((await loadPrefs(id, stateRuleset, sheet, deps)).state).toEqual({ hp: 25, stunned: true, arrows: [] });
    const h = await listRounds(id, deps);
    expect(h.items.map((i) => [i.kind, i.id === item.id])).toEqual([['state', true], ['round', false]]);
    expect(h.rounds.map((r) => r.result.at)).toEqual([100]);
    const e = h.items[0]!;
    expect(e.kind === 'state' && e.event).toEqual(item.event);
  });

  it('an event is dated after the newest record, so newest first is the order things happened in', async () => {
    const { deps, id } = await ann();
    await addRound(id, { ...round(5000), rulesetId: 'state-rs' }, deps);
    const item = await applyStateEvent(id, hit(10, null, { hp: 25, stunned: false, arrows: [] }), deps);
    expect(item.event.at).toBe(5001);
  });

  it('undo puts the exact state back and removes the event; undoing the first change leaves no state stored', async () => {
    const { deps, id } = await ann();
    const first = await applyStateEvent(id, hit(100, null, { hp: 25, stunned: false, arrows: [{ dex: 1 }] }), deps);
    const mid = await dumpDb(deps.dbName);
    const second = await applyStateEvent(id, hit(200, first.event.after, { hp: 20, stunned: true, arrows: [{ dex: 1 }, { dex: 2 }] }), deps);
    const back = await undoStateEvent(id, second.id, deps);
    expect(back.state).toEqual(first.event.after);
    const db = await openRollcallDb(deps.dbName);
    expect((await db.get('meta', `state:${id}`)).data).toEqual(first.event.after);
    expect((await listRounds(id, deps)).items.map((i) => i.id)).toEqual([first.id]);
    // Only the state pref's time stamp differs from before the second change.
    expect(JSON.parse(await dumpDb(deps.dbName)).history).toEqual(JSON.parse(mid).history);
    await undoStateEvent(id, first.id, deps);
    expect(await db.get('meta', `state:${id}`)).toBeUndefined();
    expect((await loadPrefs(id, stateRuleset, sheet, deps)).state).toBeUndefined();
  });

  it('undo restores the exact state for any sequence of changes undone newest first', async () => {
    const { deps, id } = await ann();
    await fc.assert(fc.asyncProperty(fc.array(fc.integer({ min: -50, max: 200 }), { minLength: 1, maxLength: 4 }), async (hps) => {
      const db = await openRollcallDb(deps.dbName);
      const start: unknown = (await db.get('meta', `state:${id}`))?.data ?? null;
      const items = [];
      let before = start as Values | null;
      for (const hp of hps) {
        const after = { hp, stunned: hp < 0, arrows: [] };
        items.push(await applyStateEvent(id, hit(1, before, after), deps));
        before = after;
      }
      for (const it of items.reverse()) await undoStateEvent(id, it.id, deps);
      expect((await db.get('meta', `state:${id}`))?.data ?? null).toEqual(start);
    }), { numRuns: 15 });
  });

  it('undo is refused when a newer change or a round came after it, and changes nothing', async () => {
    const { deps, id } = await ann();
    const a = await applyStateEvent(id, hit(100, null, { hp: 25, stunned: false, arrows: [] }), deps);
    await applyStateEvent(id, hit(200, a.event.after, { hp: 20, stunned: false, arrows: [] }, 'next-round'), deps);
    let before = await dumpDb(deps.dbName);
    await expect(undoStateEvent(id, a.id, deps)).rejects.toThrow(/Expected the latest change to undo, but 1 newer change came after this one: undo it first/);
    expect(await dumpDb(deps.dbName)).toBe(before);
    const c = await applyStateEvent(id, hit(300, { hp: 20, stunned: false, arrows: [] }, { hp: 22, stunned: false, arrows: [] }, 'heal'), deps);
    await addRound(id, { ...round(c.event.at + 10), rulesetId: 'state-rs' }, deps);
    before = await dumpDb(deps.dbName);
    const err = await undoStateEvent(id, c.id, deps).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StateUndoError);
    expect(err).toBeInstanceOf(StorageWriteError);
    expect((err as Error).message).toMatch(/a round was rolled after this one/);
    expect(await dumpDb(deps.dbName)).toBe(before);
  });

  it('undo is refused for an unknown id, a round, or another character\'s change', async () => {
    const { deps, id } = await ann();
    const other = await saveCharacter({ rulesetId: 'state-rs', sheet: { ...sheet, name: 'Bob' } }, deps);
    if (!other.ok) throw new Error('setup');
    const theirs = await applyStateEvent(other.value.id, hit(1, null, { hp: 1, stunned: false, arrows: [] }), deps);
    const r = await addRound(id, { ...round(5), rulesetId: 'state-rs' }, deps);
    const before = await dumpDb(deps.dbName);
    await expect(undoStateEvent(id, 'nope', deps)).rejects.toThrow(/Expected a stored state change "nope" of this character to undo, but found none/);
    await expect(undoStateEvent(id, r.id, deps)).rejects.toThrow(/but found a rolled round/);
    await expect(undoStateEvent(id, theirs.id, deps)).rejects.toThrow(/but found one of another character/);
    expect(await dumpDb(deps.dbName)).toBe(before);
  });

  it('a write cut off half-way (the state after the event) leaves neither, and says so as a failed write', async () => {
    const { deps, id } = await ann();
    await openRollcallDb(deps.dbName);
    const before = await dumpDb(deps.dbName);
    let left = 2;
    proto.put = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      if (--left === 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut.apply(this, args);
    };
    const err = await applyStateEvent(id, hit(1, null, { hp: 1, stunned: false, arrows: [] }), deps).catch((e: unknown) => e);
    proto.put = realPut;
    expect(err).toBeInstanceOf(StorageWriteError);
    expect((err as Error).message).toMatch(/Could not save this change of the character's state\. The phone has no room left/);
    expect(await dumpDb(deps.dbName)).toBe(before);
  });

  it('refuses, writing nothing: an unknown character, another ruleset\'s change, a malformed event', async () => {
    const { deps, id } = await ann();
    const before = await dumpDb(deps.dbName);
    await expect(applyStateEvent('nobody', hit(1, null, { hp: 1 }), deps)).rejects.toThrow(/Expected a stored character with id "nobody", but found none/);
    await expect(applyStateEvent(id, { ...hit(1, null, { hp: 1 }), rulesetId: 'test-rs' }, deps)).rejects.toThrow(/Expected a state change of the state-rs rules for this character, but received one of test-rs/);
    await expect(applyStateEvent(id, { ...hit(1, null, { hp: 1 }), event: 'explode' as never }, deps)).rejects.toThrow(/Expected a state change to store, but at event, expected a state event/);
    expect(await dumpDb(deps.dbName)).toBe(before);
  });

  it('state changes are trimmed apart from rounds: many hits never push a round out', async () => {
    const { deps, id } = await ann();
    await addRound(id, { ...round(1), rulesetId: 'state-rs' }, deps);
    for (let i = 0; i < 5; i++) await applyStateEvent(id, hit(10 + i, null, { hp: 30 - i, stunned: false, arrows: [] }), { ...deps, keepEvents: 3 });
    const h = await listRounds(id, deps);
    expect(h.rounds).toHaveLength(1);
    expect(h.items.filter((i) => i.kind === 'state').map((i) => i.kind === 'state' && i.event.after['hp'])).toEqual([26, 27, 28]);
  });

  it('the history record schema takes a round and a state change; a damaged change is reported and kept', async () => {
    const { deps, id } = await ann();
    const rec = (data: unknown) => ({ v: 2, rulesetId: 'state-rs', id: 'r1', characterId: id, data, updatedAt: 1 });
    expect(v.safeParse(HistoryRecordSchema, rec(round(1))).success).toBe(true);
    expect(v.safeParse(HistoryRecordSchema, rec(hit(1, null, { hp: 3 }))).success).toBe(true);
    expect(v.safeParse(HistoryRecordSchema, rec({ kind: 'state' })).success).toBe(false);
    const db = await openRollcallDb(deps.dbName);
    const damaged = rec({ ...hit(1, null, { hp: 3 }), after: 'oops' });
    await db.put('history', damaged);
    const h = await listRounds(id, deps);
    expect(h.items).toEqual([]);
    expect(h.problems[0]!.message).toMatch(/A stored state change could not be read: at data\.after, expected the state as a record/);
    expect(await db.get('history', 'r1')).toEqual(damaged);
    expect(roundsToTrim([damaged], 0, 0)).toEqual([]);
  });
});
