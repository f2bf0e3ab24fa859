/**
 * Verified table mode on the player's phone: from the character list to the
 * verified table page, start an evening and read the join code (QR and text); on the Round
 * tab, Roll waits for the GM's round code and says why, a typo is refused beside the field,
 * a good code rolls; the result says it is verified, and its QR payload carries a proof that
 * the GM's own check (src/verify verifyRound) accepts against the join code. Rolling again with
 * the same code gives the same dice; ending verified mode brings the ordinary Roll back.
 * The started page and the Round tab with the card also pass the accessibility checks (light,
 * dark, high contrast, 320 px). A page
 * without Web Crypto (plain http on a LAN address) says why instead of starting.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { axeProblems, sidewaysScroll, smallTargets, turnOnHighContrast } from './lib/a11y.mjs';
import { decodeRound, openCharacter, resultCard, rollRound, spelljammerDemos, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { readQr } from './lib/qr.mjs';

/** Five systems, each control that appears in place of another waiting its moment (src/ui/common/settle.ts): more than the default minute on a busy machine. */
export const timeout = 150_000;

const src = (p) => fileURLToPath(new URL(`../../src/${p}`, import.meta.url));

/** axe, 48 px targets and sideways scroll on the screen as it is now, light and dark, 360 and 320 px wide; throws listing what fails. */
async function accessible(page, where, widths = [360, 320]) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 780 });
      const problems = [...(await axeProblems(page)), ...(await smallTargets(page)), ...(await sidewaysScroll(page))];
      assert.deepEqual(problems, [], `${where} (${scheme}, ${width} px): accessibility problems`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 360, height: 780 });
}

export default async function verifiedPlayer({ page, baseURL, launch }) {
  const { decodeJoinCode } = await import(src('verify/join.ts'));
  const { newRoundCode } = await import(src('share/roundCode.ts'));
  const { verifyRound } = await import(src('verify/verify.ts'));
  const { fighter } = await spelljammerDemos();

  await page.goto(baseURL);
  await page.getByText(fighter.name).first().waitFor({ state: 'visible' });
  await page.getByRole('link', { name: 'Verified table' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verified table' }).waitFor({ state: 'visible' });
  const name = page.getByRole('textbox', { name: 'Name on the join code' });
  await waitFor(async () => (await name.inputValue()).trim(), 'Expected the join code name to default to a character name');
  await name.fill('Ada');
  await page.getByRole('button', { name: 'Start verified mode' }).click();

  const joinQr = page.getByRole('img', { name: 'Join code QR for the GM' });
  await joinQr.waitFor({ state: 'visible' });
  const joinText = await waitFor(() => joinQr.getAttribute('data-join'), 'Expected the join code QR to carry its text in data-join');
  assert.equal(await readQr(page, joinQr), joinText, 'The join code QR reads differently from its text');
  assert.ok((await page.locator('main').innerText()).includes(joinText), 'The join code text is not shown on the page');
  const join = decodeJoinCode(joinText);
  assert.ok(join.ok, `The join code does not decode: ${join.message}`);
  assert.equal(join.value.label, 'Ada');
  await page.getByText(/0 of 400 rounds of this evening's chain used/).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Share' }).waitFor({ state: 'visible' });
  await accessible(page, 'verified table page, started');

  // The round screen: Roll waits for a good code, and says so.
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  await tab(page, 'Round').click();
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  const code = page.getByRole('textbox', { name: 'Round code' });
  await code.waitFor({ state: 'visible' });
  assert.equal(await roll.isDisabled(), true, 'Roll is enabled in verified mode before a round code is typed');
  await page.getByText(/type or scan the GM's round code to roll/i).waitFor({ state: 'visible' });
  const good = newRoundCode([11, 22, 3, 14]);
  const typo = good.slice(0, 4) + (good[4] === 'A' ? 'B' : 'A');
  await code.fill(typo.toLowerCase());
  await page.getByText(/This round code has a typo/).first().waitFor({ state: 'visible' });
  assert.equal(await roll.isDisabled(), true, 'Roll is enabled with a mistyped round code');
  await accessible(page, 'Round tab with a mistyped round code', [360]);
  await code.fill(good.toLowerCase());
  await waitFor(() => roll.isEnabled(), 'Expected Roll to be enabled once the round code is good');
  await page.getByText('This roll uses round 1 of your chain.').waitFor({ state: 'visible' });
  await accessible(page, 'Round tab with the verified card');

  const first = await rollRound(page);
  assert.match(first.cardText, new RegExp(`Dice from the GM's code ${good} · round 1 of your chain`), 'The result card does not say which code and round of the chain gave the dice');
  const round = await decodeRound(first.payload);
  assert.ok(round.proof, 'The QR payload carries no proof');
  assert.equal(round.proof.code, good);
  assert.equal(round.proof.link, 1);
  assert.equal(round.proof.player, join.value.id);
  const phones = { [join.value.id]: { ...join.value, lastLink: 0, lastCode: '' } };
  const verdict = await verifyRound(round, { code: good, earlier: [], phones });
  assert.equal(verdict.round.status, 'verified', `The GM's check refuses the roll: ${verdict.round.message}`);

  // Rolling again with the same code: the same link, the same dice.
  await page.getByRole('button', { name: 'Roll again', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, roll again' }).click();
  const again = await decodeRound(await waitFor(async () => {
    const p = await resultCard(page).getByRole('img', { name: 'QR code of this round for the GM' }).getAttribute('data-payload');
    return p && p !== first.payload ? p : null;
  }, 'Expected Roll again to show a new QR payload'));
  assert.equal(again.proof?.link, 1, 'Roll again with the same code took another link of the chain');
  assert.deepEqual(again.entries, round.entries, 'Roll again with the same code gave other dice');

  // The page counts the round; ending verified mode gives the ordinary Roll back.
  await page.goto(new URL('#/verified', baseURL).href);
  await page.getByText(/1 of 400 rounds of this evening's chain used/).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'End verified mode' }).click();
  await page.getByRole('button', { name: 'End it' }).click();
  await page.getByRole('button', { name: 'Start verified mode' }).waitFor({ state: 'visible' });
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  await tab(page, 'Round').click();
  // The verified round rolled above is kept until it is passed.
  await page.getByRole('button', { name: 'Next round', exact: true }).click();
  await waitFor(() => roll.isEnabled(), 'Expected Roll to be enabled once verified mode is ended');
  assert.equal(await code.count(), 0, 'The round code field is still shown after verified mode ended');
  const plain = await rollRound(page);
  assert.equal((await decodeRound(plain.payload)).proof, undefined, 'An ordinary roll carries a proof');

  // High contrast: the started page and the card with a mistyped code.
  await turnOnHighContrast(page, baseURL);
  await page.goto(new URL('#/verified', baseURL).href);
  await page.getByRole('button', { name: 'Start verified mode' }).click();
  await page.getByRole('img', { name: 'Join code QR for the GM' }).waitFor({ state: 'visible' });
  await accessible(page, 'verified table page, high contrast', [360]);
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  // The plain round rolled above is kept until it is passed.
  await page.getByRole('button', { name: 'Next round', exact: true }).click();
  await code.fill(typo);
  await page.getByText(/This round code has a typo/).first().waitFor({ state: 'visible' });
  await accessible(page, 'Round tab with a mistyped round code, high contrast', [360]);

  // Without Web Crypto (as over plain http on a LAN address): a clear sentence, no Start.
  const insecure = await launch();
  const other = insecure.pages()[0] ?? (await insecure.newPage());
  await other.addInitScript(() => Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined }));
  await other.goto(new URL('#/verified', baseURL).href);
  await other.getByText(/Verified mode cannot run on this page/).waitFor({ state: 'visible' });
  assert.equal(await other.getByRole('button', { name: 'Start verified mode' }).isDisabled(), true, 'Start is offered without Web Crypto');
}
