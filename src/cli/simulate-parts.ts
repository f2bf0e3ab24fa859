/**
 * `engine simulate`'s fights split across the machine's cores but one: worker threads (./simulate-worker.ts)
 * each run a part, this thread runs the first, and the tallies merge into the report
 * (engine/simulate-tally.ts), the same report as one run's for the same seed. A short run stays
 * in this thread (a worker's start-up, loading the rules again, costs more than it saves), and a
 * part whose worker cannot start (no TypeScript loader in this process) runs here instead.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { reportOfTallies, splitFights, startSimulation, type Encounter, type SimulationOptions, type SimulationReport, type SimulationTally } from '../engine/simulate';
import type { Ruleset } from '../engine/ruleset';
import type { PartData } from './simulate-worker';

/** Fewer fights than this per part are not worth a worker. */
export const MIN_FIGHTS_PER_PART = 1000;

/**
 * How many parts: one per core but one (the rest of the machine keeps a core), none under
 * {@link MIN_FIGHTS_PER_PART} fights, at least one. Each worker loads the rules through tsx and
 * warms up on its own: on a busy 2-core machine, two parts took more time than one.
 */
export function partCount(fights: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, Math.floor(fights / MIN_FIGHTS_PER_PART)));
}

/** One part in this thread. */
function here(rs: Ruleset, encounter: Encounter, opts: SimulationOptions): SimulationTally {
  const sim = startSimulation(rs, encounter, opts);
  sim.step(sim.total);
  return sim.tally();
}

/** One part in a worker thread; in this thread when the worker cannot start or load. */
function inWorker(rs: Ruleset, encounter: Encounter, opts: SimulationOptions): Promise<SimulationTally> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    const data: PartData = { rulesetId: rs.id, encounter, opts };
    try {
      worker = new Worker(new URL('./simulate-worker.ts', import.meta.url), { workerData: data });
    } catch {
      resolve(here(rs, encounter, opts));
      return;
    }
    let got = false;
    worker.once('message', (t: SimulationTally) => { got = true; resolve(t); void worker.terminate(); });
    worker.once('error', () => { if (!got) { try { resolve(here(rs, encounter, opts)); } catch (e) { reject(e); } } });
    worker.once('exit', (code) => { if (!got && code !== 0) { try { resolve(here(rs, encounter, opts)); } catch (e) { reject(e); } } });
  });
}

/**
 * The report of `opts.fights` fights split into `parts` (see {@link partCount}): the same as
 * `simulate(rs, encounter, opts)`. @throws as startSimulation, from this thread's part first.
 */
export async function simulateInParts(rs: Ruleset, encounter: Encounter, opts: SimulationOptions, parts = partCount(opts.fights)): Promise<SimulationReport> {
  const split = splitFights(opts.fights, parts);
  // The others start first, so they run while this thread runs its own part.
  const others = split.slice(1).map((p) => inWorker(rs, encounter, { ...opts, fights: p.count, firstFight: p.first }));
  const mine = here(rs, encounter, { ...opts, fights: split[0]!.count, firstFight: split[0]!.first });
  return reportOfTallies([mine, ...(await Promise.all(others))]);
}
