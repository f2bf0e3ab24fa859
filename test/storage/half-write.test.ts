/**
 * A request that throws at once (a full disk as the app's quota test fakes it, a value that
 * cannot be stored) in the middle of a write: the requests made before it in the same
 * transaction must not commit. Half of the demos, or a character back without its rounds, is
 * worse than nothing: the demos would be seeded again in full next time (doubles).
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { listCharacters, restoreBundle, seedDemos, takeCharacter, saveCharacter } from '../../src/storage';
import { addRound } from '../../src/storage/history';
import { dumpDb } from './dump';
import { find, freshDb, round, testRuleset } from './fixtures';

const proto = globalThis.IDBObjectStore.prototype;
const realPut = proto.put;
afterEach(() => { proto.put = realPut; });

/** The `n`th put from now on throws QuotaExceededError at once; the ones before it succeed. */
function failPut(n: number): void {
  let left = n;
  proto.put = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
    if (--left === 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return realPut.apply(this, args);
  };
}

describe('a write cut off half-way leaves nothing of it', () => {
  it('seeding the demos: the second demo fails, so the first is not stored either', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const before = await dumpDb(deps.dbName);
    failPut(2);
    await expect(seedDemos([testRuleset], deps)).rejects.toThrow(/Could not save the demo characters\. The phone has no room left/);
    proto.put = realPut;
    expect(await dumpDb(deps.dbName)).toBe(before);
    // With room again, the demos come once each.
    await seedDemos([testRuleset], deps);
    expect((await listCharacters(deps)).characters.map((c) => c.sheet['name'])).toEqual(['Ann', 'Bob']);
  });

  it('undoing a deletion: a round that fails to go back takes the character back out too', async () => {
    const deps = { dbName: freshDb(), findRuleset: find };
    const saved = await saveCharacter({ rulesetId: 'test-rs', sheet: { name: 'Ann', hp: 30, weapons: [] } }, deps);
    if (!saved.ok) throw new Error('setup');
    await addRound(saved.value.id, round(100), deps);
    const taken = (await takeCharacter(saved.value.id, deps))!;
    const gone = await dumpDb(deps.dbName);
    failPut(2);
    await expect(restoreBundle(taken, deps)).rejects.toThrow(/Could not save the character back/);
    proto.put = realPut;
    expect(await dumpDb(deps.dbName)).toBe(gone);
  });
});
