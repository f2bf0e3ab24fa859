/**
 * The GM's fight simulation ("How might this go?", src/engine/simulate.ts), for `npm run bench`:
 * - in Web Workers of Debian's headless chromium (no CPU slowdown), as the GM's panel runs it:
 *   one worker per core the browser reports but one, each a part of the fights (merged as their tallies),
 *   the rule systems and the simulation bundled for a worker with esbuild (what tsx runs on),
 *   10,000 fights of 4 characters (the system's demos, in turn) against 6 monsters (its ready
 *   monsters 1 and 2 two each, 3 and 4 one each), seed 1; the time from the messages to the
 *   last part's tally, the workers' code already loaded; one row per system against the budget;
 * - through the command line, start-up included: `engine simulate` (tsx) with 10,000 fights of
 *   the system's first two demos against ready monsters 1, 1 and 2, seed 1; wall time of the
 *   whole process; one row per system against the budget.
 * A benchmark, not a test: it reports, never fails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { rulesets } from '../../src/rulesets';
import type { BenchRow } from './lighthouse';

/** 10,000 fights of 4 against 6 in the worker, in ms. */
export const WORKER_BUDGET_MS = 3000;
/** 10,000 fights of 2 against 3 through the CLI, start-up included, in ms. */
export const CLI_BUDGET_MS = 10_000;
const FIGHTS = 10_000;

/** The worker's script: `{ id, fights, first, count }` in (a part of the run), its tally out. */
const WORKER_ENTRY = `
import { getRuleset } from './src/rulesets';
import { startSimulation } from './src/engine/simulate';
self.onmessage = (e) => {
  const rs = getRuleset(e.data.id);
  const party = Array.from({ length: 4 }, (_, i) => { const d = rs.demos[i % rs.demos.length]; return { sheet: d.sheet, declaration: d.declaration }; });
  const ready = rs.monsters.ready;
  const monsters = [[0, 2], [1, 2], [2, 1], [3, 1]].map(([i, count]) => { const m = ready[i % ready.length]; return { name: m.name + ' ' + i, sheet: m.sheet, declaration: m.declaration, count }; });
  const sim = startSimulation(rs, { party, monsters }, { fights: e.data.count, seed: 1, firstFight: e.data.first });
  sim.step(e.data.count);
  self.postMessage(sim.tally());
};
`;

const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The rows of the worker: one per system; an error becomes its row. */
export async function workerRows(root: string, executablePath: string, fights: number, systems = rulesets): Promise<BenchRow[]> {
  const out = await build({ stdin: { contents: WORKER_ENTRY, resolveDir: root, loader: 'ts' }, bundle: true, format: 'iife', write: false, target: 'es2022', minify: true, logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath, headless: true, args: FLAGS });
  const rows: BenchRow[] = [];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>simulate bench</title>');
    // As the GM's panel does (src/ui/gm/foresee.ts, workerCount): one worker per core the browser
    // reports but one, each running a part of the fights; the time from the messages to the last part's tally.
    const workers = await page.evaluate((code) => {
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      const n = Math.max(1, Math.min(8, (navigator.hardwareConcurrency || 1) - 1));
      (window as unknown as { simWorkers: Worker[] }).simWorkers = Array.from({ length: n }, () => new Worker(url));
      return n;
    }, out.outputFiles[0]!.text);
    for (const rs of systems) {
      const figure = `Simulate ${fights.toLocaleString('en')} fights, 4 against 6, in ${workers} worker${workers > 1 ? 's' : ''}: ${rs.id}`;
      try {
        const r = await page.evaluate(([id, n]) => new Promise<{ ms: number; fights: number }>((done, fail) => {
          const ws = (window as unknown as { simWorkers: Worker[] }).simWorkers;
          const k = Math.min(ws.length, n);
          const t0 = performance.now();
          let left = k, ran = 0;
          for (let i = 0; i < k; i++) {
            const w = ws[i]!;
            const first = Math.floor((n * i) / k), count = Math.floor((n * (i + 1)) / k) - first;
            w.onmessage = (e) => { ran += e.data.fights; if (--left === 0) done({ ms: performance.now() - t0, fights: ran }); };
            w.onerror = (e) => fail(new Error(e.message));
            w.postMessage({ id, first, count });
          }
        }), [rs.id, fights] as const);
        rows.push({ figure, value: Math.round(r.ms), unit: 'ms', budget: `<= ${WORKER_BUDGET_MS} ms (${Math.round(r.fights / (r.ms / 1000))} fights/s)`, ok: r.ms <= WORKER_BUDGET_MS });
      } catch (e) {
        rows.push({ figure, value: `error: ${(e as Error).message}`, unit: '', budget: `<= ${WORKER_BUDGET_MS} ms`, ok: false });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The rows of the CLI: one per system, the whole process timed. */
export function cliRows(root: string, fights: number, systems = rulesets): BenchRow[] {
  const dir = mkdtempSync(join(tmpdir(), 'rollcall-bench-sim-'));
  const rows: BenchRow[] = [];
  try {
    for (const rs of systems) {
      const figure = `engine simulate ${fights.toLocaleString('en')} fights, 2 against 3, start-up included: ${rs.id}`;
      try {
        const party = rs.demos.slice(0, 2).map((d, i) => {
          const p = join(dir, `${rs.id}-${i}.json`);
          writeFileSync(p, JSON.stringify({ sheet: d.sheet, declaration: d.declaration ?? {} }));
          return p;
        });
        const t0 = performance.now();
        execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'src', 'cli', 'engine.ts'), 'simulate', '--ruleset', rs.id, '--party', party.join(','), '--monsters', '1,1,2', '--fights', String(fights), '--seed', '1'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        const ms = performance.now() - t0;
        rows.push({ figure, value: Math.round(ms), unit: 'ms', budget: `<= ${CLI_BUDGET_MS} ms`, ok: ms <= CLI_BUDGET_MS });
      } catch (e) {
        rows.push({ figure, value: `error: ${(e as Error).message.split('\n')[0]}`, unit: '', budget: `<= ${CLI_BUDGET_MS} ms`, ok: false });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** Both sets of rows; never throws. `fights` is for a quick look (BENCH_SIM_FIGHTS); the budget is for 10,000. */
export async function simulateRows(root: string, executablePath: string, fights = Number(process.env['BENCH_SIM_FIGHTS']) || FIGHTS): Promise<BenchRow[]> {
  const worker = await workerRows(root, executablePath, fights).catch((e: Error) => [{ figure: 'Simulate in a worker', value: `error: ${e.message}`, unit: '', budget: `<= ${WORKER_BUDGET_MS} ms`, ok: false }]);
  return [...worker, ...cliRows(root, fights)];
}
