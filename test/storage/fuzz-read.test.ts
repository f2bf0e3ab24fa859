/**
 * Fuzz: reading stored records. 100,000 generated raw values (real records of every shipped
 * version, mutated into hostile shapes, and raw hostile values) go through the readers of each
 * store (`npm run fuzz`; a fiftieth in `npm test`, test/fuzz/budget.ts): each is read as valid (and then really fits its schema) or reported as
 * a problem with a sentence and the raw value itself, never throwing and never modifying it.
 * Then a few thousand of them are stored in fake-indexeddb and read through the list and get
 * calls: the store is byte-identical afterwards.
 */
import 'fake-indexeddb/auto';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { runs, seedFor } from '../fuzz/budget';
import { describe, expect, it } from 'vitest';
import { spelljammer } from '../../src/rulesets/spelljammer';
import { validate } from '../../src/engine/schema';
import { getCharacter, listCharacters, readCharacter } from '../../src/storage/characters';
import { openRollcallDb, RECORD_VERSION } from '../../src/storage/db';
import { listRounds, readRound, roundResultProblem } from '../../src/storage/history';
import { keepValidFields, loadPrefs } from '../../src/storage/prefs';
import { checkWrapper } from '../../src/storage/records';
import { dumpDb } from './dump';
import { freshDb, round, testRuleset } from './fixtures';
import v1 from './fixtures/v1-spelljammer.json';
import { hostileValue, mutatedArb } from './hostile';

const RUNS = runs(100_000);
const find = (id: string) => (id === testRuleset.id ? testRuleset : id === spelljammer.id ? spelljammer : undefined);
const v2char = { v: 2, rulesetId: 'test-rs', id: 'c1', data: { name: 'Ann', hp: 30, weapons: [{ name: 'Bow', damage: '1d6' }] }, updatedAt: 5, createdAt: 1, archived: false };
const v2round = { v: 2, rulesetId: 'test-rs', id: 'h1', characterId: 'c1', data: round(100), updatedAt: 100 };
const v2pref = { v: 2, rulesetId: 'test-rs', id: 'c1', data: { weapon: '0', charge: true }, updatedAt: 5 };
const bases = [v1.characters[0], v1.history[0], v1.meta[0]!.value, v1.meta[2]!.value, v2char, v2round, v2pref] as unknown[];
const rawArb = fc.oneof({ weight: 9, arbitrary: mutatedArb(bases) }, { weight: 1, arbitrary: hostileValue });
const storeArb = fc.constantFrom('characters', 'history', 'meta') as fc.Arbitrary<'characters' | 'history' | 'meta'>;

/** Reads `raw` as a record of `store`; true when the outcome is one the app can show. */
function readsSafely(store: 'characters' | 'history' | 'meta', raw: unknown): boolean {
  if (store === 'characters') {
    const r = readCharacter('k', raw, find);
    if (r.ok) return validate(find(r.value.rulesetId)!.sheetSchema.fields, r.value.sheet).ok;
    return r.problem.message.length > 10 && Object.is(r.problem.raw, raw);
  }
  if (store === 'history') {
    const r = readRound('k', raw);
    if (r.ok) return roundResultProblem(r.value.result) === null && typeof r.value.characterId === 'string';
    return r.problem.message.length > 10 && Object.is(r.problem.raw, raw);
  }
  const w = checkWrapper('meta', 'declaration:c1', raw);
  if (!w.ok) return w.problem.message.length > 10 && Object.is(w.problem.raw, raw);
  if (w.value.v !== RECORD_VERSION) return false;
  const rs = find(w.value.rulesetId) ?? testRuleset;
  const fields = rs.declarationSchema(rs.demos[0]!.sheet).fields;
  const { values } = keepValidFields(fields, w.value.data);
  // Exactly the declaration's fields, each the stored value when that one is valid on its own:
  // nothing of the record's own keys (a prototype key, junk) is carried into the round.
  const src = typeof w.value.data === 'object' && w.value.data !== null ? w.value.data as Record<string, unknown> : {};
  if (!isDeepStrictEqual(Object.keys(values).sort(), fields.map((f) => f.key).sort())) return false;
  for (const f of fields) {
    const alone = Object.prototype.hasOwnProperty.call(src, f.key) ? validate([f], { [f.key]: src[f.key] }) : undefined;
    if (alone?.ok && !isDeepStrictEqual(values[f.key], alone.value[f.key])) return false;
  }
  return validate(fields, values).ok;
}

describe('fuzz: reading stored records', () => {
  it(`${RUNS} generated raw records: each read as valid or reported with a message, never modified`, () => {
    const counts = { ok: 0, problem: 0 };
    fc.assert(fc.property(storeArb, rawArb, (store, raw) => {
      const snapshot = structuredClone(raw);
      const safe = readsSafely(store, raw);
      if (!isDeepStrictEqual(raw, snapshot)) return false;
      const again = store === 'characters' ? readCharacter('k', raw, find).ok : store === 'history' ? readRound('k', raw).ok : checkWrapper('meta', 'k', raw).ok;
      if (again) counts.ok++; else counts.problem++;
      return safe;
    }), { seed: seedFor(22), numRuns: RUNS });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(counts.ok).toBeGreaterThan(RUNS / 10);
    expect(counts.problem).toBeGreaterThan(RUNS / 10);
    console.log(`fuzz read: ${JSON.stringify(counts)}`);
  }, 120_000);

  it('generated records stored in IndexedDB are listed or reported, and the store stays byte-identical', async () => {
    const dbName = freshDb();
    const db = await openRollcallDb(dbName);
    const samples = fc.sample(fc.tuple(storeArb, mutatedArb(bases)), { seed: seedFor(7), numRuns: 3000 });
    const tx = db.transaction(['characters', 'history', 'meta'], 'readwrite');
    let n = 0;
    for (const [store, raw] of samples) {
      const obj = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw as Record<string, unknown> : { raw };
      // In-line keys need a valid id; everything else stays as generated.
      if (store === 'characters') await tx.objectStore('characters').put({ ...obj, id: `c${n++}` });
      else if (store === 'history') await tx.objectStore('history').put({ ...obj, id: `h${n++}`, characterId: 'c1' });
      else await tx.objectStore('meta').put(raw, `declaration:c${n++}`);
    }
    await tx.done;
    const before = await dumpDb(dbName);
    const deps = { dbName, findRuleset: find };
    const list = await listCharacters(deps);
    const rounds = await listRounds('c1', deps);
    expect(list.characters.length + list.problems.length).toBe(samples.filter(([s]) => s === 'characters').length);
    expect(rounds.rounds.length + rounds.problems.length).toBe(samples.filter(([s]) => s === 'history').length);
    expect([...list.problems, ...rounds.problems].every((p) => p.message.length > 10)).toBe(true);
    for (let i = 0; i < 200; i++) {
      const c = await getCharacter(`c${i}`, deps);
      if (c?.ok) await loadPrefs(`c${i}`, find(c.value.rulesetId)!, c.value.sheet, deps);
    }
    expect(await dumpDb(dbName)).toBe(before);
    console.log(`fuzz read (IndexedDB): ${list.characters.length} characters, ${list.problems.length} reported; ${rounds.rounds.length} rounds, ${rounds.problems.length} reported`);
  }, 120_000);
});
