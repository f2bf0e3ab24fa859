import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../src/engine/ruleset';
import { catalog } from '../../src/rulesets/catalog';
import { rulesets } from '../../src/rulesets';
import { getCharacter, listCharacters, saveCharacter } from '../../src/storage/characters';
import { openRollcallDb } from '../../src/storage/db';
import { seedDemos, unseededRulesets } from '../../src/storage/seed';
import { idbRepo } from '../../src/ui/data/repo';
import { freshDb, testRuleset } from './fixtures';

/** A lookup that loads like the catalog: asynchronously, counting the loads. */
function loader(rulesets: readonly Ruleset[]) {
  const loads: string[] = [];
  const findRuleset = async (id: string) => { loads.push(id); return rulesets.find((r) => r.id === id); };
  return { loads, findRuleset };
}

describe('storage with rulesets loaded on first use', () => {
  it('saves and lists characters through an asynchronous lookup', async () => {
    const deps = { dbName: freshDb(), ...loader([testRuleset]) };
    const saved = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 30, weapons: [] } }, deps);
    expect(saved.ok).toBe(true);
    const { characters, problems } = await listCharacters(deps);
    expect(problems).toEqual([]);
    expect(characters.map((c) => c.sheet['name'])).toEqual(['Ann']);
  });

  it('a character whose rules cannot be loaded is reported with why, kept, and the others still list', async () => {
    const dbName = freshDb();
    const db = await openRollcallDb(dbName);
    const other = { v: 1, rulesetId: 'other-rs', id: 'x', data: { name: 'Xan' }, updatedAt: 1 };
    await db.put('characters', other);
    await db.put('characters', { v: 1, rulesetId: 'test-rs', id: 'a', data: { name: 'Ann', hp: 3, weapons: [] }, updatedAt: 1 });
    const findRuleset = async (id: string) => {
      if (id === 'other-rs') throw new Error('Failed to fetch dynamically imported module');
      return id === 'test-rs' ? testRuleset : undefined;
    };
    const { characters, problems } = await listCharacters({ dbName, findRuleset });
    expect(characters.map((c) => c.sheet['name'])).toEqual(['Ann']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key: 'x', kind: 'rules-not-loaded', name: 'Xan', rulesetId: 'other-rs', raw: other });
    expect(problems[0]!.message).toMatch(/The rules "other-rs" could not be loaded \(Failed to fetch.*reload to try again/);
    expect(await getCharacter('x', { dbName, findRuleset })).toMatchObject({ ok: false, problem: { kind: 'rules-not-loaded' } });
    expect(await db.get('characters', 'x')).toEqual(other);
  });

  it('only the rulesets not seeded yet need loading for the demos', async () => {
    const deps = { dbName: freshDb() };
    expect(await unseededRulesets(['test-rs', 'spelljammer'], deps)).toEqual(['test-rs', 'spelljammer']);
    await seedDemos([testRuleset], deps);
    expect(await unseededRulesets(['test-rs', 'spelljammer'], deps)).toEqual(['spelljammer']);
  });

  it('the app repo seeds the catalog\'s demos on first run and marks them seeded, so later runs load nothing for seeding', async () => {
    const dbName = freshDb();
    const { findRuleset } = loader(rulesets);
    await idbRepo({ dbName, findRuleset }).seed();
    const { characters } = await idbRepo({ dbName, findRuleset }).listCharacters();
    // Every ruleset of the catalog (more land over time) brings its demos.
    const inCatalog = rulesets.filter((r) => catalog.some((e) => e.id === r.id));
    expect(characters.map((c) => c.sheet['name']).sort()).toEqual(inCatalog.flatMap((r) => r.demos.map((d) => d.name)).sort());
    const seededFlag = await (await openRollcallDb(dbName)).get('meta', 'seeded');
    expect([...seededFlag.rulesets].sort()).toEqual(catalog.map((e) => e.id).sort());
    expect(await unseededRulesets(catalog.map((e) => e.id), { dbName })).toEqual([]);
  });
});
