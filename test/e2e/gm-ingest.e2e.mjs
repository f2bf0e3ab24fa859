/**
 * The GM collects a player's round three ways: pasting the shared text, opening the shared
 * link (#gm?r=...), and scanning the QR code with the camera (a fake camera playing a video
 * of the code). The countdown shows the entry with its need and damage and the movement
 * phase; "Next round" clears it (and "New encounter" forgets it, so the same code counts again).
 * The QR scanner code loads only when the camera opens.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { decodeRound, escapeRe, openCharacter, openGm, rollRound, ruleset, spelljammerDemos, openEncounter, openRow, pasteBox } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { withCamera, writeQrVideo } from './lib/qr.mjs';

export const launch = { permissions: ['clipboard-read', 'clipboard-write'] };

const SCANNER_FILE = /scanner|qr-scanner|worker/i;

/** Records what the app hands to navigator.share, where the browser has it. */
function recordShare() {
  if (!('share' in navigator)) return;
  navigator.share = async (data) => { window.__shared = data; };
  navigator.canShare = () => true;
}

/** Waits until the GM screen shows the round's entries, with need, damage and the movement phase. */
async function expectCountdown(page, round, how, timeout = 15_000) {
  const main = page.locator('main');
  const attacks = round.entries.filter((e) => e.kind === 'attack');
  await waitFor(async () => {
    const text = await main.innerText();
    return text.includes(round.character) && attacks.every((e) => new RegExp(escapeRe(e.label), 'i').test(text));
  }, `Expected the GM countdown to show ${round.character}'s attacks after ${how}`, { timeout });
  const text = await main.innerText();
  const movement = (await ruleset('spelljammer')).phases.find((p) => p.id === 'movement');
  assert.match(text, new RegExp(escapeRe(movement.label), 'i'), `The GM countdown does not mark the movement phase ("${movement.label}") after ${how}`);
  // The need and the damage of each attack are in its row, opened with a tap.
  for (const e of attacks.filter((a) => a.check && a.check.need !== null)) {
    const row = await openRow(page, e.label);
    const rowText = await row.innerText();
    assert.match(rowText, new RegExp(`(^|[^0-9])${e.check.need}(?![0-9])`), `The GM countdown does not show the need ${e.check.need} of "${e.label}" after ${how}`);
    if (e.damage) assert.match(rowText, new RegExp(`(^|[^0-9])${e.damage.total}(?![0-9])`), `The GM countdown does not show the damage ${e.damage.total} of "${e.label}" after ${how}`);
  }
}

export default async function gmIngest({ page, context, baseURL, launch: launchMore, tmp }) {
  await context.addInitScript(recordShare);
  const { fighter } = await spelljammerDemos();
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  const { payload } = await rollRound(page);
  const round = await decodeRound(payload);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const shared = await waitFor(async () => {
    const data = await page.evaluate(() => window.__shared);
    if (data) return [data.title, data.text, data.url].filter(Boolean).join('\n');
    return page.evaluate(() => navigator.clipboard.readText());
  }, 'Expected Share to hand the round to the share sheet or copy it to the clipboard');

  // 1. Paste the shared text.
  await openGm(page);
  await (await pasteBox(page)).fill(shared);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectCountdown(page, round, 'pasting the shared text');

  await page.getByRole('button', { name: 'Next round' }).click();
  const first = round.entries.find((e) => e.kind === 'attack') ?? round.entries[0];
  const confirm = page.getByRole('button', { name: /^clear and start/i }); // if the GM screen asks first
  await waitFor(async () => {
    if (await confirm.isVisible()) await confirm.click();
    return !new RegExp(escapeRe(first.label), 'i').test(await page.locator('main').innerText());
  }, 'Expected "Next round" to clear the countdown');
  // The same code is now last round's: start a new encounter so the link below is taken.
  await openEncounter(page);
  await page.getByRole('button', { name: 'New encounter…' }).click();
  await page.getByRole('button', { name: 'Yes, clear everything' }).click();

  // 2. Open the shared link.
  const link = /https?:\/\/\S*#\/?gm\?r=\S+/.exec(shared)?.[0];
  assert.ok(link, `Expected the shared text to end with a link to the GM screen (#gm?r=...), but it reads: ${shared.slice(0, 200)}`);
  const linkPage = await context.newPage();
  await linkPage.goto(new URL(new URL(link).hash, baseURL).href);
  await expectCountdown(linkPage, round, `opening the shared link ${link.slice(0, 60)}...`);
  await linkPage.close();

  // 3. Scan the QR code with a (fake) camera, on another GM's phone.
  const video = join(tmp, 'qr.y4m');
  await writeQrVideo(video, payload);
  const gm = await launchMore(withCamera(video));
  const gmPage = gm.pages()[0] ?? (await gm.newPage());
  const requested = [];
  gmPage.on('request', (r) => requested.push(r.url()));
  await gmPage.goto(baseURL);
  await openGm(gmPage);
  await gmPage.waitForLoadState('networkidle');
  const early = requested.filter((u) => SCANNER_FILE.test(new URL(u).pathname));
  assert.deepEqual(early, [], 'The QR scanner code was requested before the camera was opened');

  await gmPage.getByRole('button', { name: 'Scan QR codes' }).click();
  await expectCountdown(gmPage, round, 'scanning the QR code with the camera', 30_000);
  const late = requested.filter((u) => SCANNER_FILE.test(new URL(u).pathname));
  assert.ok(late.length > 0, `Expected the scanner code (a file matching ${SCANNER_FILE}) to load when the camera opened; requested: ${requested.map((u) => new URL(u).pathname).join(' ')}`);
}
