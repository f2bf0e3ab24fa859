/**
 * After one visit the app works with the network off: it loads from the service worker's
 * precache, shows a row's actions, opens the demo character, rolls, shows the QR code, and the
 * stored round is there.
 */
import assert from 'node:assert/strict';
import { escapeRe, decodeRound, openCharacter, rollRound, shownPanel, spelljammerDemos, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';

export default async function offline({ page, context, baseURL }) {
  const { fighter } = await spelljammerDemos();
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  const { payload } = await rollRound(page);
  const before = await decodeRound(payload);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 }).catch(() => {
    throw new Error('No service worker took control of the page within 30 s (clientsClaim/skipWaiting?)');
  });

  await context.setOffline(true);
  await page.goto(baseURL);
  await page.reload();
  await page.getByText(fighter.name).first().waitFor({ state: 'visible' }).catch(() => {
    throw new Error(`Offline, the reloaded app does not show "${fighter.name}"`);
  });
  // A row's actions are code of their own, loaded at the first "More": from the precache too.
  await page.getByRole('button', { name: `More for ${fighter.name}` }).click();
  await page.getByRole('button', { name: 'Duplicate', exact: true }).waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
    throw new Error(`Offline, expected "More for ${fighter.name}" to show the row's actions (Duplicate), loaded from the service worker's precache`);
  });
  await page.getByRole('button', { name: `More for ${fighter.name}` }).click();
  await openCharacter(page, fighter.name);

  await tab(page, 'History').click();
  const first = before.entries.find((e) => e.check) ?? before.entries[0];
  await waitFor(async () => new RegExp(escapeRe(first.label), 'i').test(await shownPanel(page).innerText()),
    `Offline, expected History to list the round rolled online (with "${first.label}")`);

  const { payload: offlinePayload } = await rollRound(page);
  const round = await decodeRound(offlinePayload);
  assert.equal(round.character, fighter.name);
  const probe = await page.evaluate(() => fetch(`not-precached-${Date.now()}.txt`).then((r) => `HTTP ${r.status}`, () => 'failed'));
  assert.equal(probe, 'failed', 'Expected the network to be off during the test, but a fetch reached the server');
}
