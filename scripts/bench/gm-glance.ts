/**
 * The GM's round at a glance, in a browser, for `npm run bench`: a GM's page (360x780) holds a
 * Spelljammer round of 20 actions (ten characters of two attacks each, taken as pasted codes),
 * one row open; then, with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, as
 * Lighthouse's mobile setting), the GM takes a newer code of one of them again and again: the
 * time from the tap on Add to the first frame after the order shows the new roll (the code
 * decoded, the round taken, the order rebuilt and redrawn). Median of the samples; budget one
 * frame, 16 ms. Beside it, the main thread's script and style-and-layout time per take (Chromium's
 * counters), as the rest to the frame is paint, raster and garbage collection. Served by
 * scripts/serve.mjs. A benchmark, not a test.
 */
import { chromium, type CDPSession } from 'playwright-core';
import { seededDice } from '../../src/engine/dice';
import { defaults, withDefaults } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { encodeResult } from '../../src/share/payload';
import type { BenchRow } from './lighthouse';
import { serve } from './lighthouse';

const BUDGET_MS = 16;
const SAMPLES = 15;
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The Spelljammer fighter demo renamed `name` (two attacks), rolled with seed `seed` at `at`; its code. */
async function code(name: string, seed: number, at: number): Promise<string> {
  const rs = getRuleset('spelljammer');
  const demo = rs.demos[0]!;
  const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name });
  if (!sheet.ok) throw new Error('spelljammer demo sheet is invalid');
  const decl = withDefaults(rs.declarationSchema(sheet.value).fields, demo.declaration ?? {});
  if (!decl.ok) throw new Error('spelljammer demo declaration is invalid');
  const input = { sheet: sheet.value, declaration: decl.value, options: defaults(rs.optionsSchema.fields) };
  return encodeResult(rs.roll(rs.plan(input), seededDice(seed), at, input));
}

/**
 * In the page: puts `text` in the paste box, taps Add, and resolves with the ms from the tap to
 * the first frame after the order changed (-1 when it did not within 3 s).
 * A string, not a function: tsx would add helpers to a function that the page does not have.
 */
const TAKE = `(text) => new Promise((done) => {
  const box = document.getElementById('gm-paste');
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const add = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Add');
    const list = document.querySelector('.gm-order');
    let t0 = 0;
    const timer = setTimeout(() => { seen.disconnect(); done(-1); }, 3000);
    const seen = new MutationObserver(() => {
      seen.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => done(performance.now() - t0));
    });
    seen.observe(list, { childList: true, subtree: true, characterData: true });
    t0 = performance.now();
    add.click();
  }));
})`;

/** Chromium's main-thread counters by name (Performance.getMetrics; durations in s). */
async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: all } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(all.map((m) => [m.name, m.value]));
}

/** The bench's row: taking a code and redrawing an order of 20 actions at 4x CPU. */
export async function gmGlanceRows(root: string, dist: string, executablePath: string): Promise<BenchRow[]> {
  const figure = `GM: take a code, redraw an order of 20 actions (4x CPU, median of ${SAMPLES})`;
  let stop: (() => void) | undefined;
  const browser = await chromium.launch({ executablePath, headless: true, args: FLAGS });
  try {
    const server = await serve(root, dist);
    stop = server.stop;
    const page = await (await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 })).newPage();
    await page.goto(`${server.url}#/gm`);
    const box = page.getByRole('textbox', { name: 'Paste shared text' });
    await box.waitFor({ state: 'visible' });
    const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fa', 'Gu', 'Hal', 'Ivo', 'Zed'];
    for (const [i, name] of names.entries()) {
      await box.fill(await code(name, i + 1, Date.now()));
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText(`Took ${name}'s round`).first().waitFor();
    }
    // The row of Zed's first attack open (its roll shows), as the acting row is at the table.
    const zed = page.locator('.gm-item-btn').filter({ hasText: 'Zed' }).first();
    if (await zed.count()) await zed.click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    const codes = await Promise.all(Array.from({ length: SAMPLES + 2 }, (_, i) => code('Zed', 100 + i, Date.now())));
    const times: number[] = [];
    // Where the main thread's time goes, summed over the counted samples (Chromium's own counters, in s).
    const spent = { script: 0, styleLayout: 0 };
    for (let i = 0; i < SAMPLES + 2; i++) {
      const before = await metrics(cdp);
      const ms = await page.evaluate(`(${TAKE})(${JSON.stringify(codes[i])})`) as number;
      const after = await metrics(cdp);
      // The first two warm the code up; a roll that happened to change nothing on the open row is not counted.
      if (i >= 2 && ms >= 0) {
        times.push(ms);
        spent.script += after.ScriptDuration - before.ScriptDuration;
        spent.styleLayout += after.RecalcStyleDuration - before.RecalcStyleDuration + after.LayoutDuration - before.LayoutDuration;
      }
      if ((await zed.count()) && (await zed.getAttribute('aria-expanded')) !== 'true') await zed.click();
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (!times.length) throw new Error('the order never showed a new roll');
    times.sort((a, b) => a - b);
    const med = Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
    const per = (s: number) => Math.round((s * 1000 * 10) / times.length) / 10;
    return [
      { figure, value: med, unit: 'ms', budget: `<= ${BUDGET_MS} ms`, ok: med <= BUDGET_MS },
      // The rest of the time to the frame is the frame's wait, paint and raster (software raster here, --disable-gpu) and garbage collection.
      { figure: '  of which script (decode, take, render; mean a take)', value: per(spent.script), unit: 'ms', budget: '', ok: null },
      { figure: '  of which style and layout (mean a take)', value: per(spent.styleLayout), unit: 'ms', budget: '', ok: null },
    ];
  } catch (e) {
    return [{ figure, value: `error: ${(e as Error).message.split('\n')[0]}`, unit: '', budget: `<= ${BUDGET_MS} ms`, ok: false }];
  } finally {
    await browser.close().catch(() => undefined);
    stop?.();
  }
}
