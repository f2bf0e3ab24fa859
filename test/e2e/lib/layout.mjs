/**
 * Layout checks for small phones and large text, run on each screen of an accessibility walk
 * (a11y-pass.mjs): at 320 px wide, and at 200% text (the root font doubled, as a browser's
 * text-size setting does) on 360 px and 320 px, switched in place: nothing scrolls sideways, no
 * word of a control or heading is broken over two lines, no select's chosen option is cut, and
 * Roll and Scan are fully on screen.
 * And the keyboard's first Tabs from the top, each landing on a control with a visible focus.
 */
import { brokenWords, sidewaysScroll } from './a11y.mjs';

/** The sizes checked: a 320 px phone, and 200% text on 360 px and 320 px ones. */
export const SIZES = [
  { name: '320px', width: 320, text: '100%' },
  { name: '200% text', width: 360, text: '200%' },
  { name: '200% text at 320 px', width: 320, text: '200%' },
];

/** The test's usual phone: 360 px wide, 100% text. */
const USUAL = { width: 360, text: '100%' };

/** Puts the page at `size` ({ width, text }) in place: the viewport's width and the root font size, then lets two frames pass for anything that follows a resize. */
async function showSize(page, size) {
  await page.setViewportSize({ width: size.width, height: 780 });
  await page.evaluate((text) => new Promise((ok) => {
    document.documentElement.style.fontSize = text;
    requestAnimationFrame(() => requestAnimationFrame(ok));
  }), size.text);
}

/**
 * Checks the screen `name` as it is now at each of `sizes`, then puts the page back on the
 * usual phone. Roll must be wholly on screen on a round screen (a name "round" or "... round"),
 * Scan wholly inside the width on a GM screen (a name starting "gm").
 * @returns one line per problem, "[size screen] what"
 */
export async function layoutProblemsHere(page, name, sizes = SIZES) {
  const problems = [];
  for (const size of sizes) {
    await showSize(page, size);
    for (const p of await sidewaysScroll(page)) problems.push(`[${size.name} ${name}] ${p}`);
    for (const p of await brokenWords(page)) problems.push(`[${size.name} ${name}] ${p}`);
    for (const p of await cutChoices(page)) problems.push(`[${size.name} ${name}] ${p}`);
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
  await showSize(page, USUAL);
  return problems;
}

/**
 * Selects whose chosen option does not show whole: a native select's text wider than its box
 * (the browser cuts it at the end), or the wrapping box shown over a select (forms/WrapSelect.tsx)
 * with text past its edge.
 * @returns one line per select, naming it by its label
 */
export async function cutChoices(page) {
  return page.evaluate(() => {
    const out = [];
    const measure = document.createElement('canvas').getContext('2d');
    for (const s of document.querySelectorAll('select')) {
      if (!s.getClientRects().length || s.closest('[hidden], details:not([open]) > :not(summary), .visually-hidden')) continue;
      const name = (s.labels?.[0]?.textContent ?? s.getAttribute('aria-label') ?? s.id).trim().slice(0, 30);
      const shown = s.closest('.rf-select')?.querySelector('.rf-select-shown');
      if (shown) {
        if (shown.scrollWidth > shown.clientWidth + 1) out.push(`the choice of "${name}" ("${shown.textContent}") runs past its box`);
        continue;
      }
      const cs = getComputedStyle(s);
      measure.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const text = s.selectedOptions[0]?.textContent ?? '';
      // Less the picker's arrow, which the browser draws inside the box (about 20 px).
      const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
      if (measure.measureText(text).width > room) out.push(`the choice of "${name}" ("${text}") is cut: ${Math.round(measure.measureText(text).width)} px of text in ${Math.round(room)} px`);
    }
    return out;
  });
}

/** The focused element draws an outline or a ring (box-shadow) the user can see; else what is wrong. */
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

/**
 * Keyboard: from the top of the character list, each of the first five Tabs lands on a control
 * that shows a focus outline or ring.
 * @returns one line per problem, "[focus] ..."
 */
export async function focusProblems(page, baseURL) {
  const problems = [];
  await page.goto(baseURL);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    const p = await focusVisible(page);
    if (p) problems.push(`[focus] after ${i + 1} Tab(s): ${p}`);
  }
  return problems;
}
