/**
 * The list readies a character's round while it waits for a tap: on a first visit it downloads
 * no round code before the service worker controls the page; once the worker does, it reads the
 * character screen's code and the rules of every system it lists from the worker's cache, and a
 * tap then fetches none of it again; it draws the Round tab's look once out of sight and takes
 * it out, leaving the list, its focus and its scroll as they were; on a later visit it does so
 * at once, so a tap fetches nothing; that code carries V8's hint to compile it whole as it
 * loads; with the network off, every listed system opens to its Roll button; and the look drawn
 * ahead uses only classes the systems' Round tabs use.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { waitFor } from './lib/poll.mjs';

register();
const { catalog } = await import(fileURLToPath(new URL('../../src/rulesets/catalog.ts', import.meta.url)));
const { ROUND_LOOK } = await import(fileURLToPath(new URL('../../src/ui/player/warmLook.ts', import.meta.url)));

/** The classes the look drawn ahead uses (src/ui/player/warmLook.ts). */
const lookClasses = new Set(ROUND_LOOK.flatMap((part) => [...part.matchAll(/class="([^"]+)"/g)]).flatMap((m) => m[1].split(/\s+/)));

/** The round's code files: the character screen's chunk and each system's rules. */
const ROUND_CODE = new RegExp(`/assets/(CharacterScreen|${catalog.map((e) => e.id).join('|')})-[\\w-]+\\.js$`);
const fileOf = (url) => url.match(ROUND_CODE)?.[1];

export default async function roundWarm({ page, context, baseURL }) {
  // Every time the Round tab's look is put in the page out of sight, and whether it is still there.
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.looks = 0;
    new MutationObserver((changes) => {
      for (const c of changes) for (const n of c.addedNodes) if (n instanceof Element && n.classList.contains('pl-warm')) w.looks++;
    }).observe(document, { childList: true, subtree: true });
  });
  const fetched = [];
  page.on('response', (r) => {
    const file = fileOf(r.url());
    if (file) fetched.push({ file, fromWorker: r.fromServiceWorker(), url: r.url() });
  });
  await page.goto(baseURL);
  const groups = page.locator('section.pl-group');
  await waitFor(async () => (await groups.count()) === catalog.length, `Expected one group per rule system (${catalog.length})`);
  // The list is idle and the worker not yet in control (it registers a while after load).
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller === null), true, 'Expected the first visit not yet controlled by the service worker');
  assert.deepEqual(fetched, [], 'Expected no round code downloaded on a first visit before a tap');

  const wanted = ['CharacterScreen', ...catalog.map((e) => e.id)];
  const readAll = (since, when) => waitFor(async () => wanted.every((f) => fetched.slice(since).some((x) => x.file === f)),
    `${when}, expected the character screen and every listed system's rules (${wanted.join(', ')}) read while the list waits`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
  await readAll(0, 'Once the worker controls the first visit');
  assert.deepEqual(fetched.filter((x) => !x.fromWorker).map((x) => x.file), [], 'Expected the first visit\'s warm-up to read only from the service worker\'s cache');
  // The Round tab's look is drawn once, out of sight, and taken out again: the list is as it was.
  await waitFor(() => page.evaluate((n) => /** @type {any} */ (window).looks === n, ROUND_LOOK.length), `Once the worker controls the first visit, expected the Round tab's look drawn once out of sight, in ${ROUND_LOOK.length} parts`);
  assert.equal(await page.locator('.pl-warm').count(), 0, 'Expected the Round tab\'s look drawn ahead taken out of the page again');
  assert.deepEqual(await page.evaluate(() => [document.activeElement === document.body, scrollX, scrollY]), [true, 0, 0], 'Expected the look drawn ahead to move neither the focus nor the page');
  // A tap now fetches no round code again.
  const warmed = fetched.length;
  const first = catalog[0].demos[0].name;
  await page.locator('a.pl-char', { has: page.locator('.pl-char-name', { hasText: first }) }).first().click();
  await page.getByRole('button', { name: 'Roll', exact: true }).waitFor({ state: 'visible' });
  assert.deepEqual(fetched.slice(warmed).map((x) => x.file), [], `Expected the first visit's tap on ${first} to fetch no round code the list had read`);

  // A later visit: the page is controlled from its start.
  await page.goBack();
  await groups.first().waitFor({ state: 'visible' });
  const firstVisit = fetched.length;
  await page.reload();
  await waitFor(async () => (await groups.count()) === catalog.length, `After a reload, expected one group per rule system (${catalog.length})`);
  await readAll(firstVisit, 'On a later visit');
  assert.deepEqual(fetched.filter((x) => !x.fromWorker).map((x) => x.file), [], 'Expected the warm-up to read only from the service worker\'s cache');

  // What the list reads ahead is compiled whole as it loads (V8's compile hint in its first
  // lines), not function by function in the tap.
  // So is the app's own chunk, of which the list runs only a part.
  const app = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).find((u) => /\/assets\/app-[\w-]+\.js$/.test(u)));
  assert.ok(app, 'Expected the page to have loaded the app chunk (assets/app-*.js)');
  for (const [f, url] of [['CharacterScreen', fetched.find((x) => x.file === 'CharacterScreen').url], [catalog[0].id, fetched.find((x) => x.file === catalog[0].id).url], ['app', app]]) {
    const text = await page.evaluate((u) => fetch(u).then((r) => r.text()), url);
    const head = text.split('\n').slice(0, 2);
    assert.ok(head.includes('//# allFunctionsCalledOnLoad'), `Expected the ${f} chunk to start with V8's compile hint, but its first lines are ${JSON.stringify(head.map((l) => l.slice(0, 60)))}`);
  }

  // The network off, no reload: each system opens, and its tap fetches no round code.
  await context.setOffline(true);
  const before = fetched.length;
  const roundClasses = new Set();
  for (const e of catalog) {
    const name = e.demos[0].name;
    await page.locator('a.pl-char', { has: page.locator('.pl-char-name', { hasText: name }) }).first().click();
    await page.getByRole('button', { name: 'Roll', exact: true }).waitFor({ state: 'visible' }).catch(() => {
      throw new Error(`Offline after the warm-up, opening ${name} (${e.name}) showed no Roll button`);
    });
    for (const c of await page.evaluate(() => [...document.querySelectorAll('.pl-screen, .pl-screen *')].flatMap((el) => [...el.classList]))) roundClasses.add(c);
    await page.goBack();
    await groups.first().waitFor({ state: 'visible' });
  }
  assert.deepEqual(fetched.slice(before).map((x) => x.file), [], 'Expected the taps to find the round code already loaded');
  // The look drawn ahead is the Round tab's own: no class it uses is missing from the five systems' Round tabs.
  const stale = [...lookClasses].filter((c) => !roundClasses.has(c));
  assert.deepEqual(stale, [], `Expected the Round tab's look drawn ahead (src/ui/player/warmLook.ts) to use only classes the Round tab uses; not found on any system's Round tab: ${stale.join(', ')}`);
}
