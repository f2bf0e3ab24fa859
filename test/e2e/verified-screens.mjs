/**
 * Screenshots of the player's verified table screens at 360x780, light and dark, in
 * normal and high contrast, for
 * reviewing the UI (not a test):
 *
 *   E2E_DIST=/tmp/x node test/e2e/verified-screens.mjs /tmp/shots
 *
 * The verified table page before and after starting, the end confirmation, the Round tab
 * with the card (no code, a typo, a good code, a second character with the same code) and the
 * verified result; the GM's screen with verified rolls on, then with the phone's round checked
 * (rolled with another code than the GM's: "Not verified: wrong code") beside an ordinary player's.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { turnOnHighContrast } from './lib/a11y.mjs';
import { openCharacter, resultCard, rollRound, spelljammerDemos, tab, pasteBox } from './lib/app.mjs';
import { launchFresh } from './lib/browser.mjs';
import { serveStatic, serveWithAppServer } from './lib/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = process.argv[2] ?? join(root, 'test-results', 'verified-screens');
await mkdir(out, { recursive: true });
const server = await (process.env.E2E_DIST ? serveStatic(process.env.E2E_DIST) : serveWithAppServer(root));
const { newRoundCode } = await import(fileURLToPath(new URL('../../src/share/roundCode.ts', import.meta.url)));
const { fighter, mage } = await spelljammerDemos();
const { rolledCode } = await import('./gm-table.e2e.mjs');
// An ordinary (not verified) player's round at the same table.
const { payload: plain } = await rolledCode('spelljammer', 'Cyra', 5, 0);

for (const [scheme, contrast] of [['light', false], ['dark', false], ['light', true], ['dark', true]]) {
  const context = await launchFresh({ colorScheme: scheme, origin: server.url.replace(/\/$/, '') });
  const page = context.pages()[0] ?? (await context.newPage());
  if (contrast) await turnOnHighContrast(page, server.url);
  const mode = contrast ? `contrast-${scheme}` : scheme;
  const shot = async (name, full = false, on = page) => {
    await on.screenshot({ path: join(out, `${name}-${mode}.png`), fullPage: full });
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
    const fighterPayload = await page.getByRole('img', { name: 'QR code of this round for the GM' }).getAttribute('data-payload');
    // The next round, on a small phone: the round code field comes first.
    await page.setViewportSize({ width: 320, height: 780 });
    await page.getByRole('button', { name: 'Next round', exact: true }).click();
    await code.scrollIntoViewIfNeeded();
    await shot('v8-round-320');
    await page.setViewportSize({ width: 360, height: 780 });

    // A second character on the same phone, the same code: the round of the chain is shared.
    await page.goto(server.url);
    await openCharacter(page, mage.name);
    await tab(page, 'Round').click();
    await code.fill(good);
    await page.getByRole('region', { name: 'Verified table' }).scrollIntoViewIfNeeded();
    await shot('v9-round-second-character');

    // The GM's side on another page of this browser: the phone joined, the fighter's round (another code) checked, an ordinary round.
    const joinText = await (async () => {
      await page.goto(new URL('#/verified', server.url).href);
      const img = page.getByRole('img', { name: 'Join code QR for the GM' });
      await img.waitFor({ state: 'visible' });
      return img.getAttribute('data-join');
    })();
    const gm = await context.newPage();
    await gm.goto(new URL('#/gm', server.url).href);
    await gm.getByRole('switch', { name: 'Verified rolls' }).check();
    await gm.getByRole('img', { name: /^Round code: / }).waitFor({ state: 'visible' });
    await shot('g1-gm-on', false, gm);
    const paste = async (text) => {
      await (await pasteBox(gm)).fill(text);
      await gm.getByRole('button', { name: 'Add', exact: true }).click();
      await gm.waitForTimeout(300);
    };
    await paste(joinText);
    await paste(fighterPayload);
    await paste(plain);
    await gm.getByRole('region', { name: 'Verified table' }).scrollIntoViewIfNeeded();
    await shot('g2-gm-checked', false, gm);
    await shot('g3-gm-checked-full', true, gm);
    await gm.close();
  } finally {
    await context.close();
  }
}
await server.close();
console.log(`Screenshots in ${out}`);
