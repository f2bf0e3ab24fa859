/**
 * The round rolled and not passed yet travels in a backup file with its character: restored on
 * another phone it shows again and its end (bleeding, stun counting down) still comes, once. A
 * rolled round in a file that cannot be used is left out with a message; the rest is imported.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { exportBackup, readBackupFile, transferRecord, type BackupFile } from '../../src/storage/backup';
import { applyImport, previewImport } from '../../src/storage/import';
import { getCharacter, saveCharacter } from '../../src/storage/characters';
import { loadPrefs } from '../../src/storage/prefs';
import { keepRolledCode, loadRolled, RoundMovedOnError, saveRoll } from '../../src/storage/rolled';
import { applyStateEvent, type StateEvent } from '../../src/storage/state';
import type { Values } from '../../src/engine/schema';
import { findBoth, freshDb, round, stateRuleset } from './fixtures';

const sheet = { name: 'Ann', hp: 30, weapons: [] };
const passing = (at: number, before: Values, after: Values): StateEvent =>
  ({ kind: 'state', event: 'next-round', rulesetId: 'state-rs', character: 'Ann', at, before, after, notes: [{ label: 'Bleeding', text: '1 HP' }], hits: [] });

/** Ann on one phone, with a round rolled (HP 30 -> 25, stunned) and its code kept, not passed yet. */
async function annMidRound() {
  const deps = { dbName: freshDb(), findRuleset: findBoth };
  const saved = await saveCharacter({ rulesetId: 'state-rs', sheet }, deps);
  if (!saved.ok) throw new Error('setup');
  const id = saved.value.id;
  const result = { ...round(1000), rulesetId: 'state-rs', nextState: { hp: 25, stunned: true, arrows: [] } };
  const r = await saveRoll(id, { declaration: { weapon: 'none', charge: false }, result, start: { hp: 30, stunned: false, arrows: [] } }, deps);
  await keepRolledCode(id, r.round.id, 'RC6:ANNS-CODE', deps);
  return { deps, id, roundId: r.round.id };
}

/** Imports `file` (as text, as a file is read) on a fresh phone; the preview item and the phone. */
async function restore(file: BackupFile) {
  const read = readBackupFile(JSON.stringify(file));
  if (!read.ok) throw new Error(read.message);
  const fresh = { dbName: freshDb(), findRuleset: findBoth };
  const [item] = await previewImport(read.value, fresh);
  await applyImport([item!], fresh);
  return { item: item!, fresh };
}

describe('the round rolled and not passed, in a backup', () => {
  it('is restored on a fresh phone: the same round and code show again, and its end comes there once', async () => {
    const { deps, id, roundId } = await annMidRound();
    const before = (await loadRolled(id, deps)).rolled;
    const { item, fresh } = await restore(await exportBackup(deps));
    expect(item).toMatchObject({ action: 'add', rounds: 1 });
    expect(item.message).toBeUndefined();
    expect((await loadRolled(id, fresh)).rolled).toEqual(before);
    expect((await loadRolled(id, fresh)).rolled?.code).toBe('RC6:ANNS-CODE');
    // Next round on the restored phone: the state ticks and the round is passed, once.
    const after = { hp: 24, stunned: false, arrows: [] };
    await applyStateEvent(id, passing(1100, { hp: 25, stunned: true, arrows: [] }, after), { ...fresh, ends: roundId });
    expect((await loadPrefs(id, stateRuleset, sheet, fresh)).state).toEqual(after);
    expect((await loadRolled(id, fresh)).rolled).toBeUndefined();
    await expect(applyStateEvent(id, passing(1200, after, { ...after, hp: 23 }), { ...fresh, ends: roundId })).rejects.toBeInstanceOf(RoundMovedOnError);
  });

  it.each([
    ['cannot be read', (f: BackupFile) => ({ ...f.characters[0]!, rolled: { v: 1, data: { roundId: 'x' } } }), /the round rolled last, which cannot be read/],
    ['has its round missing from the file', (f: BackupFile) => ({ ...f.characters[0]!, history: [] }), /the round rolled last, whose round is not among those imported/],
    ['comes without the lasting state it left', (f: BackupFile) => ({ ...f.characters[0]!, prefs: { ...f.characters[0]!.prefs, state: undefined } }), /the round rolled last, as the file has no lasting state for it/],
    ['started from a state that does not fit the rules', (f: BackupFile) => {
      const b = f.characters[0]!;
      const rolled = b.rolled as { data: Record<string, unknown> };
      return { ...b, rolled: { ...rolled, data: { ...rolled.data, start: { hp: 'lots' } } } };
    }, /the round rolled last, whose starting state cannot be read/],
  ])('that %s is left out with a message; the character is imported and shows no rolled round', async (_what, edit, message) => {
    const { deps, id } = await annMidRound();
    const file = await exportBackup(deps);
    const { item, fresh } = await restore({ ...file, characters: [edit(file) as BackupFile['characters'][number]] });
    expect(item.action).toBe('add');
    expect(item.message).toMatch(message);
    expect((await loadRolled(id, fresh)).rolled).toBeUndefined();
    expect(await getCharacter(id, fresh)).toMatchObject({ ok: true, value: { sheet: { name: 'Ann' } } });
  });

  it('a QR transfer carries no rolled round, as it carries no rounds', async () => {
    const { deps, id } = await annMidRound();
    const t = await transferRecord(id, deps);
    expect(t?.characters[0]).not.toHaveProperty('rolled');
    expect((await exportBackup(deps)).characters[0]).toHaveProperty('rolled');
  });
});
