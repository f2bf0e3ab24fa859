/**
 * Opening a character's round, for `npm run bench`: in Debian's headless chromium at 360x780
 * with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile setting),
 * the time from a tap on a character in the list to its Round tab's Roll button on screen (the
 * next frame painted after it appears). Each system's first demo is opened once on a first
 * visit (its rules loaded then) and once on a repeat visit, after the service worker has cached
 * the app (a reload). The app is served by scripts/serve.mjs. A benchmark, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { catalog } from '../../src/rulesets/catalog';
import type { BenchRow } from './lighthouse';
import { serve } from './lighthouse';

/** Tap to Roll on screen, at 4x CPU slowdown, in ms. */
export const ROUND_OPEN_BUDGET_MS = 150;

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * In the page: taps the character named `name` and resolves with the ms until Roll is painted.
 * A string, not a function: tsx would add helpers to a function that the page does not have.
 */
const TAP_TO_ROLL = `(name) => new Promise((done, fail) => {
  const link = [...document.querySelectorAll('a.pl-char')].find((a) => a.querySelector('.pl-char-name')?.textContent?.trim() === name);
  if (!link) { fail(new Error('No character "' + name + '" in the list')); return; }
  const shown = () => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Roll' && b.getClientRects().length > 0);
  const t0 = performance.now();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => setTimeout(() => done(performance.now() - t0), 0));
  });
  const timer = setTimeout(() => { observer.disconnect(); fail(new Error('Roll did not appear within 10 s of opening "' + name + '"')); }, 10000);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  link.click();
})`;

/** Taps the character named `name` and resolves with the ms until Roll is painted. */
async function tapToRoll(page: Page, name: string): Promise<number> {
  return page.evaluate(`(${TAP_TO_ROLL})(${JSON.stringify(name)})`) as Promise<number>;
}

async function backToList(page: Page): Promise<void> {
  await page.goBack();
  await page.locator('section.pl-group').first().waitFor({ state: 'visible' });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The bench rows: per visit, the median and the slowest system's time; never throws. */
export async function roundOpenRows(root: string, dist: string, executablePath: string): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'rollcall-bench-'));
  let stop: (() => void) | undefined;
  const context = await chromium.launchPersistentContext(dir, { executablePath, headless: true, args: FLAGS, viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, serviceWorkers: 'allow' });
  try {
    const server = await serve(root, dist);
    stop = server.stop;
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const times: Record<'first' | 'repeat', { id: string; ms: number }[]> = { first: [], repeat: [] };
    for (const visit of ['first', 'repeat'] as const) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (visit === 'first') await page.goto(server.url);
      else {
        await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
        await page.reload();
      }
      await page.locator('section.pl-group').first().waitFor({ state: 'visible' });
      for (const entry of catalog) {
        const name = entry.demos[0]?.name;
        if (!name) continue;
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const ms = await tapToRoll(page, name);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        times[visit].push({ id: entry.id, ms: Math.round(ms) });
        await backToList(page);
      }
    }
    return (['first', 'repeat'] as const).flatMap((visit) => {
      const ms = times[visit].map((t) => t.ms);
      const slowest = times[visit].reduce((a, b) => (b.ms > a.ms ? b : a));
      const label = visit === 'first' ? 'first visit, rules loaded on tap' : 'repeat visit, from the service worker';
      return [
        { figure: `Tap to Roll, 4x CPU (${label}; median of ${ms.length} systems)`, value: median(ms), unit: 'ms', budget: `<= ${ROUND_OPEN_BUDGET_MS} ms`, ok: median(ms) <= ROUND_OPEN_BUDGET_MS },
        { figure: `Tap to Roll, 4x CPU (${label}; slowest: ${slowest.id})`, value: slowest.ms, unit: 'ms', budget: `<= ${ROUND_OPEN_BUDGET_MS} ms`, ok: slowest.ms <= ROUND_OPEN_BUDGET_MS },
      ];
    });
  } catch (e) {
    return [{ figure: 'Tap to Roll', value: `error: ${(e as Error).message.split('\n')[0]}`, unit: '', budget: `<= ${ROUND_OPEN_BUDGET_MS} ms`, ok: false }];
  } finally {
    await context.close().catch(() => undefined);
    stop?.();
    rmSync(dir, { recursive: true, force: true });
  }
}
