/**
 * Fuzz: the import boundary (backup file text -> readBackupFile -> previewImport) takes
 * 100,000 generated files under `npm run fuzz` (a fiftieth in `npm test`, test/fuzz/budget.ts), each either refused with a sentence or previewed
 * with every skipped character saying why, never throwing; the store (fake-indexeddb) is
 * byte-identical afterwards and no prototype is polluted.
 */
import 'fake-indexeddb/auto';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { runs, seedFor } from '../fuzz/budget';
import { validate } from '../../src/engine/schema';
import { describe, expect, it } from 'vitest';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { exportBackup, readBackupFile } from '../../src/storage/backup';
import { previewImport, type ImportRecords } from '../../src/storage/import';
import { readCharacter, saveCharacter } from '../../src/storage/characters';
import { openRollcallDb, RECORD_VERSION } from '../../src/storage/db';
import { addRound, readRound } from '../../src/storage/history';
import { checkWrapper } from '../../src/storage/records';
import { savePref } from '../../src/storage/prefs';
import { dumpDb } from './dump';
import { freshDb, round, testRuleset } from './fixtures';
import v1 from './fixtures/v1-spelljammer.json';
import { backupTextArb } from './hostile';

const RUNS = runs(100_000);

/**
 * Whether what an import would write reads back as valid with the app's own readers: the
 * character against its sheet, each round against the round schema and owned by it, each
 * remembered input's wrapper, all in the current record version. An accepted file must never
 * carry an unchecked record into the store.
 */
function writesOnlyValid(r: ImportRecords): boolean {
  const c = readCharacter('k', r.character, findRuleset);
  if (!c.ok || r.character.v !== RECORD_VERSION || c.value.id !== r.character.id) return false;
  // Exactly the sheet's fields: no key of the file's own (a prototype key, junk) is written.
  const sheet = validate(findRuleset(r.character.rulesetId)!.sheetSchema.fields, r.character.data);
  if (!sheet.ok || !isDeepStrictEqual(sheet.value, r.character.data)) return false;
  if (!r.history.every((h) => { const x = readRound('k', h); return x.ok && x.value.characterId === r.character.id && h.v === RECORD_VERSION; })) return false;
  return r.prefs.every(([, p]) => checkWrapper('meta', 'k', p).ok && p.v === RECORD_VERSION && p.id === r.character.id);
}
const findRuleset = (id: string) => (id === testRuleset.id ? testRuleset : id === spelljammer.id ? spelljammer : undefined);

describe('fuzz: importing backup files', () => {
  it(`${RUNS} generated files: each refused with a message or previewed, the store unchanged`, async () => {
    const deps = { dbName: freshDb(), findRuleset };
    const ann = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 30, weapons: [{ name: 'Bow', damage: '1d6' }] } }, deps);
    if (!ann.ok) throw new Error('setup');
    await addRound(ann.value.id, round(100), deps);
    await savePref('declaration', ann.value.id, 'test-rs', { weapon: '0', charge: true }, deps);
    await savePref('state', ann.value.id, 'test-rs', { loaded: 1 }, deps);
    await (await openRollcallDb(deps.dbName)).put('characters', { v: 9, rulesetId: 'test-rs', id: 'future', data: {}, updatedAt: 1 });
    const own = await exportBackup(deps, undefined, 1);
    const legacy = { format: 'rollcall-backup', v: 1, exportedAt: 2, characters: [{ character: v1.characters[0], history: v1.history, prefs: { declaration: v1.meta[0]!.value, options: v1.meta[1]!.value } }] };
    const bases = [JSON.parse(JSON.stringify(own)) as unknown, legacy];
    // The valid bases themselves preview as expected, so the fuzzing starts from real files.
    const sanity = readBackupFile(JSON.stringify(own));
    if (!sanity.ok) throw new Error(sanity.message);
    expect((await previewImport(sanity.value, deps)).map((i) => i.action).sort()).toEqual(['replace', 'skip']);

    const before = await dumpDb(deps.dbName);
    const counts = { refused: 0, previewed: 0, items: 0, skipped: 0 };
    await fc.assert(fc.asyncProperty(backupTextArb(bases), async (text) => {
      const file = readBackupFile(text);
      if (!file.ok) {
        counts.refused++;
        return typeof file.message === 'string' && file.message.length > 10 && file.message.length < 600;
      }
      const items = await previewImport(file.value, deps);
      counts.previewed++;
      counts.items += items.length;
      for (const i of items) {
        if (i.action === 'skip') {
          counts.skipped++;
          if (!i.message || i.records) return false;
        } else if (!i.records || i.records.character.id !== i.key || typeof i.name !== 'string' || !writesOnlyValid(i.records)) return false;
      }
      return true;
    }), { seed: seedFor(22), numRuns: RUNS });

    expect(await dumpDb(deps.dbName)).toBe(before);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    // The generator reaches both outcomes in numbers (so the property is not vacuous).
    expect(counts.refused).toBeGreaterThan(RUNS / 10);
    expect(counts.previewed).toBeGreaterThan(RUNS / 10);
    expect(counts.skipped).toBeGreaterThan(RUNS / 20);
    console.log(`fuzz import: ${JSON.stringify(counts)}`);
  }, 120_000);
});
