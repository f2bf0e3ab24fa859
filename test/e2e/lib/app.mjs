/**
 * What the browser tests do the way a user does it, by the accessible names the UI promises:
 * open a character, roll a round, read the result card and its QR, go to the GM screen.
 * The rulesets and the share decoder are imported from src/ (through tsx) so the tests compare
 * what the page shows with what the payload says, instead of hard-coding rule values.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { waitFor } from './poll.mjs';

register();
const src = (p) => fileURLToPath(new URL(`../../../src/${p}`, import.meta.url));

/** A ruleset from the registry (src/rulesets/index.ts). */
export async function ruleset(id) {
  const { getRuleset } = await import(src('rulesets/index.ts'));
  return getRuleset(id);
}

/** The Spelljammer demos as { fighter, mage }: by name when it says so, else in order. */
export async function spelljammerDemos() {
  const demos = (await ruleset('spelljammer')).demos;
  if (demos.length < 2) throw new Error(`Expected two Spelljammer demo characters, but the ruleset has ${demos.length}`);
  const fighter = demos.find((d) => /fighter|warrior/i.test(d.name)) ?? demos[0];
  const mage = demos.find((d) => d !== fighter && /mage|wizard/i.test(d.name)) ?? demos.find((d) => d !== fighter);
  return { fighter, mage };
}

/**
 * Decodes a QR/share payload with the app's own decoder (src/share decodePayload) and returns
 * the RoundResult it carries.
 * @throws Error with the decoder's message when it refuses the payload.
 */
export async function decodeRound(payload) {
  const share = await import(src('share/index.ts')).catch(() => import(src('share/payload.ts')));
  if (typeof share.decodePayload !== 'function') throw new Error('Expected src/share to export decodePayload');
  let out = await share.decodePayload(payload);
  if (out && typeof out === 'object' && 'ok' in out) {
    if (!out.ok) throw new Error(`decodePayload refused the QR payload: ${out.message ?? JSON.stringify(out)}`);
    out = out.value;
  }
  const round = findRound(out);
  if (!round) throw new Error(`Expected decodePayload to give a round result with entries, but got ${JSON.stringify(out).slice(0, 200)}`);
  return round;
}

function findRound(value, depth = 0) {
  if (!value || typeof value !== 'object' || depth > 3) return undefined;
  if (Array.isArray(value.entries) && 'character' in value) return value;
  for (const v of Object.values(value)) {
    const found = findRound(v, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The character list entry of `name` (a link or button), and clicks it; waits for the Round tab. */
export async function openCharacter(page, name) {
  const re = new RegExp(escapeRe(name), 'i');
  const entry = page.getByRole('link', { name: re }).or(page.getByRole('button', { name: re })).first();
  await entry.waitFor({ state: 'visible' }).catch(() => {
    throw new Error(`Expected a link or button named like "${name}" in the character list`);
  });
  await entry.click();
  await tab(page, 'Round').waitFor({ state: 'visible' }).catch(() => {
    throw new Error(`Opened "${name}", but found no tab named "Round"`);
  });
}

/** A tab by its exact accessible name ("Round", "Sheet", "History"). */
export const tab = (page, name) => page.getByRole('tab', { name, exact: true });

/** The tab panel shown now (the main region when the tabs have no tabpanel role). */
export const shownPanel = (page) =>
  page.getByRole('tabpanel').filter({ visible: true }).or(page.locator('main').filter({ hasNot: page.getByRole('tabpanel') })).first();

/** The result card, the region "Round result". */
export const resultCard = (page) => page.getByRole('region', { name: 'Round result' });

/** The QR image of the result, img "QR code of this round for the GM". */
export const qrImage = (page) => page.getByRole('img', { name: 'QR code of this round for the GM' });

/** The health figure on the Round tab's state strip ("Hit points 35 / 42" gives 35). */
export async function stripHealth(page) {
  const text = await page.locator('.pl-strip-toggle').innerText();
  const m = text.match(/(-?\d+)/);
  assert.ok(m, `Expected a number on the state strip, but it reads "${text}"`);
  return Number(m[1]);
}

/**
 * Opens "Take a hit" (unless its form is still open, as after a refused hit), types `damage`
 * with armour not applying, and applies it; does not wait for the hit to be stored.
 */
export async function applyTypedHit(page, damage) {
  const field = page.getByLabel('Damage', { exact: true });
  if (!(await field.isVisible())) await page.getByRole('button', { name: 'Take a hit' }).click();
  await field.fill(String(damage));
  await page.getByRole('checkbox', { name: 'My armour applies' }).uncheck();
  await page.getByRole('button', { name: 'Apply the hit' }).click();
}

/**
 * Rolls the declared round: Round tab ("Next round" first when a result is shown), button
 * "Roll", then waits for the result card and its QR image with a data-payload. The card's
 * details fold is opened, so `cardText` holds every entry in full. Returns { card, qr, payload, cardText }.
 */
export async function rollRound(page) {
  await tab(page, 'Round').click();
  const next = shownPanel(page).getByRole('button', { name: 'Next round', exact: true });
  if (await next.isVisible()) await next.click();
  const button = page.getByRole('button', { name: 'Roll', exact: true });
  await button.click().catch((e) => { throw new Error(`Expected a button named "Roll" on the Round tab: ${e.message.split('\n')[0]}`); });
  const card = resultCard(page);
  await card.waitFor({ state: 'visible' }).catch(() => { throw new Error('Pressed Roll, but no region named "Round result" appeared'); });
  const qr = qrImage(page);
  await qr.waitFor({ state: 'visible' }).catch(() => { throw new Error('The result shows no img named "QR code of this round for the GM"'); });
  const payload = await waitFor(() => qr.getAttribute('data-payload'), 'Expected the QR image to carry a non-empty data-payload');
  await openFolds(card);
  return { card, qr, payload, cardText: await card.innerText() };
}

/** Opens every closed fold (details) inside `locator`, as a user taps its summary. */
export async function openFolds(locator) {
  const closed = locator.locator('details:not([open]) > summary').filter({ visible: true });
  // Opening one may show closed ones inside it; the cap only guards against a fold that will not open.
  for (let i = 0; i < 50 && (await closed.count()) > 0; i++) await closed.first().click();
}

/** Goes to the GM screen by the header link "GM" and waits for its "Next round" button. */
export async function openGm(page) {
  await page.getByRole('link', { name: 'GM', exact: true }).click();
  await page.getByRole('button', { name: 'Next round' }).waitFor({ state: 'visible' }).catch(() => {
    throw new Error('Opened the GM screen, but found no button named "Next round"');
  });
}

/**
 * The GM's "Paste shared text" box, opening the bar's Paste panel first when it is closed (it
 * opens by itself only on an empty round).
 */
export async function pasteBox(page) {
  const box = page.getByRole('textbox', { name: 'Paste shared text' });
  if (!(await box.isVisible())) {
    const open = page.getByRole('button', { name: 'Paste', exact: true });
    if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
    await box.waitFor({ state: 'visible' });
  }
  return box;
}

/** Opens the GM's fold "Encounter" (the system played, "New encounter…") unless it is open. */
export async function openEncounter(page) {
  const fold = page.locator('details.gm-enc');
  if (!(await fold.evaluate((d) => d.open))) await fold.locator('summary').click();
}

/**
 * Chooses the system played on the GM screen: at the top while the encounter has none, else
 * in the fold "Encounter".
 */
export async function chooseSystem(page, id) {
  const select = page.getByLabel('System played');
  if (!(await select.isVisible())) await openEncounter(page);
  await select.selectOption(id);
}

/** The items of the GM's list "Order of the round", one per action, in acting order (a phase's heading tops its first item). */
export const orderItems = (page) => page.getByRole('list', { name: 'Order of the round', exact: true }).locator(':scope > li');

/**
 * Opens the row of the GM's order whose folded line holds `name` (a RegExp or text), and `who`
 * when given, unless it is open; returns the row (its list item).
 */
export async function openRow(page, name, who) {
  let buttons = page.locator('.gm-item-btn').filter({ hasText: name });
  if (who) buttons = buttons.filter({ hasText: who });
  const button = buttons.first();
  await button.waitFor({ state: 'visible' });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return button.locator('xpath=..');
}

/**
 * Opens the rows of the GM's order one after another (each tap closes the one before) until a
 * button named like `name` shows in the opened row; returns that button, or null when no row has one.
 * `rows` narrows the rows tried (a RegExp or text their folded line holds).
 */
export async function rowButton(page, name, rows) {
  let buttons = page.locator('.gm-item-btn');
  if (rows) buttons = buttons.filter({ hasText: rows });
  for (const b of await buttons.all()) {
    if ((await b.getAttribute('aria-expanded')) !== 'true') await b.click();
    const found = page.locator('.gm-open').getByRole('button', { name });
    if (await found.count()) return found.first();
  }
  return null;
}

/** Pastes a code into the GM's "Paste shared text" box, taps Add, and waits for a status message containing `expected`. */
export async function pasteToGm(page, text, expected) {
  await (await pasteBox(page)).fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await waitFor(async () => (await page.getByRole('status').filter({ hasText: expected }).count()) > 0,
    `Expected the GM's message to say "${expected}"`);
}

/** Every percentage shown in `locator`'s text, e.g. ['72%', '11%']. */
export async function percentages(locator) {
  return ((await locator.innerText()).match(/\d+(?:[.,]\d+)?\s?%/g) ?? []).map((s) => s.replace(/\s/g, ''));
}

/** The URLs the phone keeps in the GM part's cache (src/sw/keep-part.js names it `rollcall-part-<id>`). */
export function gmPartUrls(page) {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('rollcall-part-'));
    return (await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)))).flat();
  });
}

/**
 * Waits until the phone keeps the GM's part for offline use (src/sw/keep-part.js: a cache
 * `rollcall-part-<id>` holding the GM screen's chunk and the GM's worker), which the GM screen
 * asks for when it opens with a network; a page going offline before that cannot open the GM
 * screen again.
 * @throws Error when the part is not whole within 30 s
 */
export async function gmKept(page) {
  // Polled from here: page.waitForFunction takes the promise an async check returns as truthy.
  await waitFor(async () => {
    const urls = await gmPartUrls(page);
    return urls.some((u) => /\/assets\/GmScreen-[\w-]+\.js$/.test(u)) && urls.some((u) => /\/assets\/worker\/gm-worker-[\w-]+\.js$/.test(u));
  }, 'Expected the GM part kept within 30 s of opening the GM screen online', { timeout: 30_000 });
}
