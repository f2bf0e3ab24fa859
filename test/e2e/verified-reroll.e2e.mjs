/**
 * A re-roll at a verified table: the player rolls the round again with the same round code but
 * another declaration. The GM's page says "Re-roll", keeps the first roll in the order, shows
 * both under "Re-rolls" with what differs ("Target DEF 40 -> 10") and each roll's sheet
 * (accessible, no small targets, no sideways scroll, light and dark) and takes the second only
 * when the GM taps "Take the re-roll".
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { axeProblems, sidewaysScroll, smallTargets } from './lib/a11y.mjs';
import { openGm, pasteToGm as paste } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

export default async function verifiedReroll({ page, baseURL, tmp }) {
  const { phone } = await import(here('../gm/verified-fixtures.ts'));
  const { joinCodeOf, rollVerifiedRound } = await import(here('../../src/verify/evening.ts'));
  const { encodeResult } = await import(here('../../src/share/payload.ts'));
  const { getRuleset } = await import(here('../../src/rulesets/index.ts'));
  const { defaults, withDefaults } = await import(here('../../src/engine/schema.ts'));
  const rs = getRuleset('spelljammer');
  const demo = rs.demos[0];
  /** The fighter as "Aria", rolled verified with `code` against a target DEF of `def`. */
  const roll = async (e, code, at, def) => {
    const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name: 'Aria' });
    const decl = withDefaults(rs.declarationSchema(sheet.value).fields, { ...demo.declaration, targetDef: def });
    const r = await rollVerifiedRound(e, code, rs, { sheet: sheet.value, declaration: decl.value, options: defaults(rs.optionsSchema.fields) }, at);
    return { ...r, payload: await encodeResult(r.result) };
  };

  await page.goto(baseURL);
  await openGm(page);
  await page.getByRole('switch', { name: 'Verified rolls' }).check();
  const code = (await page.getByRole('img', { name: /^Round code: / }).innerText()).trim();
  const aria = await phone('Aria', 1);
  await paste(page, joinCodeOf(aria), 'Joined: Aria.');
  const first = await roll(aria, code, Date.now(), 40);
  await paste(page, first.payload, 'Took Aria\'s round: verified.');
  const second = await roll(first.evening, code, Date.now() + 2000, 10);
  await paste(page, second.payload, 'Re-roll: Aria rolled this round again');

  const panel = page.getByRole('region', { name: 'Re-rolls' });
  await panel.waitFor();
  // What the second roll was rolled from: one line, and each roll's sheet to open.
  await panel.getByText('Rolled from other inputs: Target DEF 40 -> 10.').waitFor({ state: 'visible' });
  const sheets = panel.locator('.gm-round-sheet');
  assert.equal(await sheets.count(), 2, 'Expected each roll to open the sheet it was rolled from');
  await sheets.nth(1).locator('summary').click();
  const targetDef = sheets.nth(1).locator('.gm-sheet-rows > div').filter({ has: page.locator('dt', { hasText: /^Target DEF$/ }) }).first();
  await targetDef.waitFor({ state: 'visible' });
  assert.equal((await targetDef.locator('dd').innerText()).trim(), '10', 'The re-roll\'s sheet does not show the target DEF it was declared against');
  const text = await panel.innerText();
  assert.match(text, /First roll, .* \(kept\)/);
  assert.match(text, /Second roll, .* Verified/);
  const need = (r) => r.entries.find((x) => x.check)?.check.need;
  assert.match(text, new RegExp(`need ${need(first.result)}\\b`), 'The first roll\'s need should be shown');
  assert.match(text, new RegExp(`need ${need(second.result)}\\b`), 'The re-roll\'s need should be shown');

  await panel.scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${tmp}/reroll-${scheme}.png` });
    const problems = [...(await axeProblems(page)), ...(await smallTargets(page)), ...(await sidewaysScroll(page))];
    assert.deepEqual(problems, [], `Accessibility problems on the GM page with a re-roll waiting (${scheme})`);
  }

  await page.getByRole('button', { name: 'Take the re-roll' }).click();
  await waitFor(async () => (await page.getByRole('status').filter({ hasText: 'Took Aria\'s re-roll in place of the first roll.' }).count()) > 0,
    'Expected the GM\'s message to say the re-roll was taken');
  assert.equal(await page.getByRole('region', { name: 'Re-rolls' }).count(), 0, 'The Re-rolls panel should be gone once settled');
}
