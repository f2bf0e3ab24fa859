/**
 * "Compare choices", for `npm run bench`, in Debian's headless chromium with the CPU slowed 4x
 * (CDP Emulation.setCPUThrottlingRate, as round-open.ts):
 * - the comparison itself (src/engine/compare.ts: one plan per choice tried) for every demo of
 *   every system, bundled for the page with esbuild (what tsx runs on) and run there: the median
 *   of 9 runs after 3 to warm up, per demo; the row is the slowest demo (the largest, by choices
 *   tried), against the budget;
 * - on the app at 360x780, the time from a tap on the fold's summary to its list painted (the
 *   next frame after it appears): the comparison, the fold's second render (its code comes
 *   through a promise) and the layout and paint of its rows. Each demo opened three times (a
 *   fresh Round tab each time), the fold's code fetched once before; a figure beside the budget,
 *   for what the tap costs in all.
 * A benchmark, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { catalog } from '../../src/rulesets/catalog';
import type { BenchRow } from './lighthouse';
import { serve } from './lighthouse';

/** The comparison of the largest demo, at 4x CPU slowdown, in ms. */
export const COMPARE_BUDGET_MS = 30;

/**
 * The page's script: every ruleset and `compare`, and `window.timeCompare(i)`, the ms of one
 * comparison of demo i (in the order of `window.demoNames`) and the plans it tried.
 */
const PAGE_ENTRY = `
import { rulesets } from './src/rulesets';
import { compare } from './src/engine/compare';
import { defaults } from './src/engine/schema';
const demos = rulesets.flatMap((rs) => rs.demos.map((d) => {
  const input = { sheet: d.sheet, declaration: { ...defaults(rs.declarationSchema(d.sheet).fields), ...(d.declaration ?? {}) }, options: defaults(rs.optionsSchema.fields) };
  let plans = 0;
  const counted = { ...rs, plan: (i) => { plans++; return rs.plan(i); } };
  return { id: rs.id, name: d.name, run: () => { plans = 0; const t0 = performance.now(); compare(counted, input); return { ms: performance.now() - t0, plans }; } };
}));
window.demoNames = demos.map((d) => ({ id: d.id, name: d.name }));
window.timeCompare = (i) => demos[i].run();
`;

/** The comparison in the page, per demo: median ms of 9 runs at 4x CPU, and the plans tried. */
async function computeTimes(root: string, page: Page, cdp: import('playwright-core').CDPSession): Promise<{ id: string; name: string; ms: number; plans: number }[]> {
  const out = await build({ stdin: { contents: PAGE_ENTRY, resolveDir: root, loader: 'ts' }, bundle: true, format: 'iife', write: false, target: 'es2022', minify: true, logLevel: 'silent' });
  await page.setContent('<!doctype html><title>compare bench</title>');
  await page.addScriptTag({ content: out.outputFiles[0]!.text });
  const names = await page.evaluate('window.demoNames') as { id: string; name: string }[];
  const rows: { id: string; name: string; ms: number; plans: number }[] = [];
  for (const [i, d] of names.entries()) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const runs = await page.evaluate(`Array.from({ length: 12 }, () => window.timeCompare(${i}))`) as { ms: number; plans: number }[];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    rows.push({ ...d, ms: Math.round(median(runs.slice(3).map((r) => r.ms)) * 10) / 10, plans: runs[0]!.plans });
  }
  return rows;
}

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** In the page: taps the fold's summary and resolves with the ms until its list is painted. A string: see round-open.ts. */
const TAP_TO_LIST = `() => new Promise((done, fail) => {
  const summary = document.querySelector('details.pl-cmp-fold > summary');
  if (!summary) { fail(new Error('No "Compare choices" fold on the Round tab')); return; }
  const shown = () => document.querySelector('ol.pl-cmp-list') !== null;
  const t0 = performance.now();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => setTimeout(() => done(performance.now() - t0), 0));
  });
  const timer = setTimeout(() => { observer.disconnect(); fail(new Error('The choices did not appear within 10 s')); }, 10000);
  observer.observe(document.body, { childList: true, subtree: true });
  summary.click();
})`;

/** Opens `name` from the list, waiting for its Round tab. */
async function open(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.locator('a.pl-char', { has: page.locator('.pl-char-name', { hasText: name }) }).first().click();
  await page.locator('details.pl-cmp-fold > summary').waitFor({ state: 'visible' });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The bench rows: the slowest demo's median and the median over demos; never throws. */
export async function compareRows(root: string, dist: string, executablePath: string): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'rollcall-bench-'));
  let stop: (() => void) | undefined;
  const context = await chromium.launchPersistentContext(dir, { executablePath, headless: true, args: FLAGS, viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, serviceWorkers: 'allow' });
  try {
    const server = await serve(root, dist);
    stop = server.stop;
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const computed = await computeTimes(root, page, cdp);
    const largest = computed.reduce((x, y) => (y.plans > x.plans ? y : x));
    const slowestRun = computed.reduce((x, y) => (y.ms > x.ms ? y : x));
    const demos = catalog.flatMap((e) => e.demos.map((d) => ({ id: e.id, name: d.name })));
    // The fold's code, fetched once (a player's first open also waits for it; this row is the computing).
    await open(page, server.url, demos[0]!.name);
    await page.evaluate(`(${TAP_TO_LIST})()`);
    const times: { id: string; name: string; ms: number }[] = [];
    for (const d of demos) {
      const ms: number[] = [];
      for (let i = 0; i < 3; i++) {
        await open(page, server.url, d.name);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        ms.push(await (page.evaluate(`(${TAP_TO_LIST})()`) as Promise<number>));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
      times.push({ ...d, ms: Math.round(median(ms)) });
    }
    const slowest = times.reduce((x, y) => (y.ms > x.ms ? y : x));
    const all = times.map((t) => t.ms);
    return [
      { figure: `Compare choices, the comparison, 4x CPU (largest demo: ${largest.id} ${largest.name}, ${largest.plans} plans; median of 9)`, value: largest.ms, unit: 'ms', budget: `<= ${COMPARE_BUDGET_MS} ms`, ok: largest.ms <= COMPARE_BUDGET_MS },
      { figure: `Compare choices, the comparison, 4x CPU (slowest demo: ${slowestRun.id} ${slowestRun.name}, ${slowestRun.plans} plans)`, value: slowestRun.ms, unit: 'ms', budget: `<= ${COMPARE_BUDGET_MS} ms`, ok: slowestRun.ms <= COMPARE_BUDGET_MS },
      { figure: `Compare choices, tap to list, 4x CPU (slowest demo: ${slowest.id} ${slowest.name}, median of 3)`, value: slowest.ms, unit: 'ms', budget: 'the tap in all', ok: null },
      { figure: `Compare choices, tap to list, 4x CPU (median of ${all.length} demos)`, value: median(all), unit: 'ms', budget: 'the tap in all', ok: null },
    ];
  } catch (e) {
    return [{ figure: 'Compare choices, tap to list', value: `error: ${(e as Error).message.split('\n')[0]}`, unit: '', budget: `<= ${COMPARE_BUDGET_MS} ms`, ok: false }];
  } finally {
    await context.close().catch(() => undefined);
    stop?.();
    rmSync(dir, { recursive: true, force: true });
  }
}
