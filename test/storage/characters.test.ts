import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { deleteCharacter, getCharacter, listCharacters, saveCharacter } from '../../src/storage/characters';
import { openRollcallDb } from '../../src/storage/db';
import { addRound, listRounds } from '../../src/storage/history';
import { StorageWriteError } from '../../src/storage/errors';
import { find, freshDb } from './fixtures';

describe('characters in IndexedDB', () => {
  it('a saved sheet reads back the same, wrapped with version and ruleset id', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const saved = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 30, weapons: [{ name: 'Bow', damage: '1d6+1' }] } }, deps);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const { characters, problems } = await listCharacters(deps);
    expect(problems).toEqual([]);
    expect(characters).toHaveLength(1);
    expect(characters[0]!.sheet).toEqual({ name: 'Ann', hp: 30, weapons: [{ name: 'Bow', damage: '1d6+1' }] });
    const raw = await (await openRollcallDb(deps.dbName)).get('characters', saved.value.id);
    expect(raw).toMatchObject({ v: 2, rulesetId: 'test-rs', id: saved.value.id, data: { name: 'Ann' }, archived: false });
    expect(typeof raw.updatedAt).toBe('number');
  });

  it('an invalid sheet is refused with the field path and nothing is written', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const r = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 999, weapons: [{ name: 'Bow', damage: '1d' }] } }, deps);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path)).toEqual(['hp', 'weapons.0.damage']);
    expect((await listCharacters(deps)).characters).toEqual([]);
  });

  it('an older record missing a field is read with the default filled in', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const db = await openRollcallDb(deps.dbName);
    await db.put('characters', { v: 1, rulesetId: 'test-rs', id: 'old', data: { name: 'Old' }, updatedAt: 1 });
    const { characters } = await listCharacters(deps);
    expect(characters[0]!.sheet).toEqual({ name: 'Old', hp: 10, weapons: [] });
  });

  it('a corrupt record is reported with its message and kept untouched, not dropped', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const db = await openRollcallDb(deps.dbName);
    const corrupt = { v: 1, rulesetId: 'test-rs', id: 'bad', data: { name: 'Broken', hp: 'lots' }, updatedAt: 5 };
    await db.put('characters', corrupt);
    await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Fine', hp: 3, weapons: [] } }, deps);
    const { characters, problems } = await listCharacters(deps);
    expect(characters.map((c) => c.sheet['name'])).toEqual(['Fine']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key: 'bad', kind: 'invalid', name: 'Broken' });
    expect(problems[0]!.message).toContain('HP: expected a number');
    expect(await db.get('characters', 'bad')).toEqual(corrupt);
  });

  it('a record from a newer app version is kept untouched with a clear message, and cannot be overwritten', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const db = await openRollcallDb(deps.dbName);
    const newer = { v: 3, rulesetId: 'test-rs', id: 'future', data: { name: 'Future', shape: 'new' }, updatedAt: 5 };
    await db.put('characters', newer);
    const { problems } = await listCharacters(deps);
    expect(problems[0]).toMatchObject({ kind: 'newer', key: 'future' });
    expect(problems[0]!.message).toMatch(/newer version/);
    await expect(saveCharacter({ id: 'future', rulesetId: 'test-rs', sheet: { name: 'X', hp: 1, weapons: [] } }, deps)).rejects.toBeInstanceOf(StorageWriteError);
    expect(await db.get('characters', 'future')).toEqual(newer);
  });

  it('a record of an unknown rule system and a non-record are reported', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const db = await openRollcallDb(deps.dbName);
    await db.put('characters', { v: 1, rulesetId: 'nope', id: 'x', data: { name: 'X' }, updatedAt: 1 });
    await db.put('characters', { id: 'y', hello: 'world' });
    const { problems } = await listCharacters(deps);
    expect(problems.map((p) => p.kind).sort()).toEqual(['invalid', 'unknown-ruleset']);
  });

  it('getCharacter finds one, and says undefined for a missing id', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const s = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 3, weapons: [] } }, deps);
    if (!s.ok) throw new Error('save failed');
    expect(await getCharacter(s.value.id, deps)).toMatchObject({ ok: true, value: { sheet: { name: 'Ann' } } });
    expect(await getCharacter('missing', deps)).toBeUndefined();
  });

  it('deleting a character deletes its history too', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const s = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 3, weapons: [] } }, deps);
    if (!s.ok) throw new Error('save failed');
    await addRound(s.value.id, { rulesetId: 'test-rs', character: 'Ann', at: 1, entries: [], defence: [], status: [], lost: [], notes: [] }, deps);
    await deleteCharacter(s.value.id, deps);
    expect((await listCharacters(deps)).characters).toEqual([]);
    expect((await listRounds(s.value.id, deps)).rounds).toEqual([]);
  });
});

describe('issue messages', () => {
  it('name the list item a problem is in', async () => {
    const { issuesText } = await import('../../src/storage/records');
    expect(issuesText([{ path: 'hp', message: 'HP: expected a number' }, { path: 'weapons.1.damage', message: 'Damage: expected dice like 1d8+4' }]))
      .toBe('HP: expected a number; weapons #2, Damage: expected dice like 1d8+4');
  });
});
