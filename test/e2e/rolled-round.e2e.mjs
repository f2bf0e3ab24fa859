/**
 * A rolled round lasts until the player passes it, in every rule system (the first demo of
 * each): Roll, go back to the list and reopen the character, switch to another and back,
 * reload: the same result card with the same code on its QR image, Next round and Roll again.
 * The round's end comes once: after leaving and reloading, Next round adds one "Round passed"
 * to the History (systems that keep a lasting state), and a reload neither adds another nor
 * brings the round back. Two taps on Roll 150 and 300 ms apart (a double tap) leave the rolled
 * round on screen: the second tap lands on Next round, which has just appeared and takes no tap
 * (a pair the page got 600 ms or more apart on a loaded machine is tapped again: lib/taps.mjs).
 */
import assert from 'node:assert/strict';
import { catalogEntries } from './lib/a11y.mjs';
import { openCharacter, qrImage, resultCard, rollRound, ruleset, shownPanel, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { SETTLE_MS, twoTaps } from './lib/taps.mjs';

export const timeout = 300_000;

/** The code the shown result's QR image carries (waits for the card and the code). */
export async function shownCode(page, what) {
  await resultCard(page).waitFor({ state: 'visible' }).catch(() => { throw new Error(`${what}: expected the result card ("Round result") on the Round tab`); });
  return waitFor(() => qrImage(page).getAttribute('data-payload').catch(() => null), `${what}: expected the QR code of the result with its code`);
}

/** How many "Round passed" lines the History tab lists; back on the Round tab after. */
export async function roundsPassed(page) {
  await tab(page, 'History').click();
  const list = shownPanel(page);
  await list.waitFor();
  const n = await list.locator('.pl-history-line').filter({ hasText: /^Round passed/ }).count();
  await tab(page, 'Round').click();
  return n;
}

/** Back to the list by the screen's back link. */
async function leave(page) {
  await page.getByRole('link', { name: 'Back to the characters' }).click();
  await page.getByRole('button', { name: 'New character', exact: true }).waitFor();
}

export default async function rolledRound({ page, baseURL, log }) {
  const entries = await catalogEntries();
  const figures = [];
  for (const e of entries) {
    const rs = await ruleset(e.id);
    const demo = rs.demos[0];
    const other = (await ruleset(entries.find((x) => x.id !== e.id).id)).demos[0];
    await page.goto(baseURL);
    await openCharacter(page, demo.name);
    const passedBefore = rs.state ? await roundsPassed(page) : 0;
    const { payload } = await rollRound(page);

    await leave(page);
    await openCharacter(page, demo.name);
    assert.equal(await shownCode(page, `${e.id}, reopened`), payload, `${e.id}: reopened after Roll, the result should show the same code`);
    const buttons = shownPanel(page);
    await buttons.getByRole('button', { name: 'Next round', exact: true }).waitFor();
    await buttons.getByRole('button', { name: 'Roll again', exact: true }).waitFor();

    await leave(page);
    await openCharacter(page, other.name);
    await leave(page);
    await openCharacter(page, demo.name);
    assert.equal(await shownCode(page, `${e.id}, after another character`), payload, `${e.id}: after opening another character, the same code`);

    await page.reload();
    assert.equal(await shownCode(page, `${e.id}, reloaded`), payload, `${e.id}: reloaded after Roll, the result should show the same code`);

    // The end of the round: once, by Next round, after the leaving and the reload above.
    const passOn = shownPanel(page).getByRole('button', { name: 'Next round', exact: true });
    // Once it takes taps: after the reload the result has just appeared again.
    await waitFor(async () => (await passOn.getAttribute('aria-disabled')) !== 'true', `${e.id}: expected Next round to take taps after the reload`);
    await passOn.click();
    await page.getByRole('button', { name: 'Roll', exact: true }).waitFor();
    // The reload once the round's end is stored (its line shows then; a reload before it lands shows the round again, to pass).
    if (rs.state) {
      const undo = page.locator('#pl-last').filter({ hasText: /^Round passed/ }).getByRole('button', { name: 'Undo', exact: true });
      await waitFor(() => undo.isEnabled().catch(() => false), `${e.id}: expected the round's end stored (its Undo) after Next round`);
    } else await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('button', { name: 'Roll', exact: true }).waitFor()
      .catch(() => { throw new Error(`${e.id}: after Next round and a reload, expected the round's inputs and Roll, not the passed round`); });
    assert.equal(await resultCard(page).count(), 0, `${e.id}: a passed round must not come back after a reload`);
    if (rs.state) {
      assert.equal(await roundsPassed(page), passedBefore + 1, `${e.id}: Next round after leaving and reloading should pass the round once (History)`);
      await page.reload();
      await page.getByRole('button', { name: 'Roll', exact: true }).waitFor();
      assert.equal(await roundsPassed(page), passedBefore + 1, `${e.id}: a reload must not pass the round again`);
    }

    // A double tap on Roll: the second tap lands where Next round appears.
    for (const gap of [150, 300]) {
      const what = `${e.id}, two taps ${gap} ms apart`;
      // A pair the page got 600 ms or more apart (the harness sends the second tap once the first
      // is handled, which a loaded machine can stretch) is no double tap: a tap that late on Next
      // round is meant, and passes the round. Such a pair is tapped again, at most three times.
      for (let tries = 1; ; tries++) {
        const passed = rs.state ? await roundsPassed(page) : 0;
        const roll = page.getByRole('button', { name: 'Roll', exact: true });
        await roll.waitFor();
        // Not at once: the Roll that just appeared after Next round waits its own moment too (until it
        // takes taps: on a busy machine it may appear well after the tap on Next round).
        await waitFor(async () => (await roll.getAttribute('aria-disabled')) !== 'true', `${e.id}: expected Roll to take taps after Next round`);
        const box = await roll.boundingBox();
        // Where Next round appears: the right half of the bar.
        const at = { x: box.x + box.width * 0.75, y: box.y + box.height / 2 };
        const { apart } = await twoTaps(page, at, at, gap);
        const code = await shownCode(page, what).catch((err) => (apart >= SETTLE_MS ? null : Promise.reject(err)));
        // Long enough for a wrongly taken Next round to have shown.
        await page.waitForTimeout(800);
        const next = shownPanel(page).getByRole('button', { name: 'Next round', exact: true });
        if (apart >= SETTLE_MS && tries < 3) {
          log(`${what}: the taps reached the page ${Math.round(apart)} ms apart; tapped again`);
          if (await next.isVisible()) {
            await waitFor(async () => (await next.getAttribute('aria-disabled')) !== 'true', `${e.id}: expected Next round to take taps`);
            await next.click();
          }
          continue;
        }
        assert.ok(apart < SETTLE_MS, `${what}: three times the page got the taps ${SETTLE_MS} ms or more apart (last ${Math.round(apart)} ms): the machine is too loaded to tap quickly`);
        assert.equal(await resultCard(page).count(), 1, `${e.id}: two taps ${gap} ms apart on Roll should leave the rolled round on screen`);
        assert.equal(await qrImage(page).getAttribute('data-payload'), code, `${e.id}: the QR code should stay after two taps ${gap} ms apart`);
        if (rs.state) assert.equal(await roundsPassed(page), passed, `${e.id}: two taps on Roll must not pass the round`);
        await waitFor(async () => (await next.getAttribute('aria-disabled')) !== 'true', `${e.id}: expected Next round to take taps`);
        await next.click();
        break;
      }
    }
    figures.push(e.id);
  }
  log(`kept across leave, switch and reload, passed once, double taps held: ${figures.join(', ')}`);
}
