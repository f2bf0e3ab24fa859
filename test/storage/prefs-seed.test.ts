import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { listCharacters } from '../../src/storage/characters';
import { openRollcallDb } from '../../src/storage/db';
import { keepValidFields, loadPrefs, savePref } from '../../src/storage/prefs';
import { seedDemos } from '../../src/storage/seed';
import { find, freshDb, testRuleset } from './fixtures';

const sheet = { name: 'Ann', hp: 30, weapons: [{ name: 'Bow', damage: '1d6' }, { name: 'Axe', damage: '1d8' }] };

describe('remembered round inputs', () => {
  it('the last declaration, options and state are restored', async () => {
    const deps = { dbName: freshDb() };
    await savePref('declaration', 'c1', 'test-rs', { weapon: '1', charge: true }, deps);
    await savePref('options', 'c1', 'test-rs', { houseRule: true }, deps);
    await savePref('state', 'c1', 'test-rs', { casting: 3 }, deps);
    const p = await loadPrefs('c1', testRuleset, sheet, deps);
    expect(p).toEqual({ declaration: { weapon: '1', charge: true }, options: { houseRule: true }, state: { casting: 3 }, problems: [] });
  });

  it('without anything remembered, the schema defaults are used', async () => {
    const p = await loadPrefs('c9', testRuleset, sheet, { dbName: freshDb() });
    expect(p.declaration).toEqual({ weapon: '0', charge: false });
    expect(p.state).toBeUndefined();
  });

  it('a remembered weapon that no longer exists is reset and said so; the rest is kept', async () => {
    const deps = { dbName: freshDb() };
    await savePref('declaration', 'c1', 'test-rs', { weapon: '1', charge: true }, deps);
    const p = await loadPrefs('c1', testRuleset, { ...sheet, weapons: [{ name: 'Bow', damage: '1d6' }] }, deps);
    expect(p.declaration).toEqual({ weapon: '0', charge: true });
    expect(p.problems[0]).toMatch(/reset.*Weapon: expected one of 0, none/);
  });

  it('keepValidFields keeps each valid field on its own', () => {
    const fields = testRuleset.declarationSchema(sheet).fields;
    expect(keepValidFields(fields, { weapon: 'zzz', charge: true }).values).toEqual({ weapon: '0', charge: true });
    expect(keepValidFields(fields, 'garbage').values).toEqual({ weapon: '0', charge: false });
  });
});

describe('demo characters', () => {
  it('are seeded on first run only, with their declaration', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const first = await seedDemos([testRuleset], deps);
    expect(first.added).toEqual(['Ann', 'Bob']);
    const { characters } = await listCharacters(deps);
    expect(characters.map((c) => c.sheet['name'])).toEqual(['Ann', 'Bob']);
    const ann = characters[0]!;
    expect((await loadPrefs(ann.id, testRuleset, ann.sheet, deps)).declaration).toEqual({ weapon: '0', charge: true });
    expect((await seedDemos([testRuleset], deps)).added).toEqual([]);
    expect((await listCharacters(deps)).characters).toHaveLength(2);
  });

  it('are not seeded again after the player deleted them', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    await seedDemos([testRuleset], deps);
    const db = await openRollcallDb(deps.dbName);
    await db.clear('characters');
    await seedDemos([testRuleset], deps);
    expect((await listCharacters(deps)).characters).toEqual([]);
  });
});
