/**
 * The GM's verification off the page's main thread: one message in (a decoded round and the
 * table it is checked against), one out (its verdict, or the error's message). Loaded as its
 * own lazy chunk by check.ts, so the verify code never weighs on a first visit and a costly
 * round never freezes the GM's page.
 */
import type { RoundResult } from '../../engine/ruleset';
import { verifyRound, type TableCheck } from '../../verify/verify';

/** What check.ts posts: a round and the table, as plain data. */
export interface CheckRequest { readonly result: RoundResult; readonly table: Omit<TableCheck, 'rules'> }

self.onmessage = async (e: MessageEvent<CheckRequest>) => {
  // The time limit counts from here: loading this worker's code is not the round's cost.
  self.postMessage({ started: true });
  try {
    self.postMessage({ ok: true, verdict: await verifyRound(e.data.result, e.data.table) });
  } catch (err) {
    self.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
  }
};
