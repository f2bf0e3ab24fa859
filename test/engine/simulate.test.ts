/**
 * The GM's fight simulation (src/engine/simulate.ts) in every ruleset: the same seed gives the
 * same report however the fights are split; a monster against its own sheet wins as often as
 * it loses, within sampling error; the simulated share of attacks that land matches the plans'
 * exact odds within sampling error; nobody down acts, health never rises from a hit, every
 * state stays valid against its schema. Counts are kept small here; `npm run fuzz` runs 10^5
 * fights per system (test/fuzz/simulate.fuzz.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { reportOfTallies, simulate, splitFights, startSimulation, targetFields, TACTICS } from '../../src/engine/simulate';
import { rulesets } from '../../src/rulesets';
import { seededDice } from '../../src/engine/dice';
import { defaults } from '../../src/engine/schema';
import { checkedRun, hitZ } from './simulate-props';

const monster = (rs: (typeof rulesets)[number], i: number, count = 1) => {
  const m = rs.monsters!.ready[i]!;
  return { name: m.name, sheet: m.sheet, declaration: m.declaration, count };
};
const demo = (rs: (typeof rulesets)[number], i: number) => ({ sheet: rs.demos[i]!.sheet, declaration: rs.demos[i]!.declaration });

describe.each(rulesets.map((rs) => [rs.id, rs] as const))('simulate: %s', (_, rs) => {
  const encounter = { party: [demo(rs, 0)], monsters: [monster(rs, 0, 2), monster(rs, 1)] };

  it('gives the same report for the same seed, in one go or in steps, and another for another seed', () => {
    const a = simulate(rs, encounter, { fights: 60, seed: 11 });
    const sim = startSimulation(rs, encounter, { fights: 60, seed: 11 });
    while (sim.done < sim.total) sim.step(7);
    expect(sim.report()).toEqual(a);
    expect(a.fights).toBe(60);
    expect(a.party.wins + a.monsters.wins + a.unfinished).toBeCloseTo(1, 9);
    const others = [12, 13, 14].map((seed) => simulate(rs, encounter, { fights: 60, seed }));
    expect(others.some((o) => JSON.stringify(o) !== JSON.stringify(a))).toBe(true);
  });

  it('gives the same report with its words left out (unwatched, quiet) as with every event watched', () => {
    const quiet = simulate(rs, encounter, { fights: 80, seed: 21 });
    let events = 0;
    const watched = startSimulation(rs, encounter, { fights: 80, seed: 21, observe: () => { events++; } });
    watched.step(80);
    expect(watched.report()).toEqual(quiet);
    expect(events).toBeGreaterThan(80);
  });

  it('gives the same report however the fights are split into parts, merged in any order', () => {
    const whole = simulate(rs, encounter, { fights: 60, seed: 5 });
    for (const k of [1, 2, 3, 7]) {
      const parts = splitFights(60, k).map(({ first, count }) => {
        const sim = startSimulation(rs, encounter, { fights: count, seed: 5, firstFight: first });
        sim.step(count);
        return sim.tally();
      });
      expect(parts.reduce((n, p) => n + p.fights, 0)).toBe(60);
      expect(reportOfTallies(parts)).toEqual(whole);
      expect(reportOfTallies([...parts].reverse())).toEqual(whole);
    }
  });

  it('a monster against its own sheet comes out even, within sampling error; no fight breaks a rule', () => {
    const m = monster(rs, 1);
    const n = 600;
    const r = checkedRun(rs, { party: [{ sheet: m.sheet, declaration: m.declaration }], monsters: [m] }, n, 5);
    expect(r.faults).toEqual([]);
    const decided = (r.report.party.wins + r.report.monsters.wins) * n;
    // Of the decided fights, each side wins half: 4 standard deviations either way.
    expect(Math.abs(r.report.party.wins - r.report.monsters.wins) * n).toBeLessThan(4 * Math.sqrt(decided));
    expect(decided).toBeGreaterThan(n / 2);
  });

  it('attacks land as often as the plans\' exact odds say, within sampling error; nobody down acts; health never rises from a hit; states stay valid', () => {
    const r = checkedRun(rs, { party: [demo(rs, 0), demo(rs, 1)], monsters: [monster(rs, 0, 2), monster(rs, 2)] }, 300, 9);
    expect(r.faults).toEqual([]);
    if (rs.id !== 'zones-factions') expect(r.hits.n).toBeGreaterThan(200);
    expect(Math.abs(hitZ(r.hits))).toBeLessThan(4);
    expect(Object.keys(r.report.party.down)).toEqual([String(rs.demos[0]!.sheet['name']), String(rs.demos[1]!.sheet['name'])]);
  });
});

describe('simulate: the rules of the run', () => {
  const rs = rulesets.find((r) => r.id === 'spelljammer')!;
  it('leaves the target\'s DEF and PROT the party typed to the real target', () => {
    expect(targetFields(rs)).toEqual(expect.arrayContaining(['targetDef', 'targetProt']));
  });
  it('names its tactics', () => {
    expect(TACTICS).toMatch(/least health/);
  });
  it('refuses an empty side and a bad count with what it expected', () => {
    const m = rs.monsters!.ready[0]!;
    expect(() => simulate(rs, { party: [], monsters: [m] }, { fights: 1, seed: 1 })).toThrow(/^Expected at least one character/);
    expect(() => simulate(rs, { party: [m], monsters: [m] }, { fights: 0, seed: 1 })).toThrow(/^Expected the number of fights as a whole number from 1/);
  });
  it('splits fights into even runs of consecutive numbers, none empty', () => {
    expect(splitFights(10, 3)).toEqual([{ first: 0, count: 4 }, { first: 4, count: 3 }, { first: 7, count: 3 }]);
    expect(splitFights(2, 4)).toEqual([{ first: 0, count: 1 }, { first: 1, count: 1 }]);
    expect(() => reportOfTallies([])).toThrow(/^Expected at least one part/);
  });
  it('a fighter down from the start never acts, and its side loses at once', () => {
    const m = rs.monsters!.ready[0]!;
    const options = defaults(rs.optionsSchema.fields);
    const downState = rs.state!.takeHit({ sheet: m.sheet, options }, { damage: 999, outcome: 'hit', tags: [], armour: 'no' }, seededDice(1)).state;
    expect(rs.state!.status({ sheet: m.sheet, options, state: downState }).down).toBeDefined();
    const r = checkedRun(rs, { party: [{ sheet: m.sheet, declaration: m.declaration, state: downState }], monsters: [m] }, 20, 3);
    expect(r.faults).toEqual([]);
    expect(r.report.monsters.wins).toBe(1);
    expect(r.report.party.down[m.name]).toBe(1);
  });
});
