/**
 * The high-contrast display for bright light: a new phone follows the system's contrast
 * setting as it changes; turned on with the help page's switch, it is still on after a reload
 * (remembered in IndexedDB) and stays on when the system's setting says otherwise; the help
 * page with the switch passes axe and the 48x48 px targets in it. (Every other screen is
 * checked in high contrast by the a11y-round, -pages, -systems and -gm walks.)
 */
import assert from 'node:assert/strict';
import { axeProblems, smallTargets, turnOnHighContrast } from './lib/a11y.mjs';
import { showMode } from './lib/a11y-pass.mjs';

export const launch = { colorScheme: 'light' };

export default async function highContrast(t) {
  const { page, baseURL } = t;
  const shown = () => page.evaluate(() => document.documentElement.dataset.contrast);
  await page.goto(baseURL);
  // The app starts after the prerendered shell's first paint: wait until it has set the display.
  await page.waitForFunction(() => document.documentElement.dataset.contrast !== undefined, null, { timeout: 10_000 }).catch(() => undefined);
  assert.equal(await shown(), 'normal', 'A new phone should start in the normal display');
  // No choice made yet: the system's setting decides, as it changes (showMode waits for it).
  await showMode(page, 'high contrast');
  await showMode(page, 'light');
  await turnOnHighContrast(page, baseURL);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.contrast === 'more', null, { timeout: 10_000 }).catch(() => {
    throw new Error('High contrast was turned on, but after a reload the page is back to the normal display');
  });
  // The user's choice wins over the system's: the page stays in high contrast.
  await page.emulateMedia({ contrast: 'more' });
  await page.emulateMedia({ contrast: 'no-preference' });
  // The app hears of a changed media query by the next frame: let two pass.
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  assert.equal(await shown(), 'more', 'The system\'s contrast setting should not undo the user\'s choice');
  assert.ok(await page.getByRole('checkbox', { name: /high contrast/i }).isChecked(), 'The switch should show high contrast as on after a reload');
  const problems = [...(await axeProblems(page)), ...(await smallTargets(page))];
  assert.deepEqual(problems, [], `The help page in high contrast: ${problems.length} problem(s):\n${problems.join('\n')}`);
}
