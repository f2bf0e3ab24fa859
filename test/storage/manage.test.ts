import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getCharacter, listCharacters, saveCharacter } from '../../src/storage/characters';
import { savePref } from '../../src/storage/prefs';
import { openRollcallDb } from '../../src/storage/db';
import { addRound, listRounds } from '../../src/storage/history';
import { restoreBundle, takeCharacter } from '../../src/storage/bundle';
import { copyName, duplicateCharacter, setArchived } from '../../src/storage/manage';
import { dumpDb } from './dump';
import { find, freshDb, round } from './fixtures';

async function ann() {
  const deps = { dbName: freshDb(), findRuleset: find };
  const saved = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 30, weapons: [] } }, deps);
  if (!saved.ok) throw new Error('setup');
  await addRound(saved.value.id, round(100), deps);
  await savePref('options', saved.value.id, 'test-rs', { houseRule: true }, deps);
  return { deps, id: saved.value.id };
}

describe('managing characters', () => {
  it('delete then undo puts back the character, its rounds and remembered inputs exactly', async () => {
    const { deps, id } = await ann();
    const before = await dumpDb(deps.dbName);
    const taken = await takeCharacter(id, deps);
    expect((await listCharacters(deps)).characters).toEqual([]);
    expect((await listRounds(id, deps)).rounds).toEqual([]);
    await restoreBundle(taken!, deps);
    expect(await dumpDb(deps.dbName)).toBe(before);
  });

  it('archiving keeps the sheet and is remembered; saving the sheet keeps it archived', async () => {
    const { deps, id } = await ann();
    await setArchived(id, true, deps);
    let c = await getCharacter(id, deps);
    expect(c?.ok && c.value.archived).toBe(true);
    await saveCharacter({ id, rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 29, weapons: [] } }, deps);
    c = await getCharacter(id, deps);
    expect(c?.ok && [c.value.archived, c.value.sheet['hp']]).toEqual([true, 29]);
    await setArchived(id, false, deps);
    c = await getCharacter(id, deps);
    expect(c?.ok && c.value.archived).toBe(false);
  });

  it('archiving a record from a newer version is refused and leaves it untouched', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const db = await openRollcallDb(deps.dbName);
    const future = { v: 99, rulesetId: 'test-rs', id: 'f', data: {}, updatedAt: 1 };
    await db.put('characters', future);
    await expect(setArchived('f', true, deps)).rejects.toThrow(/newer version of Rollcall; it was left untouched/);
    expect(await db.get('characters', 'f')).toEqual(future);
  });

  it('duplicating makes "Ann (copy)" with the remembered options but no history', async () => {
    const { deps, id } = await ann();
    const copy = await duplicateCharacter(id, deps);
    if (!copy.ok) throw new Error(copy.message);
    expect(copy.value.sheet).toEqual({ name: 'Ann (copy)', hp: 30, weapons: [] });
    expect(copy.value.id).not.toBe(id);
    expect((await listRounds(copy.value.id, deps)).rounds).toEqual([]);
    const opt = await (await openRollcallDb(deps.dbName)).get('meta', `options:${copy.value.id}`);
    expect(opt).toMatchObject({ id: copy.value.id, data: { houseRule: true } });
  });

  it('a copy\'s name is cut to fit the name field', () => {
    expect(copyName('Ann', 40)).toBe('Ann (copy)');
    expect(copyName('x'.repeat(40), 40)).toBe(`${'x'.repeat(33)} (copy)`);
  });
});

describe('duplicating is one write', () => {
  it('when storage gives up while copying the remembered inputs, no copy is left behind', async () => {
    const { deps, id } = await ann();
    const before = await dumpDb(deps.dbName);
    const proto = globalThis.IDBObjectStore.prototype;
    const put = proto.put;
    // The copy's remembered options are the last write: the transaction aborts there, as on a full disk.
    proto.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      const req = put.call(this, value, key);
      if (this.name === 'meta' && typeof key === 'string' && key.startsWith('options:') && key !== `options:${id}`) this.transaction.abort();
      return req;
    };
    try {
      await expect(duplicateCharacter(id, deps)).rejects.toThrow(/Could not save the copy "Ann \(copy\)"/);
    } finally {
      proto.put = put;
    }
    expect(await dumpDb(deps.dbName)).toBe(before);
    expect((await listCharacters(deps)).characters.map((c) => c.sheet['name'])).toEqual(['Ann']);
  });
});
