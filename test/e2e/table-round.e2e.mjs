/**
 * At the table: the common round, attacking again with the weapon declared last time,
 * is at most three taps from opening the app; a rolled round is announced in one sentence by a
 * live region (the roll, the need and what it means) with a short buzz; the screen is kept awake
 * while the character is open (released when the page is hidden or left, taken again when
 * shown); the result card moves in only when the system does not ask for reduced motion.
 * The wake lock and vibration are recorded by stand-ins installed before the app loads, since
 * headless Chromium has no screen to keep on and no motor.
 */
import assert from 'node:assert/strict';
import { decodeRound, openCharacter, resultCard, rollRound, spelljammerDemos } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';

/** Installed before the app: counts trusted taps, records vibrations and a fake screen wake lock. */
function standIns() {
  const rec = { taps: 0, vibrations: [], requests: 0, active: 0 };
  window.__table = rec;
  document.addEventListener('click', (e) => { if (e.isTrusted) rec.taps++; }, true);
  navigator.vibrate = (pattern) => { rec.vibrations.push(pattern); return true; };
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async (type) => {
        if (type !== 'screen') throw new TypeError(`Expected a "screen" wake lock, got ${type}`);
        rec.requests++;
        rec.active++;
        const s = { released: false, type, release: async () => { if (!s.released) { s.released = true; rec.active--; } } };
        return s;
      },
    },
  });
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  window.__setHidden = (h) => { hidden = h; document.dispatchEvent(new Event('visibilitychange')); };
}

const table = (page) => page.evaluate(() => ({ ...window.__table, vibrations: [...window.__table.vibrations] }));

/** Chooses the weapon `name` in the declaration, whether shown as a select or as segmented buttons. */
async function chooseWeapon(page, name) {
  const radio = page.getByRole('radio', { name, exact: true });
  if (await radio.count()) { await radio.check(); return; }
  await page.getByRole('combobox', { name: /weapon/i }).first().selectOption({ label: name });
}

export default async function atTheTable({ page, baseURL }) {
  await page.addInitScript(standIns);
  const { fighter } = await spelljammerDemos();
  const second = fighter.sheet.weapons?.[1]?.name;
  assert.ok(second, `Expected the demo fighter "${fighter.name}" to carry a second weapon to declare`);

  // Last session: declare the second weapon and roll once (the declaration is remembered).
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  assert.equal((await table(page)).active, 1, 'Expected one screen wake lock while the character is open');
  await chooseWeapon(page, second);
  const first = await rollRound(page);
  const round = await decodeRound(first.payload);
  assert.ok(round.entries.some((e) => e.label.includes(second)), `Expected the first round to attack with ${second}`);

  // The announcement: one sentence with each attack's roll, need and outcome word.
  const said = await waitFor(() => page.getByTestId('announcer').innerText(), 'Expected the live region to announce the rolled round');
  assert.equal(await page.getByTestId('announcer').getAttribute('aria-live'), 'polite');
  for (const e of round.entries.filter((x) => x.check)) {
    assert.ok(said.includes(`rolled ${e.check.face}`), `The announcement does not say the roll ${e.check.face} of "${e.label}": ${said}`);
    assert.ok(said.includes(e.check.label), `The announcement does not say what the roll means ("${e.check.label}"): ${said}`);
    if (e.check.need !== null) assert.ok(said.includes(`need ${e.check.need}`), `The announcement does not say the need ${e.check.need}: ${said}`);
  }
  assert.equal((await table(page)).vibrations.length, 1, 'Expected one short vibration for the roll');

  // Hidden page: the lock goes; shown again: it comes back; leaving the character: it goes.
  await page.evaluate(() => window.__setHidden(true));
  await waitFor(async () => (await table(page)).active === 0, 'Expected the wake lock released while the page is hidden');
  await page.evaluate(() => window.__setHidden(false));
  await waitFor(async () => (await table(page)).active === 1, 'Expected the wake lock taken again when the page is shown');
  await page.getByRole('link', { name: 'Characters', exact: true }).click();
  await waitFor(async () => (await table(page)).active === 0, 'Expected the wake lock released after leaving the character');

  // Motion: the card moves in, unless the system asks for reduced motion.
  const animation = () => resultCard(page).evaluate((el) => getComputedStyle(el).animationName);

  // This session: open the app and attack again with the same weapon, counting taps.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(baseURL);
  const entry = page.getByRole('link', { name: new RegExp(fighter.name) }).first();
  await entry.click();
  // Last session's round was never passed: it is still shown, and its Next round is one of the taps.
  await page.getByRole('button', { name: 'Next round', exact: true }).click();
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  await roll.click();
  await resultCard(page).waitFor({ state: 'visible' });
  const taps = (await table(page)).taps;
  assert.ok(taps <= 3, `The common round took ${taps} taps from opening the app; expected at most 3`);
  const again = await resultCard(page).innerText();
  assert.ok(again.includes(second), `After ${taps} taps the round does not attack with the declared ${second}:\n${again.slice(0, 300)}`);
  assert.equal(await animation(), 'none', 'The result card animates although the system asks for reduced motion');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByRole('button', { name: 'Roll again', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, roll again' }).click();
  await waitFor(async () => (await animation()) !== 'none', 'Expected the result card to move in when motion is allowed');
}
