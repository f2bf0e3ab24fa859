/**
 * After one visit the app works offline: the service worker takes control, the network goes
 * (Firefox: offline mode; WebKit: the server stops, see lib/launch.mjs), and a reload still
 * shows the app, opens the demo, rolls, and the round rolled online is in History.
 */
import assert from 'node:assert/strict';
import { decodeRound, spelljammerDemos } from '../e2e/lib/app.mjs';
import { listed, openCharacter, rollRound } from './lib/app.mjs';

export const launch = { ownServer: true };

export default async function offline({ page, baseURL }) {
  const { fighter } = await spelljammerDemos();
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  const online = await decodeRound((await rollRound(page)).payload);
  await page.waitFor(() => navigator.serviceWorker?.controller != null, null, 'No service worker took control of the page', { timeout: 30_000 });
  // Everything the app needs is precached once the worker is active and controls the page.
  await page.waitFor(async () => (await caches.keys()).length > 0, null, 'Expected the service worker to have filled its cache');

  await page.goOffline();
  await page.goto(baseURL);
  await listed(page, fighter.name);
  const probe = await page.evaluate(() => fetch(`not-precached-${Date.now()}.txt`).then((r) => `HTTP ${r.status}`, () => 'failed'));
  assert.equal(probe, 'failed', 'Expected the network to be off, but a fetch reached the server');
  await openCharacter(page, fighter.name);
  await page.click('tab', 'History');
  const first = online.entries.find((e) => e.check) ?? online.entries[0];
  await page.waitText(first.label, { selector: '[role=tabpanel]:not([hidden])' });
  const round = await decodeRound((await rollRound(page)).payload);
  assert.equal(round.character, fighter.name);
}
