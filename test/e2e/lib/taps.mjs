/**
 * Two quick taps, as a double tap or a shaky finger makes them, and how far apart the page got
 * them: the harness sends the second tap only once the first has been handled, so a loaded
 * machine can stretch a 150 ms pair past the time a control that just appeared ignores taps.
 */

/** The time a control that just appeared takes no tap (src/ui/common/settle.ts SETTLE_MS). */
export const SETTLE_MS = 600;

/**
 * Two taps `gap` ms apart, at `a` then at `b` (page coordinates); resolves with the names of
 * the buttons the two clicks reached and the time between them as the page stamped them (ms;
 * Infinity when the page did not get both).
 */
export async function twoTaps(page, a, b, gap) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.tapped = [];
    w.stamps = [];
    // One listener a page: a pair tapped again runs on the same page (no reload in between).
    if (w.tapsHeard) return;
    w.tapsHeard = true;
    document.addEventListener('click', (e) => {
      w.tapped.push(e.target instanceof Element ? e.target.closest('button')?.textContent ?? e.target.tagName : '?');
      w.stamps.push(e.timeStamp);
    }, { capture: true });
  });
  await page.mouse.click(a.x, a.y);
  await page.waitForTimeout(gap);
  await page.mouse.click(b.x, b.y);
  return page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return { tapped: w.tapped, apart: w.stamps.length === 2 ? w.stamps[1] - w.stamps[0] : Infinity };
  });
}
