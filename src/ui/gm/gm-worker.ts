/**
 * The GM's work off the page's main thread, one worker module for both jobs so the rule
 * systems are bundled once for workers (under assets/worker/, cached on first use, not
 * precached; see vite.config.ts):
 * - the check of a verified round (check.ts): one message in (a decoded round and the table it
 *   is checked against), one out (its verdict, or the error's message);
 * - "How might this go?" (foresee.ts): a simulation request in, progress messages
 *   `{ progress, total }` while it runs (of its part), then `{ ok: true, tally }`, the counts
 *   the panel merges with the other workers' (engine/simulate-tally.ts). Cancel ends the worker.
 * Each job's code loads on its first message, so a check does not load the simulation and the
 * other way round.
 */
import type { RoundResult } from '../../engine/ruleset';
import type { TableCheck } from '../../verify/verify';
import type { ForeseeRequest } from './foresee-job';

/** What check.ts posts: a round and the table, as plain data. */
export interface CheckRequest { readonly result: RoundResult; readonly table: Omit<TableCheck, 'rules'> }

/** How often the worker says how far a simulation got, in ms. */
const PROGRESS_MS = 100;

self.onmessage = async (e: MessageEvent<CheckRequest | ForeseeRequest>) => {
  // A check's time limit counts from here: loading this worker's code is not the round's cost.
  self.postMessage({ started: true });
  try {
    const d = e.data;
    if ('job' in d && d.job === 'simulate') {
      const { prepareForesee } = await import('./foresee-job');
      const sim = await prepareForesee(d);
      let last = 0;
      while (sim.done < sim.total) {
        sim.step(10);
        const now = performance.now();
        if (now - last >= PROGRESS_MS) { last = now; self.postMessage({ progress: sim.done, total: sim.total }); }
      }
      self.postMessage({ ok: true, tally: sim.tally() });
      return;
    }
    const { verifyRound } = await import('../../verify/verify');
    const check = d as CheckRequest;
    self.postMessage({ ok: true, verdict: await verifyRound(check.result, check.table) });
  } catch (err) {
    self.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
  }
};
