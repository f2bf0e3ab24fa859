/**
 * Screenshots of every screen at 360x780 in light and dark, for reviewing the UI (not a test):
 *
 *   npm run build && node test/e2e/screens.mjs [outDir]     (default test-results/screens)
 *
 * Screens: character list, Round tab, result card, Sheet tab, History tab, GM screen with a
 * round in it. Each is the top of the screen as a phone shows it, plus a full-page image.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openCharacter, openGm, resultCard, rollRound, spelljammerDemos, tab } from './lib/app.mjs';
import { launchFresh } from './lib/browser.mjs';
import { serveStatic, serveWithAppServer } from './lib/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = process.argv[2] ?? join(root, 'test-results', 'screens');
await mkdir(out, { recursive: true });
const server = await (process.env.E2E_DIST ? serveStatic(process.env.E2E_DIST) : serveWithAppServer(root));
const { fighter } = await spelljammerDemos();

for (const scheme of ['light', 'dark']) {
  const context = await launchFresh({ colorScheme: scheme, origin: server.url.replace(/\/$/, '') });
  const page = context.pages()[0] ?? (await context.newPage());
  const shot = async (name) => {
    await page.screenshot({ path: join(out, `${name}-${scheme}.png`) });
    await page.screenshot({ path: join(out, `${name}-${scheme}-full.png`), fullPage: true });
    console.log(`${name}-${scheme}`);
  };
  try {
    await page.goto(server.url);
    await page.getByText(fighter.name).first().waitFor();
    await shot('1-characters');
    await openCharacter(page, fighter.name);
    await shot('2-round');
    const { payload } = await rollRound(page);
    await resultCard(page).scrollIntoViewIfNeeded();
    await shot('3-result');
    await tab(page, 'Sheet').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('4-sheet');
    await tab(page, 'History').click();
    await shot('5-history');
    await openGm(page);
    await page.getByRole('textbox', { name: 'Paste shared text' }).fill(payload);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(fighter.name).first().waitFor();
    await shot('6-gm');
  } finally {
    await context.close();
  }
}
await server.close();
console.log(`Screenshots in ${out}`);
