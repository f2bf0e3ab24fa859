/**
 * A zones-and-factions round on the GM's turn board: two players' codes pasted (faction
 * Players) and two bandits added by the GM (faction Bandits). The bandits hold the initiative
 * and start; the sides alternate; a side passes; when both sides pass in a row the round ends.
 * Next round, a bandit out of the fight gets no turn and his side passes by itself.
 */
import assert from 'node:assert/strict';
import { decodeRound, openGm, pasteBox } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { rolledCode } from './gm-table.e2e.mjs';

// A player's name is whatever their phone sent: markup shows as text, and a long word breaks instead of running off the screen.
const THEO = '<b>Theo</b>oftheverylongnorthernreaches';

export default async function gmTurns({ page, baseURL }) {
  const [syb, theo] = await Promise.all([rolledCode('zones-factions', 'Sybilla', 1, 0), rolledCode('zones-factions', THEO, 2, 1)]);
  await page.goto(baseURL);
  await openGm(page);
  const paste = (await pasteBox(page));
  for (const p of [syb, theo]) {
    await paste.fill(p.payload);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await waitFor(async () => (await page.locator('main').innerText()).includes(`Took ${p.result.character}'s round`), `Expected ${p.result.character}'s zones code to be taken`);
  }
  await page.getByRole('button', { name: 'Add a monster or NPC' }).click();
  await page.getByLabel('Name').fill('Bandit');
  await page.getByLabel('Side').fill('Bandits');
  await page.getByLabel('How many').fill('2');
  await page.getByRole('button', { name: 'Add to the board' }).click();

  const board = page.getByRole('heading', { name: 'Turns of the round' }).locator('..');
  await page.getByLabel('Initiative held by').selectOption('Bandits');
  await board.getByRole('button', { name: 'Bandits start' }).click();
  const turnOf = async () => (await board.locator('.gm-board-turn').innerText()).replace(/\s+/g, ' ');
  await waitFor(async () => /Turn of Bandits/.test(await turnOf()), 'Expected the Bandits to act first');
  await board.getByRole('button', { name: 'Bandit 1', exact: true }).click();
  await waitFor(async () => /Turn of Players/.test(await turnOf()), 'Expected the turn to pass to the Players after a bandit acted');
  // The tapped button is gone: focus goes to the first who may act now, not to the top of the page.
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const focusIs = (re, what) => waitFor(async () => { const f = await focused(); if (re.test(f)) return true; throw new Error(`focus is on "${f}"`); }, `Expected focus on ${what}`);
  await focusIs(/^Sybilla$/, 'Sybilla\'s button after Bandit 1 acted');
  assert.equal(await board.getByRole('button', { name: 'Bandit 2', exact: true }).count(), 0, 'A bandit could act on the players\' turn');
  await board.getByRole('button', { name: 'Sybilla', exact: true }).click();
  await waitFor(async () => /Turn of Bandits/.test(await turnOf()), 'Expected the Bandits again');
  await board.getByRole('button', { name: 'Bandits pass' }).click();
  await waitFor(async () => /Turn of Players · 1 pass in a row/.test(await turnOf()), 'Expected the Players\' turn after the Bandits passed, with one pass counted');
  const theoButton = board.getByRole('button', { name: (await decodeRound(theo.payload)).character, exact: true });
  const fits = await theoButton.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= document.documentElement.clientWidth);
  assert.ok(fits, 'A long player name runs off its button or the 360 px screen');
  assert.equal(await page.locator('main b, main img').count(), 0, 'Markup in a player\'s name was rendered as markup');
  await theoButton.click();
  await waitFor(async () => /Turn of Bandits/.test(await turnOf()), 'A turn after a pass should go back to the Bandits without ending the round');
  await board.getByRole('button', { name: 'Bandits pass' }).click();
  // The players have nobody left: their pass is forced, and two passes in a row end the round.
  await waitFor(async () => /the round is over/.test(await board.innerText()), 'Expected the round to end when both sides passed in a row');
  await focusIs(/the round is over/, 'the round\'s end after the last pass');
  assert.match(await board.innerText(), /Players pass \(nobody left\)/);
  const wide = await page.locator('main .gm-person, main .gm-item').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.innerText.slice(0, 40)));
  assert.deepEqual(wide, [], 'A long player name runs off its card');

  // Round 2 (no players' codes yet): Bandit 2 is down; when Bandit 1 has acted, the bandits have nobody left and pass by themselves.
  await page.getByRole('button', { name: 'Next round' }).click();
  await page.getByRole('heading', { name: 'Round 2' }).waitFor();
  await board.getByText('Out of the fight (0)').click();
  await board.getByLabel('Who is out of the fight').selectOption('Bandit 2');
  await board.getByRole('button', { name: 'Out', exact: true }).click();
  await waitFor(async () => /Out of the fight \(1\)/.test(await board.innerText()), 'Expected Bandit 2 in the list of those out of the fight');
  await board.getByRole('button', { name: 'Bandits start' }).click();
  assert.equal(await board.getByRole('button', { name: 'Bandit 2', exact: true }).count(), 0, 'A bandit out of the fight was offered a turn');
  await board.getByRole('button', { name: 'Bandit 1', exact: true }).click();
  await waitFor(async () => /Bandits pass \(nobody left\)/.test(await board.innerText()) && /the round is over/.test(await board.innerText()),
    'Expected the bandits, with nobody left in the fight, to pass by themselves and the round to end');
}
