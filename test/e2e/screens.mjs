/**
 * Screenshots of every screen at 360x780 in light, dark and high contrast (light and dark),
 * for reviewing the UI (not a test):
 *
 *   npm run build && node test/e2e/screens.mjs [outDir]     (default test-results/screens)
 *   E2E_DIST=/tmp/x node test/e2e/screens.mjs /tmp/shots   (another build)
 *
 * Screens: character list, help index and each rule system's help page, Round tab, result
 * card, Sheet tab, History tab, GM screen with a round in it, and any other screen linked from
 * those (the same walk as the accessibility tests, test/e2e/lib/a11y.mjs). Each is the top of
 * the screen as a phone shows it, plus a full-page image.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultCard } from './lib/app.mjs';
import { turnOnHighContrast, visitScreens } from './lib/a11y.mjs';
import { launchFresh } from './lib/browser.mjs';
import { serveStatic, serveWithAppServer } from './lib/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = process.argv[2] ?? join(root, 'test-results', 'screens');
await mkdir(out, { recursive: true });
const server = await (process.env.E2E_DIST ? serveStatic(process.env.E2E_DIST) : serveWithAppServer(root));

const modes = [
  { name: 'light', colorScheme: 'light', contrast: false },
  { name: 'dark', colorScheme: 'dark', contrast: false },
  { name: 'contrast', colorScheme: 'light', contrast: true },
  { name: 'contrast-dark', colorScheme: 'dark', contrast: true },
];
for (const mode of modes) {
  const context = await launchFresh({ colorScheme: mode.colorScheme, origin: server.url.replace(/\/$/, '') });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    if (mode.contrast) await turnOnHighContrast(page, server.url);
    let n = 0;
    const { failures } = await visitScreens(page, server.url, async (screen) => {
      const name = `${String(++n).padStart(2, '0')}-${screen.replace(/[^\w-]+/g, '_')}-${mode.name}`;
      if (screen === 'result') await resultCard(page).scrollIntoViewIfNeeded();
      else await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(out, `${name}.png`) });
      await page.screenshot({ path: join(out, `${name}-full.png`), fullPage: true });
      console.log(name);
    });
    for (const f of failures) console.log(`could not shoot ${f}`);
  } finally {
    await context.close();
  }
}
await server.close();
console.log(`Screenshots in ${out}`);
