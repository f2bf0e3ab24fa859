/**
 * The rolled round kept with its character: a roll is one transaction (round, declaration,
 * state, the rolled round), the round's end deletes the rolled round in the transaction that
 * ticks the state (so it happens once), its undo puts the round back, and a roll of the next
 * round without Next round passes the round before first.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { saveCharacter } from '../../src/storage/characters';
import { listRounds } from '../../src/storage/history';
import { loadPrefs } from '../../src/storage/prefs';
import { keepRolledCode, loadRolled, RoundMovedOnError, saveRoll } from '../../src/storage/rolled';
import { applyStateEvent, undoStateEvent, type StateEvent } from '../../src/storage/state';
import { restoreBundle, takeCharacter } from '../../src/storage/bundle';
import { inOrder } from '../../src/storage/queue';
import type { Values } from '../../src/engine/schema';
import { findBoth, freshDb, round, stateRuleset } from './fixtures';
import { afterEach } from 'vitest';
import { dumpDb } from './dump';

const proto = globalThis.IDBObjectStore.prototype;
const realPut = proto.put;
afterEach(() => { proto.put = realPut; });

/** The `n`th put from now on throws QuotaExceededError at once; the ones before it succeed. */
function failPut(n: number): void {
  let left = n;
  proto.put = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
    if (--left === 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return realPut.apply(this, args);
  };
}

const sheet = { name: 'Ann', hp: 30, weapons: [] };
const rolledAt = (at: number, hp: number) => ({ ...round(at), rulesetId: 'state-rs', nextState: { hp, stunned: true, arrows: [] } });
const passing = (at: number, before: Values, after: Values): StateEvent =>
  ({ kind: 'state', event: 'next-round', rulesetId: 'state-rs', character: 'Ann', at, before, after, notes: [{ label: 'Bleeding', text: '1 HP' }], hits: [] });

async function ann() {
  const deps = { dbName: freshDb(), findRuleset: findBoth };
  const saved = await saveCharacter({ rulesetId: 'state-rs', sheet }, deps);
  if (!saved.ok) throw new Error('setup');
  return { deps, id: saved.value.id };
}

describe('a rolled round kept with its character', () => {
  it('a roll stores the round, the declaration, the state it leaves and the rolled round together', async () => {
    const { deps, id } = await ann();
    const r = await saveRoll(id, { declaration: { weapon: 0 }, result: rolledAt(1000, 25), start: null }, deps);
    const back = await loadRolled(id, deps);
    expect(back.rolled).toEqual({ roundId: r.round.id, result: rolledAt(1000, 25), start: null });
    const prefs = await loadPrefs(id, stateRuleset, sheet, deps);
    expect(prefs.state).toMatchObject({ hp: 25 });
    expect((await listRounds(id, deps)).items.map((i) => i.id)).toEqual([r.round.id]);
    expect(await keepRolledCode(id, r.round.id, 'RC1:CODE', deps)).toBe(true);
    expect(await keepRolledCode(id, r.round.id, 'RC1:OTHER', deps)).toBe(false);
    expect((await loadRolled(id, deps)).rolled?.code).toBe('RC1:CODE');
  });

  it('its end happens once: a second Next round for it is refused and writes nothing', async () => {
    const { deps, id } = await ann();
    const r = await saveRoll(id, { declaration: {}, result: rolledAt(1000, 25), start: null }, deps);
    const after = { hp: 24, stunned: false, arrows: [] };
    const ended = await applyStateEvent(id, passing(1100, r.round.result.nextState!, after), { ...deps, ends: r.round.id });
    expect(ended.event).toMatchObject({ by: 'next-round', ended: { roundId: r.round.id } });
    expect((await loadRolled(id, deps)).rolled).toBeUndefined();
    await expect(applyStateEvent(id, passing(1200, after, { ...after, hp: 23 }), { ...deps, ends: r.round.id })).rejects.toBeInstanceOf(RoundMovedOnError);
    expect((await loadPrefs(id, stateRuleset, sheet, deps)).state).toMatchObject({ hp: 24 });
    expect((await listRounds(id, deps)).items.map((i) => i.kind)).toEqual(['state', 'round']);
  });

  it('undoing the end puts the rolled round back, the state before it too', async () => {
    const { deps, id } = await ann();
    const r = await saveRoll(id, { declaration: {}, result: rolledAt(1000, 25), start: null }, deps);
    await keepRolledCode(id, r.round.id, 'RC1:CODE', deps);
    const ended = await applyStateEvent(id, passing(1100, r.round.result.nextState!, { hp: 24, stunned: false, arrows: [] }), { ...deps, ends: r.round.id });
    const undone = await undoStateEvent(id, ended.id, deps);
    expect(undone.rolled).toMatchObject({ roundId: r.round.id, code: 'RC1:CODE' });
    expect((await loadRolled(id, deps)).rolled).toMatchObject({ roundId: r.round.id, code: 'RC1:CODE' });
    expect((await loadPrefs(id, stateRuleset, sheet, deps)).state).toMatchObject({ hp: 25, stunned: true });
  });

  it('a round passing by hand while a rolled round is stored ends that round', async () => {
    const { deps, id } = await ann();
    const r = await saveRoll(id, { declaration: {}, result: rolledAt(1000, 25), start: null }, deps);
    const ev = await applyStateEvent(id, passing(1100, r.round.result.nextState!, { hp: 24, stunned: false, arrows: [] }), deps);
    expect(ev.event.ended?.roundId).toBe(r.round.id);
    expect((await loadRolled(id, deps)).rolled).toBeUndefined();
  });

  it('rolling the next round without Next round passes the round before first, with by: roll', async () => {
    const { deps, id } = await ann();
    const r = await saveRoll(id, { declaration: {}, result: rolledAt(1000, 25), start: null }, deps);
    // Without the end it is refused: the round before would be skipped.
    await expect(saveRoll(id, { declaration: {}, result: rolledAt(2000, 20), start: null }, deps)).rejects.toBeInstanceOf(RoundMovedOnError);
    const after = { hp: 24, stunned: false, arrows: [] };
    const next = await saveRoll(id, { declaration: {}, result: rolledAt(2000, 20), start: after, passed: passing(2000, r.round.result.nextState!, after) }, deps);
    expect(next.passed?.event).toMatchObject({ by: 'roll', ended: { roundId: r.round.id } });
    expect(next.passed!.event.at).toBeLessThan(2000);
    const { items } = await listRounds(id, deps);
    expect(items.map((i) => i.id)).toEqual([next.round.id, next.passed!.id, r.round.id]);
    expect((await loadRolled(id, deps)).rolled?.roundId).toBe(next.round.id);
  });

  it('Roll again replaces the rolled round only while it is still the one shown', async () => {
    const { deps, id } = await ann();
    const r = await saveRoll(id, { declaration: {}, result: rolledAt(1000, 25), start: { hp: 30, stunned: false, arrows: [] } }, deps);
    const again = await saveRoll(id, { declaration: {}, result: rolledAt(1500, 22), start: { hp: 30, stunned: false, arrows: [] }, again: r.round.id }, deps);
    expect((await loadRolled(id, deps)).rolled).toMatchObject({ roundId: again.round.id, start: { hp: 30 } });
    await expect(saveRoll(id, { declaration: {}, result: rolledAt(1600, 21), start: null, again: r.round.id }, deps)).rejects.toBeInstanceOf(RoundMovedOnError);
  });

  it('a hit while the round shows moves the state it was rolled from; its undo moves it back', async () => {
    const { deps, id } = await ann();
    await saveRoll(id, { declaration: {}, result: rolledAt(1000, 25), start: { hp: 30, stunned: false, arrows: [] } }, deps);
    const hit: StateEvent = { kind: 'state', event: 'hit', rulesetId: 'state-rs', character: 'Ann', at: 1100, before: { hp: 25, stunned: true, arrows: [] }, after: { hp: 20, stunned: true, arrows: [] }, notes: [], hits: [] };
    const h = await applyStateEvent(id, hit, { ...deps, start: { hp: 25, stunned: false, arrows: [] } });
    expect((await loadRolled(id, deps)).rolled?.start).toEqual({ hp: 25, stunned: false, arrows: [] });
    await undoStateEvent(id, h.id, { ...deps, start: { hp: 30, stunned: false, arrows: [] } });
    expect((await loadRolled(id, deps)).rolled?.start).toEqual({ hp: 30, stunned: false, arrows: [] });
  });

  it('a roll cut off at any of its writes leaves nothing of it, and a malformed round is refused', async () => {
    const { deps, id } = await ann();
    const r = await saveRoll(id, { declaration: {}, result: rolledAt(1000, 25), start: null }, deps);
    const before = await dumpDb(deps.dbName);
    const after = { hp: 24, stunned: false, arrows: [] };
    // The end of the round before, the round, the declaration, the state, the rolled round: five puts.
    for (let n = 1; n <= 5; n++) {
      failPut(n);
      await expect(saveRoll(id, { declaration: {}, result: rolledAt(2000, 20), start: after, passed: passing(2000, r.round.result.nextState!, after) }, deps)).rejects.toThrow(/no room left/);
      proto.put = realPut;
      expect(await dumpDb(deps.dbName)).toBe(before);
    }
    const bad = { ...rolledAt(3000, 25), entries: 'not a list' } as never;
    await expect(saveRoll(id, { declaration: {}, result: bad, start: null, again: r.round.id }, deps)).rejects.toThrow(/Expected a rolled round/);
    expect(await dumpDb(deps.dbName)).toBe(before);
  });

  it('deleting the character takes its rolled round; undoing the deletion brings it back', async () => {
    const { deps, id } = await ann();
    const r = await saveRoll(id, { declaration: {}, result: rolledAt(1000, 25), start: null }, deps);
    const b = await takeCharacter(id, deps);
    expect((await loadRolled(id, deps)).rolled).toBeUndefined();
    await restoreBundle(b!, deps);
    expect((await loadRolled(id, deps)).rolled?.roundId).toBe(r.round.id);
  });

  it('a character\'s queue runs tasks one after another, in the order asked, past a failure', async () => {
    const seen: string[] = [];
    const slow = inOrder('q', async () => { await new Promise((r) => setTimeout(r, 20)); seen.push('a'); });
    const bad = inOrder('q', () => { seen.push('b'); throw new Error('no'); });
    const fast = inOrder('q', () => { seen.push('c'); return 3; });
    await expect(bad).rejects.toThrow('no');
    expect(await fast).toBe(3);
    await slow;
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});
