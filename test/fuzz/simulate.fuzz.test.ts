/**
 * The GM's fight simulation (src/engine/simulate.ts) in every system, on generated encounters:
 * one or two of the system's demo characters and ready monsters on the party's side, one or
 * two groups of ready monsters (one or two each) on the other, on seeds drawn from the run's
 * seed. `npm run fuzz` plays 10^5 fights per system (a fifth of them a mirror match, a ready
 * monster against its own sheet; SIM_FUZZ_FIGHTS=N plays N instead); the unit tests 100. Every fight: nothing throws,
 * every state stays valid against the system's state schema, health never rises from a hit,
 * nobody down when their count comes acts (test/engine/simulate-props.ts); the same seed gives
 * the same report; the mirror match comes out even within sampling error; across all attacks
 * whose odds the plan gives exactly, the share that landed matches them within sampling error.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { simulate, startSimulation, type SimCombatant } from '../../src/engine/simulate';
import { rulesets } from '../../src/rulesets';
import { checkedRun, hitZ } from '../engine/simulate-props';
import { FULL, seedFor } from './budget';

/** Fights per system: SIM_FUZZ_FIGHTS when set (a shorter full run), else 10^5 under `npm run fuzz`, 100 in the unit tests. */
const FIGHTS = Number(process.env['SIM_FUZZ_FIGHTS']) || (FULL ? 100_000 : 100);
/** Fights per generated encounter. */
const CHUNK = Math.max(20, Math.min(2_000, Math.floor(FIGHTS / 50)));
/** Fights of each encounter played again for the same-seed check. */
const AGAIN = 50;

describe.each(rulesets.map((rs, i) => [rs.id, rs, i] as const))('simulate fuzz: %s', (_, rs, n) => {
  it(`${FIGHTS.toLocaleString('en')} fights: no throw, valid states, no health rising from a hit, nobody down acting, repeatable, even mirror, hit rate as the odds`, () => {
    const pick = seededDice(seedFor(100 + n));
    const ready = rs.monsters!.ready;
    const someone = (): SimCombatant => {
      const demos = rs.demos.length;
      const i = pick.roll(demos + ready.length) - 1;
      if (i < demos) { const d = rs.demos[i]!; return { sheet: d.sheet, ...(d.declaration ? { declaration: d.declaration } : {}) }; }
      const m = ready[i - demos]!;
      return { sheet: m.sheet, declaration: m.declaration };
    };
    const group = (): SimCombatant => {
      const m = ready[pick.roll(ready.length) - 1]!;
      return { name: m.name, sheet: m.sheet, declaration: m.declaration, count: pick.roll(2) };
    };
    const hits = { n: 0, landed: 0, p: 0, variance: 0 };
    const byKey = new Map<string, typeof hits>();
    const faults: string[] = [];

    // A fifth: the mirror match.
    const mirrorFights = Math.floor(FIGHTS / 5);
    const m = ready[pick.roll(ready.length) - 1]!;
    const mirror = checkedRun(rs, { party: [{ sheet: m.sheet, declaration: m.declaration }], monsters: [{ name: m.name, sheet: m.sheet, declaration: m.declaration }] }, mirrorFights, seedFor(200 + n));
    faults.push(...mirror.faults.map((f) => `mirror ${m.name}: ${f}`));
    const decided = (mirror.report.party.wins + mirror.report.monsters.wins) * mirrorFights;
    const diff = Math.abs(mirror.report.party.wins - mirror.report.monsters.wins) * mirrorFights;
    expect(diff, `${m.name} against its own sheet: party ${mirror.report.party.wins}, monsters ${mirror.report.monsters.wins} of ${mirrorFights}`).toBeLessThan(4.5 * Math.sqrt(Math.max(1, decided)));

    // The rest: generated encounters.
    for (let done = mirrorFights; done < FIGHTS; done += CHUNK) {
      const encounter = { party: Array.from({ length: pick.roll(2) }, someone), monsters: Array.from({ length: pick.roll(2) }, group) };
      const seed = pick.roll(2 ** 31);
      const fights = Math.min(CHUNK, FIGHTS - done);
      const r = checkedRun(rs, encounter, fights, seed);
      faults.push(...r.faults.map((f) => `seed ${seed}: ${f}`));
      for (const k of ['n', 'landed', 'p', 'variance'] as const) hits[k] += r.hits[k];
      for (const [key, t] of r.byKey) {
        const into = byKey.get(key) ?? { n: 0, landed: 0, p: 0, variance: 0 };
        byKey.set(key, into);
        for (const k of ['n', 'landed', 'p', 'variance'] as const) into[k] += t[k];
      }
      // The same seed, the same report: the first fights again, without the observer, in one go and in steps.
      const again = startSimulation(rs, encounter, { fights: Math.min(AGAIN, fights), seed });
      while (again.done < again.total) again.step(7);
      expect(again.report()).toEqual(simulate(rs, encounter, { fights: Math.min(AGAIN, fights), seed }));
      if (faults.length > 20) break;
    }
    expect(faults.slice(0, 20)).toEqual([]);
    const z = hitZ(hits);
    const worst = [...byKey].map(([key, t]) => ({ key, t, z: hitZ(t) })).sort((a, b) => Math.abs(b.z) - Math.abs(a.z)).slice(0, 5)
      .map(({ key, t, z }) => `${key}: ${t.landed} of ${t.n} landed, odds ${t.p.toFixed(1)}, z ${z.toFixed(1)}`).join('; ');
    expect(Math.abs(z), `${hits.landed} of ${hits.n} attacks landed where the odds say ${hits.p.toFixed(1)}; furthest: ${worst}`).toBeLessThan(4.5);
  }, 3_600_000);
});
