import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('the GM round on a full disk', () => {
  it('a failed save names the cause, keeps the round marked unsaved, and Retry saves it once there is room', async () => {
    const { createGmModel } = await import('../../src/ui/gm/model');
    const proto = globalThis.IDBObjectStore.prototype;
    const realPut = proto.put;
    proto.put = function () { throw new DOMException('', 'QuotaExceededError'); };
    try {
      const m = createGmModel({ lookup: () => undefined, save: saveRound });
      m.startNextRound();
      await vi.waitFor(() => expect(m.unsaved.value).not.toBeNull());
      expect(m.unsaved.value).toMatch(/no room left/);
      expect(m.message.value?.text).toMatch(/^The round is not saved on this device, so a reload would lose it: Could not save the GM's round\. The phone has no room left/);
      expect(await loadRound()).toEqual({ kind: 'none' });
      proto.put = realPut;
      await m.retrySave();
      expect(m.unsaved.value).toBeNull();
      expect(await loadRound()).toMatchObject({ kind: 'round', round: { round: m.round.value.round } });
    } finally { proto.put = realPut; }
  });
});
