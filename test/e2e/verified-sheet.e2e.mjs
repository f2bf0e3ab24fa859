/**
 * The GM holds the sheet: a player's phone joins a verified table with a join code that
 * commits to its characters' sheets (RCJ2), rolls a round from the sheet it joined with
 * (verified, nothing to say), then edits PROT on the Sheet tab and rolls again. The GM's page
 * says "Rolled from another sheet: PROT 4 -> 6 since joining", lists it under "Sheet changes"
 * (accessible, no small targets, no sideways scroll), and:
 * - Refuse the round marks its entries "Not verified: sheet refused";
 * - the round's card opens the sheet it was rolled from (PROT 6), read-only, from the schema;
 * - the next round from the same edited sheet is flagged again, Accept the new sheet keeps it,
 *   and the round after says nothing;
 * - past rounds open the sheet each code was rolled from, with its mark (round 2's refused);
 * - the player's "Commit to my sheets as they are now" gives a join code the GM's phone takes as
 *   one more sheet committed, which does not change the sheet it holds for the character.
 */
import assert from 'node:assert/strict';
import { axeProblems, sidewaysScroll, smallTargets } from './lib/a11y.mjs';
import { openCharacter, openGm, orderItems, pasteBox, rollRound, spelljammerDemos, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';

/** Pastes `text` on the GM screen and returns the GM's message once it names `who`. */
async function paste(gm, text, who) {
  await (await pasteBox(gm)).fill(text);
  await gm.getByRole('button', { name: 'Add', exact: true }).click();
  return waitFor(async () => {
    const t = await gm.locator('#gm-paste-said').innerText();
    return t.includes(who) ? t : null;
  }, `Expected the GM's message to name ${who}`);
}

/** The player's round with `code`, from the Round tab (a kept round passed first). */
async function rollWith(page, code) {
  await tab(page, 'Round').click();
  const next = page.getByRole('button', { name: 'Next round', exact: true });
  if (await next.isVisible()) await next.click();
  await page.getByRole('textbox', { name: 'Round code' }).fill(code);
  return (await rollRound(page)).payload;
}

export default async function verifiedSheet({ page, baseURL, launch }) {
  const { fighter } = await spelljammerDemos();
  const gmContext = await launch();
  const gm = gmContext.pages()[0] ?? (await gmContext.newPage());
  await gm.setViewportSize({ width: 360, height: 780 });
  await gm.goto(baseURL);
  await openGm(gm);
  await gm.getByRole('switch', { name: 'Verified rolls' }).check();
  const shown = gm.getByRole('img', { name: /^Round code: / });
  let last = '';
  const nextCode = async () => {
    const c = await waitFor(async () => { await shown.waitFor({ state: 'visible' }); const t = (await shown.innerText()).trim(); return t && t !== last ? t : null; }, 'Expected a new round code');
    last = c;
    return c;
  };

  // The join code commits to the phone's sheets.
  await page.goto(new URL('#/verified', baseURL).href);
  const name = page.getByRole('textbox', { name: 'Name on the join code' });
  await waitFor(async () => (await name.inputValue()) !== '', 'Expected the join code name to be filled in');
  await name.fill('Ana');
  await page.getByRole('button', { name: 'Start verified mode' }).click();
  const join = await waitFor(() => page.getByRole('img', { name: 'Join code QR for the GM' }).getAttribute('data-join'), 'Expected a join code');
  assert.match(join, /^RCJ2:/, 'The join code does not commit to the phone\'s sheets');
  await page.getByText(/sheets you roll from as they are now: the GM's phone shows any change to them/).waitFor({ state: 'visible' });
  assert.match(await paste(gm, join, 'Ana'), /Joined: Ana\./);

  // Round 1 from the sheet the phone joined with: verified, nothing about the sheet.
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  const said1 = await paste(gm, await rollWith(page, await nextCode()), fighter.name);
  assert.match(said1, /: verified\.$/);
  assert.equal(await gm.getByRole('region', { name: 'Sheet changes' }).count(), 0, 'A round from the sheet the phone joined with is listed as a sheet change');

  // The player raises PROT on the Sheet tab and rolls round 2.
  await tab(page, 'Sheet').click();
  const prot = page.getByLabel('PROT', { exact: true }).first();
  const before = Number(await prot.inputValue());
  await prot.fill(String(before + 2));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /^\s*Saved\b/ }).first().waitFor({ state: 'visible' });
  // Committing again to the sheets as they are adds the new digest on the GM's phone (for a
  // character with no sheet held yet), but the sheet it holds for this one stays.
  await page.goto(new URL('#/verified', baseURL).href);
  await page.getByRole('button', { name: 'Commit to my sheets as they are now' }).click();
  await page.getByRole('status').filter({ hasText: 'The join code now commits to your sheets as they are' }).waitFor({ state: 'visible' });
  const join2 = await waitFor(async () => { const t = await page.getByRole('img', { name: 'Join code QR for the GM' }).getAttribute('data-join'); return t && t !== join ? t : null; }, 'Expected the join code to change');
  assert.match(await paste(gm, join2, 'Ana'), /Joined: Ana\. 1 more sheet committed, for characters with no sheet held yet\./);
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  await gm.getByRole('button', { name: 'Next round' }).click();
  const line = `PROT ${before} -> ${before + 2} since joining`;
  const said2 = await paste(gm, await rollWith(page, await nextCode()), fighter.name);
  assert.match(said2, new RegExp(`verified\\. Rolled from another sheet: ${line}\\.`));
  const changes = gm.getByRole('region', { name: 'Sheet changes' });
  await changes.getByText(`${fighter.name}: ${line}.`).waitFor({ state: 'visible' });
  assert.deepEqual(await axeProblems(gm), [], 'Accessibility problems on the GM screen with a sheet change');
  assert.deepEqual(await smallTargets(gm), [], 'Targets under 48 px on the GM screen with a sheet change');
  assert.deepEqual(await sidewaysScroll(gm), [], 'The GM screen scrolls sideways with a sheet change');

  // Refused: the round is marked so, and the sheet change is settled.
  await changes.getByRole('button', { name: 'Refuse the round' }).click();
  await waitFor(async () => (await changes.count()) === 0, 'Expected "Sheet changes" gone once the round is refused');
  const rows = await orderItems(gm).filter({ hasText: fighter.name }).allInnerTexts();
  assert.ok(rows.length > 0 && rows.every((t) => /Not verified: sheet refused/.test(t)), `Expected every entry of the refused round marked "sheet refused", got: ${rows.join(' | ')}`);

  // The round's card opens the sheet it was rolled from.
  await gm.locator('details.gm-people-fold:not([open]) > summary').click();
  const card = gm.locator('.gm-person').filter({ hasText: fighter.name });
  await card.getByText(`You refused the sheet this round was rolled from: ${line}.`).waitFor({ state: 'visible' });
  assert.equal(await card.getByText(line, { exact: false }).count(), 1, 'The refused sheet\'s line is said more than once on the card');
  await card.getByText('Sheet this round was rolled from', { exact: true }).click();
  const sheet = card.locator('.gm-round-sheet');
  await sheet.getByText('Table options').waitFor({ state: 'visible' });
  const protRow = sheet.locator('.gm-sheet-rows > div').filter({ has: gm.locator('dt', { hasText: /^PROT$/ }) }).first();
  assert.equal((await protRow.locator('dd').innerText()).trim(), String(before + 2), 'The round\'s sheet does not show the PROT it was rolled from');
  assert.match(await sheet.innerText(), /Longsword/, 'The round\'s sheet does not list the weapons');
  const hpRow = sheet.locator('.gm-sheet-rows > div').filter({ has: gm.locator('dt', { hasText: /^HP$/ }) }).first();
  assert.match(await sheet.innerText(), /State carried from the round before/, 'The round\'s sheet does not show the state it carried');
  assert.equal((await hpRow.locator('dd').innerText()).trim(), String(fighter.sheet.maxHp), 'The carried state does not show the character\'s HP');
  assert.equal(await sheet.locator('input, select, textarea').count(), 0, 'The round\'s sheet is not read-only');

  // Round 3 from the same edited sheet: flagged again (the refused sheet is not kept); accepted.
  await gm.getByRole('button', { name: 'Next round' }).click();
  const said3 = await paste(gm, await rollWith(page, await nextCode()), fighter.name);
  assert.match(said3, new RegExp(`Rolled from another sheet: ${line}\\.`));
  await changes.getByRole('button', { name: 'Accept the new sheet' }).click();
  await waitFor(async () => (await changes.count()) === 0, 'Expected "Sheet changes" gone once the sheet is accepted');
  await gm.getByText(`Accepted ${fighter.name}'s sheet: their next rounds are compared with it.`).first().waitFor({ state: 'visible' });
  // The characters' fold closes with Next round: the GM opens it again to read the card.
  const fold = gm.locator('details.gm-people-fold:not([open]) > summary');
  if (await fold.count()) await fold.click();
  await card.getByText(`Sheet accepted: ${line}.`).waitFor({ state: 'visible' });
  const rows3 = await orderItems(gm).filter({ hasText: fighter.name }).allInnerTexts();
  assert.ok(rows3.every((t) => !/sheet refused/.test(t)), 'An accepted round is marked refused');

  // Round 4 from the accepted sheet: verified, nothing to say.
  await gm.getByRole('button', { name: 'Next round' }).click();
  const said4 = await paste(gm, await rollWith(page, await nextCode()), fighter.name);
  assert.match(said4, /: verified\.$/);
  assert.equal(await changes.count(), 0, 'A round from the accepted sheet is listed as a sheet change');

  // Past rounds open the sheet each code was rolled from, with the mark it had: round 2's is the refused one.
  await gm.locator('details.gm-log > summary', { hasText: /^Past rounds/ }).click();
  const round2 = gm.getByRole('region', { name: 'Round 2', exact: true });
  const past = round2.locator('.gm-round-sheet');
  await past.locator('summary').filter({ hasText: `${fighter.name}: sheet this round was rolled from (Not verified: sheet refused)` }).click();
  await past.getByText('Table options').waitFor({ state: 'visible' });
  const pastProt = past.locator('.gm-sheet-rows > div').filter({ has: gm.locator('dt', { hasText: /^PROT$/ }) }).first();
  assert.equal((await pastProt.locator('dd').innerText()).trim(), String(before + 2), 'A past round\'s sheet does not show the PROT it was rolled from');
  const round1 = gm.getByRole('region', { name: 'Round 1', exact: true });
  await round1.locator('.gm-round-sheet > summary').filter({ hasText: `${fighter.name}: sheet this round was rolled from (Verified)` }).click();
  const firstProt = round1.locator('.gm-sheet-rows > div').filter({ has: gm.locator('dt', { hasText: /^PROT$/ }) }).first();
  await firstProt.waitFor({ state: 'visible' });
  assert.equal((await firstProt.locator('dd').innerText()).trim(), String(before), 'Round 1\'s sheet does not show the PROT the phone joined with');
  assert.deepEqual(await axeProblems(gm), [], 'Accessibility problems on the GM screen with past rounds\' sheets open');
  assert.deepEqual(await smallTargets(gm), [], 'Targets under 48 px on the GM screen with past rounds\' sheets open');
  assert.deepEqual(await sidewaysScroll(gm), [], 'The GM screen scrolls sideways with past rounds\' sheets open');
  await gmContext.close();
}
