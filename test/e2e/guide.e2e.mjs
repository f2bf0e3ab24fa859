/**
 * The user guide from the app: the Help page's "Read the guide" opens the guide page built
 * from docs/guide.md (not the app, although the service worker answers other navigations with
 * the app), every screenshot on it loads, its contents list leads to "When something goes
 * wrong", "Back to Rollcall" returns to the app, and, once read, with the network off it opens
 * again, pictures and all.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { waitFor } from './lib/poll.mjs';

export default async function guide({ page, context, baseURL }) {
  const markdown = await readFile(fileURLToPath(new URL('../../docs/guide.md', import.meta.url)), 'utf8');
  const title = /^# (.*)$/m.exec(markdown)[1];
  const pictures = [...markdown.matchAll(/^!\[[^\]]*\]\(([^)]+)\)$/gm)].length;
  await page.goto(baseURL);
  // A controlled page: the service worker is the one that must let the guide through.
  await waitFor(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'Expected the service worker to control the page');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help', exact: true }).click();
  await page.getByRole('link', { name: 'Read the guide' }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ state: 'visible' });
  assert.match(page.url(), /\/guide\/$/);
  const images = page.locator('main img');
  assert.equal(await images.count(), pictures, 'The guide page does not show every picture of docs/guide.md');
  const broken = [];
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded(); // the pictures load lazily, as they come into view
    const loaded = await waitFor(() => img.evaluate((i) => i.complete && i.naturalWidth > 0), 'loaded', { timeout: 10_000 }).catch(() => false);
    if (!loaded) broken.push(await img.getAttribute('src'));
  }
  assert.deepEqual(broken, [], `Pictures that did not load: ${broken.join(', ')}`);
  await page.getByRole('link', { name: 'When something goes wrong' }).first().click();
  assert.match(page.url(), /#when-something-goes-wrong$/, 'The contents list does not lead to "When something goes wrong"');
  await page.getByRole('link', { name: 'Back to Rollcall' }).click();
  await page.getByRole('link', { name: 'Help', exact: true }).waitFor({ state: 'visible' });

  // Offline: the guide read once above comes from the app's cache, its pictures too.
  await context.setOffline(true);
  try {
    await page.goto(new URL('guide/', page.url()).href);
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ state: 'visible' });
    assert.ok(await page.getByRole('heading', { name: 'When something goes wrong' }).isVisible(), 'Offline, the guide page lacks "When something goes wrong"');
    const missing = [];
    for (const img of await page.locator('main img').all()) {
      await img.scrollIntoViewIfNeeded();
      const loaded = await waitFor(() => img.evaluate((i) => i.complete && i.naturalWidth > 0), 'loaded', { timeout: 10_000 }).catch(() => false);
      if (!loaded) missing.push(await img.getAttribute('src'));
    }
    assert.deepEqual(missing, [], `Offline, pictures of the guide read once did not show: ${missing.join(', ')}`);
  } finally {
    await context.setOffline(false);
  }
}
