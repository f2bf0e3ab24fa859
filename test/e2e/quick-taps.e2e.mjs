/**
 * Quick taps on a slow phone: with the CPU slowed 4x (as Lighthouse's mobile setting), two
 * taps 10, 30 and 60 ms apart:
 * - Roll, then Next round where it appears (the first demo of every system): the second tap
 *   lands on Next round, which has just appeared and takes no tap: one round rolled, still on
 *   screen with its code, none passed;
 * - Undo of a typed hit, then Roll (Spelljammer, whose hit is typed in): both happen, in order;
 * - Apply of a typed hit while a round shows, then Next round (Spelljammer): both happen, in order.
 * After each pair, once every write has landed, what the screen shows (health, the result's
 * code, the History's lines) is what the store holds (the character left and opened again) and
 * what a reload shows: no tap's write overwrote another's.
 */
import assert from 'node:assert/strict';
import { catalogEntries } from './lib/a11y.mjs';
import { openCharacter, qrImage, resultCard, ruleset, shownPanel, stripHealth as health, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { SETTLE_MS, twoTaps } from './lib/taps.mjs';

export const timeout = 300_000;

const GAPS = [10, 30, 60];

/** What the player sees: health, the code of the result shown (null when none), the History's lines; back on the Round tab. */
async function seen(page) {
  await page.locator('.pl-strip-toggle').waitFor({ state: 'visible' });
  const hp = await health(page);
  const code = (await resultCard(page).count()) ? await waitFor(() => qrImage(page).getAttribute('data-payload'), 'Expected the QR code of the result shown') : null;
  await tab(page, 'History').click();
  const panel = shownPanel(page);
  await panel.waitFor();
  const history = await panel.locator('.pl-history-line').allInnerTexts();
  await tab(page, 'Round').click();
  return { hp, code, history };
}

/**
 * Waits until every write the taps made has landed (the panel's data-saving is gone, and a
 * result shown has its code, whose keeping is a write too), at full speed.
 */
async function landed(page, cdp, what) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await waitFor(() => page.evaluate(() => {
    const panel = document.querySelector('[role="tabpanel"]');
    if (!panel || panel.hasAttribute('data-saving')) return false;
    const card = document.querySelector('[aria-label="Round result"]');
    return !card || Boolean(card.querySelector('img[data-payload]'));
  }), `${what}: expected every write to land`);
}

/** The screen once every write has landed, then the store (the character opened again), then a reload: all three must agree. */
async function screenStoreReload(page, cdp, name, what) {
  await landed(page, cdp, what);
  const screen = await seen(page);
  await page.getByRole('link', { name: 'Back to the characters' }).click();
  await openCharacter(page, name);
  const stored = await seen(page);
  assert.deepEqual(stored, screen, `${what}: the screen showed ${JSON.stringify(screen)} but the character opened again shows ${JSON.stringify(stored)}`);
  await page.reload();
  await tab(page, 'Round').waitFor();
  const reloaded = await seen(page);
  assert.deepEqual(reloaded, screen, `${what}: the screen showed ${JSON.stringify(screen)} but a reload shows ${JSON.stringify(reloaded)}`);
  return screen;
}

/** Centre of `locator` on the page, for a tap by coordinates (the control under it may change between taps). */
async function spot(locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('Expected the control on screen to tap it');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Opens "Take a hit" and types 2 damage with armour not applying; returns the Apply button. */
async function typedHit(page) {
  await page.getByRole('button', { name: 'Take a hit' }).click();
  await page.getByLabel('Damage', { exact: true }).fill('2');
  await page.getByRole('checkbox', { name: 'My armour applies' }).uncheck();
  return page.getByRole('button', { name: 'Apply the hit' });
}

/** Back to the declaration with Roll taking taps (Next round first when a result shows). */
async function declaring(page) {
  const next = shownPanel(page).getByRole('button', { name: 'Next round', exact: true });
  if (await next.isVisible()) {
    await settled(next);
    await next.click();
  }
  await settled(page.getByRole('button', { name: 'Roll', exact: true }));
}

/** Waits until a control that just appeared takes taps (src/ui/common/settle.ts: aria-disabled meanwhile). */
async function settled(button) {
  await button.waitFor();
  await waitFor(async () => (await button.getAttribute('aria-disabled')) !== 'true', 'Expected the control to take taps');
}

const passes = (h) => h.filter((l) => /^Round passed/.test(l)).length;
const rolls = (h) => h.filter((l) => !/^(Round passed|Hit taken|Healed|Cleared|Condition cleared)/.test(l)).length;

export default async function quickTaps({ page, baseURL, log }) {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(baseURL);
  const cdp = await page.context().newCDPSession(page);
  const slow = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const figures = [];

  // Roll, then Next round where it appears (it takes Roll's place in the bar), in every system.
  for (const e of await catalogEntries()) {
    const name = (await ruleset(e.id)).demos[0].name;
    await page.goto(baseURL);
    await openCharacter(page, name);
    const kept = [];
    for (const gap of GAPS) {
      const what = `${e.id}, Roll then Next round ${gap} ms apart`;
      // A pair whose taps the page got 600 ms or more apart (the harness waits for the first
      // tap to be handled, which a loaded machine can stretch) is no quick double tap: a tap
      // that late on Next round is meant. Such a pair is tapped again, at most three times.
      let tries = 0;
      for (;;) {
        await declaring(page);
        const before = await seen(page);
        // The right half of Roll: where Next round appears (Roll again takes the left half).
        const box = await page.getByRole('button', { name: 'Roll', exact: true }).boundingBox();
        const at = { x: box.x + box.width * 0.75, y: box.y + box.height / 2 };
        await slow();
        const { tapped, apart } = await twoTaps(page, at, at, gap);
        if (apart >= SETTLE_MS && ++tries < 3) {
          log(`${what}: the taps reached the page ${Math.round(apart)} ms apart; tapped again`);
          await landed(page, cdp, what);
          continue;
        }
        assert.ok(apart < SETTLE_MS, `${what}: three times the page got the taps ${SETTLE_MS} ms or more apart (last ${Math.round(apart)} ms): the machine is too loaded to tap quickly`);
        const next = shownPanel(page).getByRole('button', { name: 'Next round', exact: true });
        const nextAt = await spot(next).catch(() => null);
        assert.deepEqual(tapped, ['Roll', 'Next round'], `${what}: expected the second tap on Next round, which takes Roll's place (at ${JSON.stringify(at)}, Next round at ${JSON.stringify(nextAt)}); the taps reached ${JSON.stringify(tapped)}`);
        const a = await screenStoreReload(page, cdp, name, what);
        assert.ok(a.code, `${what}: expected the rolled round still on screen, with its code (the second tap, ${Math.round(apart)} ms after the first, on Next round as it appeared, must do nothing)`);
        assert.equal(rolls(a.history), rolls(before.history) + 1, `${what}: expected exactly one round rolled (History ${JSON.stringify(a.history)})`);
        assert.equal(passes(a.history), passes(before.history), `${what}: no round should have passed (History ${JSON.stringify(a.history)})`);
        kept.push(gap);
        break;
      }
    }
    figures.push(`${e.id}: Roll/Next round ${kept.join(', ')} ms kept the round`);
  }

  // Undo/Roll and Apply/Next round, with the hit typed in (Spelljammer's form).
  const name = (await ruleset('spelljammer')).demos[0].name;
  await page.goto(baseURL);
  await openCharacter(page, name);
  for (const gap of GAPS) {
    // Undo of a typed hit, then Roll.
    await declaring(page);
    await (await typedHit(page)).click();
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await waitFor(async () => (await undo.isEnabled()) && (await undo.getAttribute('aria-disabled')) !== 'true', 'Expected Undo once the hit is stored');
    const hurt = await health(page);
    const undoAt = await spot(undo);
    const rollAt = await spot(page.getByRole('button', { name: 'Roll', exact: true }));
    await slow();
    await twoTaps(page, undoAt, rollAt, gap);
    const b = await screenStoreReload(page, cdp, name, `Undo then Roll ${gap} ms apart`);
    assert.equal(b.hp, hurt + 2, `Undo then Roll ${gap} ms apart: expected the hit undone (health ${hurt + 2}), got ${b.hp}`);
    assert.ok(b.code, `Undo then Roll ${gap} ms apart: expected the round rolled`);

    // Apply of a typed hit while the round shows, then Next round (which takes taps by then: the reload above showed the round anew).
    await settled(shownPanel(page).getByRole('button', { name: 'Next round', exact: true }));
    const apply = await typedHit(page);
    const applyAt = await spot(apply);
    const nextAt = await spot(shownPanel(page).getByRole('button', { name: 'Next round', exact: true }));
    const hitsBefore = b.history.filter((l) => /^Hit taken/.test(l)).length;
    await slow();
    await twoTaps(page, applyAt, nextAt, gap);
    const c = await screenStoreReload(page, cdp, name, `Apply then Next round ${gap} ms apart`);
    assert.equal(c.code, null, `Apply then Next round ${gap} ms apart: expected the round passed`);
    assert.equal(passes(c.history), passes(b.history) + 1, `Apply then Next round ${gap} ms apart: expected one "Round passed"`);
    assert.equal(c.history.filter((l) => /^Hit taken/.test(l)).length, hitsBefore + 1, `Apply then Next round ${gap} ms apart: expected the hit in the History`);
    figures.push(`${gap} ms: Undo/Roll health ${b.hp}; Apply/Next round health ${c.hp}, passed once`);
  }
  log(figures.join('; '));
}
