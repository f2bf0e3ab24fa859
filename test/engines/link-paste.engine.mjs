/**
 * Two phones linked by pasted codes, in Firefox: the GM's join code pasted on the player's
 * phone, the player's answer code pasted on the GM's, each phone a context of its own (storage
 * and service workers apart, like two profiles). The link then carries a roll to the GM's order
 * with no code at all. Firefox only: Debian's WebKitGTK has no RTCPeerConnection, so linking is
 * not covered there (nor, by this suite, on iPhones).
 */
import assert from 'node:assert/strict';
import { spelljammerDemos } from '../e2e/lib/app.mjs';
import { listed, openCharacter } from './lib/app.mjs';

/** The engines this check runs in (run.mjs reads this line). */
export const engines = ['firefox'];

/** The data-payload of the image with alt text `alt`, once it shows. */
const payloadOf = (page, alt) => page.waitFor((alt) => document.querySelector(`img[alt="${alt}"]`)?.getAttribute('data-payload'), alt,
  `Expected the image "${alt}" with its code`, { timeout: 30_000 });

export const timeout = 90_000;

export default async function linkPaste({ page: gm, launch, baseURL, log }) {
  const { fighter } = await spelljammerDemos();
  const player = await launch();
  log('two pages');

  await gm.goto(`${baseURL}#/gm`);
  await gm.select('System played', 'Spelljammer (SC vs DEF)');
  await gm.evaluate(() => { for (const d of document.querySelectorAll('details.lk-panel')) d.open = true; });
  const join = await payloadOf(gm, "Join code QR for a player's phone");
  log(`join code: ${join.length} characters`);

  await player.goto(baseURL);
  await listed(player, fighter.name);
  await openCharacter(player, fighter.name);
  await player.evaluate(() => { for (const d of document.querySelectorAll('details')) if (/Link to the GM|Paste the join code/.test(d.querySelector('summary')?.textContent ?? '')) d.open = true; });
  await player.evaluate(() => { for (const d of document.querySelectorAll('details')) if (/Paste the join code/.test(d.querySelector('summary')?.textContent ?? '')) d.open = true; });
  await player.fill("The GM's join code", join);
  await player.click('button', 'Read the join code');
  const answer = await payloadOf(player, 'Answer code QR for the GM');
  log(`answer code: ${answer.length} characters`);

  await gm.fill('Paste shared text', answer);
  await gm.click('button', 'Add');
  await player.waitText(/Linked to the GM/, { timeout: 30_000 });
  await gm.waitText(new RegExp(`Linked: ${fighter.name}'s phone`), { timeout: 30_000 });

  // Roll: the round reaches the GM's order over the link, with no code shown or pasted.
  await player.click('button', 'Roll');
  await player.waitText(/Sent to the GM\./, { timeout: 20_000 });
  const order = await gm.waitFor((name) => { const t = document.querySelector('main')?.innerText ?? ''; return t.includes(name) ? t : null; }, fighter.name,
    `Expected ${fighter.name}'s round in the GM's order`, { timeout: 20_000 });
  assert.ok(order.includes(fighter.name));
}
