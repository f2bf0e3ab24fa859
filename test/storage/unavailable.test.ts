// No fake-indexeddb here: Node has no IndexedDB, like a browser that refuses storage.
import { describe, expect, it } from 'vitest';
import { listCharacters, saveCharacter } from '../../src/storage/characters';
import { DbUnavailableError, openRollcallDb } from '../../src/storage/db';
import { storageErrorText } from '../../src/storage/errors';
import { addRound } from '../../src/storage/history';
import { find, round } from './fixtures';

describe('without IndexedDB', () => {
  it('every call fails with DbUnavailableError and a sentence the user can read', async () => {
    await expect(openRollcallDb()).rejects.toBeInstanceOf(DbUnavailableError);
    await expect(listCharacters()).rejects.toBeInstanceOf(DbUnavailableError);
    await expect(saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'A', hp: 1, weapons: [] } }, { findRuleset: find })).rejects.toBeInstanceOf(DbUnavailableError);
    const err = await addRound('c1', round(1)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DbUnavailableError);
    expect(storageErrorText(err)).toMatch(/still roll/);
  });
});
