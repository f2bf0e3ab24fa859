/**
 * Roll tapped from the end of the page brings the result to the top, in Firefox, on the phone
 * sizes the issue measured: 360x780, 390x664 (an iPhone 12-15 with Safari's bars showing) and
 * 375x553 (an SE), the first demo of every system. Once the page has settled, the result card
 * is at the page's top, or, where the whole QR code would not fit above the bottom bar, just
 * under the sticky bars; either way the whole code shows between the bars. Firefox only:
 * WebKitGTK's window is at least 447 px wide, and kept-round checks it there.
 */
import assert from 'node:assert/strict';
import { ruleset } from '../e2e/lib/app.mjs';
import { catalogEntries } from '../e2e/lib/a11y.mjs';
import { listed, openCharacter, settledButton } from './lib/app.mjs';

export const engines = ['firefox'];
export const timeout = 240_000;

/** The sizes: the harness's own phone first, then two short ones in pages of their own. */
const SIZES = [[360, 780], [390, 664], [375, 553]];

export default async function rollToTop({ page, baseURL, launch, log }) {
  const figures = [];
  for (const [width, height] of SIZES) {
    const p = width === 360 && height === 780 ? page : await launch({ width, height });
    const seen = [];
    for (const e of await catalogEntries()) {
      const demo = (await ruleset(e.id)).demos[0];
      const what = `${e.id} at ${width}x${height}`;
      await p.goto(baseURL);
      await listed(p, demo.name);
      await openCharacter(p, demo.name);
      await settledButton(p, 'Roll');
      // As a thumb does after reading the odds: Roll from the page's end.
      await p.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await p.click('button', 'Roll');
      // Settled: the same place on two looks 300 ms apart (the QR code is drawn after the card).
      const at = JSON.parse(await p.waitFor(() => {
        const box = (sel) => document.querySelector(sel)?.getBoundingClientRect();
        const card = box('[aria-label="Round result"]'), qr = box('img.pl-qr-img'), bar = box('.pl-rollbar'), head = box('.app-header'), tabs = box('.pl-tabs');
        const now = card && qr && bar && head && tabs ? JSON.stringify({
          y: Math.round(scrollY), card: Math.round(card.top), head: Math.round(head.bottom),
          tabs: getComputedStyle(document.querySelector('.pl-tabs')).position === 'sticky' ? Math.round(tabs.bottom) : Math.round(head.bottom),
          qrTop: Math.round(qr.top), qrBottom: Math.round(qr.bottom), bar: Math.round(bar.top),
        }) : null;
        const before = window.__rolledAt;
        window.__rolledAt = now;
        return now && now === before ? now : null;
      }, null, `${what}: expected the result and its QR code to settle after Roll`, { interval: 300 }));
      assert.ok(at.qrTop >= at.head - 1 && at.qrBottom <= at.bar + 1, `${what}: the whole QR code should show between the bars, but it spans ${at.qrTop}-${at.qrBottom} px (header ends at ${at.head}, bottom bar starts at ${at.bar}; page scrolled to ${at.y})`);
      // At the page's top, or scrolled just far enough to put the card under the sticky bars (its scroll margin, 24 px at most).
      assert.ok(at.y === 0 || (at.card >= at.tabs - 1 && at.card <= at.tabs + 24), `${what}: Roll should bring the result to the top, but the page stopped at ${at.y} px with the card's top at ${at.card} px (sticky bars end at ${at.tabs} px)`);
      seen.push(at.y === 0 ? 'top' : `card under the bars (${at.y} px down)`);
    }
    figures.push(`${width}x${height}: ${seen.join(', ')}`);
  }
  log(figures.join('; '));
}
