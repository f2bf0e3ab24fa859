/**
 * The linked table with four phones, each its own browser profile: the GM's and three
 * players'. Each player links through the real QR path (the GM's join code read from its
 * screen and played to the player's camera, the answer back to the GM's camera), the GM's join
 * code changing after each; then all three roll at once and every round reaches the GM's order
 * with no scan, each player's row marked linked. Every phone is offline, the app installed
 * (served by its service worker): the link's code comes from the precache, and the link
 * needs no network beyond the phones themselves.
 */
import assert from 'node:assert/strict';
import { gmKept, ruleset } from './lib/app.mjs';
import { cameraPhone, gmReady, linkPhones, playerReady } from './lib/link.mjs';
import { waitFor } from './lib/poll.mjs';

/**
 * Waits for the service worker to control the page, then cuts the phone off from the server
 * (every request that reaches the network fails, as with the server gone) and reloads it: the
 * app and the link's code come from the precache. (Chromium's offline emulation also stops
 * WebRTC between the phones, unlike a phone on a Wi-Fi with no internet, so it is not used.)
 * @returns the requests that reached the network after that
 */
async function offline(phone, who) {
  await phone.page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 }).catch(() => {
    throw new Error(`The service worker never controlled ${who}'s page`);
  });
  const reached = [];
  await phone.context.route('**/*', (route) => { reached.push(route.request().url()); return route.abort('internetdisconnected'); });
  await phone.page.reload();
  return reached;
}

/** Four browsers with fake cameras at once, six QR exchanges: 120 s alone on a core (stretched by the runner's load). */
export const timeout = 120_000;

export default async function linkFourPhones({ launch, tmp, baseURL, log }) {
  const names = (await ruleset('crit-table-d20')).demos.slice(0, 3).map((d) => d.name);
  assert.equal(names.length, 3, 'Expected three crit-table-d20 demo characters');
  const gm = await cameraPhone(launch, tmp, 'gm');
  await gmReady(gm, baseURL, 'crit-table-d20');
  // The GM screen opened with a network: the phone keeps it before the network goes.
  await gmKept(gm.page);
  const reached = [await offline(gm, 'the GM')];
  await gm.page.getByRole('button', { name: 'Next round' }).waitFor();
  const players = [];
  const joins = new Set();
  for (const [i, name] of names.entries()) {
    const player = await cameraPhone(launch, tmp, `player-${i}`);
    await playerReady(player, baseURL, name);
    reached.push(await offline(player, name));
    await player.page.getByRole('button', { name: 'Roll', exact: true }).waitFor();
    const v = await linkPhones(gm, player, name);
    joins.add(v.joinCode);
    log(`${name}: join code QR version ${v.join}, answer ${v.answer}`);
    players.push({ player, name });
  }
  assert.equal(joins.size, 3, 'Each phone should have scanned a join code of its own (a fresh offer after each link)');
  const list = gm.page.getByRole('list', { name: 'Linked phones' });
  assert.equal(await list.locator('.lk-state', { hasText: /^linked$/ }).count(), 3, 'Expected three phones linked on the GM\'s list');

  // All three roll at once; every round reaches the order.
  const start = Date.now();
  await Promise.all(players.map(({ player }) => player.page.getByRole('button', { name: 'Roll', exact: true }).click()));
  await waitFor(async () => {
    const shown = await gm.page.locator('.gm-order .gm-item-who strong').allInnerTexts();
    return names.every((n) => shown.includes(n));
  }, 'Expected all three players\' rounds in the GM\'s order without a scan');
  log(`three rounds in the GM's order ${Date.now() - start} ms after the three taps`);
  for (const { player, name } of players) {
    await player.page.getByRole('status').filter({ hasText: 'Sent to the GM.' }).waitFor().catch(() => { throw new Error(`${name}'s card does not say "Sent to the GM."`); });
    const chip = gm.page.locator('.gm-item-who', { hasText: name }).locator('.gm-link').first();
    assert.equal(await chip.innerText(), 'linked', `${name}'s row in the order should say linked`);
  }
  assert.match(await gm.page.locator('.gm-head').innerText(), /3 players/, 'The GM\'s heading should count three players');
  // The manifest's icon is fetched by the browser itself and is not part of the precache.
  const asked = reached.flat().filter((u) => !/\/icon-\d+\.png$/.test(u));
  assert.deepEqual(asked, [], 'Cut off from the server, the phones still asked it for something');
}
