/**
 * The player's loop in taps and scrolling, for `npm run bench`: in Debian's headless chromium
 * at 360x780, for each system's first demo, from the character list to the round's QR code in
 * view: the taps it takes (open the character, Roll; one more for each button that had to be
 * scrolled to first) and how many screens the player must scroll to see Roll and then the whole
 * QR code above the sticky bar (0 when each is on screen where it appears). A benchmark, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { catalog } from '../../src/rulesets/catalog';
import type { BenchRow } from './lighthouse';
import { serve } from './lighthouse';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const HEIGHT = 780;

/** Pixels the player must scroll to see all of `target` above the sticky bar, from where the page is now. */
async function scrollNeeded(page: Page, target: Locator): Promise<number> {
  const box = await target.boundingBox();
  if (!box) throw new Error('not shown');
  const bottom = await page.evaluate(() => document.querySelector('.pl-rollbar')?.getBoundingClientRect().top ?? innerHeight);
  // Roll sits in the bar itself: the bar's own top does not hide it.
  const inBar = await target.evaluate((el) => Boolean(el.closest('.pl-rollbar')));
  const limit = inBar ? HEIGHT : bottom;
  return Math.max(0, box.y + box.height - limit) + Math.max(0, -box.y);
}

/** One system: taps and screens scrolled from the list to its QR in view. */
async function loop(page: Page, url: string, name: string): Promise<{ taps: number; screens: number }> {
  await page.goto(url);
  const link = page.locator('a.pl-char', { has: page.locator('.pl-char-name', { hasText: name }) }).first();
  await link.click();
  let taps = 1, px = 0;
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  await roll.waitFor({ state: 'visible' });
  const toRoll = await scrollNeeded(page, roll);
  if (toRoll > 0) { px += toRoll; await roll.scrollIntoViewIfNeeded(); }
  await roll.click();
  taps += 1;
  const qr = page.getByRole('img', { name: 'QR code of this round for the GM' });
  await qr.waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelector('img[data-payload]')?.getAttribute('data-payload'));
  // Let the app's own scroll (to the result) settle before measuring what is left to the player.
  await page.waitForTimeout(400);
  px += await scrollNeeded(page, qr);
  return { taps, screens: Math.round((px / HEIGHT) * 10) / 10 };
}

/** The bench rows, one per system; never throws. */
export async function roundTapsRows(root: string, dist: string, executablePath: string): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'rollcall-bench-'));
  let stop: (() => void) | undefined;
  const context = await chromium.launchPersistentContext(dir, { executablePath, headless: true, args: FLAGS, viewport: { width: 360, height: HEIGHT }, deviceScaleFactor: 2, serviceWorkers: 'allow', reducedMotion: 'reduce' });
  try {
    const server = await serve(root, dist);
    stop = server.stop;
    const page = context.pages()[0] ?? (await context.newPage());
    const rows: BenchRow[] = [];
    for (const entry of catalog) {
      const name = entry.demos[0]?.name;
      if (!name) continue;
      try {
        const r = await loop(page, server.url, name);
        rows.push({ figure: `Opening ${entry.id} "${name}" to its QR in view: taps, screens scrolled`, value: `${r.taps} taps, ${r.screens} screens`, unit: '', budget: '0 screens', ok: r.screens === 0 });
      } catch (e) {
        rows.push({ figure: `Opening ${entry.id} "${name}" to its QR in view`, value: `error: ${(e as Error).message.split('\n')[0]}`, unit: '', budget: '0 screens', ok: false });
      }
    }
    return rows;
  } catch (e) {
    return [{ figure: 'Opening a character to its QR in view', value: `error: ${(e as Error).message.split('\n')[0]}`, unit: '', budget: '0 screens', ok: false }];
  } finally {
    await context.close().catch(() => undefined);
    stop?.();
    rmSync(dir, { recursive: true, force: true });
  }
}
