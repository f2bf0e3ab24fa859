/** The display choice is a stored record like any other: it carries a version, and a newer one is left alone. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openRollcallDb } from '../../src/storage/db';
import { DISPLAY_VERSION, loadDisplayPrefs, saveDisplayPrefs } from '../../src/storage/prefs';
import { freshDb } from './fixtures';

describe('stored display choice', () => {
  it('is written with its version, and one written before versions (none) still reads', async () => {
    const deps = { dbName: freshDb() };
    const db = await openRollcallDb(deps.dbName);
    await db.put('meta', { highContrast: true }, 'display');
    expect(await loadDisplayPrefs(deps)).toEqual({ highContrast: true });
    await saveDisplayPrefs({ highContrast: false }, deps);
    expect(await db.get('meta', 'display')).toEqual({ v: DISPLAY_VERSION, highContrast: false });
  });

  it('one saved by a newer version is not misread and not overwritten', async () => {
    const deps = { dbName: freshDb() };
    const db = await openRollcallDb(deps.dbName);
    const future = { v: DISPLAY_VERSION + 1, highContrast: 'auto', theme: 'sepia' };
    await db.put('meta', future, 'display');
    expect(await loadDisplayPrefs(deps)).toEqual({});
    await expect(saveDisplayPrefs({ highContrast: true }, deps)).rejects.toThrow(/newer version of Rollcall; it was left untouched/);
    expect(await db.get('meta', 'display')).toEqual(future);
  });
});
