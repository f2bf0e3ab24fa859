/**
 * Usable on small phones: at 320 px width no screen scrolls sideways and the Roll
 * button is fully on screen; keyboard focus is visible. (200% text: a11y-layout-text.)
 */
import assert from 'node:assert/strict';
import { appendFile } from 'node:fs/promises';
import { brokenWords, sidewaysScroll, visitScreens } from './lib/a11y.mjs';

/** The focused element draws an outline or a ring (box-shadow) the user can see. */
async function focusVisible(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing is focused';
    const cs = getComputedStyle(el);
    const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2;
    const ring = cs.boxShadow && cs.boxShadow !== 'none';
    return outline || ring ? null : `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" shows no focus outline`;
  });
}

/** Every screen of `part` (visitScreens) at `size` ({ name, width, text }) does not scroll sideways and keeps Roll on screen; returns problems. */
export async function layoutProblems({ page, baseURL, log }, size, part = 'all') {
  const problems = [];
  await page.setViewportSize({ width: size.width, height: 780 });
  await page.addInitScript((text) => { if (document.documentElement) document.documentElement.style.fontSize = text; }, size.text);
  const { names, failures } = await visitScreens(page, baseURL, async (name) => {
    await page.evaluate((text) => { document.documentElement.style.fontSize = text; }, size.text);
    for (const p of await sidewaysScroll(page)) problems.push(`[${size.name} ${name}] ${p}`);
    for (const p of await brokenWords(page)) problems.push(`[${size.name} ${name}] ${p}`);
    // Roll (sticky at the bottom) and Scan must be reachable: wholly inside the screen's width, Roll inside its height too.
    const reach = async (button, what, sticky) => {
      if (!(await button.count())) return;
      const box = await button.first().boundingBox();
      const h = page.viewportSize().height;
      if (!box || box.x < 0 || box.x + box.width > size.width + 1 || (sticky && (box.y < 0 || box.y + box.height > h + 1))) {
        problems.push(`[${size.name} ${name}] the ${what} button is not fully on screen (${JSON.stringify(box)})`);
      }
    };
    if (name === 'round' || / round$/.test(name)) await reach(page.getByRole('button', { name: 'Roll', exact: true }), 'Roll', true);
    if (/^gm/.test(name)) await reach(page.getByRole('button', { name: 'Scan QR codes' }), 'Scan', false);
  }, { part });
  problems.push(...failures.map((f) => `[${size.name}] ${f}`));
  log(`${size.name}: ${names.join(', ')}`);
  return problems;
}

export default async function layout(t) {
  const { page, baseURL } = t;
  const problems = await layoutProblems(t, { name: '320px', width: 320, text: '100%' });
  await page.setViewportSize({ width: 360, height: 780 });
  // Keyboard: Tab from the top reaches controls, each with a visible focus ring.
  await page.goto(baseURL);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    const p = await focusVisible(page);
    if (p) problems.push(`[focus] after ${i + 1} Tab(s): ${p}`);
  }
  if (problems.length && process.env.A11Y_REPORT) await appendFile(process.env.A11Y_REPORT, `${problems.join('\n')}\n`);
  assert.deepEqual(problems, [], `${problems.length} layout problem(s):\n${problems.join('\n')}`);
}
