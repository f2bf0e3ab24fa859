#!/usr/bin/env node
/**
 * The screenshots of the user guide (docs/guide.md), made from the real app so they stay
 * current: builds nothing itself, serves dist/ with the app's own server, drives Debian's
 * chromium (playwright-core) through an evening as a player and as a GM, and saves each screen
 * at 360x780 CSS pixels (light scheme) into docs/guide/.
 *
 *   npm run build && node scripts/guide-screens.mjs [outDir]     (default docs/guide)
 *
 * The PNGs are reduced to a 64-colour palette when pngquant is on the PATH (`apt-get install
 * pngquant`; about a third of the size); without it they are kept as chromium wrote them.
 * Characters are the demo characters; the other players' rounds are rolled in Node with
 * seeded dice through the app's own engine and encoder (test/e2e/gm-table.e2e.mjs).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openCharacter, openGm, resultCard, rollRound, ruleset, spelljammerDemos, tab, pasteBox, rowButton } from '../test/e2e/lib/app.mjs';
import { launchFresh } from '../test/e2e/lib/browser.mjs';
import { waitFor } from '../test/e2e/lib/poll.mjs';
import { serveWithAppServer } from '../test/e2e/lib/server.mjs';
import { rolledCode } from '../test/e2e/gm-table.e2e.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.argv[2] ?? join(root, 'docs', 'guide');
await mkdir(out, { recursive: true });

/** Whether pngquant is on the PATH. */
function hasPngquant() {
  try { execFileSync('sh', ['-c', 'command -v pngquant'], { stdio: 'ignore' }); return true; } catch { return false; }
}
const quantise = hasPngquant();

/** Rewrites a PNG with a 64-colour palette, in place, when pngquant is at hand. */
function shrink(file) {
  if (!quantise) return;
  // Exit code 98/99: the palette version would be larger or too lossy; the original stays.
  try { execFileSync('pngquant', ['--force', '--skip-if-larger', '--strip', '--output', file, '64', '--', file]); } catch (e) { if (![98, 99].includes(e.status)) throw e; }
}

const server = await serveWithAppServer(root);
const context = await launchFresh({ colorScheme: 'light', origin: server.url.replace(/\/$/, '') });
const page = context.pages()[0] ?? (await context.newPage());
const base = server.url;
const made = [];

/**
 * Saves the viewport as `name`.png: scrolled to the top, or with `element` just under the app
 * bar and anything else that stays at the top (`at: 'top'`) or in the middle of the screen (`at: 'center'`).
 */
async function shot(name, { element, at = 'top' } = {}) {
  if (element) {
    await element.evaluate((el, where) => {
      // What stays at the top while scrolling (the app bar, a character's tabs) covers that much.
      const bar = Math.max(0, ...[...document.querySelectorAll('header, [role=tablist]')].map((e) => {
        const s = getComputedStyle(e);
        return s.position === 'sticky' || s.position === 'fixed' ? (parseFloat(s.top) || 0) + e.getBoundingClientRect().height : 0;
      }));
      const box = el.getBoundingClientRect();
      const y = where === 'center' ? box.top + box.height / 2 - innerHeight / 2 : box.top - bar - 8;
      window.scrollBy(0, y);
    }, at);
  } else await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  const file = join(out, `${name}.png`);
  await page.screenshot({ path: file, scale: 'css', animations: 'disabled', caret: 'hide' });
  shrink(file);
  made.push(`${name}.png ${Math.round((await stat(file)).size / 1024)} KB`);
}

/** Waits out the "Ready offline" note the first visit shows, so it covers no screenshot. */
async function waitOutOfflineNote() {
  const note = page.getByRole('status').filter({ hasText: /offline/i }).first();
  await note.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => { /* not shown */ });
  await note.waitFor({ state: 'hidden', timeout: 15_000 }).catch(() => { /* still there: shot anyway */ });
}

const main = () => page.locator('main');
const text = () => main().innerText();

try {
  const { fighter } = await spelljammerDemos();

  // A player's evening: the character list, a new character, a round, the result, a hit,
  // a reaction, backups.
  await page.goto(base);
  await page.getByText(fighter.name).first().waitFor({ state: 'visible' });
  await waitOutOfflineNote();
  await shot('player-1-characters');

  await page.getByRole('button', { name: 'New character' }).click();
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await cancel.waitFor({ state: 'visible' });
  await shot('player-2-new', { element: page.getByRole('heading', { name: /New character/ }) });

  await page.getByRole('button', { name: (await ruleset('spelljammer')).name, exact: true }).click();
  await tab(page, 'Sheet').waitFor({ state: 'visible' });
  await page.getByRole('heading', { name: /sheet$/ }).waitFor({ state: 'visible' });
  await shot('player-3-sheet');

  await page.goto(base);
  await openCharacter(page, fighter.name);
  await waitFor(async () => /%/.test(await text()), 'Expected odds on the Round tab');
  await shot('player-4-round');

  await rollRound(page);
  await shot('player-5-result', { element: resultCard(page) });
  // The whole result, under the code (opened if it is folded).
  const whole = page.locator('details > summary', { hasText: 'The whole result' }).first();
  if (!(await whole.evaluate((s) => s.parentElement.open))) await whole.click();
  await shot('player-6-whole', { element: whole });

  // A grievous arrow taken from what the GM says: the health line with its conditions and Undo.
  await page.goto(base);
  await openCharacter(page, fighter.name);
  await page.getByRole('button', { name: 'Take a hit' }).click();
  await page.getByLabel('Damage', { exact: true }).fill('12');
  await page.getByLabel('Outcome').selectOption({ label: 'Grievous' });
  await page.getByRole('checkbox', { name: 'Arrow' }).check();
  await page.getByRole('button', { name: 'Apply the hit' }).click();
  await page.getByRole('button', { name: 'Undo', exact: true }).waitFor({ state: 'visible' });
  await shot('player-7-hit');

  // A system with reactions: the "Attacked? React to it" card, opened.
  const percentile = (await ruleset('percentile-dex-rank')).demos[0];
  await page.goto(base);
  await openCharacter(page, percentile.name);
  const attacked = page.locator('details > summary', { hasText: 'Attacked? React to it' });
  await attacked.click();
  await shot('player-8-attacked', { element: attacked });

  await page.goto(base);
  await page.getByRole('link', { name: 'Backups and moving phones' }).click();
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  await shot('player-9-backup');

  // The GM's evening: the screen, three players' codes, the order, monsters, a hit on one, verified rolls.
  await page.goto(new URL('#/gm', base).href);
  await openGm(page);
  await shot('gm-1-screen');

  const paste = await pasteBox(page);
  for (const [i, name] of ['Aria', 'Brak', 'Cyn'].entries()) {
    const code = await rolledCode('spelljammer', name, i + 1, i);
    await paste.fill(code.payload);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await waitFor(async () => (await text()).includes(`Took ${name}'s round`), `Expected ${name}'s code to be taken`);
  }
  await page.getByRole('button', { name: 'Add a monster or NPC' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Goblin');
  await page.getByRole('spinbutton', { name: 'How many' }).fill('4');
  await shot('gm-3-monster', { element: page.locator('#gm-cb-title') });
  await page.getByRole('form', { name: 'Add a monster or NPC' }).getByRole('button', { name: 'Add and roll' }).click();
  await waitFor(async () => (await text()).includes('Goblin'), 'Expected the goblins in the order');
  // The order with nothing open: the GM closes the paste box once the codes are in.
  await page.getByRole('button', { name: 'Paste', exact: true }).click();
  await shot('gm-2-order', { element: page.locator('#gm-order-title') });

  // A player's attack applied to a goblin with one tap (in Aria's row, opened), and the fight's log.
  const hit = await rowButton(page, /^(Apply|Resolve) Aria: /, 'Aria');
  if (!hit) throw new Error('Expected an attack of Aria\'s to hit a goblin with');
  await hit.click();
  const panel = page.getByRole('group', { name: /^Apply Aria: .* to a monster$/ });
  await panel.waitFor({ state: 'visible' });
  await shot('gm-5-hit', { element: hit.locator('xpath=ancestor::li[1]') });
  await panel.locator('.gm-hit-btn:not([disabled])').first().click();
  await page.getByRole('heading', { name: 'Hits and changes' }).waitFor({ state: 'visible' });
  await shot('gm-6-log', { element: page.locator('#gm-cb-title') });

  // Once the system is known, the verified-rolls set-up is folded away below the order.
  const setup = page.locator('details.gm-setup > summary').first();
  if ((await setup.count()) && !(await setup.evaluate((s) => s.parentElement.open))) await setup.click();
  await page.getByRole('switch', { name: /verified rolls/i }).check({ force: true });
  await page.locator('.gm-vt-code').waitFor({ state: 'visible' });
  await shot('gm-4-verified', { element: page.locator('#gm-vt-title') });
} finally {
  await context.close();
  await server.close();
}
console.log(made.join('\n'));
console.log(`Screenshots in ${out}${quantise ? ' (64-colour palette, pngquant)' : ' (full colour: pngquant not found)'}`);
