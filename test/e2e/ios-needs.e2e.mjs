/**
 * What an iPhone needs, checked in chromium with Safari's user agent: the tags and the icon iOS
 * reads to put the app on the Home Screen; the "Add to Home Screen" hint, which can be
 * dismissed and stays dismissed (and is not shown to Chromium, nor loaded there on a first
 * visit); no field with text under 16 px (iOS zooms into those) on the Round and Sheet tabs;
 * the Roll bar above a notched phone's bottom inset; the Backups screen's word on Safari
 * clearing the data; and the one-time backup note on a later day where the data may be cleared.
 */
import assert from 'node:assert/strict';
import { axeProblems, smallTargets } from './lib/a11y.mjs';
import { openCharacter, spelljammerDemos, tab } from './lib/app.mjs';
import { listed } from './lib/storage.mjs';

export const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const launch = { userAgent: IPHONE_SAFARI };

/** Width and height from a PNG's IHDR, and whether it has an alpha channel (colour types 4 and 6). */
function pngInfo(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'Expected a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), alpha: bytes[25] === 4 || bytes[25] === 6 };
}

/** The computed font sizes of the visible fields under 16 px in the shown screen, as lines. */
async function smallFields(page) {
  return page.evaluate(() => [...document.querySelectorAll('input:not([type=hidden]), select, textarea')]
    .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
    .map((el) => ({ name: el.getAttribute('aria-label') || el.labels?.[0]?.textContent?.trim() || el.name || el.type, size: parseFloat(getComputedStyle(el).fontSize), type: el.type }))
    .filter((f) => f.size < 16)
    .map((f) => `"${f.name.slice(0, 40)}" is ${f.size} px`));
}

/** How many visible fields the shown screen has (so a check of none is not passed by accident). */
const fieldCount = (page) => page.evaluate(() => [...document.querySelectorAll('input:not([type=hidden]), select, textarea')].filter((el) => el.getClientRects().length > 0).length);

export default async function iosNeeds({ page, baseURL, launch: launchMore }) {
  const { fighter } = await spelljammerDemos();
  const loaded = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto(baseURL);

  // The tags iOS reads.
  const head = await page.evaluate(() => {
    const meta = (n) => [...document.querySelectorAll(`meta[name="${n}"]`)].map((m) => ({ content: m.content, media: m.media }));
    const icon = document.querySelector('link[rel="apple-touch-icon"]');
    return {
      viewport: meta('viewport')[0]?.content, capable: meta('apple-mobile-web-app-capable')[0]?.content, mobileCapable: meta('mobile-web-app-capable')[0]?.content,
      title: meta('apple-mobile-web-app-title')[0]?.content, statusBar: meta('apple-mobile-web-app-status-bar-style')[0]?.content,
      themes: meta('theme-color'), icon: icon?.href,
    };
  });
  assert.match(head.viewport ?? '', /viewport-fit=cover/, 'Expected viewport-fit=cover, so the app can paint under the notch');
  assert.equal(head.capable, 'yes', 'Expected apple-mobile-web-app-capable');
  assert.equal(head.mobileCapable, 'yes', 'Expected mobile-web-app-capable');
  assert.equal(head.title, 'Rollcall', 'Expected apple-mobile-web-app-title "Rollcall"');
  assert.ok(['default', 'black', 'black-translucent'].includes(head.statusBar), `Expected a valid status bar style, got ${head.statusBar}`);
  assert.deepEqual(head.themes.map((t) => t.media).sort(), ['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)'], 'Expected a theme colour for light and one for dark');
  assert.ok(head.icon, 'Expected <link rel="apple-touch-icon">');
  const icon = await page.request.get(head.icon);
  assert.equal(icon.status(), 200, `Expected the apple-touch-icon at ${head.icon} to load`);
  assert.match(icon.headers()['content-type'] ?? '', /image\/png/);
  const info = pngInfo(await icon.body());
  assert.deepEqual({ width: info.width, height: info.height }, { width: 180, height: 180 }, 'Expected a 180x180 apple-touch-icon');
  assert.equal(info.alpha, false, 'Expected an opaque apple-touch-icon (iOS fills transparency with black)');

  // The hint: under the header, in the list's flow; accessible; dismissed for good.
  const hint = page.getByRole('region', { name: /Home Screen/ });
  await hint.waitFor().catch(() => { throw new Error('Expected the "Add to Home Screen" hint in iPhone Safari'); });
  await listed(page, fighter.name);
  const header = await page.locator('.app-header').boundingBox();
  const box = await hint.boundingBox();
  assert.ok(box.y >= header.y + header.height, `Expected the hint below the header (hint at ${box.y}, header ends at ${header.y + header.height})`);
  assert.equal(await hint.evaluate((el) => getComputedStyle(el).position), 'static', 'Expected the hint in the page flow, not over it');
  assert.deepEqual([...await axeProblems(page), ...await smallTargets(page)], [], 'The list with the hint has accessibility problems');
  await hint.getByRole('button', { name: 'Got it, hide this' }).click();
  await hint.waitFor({ state: 'detached' });
  await page.reload();
  await listed(page, fighter.name);
  await page.waitForTimeout(500);
  assert.equal(await hint.count(), 0, 'Expected the hint to stay dismissed after a reload');

  // Fields at 16 px or more on the Round and Sheet tabs.
  await openCharacter(page, fighter.name);
  for (const name of ['Round', 'Sheet']) {
    await tab(page, name).click();
    assert.ok(await fieldCount(page) > 0, `Expected fields on the ${name} tab to check`);
    assert.deepEqual(await smallFields(page), [], `Fields under 16 px on the ${name} tab (iOS zooms into them)`);
  }

  // The Roll bar above the bottom inset of a notched phone (an iPhone's 34 px home indicator).
  await tab(page, 'Round').click();
  const cdp = await page.context().newCDPSession(page);
  const inset = 34;
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: inset, left: 0, right: 0 } });
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  const bar = await roll.evaluate((el) => {
    const b = el.closest('.pl-rollbar');
    return { padding: parseFloat(getComputedStyle(b).paddingBottom), rollBottom: el.getBoundingClientRect().bottom, height: innerHeight };
  });
  assert.equal(bar.padding, 8 + inset, 'Expected the Roll bar padded by the bottom safe-area inset');
  assert.ok(bar.rollBottom <= bar.height - inset, `Expected Roll above the bottom inset (its bottom at ${bar.rollBottom}, inset starts at ${bar.height - inset})`);
  const headerTop = await page.locator('.app-header').evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
  assert.equal(headerTop, 47, 'Expected the header padded by the top safe-area inset');
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: {} });

  // The Backups screen says Safari deletes the data of a site not on the Home Screen.
  await page.goto(`${baseURL}#/backup`);
  const persist = page.locator('[data-persist]');
  await persist.and(page.locator(':not([data-persist="checking"])')).waitFor();
  assert.equal(await persist.getAttribute('data-persist'), 'safari-days');
  assert.match(await persist.innerText(), /Safari deletes .*Home Screen/);

  // Chromium: no hint, and on a first visit the notes' code is not even fetched.
  const other = await launchMore();
  const b = other.pages()[0] ?? (await other.newPage());
  const fetched = [];
  b.on('request', (r) => fetched.push(r.url()));
  await b.goto(baseURL);
  await listed(b, fighter.name);
  await b.waitForTimeout(500);
  assert.equal(await b.getByRole('region', { name: /Home Screen/ }).count(), 0, 'Expected no install hint in Chromium');
  assert.deepEqual(fetched.filter((u) => /PhoneNotes/.test(u)), [], 'Expected a first visit in Chromium not to load the phone notes');
  assert.ok(loaded.some((u) => /PhoneNotes/.test(u)), 'Expected iPhone Safari to load the phone notes');

  // A later day where the browser may clear the data: the backup note, once.
  await b.evaluate(() => localStorage.setItem('rollcall.first-visit', String(Date.now() - 2 * 24 * 3600 * 1000)));
  await b.reload();
  await listed(b, fighter.name);
  const persisted = await b.evaluate(async () => { await new Promise((r) => setTimeout(r, 500)); return navigator.storage.persisted(); });
  const note = b.getByRole('status').filter({ hasText: /may clear Rollcall's data/ });
  if (!persisted) {
    await note.waitFor().catch(() => { throw new Error('Expected the one-time backup note where the browser may clear the data'); });
    assert.equal(await note.getByRole('link', { name: 'Back up now' }).getAttribute('href'), '#/backup');
    assert.deepEqual([...await axeProblems(b), ...await smallTargets(b)], [], 'The list with the backup note has accessibility problems');
    await b.reload();
    await listed(b, fighter.name);
    await b.waitForTimeout(500);
    assert.equal(await note.count(), 0, 'Expected the backup note only once');
  }
}
