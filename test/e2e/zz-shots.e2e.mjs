import { openGm } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
export default async function shots({ launch, baseURL }) {
  const { getRuleset } = await import('../../src/rulesets/index.ts');
  const { seededDice } = await import('../../src/engine/dice.ts');
  const { withDefaults, defaults } = await import('../../src/engine/schema.ts');
  const { encodeResult } = await import('../../src/share/payload.ts');
  const rs = getRuleset('spelljammer');
  const demo = rs.demos[0];
  const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name: 'Ash' }).value;
  const decl = withDefaults(rs.declarationSchema(sheet).fields, { ...demo.declaration, targetDef: null }).value;
  const input = { sheet, declaration: decl, options: defaults(rs.optionsSchema.fields) };
  const payload = await encodeResult(rs.roll(rs.plan(input), seededDice(11), Date.now(), input));
  for (const scheme of ['light', 'dark']) {
    const ctx = await launch({ colorScheme: scheme });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    await page.goto(baseURL);
    await openGm(page);
    await page.getByLabel('System played').selectOption('spelljammer');
    for (const i of [0, 1]) {
      await page.getByRole('button', { name: 'Add a monster or NPC' }).click();
      if (i === 0) await page.screenshot({ path: `/tmp/shots/form-${scheme}.png`, fullPage: false });
      await page.getByLabel('Start from').selectOption(`ready:${i}`);
      if (i === 0) await page.getByLabel('How many').fill('3');
      await page.getByRole('button', { name: 'Add and roll' }).click();
    }
    await page.getByRole('textbox', { name: 'Paste shared text' }).fill(payload);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForTimeout(500);
    await page.getByRole('heading', { name: 'Order of the round' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/order-${scheme}.png` });
    await page.getByRole('button', { name: /^(Apply|Resolve) Ash: / }).first().click();
    await page.waitForTimeout(300);
    await page.getByRole('group', { name: /^Apply Ash/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/hit-${scheme}.png` });
    await page.locator('.gm-hit-btn:not([disabled])').first().click();
    await page.waitForTimeout(300);
    await page.getByRole('button', { name: /^Code of / }).first().click();
    await page.waitForTimeout(800);
    await page.locator('.pl-qr').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/code-${scheme}.png` });
    await page.getByRole('heading', { name: 'Monsters and NPCs' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/monsters-${scheme}.png` });
    await page.getByRole('heading', { name: 'Hits and changes' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/log-${scheme}.png` });
  }
}
