/**
 * Short and low screens, and a new character's health, in every rule system (its first demo):
 * - after Roll, tapped from the bottom of the page, the result's top sits under the sticky bars
 *   and its whole QR code above the bottom bar, at 390x664 (an iPhone 12-15 with Safari's bars
 *   showing) and 375x553 (an iPhone SE);
 * - on a phone on its side (780x360) the header and the bottom bar leave at least 60% of the
 *   height to the round, before and after Roll, with Roll, then Next round, wholly on screen;
 * - a new character given a maximum health starts unhurt (percentile: its hit points computed
 *   from CON and SIZ, a half rounded up).
 */
import assert from 'node:assert/strict';
import { escapeRe, openCharacter, qrImage, resultCard, ruleset, tab } from './lib/app.mjs';
import { catalogEntries } from './lib/a11y.mjs';
import { waitFor } from './lib/poll.mjs';

/** What the bars leave: the bottom of the sticky header (and sticky tabs), the top of the bottom bar, in CSS px. */
async function room(page) {
  return page.evaluate(() => {
    const stuckBottom = (el) => (el && getComputedStyle(el).position === 'sticky' ? el.getBoundingClientRect().bottom : 0);
    const top = Math.max(stuckBottom(document.querySelector('.app-header')), stuckBottom(document.querySelector('.pl-tabs')));
    const bar = document.querySelector('.pl-rollbar');
    return { top, bottom: bar ? bar.getBoundingClientRect().top : innerHeight, height: innerHeight };
  });
}

/** A round rolled earlier is kept until it is passed: Next round (once it takes taps) brings Roll back. */
async function passKeptRound(page) {
  const next = page.getByRole('button', { name: 'Next round', exact: true });
  await page.getByRole('button', { name: /^(Roll|Next round)$/ }).first().waitFor();
  if (await next.isVisible()) {
    await next.click();
    await page.getByRole('button', { name: 'Roll', exact: true }).waitFor();
  }
}

/** Rolls from the bottom of the page; the result then starts just under the bars and its QR code is whole above the bottom bar. */
async function qrAboveTheBar(page, id, demo, [width, height], say) {
  await page.setViewportSize({ width, height });
  await page.goto('about:blank');
  await page.goto(page.baseURL);
  await openCharacter(page, demo);
  await passKeptRound(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const qr = qrImage(page);
  await qr.waitFor({ state: 'visible' });
  // The code is drawn after the result shows, and the page moves once it is: wait until it is whole
  // between the bars (polling, no fixed delay), else report where it stayed.
  const whole = async () => {
    const box = await qr.boundingBox();
    if (!box || box.width === 0 || !(await qr.evaluate((img) => img.complete))) return null;
    const r = await room(page);
    return box.y >= r.top - 1 && box.y + box.height <= r.bottom + 1 ? box : null;
  };
  await waitFor(whole, 'the QR code whole between the bars', { timeout: 5000 }).catch(() => null);
  const at = await qr.boundingBox();
  const r = await room(page);
  const card = await resultCard(page).boundingBox();
  const where = `${id} at ${width}x${height}`;
  if (!card || card.y < r.top - 1 || card.y > r.top + 24) say(`${where}: the result starts at ${Math.round(card?.y ?? -1)} px, not just under the bars (${Math.round(r.top)} px)`);
  if (at.y < r.top - 1 || at.y + at.height > r.bottom + 1) {
    say(`${where}: the QR code (${Math.round(at.y)}-${Math.round(at.y + at.height)} px) is not whole between the bars (${Math.round(r.top)}-${Math.round(r.bottom)} px)`);
  }
  if (at.width < 190) say(`${where}: the QR code is ${Math.round(at.width)} px wide, too small to scan at arm's length`);
}

/** On its side: 60% of the height or more between the bars, before and after Roll, with the round's buttons on screen. */
async function landscape(page, id, demo, say) {
  await page.setViewportSize({ width: 780, height: 360 });
  await page.goto('about:blank');
  await page.goto(page.baseURL);
  await openCharacter(page, demo);
  await passKeptRound(page);
  const share = async (when) => {
    await page.evaluate(() => window.scrollTo(0, 200));
    const r = await room(page);
    const part = (r.bottom - r.top) / r.height;
    if (part < 0.6) say(`${id} at 780x360 ${when}: the bars leave ${Math.round(100 * part)}% of the height to content, expected 60% or more`);
    return part;
  };
  await share('before Roll');
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  const box = await roll.boundingBox();
  if (!box || box.y + box.height > 361) say(`${id} at 780x360: Roll is not wholly on screen`);
  await roll.click();
  await qrImage(page).waitFor({ state: 'visible' });
  await share('after Roll');
  const next = await page.getByRole('button', { name: 'Next round', exact: true }).boundingBox();
  if (!next || next.y + next.height > 361) say(`${id} at 780x360: Next round is not wholly on screen`);
}

/** The number field of the sheet labelled `label`. */
const numberField = (page, label) => page.getByRole('spinbutton', { name: label, exact: true });

/** A new character of `id` given a maximum health: its health starts full, as the list and the sheet say. */
async function newCharacterUnhurt(page, id, name, say) {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('about:blank');
  await page.goto(page.baseURL);
  await page.getByRole('button', { name: 'New character', exact: true }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await tab(page, 'Sheet').waitFor({ state: 'visible' });
  const rs = await ruleset(id);
  const fresh = `Fresh ${id}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(fresh);
  const keys = ['maxHp'];
  const max = rs.sheetSchema.fields.find((f) => keys.includes(f.key));
  assert.ok(max, `${id}: expected a maximum health field on the sheet`);
  let want;
  if (id === 'percentile-dex-rank') {
    await numberField(page, 'CON').fill('15');
    await numberField(page, 'SIZ').fill('10');
    // (15 + 10) / 2 = 12.5, a half rounded up.
    want = 13;
    const shown = page.locator('#sheet-maxHp');
    await waitFor(async () => ((await shown.innerText()).includes('13') ? true : null), `${id}: expected Maximum HP shown as 13 from CON 15 and SIZ 10`);
  } else {
    want = 42;
    await numberField(page, max.label).fill('42');
  }
  const current = rs.sheetSchema.fields.find((f) => f.kind === 'number' && f.follows === 'maxHp');
  if (current) {
    const v = await numberField(page, current.label).inputValue();
    if (v !== String(want)) say(`${id}: after setting the maximum to ${want}, ${current.label} shows ${v}`);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await waitFor(async () => ((await page.getByRole('button', { name: 'Save', exact: true }).isVisible()) && !(await page.getByText(/Unsaved changes/).count()) ? true : null), `${id}: the sheet did not save`);
  await tab(page, 'Round').click();
  const figure = new RegExp(`\\b${want}\\s*/\\s*${want}\\b`);
  const strip = await page.locator('main').innerText();
  if (!figure.test(strip)) say(`${id}: the round screen of the new character does not show its health full (${want} / ${want})`);
  await page.goto(page.baseURL);
  const entry = page.getByRole('link', { name: new RegExp(escapeRe(fresh), 'i') }).first();
  await entry.waitFor({ state: 'visible' });
  const line = await entry.innerText();
  if (!figure.test(line)) say(`${id}: the list says "${line.replace(/\s+/g, ' ')}" for the new character, not ${want} / ${want}`);
}

export const timeout = 240_000;

export default async function shortScreens({ page, baseURL, log }) {
  page.baseURL = baseURL;
  const problems = [];
  const say = (p) => { problems.push(p); log(p); };
  for (const { id, name } of await catalogEntries()) {
    const demo = (await ruleset(id)).demos[0].name;
    for (const size of [[390, 664], [375, 553]]) await qrAboveTheBar(page, id, demo, size, say);
    await landscape(page, id, demo, say);
    await newCharacterUnhurt(page, id, name, say);
  }
  assert.deepEqual(problems, [], problems.join('\n'));
}
