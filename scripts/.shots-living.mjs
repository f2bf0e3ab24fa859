// Ad-hoc screenshots (not committed): node scripts/.shots-living.mjs URL NAME DAMAGE OUTCOME_LABEL TAG,TAG
import { launchFresh } from '../test/e2e/lib/browser.mjs';
import { openCharacter } from '../test/e2e/lib/app.mjs';
const [base, who = 'Sigrun', dmg = '7', outcome = '', tags = ''] = process.argv.slice(2);
for (const scheme of ['light', 'dark']) {
  const ctx = await launchFresh({ colorScheme: scheme });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(base);
  await openCharacter(page, who);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${who}-${scheme}-1.png` });
  await page.getByRole('button', { name: 'Take a hit' }).click();
  await page.getByLabel('Damage', { exact: true }).fill(dmg);
  if (outcome) await page.getByLabel('Outcome').selectOption({ label: outcome });
  for (const t of tags.split(',').filter(Boolean)) await page.getByRole('checkbox', { name: t }).check();
  await page.screenshot({ path: `/tmp/shots/${who}-${scheme}-2.png`, fullPage: true });
  await page.getByRole('button', { name: 'Apply the hit' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${who}-${scheme}-3.png` });
  await page.locator('.pl-strip-toggle').click();
  await page.screenshot({ path: `/tmp/shots/${who}-${scheme}-4.png`, fullPage: true });
  await ctx.close();
}
