/**
 * The engine CLI's `simulate` verb: the party's files (a bare sheet, a stored record, what
 * `engine demo` prints) against ready monsters by number; the JSON shape it prints, the same
 * seed giving the same output, and bad input refused with one sentence (exit 2).
 */
import { describe, expect, it } from 'vitest';
import { cli, jsonFiles } from './cli';
import { run } from '../../src/cli/engine';

const file = jsonFiles('rollcall-cli-simulate-');


describe('engine simulate', () => {
  it('prints the report\'s shape, every share a fraction, the same for the same seed', async () => {
    const derrick = file(await run(['demo', '--ruleset', 'spelljammer']));
    const harlan = file({ v: 1, rulesetId: 'spelljammer', data: await run(['demo', '--ruleset', 'spelljammer', '--index', '1', '--part', 'sheet']) });
    const argv = ['simulate', '--ruleset', 'spelljammer', '--party', `${derrick},${harlan}`, '--monsters', '1,1,2', '--fights', '200', '--seed', '7'];
    const a = await cli(...argv);
    expect(a.code).toBe(0);
    const r = JSON.parse(a.out);
    expect(Object.keys(r)).toEqual(['fights', 'seed', 'party', 'monsters', 'unfinished', 'rounds']);
    expect(r.fights).toBe(200);
    expect(r.seed).toBe(7);
    expect(Object.keys(r.party.down)).toEqual(['Derrick', 'Harlan']);
    expect(Object.keys(r.rounds)).toEqual(['median', 'p90']);
    expect(r.party.wins + r.monsters.wins + r.unfinished).toBeCloseTo(1, 9);
    for (const p of [r.party.wins, r.monsters.wins, r.unfinished, ...Object.values(r.party.down) as number[]]) expect(p >= 0 && p <= 1).toBe(true);
    expect(r.rounds.median).toBeLessThanOrEqual(r.rounds.p90);
    expect((await cli(...argv)).out).toBe(a.out);
  });

  it.each([
    [['--monsters', '9'], /^Expected --monsters as numbers from 1 to 5 \(spelljammer has 1 Goblin/],
    [['--monsters', '1,,2'], /^Expected --monsters as ready monster numbers separated by commas, but item 2/],
    [['--monsters', '1', '--fights', '0'], /^Expected --fights to be a whole number from 1 to 1000000, but received "0"/],
    [['--monsters', '1', '--rounds', '1.5'], /^Expected --rounds to be a whole number from 1 to 1000, but received "1.5"/],
    [['--monsters', '1', '--seed', '-1'], /^Expected --seed to be a whole number from 0 to 4294967295/],
  ])('refuses %j with one sentence, exit 2', async (extra, message) => {
    const sheet = file(await run(['demo', '--ruleset', 'spelljammer', '--part', 'sheet']));
    const r = await cli('simulate', '--ruleset', 'spelljammer', '--party', sheet, ...extra);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('refuses a party file of another system or not a sheet, naming the file', async () => {
    const other = file({ v: 1, rulesetId: 'bcb-d20', data: await run(['demo', '--ruleset', 'bcb-d20', '--part', 'sheet']) });
    const r = await cli('simulate', '--ruleset', 'spelljammer', '--party', other, '--monsters', '1');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^The --party file ".*" is a character of ruleset "bcb-d20", but --ruleset is "spelljammer"/);
    const list = file('[1,2]');
    expect((await cli('simulate', '--ruleset', 'spelljammer', '--party', list, '--monsters', '1')).err).toMatch(/holds a list; expected an object, a spelljammer sheet/);
  });
});
