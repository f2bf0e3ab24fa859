/**
 * The high-contrast display for bright light: turned on with the help page's switch,
 * it is still on after a reload (remembered in IndexedDB), and the round screens pass the same
 * checks as light and dark (axe, 48x48 px targets, 7:1 for need, roll and damage).
 */
import assert from 'node:assert/strict';
import { turnOnHighContrast } from './lib/a11y.mjs';
import { a11yPass } from './lib/a11y-pass.mjs';

export const launch = { colorScheme: 'light' };

export default async function highContrast(t) {
  const { page, baseURL } = t;
  await page.goto(baseURL);
  // The app starts after the prerendered shell's first paint: wait until it has set the display.
  await page.waitForFunction(() => document.documentElement.dataset.contrast !== undefined, null, { timeout: 10_000 }).catch(() => undefined);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.contrast), 'normal', 'A new phone should start in the normal display');
  await turnOnHighContrast(page, baseURL);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.contrast === 'more', null, { timeout: 10_000 }).catch(() => {
    throw new Error('High contrast was turned on, but after a reload the page is back to the normal display');
  });
  await a11yPass(t, { highContrast: true, part: 'round' });
}
