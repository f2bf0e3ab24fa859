/** Archive, duplicate and delete-with-undo behave the same through the IndexedDB repo and the in-memory fallback. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { idbRepo, memoryRepo, type Repo } from '../../src/ui/data/repo';
import { find, freshDb, round, testRuleset } from './fixtures';

const repos: [string, () => Repo][] = [
  ['IndexedDB', () => idbRepo({ dbName: freshDb(), findRuleset: find, rulesets: [testRuleset] })],
  ['memory', () => memoryRepo([testRuleset], find)],
];

describe.each(repos)('the %s repo', (_kind, make) => {
  it('archives, duplicates, deletes and undoes', async () => {
    const repo = make();
    await repo.seed();
    const ann = (await repo.listCharacters()).characters.find((c) => c.sheet['name'] === 'Ann')!;
    await repo.addRound(ann.id, round(5));
    await repo.setArchived(ann.id, true);
    expect((await repo.listCharacters()).characters.find((c) => c.id === ann.id)?.archived).toBe(true);
    const copy = await repo.duplicateCharacter(ann.id);
    expect(copy.ok && [copy.value.sheet['name'], copy.value.archived]).toEqual(['Ann (copy)', false]);
    const taken = await repo.takeCharacter(ann.id);
    expect((await repo.listCharacters()).characters.map((c) => c.sheet['name']).sort()).toEqual(['Ann (copy)', 'Bob']);
    await repo.restoreBundle(taken!);
    const back = (await repo.listCharacters()).characters.find((c) => c.id === ann.id);
    expect(back?.archived).toBe(true);
    expect((await repo.listRounds(ann.id)).rounds.map((r) => r.result.at)).toEqual([5]);
  });
});
