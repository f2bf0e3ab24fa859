/**
 * Two systems at one table, in separate GM rounds: a Spelljammer player and a bcb-d20 player
 * each change their declaration (the live odds follow), roll, and hand their QR code to the
 * GM. Round 1 takes the Spelljammer code (its QR text pasted); after "Next round" the GM
 * switches the system played and scans the d20 player's QR with a (fake) camera. Each time the
 * countdown shows that round's character with the entries, the need or AC line, the damage and
 * the phase of the count, and round 2 no longer shows round 1's character.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { escapeRe, openEncounter, openGm, ruleset, spelljammerDemos, pasteBox } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { withCamera, writeQrVideo } from './lib/qr.mjs';
import { expectCountdown, playerRound } from './lib/round.mjs';

export default async function d20Round({ page, baseURL, launch, tmp }) {
  const { fighter } = await spelljammerDemos();
  const d20 = (await ruleset('bcb-d20')).demos[0];

  const sj = await playerRound(page, baseURL, fighter.name, 'Target stunned', 'spelljammer');
  const dd = await playerRound(page, baseURL, d20.name, 'Attacking from behind', 'bcb-d20');
  assert.ok(dd.round.entries.find((e) => e.kind === 'attack').summary.includes('AC'), 'The d20 need line names the AC');

  const video = join(tmp, 'd20.y4m');
  await writeQrVideo(video, dd.payload);
  const gm = await launch(withCamera(video, ['clipboard-read', 'clipboard-write']));
  const gmPage = gm.pages()[0] ?? (await gm.newPage());
  await gmPage.goto(baseURL);
  await openGm(gmPage);

  // Round 1: the Spelljammer player's QR text.
  await (await pasteBox(gmPage)).fill(sj.payload);
  await gmPage.getByRole('button', { name: 'Add', exact: true }).click();
  await expectCountdown(gmPage, sj.round, 'pasting the Spelljammer QR text in round 1');

  // Round 2: next round, the system switched to d20, the d20 player's QR scanned.
  await gmPage.getByRole('button', { name: 'Next round' }).click();
  const confirm = gmPage.getByRole('button', { name: /^clear and start/i });
  const firstLabel = sj.round.entries.find((e) => e.kind === 'attack').label;
  await waitFor(async () => {
    if (await confirm.isVisible()) await confirm.click();
    return !new RegExp(escapeRe(firstLabel), 'i').test(await gmPage.locator('main').innerText());
  }, 'Expected "Next round" to clear the Spelljammer round');
  const system = gmPage.getByRole('combobox', { name: 'System played' });
  if (!(await system.isVisible())) await openEncounter(gmPage);
  await system.selectOption({ label: (await ruleset('bcb-d20')).name }).catch((e) => {
    throw new Error(`Expected a "System played" select offering "${d20.name}"'s system: ${e.message.split('\n')[0]}`);
  });
  await gmPage.getByRole('button', { name: 'Scan QR codes' }).click();
  const text = await expectCountdown(gmPage, dd.round, 'scanning the d20 QR in round 2');
  assert.ok(!text.includes(fighter.name), `Round 2 still shows ${fighter.name} from round 1`);
}
