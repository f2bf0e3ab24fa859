/**
 * The GM's round on one phone screen (360x780): with eight entries in the order of each system
 * that orders by a count or a rank, the first screen, unscrolled, holds Scan and "Next round"
 * and the start of the order in the system's own terms (its first phase or count); the set-up
 * (verified rolls) has folded away once the system is known, and nothing scrolls sideways.
 */
import assert from 'node:assert/strict';
import { chooseSystem, openEncounter, openGm, orderItems, ruleset, pasteBox } from './lib/app.mjs';
import { catalogEntries } from './lib/a11y.mjs';
import { waitFor } from './lib/poll.mjs';
import { rolledCode } from './gm-table.e2e.mjs';

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fa', 'Gu', 'Hal', 'Ivo', 'Jo'];

/** A sentence when `locator` is not wholly between the app bar's bottom and `bottom`; null when it is. */
async function onScreen(locator, what, bottom) {
  const box = await locator.boundingBox();
  if (!box) return `${what} is not shown`;
  if (box.y < 0 || box.x < 0 || box.x + box.width > 361 || box.y + box.height > bottom + 1) {
    return `${what} is not on the first screen (box ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}, visible down to ${Math.round(bottom)})`;
  }
  return null;
}

export default async function gmOneScreen({ page, baseURL, log }) {
  await page.setViewportSize({ width: 360, height: 780 });
  const problems = [];
  for (const { id } of await catalogEntries()) {
    const rs = await ruleset(id);
    if (rs.order === 'turns') continue; // a turn board, not a countdown: gm-turns covers it
    const say = (p) => { if (p) problems.push(`[${id}] ${p}`); };
    await page.goto(new URL('#/gm', baseURL).href);
    await openGm(page);
    await chooseSystem(page, id);
    let entries = 0;
    const paste = (await pasteBox(page));
    for (const [i, name] of NAMES.entries()) {
      const code = await rolledCode(id, name, i + 1, i);
      await paste.fill(code.payload);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await waitFor(async () => (await page.locator('main').innerText()).includes(`Took ${name}'s round`), `Expected ${name}'s ${id} code to be taken`);
      entries += code.result.entries.filter((e) => !e.skipped && e.timing).length;
      if (entries >= 8) break;
    }
    // The GM closes the paste box once the codes are in: the first screen is the order's.
    const pasteButton = page.getByRole('button', { name: 'Paste', exact: true });
    if ((await pasteButton.getAttribute('aria-expanded')) === 'true') await pasteButton.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const bottom = await page.evaluate(() => document.querySelector('.gm-nowbar')?.getBoundingClientRect().top ?? innerHeight);
    say(await onScreen(page.getByRole('button', { name: 'Scan QR codes' }), 'Scan', bottom));
    say(await onScreen(page.getByRole('button', { name: 'Next round', exact: true }), 'Next round', bottom));
    const order = page.getByRole('region', { name: 'Order of the round' });
    say(await onScreen(order.getByRole('heading', { name: 'Order of the round' }), 'the order\'s heading', bottom));
    const first = orderItems(page).first();
    say(await onScreen(first.locator('.gm-item-when'), 'the first count of the order', bottom));
    say(await onScreen(first, 'the first entry of the order', bottom));
    // The order speaks the system's terms: a phase of the countdown (Spelljammer's segments), else a group's count.
    const phases = order.locator('.gm-phase-title');
    if (rs.phases.length > 1 && await phases.count()) {
      const title = (await phases.first().innerText()).toLowerCase();
      if (!rs.phases.some((p) => p.label.toLowerCase() === title)) say(`the first phase reads "${title}", not one of ${rs.phases.map((p) => p.label).join(', ')}`);
    }
    if (await page.getByRole('switch', { name: 'Verified rolls' }).isVisible()) say('the verified-rolls set-up is still open with the system known');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    if (sideways) say('the GM screen scrolls sideways');
    const visible = await orderItems(page).evaluateAll((rows, b) => rows.filter((r) => r.getBoundingClientRect().bottom <= b).length, bottom);
    log(`${id}: ${entries} entries, ${visible} wholly on the first screen, page ${await page.evaluate(() => document.documentElement.scrollHeight)} px`);
    await openEncounter(page);
    await page.getByRole('button', { name: 'New encounter…' }).click();
    await page.getByRole('button', { name: 'Yes, clear everything' }).click();
  }
  assert.deepEqual(problems, [], `${problems.length} problem(s) with the GM's round on one screen:\n${problems.join('\n')}`);
}
