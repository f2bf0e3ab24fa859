/**
 * An evening at a verified table as it is played: a player with two characters
 * on one phone, an ordinary player at the same table, the GM's Undo of "Next round", a code of
 * another system, and a player who ends verified mode and starts again.
 * - The verified table page moves focus to the new section after Start and after End it.
 * - Roll without a round code is marked unavailable; a tap on it brings up the code field.
 * - The round card says what a roll uses in one line: the same code gives the same dice to the
 *   same character only, so a second character is told the round is shared, not repeated.
 * - A character's first roll with the join code after the phone's first round is flagged before rolling.
 * - The result card does not call its own dice verified (only the GM's phone can).
 * - On the GM's screen, "Rolled without verified mode" is said once (the character's card), not
 *   under each entry; Next round after Undo gives the code taken back, so Roll again with it is
 *   verified; a refused result is not called verified; an older join code of the same name says so.
 */
import assert from 'node:assert/strict';
import { openCharacter, openGm, orderItems, rollRound, ruleset, spelljammerDemos, tab, pasteBox } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { rolledCode } from './gm-table.e2e.mjs';

/** Pastes `text` on the GM screen and returns the GM's message once it names `who`. */
async function paste(gm, text, who) {
  await (await pasteBox(gm)).fill(text);
  await gm.getByRole('button', { name: 'Add', exact: true }).click();
  return waitFor(async () => {
    const t = await gm.locator('#gm-paste-said').innerText();
    return t.includes(who) ? t : null;
  }, `Expected the GM's message to name ${who}`);
}

const focused = (page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim() ?? ''}`);

/** Starts verified mode as `label` on the page (already on it when `here`), checks where focus lands, and returns the join code. */
async function start(page, baseURL, label, here = false) {
  if (!here) await page.goto(new URL('#/verified', baseURL).href);
  const name = page.getByRole('textbox', { name: 'Name on the join code' });
  // The field is filled in with the first character's name once the list is read: wait, then type over it.
  await waitFor(async () => (await name.inputValue()) !== '', 'Expected the join code name to be filled in');
  await name.fill(label);
  await page.getByRole('button', { name: 'Start verified mode' }).click();
  const join = await waitFor(() => page.getByRole('img', { name: 'Join code QR for the GM' }).getAttribute('data-join'), 'Expected a join code');
  await waitFor(async () => /^H2 Your join code$/.test(await focused(page)), 'Expected focus on "Your join code" after Start (the Start button is gone)');
  return join;
}

export default async function verifiedEvening({ page, baseURL, launch }) {
  const { fighter, mage } = await spelljammerDemos();
  const gmContext = await launch();
  const gm = gmContext.pages()[0] ?? (await gmContext.newPage());
  await gm.goto(baseURL);
  await openGm(gm);
  await gm.getByRole('switch', { name: 'Verified rolls' }).check();
  const shown = gm.getByRole('img', { name: /^Round code: / });
  const gmCode = async () => { await shown.waitFor({ state: 'visible' }); return (await shown.innerText()).trim(); };
  const code1 = await gmCode();

  const join1 = await start(page, baseURL, 'Ana');
  assert.match(await paste(gm, join1, 'Ana'), /Joined: Ana\./);

  // One phone, two characters, the same round code.
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  await tab(page, 'Round').click();
  const card = page.getByRole('region', { name: 'Verified table' });
  // Scan with no camera (this profile has none), then Close: focus goes back to Scan.
  await card.getByRole('button', { name: 'Scan', exact: true }).click();
  const close = card.getByRole('button', { name: /^(Close|Stop camera)$/ });
  await close.click();
  await waitFor(async () => /^BUTTON Scan$/.test(await focused(page)), 'Expected focus back on Scan when the camera view closes');
  await page.getByRole('textbox', { name: 'Round code' }).fill(code1);
  await card.getByText(`${code1} has no typo.`).waitFor({ state: 'visible' });
  await card.getByText('This roll uses round 1 of your chain.').waitFor({ state: 'visible' });
  assert.doesNotMatch(await card.innerText(), /Rolling again with the same code gives the same dice/, 'The card repeats its general sentence about codes under the line that already says it');
  const f1 = await rollRound(page);
  assert.match(f1.cardText, new RegExp(`Dice from the GM's code ${code1} · round 1 of your chain`));
  assert.doesNotMatch(f1.cardText, /Verified dice/, 'The player\'s own card calls its dice verified: only the GM\'s phone can say that');
  // After Roll, the question before rolling again says what the chain will do.
  await page.getByRole('button', { name: 'Roll again', exact: true }).click();
  await page.getByRole('group', { name: /roll this round again/i }).getByText(`Same code as this character's last roll: the same dice again (round 1 of your chain).`).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Keep this roll' }).click();
  assert.match(await paste(gm, f1.payload, fighter.name), /: verified\./);

  await page.goto(baseURL);
  await openCharacter(page, mage.name);
  await tab(page, 'Round').click();
  await card.getByText(`Last roll on this phone: code ${code1}, round 1 of your chain.`).waitFor({ state: 'visible' });
  // Roll without a code: marked unavailable, and a tap brings up the code field (screens below the thumb).
  await page.evaluate(() => window.scrollTo(0, 0));
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  assert.equal(await roll.isDisabled(), true, 'Roll is offered in verified mode without a round code');
  await roll.click({ force: true });
  await waitFor(async () => /^INPUT $/.test(await focused(page)), 'Expected a tap on Roll without a code to focus the round code field');
  const field = page.getByRole('textbox', { name: 'Round code' });
  await waitFor(() => field.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }), 'Expected the round code field brought into view');
  assert.equal(await field.evaluate((el) => el === document.activeElement), true);
  await page.getByRole('textbox', { name: 'Round code' }).fill(code1);
  await card.getByText(`Code ${code1} was already used on this phone: this roll shares round 1 of your chain.`).waitFor({ state: 'visible' });
  assert.doesNotMatch(await card.innerText(), /same dice/, `${mage.name}'s card promises the dice of ${fighter.name}'s roll (the name goes into the dice)`);
  const m1 = await rollRound(page);
  assert.match(await paste(gm, m1.payload, mage.name), /: verified\./);

  // An ordinary player at the same table: marked on each entry, the sentence said once.
  const plain = await rolledCode('spelljammer', 'Cyra', 5, 0);
  assert.ok(plain.result.entries.filter((e) => !e.skipped).length > 1, 'Expected Cyra\'s round to have more than one entry');
  assert.match(await paste(gm, plain.payload, 'Cyra'), /Unverified/);
  const main = gm.locator('main');
  await waitFor(async () => (await orderItems(gm).filter({ hasText: 'Cyra' }).count()) > 1, 'Expected Cyra\'s entries in the order');
  const rowsText = await orderItems(gm).filter({ hasText: 'Cyra' }).allInnerTexts();
  for (const t of rowsText) assert.match(t, /\? Unverified/, 'An ordinary player\'s entry has no "Unverified" mark');
  // The characters' cards are folded under the order: open them, as the GM does to read one.
  await gm.locator('details.gm-people-fold:not([open]) > summary').click();
  const times = ((await main.innerText()).match(/Rolled without verified mode: these dice cannot be checked\./g) ?? []).length;
  assert.equal(times, 2, 'Expected "Rolled without verified mode" once on Cyra\'s card and once in the GM\'s message, not under every entry');
  // Every phone has rolled: the list of phones folds away (six of them take a screen), and opens on a tap.
  const list = gm.getByRole('region', { name: 'Verified table' });
  await waitFor(async () => !(await list.getByText('last roll: round 1 of its chain').isVisible()), 'Expected the list of phones folded once every phone has rolled');
  assert.doesNotMatch(await list.innerText(), /Each phone joins once/, 'The setup sentence is still shown once phones are rolling');
  await list.getByText(/Phones joined \(1\)/).click();
  await list.getByText('last roll: round 1 of its chain').waitFor({ state: 'visible' });

  // Next round, a roll with its code, Undo, Next round again: the same code comes back.
  await gm.getByRole('button', { name: 'Next round' }).click();
  const code2 = await waitFor(async () => { const c = await gmCode(); return c !== code1 ? c : null; }, 'Expected a new code for round 2');
  await page.getByRole('button', { name: 'Next round', exact: true }).click();
  await page.getByRole('textbox', { name: 'Round code' }).fill(code2);
  await rollRound(page);
  await gm.getByRole('button', { name: /^Undo: bring back round 1/ }).click();
  assert.equal(await gmCode(), code1, 'Undo did not bring back round 1\'s code');
  await gm.getByRole('button', { name: 'Next round' }).click();
  assert.equal(await gmCode(), code2, 'Next round after Undo gave a new code, though players may already have rolled with the one taken back');
  await page.getByRole('button', { name: 'Roll again', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, roll again' }).click();
  const again = await waitFor(() => page.getByRole('img', { name: 'QR code of this round for the GM' }).getAttribute('data-payload'), 'Expected the QR of the roll again');
  assert.match(await paste(gm, again, mage.name), /: verified\./, 'The roll made with the code taken back and given again is not verified');

  // A character that has not rolled this evening, after the phone's first round: told before rolling that it is checked from its next round.
  const other = (await ruleset('zones-factions')).demos[0].name;
  await page.goto(baseURL);
  await openCharacter(page, other);
  await tab(page, 'Round').click();
  await page.getByRole('textbox', { name: 'Round code' }).fill(code2);
  await card.getByText(/This character's first roll with this join code: the GM's phone marks it not verified/).waitFor({ state: 'visible' });
  await page.goto(baseURL);
  await openCharacter(page, mage.name);
  await tab(page, 'Round').click();
  // The round rolled above is kept until it is passed.
  await page.getByRole('button', { name: /^(Roll|Next round)$/ }).first().waitFor();
  const kept = page.getByRole('button', { name: 'Next round', exact: true });
  if (await kept.isVisible()) await kept.click();
  await page.getByRole('textbox', { name: 'Round code' }).fill(code2);
  await card.getByText(`Same code as this character's last roll: the same dice again (round 2 of your chain).`).waitFor({ state: 'visible' });
  assert.equal(await card.getByText(/first roll with this join code/).count(), 0, `${mage.name} has rolled this evening, but the card says it has not`);

  // A code of another system is refused, and not called verified.
  const zones = await rolledCode('zones-factions', 'Theo', 2, 0);
  const refused = await paste(gm, zones.payload, 'Theo');
  assert.match(refused, /this encounter plays/);
  assert.doesNotMatch(refused, /verified/i, 'A refused result is called verified (or unverified) in the GM\'s message');

  // The player ends verified mode and starts again: focus lands, the GM is told about the older join code.
  await page.goto(new URL('#/verified', baseURL).href);
  await page.getByRole('button', { name: 'End verified mode' }).click();
  await page.getByRole('button', { name: 'End it' }).click();
  await waitFor(async () => /^H2 Start verified mode$/.test(await focused(page)), 'Expected focus on "Start verified mode" after End it (the button is gone)');
  assert.equal(await page.getByRole('textbox', { name: 'Name on the join code' }).inputValue(), 'Ana', 'Starting again does not offer the name the player showed before');
  const join2 = await start(page, baseURL, 'Ana', true);
  assert.notEqual(join2, join1, 'Starting again gave the same join code');
  await paste(gm, join2, 'Ana');
  const phones = gm.getByRole('region', { name: 'Verified table' });
  await waitFor(async () => /Phones joined \(2\)/i.test(await phones.innerText()), 'Expected both of Ana\'s join codes listed');
  assert.equal(await phones.getByText('Older join code of this name: remove it if Ana started again.').count(), 1, 'Expected the older of the two "Ana" join codes to say so');
  // Removing the older one: focus goes to the other phone's Remove, not the top of the page.
  const removes = phones.getByRole('button', { name: 'Remove Ana\'s phone' });
  await removes.first().click();
  await waitFor(async () => (await removes.count()) === 1, 'Expected one of Ana\'s phones left');
  await waitFor(async () => /^BUTTON Remove$/.test(await focused(gm)), 'Expected focus on the remaining phone\'s Remove after removing one');
  assert.equal(await phones.getByText(/Older join code/).count(), 0);
  await gmContext.close();
}
