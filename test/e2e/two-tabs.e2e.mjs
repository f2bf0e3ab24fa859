/**
 * One character open in two tabs of the same browser, on real IndexedDB: a hit taken in the tab
 * that still shows the state from before the other tab's hit is not written over it. That tab
 * says so, shows the health stored, and the hit done again there is stored; a reload of the
 * first tab shows both hits.
 */
import assert from 'node:assert/strict';
import { applyTypedHit as typedHit, openCharacter, stripHealth as health } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';

export default async function twoTabs({ page, context, baseURL, log }) {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(baseURL);
  await openCharacter(page, 'Derrick');
  await page.locator('.pl-strip-toggle').waitFor({ state: 'visible' });
  const other = await context.newPage();
  await other.setViewportSize({ width: 360, height: 780 });
  await other.goto(baseURL);
  await openCharacter(other, 'Derrick');
  await other.locator('.pl-strip-toggle').waitFor({ state: 'visible' });
  const full = await health(page);
  assert.equal(await health(other), full, 'Expected both tabs to show the same health at first');

  await typedHit(page, 5);
  await waitFor(() => page.getByRole('button', { name: 'Undo', exact: true }).isEnabled(), 'Expected Undo once the first tab\'s hit is stored');
  assert.equal(await health(page), full - 5, 'Expected the first tab to show its hit of 5');

  // The second tab still shows full health: its hit of 3 would store full - 3 over full - 5.
  await typedHit(other, 3);
  await other.getByText(/changed in another tab or window meanwhile/).first().waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
    throw new Error('Expected the second tab to say the state was changed in another tab or window, and not store its hit');
  });
  await waitFor(async () => (await health(other)) === full - 5 || null, `Expected the second tab to show the health stored (${full - 5}) after its hit was refused`);

  // Done again there, on the state it now shows, the hit is stored.
  await typedHit(other, 3);
  await waitFor(() => other.getByRole('button', { name: 'Undo', exact: true }).isEnabled(), 'Expected Undo once the second tab\'s hit is stored');
  assert.equal(await health(other), full - 8, 'Expected the second tab\'s hit done again to be stored on the first one');
  await page.reload();
  await page.locator('.pl-strip-toggle').waitFor({ state: 'visible' });
  assert.equal(await health(page), full - 8, 'Expected the first tab, reloaded, to show both hits');
  await other.close();
  log(`health ${full} -> ${full - 5} (first tab) -> refused in the second -> ${full - 8} when done again there`);
}
