/**
 * Linking phones in the browser tests, through the real QR path: each code is read from a
 * screenshot of the phone that shows it (jsQR) and played to the other phone's fake camera.
 * Chromium opens its fake-camera file each time a camera starts, so one file per phone is
 * rewritten with the next code before that phone opens its camera.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openCharacter, openGm } from './app.mjs';
import { waitFor } from './poll.mjs';
import { qrMatrix, readShownQr, withCamera, writeQrVideo } from './qr.mjs';

/**
 * A phone with a camera whose picture the test sets: `{ context, page, video, show(text),
 * outside }`; `outside` lists every request the phone made anywhere but the app's own server
 * (a link makes none: no STUN, no TURN, nothing leaves the room).
 */
export async function cameraPhone(launch, tmp, name) {
  const video = join(tmp, `${name}.y4m`);
  await writeQrVideo(video, 'RC0:NOTHING YET');
  const context = await launch(withCamera(video));
  const outside = [];
  context.on('request', (r) => { if (!/^(https?:\/\/127\.0\.0\.1:\d+\/|data:|blob:)/.test(r.url())) outside.push(r.url()); });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, video, show: (text) => writeQrVideo(video, text), outside };
}

/** The GM's join code as read from the screen (the "Link phones" fold opened first). */
export async function readJoinCode(gm) {
  const fold = gm.locator('summary', { hasText: /^Link phones/ });
  if (!(await gm.locator('details.lk-panel').evaluate((d) => d.open))) await fold.click();
  const img = gm.getByRole('img', { name: 'Join code QR for a player\'s phone' });
  const payload = await waitFor(() => img.getAttribute('data-payload'), 'Expected the GM\'s join code QR');
  // In the middle of the screen, clear of the GM's bottom bar ("Now acting").
  const read = await readShownQr(gm, img, payload);
  assert.equal(read, payload, 'The join code QR on the screen does not read back as its code');
  return { text: read, version: qrMatrix(read).version };
}

/**
 * Links a player's phone to the GM's: the player scans the join code, the GM scans the answer.
 * `player` and `gm` come from cameraPhone; the player's character `name` is open on its Round tab.
 * `whileAnswerShown` runs while the player's phone shows its answer (checks of that screen).
 * @returns the QR versions of the join and answer codes, and the join code read
 */
export async function linkPhones(gm, player, name, { whileAnswerShown } = {}) {
  const join = await readJoinCode(gm.page);
  await player.show(join.text);
  const p = player.page;
  const again = p.getByRole('button', { name: 'Link again' });
  if (await again.isVisible()) await again.click();
  else {
    const fold = p.locator('summary', { hasText: 'Link to the GM' });
    await fold.click();
  }
  await p.getByRole('button', { name: 'Scan the GM\'s join code' }).click();
  const img = p.getByRole('img', { name: 'Answer code QR for the GM' });
  await img.waitFor({ state: 'visible', timeout: 30_000 }).catch(async () => {
    throw new Error(`The player's phone shows no answer code after scanning the join code: ${(await p.locator('main').innerText()).slice(0, 300)}`);
  });
  const answer = await readShownQr(p, img, await img.getAttribute('data-payload'));
  assert.equal(answer, await img.getAttribute('data-payload'), 'The answer QR does not read back as its code');
  await whileAnswerShown?.();
  await gm.show(answer);
  await gm.page.getByRole('button', { name: 'Scan QR codes' }).click();
  // The GM's message says "Linked: <name>'s phone." (a round kept on the phone may follow at once); the list keeps it.
  const listed = gm.page.getByRole('list', { name: 'Linked phones' }).getByRole('listitem').filter({ hasText: name }).locator('.lk-state', { hasText: /^linked$/ });
  await listed.waitFor({ timeout: 30_000 }).catch(async () => {
    throw new Error(`Expected ${name}'s phone linked on the GM's list: ${(await gm.page.locator('main').innerText()).slice(0, 400)}`);
  });
  await gm.page.getByRole('button', { name: 'Stop camera' }).click();
  await p.getByRole('status').filter({ hasText: 'Linked to the GM' }).waitFor({ timeout: 15_000 });
  return { join: join.version, answer: qrMatrix(answer).version, joinCode: join.text };
}

/** Opens the GM screen with `rulesetId` chosen. */
export async function gmReady(gm, baseURL, rulesetId) {
  await gm.page.goto(baseURL);
  await openGm(gm.page);
  await gm.page.getByLabel('System played').selectOption(rulesetId);
}

/** Opens character `name` on a player's phone. */
export async function playerReady(player, baseURL, name) {
  await player.page.goto(baseURL);
  await openCharacter(player.page, name);
}

/**
 * Taps Roll on the player's phone and waits for the character's round in the GM's order, with
 * no scan. @returns the time from the tap to the order showing it, in ms
 */
export async function rollToOrder(gm, player, name) {
  const p = player.page;
  const next = p.getByRole('button', { name: 'Next round', exact: true });
  if (await next.isVisible()) await next.click();
  const arrived = gm.page.waitForFunction((who) => [...document.querySelectorAll('.gm-order .gm-item-who strong')].some((s) => s.textContent === who), name, { polling: 'raf', timeout: 15_000 });
  // Handled at once: when the tap below fails, its own error is the one reported, not the wait's
  // rejection as the page closes (which, unhandled, ended the test's worker).
  arrived.catch(() => undefined);
  const start = Date.now();
  await p.getByRole('button', { name: 'Roll', exact: true }).click();
  await arrived.catch(async () => { throw new Error(`${name}'s round did not reach the GM's order on the link: ${(await gm.page.locator('main').innerText()).slice(0, 300)}`); });
  const ms = Date.now() - start;
  await p.getByRole('status').filter({ hasText: 'Sent to the GM.' }).waitFor({ timeout: 10_000 }).catch(async () => {
    throw new Error(`The player's card does not say "Sent to the GM.": ${(await p.locator('main').innerText()).slice(0, 300)}`);
  });
  return ms;
}
