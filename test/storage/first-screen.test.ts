import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../src/rulesets/catalog';
import { rulesets } from '../../src/rulesets';
import { addRound, discardUntouched, getCharacter, listCharacters, listStoredCharacters, savePref, saveCharacter } from '../../src/storage';
import { openRollcallDb } from '../../src/storage/db';
import { idbRepo, memoryRepo } from '../../src/ui/data/repo';
import { freshDb, testRuleset } from './fixtures';

afterEach(() => { vi.restoreAllMocks(); });

describe('the first screen: demos and the list without any ruleset\'s rules', () => {
  it('seeds the catalog\'s demos and lists them without loading a ruleset, with the same sheets the rules would store', async () => {
    const loads = catalog.map((e) => vi.spyOn(e, 'load'));
    const dbName = freshDb();
    const repo = idbRepo({ dbName });
    await repo.seed();
    const { characters, problems } = await repo.listStored();
    for (const spy of loads) expect(spy).not.toHaveBeenCalled();
    expect(problems).toEqual([]);
    expect(characters.map((c) => c.sheet['name']).sort()).toEqual(rulesets.flatMap((r) => r.demos.map((d) => d.name)).sort());
    // Read back through the rules, every seeded sheet is the same as listed (complete and valid).
    const find = (id: string) => rulesets.find((r) => r.id === id);
    const checked = await listCharacters({ dbName, findRuleset: find });
    expect(checked.problems).toEqual([]);
    expect(checked.characters.map((c) => c.sheet)).toEqual(characters.map((c) => c.sheet));
  });

  it('lists a record of an unknown system and an unreadable one as problems; a sheet that no longer fits is caught on opening', async () => {
    const dbName = freshDb();
    const db = await openRollcallDb(dbName);
    await db.put('characters', { v: 1, rulesetId: 'test-rs', id: 'a', data: { name: 'Ann', hp: 3, weapons: [] }, updatedAt: 1 });
    await db.put('characters', { v: 1, rulesetId: 'test-rs', id: 'b', data: { name: 'Bad', hp: 'lots', weapons: [] }, updatedAt: 1 });
    await db.put('characters', { v: 1, rulesetId: 'nope-rs', id: 'n', data: { name: 'Nob' }, updatedAt: 1 });
    await db.put('characters', { v: 1, id: 'z', rulesetId: 'test-rs', data: { name: 'Zed' } });
    const { characters, problems } = await listStoredCharacters({ dbName, known: (id) => id === 'test-rs' });
    expect(characters.map((c) => c.sheet['name'])).toEqual(['Ann', 'Bad']);
    expect(problems.map((p) => [p.key, p.kind])).toEqual(expect.arrayContaining([['n', 'unknown-ruleset'], ['z', 'invalid']]));
    expect(problems).toHaveLength(2);
    const opened = await getCharacter('b', { dbName, findRuleset: (id) => (id === 'test-rs' ? testRuleset : undefined) });
    expect(opened).toMatchObject({ ok: false, problem: { kind: 'invalid' } });
    expect(await db.get('characters', 'b')).toMatchObject({ data: { hp: 'lots' } });
  });
});

describe('a new character left without keeping anything', () => {
  const deps = () => ({ dbName: freshDb(), findRuleset: (id: string) => (id === 'test-rs' ? testRuleset : undefined) });

  it('is deleted; one saved again, rolled with, or with a typed draft stays', async () => {
    const d = deps();
    const make = async (name: string) => { const r = await saveCharacter({ rulesetId: 'test-rs', sheet: { name, hp: 10, weapons: [] } }, d); if (!r.ok) throw new Error('not saved'); return r.value.id; };
    const left = await make('New character');
    const saved = await make('Saved');
    await new Promise((ok) => setTimeout(ok, 5));
    await saveCharacter({ id: saved, rulesetId: 'test-rs', sheet: { name: 'Saved', hp: 12, weapons: [] } }, d);
    const rolled = await make('Rolled');
    await addRound(rolled, { rulesetId: 'test-rs', character: 'Rolled', at: 1, entries: [], defence: [], status: [], lost: [], notes: [] }, d);
    const typed = await make('Typed');
    await savePref('draft', typed, 'test-rs', { name: 'Typed on', hp: 4 }, d);

    expect(await discardUntouched(left, d)).toBe(true);
    expect(await getCharacter(left, d)).toBeUndefined();
    for (const id of [saved, rolled, typed]) {
      expect(await discardUntouched(id, d)).toBe(false);
      expect(await getCharacter(id, d)).toMatchObject({ ok: true });
    }
    expect(await discardUntouched('no-such-id', d)).toBe(false);
  });

  it('is deleted from the in-memory repo too, and an edited one stays', async () => {
    const repo = memoryRepo([testRuleset], async (id) => (id === 'test-rs' ? testRuleset : undefined));
    const a = await repo.saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'New character', hp: 10, weapons: [] } });
    const b = await repo.saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'New character', hp: 10, weapons: [] } });
    if (!a.ok || !b.ok) throw new Error('not saved');
    await repo.saveCharacter({ id: b.value.id, rulesetId: 'test-rs', sheet: { name: 'Brynn', hp: 10, weapons: [] } });
    expect(await repo.discardUntouched(a.value.id)).toBe(true);
    expect(await repo.discardUntouched(b.value.id)).toBe(false);
    expect((await repo.listStored()).characters.map((c) => c.sheet['name'])).toEqual(['Brynn']);
  });
});
