/** Chromium finds the app installable: manifest, icons and a service worker that controls the page. */
import assert from 'node:assert/strict';
import { waitFor } from './lib/poll.mjs';

// A profile on disk: chromium never finds a page in an incognito context installable.
export const launch = { profile: true };

export default async function installable({ page, context, baseURL }) {
  await page.goto(baseURL);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 }).catch(() => {
    throw new Error('No service worker took control of the page within 30 s');
  });
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.ok(manifest.url, 'The page links no web app manifest');
  const errors = await waitFor(async () => {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.length === 0 ? [] : null;
  }, 'Expected no installability errors', { timeout: 15_000 }).catch(async (e) => {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    throw new Error(`${e.message}; Chromium says: ${installabilityErrors.map((x) => x.errorId + (x.errorArguments?.length ? ` (${x.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : '')).join('; ')}`);
  });
  assert.deepEqual(errors, []);
}
