/**
 * `crit-table-d20` end to end: a player declares an attack from behind (the live odds
 * follow), rolls, shows the QR code; the GM's phone, playing crit-table-d20, scans it with a
 * (fake) camera and the countdown shows the character's attacks with the need line, when they
 * act (1d6 + DEX bonus) and the damage.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGm, ruleset } from './lib/app.mjs';
import { withCamera, writeQrVideo } from './lib/qr.mjs';
import { expectCountdown, playerRound } from './lib/round.mjs';

export default async function critRound({ page, baseURL, launch, tmp }) {
  const rs = await ruleset('crit-table-d20');
  const demo = rs.demos[0];
  const { payload, round } = await playerRound(page, baseURL, demo.name, 'From behind', 'crit-table-d20');
  const attack = round.entries.find((e) => e.kind === 'attack');
  assert.ok(attack?.timing, `${demo.name}'s attack has no initiative in the shared round`);
  assert.ok(round.entries.filter((e) => e.timing).every((e) => e.timing.order[0] === attack.timing.order[0]),
    'crit-table-d20 rolls one initiative a round: every timed action should share it');

  const video = join(tmp, 'crit.y4m');
  await writeQrVideo(video, payload);
  const gm = await launch(withCamera(video));
  const gmPage = gm.pages()[0] ?? (await gm.newPage());
  await gmPage.goto(baseURL);
  await openGm(gmPage);
  await gmPage.getByRole('combobox', { name: 'System played' }).selectOption({ label: rs.name });
  await gmPage.getByRole('button', { name: 'Scan QR codes' }).click();
  await expectCountdown(gmPage, round, 'scanning the crit-table-d20 QR');
}
