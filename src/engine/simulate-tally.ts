/**
 * The counts a run of fights leaves (./simulate.ts), and the report made from them. Kept apart
 * from the simulation, with no rule system in it, so whoever splits the fights across workers
 * (the GM screen's panel, the CLI) can merge the parts without loading the rules: fight i rolls
 * with its own seeded dice whichever part runs it, so the merged report is the same however the
 * fights were split.
 */
import type { SimulationReport, SimulationTally } from './simulate-types';

export type { SimulationTally } from './simulate-types';

/** Nearest-rank percentile of a histogram of rounds (index = rounds); null when it is empty. */
function percentile(hist: readonly number[], total: number, q: number): number | null {
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let r = 0; r < hist.length; r++) {
    seen += hist[r] ?? 0;
    if (seen >= rank) return r;
  }
  return null;
}

/**
 * The report of one or more parts of the same run (the same encounter and seed), in any order:
 * counts are added up, then turned into shares of all fights (see {@link SimulationReport}).
 * @throws Error "Expected ... but received ..." for no parts, or parts of different seeds.
 */
export function reportOfTallies(parts: readonly SimulationTally[]): SimulationReport {
  const first = parts[0];
  if (!first) throw new Error('Expected at least one part of a simulation but received none');
  let fights = 0, partyWins = 0, monsterWins = 0;
  const hist: number[] = [];
  const downs: Record<string, number> = {};
  for (const name of Object.keys(first.down)) downs[name] = 0;
  for (const p of parts) {
    if (p.seed !== first.seed) throw new Error(`Expected parts of one simulation (seed ${first.seed}) but received one of seed ${p.seed}`);
    fights += p.fights; partyWins += p.partyWins; monsterWins += p.monsterWins;
    p.rounds.forEach((n, r) => { if (n) hist[r] = (hist[r] ?? 0) + n; });
    for (const [name, n] of Object.entries(p.down)) downs[name] = (downs[name] ?? 0) + n;
  }
  const n = Math.max(1, fights);
  const decided = partyWins + monsterWins;
  const down: Record<string, number> = {};
  for (const [name, k] of Object.entries(downs)) down[name] = k / n;
  return {
    fights, seed: first.seed,
    party: { wins: partyWins / n, down },
    monsters: { wins: monsterWins / n },
    unfinished: (fights - partyWins - monsterWins) / n,
    rounds: { median: percentile(hist, decided, 0.5), p90: percentile(hist, decided, 0.9) },
  };
}

/**
 * Splits `total` fights into at most `parts` runs of consecutive fight numbers, as even as can
 * be: `{ first, count }` each, none empty. @throws Error for a count or parts below 1.
 */
export function splitFights(total: number, parts: number): { readonly first: number; readonly count: number }[] {
  if (!(total >= 1) || !(parts >= 1)) throw new Error(`Expected at least one fight and one part but received ${total} and ${parts}`);
  const k = Math.min(Math.floor(parts), total);
  const out: { first: number; count: number }[] = [];
  let first = 0;
  for (let i = 0; i < k; i++) {
    const count = Math.floor(total / k) + (i < total % k ? 1 : 0);
    out.push({ first, count });
    first += count;
  }
  return out;
}
