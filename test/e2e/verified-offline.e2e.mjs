/**
 * The GM's check of a verified round offline, before the check's worker was ever used: the
 * worker's code is cached on first use, not precached, so it cannot load; the check runs on
 * the page instead and gives the same verdicts: a genuine round verified, an edited one
 * "code altered", a round from another sheet than the one the phone joined with said so.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { openGm, pasteToGm as paste } from './lib/app.mjs';

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

  // The worker's code was not there to load: nothing reached the network, and it is not precached.
  const workers = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = (await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)))).flat();
    return urls.filter((u) => /\/assets\/worker\//.test(u));
  });
  assert.deepEqual(workers, [], 'The check worker\'s code is in the cache: this test no longer checks a GM offline before its first use');
  const probe = await page.evaluate(() => fetch(`not-precached-${Date.now()}.txt`).then((r) => `HTTP ${r.status}`, () => 'failed'));
  assert.equal(probe, 'failed', 'Expected the network to be off during the test, but a fetch reached the server');
}
