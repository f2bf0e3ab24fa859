import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DbUnavailableError, openRollcallDb } from '../../src/storage/db';
import { storageErrorText } from '../../src/storage/errors';
import { freshDb } from './fixtures';

describe('an upgrade blocked by another tab', () => {
  it('is reported as unavailable storage with a sentence, instead of hanging', async () => {
    const name = freshDb();
    // "Another tab": an older app's connection that ignores versionchange and stays open.
    const old = await new Promise<IDBDatabase>((ok, fail) => {
      const req = indexedDB.open(name, 1);
      req.onupgradeneeded = () => { req.result.createObjectStore('characters', { keyPath: 'id' }); };
      req.onsuccess = () => ok(req.result);
      req.onerror = () => fail(req.error);
    });
    const err = await openRollcallDb(name, 2).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DbUnavailableError);
    expect((err as Error).message).toMatch(/another Rollcall tab or window holds the data open/);
    expect(storageErrorText(err)).toMatch(/^Another Rollcall tab or window still has the data open.*close it and reload. You can still roll/);
    old.close();
  });
});
