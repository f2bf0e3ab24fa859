/**
 * Opening a character reads it from the touch on its list entry: the screen takes that read
 * instead of reading the character again, once, and only while it is fresh.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { createCharacterModel } from '../../src/ui/player/model';
import { idbRepo } from '../../src/ui/player/repo';
import { EARLY_READ_MS, ensureSeeded, forgetEarlyRead, getRepo, readEarly, takeEarlyRead } from '../../src/ui/player/session';

const find = (id: string) => (id === spelljammer.id ? spelljammer : undefined);

async function twoCharacters(): Promise<[string, string]> {
  await ensureSeeded();
  const { characters } = await getRepo().listCharacters();
  return [characters[0]!.id, characters[1]!.id];
}

describe('the read started at the touch on a list entry', () => {
  it('is what the screen takes, once, and it holds the touched character', async () => {
    const [a] = await twoCharacters();
    const read = readEarly(a);
    expect(takeEarlyRead(a)).toBe(read);
    expect(takeEarlyRead(a)).toBeUndefined();
    const found = await read;
    expect(found?.ok && found.value.id).toBe(a);
  });

  it('the click of the same tap keeps the read its pointerdown started; a new touch reads again', async () => {
    const [a] = await twoCharacters();
    const down = readEarly(a, false, 1000);
    expect(readEarly(a, true, 1100)).toBe(down);
    const next = readEarly(a, false, 1200);
    expect(next).not.toBe(down);
    expect(takeEarlyRead(a, 1300)).toBe(next);
  });

  it('is not taken for another character, once stale, or after the list changed a character', async () => {
    const [a, b] = await twoCharacters();
    readEarly(a, false, 0);
    expect(takeEarlyRead(b, 10)).toBeUndefined();
    readEarly(a, false, 0);
    expect(takeEarlyRead(a, EARLY_READ_MS)).toBeUndefined();
    readEarly(a);
    forgetEarlyRead();
    expect(takeEarlyRead(a)).toBeUndefined();
    // A click with no pointerdown before it (Enter on the link) reads the character itself.
    expect(readEarly(a, true)).toBeInstanceOf(Promise);
    expect(takeEarlyRead(a)).toBeDefined();
  });
});

describe('the character screen opened with a read already started', () => {
  it('does not read the character again, and shows its round ready with its odds', async () => {
    const repo = idbRepo({ dbName: 'early-read-model', findRuleset: find, rulesets: [spelljammer] });
    await repo.seed();
    const c = (await repo.listCharacters()).characters[0]!;
    const early = repo.getCharacter(c.id);
    const reads = vi.spyOn(repo, 'getCharacter');
    const m = createCharacterModel(c.id, repo, { find, dice: () => seededDice(7) });
    await m.load(early);
    expect(reads).not.toHaveBeenCalled();
    expect(m.status.value).toBe('ready');
    expect(m.character.value?.id).toBe(c.id);
    expect(m.plan.value.ok).toBe(true);
  });

  it('says the character is not on this phone when the early read found none', async () => {
    const repo = idbRepo({ dbName: 'early-read-missing', findRuleset: find, rulesets: [spelljammer] });
    const m = createCharacterModel('gone', repo, { find });
    await m.load(repo.getCharacter('gone'));
    expect(m.status.value).toBe('missing');
  });
});
