/**
 * Usable on small phones and with large text: on a 320 px phone, and at 200% text (the root
 * font doubled, as a browser's text-size setting does) on 360 px and 320 px ones, no screen
 * scrolls sideways, no word of a control or heading is broken over two lines, and Roll and
 * Scan are fully on screen; keyboard focus is visible. Each screen is reached once and checked
 * at the three sizes in turn.
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

/** The sizes checked: a 320 px phone, and 200% text (the root font doubled, as a browser's text-size setting does) on 360 px and 320 px ones. */
export const SIZES = [
  { name: '320px', width: 320, text: '100%' },
  { name: '200% text', width: 360, text: '200%' },
  { name: '200% text at 320 px', width: 320, text: '200%' },
];

/** Puts the page at `size` ({ width, text }) in place: the viewport's width and the root font size, then lets two frames pass for anything that follows a resize. */
async function showSize(page, size) {
  await page.setViewportSize({ width: size.width, height: 780 });
  await page.evaluate((text) => new Promise((ok) => {
    document.documentElement.style.fontSize = text;
    requestAnimationFrame(() => requestAnimationFrame(ok));
  }), size.text);
}

/**
 * Walks every screen of `part` (visitScreens) once, on the test's usual phone (360 px, 100%
 * text), and checks each screen at each of `sizes` ({ name, width, text }) in turn, switched in
 * place: nothing scrolls sideways, no word of a control or heading is broken over two lines,
 * and Roll (and Scan) stay on screen. Returns the problems found, by size and screen.
 */
export async function layoutProblems({ page, baseURL, log }, sizes, part = 'all') {
  const problems = [];
  const { names, failures } = await visitScreens(page, baseURL, async (name) => {
    for (const size of sizes) {
      await showSize(page, size);
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
    }
    await showSize(page, { width: 360, text: '100%' });
  }, { part });
  problems.push(...failures);
  log(`${sizes.map((s) => s.name).join(', ')}: ${names.join(', ')}`);
  return problems;
}

export default async function layout(t) {
  const { page, baseURL } = t;
  const problems = await layoutProblems(t, SIZES);
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
