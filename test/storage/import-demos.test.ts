/**
 * After "Clear site data" the app seeds its demos again, then the player imports their backup,
 * which holds the same demos: each untouched fresh demo gives way to the file's copy, so no
 * demo is listed twice. A demo the player has used since is never removed.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { exportBackup, readBackupFile } from '../../src/storage/backup';
import { applyImport, previewImport } from '../../src/storage/import';
import { listCharacters, seedDemos, setArchived } from '../../src/storage';
import { addRound } from '../../src/storage/history';
import { find, freshDb, round, testRuleset } from './fixtures';

async function oldPhoneBackup() {
  const old = { dbName: freshDb(), findRuleset: find };
  await seedDemos([testRuleset], old);
  const { characters } = await listCharacters(old);
  await addRound(characters.find((c) => c.sheet['name'] === 'Ann')!.id, round(100), old);
  const file = readBackupFile(JSON.stringify(await exportBackup(old)));
  if (!file.ok) throw new Error(file.message);
  return file.value;
}

describe('importing a backup onto a phone that was just seeded again', () => {
  it('each unchanged fresh demo gives way to the same demo from the file', async () => {
    const file = await oldPhoneBackup();
    const fresh = { dbName: freshDb(), findRuleset: find };
    await seedDemos([testRuleset], fresh);
    const preview = await previewImport(file, fresh);
    expect(preview.map((i) => [i.name, i.action, i.replacesDemo !== undefined]).sort()).toEqual([['Ann', 'add', true], ['Bob', 'add', true]]);
    expect(preview[0]!.message).toMatch(/unchanged demo/);
    await applyImport(preview, fresh);
    const { characters } = await listCharacters(fresh);
    expect(characters.map((c) => c.sheet['name'])).toEqual(['Ann', 'Bob']);
    expect(new Set(characters.map((c) => c.id))).toEqual(new Set(file.characters.map((b) => (b.character as { id: string }).id)));
  });

  it('a fresh demo the player archived is kept (archiving does not change its sheet or time)', async () => {
    const file = await oldPhoneBackup();
    const fresh = { dbName: freshDb(), findRuleset: find };
    await seedDemos([testRuleset], fresh);
    const bob = (await listCharacters(fresh)).characters.find((c) => c.sheet['name'] === 'Bob')!;
    await setArchived(bob.id, true, fresh);
    const preview = await previewImport(file, fresh);
    expect(preview.find((i) => i.name === 'Bob')!.replacesDemo).toBeUndefined();
  });

  it('a fresh demo already rolled with is kept beside the imported one', async () => {
    const file = await oldPhoneBackup();
    const fresh = { dbName: freshDb(), findRuleset: find };
    await seedDemos([testRuleset], fresh);
    const bob = (await listCharacters(fresh)).characters.find((c) => c.sheet['name'] === 'Bob')!;
    await addRound(bob.id, round(5, 'Bob'), fresh);
    const preview = await previewImport(file, fresh);
    expect(preview.find((i) => i.name === 'Bob')!.replacesDemo).toBeUndefined();
    await applyImport(preview, fresh);
    expect((await listCharacters(fresh)).characters.map((c) => c.sheet['name'])).toEqual(['Ann', 'Bob', 'Bob']);
  });
});

describe('importing before the first visit to the list', () => {
  it('the demos of the imported rules are not added later beside the imported copies', async () => {
    const file = await oldPhoneBackup();
    // "Clear site data", then straight to the backup screen: nothing seeded yet.
    const fresh = { dbName: freshDb(), findRuleset: find };
    await applyImport(await previewImport(file, fresh), fresh);
    const seeded = await seedDemos([testRuleset], fresh);
    expect(seeded.added).toEqual([]);
    expect((await listCharacters(fresh)).characters.map((c) => c.sheet['name'])).toEqual(['Ann', 'Bob']);
  });
});
