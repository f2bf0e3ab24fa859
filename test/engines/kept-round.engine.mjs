/**
 * A rolled round lasts until the player passes it, in every rule system (the first demo of
 * each), in this engine: Roll, go back to the list and reopen the character, reload: the same
 * code on the result's QR image, with Next round. Next round passes it once: the History of a
 * system with a lasting state gains one "Round passed", and a reload brings neither the round
 * back nor another "Round passed". Roll tapped with the page scrolled down to its end brings
 * the result up: the whole QR code shows between the bars.
 */
import assert from 'node:assert/strict';
import { ruleset } from '../e2e/lib/app.mjs';
import { catalogEntries } from '../e2e/lib/a11y.mjs';
import { listed, nextRound, openCharacter, rollRound, settledButton } from './lib/app.mjs';

export const timeout = 240_000;

const QR = 'img[alt="QR code of this round for the GM"]';

/** The code on the shown result's QR image, once the card and its code show. */
function shownCode(page, what) {
  return page.waitFor((sel) => document.querySelector(sel)?.getAttribute('data-payload'), QR, `${what}: expected the result card with its QR code`);
}

/** How many "Round passed" lines the History tab lists; back on the Round tab after. */
async function roundsPassed(page) {
  await page.click('tab', 'History');
  const n = await page.waitFor(() => {
    const panel = document.querySelector('[role=tabpanel]:not([hidden])');
    return panel ? String([...panel.querySelectorAll('.pl-history-line')].filter((l) => /^Round passed/.test(l.textContent.trim())).length) : null;
  }, null, 'Expected the History tab');
  await page.click('tab', 'Round');
  return Number(n);
}

export default async function keptRound({ page, baseURL, log }) {
  const systems = [];
  // As a player's phone after its first visit: the service worker has the app (a reload while it
  // is still fetching the app's files can fail in Firefox; that first visit is checked in first-visit).
  await page.goto(baseURL);
  await page.waitFor(() => navigator.serviceWorker?.controller != null, null, 'Expected the service worker to control the page', { timeout: 60_000 });
  for (const e of await catalogEntries()) {
    const rs = await ruleset(e.id);
    const demo = rs.demos[0];
    await page.goto(baseURL);
    await listed(page, demo.name);
    await openCharacter(page, demo.name);
    const passedBefore = rs.state ? await roundsPassed(page) : 0;
    // Roll from lower down the page, as a thumb does after the odds.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const { payload } = await rollRound(page);
    const where = await page.waitFor((sel) => {
      const qr = document.querySelector(sel)?.getBoundingClientRect();
      const bar = document.querySelector('.pl-rollbar')?.getBoundingClientRect();
      const head = document.querySelector('.app-header')?.getBoundingClientRect();
      // Settled: the same place twice, 200 ms apart (a smooth scroll may be under way).
      const now = qr && bar && head ? `${Math.round(qr.top)},${Math.round(qr.bottom)},${Math.round(bar.top)},${Math.round(head.bottom)}` : null;
      const before = window.__qrAt;
      window.__qrAt = now;
      return now && now === before ? now : null;
    }, QR, `${e.id}: expected the result's QR code to settle on screen after Roll`, { interval: 200 });
    const [top, bottom, barTop, headBottom] = where.split(',').map(Number);
    assert.ok(top >= headBottom - 1 && bottom <= barTop + 1, `${e.id}: after Roll from the page's end, the QR code should show whole between the bars, but it spans ${top}-${bottom} px with the header ending at ${headBottom} px and the bar starting at ${barTop} px`);

    await page.click('link', 'Back to the characters');
    await listed(page, demo.name);
    await openCharacter(page, demo.name);
    assert.equal(await shownCode(page, `${e.id}, reopened`), payload, `${e.id}: reopened after Roll, the result should show the same code`);

    await page.reload();
    await page.find('tab', 'Round', { timeout: 20_000 });
    assert.equal(await shownCode(page, `${e.id}, reloaded`), payload, `${e.id}: reloaded after Roll, the result should show the same code`);

    await nextRound(page);
    // The reload once the round's end has landed (the panel's data-saving gone): Firefox 140 on a
    // busy machine timed out the reload's navigation when it came at once after Next round, while
    // the write was in flight (3 of 3 tries).
    await page.waitFor(() => {
      const panel = document.querySelector('[role=tabpanel]');
      return panel && !panel.hasAttribute('data-saving') && document.getElementById('pl-roll') ? 'landed' : null;
    }, null, `${e.id}: expected Next round's write to land`);
    await page.reload();
    await settledButton(page, 'Roll');
    assert.equal(await page.evaluate((sel) => document.querySelectorAll(sel).length, QR), 0, `${e.id}: a passed round must not come back after a reload`);
    if (rs.state) assert.equal(await roundsPassed(page), passedBefore + 1, `${e.id}: Next round after leaving and reloading should pass the round once (History)`);
    systems.push(e.id);
  }
  log(`kept across leave and reload, passed once: ${systems.join(', ')}`);
}
