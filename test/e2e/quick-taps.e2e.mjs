/**
 * Quick taps on a slow phone: with the CPU slowed 4x (as Lighthouse's mobile setting), two
 * taps 10, 30 and 60 ms apart, on a Spelljammer character with a lasting state:
 * - Roll, then where Next round appears: one roll, never a second (the Roll button may still be
 *   under the finger when the second tap lands); the round stays, or (when the test's tap
 *   carries a late time stamp) passes once;
 * - Undo of a typed hit, then Roll: both happen, in that order;
 * - Apply of a typed hit while a round shows, then Next round: both happen, in that order.
 * After each pair, what the screen shows (health, the result's code, the History's lines)
 * is what a reload shows: no tap's write overwrote another's.
 */
import assert from 'node:assert/strict';
import { openCharacter, qrImage, resultCard, ruleset, shownPanel, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';

export const timeout = 300_000;

const GAPS = [10, 30, 60];

/** The health figure on the strip ("HP 35 / 42" gives 35). */
async function health(page) {
  const text = await page.locator('.pl-strip-toggle').innerText();
  return Number(/(-?\d+)/.exec(text)?.[1]);
}

/** What the player sees: health, the code of the result shown (null when none), the History's lines; back on the Round tab. */
async function seen(page) {
  await page.locator('.pl-strip-toggle').waitFor({ state: 'visible' });
  const hp = await health(page);
  const code = (await resultCard(page).count()) ? await qrImage(page).getAttribute('data-payload') : null;
  await tab(page, 'History').click();
  const panel = shownPanel(page);
  await panel.waitFor();
  const history = await panel.locator('.pl-history-line').allInnerTexts();
  await tab(page, 'Round').click();
  return { hp, code, history };
}

/** The screen once every write has landed, then the same after a reload: they must agree. */
async function screenAndStore(page, cdp, what) {
  // Long enough at 4x for every queued write to land and the screen to settle; then full speed to look.
  await page.waitForTimeout(1500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const screen = await seen(page);
  await page.reload();
  await tab(page, 'Round').waitFor();
  const stored = await seen(page);
  assert.deepEqual(stored, screen, `${what}: the screen showed ${JSON.stringify(screen)} but a reload shows ${JSON.stringify(stored)}`);
  return screen;
}

/** Centre of `locator` on the page, for a tap by coordinates (the control under it may change between taps). */
async function spot(locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('Expected the control on screen to tap it');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Two taps `gap` ms apart, at `a` then at `b`. */
async function twoTaps(page, a, b, gap) {
  await page.mouse.click(a.x, a.y);
  await page.waitForTimeout(gap);
  await page.mouse.click(b.x, b.y);
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

export default async function quickTaps({ page, baseURL, log }) {
  const rs = await ruleset('spelljammer');
  const demo = rs.demos[0];
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(baseURL);
  await openCharacter(page, demo.name);
  await page.locator('.pl-strip-toggle').waitFor({ state: 'visible' });
  const cdp = await page.context().newCDPSession(page);
  const slow = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const figures = [];

  for (const gap of GAPS) {
    // Roll, then where Next round appears (the right half of the bar).
    await declaring(page);
    const before = await seen(page);
    const roll = await page.getByRole('button', { name: 'Roll', exact: true }).boundingBox();
    const right = { x: roll.x + roll.width * 0.75, y: roll.y + roll.height / 2 };
    await slow();
    await twoTaps(page, right, right, gap);
    const a = await screenAndStore(page, cdp, `Roll then Next round ${gap} ms apart`);
    // One roll, never two; and the round either still shows (the second tap ignored, as a real
    // finger's is: its time stamp falls in the 600 ms after Next round appeared) or passed once.
    // Taps sent through DevTools to a page slowed 4x on a busy machine can carry a later time
    // stamp than the finger's would, so both outcomes are taken, and the store must agree with each.
    const rolls = (h) => h.filter((l) => !/^(Round passed|Hit taken|Healed|Condition cleared)/.test(l)).length;
    const passes = (h) => h.filter((l) => /^Round passed/.test(l)).length;
    assert.equal(rolls(a.history), rolls(before.history) + 1, `Roll then Next round ${gap} ms apart: expected exactly one round rolled (History ${JSON.stringify(a.history)})`);
    assert.equal(passes(a.history), passes(before.history) + (a.code ? 0 : 1), `Roll then Next round ${gap} ms apart: ${a.code ? 'the round shows, so none should have passed' : 'the round is gone, so it should have passed once'}`);
    figures.push(`Roll/Next round ${gap} ms: ${a.code ? 'round kept' : 'round passed once'}`);

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
    const b = await screenAndStore(page, cdp, `Undo then Roll ${gap} ms apart`);
    assert.equal(b.hp, hurt + 2, `Undo then Roll ${gap} ms apart: expected the hit undone (health ${hurt + 2}), got ${b.hp}`);
    assert.ok(b.code, `Undo then Roll ${gap} ms apart: expected the round rolled`);

    // Apply of a typed hit while the round shows, then Next round (which takes taps by then: the reload above showed the round anew).
    await settled(shownPanel(page).getByRole('button', { name: 'Next round', exact: true }));
    const apply = await typedHit(page);
    const applyAt = await spot(apply);
    const nextAt = await spot(shownPanel(page).getByRole('button', { name: 'Next round', exact: true }));
    const passedBefore = b.history.filter((l) => /^Round passed/.test(l)).length;
    await slow();
    await twoTaps(page, applyAt, nextAt, gap);
    const c = await screenAndStore(page, cdp, `Apply then Next round ${gap} ms apart`);
    assert.equal(c.code, null, `Apply then Next round ${gap} ms apart: expected the round passed`);
    assert.equal(c.history.filter((l) => /^Round passed/.test(l)).length, passedBefore + 1, `Apply then Next round ${gap} ms apart: expected one "Round passed"`);
    assert.ok(c.history.some((l) => /^Hit taken/.test(l)), `Apply then Next round ${gap} ms apart: expected the hit in the History`);
    figures.push(`${gap} ms: Undo/Roll health ${b.hp}; Apply/Next round health ${c.hp}, passed once`);
  }
  log(figures.join('; '));
}
