/**
 * The lasting state and its history of changes travel with a character: in backup files and in
 * QR transfers. A state that does not fit the ruleset's state schema is refused with a message
 * and nothing stored changes.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { exportBackup, readBackupFile, readBackupValue, transferRecord, TRANSFER_STATE_EVENTS } from '../../src/storage/backup';
import { applyImport, previewImport } from '../../src/storage/import';
import { saveCharacter } from '../../src/storage/characters';
import { openRollcallDb } from '../../src/storage/db';
import { addRound, listRounds } from '../../src/storage/history';
import { loadPrefs } from '../../src/storage/prefs';
import { applyStateEvent, undoStateEvent, type StateEvent } from '../../src/storage/state';
import { createTransferAssembler, encodeTransfer } from '../../src/share/transfer/transfer';
import type { Values } from '../../src/engine/schema';
import { dumpDb } from './dump';
import { findBoth, freshDb, round, stateRuleset } from './fixtures';

const sheet = { name: 'Ann', hp: 30, weapons: [] };
const change = (at: number, before: Values | null, after: Values): StateEvent =>
  ({ kind: 'state', event: 'hit', rulesetId: 'state-rs', character: 'Ann', at, before, after, notes: [], hits: [{ outcome: 'hit', label: 'Hit', damage: 5, taken: 5, text: '5 damage' }] });

/** Ann, wounded twice, with one round rolled between. */
async function woundedAnn() {
  const deps = { dbName: freshDb(), findRuleset: findBoth };
  const saved = await saveCharacter({ rulesetId: 'state-rs', sheet }, deps);
  if (!saved.ok) throw new Error('setup');
  const id = saved.value.id;
  const a = await applyStateEvent(id, change(100, null, { hp: 25, stunned: false, arrows: [] }), deps);
  await addRound(id, { ...round(200), rulesetId: 'state-rs' }, deps);
  const b = await applyStateEvent(id, change(300, a.event.after, { hp: 18, stunned: true, arrows: [{ dex: 2 }] }), deps);
  return { deps, id, a, b };
}

/** A backup file's text with Ann's stored state replaced by `data`. */
async function withState(data: unknown) {
  const { deps, id } = await woundedAnn();
  const file = await exportBackup(deps);
  const ch = file.characters[0]!;
  const bad = { ...file, characters: [{ ...ch, prefs: { ...ch.prefs, state: { ...(ch.prefs.state as object), data } } }] };
  return { id, text: JSON.stringify(bad) };
}

describe('the lasting state in backups', () => {
  it('export, a fresh phone, import: the state and every change come back, and the last change can be undone there', async () => {
    const { deps, id, b } = await woundedAnn();
    const file = readBackupFile(JSON.stringify(await exportBackup(deps)));
    if (!file.ok) throw new Error(file.message);
    const fresh = { dbName: freshDb(), findRuleset: findBoth };
    const preview = await previewImport(file.value, fresh);
    expect(preview.map((i) => [i.name, i.action, i.rounds, i.stateEvents])).toEqual([['Ann', 'add', 1, 2]]);
    expect(await applyImport(preview, fresh)).toEqual({ characters: 1, rounds: 1 });
    expect((await loadPrefs(id, stateRuleset, sheet, fresh)).state).toEqual({ hp: 18, stunned: true, arrows: [{ dex: 2 }] });
    expect((await listRounds(id, fresh)).items.map((i) => i.kind)).toEqual(['state', 'round', 'state']);
    expect((await undoStateEvent(id, b.id, fresh)).state).toEqual({ hp: 25, stunned: false, arrows: [] });
  });

  it('a state that does not fit the rules refuses the character with a message, and nothing stored changes', async () => {
    const { id, text } = await withState({ hp: 'lots', stunned: false, arrows: [] });
    const here = { dbName: freshDb(), findRuleset: findBoth };
    await saveCharacter({ rulesetId: 'state-rs', sheet: { ...sheet, name: 'Someone else' } }, here);
    const before = await dumpDb(here.dbName);
    const file = readBackupFile(text);
    if (!file.ok) throw new Error(file.message);
    const [item] = await previewImport(file.value, here);
    expect(item).toMatchObject({ key: id, action: 'skip' });
    expect(item!.message).toMatch(/^Its lasting state cannot be read: Expected a lasting state that fits the State rules rules, but HP: expected a number\. Nothing of this character was imported\.$/);
    expect(await applyImport([item!], here)).toEqual({ characters: 0, rounds: 0 });
    expect(await dumpDb(here.dbName)).toBe(before);
  });

  it.each([
    ['a list', [1, 2], /Expected its lasting state as a record of plain values.*but found a list/],
    ['text', 'hp=3', /but found string/],
    ['a list of arrows too long', { hp: 3, arrows: Array.from({ length: 11 }, () => ({ dex: 1 })) }, /Arrows stuck: expected at most 10 arrows/],
  ])('a corrupt state (%s) is named in the message', async (_what, data, message) => {
    const { text } = await withState(data);
    const file = readBackupFile(text);
    if (!file.ok) throw new Error(file.message);
    const [item] = await previewImport(file.value, { dbName: freshDb(), findRuleset: findBoth });
    expect(item!.action).toBe('skip');
    expect(item!.message).toMatch(message);
  });

  it('a state stored before a field existed imports with that field from the sheet', async () => {
    const { id, text } = await withState({ stunned: true });
    const fresh = { dbName: freshDb(), findRuleset: findBoth };
    const file = readBackupFile(text);
    if (!file.ok) throw new Error(file.message);
    await applyImport(await previewImport(file.value, fresh), fresh);
    expect((await (await openRollcallDb(fresh.dbName)).get('meta', `state:${id}`)).data).toEqual({ hp: 30, stunned: true, arrows: [] });
  });
});

describe('the lasting state in QR transfers', () => {
  it('carries the state and the state changes but not the rounds; the other phone imports them', async () => {
    const { deps, id } = await woundedAnn();
    const rec = (await transferRecord(id, deps))!;
    expect(rec.characters[0]!.history.map((h) => (h as { data: { kind?: string } }).data.kind)).toEqual(['state', 'state']);
    const a = createTransferAssembler();
    const last = encodeTransfer(rec).map((c) => a.add(c)).at(-1)!;
    if (!last.ok || !last.done) throw new Error('transfer');
    const file = readBackupValue(last.record);
    if (!file.ok) throw new Error(file.message);
    const other = { dbName: freshDb(), findRuleset: findBoth };
    await applyImport(await previewImport(file.value, other), other);
    expect((await loadPrefs(id, stateRuleset, sheet, other)).state).toEqual({ hp: 18, stunned: true, arrows: [{ dex: 2 }] });
    const h = await listRounds(id, other);
    expect(h.items.map((i) => i.kind)).toEqual(['state', 'state']);
    expect(h.rounds).toEqual([]);
  });

  it(`carries at most the newest ${TRANSFER_STATE_EVENTS} changes`, async () => {
    const { deps, id } = await woundedAnn();
    for (let i = 0; i < TRANSFER_STATE_EVENTS + 3; i++) await applyStateEvent(id, change(1000 + i, null, { hp: i, stunned: false, arrows: [] }), deps);
    const rec = (await transferRecord(id, deps))!;
    const hps = rec.characters[0]!.history.map((h) => (h as { data: { after: { hp: number } } }).data.after.hp);
    expect(hps).toHaveLength(TRANSFER_STATE_EVENTS);
    expect(Math.min(...hps)).toBe(3);
  });

  it('a transfer whose state does not fit is refused with a message and changes nothing', async () => {
    const { deps, id } = await woundedAnn();
    const rec = (await transferRecord(id, deps))!;
    const ch = rec.characters[0]!;
    const hostile = { ...rec, characters: [{ ...ch, prefs: { ...ch.prefs, state: { ...(ch.prefs.state as object), data: { hp: -1e6 } } } }] };
    const a = createTransferAssembler();
    const last = encodeTransfer(hostile).map((c) => a.add(c)).at(-1)!;
    if (!last.ok || !last.done) throw new Error('transfer');
    const file = readBackupValue(last.record);
    if (!file.ok) throw new Error(file.message);
    const other = { dbName: freshDb(), findRuleset: findBoth };
    await openRollcallDb(other.dbName);
    const before = await dumpDb(other.dbName);
    const [item] = await previewImport(file.value, other);
    expect(item!.action).toBe('skip');
    expect(item!.message).toMatch(/HP: expected at least -50/);
    await applyImport([item!], other);
    expect(await dumpDb(other.dbName)).toBe(before);
  });
});
