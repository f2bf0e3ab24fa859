/**
 * Runs the GM's "How might this go?" (foresee-job.ts) with progress and Cancel: in the GM's
 * worker (gm-worker.ts) where the browser has workers, so the page stays responsive; in place
 * in slices (a few milliseconds of fights, then the page gets its turn) where it has none, or
 * offline before the worker's code was first loaded (its chunks are cached on first use, not
 * precached). The same request gives the same report either way (each fight has its own seed).
 */
import type { SimulationReport } from '../../engine/simulate';
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

type WorkerReply = { started: true } | { progress: number; total: number } | { ok: true; report: SimulationReport } | { ok: false; message: string };

/** In the GM's worker; Cancel ends the worker. Falls back to {@link inPlace} when the worker cannot load or start. */
function inWorker(req: ForeseeRequest, onProgress: OnProgress): ForeseeRun {
  let cancelled = false;
  let worker: Worker | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: (r: SimulationReport | null) => void = () => {};
  const done = new Promise<SimulationReport | null>((resolve, reject) => {
    settle = resolve;
    const stop = () => { clearTimeout(timer); worker?.terminate(); worker = undefined; };
    const instead = () => { stop(); if (!cancelled) inPlace(req, onProgress, () => cancelled).then(resolve, reject); };
    try {
      worker = new Worker(new URL('./gm-worker.ts', import.meta.url), { type: 'module', name: 'gm' });
    } catch {
      instead();
      return;
    }
    timer = setTimeout(instead, START_LIMIT_MS);
    let started = false;
    worker.onerror = () => { if (!started) instead(); else { stop(); reject(new Error('The simulation stopped: the worker running it failed.')); } };
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const d = e.data;
      if ('started' in d) { started = true; clearTimeout(timer); return; }
      if ('progress' in d) { onProgress(d.progress, d.total); return; }
      stop();
      if (d.ok) resolve(d.report); else reject(new Error(d.message));
    };
    worker.postMessage(req);
  });
  return {
    done,
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      worker?.terminate();
      worker = undefined;
      settle(null);
    },
  };
}

/**
 * Starts a simulation: in the worker where there is one (unless `worker` is false), else in place.
 * `done` rejects with the error's message (an Error) when the request cannot run.
 */
export function runForesee(req: ForeseeRequest, onProgress: OnProgress, worker = typeof Worker === 'function'): ForeseeRun {
  if (worker) return inWorker(req, onProgress);
  let cancelled = false;
  let settle: (r: SimulationReport | null) => void = () => {};
  const done = new Promise<SimulationReport | null>((resolve, reject) => {
    settle = resolve;
    inPlace(req, onProgress, () => cancelled).then(resolve, reject);
  });
  return { done, cancel() { cancelled = true; settle(null); } };
}
