import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openRollcallDb } from '../../src/storage/db';
import { addRound, listRounds, roundsToTrim } from '../../src/storage/history';
import { freshDb, round } from './fixtures';

describe('round history', () => {
  it('lists a character\'s rounds newest first, and only theirs', async () => {
    const deps = { dbName: freshDb() };
    await addRound('c1', round(100), deps);
    await addRound('c1', round(300), deps);
    await addRound('c1', round(200), deps);
    await addRound('c2', round(400, 'Bob'), deps);
    const { rounds, problems } = await listRounds('c1', deps);
    expect(problems).toEqual([]);
    expect(rounds.map((r) => r.result.at)).toEqual([300, 200, 100]);
  });

  it('keeps only the newest rounds per character', async () => {
    const deps = { dbName: freshDb(), keep: 3 };
    for (const at of [1, 2, 3, 4, 5]) await addRound('c1', round(at), deps);
    await addRound('c2', round(9, 'Bob'), deps);
    expect((await listRounds('c1', deps)).rounds.map((r) => r.result.at)).toEqual([5, 4, 3]);
    expect((await listRounds('c2', deps)).rounds).toHaveLength(1);
  });

  it('a damaged stored round is reported, kept, and never trimmed away', async () => {
    const deps = { dbName: freshDb(), keep: 1 };
    const db = await openRollcallDb(deps.dbName);
    const damaged = { v: 1, rulesetId: 'test-rs', id: 'dmg', characterId: 'c1', data: { at: 0, entries: 'oops' }, updatedAt: 0 };
    await db.put('history', damaged);
    await addRound('c1', round(10), deps);
    await addRound('c1', round(20), deps);
    const { rounds, problems } = await listRounds('c1', deps);
    expect(rounds.map((r) => r.result.at)).toEqual([20]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('could not be read');
    expect(await db.get('history', 'dmg')).toEqual(damaged);
  });

  it('roundsToTrim picks the oldest valid rounds beyond the limit', () => {
    const rec = (id: string, at: number) => ({ v: 1, rulesetId: 'x', id, characterId: 'c', data: round(at), updatedAt: at });
    expect(roundsToTrim([rec('a', 1), rec('b', 3), rec('c', 2)], 2)).toEqual(['a']);
    expect(roundsToTrim([rec('a', 1)], 5)).toEqual([]);
  });
});
