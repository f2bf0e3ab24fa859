/**
 * Two tabs or windows of one phone on the same character: a change of the lasting state, or a
 * roll, computed from the state one tab read is refused once the other has stored another
 * (StateChangedError, nothing written), so a hit taken in one is never written over by the
 * other; a state read as a load reads it (keys in any order, fields an older record lacks)
 * still counts as the same.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { saveCharacter } from '../../src/storage/characters';
import { openRollcallDb } from '../../src/storage/db';
import { StateChangedError } from '../../src/storage/errors';
import { loadPrefs } from '../../src/storage/prefs';
import { saveRoll } from '../../src/storage/rolled';
import { applyStateEvent, storedStateIs, type StateEvent, type StateOrigin } from '../../src/storage/state';
import type { Values } from '../../src/engine/schema';
import { dumpDb } from './dump';
import { findBoth, freshDb, round, stateRuleset } from './fixtures';

const sheet = { name: 'Ann', hp: 30, weapons: [] };
const from = (state: Values | null): StateOrigin => ({ ruleset: stateRuleset, sheet, options: {}, state });

async function ann() {
  const deps = { dbName: freshDb(), findRuleset: findBoth };
  const saved = await saveCharacter({ rulesetId: 'state-rs', sheet }, deps);
  if (!saved.ok) throw new Error('setup');
  return { deps, id: saved.value.id };
}

function hit(at: number, before: Values | null, after: Values): StateEvent {
  return { kind: 'state', event: 'hit', rulesetId: 'state-rs', character: 'Ann', at, before, after, notes: [], hits: [{ outcome: 'hit', label: 'Hit', damage: 5, taken: 5, text: '5 damage' }] };
}

const hp = (n: number): Values => ({ hp: n, stunned: false, arrows: [] });

describe('a change computed from the state stored', () => {
  it('is stored: the first hit on a fresh character, then the next one from the state it left', async () => {
    const { deps, id } = await ann();
    await applyStateEvent(id, hit(100, null, hp(25)), { ...deps, from: from(null) });
    await applyStateEvent(id, hit(200, hp(25), hp(22)), { ...deps, from: from(hp(25)) });
    expect((await loadPrefs(id, stateRuleset, sheet, deps)).state).toEqual(hp(22));
  });

  it('two tabs: the second tab\'s hit, computed from the state before the first tab\'s, is refused and writes nothing', async () => {
    const { deps, id } = await ann();
    // Both tabs read the fresh character (no state stored); the first takes 5.
    await applyStateEvent(id, hit(100, null, hp(25)), { ...deps, from: from(null) });
    const stored = await dumpDb(deps.dbName);
    // The second, still showing 30, takes 3: it would store 27 over the first tab's 25.
    await expect(applyStateEvent(id, hit(200, null, hp(27)), { ...deps, from: from(null) })).rejects.toThrow(StateChangedError);
    await expect(applyStateEvent(id, hit(200, hp(30), hp(27)), { ...deps, from: from(hp(30)) })).rejects.toThrow(/changed in another tab or window/);
    expect(await dumpDb(deps.dbName)).toBe(stored);
    expect((await loadPrefs(id, stateRuleset, sheet, deps)).state).toEqual(hp(25));
  });

  it('a tab that read a state the other has since undone (none stored now) is refused', async () => {
    const { deps, id } = await ann();
    await applyStateEvent(id, hit(100, null, hp(25)), deps);
    const db = await openRollcallDb(deps.dbName);
    await db.delete('meta', `state:${id}`);
    await expect(applyStateEvent(id, hit(200, hp(25), hp(20)), { ...deps, from: from(hp(25)) })).rejects.toThrow(StateChangedError);
  });

  it('a roll from a state another tab has changed since is refused and writes nothing', async () => {
    const { deps, id } = await ann();
    await applyStateEvent(id, hit(100, null, hp(25)), deps);
    const stored = await dumpDb(deps.dbName);
    const result = { ...round(1000), rulesetId: 'state-rs', nextState: { ...hp(30), stunned: true } };
    await expect(saveRoll(id, { declaration: {}, result, start: null, from: from(null) }, deps)).rejects.toThrow(StateChangedError);
    expect(await dumpDb(deps.dbName)).toBe(stored);
    const ok = await saveRoll(id, { declaration: {}, result: { ...result, nextState: { ...hp(25), stunned: true } }, start: hp(25), from: from(hp(25)) }, deps);
    expect(ok.round.id).toBeTruthy();
  });

  it('without `from` (a caller that knows no state it read) nothing is checked', async () => {
    const { deps, id } = await ann();
    await applyStateEvent(id, hit(100, null, hp(25)), deps);
    await applyStateEvent(id, hit(200, null, hp(27)), deps);
    expect((await loadPrefs(id, stateRuleset, sheet, deps)).state).toEqual(hp(27));
  });
});

describe('storedStateIs: the same state as a load reads it', () => {
  it('keys in another order are the same state', () => {
    expect(storedStateIs(from({ arrows: [{ dex: 2 }], stunned: true, hp: 9 }), { hp: 9, stunned: true, arrows: [{ dex: 2 }] })).toBe(true);
  });

  it('a stored record from before a field existed reads as the state the screen showed (the field from `initial`)', () => {
    expect(storedStateIs(from(hp(25)), { hp: 25 })).toBe(true);
  });

  it('none stored is the state a screen with no state showed, and not a state with hits taken', () => {
    expect(storedStateIs(from(null), undefined)).toBe(true);
    expect(storedStateIs(from(hp(25)), undefined)).toBe(false);
    expect(storedStateIs(from(null), hp(25))).toBe(false);
  });

  it('a different figure or list is another state', () => {
    expect(storedStateIs(from(hp(25)), hp(24))).toBe(false);
    expect(storedStateIs(from({ ...hp(25), arrows: [{ dex: 1 }] }), { ...hp(25), arrows: [{ dex: 2 }] })).toBe(false);
  });
});
