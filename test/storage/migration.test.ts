import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { getCharacter, listCharacters, saveCharacter } from '../../src/storage/characters';
import { openRollcallDb, RECORD_VERSION } from '../../src/storage/db';
import { listRounds } from '../../src/storage/history';
import { migrateRecord } from '../../src/storage/migrate';
import { loadPrefs } from '../../src/storage/prefs';
import v1 from './fixtures/v1-spelljammer.json';
import { freshDb } from './fixtures';

const findRuleset = (id: string) => (id === spelljammer.id ? spelljammer : undefined);

/** A fresh database holding the fixture's raw records, as the old app left them. */
async function withFixture(fixture: typeof v1) {
  const deps = { dbName: freshDb(), findRuleset };
  const db = await openRollcallDb(deps.dbName);
  for (const r of fixture.characters) await db.put('characters', structuredClone(r));
  for (const r of fixture.history) await db.put('history', structuredClone(r));
  for (const { key, value } of fixture.meta) await db.put('meta', structuredClone(value), key);
  return { deps, db };
}

describe('records written by version 1', () => {
  const char = v1.characters[0]!;

  it('the character opens with its sheet, not archived', async () => {
    const { deps } = await withFixture(v1);
    const { characters, problems } = await listCharacters(deps);
    expect(problems).toEqual([]);
    expect(characters).toHaveLength(1);
    expect(characters[0]).toMatchObject({ id: char.id, rulesetId: 'spelljammer', archived: false, updatedAt: char.updatedAt });
    expect(characters[0]!.sheet['name']).toBe('Derrick');
    expect(characters[0]!.sheet['weapons']).toEqual(char.data.weapons);
  });

  it('its rolled round and remembered inputs come back', async () => {
    const { deps } = await withFixture(v1);
    const { rounds, problems } = await listRounds(char.id, deps);
    expect(problems).toEqual([]);
    expect(rounds.map((r) => r.result.at)).toEqual([v1.history[0]!.data.at]);
    expect(rounds[0]!.result.entries.map((e) => e.label)).toEqual(v1.history[0]!.data.entries.map((e) => e.label));
    const found = await getCharacter(char.id, deps);
    if (!found?.ok) throw new Error('expected the character');
    const prefs = await loadPrefs(char.id, spelljammer, found.value.sheet, deps);
    expect(prefs.problems).toEqual([]);
    // Fields the declaration gained since take their defaults.
    expect(prefs.declaration).toMatchObject(v1.meta[0]!.value.data as object);
  });

  it('reading migrates in memory only: the stored records stay version 1', async () => {
    const { deps, db } = await withFixture(v1);
    await listCharacters(deps);
    await listRounds(char.id, deps);
    expect(await db.get('characters', char.id)).toEqual(char);
    expect(await db.get('history', v1.history[0]!.id)).toEqual(v1.history[0]);
  });

  it('saving it writes the current version, keeping when it was made', async () => {
    const { deps, db } = await withFixture(v1);
    const saved = await saveCharacter({ id: char.id, rulesetId: 'spelljammer', sheet: { ...char.data, currentHp: 40 } }, deps);
    expect(saved.ok).toBe(true);
    const raw = await db.get('characters', char.id);
    expect(raw).toMatchObject({ v: RECORD_VERSION, createdAt: char.updatedAt, archived: false, data: { currentHp: 40 } });
  });

  it('migrateRecord fills createdAt and archived of a version-1 character and never touches its input', () => {
    const input = structuredClone(char);
    const m = migrateRecord('characters', input);
    expect(m).toMatchObject({ ok: true, from: 1, value: { v: 2, createdAt: char.updatedAt, archived: false } });
    expect(input).toEqual(char);
  });
});

describe('records from a newer version', () => {
  it('are reported with the version and kept untouched', async () => {
    const newer = { ...v1, characters: [{ ...v1.characters[0]!, v: RECORD_VERSION + 1 }], history: [{ ...v1.history[0]!, v: RECORD_VERSION + 1 }] };
    const { deps, db } = await withFixture(newer);
    const { characters, problems } = await listCharacters(deps);
    expect(characters).toEqual([]);
    expect(problems[0]).toMatchObject({ kind: 'newer', name: 'Derrick' });
    expect(problems[0]!.message).toBe(`Saved by a newer version of Rollcall (record version ${RECORD_VERSION + 1}; this app reads up to ${RECORD_VERSION}). Kept untouched: update the app to open it.`);
    const r = await listRounds(newer.characters[0]!.id, deps);
    expect(r.problems[0]!.kind).toBe('newer');
    expect(await db.get('characters', newer.characters[0]!.id)).toEqual(newer.characters[0]);
  });

  it('a version that is not a whole number is invalid, with what was found', () => {
    expect(migrateRecord('history', { v: '1' })).toEqual({ ok: false, kind: 'invalid', message: `Expected a record version (v) from 1 to ${RECORD_VERSION}, but found "1".` });
    expect(migrateRecord('characters', { v: Number.NaN })).toMatchObject({ ok: false, kind: 'invalid' });
  });
});
