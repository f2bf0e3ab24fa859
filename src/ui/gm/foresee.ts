/**
 * Runs the GM's "How might this go?" (foresee-job.ts) with progress and Cancel: in the GM's
 * workers (gm-worker.ts, one per core but one, each a part of the fights) where the browser has
 * workers, so the page stays responsive; in place
 * in slices (a few milliseconds of fights, then the page gets its turn) where it has none, or
 * offline before the worker's code was first loaded (its chunks are cached on first use, not
 * precached). The same request gives the same report either way, whatever the number of
 * workers (each fight has its own seed; the parts' tallies merge, engine/simulate-tally.ts).
 */
import type { SimulationReport } from '../../engine/simulate-types';
import { reportOfTallies, splitFights, type SimulationTally } from '../../engine/simulate-tally';
import type { ForeseeRequest } from './foresee-job';

/** A simulation under way: its report (null when cancelled), and how to stop it. */
export interface ForeseeRun {
  readonly done: Promise<SimulationReport | null>;
  cancel(): void;
}

/** Called as fights are run: how many of how many. */
export type OnProgress = (done: number, total: number) => void;

/** How long the worker may take to load its code and start before the simulation runs in place instead. */
const START_LIMIT_MS = 30_000;

/** How long one in-place slice of fights runs before the page gets its turn, in ms. */
const SLICE_MS = 25;

/** In place, in slices with a timer between them; `cancelled()` is asked between slices. */
async function inPlace(req: ForeseeRequest, onProgress: OnProgress, cancelled: () => boolean): Promise<SimulationReport | null> {
  const { prepareForesee } = await import('./foresee-job');
  const sim = await prepareForesee(req);
  while (sim.done < sim.total) {
    if (cancelled()) return null;
    const until = performance.now() + SLICE_MS;
    do sim.step(1); while (sim.done < sim.total && performance.now() < until);
    onProgress(sim.done, sim.total);
    await new Promise((r) => setTimeout(r, 0));
  }
  return cancelled() ? null : sim.report();
}

type WorkerReply = { started: true } | { progress: number; total: number } | { ok: true; tally: SimulationTally } | { ok: false; message: string };

/** The most workers one simulation starts: more than the cores only adds their start-up. */
const MAX_WORKERS = 8;

/**
 * How many workers to split a run of `fights` across: one per core the browser reports but one
 * (the page keeps a core for itself), at most {@link MAX_WORKERS}, at most one per fight, at
 * least one. Each worker loads the rules and warms up on its own: on a 2-core machine already
 * busy, two workers took longer than one (scripts/bench/simulate.ts, docs/performance.md).
 */
export function workerCount(fights: number, cores = typeof navigator === 'object' ? navigator.hardwareConcurrency : 1): number {
  return Math.max(1, Math.min(MAX_WORKERS, (Math.floor(cores) || 1) - 1, fights));
}

/**
 * In the GM's workers, the fights split across them (one part each, see {@link workerCount});
 * progress is the sum of theirs, the report their tallies merged, the same as one worker's.
 * Cancel ends them all. Falls back to {@link inPlace} when a worker cannot load or start.
 */
function inWorker(req: ForeseeRequest, onProgress: OnProgress, parts: number): ForeseeRun {
  let cancelled = false;
  let workers: Worker[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: (r: SimulationReport | null) => void = () => {};
  const done = new Promise<SimulationReport | null>((resolve, reject) => {
    settle = resolve;
    let over = false;
    const stop = () => { clearTimeout(timer); for (const w of workers) w.terminate(); workers = []; };
    const instead = () => { if (over) return; over = true; stop(); if (!cancelled) inPlace(req, onProgress, () => cancelled).then(resolve, reject); };
    const fail = (e: Error) => { if (over) return; over = true; stop(); reject(e); };
    const split = splitFights(req.fights, parts);
    const progress = split.map(() => 0);
    const tallies: (SimulationTally | undefined)[] = split.map(() => undefined);
    let started = 0;
    timer = setTimeout(instead, START_LIMIT_MS);
    split.forEach((part, k) => {
      if (over) return;
      let worker: Worker;
      try {
        worker = new Worker(new URL('./gm-worker.ts', import.meta.url), { type: 'module', name: 'gm' });
      } catch {
        instead();
        return;
      }
      workers.push(worker);
      let up = false;
      worker.onerror = () => { if (!up) instead(); else fail(new Error('The simulation stopped: the worker running it failed.')); };
      worker.onmessage = (e: MessageEvent<WorkerReply>) => {
        if (over) return;
        const d = e.data;
        if ('started' in d) { up = true; if (++started === split.length) clearTimeout(timer); return; }
        if ('progress' in d) { progress[k] = d.progress; onProgress(progress.reduce((a, b) => a + b, 0), req.fights); return; }
        if (!d.ok) { fail(new Error(d.message)); return; }
        tallies[k] = d.tally;
        progress[k] = part.count;
        if (tallies.every((t) => t !== undefined)) {
          over = true;
          stop();
          try { resolve(reportOfTallies(tallies as SimulationTally[])); } catch (err) { reject(err); }
        } else onProgress(progress.reduce((a, b) => a + b, 0), req.fights);
      };
      worker.postMessage({ ...req, part });
    });
  });
  return {
    done,
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      for (const w of workers) w.terminate();
      workers = [];
      settle(null);
    },
  };
}

/**
 * Starts a simulation: in the GM's workers where there are (unless `worker` is false), split
 * across `parts` of them (one per core by default), else in place.
 * `done` rejects with the error's message (an Error) when the request cannot run.
 */
export function runForesee(req: ForeseeRequest, onProgress: OnProgress, worker = typeof Worker === 'function', parts = workerCount(req.fights)): ForeseeRun {
  if (worker) return inWorker(req, onProgress, parts);
  let cancelled = false;
  let settle: (r: SimulationReport | null) => void = () => {};
  const done = new Promise<SimulationReport | null>((resolve, reject) => {
    settle = resolve;
    inPlace(req, onProgress, () => cancelled).then(resolve, reject);
  });
  return { done, cancel() { cancelled = true; settle(null); } };
}
