/**
 * The linked table with two phones (separate profiles): the player scans the GM's join code
 * and the GM scans the player's answer, both through the real QR path (a screenshot read back,
 * played to the other phone's fake camera). Then Roll reaches the GM's order with no scan (the
 * time from the tap is logged); a monster's round goes back to the player's "Take a hit". The
 * GM unlinks the phone: the next round says it was not sent and shows its QR code, and goes
 * by itself once the phone links again. The player's page closes (a phone that drops the
 * link): the GM's order says the link is lost, the round comes by QR from the camera, and a
 * new page links again in one more exchange, in the same place on the GM's list. A roll
 * against a secret DEF, resolved by the GM against a typed one, goes back as a ruling.
 */
import assert from 'node:assert/strict';
import { decodeRound, openCharacter, rowButton, spelljammerDemos } from './lib/app.mjs';
import { cameraPhone, gmReady, linkPhones, playerReady, rollToOrder } from './lib/link.mjs';
import { axeProblems, smallTargets } from './lib/a11y.mjs';
import { waitFor } from './lib/poll.mjs';

/** No axe violation and no control under 48 px on `page` as it is now. */
async function accessible(page, where) {
  assert.deepEqual(await axeProblems(page), [], `axe finds problems ${where}`);
  assert.deepEqual(await smallTargets(page), [], `Controls under 48 px ${where}`);
}

const linkChip = (gm, name) => gm.page.locator('.gm-item-who', { hasText: name }).locator('.gm-link').first();

export default async function linkTwoPhones({ launch, tmp, baseURL, log }) {
  const { fighter } = await spelljammerDemos();
  const name = fighter.name;
  const gm = await cameraPhone(launch, tmp, 'gm');
  const player = await cameraPhone(launch, tmp, 'player');
  await gmReady(gm, baseURL, 'spelljammer');
  await playerReady(player, baseURL, name);

  const versions = await linkPhones(gm, player, name, {
    whileAnswerShown: async () => {
      await accessible(player.page, 'on the player\'s phone showing its answer code');
      await accessible(gm.page, 'on the GM\'s screen showing the join code');
    },
  });
  await accessible(player.page, 'on the player\'s linked Round tab');
  log(`QR version of the join code ${versions.join}, of the answer code ${versions.answer} (goal 10 or lower)`);
  assert.ok(versions.join <= 10 && versions.answer <= 10, `Expected link codes of QR version 10 or lower, got ${JSON.stringify(versions)}`);

  // Roll: the round is in the GM's order with no scan.
  const times = [await rollToOrder(gm, player, name)];
  assert.equal(await linkChip(gm, name).innerText(), 'linked');
  await accessible(gm.page, 'on the GM\'s order with a linked player');
  await accessible(player.page, 'on the player\'s card sent to the GM');

  // A monster's round goes back to the player's phone, into "Take a hit".
  const g = gm.page;
  await g.getByRole('button', { name: 'Add a monster or NPC' }).click();
  await g.getByLabel('Start from').selectOption('ready:0');
  await g.getByRole('button', { name: 'Add and roll' }).click();
  // The monster's row opens on a tap; the code of its round is inside.
  const code = await rowButton(g, /^Code of .*'s round for the player it attacks$/);
  assert.ok(code, 'Expected a monster\'s row with the code of its round');
  await code.click();
  await g.getByRole('button', { name: `Send to ${name}'s phone` }).click();
  await g.getByRole('status').filter({ hasText: `Sent to ${name}'s phone.` }).waitFor();
  const p = player.page;
  await p.getByRole('status').filter({ hasText: /^The GM sent .*'s round to this phone\.$/ }).waitFor();
  const listed = p.getByRole('group', { name: /attacks: which hit you\?/ });
  await listed.waitFor({ state: 'visible' });
  for (const box of await listed.getByRole('checkbox').all()) await box.check();
  await listed.getByRole('button', { name: /^Apply / }).click();
  await p.getByRole('button', { name: /^Undo/ }).first().waitFor({ state: 'visible' });
  log(`the monster's hit taken on the link: ${(await p.locator('.pl-strip').innerText()).replace(/\s+/g, ' ')}`);

  // The GM ends the link: the next round says it was not sent and shows its QR code.
  await g.getByRole('button', { name: 'Next round', exact: true }).click();
  await g.getByRole('button', { name: `Unlink ${name}` }).click();
  await p.getByRole('status').filter({ hasText: 'The link to the GM is lost' }).waitFor({ timeout: 20_000 });
  await p.getByRole('button', { name: 'Next round', exact: true }).click();
  await p.getByRole('button', { name: 'Roll', exact: true }).click();
  await p.getByRole('status').filter({ hasText: 'Not sent: this phone is not linked to the GM now. Show the QR code below.' }).waitFor();
  const qr = p.getByRole('img', { name: 'QR code of this round for the GM' });
  const kept = await decodeRound(await qr.getAttribute('data-payload'));
  assert.equal(kept.character, name);
  await accessible(p, 'on the player\'s card not sent, the link lost');
  // Linked again (to a new join code, as after the GM's phone changed networks): the round that could not go is sent by itself.
  const before = await g.getByRole('img', { name: 'Join code QR for a player\'s phone' }).getAttribute('data-payload');
  await g.getByRole('button', { name: 'New join code' }).click();
  await waitFor(async () => {
    const now = await g.getByRole('img', { name: 'Join code QR for a player\'s phone' }).getAttribute('data-payload', { timeout: 1000 }).catch(() => null);
    return now && now !== before;
  }, 'Expected "New join code" to show another join code');
  await linkPhones(gm, player, name);
  await waitFor(async () => (await g.locator('.gm-order').innerText()).includes(name), 'Expected the round kept on the phone to reach the GM once linked again');
  await p.getByRole('status').filter({ hasText: 'Sent to the GM.' }).waitFor();
  times.push(await (async () => { await g.getByRole('button', { name: 'Next round', exact: true }).click(); return rollToOrder(gm, player, name); })());

  // The player's page closes (a phone that drops the link): the GM's order says so.
  await p.close();
  await waitFor(async () => (await linkChip(gm, name).innerText().catch(() => '')) === 'link lost', 'Expected the GM\'s order to mark the link lost', { timeout: 40_000 });
  // The QR path still works: a new page rolls and the GM's camera takes its code.
  const p2 = await player.context.newPage();
  player.page = p2;
  await p2.goto(baseURL);
  await openCharacter(p2, name);
  await g.getByRole('button', { name: 'Next round', exact: true }).click();
  // The round rolled on the closed page is kept with the character: passed first, then Roll.
  const passKept = p2.getByRole('button', { name: 'Next round', exact: true });
  if (await passKept.isVisible()) await passKept.click();
  await p2.getByRole('button', { name: 'Roll', exact: true }).click();
  const qr2 = p2.getByRole('img', { name: 'QR code of this round for the GM' });
  const { readQr } = await import('./lib/qr.mjs');
  await gm.show(await readQr(p2, qr2));
  await g.getByRole('button', { name: 'Scan QR codes' }).click();
  await waitFor(async () => (await g.locator('.gm-order').innerText()).includes(name), 'Expected the GM\'s camera to take the round by QR code');
  await g.getByRole('button', { name: 'Stop camera' }).click();
  // Link again from the new page: the same phone (its evening certificate) takes its old place.
  await linkPhones(gm, player, name);
  assert.equal(await linkChip(gm, name).innerText(), 'linked');
  assert.equal(await g.getByRole('list', { name: 'Linked phones' }).getByRole('listitem').count(), 1, 'The phone linked again should keep its one place on the GM\'s list');
  await g.getByRole('button', { name: 'Next round', exact: true }).click();
  times.push(await rollToOrder(gm, player, name));
  log(`Roll to the GM's order on the link: ${times.join(', ')} ms (goal under 200 on loopback)`);

  // A roll against a secret DEF, resolved by the GM against a typed DEF and sent back as a ruling.
  await g.getByRole('button', { name: 'Next round', exact: true }).click();
  await p2.getByRole('button', { name: 'Next round', exact: true }).click();
  await p2.getByLabel('Target DEF', { exact: true }).fill('');
  let resolve = null;
  for (let i = 0; ; i++) {
    if (i === 0) await rollToOrder(gm, player, name);
    else {
      // A natural roll decides itself; roll again until one waits for the GM (the newer roll replaces the older).
      await p2.getByRole('button', { name: 'Roll again' }).click();
      await p2.getByRole('button', { name: 'Yes, roll again' }).click();
    }
    // Resolve is in the attack's row, opened with a tap.
    resolve = await waitFor(() => rowButton(g, new RegExp(`^Resolve ${name}: .* on a monster$`), name), 'a roll waiting for the GM', { timeout: 5000 }).catch(() => null);
    if (resolve) break;
    assert.ok(i < 8, 'Nine rolls against a secret DEF all decided themselves');
  }
  await resolve.click();
  const panel = g.getByRole('group', { name: new RegExp(`^Apply ${name}: .* to a monster$`) });
  await panel.getByLabel(/^Or a target's DEF, typed$/).fill('25');
  await panel.getByRole('button', { name: `Send to ${name}'s phone` }).click();
  await panel.getByRole('status').filter({ hasText: `Sent to ${name}'s phone.` }).waitFor();
  const ruling = p2.getByRole('status').filter({ hasText: /^The GM's ruling: .* against DEF 25: / });
  await ruling.waitFor().catch(async () => { throw new Error(`The player's phone shows no ruling: ${(await p2.locator('main').innerText()).slice(0, 300)}`); });
  log(`ruling sent: ${await ruling.innerText()}`);
  assert.deepEqual([...gm.outside, ...player.outside], [], 'The phones asked for something outside the app\'s own server');
}
