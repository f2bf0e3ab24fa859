import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openRollcallDb } from '../../src/storage/db';
import { loadRound, saveRound } from '../../src/ui/gm/persist';
import { attack, result } from './fixtures';

describe('the GM round in IndexedDB', () => {
  beforeEach(async () => {
    const db = await openRollcallDb();
    await db.clear('gm');
  });

  it('survives a reload: what was saved is loaded', async () => {
    const round = { round: 2, rulesetId: 'spelljammer', results: [result('Aria', 1000, [attack('a1', 'Longsword', 8)])] };
    await saveRound(round);
    expect(await loadRound()).toEqual({ kind: 'round', round });
  });

  it('starts empty when nothing was saved', async () => {
    expect(await loadRound()).toEqual({ kind: 'none' });
  });

  it('reports an unreadable round and keeps it aside instead of dropping it', async () => {
    const db = await openRollcallDb();
    const broken = { v: 1, id: 'round', rulesetId: '', data: { round: 0, rulesetId: null, results: [] }, updatedAt: 1 };
    await db.put('gm', broken, 'round');
    const loaded = await loadRound();
    expect(loaded.kind).toBe('problem');
    if (loaded.kind !== 'problem') return;
    expect(loaded.message).toMatch(/^The saved GM round is not readable: at data\.round, .*It was kept aside as "round-unreadable-\d+" and a new round started\.$/);
    const aside = /"(round-unreadable-\d+)"/.exec(loaded.message)![1]!;
    expect(await db.get('gm', aside)).toEqual(broken);
    expect(await db.get('gm', 'round')).toBeUndefined();
  });
});
