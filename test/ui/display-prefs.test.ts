import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openRollcallDb } from '../../src/storage/db';
import { loadDisplayPrefs, saveDisplayPrefs } from '../../src/storage/prefs';

let n = 0;
const fresh = () => ({ dbName: `display-${Date.now()}-${n++}` });

describe('the high-contrast choice', () => {
  it('is not set on a new phone, so the app follows the system', async () => {
    expect(await loadDisplayPrefs(fresh())).toEqual({});
  });

  it('is remembered once the user turns it on or off', async () => {
    const deps = fresh();
    await saveDisplayPrefs({ highContrast: true }, deps);
    expect(await loadDisplayPrefs(deps)).toEqual({ highContrast: true });
    await saveDisplayPrefs({ highContrast: false }, deps);
    expect(await loadDisplayPrefs(deps)).toEqual({ highContrast: false });
  });

  it('a stored value that is not a yes/no counts as never set', async () => {
    const deps = fresh();
    const db = await openRollcallDb(deps.dbName);
    await db.put('meta', { highContrast: 'yes' }, 'display');
    expect(await loadDisplayPrefs(deps)).toEqual({});
  });
});
