/**
 * A verified table with two phones, both running the app: the GM turns on verified
 * rolls; the player starts verified mode and the GM takes the join code; the player scans the
 * GM's round code QR (a fake camera) and rolls; the GM takes the QR payload and marks it verified. Next round,
 * a new code: the player's next roll, with one die face changed (and sealed again, as a
 * player who edits the code would), is marked not verified.
 */
import assert from 'node:assert/strict';
import { join as joinPath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeRound, openCharacter, openGm, rollRound, spelljammerDemos, tab, pasteBox } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { withCamera, writeQrVideo } from './lib/qr.mjs';

const src = (p) => fileURLToPath(new URL(`../../src/${p}`, import.meta.url));

async function paste(gm, text, expected) {
  await (await pasteBox(gm)).fill(text);
  await gm.getByRole('button', { name: 'Add', exact: true }).click();
  await waitFor(async () => (await gm.getByRole('status').filter({ hasText: expected }).count()) > 0,
    `Expected the GM's message to say "${expected}"`);
}

export default async function verifiedTwoPhones({ page: gm, baseURL, launch, tmp }) {
  const { encodeResult } = await import(src('share/payload.ts'));
  const { fighter } = await spelljammerDemos();

  await gm.goto(baseURL);
  await openGm(gm);
  await gm.getByRole('switch', { name: 'Verified rolls' }).check();
  const shown = gm.getByRole('img', { name: /^Round code: / });
  await shown.waitFor({ state: 'visible' });
  const code = (await shown.innerText()).trim();
  const gmQr = await gm.getByRole('button', { name: 'Show code as QR' }).click().then(() => gm.getByRole('img', { name: `QR code of the round code ${code}` }).getAttribute('data-payload'));

  // The player's phone, its camera pointed at the GM's round code QR.
  const video = joinPath(tmp, 'round-code.y4m');
  await writeQrVideo(video, gmQr);
  const player = await launch(withCamera(video));
  const page = player.pages()[0] ?? (await player.newPage());

  await page.goto(new URL('#/verified', baseURL).href);
  // The field is filled in with the first character's name once the list is read; typing before that can end up after it ("Bandit leaderAda").
  const name = page.getByRole('textbox', { name: 'Name on the join code' });
  await waitFor(async () => (await name.inputValue()) !== '', 'Expected the join code name to be filled in');
  await name.fill('Ada');
  await page.getByRole('button', { name: 'Start verified mode' }).click();
  const joinQr = page.getByRole('img', { name: 'Join code QR for the GM' });
  const join = await waitFor(() => joinQr.getAttribute('data-join'), 'Expected the join code on the player\'s phone');
  await paste(gm, join, 'Joined: Ada.');

  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  await tab(page, 'Round').click();
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await waitFor(async () => (await page.getByRole('textbox', { name: 'Round code' }).inputValue()) === code, `Expected the scanned round code ${code} in the field`);
  const { payload } = await rollRound(page);
  await paste(gm, payload, `Took ${fighter.name}'s round: verified.`);

  // The next round: a new code from the GM, the next link of the chain; this time the
  // player changes a face before handing the code over.
  await gm.getByRole('button', { name: 'Next round' }).click();
  const next = await waitFor(async () => { const c = (await shown.innerText()).trim(); return c !== code ? c : null; }, 'Expected a new round code on the GM screen');
  await page.getByRole('button', { name: 'Next round', exact: true }).click();
  await page.getByRole('textbox', { name: 'Round code' }).fill(next.toLowerCase());
  const round = await decodeRound((await rollRound(page)).payload);
  assert.equal(round.proof?.link, 2, 'The second round did not take the next link of the chain');
  const i = round.entries.findIndex((e) => e.check);
  const e = round.entries[i];
  const tampered = { ...round, entries: round.entries.map((x, k) => (k === i ? { ...e, check: { ...e.check, face: e.check.face === 1 ? 2 : e.check.face - 1 } } : x)) };
  await paste(gm, await encodeResult(tampered), `Took ${fighter.name}'s round. Not verified: code altered.`);
}
