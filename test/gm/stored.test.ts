import { describe, expect, it } from 'vitest';
import { readStoredRound, toStoredRound } from '../../src/ui/gm/stored';
import { attack, result } from './fixtures';

describe('the saved GM round', () => {
  const round = { round: 3, rulesetId: 'spelljammer', results: [result('Aria', 1000, [attack('a1', 'Longsword', 8)])] };

  it('reads back what was saved', () => {
    const back = readStoredRound(structuredClone(toStoredRound(round, 5)));
    expect(back).toEqual({ ok: true, value: round });
  });

  it('reads back the kept previous round', () => {
    const withPrevious = { round: 4, rulesetId: null, results: [], previous: round };
    expect(readStoredRound(structuredClone(toStoredRound(withPrevious, 5)))).toEqual({ ok: true, value: withPrevious });
  });

  it('says where a broken record is wrong instead of dropping it', () => {
    const broken = structuredClone(toStoredRound(round, 5)) as { data: { results: { at: unknown }[] } };
    broken.data.results[0]!.at = 'yesterday';
    const back = readStoredRound(broken);
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.message).toMatch(/^The saved GM round is not readable: at data\.results\.0\.at, /);
  });

  it('names a record from a newer app version', () => {
    const back = readStoredRound({ ...(toStoredRound(round, 5) as object), v: 2 });
    expect(back).toEqual({ ok: false, message: 'The saved GM round was written by a newer version of Rollcall (record version 2; this app reads 1).' });
  });
});
