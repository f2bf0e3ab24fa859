/**
 * The round on one phone screen (360x780), for the first demo of every rule system, with no
 * scrolling at all: before Roll, the inputs a player changes between rounds (the fields its
 * ruleset marks per round), each action's need and chance in one line, and Roll; after Roll,
 * each action's headline and the QR code, at least 240 px wide, with Share beside it. Rolling
 * again asks first, and "Next round" brings back the round with its inputs as they were. A
 * sheet edit not saved yet stops Roll, with a way to save it from the round screen.
 */
import assert from 'node:assert/strict';
import { decodeRound, escapeRe, openCharacter, qrImage, resultCard, ruleset, shownPanel, tab } from './lib/app.mjs';
import { catalogEntries } from './lib/a11y.mjs';
import { waitFor } from './lib/poll.mjs';
import { fileURLToPath } from 'node:url';

/** Five systems, each control that appears in place of another waiting its moment (src/ui/common/settle.ts): more than the default minute on a busy machine. */
export const timeout = 150_000;

/** Smallest QR side (CSS px) for the GM to scan it at arm's length. */
const MIN_QR = 240;

/** The box of `locator` when it lies wholly in the viewport above `bottom` (the sticky bar); else a sentence why not. */
async function onScreen(locator, what, bottom) {
  const box = await locator.boundingBox();
  if (!box) return `${what} is not shown`;
  const vw = locator.page().viewportSize().width;
  if (box.y < 0 || box.x < 0 || box.x + box.width > vw + 1 || box.y + box.height > bottom + 1) {
    return `${what} is not on the first screen (box ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}, visible down to ${Math.round(bottom)})`;
  }
  return null;
}

/** Where the sticky bar at the bottom starts (the viewport's height when there is none). */
async function barTop(page) {
  return page.evaluate(() => document.querySelector('.pl-rollbar')?.getBoundingClientRect().top ?? innerHeight);
}

/** The page's scroll offsets and widths: the test never scrolls, so both offsets stay 0. */
async function scrolled(page) {
  return page.evaluate(() => ({ x: scrollX, y: scrollY, sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth }));
}

/** The values the per-round controls show, by their ids. */
async function controlValues(region) {
  return region.locator('input, select').evaluateAll((els) => els.map((e) => `${e.id}=${e.type === 'radio' || e.type === 'checkbox' ? e.checked : e.value}`));
}

/** A sheet edit not saved yet: the round refuses to roll and says so, until it is saved from the round screen. */
async function staleSheet(page, name, say) {
  await tab(page, 'Sheet').click();
  const field = page.getByRole('textbox', { name: 'Name', exact: true });
  await field.fill(`${name} the Bold`);
  await tab(page, 'Round').click();
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  if (await roll.isEnabled()) say('Roll is offered while the sheet has unsaved changes');
  if (!(await page.getByText(/unsaved changes/).first().isVisible())) say('the round screen does not say the sheet has unsaved changes');
  await page.getByRole('button', { name: 'Save the sheet' }).click();
  await waitFor(() => roll.isEnabled(), 'Expected Roll back once the sheet is saved');
  await roll.click();
  await waitFor(async () => (await resultCard(page).innerText()).includes(`${name} the Bold`) || null, 'Expected the round rolled with the saved name');
}

export default async function roundOnOneScreen({ page, baseURL, log }) {
  await page.setViewportSize({ width: 360, height: 780 });
  const { defaults, isVisible } = await import(fileURLToPath(new URL('../../src/engine/schema.ts', import.meta.url)));
  const problems = [];
  for (const { id } of await catalogEntries()) {
    const rs = await ruleset(id);
    const demo = rs.demos[0];
    const say = (p) => { if (p) problems.push(`[${id} ${demo.name}] ${p}`); };
    await page.goto(baseURL);
    await openCharacter(page, demo.name);
    const panel = shownPanel(page);
    const roll = page.getByRole('button', { name: 'Roll', exact: true });
    await roll.waitFor({ state: 'visible' });

    // Before Roll: per-round inputs, need lines, Roll.
    const fields = rs.declarationSchema(demo.sheet).fields;
    const declared = { ...defaults(fields), ...(demo.declaration ?? {}) };
    const perRound = fields.filter((f) => f.perRound && isVisible(f, declared));
    assert.ok(perRound.length > 0, `${id} marks no declaration field per round`);
    const now = page.getByRole('region', { name: 'This round' });
    let bottom = await barTop(page);
    say(await onScreen(now, 'the region "This round"', bottom));
    const nowText = await now.innerText();
    for (const f of perRound) if (!nowText.includes(f.label)) say(`the per-round field "${f.label}" is not in "This round"`);
    const plan = rs.plan({ sheet: demo.sheet, declaration: declared, options: defaults(rs.optionsSchema.fields) });
    const needs = page.getByRole('region', { name: 'Need and chance' });
    say(await onScreen(needs, 'the need lines', bottom));
    const needText = await needs.innerText();
    for (const a of plan.actions) {
      if (!needText.includes(a.label)) say(`no line for "${a.label}"`);
      if (a.check && a.check.need !== null) {
        const line = new RegExp(`${escapeRe(a.label)}: need ${a.check.need} on d${a.check.die}.*\\d%`);
        if (!line.test(needText)) say(`the line of "${a.label}" does not read "need ${a.check.need} on d${a.check.die}, N%": ${needText}`);
      }
    }
    say(await onScreen(roll, 'the Roll button', 780));
    const before = await controlValues(now);

    // After Roll: headlines, QR and Share on the first screen.
    await roll.click();
    const card = resultCard(page);
    await card.waitFor({ state: 'visible' });
    const qr = qrImage(page);
    await waitFor(() => qr.getAttribute('data-payload'), `${id}: expected the QR code after Roll`);
    bottom = await barTop(page);
    const s = await scrolled(page);
    if (s.y !== 0 || s.x !== 0 || s.sideways) say(`after Roll the page is scrolled (${s.x}, ${s.y}) or scrolls sideways`);
    say(await onScreen(qr, 'the QR code', bottom));
    const qrBox = await qr.boundingBox();
    if (qrBox && qrBox.width < MIN_QR) say(`the QR code is ${Math.round(qrBox.width)} px wide, expected at least ${MIN_QR}`);
    say(await onScreen(card.getByRole('button', { name: 'Share', exact: true }), 'the Share button', bottom));
    say(await onScreen(card.getByRole('button', { name: 'Copy code', exact: true }), 'the Copy code button', bottom));
    const headlines = card.locator('.pl-headlines');
    say(await onScreen(headlines, 'the result headlines', bottom));
    const headText = await headlines.innerText();
    const payload = await qr.getAttribute('data-payload');
    const rolled = await decodeRound(payload);
    for (const e of rolled.entries.filter((x) => !x.skipped)) if (!headText.includes(e.label)) say(`no headline for "${e.label}"`);

    // Roll again asks first; keeping the roll keeps the same code.
    await page.getByRole('button', { name: 'Roll again', exact: true }).click();
    const question = await panel.getByRole('group', { name: /again/i }).innerText();
    if (!/roll this round again\?/i.test(question)) say(`Roll again did not ask first: "${question}"`);
    await page.getByRole('button', { name: 'Keep this roll' }).click();
    if ((await qr.getAttribute('data-payload')) !== payload) say('keeping the roll changed the QR code');

    // Next round: the round comes back with the same inputs.
    await page.getByRole('button', { name: 'Next round', exact: true }).click();
    await roll.waitFor({ state: 'visible' });
    const after = await controlValues(now);
    if (JSON.stringify(after) !== JSON.stringify(before)) say(`Next round changed the inputs: ${before.join(' ')} -> ${after.join(' ')}`);
    if (id === 'spelljammer') await staleSheet(page, demo.name, say);
    log(`${id} ${demo.name}: ${perRound.length} per-round inputs, ${plan.actions.length} action(s), QR ${Math.round(qrBox?.width ?? 0)} px`);
  }
  assert.deepEqual(problems, [], `${problems.length} problem(s) with the round on one screen:\n${problems.join('\n')}`);
}
