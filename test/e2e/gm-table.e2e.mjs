/**
 * The GM's table: a fake camera plays a video of three players' QR codes one after
 * another; the GM screen takes all three in a row with a tick each, shows one order, and
 * recognises a code it already has when the video loops. Then a pasted code joins, the same
 * code pasted again is not doubled, a picked image of a QR code is read, text shared to the
 * app through the manifest's share target is taken, a goblin group is
 * added, the "now acting" bar starts, and a reload keeps the whole encounter.
 * The players' rounds are rolled in Node with the app's own rulesets and encoder.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeRe, openGm, openRow, pasteBox } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { qrMatrix, withCamera, writeQrVideo } from './lib/qr.mjs';

const src = (p) => fileURLToPath(new URL(`../../src/${p}`, import.meta.url));

/** A demo character of `rulesetId` renamed `name`, rolled now with seeded dice; returns { payload, result }. */
export async function rolledCode(rulesetId, name, seed, demoIndex = 0) {
  const { getRuleset } = await import(src('rulesets/index.ts'));
  const { seededDice } = await import(src('engine/dice.ts'));
  const { withDefaults, defaults } = await import(src('engine/schema.ts'));
  const { encodeResult } = await import(src('share/payload.ts'));
  const rs = getRuleset(rulesetId);
  const demo = rs.demos[demoIndex % rs.demos.length];
  const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name });
  if (!sheet.ok) throw new Error(`${rulesetId} demo sheet is invalid: ${JSON.stringify(sheet.issues)}`);
  const decl = withDefaults(rs.declarationSchema(sheet.value).fields, demo.declaration ?? {});
  if (!decl.ok) throw new Error(`${rulesetId} demo declaration is invalid: ${JSON.stringify(decl.issues)}`);
  const input = { sheet: sheet.value, declaration: decl.value, options: defaults(rs.optionsSchema.fields) };
  const result = rs.roll(rs.plan(input), seededDice(seed), Date.now(), input);
  return { payload: await encodeResult(result), result };
}

/** A PNG of `text`'s QR code, drawn by the page's canvas (what a screenshot of a player's code is). */
async function qrPng(page, text) {
  const { size, dark } = qrMatrix(text);
  const cells = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (dark(x, y)) cells.push([x, y]);
  const b64 = await page.evaluate(({ size, cells }) => {
    const s = 8, q = 4, c = document.createElement('canvas');
    c.width = c.height = (size + 2 * q) * s;
    const g = c.getContext('2d');
    g.fillStyle = '#fff'; g.fillRect(0, 0, c.width, c.height); g.fillStyle = '#000';
    for (const [x, y] of cells) g.fillRect((x + q) * s, (y + q) * s, s, s);
    return c.toDataURL('image/png').split(',')[1];
  }, { size, cells });
  return Buffer.from(b64, 'base64');
}

const main = (page) => page.locator('main');
const text = (page) => main(page).innerText();

export default async function gmTable({ launch, tmp, baseURL }) {
  const players = await Promise.all(['Aria', 'Brak', 'Cyn'].map((n, i) => rolledCode('spelljammer', n, i + 1, i)));
  const video = join(tmp, 'codes.y4m');
  await writeQrVideo(video, players.map((p) => p.payload), { frames: 12 });
  const gm = await launch(withCamera(video, ['clipboard-read', 'clipboard-write']));
  const page = gm.pages()[0] ?? (await gm.newPage());
  await page.goto(baseURL);
  await openGm(page);

  // 1. Three codes in a row from the camera, each with a tick; the loop shows the first again: recognised, not doubled.
  await page.getByRole('button', { name: 'Scan QR codes' }).click();
  const ticks = page.getByRole('list', { name: 'Codes taken' });
  await waitFor(async () => (await ticks.getByRole('listitem').count()) === 3, 'Expected three ticks ("Codes taken") after the camera saw three codes', { timeout: 40_000 });
  assert.deepEqual((await ticks.innerText()).split('\n').map((s) => s.replace(/^✓\s*/, '').trim()).sort(), ['Aria', 'Brak', 'Cyn']);
  await waitFor(async () => /already taken/.test(await text(page)), 'Expected the looping video\'s repeated code to be recognised as already taken', { timeout: 40_000 });
  assert.match(await text(page), /3 players/, 'A code seen twice by the camera was counted twice');
  const order = page.getByRole('heading', { name: /Movement/ }).first();
  await order.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'gm-stop-camera', 'Opening the camera did not put focus on its Stop button');
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await waitFor(async () => (await page.evaluate(() => document.activeElement?.id)) === 'gm-scan', 'Expected focus back on "Scan QR codes" after the camera stopped');
  for (const p of players) {
    for (const e of p.result.entries.filter((x) => x.timing && !x.timing.lost)) {
      assert.match(await text(page), new RegExp(escapeRe(e.label)), `The order does not show ${p.result.character}'s "${e.label}"`);
    }
  }

  // 2. A pasted code joins the round; the same code again is recognised.
  const dana = await rolledCode('spelljammer', 'Dana', 9, 1);
  const paste = (await pasteBox(page));
  await paste.fill(dana.payload);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await waitFor(async () => /4 players/.test(await text(page)), 'Expected the pasted code to make 4 players');
  await paste.fill(dana.payload);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await waitFor(async () => /Dana's round is already taken/.test(await text(page)), 'Expected the same pasted code to be recognised as already taken');
  assert.match(await text(page), /4 players/);

  // 3. A picked image of a QR code.
  const eli = await rolledCode('spelljammer', 'Eli', 11, 0);
  await page.getByLabel('Pick a QR image').setInputFiles({ name: 'eli.png', mimeType: 'image/png', buffer: await qrPng(page, eli.payload) });
  await waitFor(async () => /5 players/.test(await text(page)), 'Expected the picked QR image to make 5 players');

  // 3b. Text shared to the app from another app's share sheet (the manifest's share target).
  const fay = await rolledCode('spelljammer', 'Fay', 13, 1);
  await page.goto(`${baseURL}?share-text=${encodeURIComponent(`My round: ${fay.payload}`)}`);
  await waitFor(async () => /6 players/.test(await text(page)), 'Expected text shared to the app (share target) to make 6 players');

  // 4. The GM's own goblins, rolled by the ruleset's rules, and the now-acting bar.
  // Focus follows each tap that replaces the tapped control, so a keyboard or screen reader user keeps their place.
  const focused = () => page.evaluate(() => { const e = document.activeElement; return e ? `${e.id}|${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim()}` : ''; });
  const focusIs = (re, what) => waitFor(async () => { const f = await focused(); if (re.test(f)) return true; throw new Error(`focus is on "${f}"`); }, `Expected focus on ${what}`);
  await page.getByRole('button', { name: 'Add a monster or NPC' }).click();
  await focusIs(/^cb-new-name\|/, 'the new monster\'s Name field');
  await page.getByLabel('Name').fill('Goblin');
  await page.getByLabel('How many').fill('6');
  await page.getByRole('button', { name: 'Add and roll' }).click();
  // Each goblin of the group acts on its own row, named by its member's name.
  await waitFor(async () => /Goblin [1-6]\b/.test(await page.getByRole('heading', { name: 'Order of the round' }).locator('..').innerText()), 'Expected the six goblins ("Goblin 1"...) in the order');
  await focusIs(/^gm-cb-add\|/, '"Add a monster or NPC" after adding one');
  // A row opens on a tap; its "Hold, delay, note" opens the marks, and Done brings focus back to it.
  await openRow(page, /Goblin [1-6]\b/);
  const markGoblin = page.getByRole('button', { name: /^Hold, delay or note Goblin ×6: / }).first();
  const markName = await markGoblin.getAttribute('aria-label');
  const rowId = await page.locator('.gm-open > .gm-item-btn').getAttribute('id');
  await markGoblin.click();
  await page.getByRole('group', { name: /^Marks for Goblin ×6/ }).getByRole('button', { name: 'Done' }).click();
  await focusIs(new RegExp(`\\|${escapeRe(markName)}$`), `its "Hold, delay, note" button after Done`);
  await page.getByRole('button', { name: markName }).click();
  await page.getByRole('button', { name: 'Remove from the order' }).click();
  await focusIs(/^gm-removed-summary\|Removed from the order \(1\)/, 'the list of removed entries after removing one');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Bring back ${markName.replace(/^Hold, delay or note /, '')}` }).click();
  await focusIs(new RegExp(`^${escapeRe(rowId)}\\|`), 'the row of the entry brought back');
  await page.getByRole('button', { name: /^Start/ }).click();
  const bar = page.getByRole('region', { name: 'Now acting' });
  const first = await bar.innerText();
  assert.doesNotMatch(first, /Nobody yet/, 'Start did not put the now-acting marker on the first group');
  // Every row of the group now acting is marked, and only those: one count.
  const counts = await page.locator('[aria-current="step"] .gm-item-when').allInnerTexts();
  assert.ok(counts.length >= 1 && new Set(counts).size === 1, `Expected the rows of one group marked as now acting, but found counts ${JSON.stringify(counts)}`);
  assert.equal(await page.locator('[aria-current="step"] > .gm-item-btn').first().getAttribute('aria-expanded'), 'true', 'Expected the row now acting to open by itself');
  // Each step scrolls the group now acting into view clear of the app bar above and the now-acting bar below it.
  for (let i = 0; i < 4; i++) {
    await page.getByRole('button', { name: 'Next ▶' }).click();
    await waitFor(() => page.evaluate(() => {
      const g = document.querySelector('[aria-current="step"]')?.getBoundingClientRect();
      const bar = document.querySelector('.gm-nowbar').getBoundingClientRect();
      const head = document.querySelector('.app-header')?.getBoundingClientRect();
      if (!g) return false;
      const top = head?.bottom ?? 0;
      if (g.bottom <= bar.top && g.top >= top) return true;
      // A group taller than the room between the bars (several simultaneous entries with long
      // texts, as the dice fall) cannot show whole: its top must then sit just under the app bar.
      if (g.height > bar.top - top - 24 && g.top >= top && g.top <= top + 24) return true;
      throw new Error(`group ${Math.round(g.top)}..${Math.round(g.bottom)}, app bar ends ${Math.round(head?.bottom ?? 0)}, now-acting bar starts ${Math.round(bar.top)}`);
    }), `Expected step ${i + 1} to show the row now acting (opened) whole, between the app bar and the now-acting bar`);
  }

  // 5. A reload keeps the encounter.
  await page.reload();
  await page.getByRole('button', { name: 'Next round' }).waitFor();
  await waitFor(async () => /6 players/.test(await text(page)) && /Goblin ×6/.test(await text(page)), 'Expected the reload to keep six players and the goblins');
  assert.ok(await page.locator('[aria-current="step"]').count() >= 1, 'The reload lost the now-acting marker');

  // 6. Next round, and its undo, take focus to the round's heading at the top (where the next codes are scanned).
  await page.getByRole('button', { name: 'Next round' }).click();
  await focusIs(/^gm-title\|Round 2$/, 'the heading "Round 2" after Next round');
  await page.getByRole('button', { name: 'Undo: bring back round 1' }).click();
  await focusIs(/^gm-title\|Round 1$/, 'the heading "Round 1" after the undo');
  await waitFor(async () => /6 players/.test(await text(page)), 'Expected the undo to bring back the six players');
}
