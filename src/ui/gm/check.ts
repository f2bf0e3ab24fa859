/**
 * The GM's check of a verified round with a time limit: in a Web Worker of its own (a lazily
 * loaded chunk) where the browser has them, stopped after {@link CHECK_LIMIT_MS}, so a round
 * whose sheet costs too much to roll again reads "too costly to check" and the page stays
 * responsive. Without Worker (tests, the CLI), or offline before the worker's code was first
 * loaded (its chunks are cached on first use, not precached), it checks in place: bounded by
 * the sheet schemas (engine/notation.ts SHEET_DICE), at most some 80 ms on a laptop.
 */
import type { RoundResult } from '../../engine/ruleset';
import { sharedEntries } from '../../verify/proof';
import type { RoundVerdict, TableCheck, Verdict } from '../../verify/verify';

/**
 * How long the GM's phone gives one check, from when the worker starts it (its code loaded):
 * far past the costliest sheet the schemas accept (about 80 ms on a laptop,
 * scripts/bench/worst.ts; a slow or busy phone some 10 to 50 times slower).
 */
export const CHECK_LIMIT_MS = 8000;

/** How long a worker may take to load its code and start before the check runs in place instead. */
const START_LIMIT_MS = 30_000;

/** A check: a round and the table in, its verdict out. */
export type CheckRound = (result: RoundResult, table: Omit<TableCheck, 'rules'>) => Promise<RoundVerdict>;

/** The verdict of a round the check gave up on: every entry "too costly to check", the phone's record unchanged. */
export function tooCostly(result: RoundResult, ms = CHECK_LIMIT_MS): RoundVerdict {
  const v: Verdict = {
    status: 'not-verified', reason: 'costly',
    message: `Too costly to check: rolling this round again took longer than ${ms / 1000} s on this phone, so it was stopped. Ask the player for the sheet and check the round by hand.`,
  };
  return { round: v, entries: sharedEntries(result).map(() => v), spare: [], manual: [] };
}

/**
 * `check` run against a time limit: after `ms`, `stop` is called and the verdict is
 * {@link tooCostly}. Pure apart from the timer; tests pass their own `check`.
 */
export function withLimit(check: CheckRound, ms = CHECK_LIMIT_MS, stop: () => void = () => {}): CheckRound {
  return (result, table) => new Promise<RoundVerdict>((resolve, reject) => {
    const timer = setTimeout(() => { stop(); resolve(tooCostly(result, ms)); }, ms);
    check(result, table).then((v) => { clearTimeout(timer); resolve(v); }, (e: unknown) => { clearTimeout(timer); reject(e); });
  });
}

/** In place, for where there is no Worker: the verify code loads on first use. */
const inPlace: CheckRound = async (result, table) => (await import('../../verify/verify')).verifyRound(result, table);

/** One worker per check, ended when it answers or runs out of time (a runaway check cannot be stopped otherwise). */
function inWorker(ms: number): CheckRound {
  return (result, table) => new Promise<RoundVerdict>((resolve, reject) => {
    const worker = new Worker(new URL('./gm-worker.ts', import.meta.url), { type: 'module', name: 'gm' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => { clearTimeout(timer); worker.terminate(); };
    // The worker's code could not load or start (its files not on the phone, or no workers): check in place.
    const inPlaceInstead = () => { done(); inPlace(result, table).then(resolve, reject); };
    timer = setTimeout(inPlaceInstead, START_LIMIT_MS);
    worker.onerror = inPlaceInstead;
    worker.onmessage = (e: MessageEvent<{ started: true } | { ok: true; verdict: RoundVerdict } | { ok: false; message: string }>) => {
      if ('started' in e.data) {
        clearTimeout(timer);
        timer = setTimeout(() => { done(); resolve(tooCostly(result, ms)); }, ms);
        return;
      }
      done();
      if (e.data.ok) resolve(e.data.verdict); else reject(new Error(e.data.message));
    };
    worker.postMessage({ result, table: { code: table.code, earlier: table.earlier, phones: table.phones, ...(table.removed ? { removed: table.removed } : {}) } });
  });
}

/** The app's check: in a worker with the time limit where the browser has workers, else in place. */
export function defaultCheck(ms = CHECK_LIMIT_MS): CheckRound {
  return typeof Worker === 'function' ? inWorker(ms) : inPlace;
}
