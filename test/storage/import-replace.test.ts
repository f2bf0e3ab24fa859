/**
 * Importing over a character this phone already has must not lose what only this phone holds:
 * its rolled rounds and remembered inputs stay, and a copy changed here after the file's copy
 * is flagged and left out unless the player ticks it.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { exportBackup, readBackupFile, transferRecord } from '../../src/storage/backup';
import { applyImport, previewImport } from '../../src/storage/import';
import { getCharacter, saveCharacter, savePref } from '../../src/storage';
import { openRollcallDb } from '../../src/storage/db';
import { addRound, listRounds } from '../../src/storage/history';
import { find, freshDb, round } from './fixtures';

async function ann() {
  const deps = { dbName: freshDb(), findRuleset: find };
  const a = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 30, weapons: [] } }, deps);
  if (!a.ok) throw new Error('setup');
  return { deps, id: a.value.id };
}

async function read(value: unknown) {
  const file = readBackupFile(JSON.stringify(value));
  if (!file.ok) throw new Error(file.message);
  return file.value;
}

describe('importing over a character already here', () => {
  it('a character moved back by QR (no rounds in the codes) keeps the rounds rolled here', async () => {
    const { deps, id } = await ann();
    await addRound(id, round(100), deps);
    await addRound(id, round(200), deps);
    const sent = await read(await transferRecord(id, deps));
    const preview = await previewImport(sent, deps);
    expect(preview.map((i) => i.action)).toEqual(['replace']);
    await applyImport(preview, deps);
    expect((await listRounds(id, deps)).rounds.map((r) => r.result.at)).toEqual([200, 100]);
  });

  it('an older backup adds its rounds to the ones rolled since, without doubles, and keeps the remembered inputs it lacks', async () => {
    const { deps, id } = await ann();
    await addRound(id, round(100), deps);
    const file = await read(await exportBackup(deps, [id]));
    await addRound(id, round(300), deps);
    await savePref('options', id, 'test-rs', { houseRule: true }, deps);
    const preview = await previewImport(file, deps);
    const r = await applyImport(preview, deps, new Set([id]));
    expect(r.rounds).toBe(0);
    expect((await listRounds(id, deps)).rounds.map((x) => x.result.at)).toEqual([300, 100]);
    expect((await (await openRollcallDb(deps.dbName)).get('meta', `options:${id}`))?.data).toEqual({ houseRule: true });
  });

  it('a copy saved here after the file\'s copy is flagged and not ticked by default', async () => {
    const { deps, id } = await ann();
    const file = await read(await exportBackup(deps, [id]));
    const rec = file.characters[0]!.character as { updatedAt: number };
    rec.updatedAt -= 60_000;
    await saveCharacter({ id, rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 12, weapons: [] } }, deps);
    const [item] = await previewImport(file, deps);
    expect(item).toMatchObject({ action: 'replace', newerHere: true });
    expect(item!.message).toMatch(/^Changed on this phone after this copy was made/);
    // Applying the default choice (what the preview ticks) leaves the newer sheet.
    const ticked = new Set([item!].filter((i) => !i.newerHere).map((i) => i.key));
    await applyImport([item!], deps, ticked);
    const c = await getCharacter(id, deps);
    expect(c?.ok && c.value.sheet['hp']).toBe(12);
  });
});
