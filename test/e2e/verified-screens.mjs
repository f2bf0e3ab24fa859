/**
 * Screenshots of the player's verified table screens (issue 9) at 360x780, light and dark, in
 * normal and high contrast, for
 * reviewing the UI (not a test):
 *
 *   E2E_DIST=/tmp/x node test/e2e/verified-screens.mjs /tmp/shots
 *
 * The verified table page before and after starting, the end confirmation, and the Round tab
 * with the card (no code, a typo, a good code) and the verified result.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { turnOnHighContrast } from './lib/a11y.mjs';
import { openCharacter, resultCard, rollRound, spelljammerDemos, tab } from './lib/app.mjs';
import { launchFresh } from './lib/browser.mjs';
import { serveStatic, serveWithAppServer } from './lib/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = process.argv[2] ?? join(root, 'test-results', 'verified-screens');
await mkdir(out, { recursive: true });
const server = await (process.env.E2E_DIST ? serveStatic(process.env.E2E_DIST) : serveWithAppServer(root));
const { newRoundCode } = await import(fileURLToPath(new URL('../../src/verify/roundCode.ts', import.meta.url)));
const { fighter } = await spelljammerDemos();

for (const [scheme, contrast] of [['light', false], ['dark', false], ['light', true], ['dark', true]]) {
  const context = await launchFresh({ colorScheme: scheme, origin: server.url.replace(/\/$/, '') });
  const page = context.pages()[0] ?? (await context.newPage());
  if (contrast) await turnOnHighContrast(page, server.url);
  const mode = contrast ? `contrast-${scheme}` : scheme;
  const shot = async (name, full = false) => {
    await page.screenshot({ path: join(out, `${name}-${mode}.png`), fullPage: full });
    console.log(`${name}-${mode}`);
  };
  try {
    await page.goto(new URL('#/verified', server.url).href);
    await page.getByRole('button', { name: 'Start verified mode' }).waitFor({ state: 'visible' });
    await shot('v1-page-off', true);
    await page.getByRole('button', { name: 'Start verified mode' }).click();
    await page.getByRole('img', { name: 'Join code QR for the GM' }).waitFor({ state: 'visible' });
    await shot('v2-page-on');
    await shot('v2-page-on-full', true);
    await page.getByRole('button', { name: 'End verified mode' }).click();
    await page.getByRole('button', { name: 'End it' }).scrollIntoViewIfNeeded();
    await shot('v3-page-end-confirm');
    await page.getByRole('button', { name: 'Keep it on' }).click();
    await page.goto(server.url);
    await openCharacter(page, fighter.name);
    await tab(page, 'Round').click();
    const code = page.getByRole('textbox', { name: 'Round code' });
    await code.scrollIntoViewIfNeeded();
    await shot('v4-round-no-code');
    const good = newRoundCode([11, 22, 3, 14]);
    await code.fill(good.slice(0, 4) + (good[4] === 'A' ? 'B' : 'A'));
    await shot('v5-round-typo');
    await code.fill(good);
    await shot('v6-round-good-code');
    await rollRound(page);
    await resultCard(page).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('v7-result');
    await page.setViewportSize({ width: 320, height: 780 });
    await code.scrollIntoViewIfNeeded();
    await shot('v8-round-320');
  } finally {
    await context.close();
  }
}
await server.close();
console.log(`Screenshots in ${out}`);
