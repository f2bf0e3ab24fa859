/**
 * The GM's round at a glance: a Spelljammer round of 9 actions built from codes the engine CLI
 * makes with fixed seeds (Derrick's two attacks, Harlan's spell, the rounds of the five ready
 * monsters), pasted as a GM does.
 * - "Order of the round" is one list, one item per action in acting order, its phase headings
 *   between the actions and not items of their own; each row is one or two lines.
 * - With nothing open, at least 8 rows are whole on the first 360x780 screen and the page is at
 *   most 1.5 screens tall; at 780x360 (landscape) at least 4 rows are whole.
 * - A row opens on a tap, one at a time, and the acting row opens by itself when the GM starts.
 * - Every fold shows whether it is open; the words "Mark", "Acts:" and the "· GM" tag are gone.
 * - A pasted code is read at once: beside the box, before Add, who it is and how many actions,
 *   and nothing taken until Add.
 * - A refused code says why in a sentence beside the box, in view (once typing pauses, and on
 *   Add), and the box keeps the text.
 * - axe and the 48 px check on the compact rows and an opened row, in light, dark and both
 *   high-contrast displays; at 200% text on 320 px every row can be scrolled to and tapped.
 */
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeProblems, smallTargets } from './lib/a11y.mjs';
import { MODES, showMode } from './lib/a11y-pass.mjs';
import { openGm, orderItems, pasteBox } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';

const src = (p) => fileURLToPath(new URL(`../../src/${p}`, import.meta.url));

/**
 * The engine CLI's command line `npm run engine -- ...args`, run in this process (its `main`,
 * through tsx as lib/app.mjs registers it: a process of its own per code takes seconds on a
 * busy machine); its JSON output parsed.
 * @throws Error with the CLI's message when it exits other than 0
 */
async function engine(...args) {
  const { main } = await import(src('cli/engine.ts'));
  let out = '';
  let err = '';
  const code = await main(args, { out: (t) => { out += t; }, err: (t) => { err += t; } });
  if (code !== 0) throw new Error(`engine ${args.join(' ')} exited ${code}: ${err}`);
  return JSON.parse(out);
}

const AT = '1700000000000';

/** The codes of the round: the two demo characters rolled with seed 7, the five ready monsters with seeds 1 to 5. */
export async function spelljammerCodes(tmp) {
  const player = async (index) => {
    const demo = await engine('demo', '--ruleset', 'spelljammer', '--index', String(index));
    const sheet = join(tmp, `sheet-${index}.json`);
    const declare = join(tmp, `declare-${index}.json`);
    await writeFile(sheet, JSON.stringify(demo.sheet));
    await writeFile(declare, JSON.stringify(demo.declaration));
    return engine('roll', '--ruleset', 'spelljammer', '--sheet', sheet, '--declare', declare, '--seed', '7', '--at', AT);
  };
  const monster = (index) => engine('monster', '--ruleset', 'spelljammer', '--index', String(index), '--seed', String(index), '--at', AT);
  const all = await Promise.all([player(0), player(1), ...[1, 2, 3, 4, 5].map(monster)]);
  return all.map((r) => ({ name: (r.round ?? r).character, code: r.code, actions: (r.round ?? r).entries.filter((e) => !e.skipped).length }));
}

/** Pastes each code into the GM's box and waits for it to be taken; then closes the paste box. */
export async function pasteAll(page, codes) {
  const box = await pasteBox(page);
  for (const c of codes) {
    await box.fill(c.code);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('#gm-paste-said').filter({ hasText: `Took ${c.name}'s round` }).waitFor();
  }
  await page.getByRole('button', { name: 'Paste', exact: true }).click();
  await box.waitFor({ state: 'hidden' });
}

/** Whole rows of the order on the screen as it is, page height, row heights, in px. */
export function measure(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.gm-nowbar')?.getBoundingClientRect();
    const top = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
    const rows = [...document.querySelectorAll('ol[aria-label="Order of the round"] > li')];
    const whole = rows.filter((r) => {
      const b = r.getBoundingClientRect();
      // The now-acting bar covers what is under it; in landscape it stands under the left column only.
      const bottom = bar && bar.left < b.right && bar.right > b.left ? bar.top : innerHeight;
      return b.top >= top - 0.5 && b.bottom <= bottom + 0.5;
    }).length;
    // A row's height is its folded line's (the button), without the phase heading that may top it.
    const heights = rows.map((r) => (r.querySelector('.gm-item-btn') ?? r).getBoundingClientRect().height).sort((a, b) => a - b);
    return { rows: rows.length, whole, page: document.documentElement.scrollHeight, screen: innerHeight, rowMedian: heights[Math.floor(heights.length / 2)] ?? 0, rowMax: heights[heights.length - 1] ?? 0 };
  });
}

const figures = (m) => `${m.whole} of ${m.rows} rows whole, page ${m.page} px (${(m.page / m.screen).toFixed(2)} screens), rows ${Math.round(m.rowMedian)} px (median), ${Math.round(m.rowMax)} px (tallest)`;

export const timeout = 120_000;

export default async function gmGlance({ page, baseURL, tmp, log }) {
  const codes = await spelljammerCodes(tmp);
  assert.deepEqual(codes.map((c) => c.name), ['Derrick', 'Harlan', 'Goblin', 'Orc', 'Wolf', 'Bandit archer', 'Ogre']);
  assert.equal(codes.reduce((n, c) => n + c.actions, 0), 9, 'Expected the CLI\'s codes to hold 9 actions');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(baseURL);
  await openGm(page);
  await pasteAll(page, codes);

  // One list, one item per action in acting order; the phase headings are between actions, not items of their own.
  const list = page.getByRole('list', { name: 'Order of the round', exact: true });
  assert.equal(await orderItems(page).count(), 9, 'Expected 9 list items in "Order of the round"');
  assert.equal(await orderItems(page).locator(':scope > .gm-item-btn').count(), 9, 'Expected each item of "Order of the round" to be one action');
  const headings = await list.getByRole('heading', { level: 3 }).allInnerTexts();
  assert.deepEqual(headings.map((h) => h.toLowerCase()), ['before movement (above 10)', 'movement (10 to 1)']);
  const whens = (await orderItems(page).locator('.gm-item-when').allInnerTexts()).map((t) => Number(t.replace(/\D+/g, '')));
  assert.deepEqual(whens, [...whens].sort((a, b) => b - a), `Expected the rows in acting order (counting down), got ${whens.join(', ')}`);

  // The first screen, nothing open.
  await page.evaluate(() => scrollTo(0, 0));
  const portrait = await measure(page);
  log(`360x780: ${figures(portrait)}`);
  assert.ok(portrait.whole >= 8, `Expected at least 8 rows whole on the first 360x780 screen, got ${portrait.whole}`);
  assert.ok(portrait.page <= 1.5 * portrait.screen, `Expected the page at most 1.5 screens tall, got ${portrait.page} px`);
  // One or two lines a row (a line is about 20 px, the row at least 48 px to tap).
  assert.ok(portrait.rowMax <= 66, `Expected every row of one or two lines, but the tallest is ${portrait.rowMax} px`);
  await page.setViewportSize({ width: 780, height: 360 });
  await page.evaluate(() => scrollTo(0, 0));
  const landscape = await measure(page);
  log(`780x360: ${figures(landscape)}`);
  assert.ok(landscape.whole >= 4, `Expected at least 4 rows whole on the first 780x360 screen, got ${landscape.whole}`);
  await page.setViewportSize({ width: 360, height: 780 });

  // A row's tag ("Resolve", "GM's call") is read apart from the word before it, as a screen reader names the row.
  const glances = await orderItems(page).locator(':scope > .gm-item-btn').allInnerTexts();
  assert.ok(glances.some((t) => /Resolve|GM's call/.test(t)), `Expected a row tagged "Resolve" or "GM's call" in this round, got ${JSON.stringify(glances)}`);
  const glued = glances.filter((t) => /[\p{L}\d](?:Resolve|GM's call)/u.test(t));
  assert.deepEqual(glued, [], 'Expected every row\'s tag apart from the word before it');

  // Words nobody understood are gone; every fold says whether it is open.
  const words = await page.locator('main').innerText();
  assert.doesNotMatch(words, /\bMark\b|\bActs: |· GM\b/, 'Expected no "Mark", "Acts:" or "· GM" on the GM screen');
  const unmarked = await page.locator('main summary').evaluateAll((all) => all.filter((s) => {
    const mark = getComputedStyle(s, '::before').content;
    return !/[▸▾]/.test(mark) && getComputedStyle(s).display !== 'list-item';
  }).map((s) => s.textContent.trim()));
  assert.deepEqual(unmarked, [], 'Expected every fold to show its open/closed marker');

  // A row opens on a tap, one at a time.
  const buttons = orderItems(page).locator('.gm-item-btn');
  await buttons.nth(1).click();
  assert.equal(await buttons.nth(1).getAttribute('aria-expanded'), 'true');
  await page.locator('.gm-open .gm-detail').waitFor({ state: 'visible' });
  await buttons.nth(2).click();
  assert.equal(await buttons.nth(1).getAttribute('aria-expanded'), 'false', 'Opening a row should close the one open before');
  assert.equal(await page.locator('.gm-open').count(), 1);
  // The axe and 48 px checks on the compact rows and an opened row, in each display.
  const problems = [];
  for (const open of [false, true]) {
    // The third row is open: a tap closes it (nothing open), the next tap opens it again.
    await buttons.nth(2).click();
    for (const mode of Object.keys(MODES)) {
      await showMode(page, mode);
      for (const p of [...(await axeProblems(page)), ...(await smallTargets(page))]) problems.push(`[${mode}${open ? ', a row open' : ''}] ${p}`);
    }
  }
  await showMode(page, 'light');
  assert.deepEqual(problems, [], `Accessibility problems on the GM's round:\n${problems.join('\n')}`);

  // Start: the acting row opens by itself.
  await buttons.nth(2).click();
  await page.getByRole('button', { name: /^Start/ }).click();
  await waitFor(async () => (await buttons.first().getAttribute('aria-expanded')) === 'true', 'Expected the acting row to open by itself on Start');
  await page.getByRole('button', { name: 'Next ▶' }).click();
  await waitFor(async () => (await buttons.nth(1).getAttribute('aria-expanded')) === 'true' && (await buttons.first().getAttribute('aria-expanded')) === 'false',
    'Expected Next to open the next acting row and close the one before');

  // 200% text on a 320 px phone: every row can be scrolled to and tapped (not cut at the side, not under the bar).
  await page.setViewportSize({ width: 320, height: 780 });
  await page.evaluate(() => new Promise((ok) => { document.documentElement.style.fontSize = '200%'; requestAnimationFrame(() => requestAnimationFrame(ok)); }));
  const unreachable = [];
  for (let i = 0; i < 9; i++) {
    const b = buttons.nth(i);
    await b.scrollIntoViewIfNeeded();
    const where = await b.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const bar = document.querySelector('.gm-nowbar')?.getBoundingClientRect();
      const y = Math.min(r.top + 24, bar ? bar.top - 2 : innerHeight - 2);
      const hit = document.elementFromPoint(r.left + r.width / 2, y);
      return { left: r.left, right: r.right, mine: !!hit && el.contains(hit) };
    });
    if (where.left < 0 || where.right > 321 || !where.mine) unreachable.push(`row ${i + 1}: ${JSON.stringify(where)}`);
  }
  await page.evaluate(() => { document.documentElement.style.fontSize = ''; });
  await page.setViewportSize({ width: 360, height: 780 });
  assert.deepEqual(unreachable, [], 'Expected every row reachable at 200% text on 320 px');

  // A code is read as it comes: beside the box, before Add, what it holds; nothing is taken until Add.
  const box = await pasteBox(page);
  const said = page.locator('#gm-paste-said');
  const newer = await engine('roll', '--ruleset', 'spelljammer', '--sheet', join(tmp, 'sheet-0.json'), '--declare', join(tmp, 'declare-0.json'), '--seed', '8', '--at', String(Number(AT) + 60_000));
  const rowsBefore = await orderItems(page).allInnerTexts();
  await box.evaluate((el, text) => {
    el.focus();
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(el, text);
    el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, newer.code);
  await waitFor(async () => /Derrick's round in Spelljammer \(SC vs DEF\): 2 attacks\. Add takes it\./.test(await said.innerText()), 'Expected the pasted code read beside the box before Add');
  assert.deepEqual(await orderItems(page).allInnerTexts(), rowsBefore, 'Expected nothing taken before Add');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await said.filter({ hasText: 'Took Derrick\'s newer roll' }).waitFor();
  assert.equal(await box.inputValue(), '', 'Expected the box emptied once the code is taken');
  log(`read before Add, then taken: ${(await said.innerText()).trim()}`);

  // A refused code: the reason beside the box, in view, in a sentence, as soon as the typing
  // pauses and again on Add; the box keeps the text.
  const bad = 'RC5:THIS-IS-NOT-A-CODE';
  await box.fill(bad);
  await waitFor(async () => /✕/.test(await said.innerText()), 'Expected the refusal beside the box once the typing paused, before Add');
  const before = (await said.innerText()).trim();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await waitFor(async () => /\.\s*$/.test((await said.innerText()).trim()) && /✕/.test(await said.innerText()), 'Expected a refusal in a sentence beside the paste box');
  assert.equal(await said.getAttribute('role'), 'status', 'Expected the refusal announced (a status)');
  assert.equal(await box.inputValue(), bad, 'Expected the box to keep a refused code');
  const inView = await said.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; });
  assert.ok(inView, 'Expected the refusal in view');
  assert.equal((await said.innerText()).trim(), before, 'Expected Add to give the refusal read before it');
  log(`refused: ${(await said.innerText()).trim()}`);
}
