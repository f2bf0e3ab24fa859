/**
 * The GM's part of the app offline. It is not in the precache every phone installs: a phone keeps
 * it (the GM screen's own files and the workers of its check and Foresee) from the first time the
 * GM screen opens there with a network.
 * - Offline on a phone that never opened it: the GM screen says why it cannot open, in words.
 * - Opened once online, then offline after a reload: the GM screen opens and checks verified
 *   rounds as online: a genuine round verified, an edited one "code altered".
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { gmKept, gmPartUrls, openGm, pasteToGm as paste } from './lib/app.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

export default async function verifiedOffline({ page, context, baseURL }) {
  const { phone, rollWith } = await import(here('../gm/verified-fixtures.ts'));
  const { joinCodeOf } = await import(here('../../src/verify/evening.ts'));
  const { encodeResult } = await import(here('../../src/share/payload.ts'));

  // One visit online (the service worker installs and precaches), then the network goes off.
  await page.goto(baseURL);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 }).catch(() => {
    throw new Error('No service worker took control of the page within 30 s');
  });
  assert.deepEqual(await gmPartUrls(page), [], 'The GM part is on the phone before the GM screen ever opened: it should not be downloaded by every phone');
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('link', { name: 'GM', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Could not load the GM screen: no network, and this phone keeps it for offline use only once it has opened with one.' }).waitFor();

  // Online, the GM screen opens and the phone keeps its part: the screen's chunk and the workers.
  await context.setOffline(false);
  await page.reload();
  await openGm(page);
  await gmKept(page);

  // Offline again, from a reload: the GM screen and its check work.
  await context.setOffline(true);
  await page.reload();
  await openGm(page);
  await page.getByRole('switch', { name: 'Verified rolls' }).check();
  const code = (await page.getByRole('img', { name: /^Round code: / }).innerText()).trim();

  const aria = await phone('Aria', 1);
  await paste(page, joinCodeOf(aria), 'Joined: Aria.');
  const first = await rollWith(aria, code, 'Aria', Date.now());
  await paste(page, first.payload, 'Took Aria\'s round: verified.');

  // An edited code from a second phone: altered, not verified.
  const bo = await phone('Bo', 2);
  await paste(page, joinCodeOf(bo), 'Joined: Bo.');
  const { result } = await rollWith(bo, code, 'Bo', Date.now());
  const i = result.entries.findIndex((e) => e.check);
  const edited = { ...result, entries: result.entries.map((e, k) => (k === i ? { ...e, check: { ...e.check, need: e.check.need + 25 } } : e)) };
  await paste(page, await encodeResult(edited), 'Not verified: code altered');

  // Nothing reached the network: the GM screen and its check came from the phone.
  const probe = await page.evaluate(() => fetch(`not-precached-${Date.now()}.txt`).then((r) => `HTTP ${r.status}`, () => 'failed'));
  assert.equal(probe, 'failed', 'Expected the network to be off during the test, but a fetch reached the server');
}
