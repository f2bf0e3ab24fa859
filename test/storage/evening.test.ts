/** The phone's verified evening in storage: one per phone, read back checked, a broken one kept. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openRollcallDb } from '../../src/storage/db';
import { clearEvening, EVENING_KEY, EVENING_VERSION, loadEvening, saveEvening, UNREADABLE_PREFIX } from '../../src/storage/evening';
import { startEvening } from '../../src/verify/evening';
import { freshDb } from './fixtures';

const seed = new Uint8Array(16).fill(7);
const id = new Uint8Array([1, 2, 3, 4]);
const evening = () => startEvening('Ada', 1_700_000_000_000, { seed, id, length: 20 });

async function keys(dbName: string): Promise<string[]> {
  const db = await openRollcallDb(dbName);
  return (await db.getAllKeys('meta')).map(String).sort();
}

describe('stored verified evening', () => {
  it('is none on a new phone, and what was saved comes back whole', async () => {
    const deps = { dbName: freshDb() };
    expect(await loadEvening(deps)).toEqual({ evening: null });
    const e = await evening();
    await saveEvening(e, deps);
    expect(await loadEvening(deps)).toEqual({ evening: e });
    const advanced = { ...e, link: 3, code: 'K7QF3' };
    await saveEvening(advanced, deps);
    expect((await loadEvening(deps)).evening).toEqual(advanced);
    const db = await openRollcallDb(deps.dbName);
    expect(await db.get('meta', EVENING_KEY)).toMatchObject({ v: EVENING_VERSION, data: advanced });
  });

  it('ending it leaves no evening, so the next start makes a new one', async () => {
    const deps = { dbName: freshDb() };
    await saveEvening(await evening(), deps);
    await clearEvening(deps);
    expect(await loadEvening(deps)).toEqual({ evening: null });
    expect(await keys(deps.dbName)).toEqual([]);
  });

  it('a corrupt record is reported, never read as an evening, and kept aside when a new one is saved', async () => {
    const deps = { dbName: freshDb() };
    const db = await openRollcallDb(deps.dbName);
    const broken = { v: EVENING_VERSION, data: { ...(await evening()), seed: 'not hex' }, updatedAt: 1 };
    await db.put('meta', broken, EVENING_KEY);
    const loaded = await loadEvening(deps);
    expect(loaded.evening).toBeNull();
    expect(loaded.problem).toMatch(/cannot be read: at data\.seed, expected the seed: 32 hex digits/);
    expect(await db.get('meta', EVENING_KEY)).toEqual(broken);

    const fresh = await evening();
    await saveEvening(fresh, deps);
    expect((await loadEvening(deps)).evening).toEqual(fresh);
    const aside = (await keys(deps.dbName)).filter((k) => k.startsWith(UNREADABLE_PREFIX));
    expect(aside).toHaveLength(1);
    expect(await db.get('meta', aside[0]!)).toEqual(broken);
  });

  it('a round past the end of the chain is not a readable evening', async () => {
    const deps = { dbName: freshDb() };
    const db = await openRollcallDb(deps.dbName);
    await db.put('meta', { v: EVENING_VERSION, data: { ...(await evening()), link: 21 }, updatedAt: 1 }, EVENING_KEY);
    expect((await loadEvening(deps)).problem).toMatch(/last round used to be within the chain/);
  });

  it('one saved by a newer app version is left untouched by saving and ending', async () => {
    const deps = { dbName: freshDb() };
    const db = await openRollcallDb(deps.dbName);
    const future = { v: EVENING_VERSION + 1, data: { chains: [] }, updatedAt: 1 };
    await db.put('meta', future, EVENING_KEY);
    expect((await loadEvening(deps)).problem).toMatch(/newer version of Rollcall/);
    await expect(saveEvening(await evening(), deps)).rejects.toThrow(/newer version/);
    await expect(clearEvening(deps)).rejects.toThrow(/newer version/);
    expect(await db.get('meta', EVENING_KEY)).toEqual(future);
  });

  it('the chain never goes back: a tab holding an older round cannot overwrite a later one', async () => {
    const deps = { dbName: freshDb() };
    const e = await evening();
    await saveEvening({ ...e, link: 5, code: 'K7QF3' }, deps);
    await expect(saveEvening({ ...e, link: 4, code: 'K7QF3' }, deps)).rejects.toThrow(/already used round 5/);
    expect((await loadEvening(deps)).evening?.link).toBe(5);
  });
});
