// Ad-hoc screenshots (not committed).
import { launchFresh } from '../test/e2e/lib/browser.mjs';
import { openCharacter } from '../test/e2e/lib/app.mjs';
const base = process.argv[2];
const who = process.argv[3] ?? 'Sigrun';
for (const scheme of ['light', 'dark']) {
  const ctx = await launchFresh({ colorScheme: scheme });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(base);
  await openCharacter(page, who);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${who}-${scheme}-1.png` });
  await page.getByRole('button', { name: 'Take a hit' }).click();
  await page.screenshot({ path: `/tmp/shots/${who}-${scheme}-2.png`, fullPage: true });
  await page.getByLabel('Damage').fill('7');
  await page.getByRole('button', { name: 'Apply the hit' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${who}-${scheme}-3.png` });
  await page.locator('.pl-strip-toggle').click();
  await page.screenshot({ path: `/tmp/shots/${who}-${scheme}-4.png`, fullPage: true });
  await ctx.close();
}
