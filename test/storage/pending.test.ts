import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCharacter } from '../../src/storage/characters';
import { setArchived } from '../../src/storage/manage';
import { onPendingWrites, pendingWrites } from '../../src/storage/pending';
import { find, freshDb } from './fixtures';

describe('the page-leave guard while a write is in flight', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('asks before leaving only while a save is running', async () => {
    const added: string[] = [];
    const removed: string[] = [];
    vi.stubGlobal('window', { addEventListener: (t: string) => added.push(t), removeEventListener: (t: string) => removed.push(t) });
    const seen: number[] = [];
    const off = onPendingWrites((n) => seen.push(n));
    const p = saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 3, weapons: [] } }, { dbName: freshDb(), findRuleset: find });
    await p;
    off();
    expect(seen).toEqual([1, 0]);
    expect(added).toEqual(['beforeunload']);
    expect(removed).toEqual(['beforeunload']);
    expect(pendingWrites()).toBe(0);
  });

  it('a failed write releases the guard too', async () => {
    const removed: string[] = [];
    vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: (t: string) => removed.push(t) });
    await expect(setArchived('nobody', true, { dbName: freshDb() })).rejects.toThrow('no longer stored');
    expect(removed).toEqual(['beforeunload']);
    expect(pendingWrites()).toBe(0);
  });
});
