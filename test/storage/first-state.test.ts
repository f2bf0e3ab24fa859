/**
 * Data written by the first build that kept Spelljammer's lasting state (commit 37da543): its
 * stuck arrow lacks a field items gained later (`pending`) and the state lacks `grievousRolls`.
 * Stored or imported, it loads whole: the new fields take their defaults, nothing is reset.
 * The fixtures were written by that build's own code (test/storage/fixtures/README.md).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { defaults } from '../../src/engine/schema';
import { seededDice } from '../../src/engine/dice';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { readBackupFile } from '../../src/storage/backup';
import { getCharacter } from '../../src/storage/characters';
import { openRollcallDb } from '../../src/storage/db';
import { listRounds } from '../../src/storage/history';
import { applyImport, previewImport } from '../../src/storage/import';
import { loadPrefs } from '../../src/storage/prefs';
import stored from './fixtures/first-state-spelljammer.json';
import backup from './fixtures/first-state-spelljammer-backup.json';
import { freshDb } from './fixtures';

const findRuleset = (id: string) => (id === spelljammer.id ? spelljammer : undefined);
const char = stored.characters[0]!;

async function open(deps: { dbName: string }) {
  const found = await getCharacter(char.id, { ...deps, findRuleset });
  if (!found?.ok) throw new Error('expected the character');
  return loadPrefs(char.id, spelljammer, found.value.sheet, { ...deps, findRuleset });
}

describe('the first build with lasting state', () => {
  it('its stored stuck arrow loads whole, new fields at their defaults, and bleeds next round', async () => {
    const deps = { dbName: freshDb() };
    const db = await openRollcallDb(deps.dbName);
    for (const r of stored.characters) await db.put('characters', structuredClone(r));
    for (const r of stored.history) await db.put('history', structuredClone(r));
    for (const { key, value } of stored.meta) await db.put('meta', structuredClone(value), key);
    const prefs = await open(deps);
    expect(prefs.problems).toEqual([]);
    expect(prefs.state).toMatchObject({ hp: 44, stuck: [{ n: 1, kind: 'arrow', grievous: false, pending: false }], grievousRolls: 0 });
    const options = defaults(spelljammer.optionsSchema.fields);
    const next = spelljammer.state!.nextRound({ sheet: char.data, options, state: prefs.state! }, seededDice(1));
    expect(next.state['hp']).toBe(43);
    const { items, problems } = await listRounds(char.id, deps);
    expect(problems).toEqual([]);
    expect(items.map((i) => i.kind)).toEqual(['state']);
  });

  it('its backup is imported with the stuck arrow, not refused', async () => {
    const deps = { dbName: freshDb(), findRuleset };
    const file = readBackupFile(JSON.stringify(backup));
    if (!file.ok) throw new Error(file.message);
    const items = await previewImport(file.value, deps);
    expect(items.map((i) => [i.action, i.message ?? ''])).toEqual([['add', '']]);
    await applyImport(items, deps);
    const prefs = await open(deps);
    expect(prefs.problems).toEqual([]);
    expect(prefs.state).toMatchObject({ hp: 44, stuck: [{ kind: 'arrow', pending: false }], grievousRolls: 0 });
  });
});
