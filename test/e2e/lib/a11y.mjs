/**
 * Accessibility checks for the browser tests, by what a user meets on each screen:
 * axe-core finds no violation; every control is at least 48x48 px; the numbers that matter
 * (need, roll, damage: `.pl-big`) reach 7:1 contrast against what is behind them; nothing
 * scrolls sideways. And `visitScreens`, which walks every screen of the app in order.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chooseSystem, openCharacter, openEncounter, openFolds, openGm, rollRound, rowButton, shownPanel, spelljammerDemos, tab, pasteBox } from './app.mjs';
import { waitFor } from './poll.mjs';

/** axe-core's source, the very copy @axe-core/playwright runs (its own pinned version). */
const AXE_SOURCE = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;

/** Smallest touch target (px), both sides. */
export const MIN_TARGET = 48;
/** Smallest contrast of need, roll and damage numbers. */
export const MIN_NUMBER_CONTRAST = 7;

/** The ruleset ids and names of the app's catalog (src/rulesets/catalog.ts), for the help pages. */
export async function catalogEntries() {
  const { catalog } = await import(fileURLToPath(new URL('../../../src/rulesets/catalog.ts', import.meta.url)));
  return catalog.map((e) => ({ id: e.id, name: e.name }));
}

/**
 * axe-core on the page as it is now; returns one line per violation and node ('' when none).
 * axe is put into the document once and run there (`axe.run`, what @axe-core/playwright's
 * legacy mode does): the builder's default opens a second page per call to merge per-frame
 * results, about 0.7 s a call against 0.1 s, for frames the app does not have. A page with
 * frames still goes through the builder, so no frame is left unchecked.
 */
export async function axeProblems(page) {
  // Judge the settled screen, as a user reads it: a toast fading in is not its final contrast.
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
    .map((a) => a.finished.catch(() => undefined))));
  // Only violations are read; skipping the passes' details makes a run about twice as fast.
  const options = { resultTypes: ['violations'] };
  let violations;
  if (page.frames().length > 1) {
    ({ violations } = await new AxeBuilder({ page }).options(options).analyze());
  } else {
    if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
    ({ violations } = await page.evaluate((options) => window.axe.run(document, options), options));
  }
  return violations.flatMap((v) => v.nodes.map((n) => `axe ${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim().slice(0, 200)}`));
}

/**
 * Controls smaller than 48x48 px. A control counts with the box of the label around it (a
 * switch's hidden checkbox is the whole labelled row); links inside running text are exempt
 * (WCAG 2.5.8 "inline"), and so are controls off screen until focused (the skip link).
 */
export async function smallTargets(page, min = MIN_TARGET) {
  return page.evaluate((min) => {
    const sel = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], [role=button], [tabindex]:not([tabindex="-1"])';
    const out = [];
    for (const el of document.querySelectorAll(sel)) {
      const cs = getComputedStyle(el);
      if (cs.display === 'none' || cs.visibility === 'hidden' || el.closest('[hidden], details:not([open]) > :not(summary)')) continue;
      let r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.bottom + scrollY <= 0 || r.right + scrollX <= 0) continue; // parked off screen until focused
      if (el.tagName === 'A' && cs.display === 'inline' && el.parentElement?.closest('p, li, dd, td') && el.parentElement.textContent.trim() !== el.textContent.trim()) continue;
      const label = el.closest('label');
      if (label) {
        const l = label.getBoundingClientRect();
        if (l.width * l.height > r.width * r.height) r = l;
      }
      if (r.width + 0.5 < min || r.height + 0.5 < min) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().replace(/\s+/g, ' ').slice(0, 40);
        out.push(`target ${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ').join('.') : ''} "${name}" is ${Math.round(r.width)}x${Math.round(r.height)} px`);
      }
    }
    return out;
  }, min);
}

/**
 * Contrast of each visible `.pl-big` number (need, roll, damage, initiative, HP) against the
 * first opaque background behind it; lines for those under `min`.
 */
export async function lowContrastNumbers(page, min = MIN_NUMBER_CONTRAST) {
  return page.evaluate((min) => {
    const parse = (c) => { const m = c.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0]; return { r: m[0], g: m[1], b: m[2], a: m[3] ?? 1 }; };
    const lum = ({ r, g, b }) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
      .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    const over = (top, under) => ({ r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1 });
    const background = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c.a > 0) layers.push(c);
        if (c.a >= 1) break;
      }
      let bg = { r: 255, g: 255, b: 255, a: 1 };
      for (const c of layers.reverse()) bg = over(c, bg);
      return bg;
    };
    const out = [];
    const seen = [];
    for (const el of document.querySelectorAll('.pl-big')) {
      if (!el.getClientRects().length) continue;
      const fg = over(parse(getComputedStyle(el).color), background(el));
      const bg = background(el);
      const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      const ratio = (a + 0.05) / (b + 0.05);
      seen.push(ratio);
      if (ratio < min) out.push(`contrast of "${el.textContent.trim()}" (${el.closest('.pl-line')?.textContent.trim().slice(0, 40) ?? ''}) is ${ratio.toFixed(2)}:1, expected >= ${min}:1`);
    }
    return { problems: out, count: seen.length, lowest: seen.length ? Math.min(...seen) : null };
  }, min);
}

/** Elements that stick out to the right of the viewport, when the page scrolls sideways; [] when it does not. */
export async function sidewaysScroll(page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= doc.clientWidth) return [];
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > doc.clientWidth + 1 && r.width > 0 && getComputedStyle(el).position !== 'fixed') {
        if (!out.some((o) => o.el.contains(el))) out.push({ el, text: `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} right edge ${Math.round(r.right)} px` });
      }
    }
    // Text running out of a box that itself fits (a word too long for its button) widens the page too.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(n);
      if ([...range.getClientRects()].some((r) => r.right > doc.clientWidth + 1)) {
        out.push({ el: n, text: `text "${n.data.trim().slice(0, 30)}" in ${n.parentElement?.tagName.toLowerCase()}.${String(n.parentElement?.className).split(' ').join('.')} runs past the right edge` });
      }
    }
    return [`page is ${doc.scrollWidth} px wide in a ${doc.clientWidth} px viewport`, ...out.slice(0, 5).map((o) => o.text)];
  });
}

/**
 * Words broken inside over two lines in what a user taps or reads at a glance (tabs, buttons,
 * links, fold titles, h1 and h2 headings): each word's text is measured with a Range, and a word
 * whose boxes sit on two lines is listed. Form labels and running text are left out: at 200%
 * text on 320 px a long word there may be longer than the line itself.
 */
export async function brokenWords(page) {
  return page.evaluate(() => {
    const out = [];
    const sel = 'button, [role=tab], a, h1, h2, summary, .rf-select-shown';
    for (const el of document.querySelectorAll(sel)) {
      if (!el.getClientRects().length || el.closest('[hidden], details:not([open]) > :not(summary), .visually-hidden')) continue;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.data.matchAll(/\S{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(`"${m[0]}" is broken over ${tops.size} lines in ${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
        }
      }
    }
    return [...new Set(out)].slice(0, 8);
  });
}

/** Goes to a hash route and waits for its main heading. */
async function goHash(page, baseURL, hash, heading) {
  await page.goto(new URL(hash, baseURL).href);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ state: 'visible' });
}

/** Hash links on the page (e.g. '#/backup'), for screens added by others that the walk does not know. */
async function hashLinks(page) {
  return page.evaluate(() => [...document.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href')));
}

/**
 * Walks every screen: character list, help index, each rule system's help page, the fighter's
 * Round tab with odds, the result card, Sheet tab (rules card open), History tab (a round
 * open), the GM screen with that round, then any other hash route linked from those screens.
 * `part` 'pages' walks the list, help and linked screens only; 'round' the fighter's tabs and the
 * GM screen (and screens linked from them); 'systems' the Round tab and result of the first demo
 * of every other rule system; 'gm' the GM screen with a round of each system; 'all' all of these;
 * 'gm-fight' (alone) the GM screen with a ready monster fighting in each system. Split so each
 * test stays short.
 * Calls `await check(name)` on each; returns { names visited, failures: lines for screens that
 * could not be reached }.
 */
export async function visitScreens(page, baseURL, check, { part = 'all' } = {}) {
  const pages = part === 'all' || part === 'pages';
  const round = part === 'all' || part === 'round';
  const systems = part === 'all' || part === 'systems';
  const gmSystems = part === 'all' || part === 'gm';
  // Not in 'all': the walk with monsters fighting is long enough to be a test of its own.
  const gmFight = part === 'gm-fight';
  const { fighter } = await spelljammerDemos();
  const names = [];
  const failures = [];
  const links = new Set();
  const at = async (name) => {
    names.push(name);
    for (const l of await hashLinks(page)) links.add(l);
    await check(name);
  };
  // A screen that cannot be reached is reported and the walk goes on with the next one.
  const step = async (name, reach) => {
    try {
      await reach();
    } catch (err) {
      failures.push(`[${name}] could not be reached: ${String(err?.message ?? err).split('\n')[0]}`);
      return;
    }
    await at(name);
  };
  let payload;
  if (pages) {
    await step('characters', async () => {
      await page.goto(baseURL);
      await page.getByText(fighter.name).first().waitFor({ state: 'visible' });
    });
    await step('characters, a character\'s actions open', async () => {
      await page.getByRole('button', { name: /^More for / }).first().click();
    });
    await step('characters, choosing the rules of a new one', async () => {
      await page.goto(baseURL);
      await page.getByText(fighter.name).first().waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'New character' }).click();
      await page.getByRole('button', { name: 'Cancel' }).waitFor({ state: 'visible' });
    });
    await step('help', () => goHash(page, baseURL, '#/help', /help/i));
    for (const e of await catalogEntries()) {
      await step(`help/${e.id}`, () => goHash(page, baseURL, `#/help/${encodeURIComponent(e.id)}`, e.name));
    }
  }
  if (round) await roundScreens();
  if (systems) await systemScreens();
  if (gmSystems) await gmScreens(false);
  if (gmFight) await gmScreens(true);
  const known = /^#\/?$|^#\/?(c\/|gm|help)|^#main$/;
  for (const href of [...links].filter((l) => !known.test(l)).sort()) {
    await step(href.replace(/^#\/?/, '').replace(/[0-9a-f]{16,}/g, '<id>'), async () => {
      await page.goto(new URL(href, baseURL).href);
      await page.locator('main h1, main h2').first().waitFor({ state: 'visible' });
    });
  }
  return { names, failures };

  // The first demo of every other rule system: its Round tab (odds, declaration, reaction
  // card) and its rolled result, whose forms and odds differ from Spelljammer's.
  async function systemScreens() {
    const { ruleset } = await import('./app.mjs');
    for (const e of await catalogEntries()) {
      if (e.id === 'spelljammer') continue;
      const demo = (await ruleset(e.id)).demos[0];
      if (!demo) continue;
      await step(`${e.id} round`, async () => {
        await page.goto(baseURL);
        await openCharacter(page, demo.name);
        // Open the folds (all odds, the rest of the declaration, the "Attacked?" card) so they are checked too.
        await openFolds(shownPanel(page));
      });
      await step(`${e.id} result`, async () => { await rollRound(page); });
    }
  }

  // The GM screen with a round of each rule system (two demos' codes pasted; the zones turn
  // board for 'turns'), with the form for the GM's own monsters open; with `fight`, that monster
  // added and fighting (a hit applied, another attack's hit panel, a member's heal, its code).
  async function gmScreens(fight) {
    const { rolledCode } = await import('../gm-table.e2e.mjs');
    for (const e of await catalogEntries()) {
      const setUp = async () => {
        await page.goto(new URL('#/gm', baseURL).href);
        await openGm(page);
        // A fresh encounter each time: the monsters of the system before stay otherwise.
        const fresh = page.getByRole('button', { name: 'New encounter…' });
        if (await fresh.count()) { await openEncounter(page); await fresh.click(); await page.getByRole('button', { name: 'Yes, clear everything' }).click(); }
        const next = page.getByRole('button', { name: 'Next round' });
        if (await next.isEnabled()) await next.click();
        await chooseSystem(page, e.id);
        const paste = (await pasteBox(page));
        for (const [i, name] of ['Ada', 'Bo'].entries()) {
          const code = await rolledCode(e.id, name, i + 1, i);
          await paste.fill(code.payload);
          await page.getByRole('button', { name: 'Add', exact: true }).click();
          await waitFor(async () => (await page.locator('main').innerText()).includes(`Took ${name}'s round`), `Expected ${name}'s ${e.id} code to be taken`);
        }
        // The compact rows with one of them opened, and the folded list of characters opened, are checked too.
        const row = page.locator('.gm-item-btn').first();
        if (await row.count() && (await row.getAttribute('aria-expanded')) !== 'true') await row.click();
        const people = page.locator('details.gm-people-fold:not([open]) > summary');
        if (await people.count()) await people.click();
        const monster = page.getByRole('button', { name: 'Add a monster or NPC' });
        if (await monster.count()) await monster.click();
      };
      if (!fight) { await step(`gm ${e.id}`, setUp); continue; }
      // A ready monster fighting: its members' health, a hit applied, another attack's hit panel, a member's heal and clear, its code.
      await step(`gm ${e.id}, a monster fighting`, async () => {
        await setUp();
        await page.getByRole('button', { name: /^(Add and roll|Add to the board)$/ }).click();
        await page.locator('.gm-member').first().waitFor({ state: 'visible' });
        // A player's attack is hit onto the monster from its opened row.
        const attackOf = (who) => rowButton(page, new RegExp(`^(Apply|Resolve) ${who}: `), who);
        const ada = await attackOf('Ada');
        if (!ada) throw new Error(`Expected an attack of Ada's in the ${e.id} order to hit the monster with`);
        await ada.click();
        await page.locator('.gm-hit-btn:not([disabled])').first().click();
        await page.getByRole('heading', { name: 'Hits and changes' }).waitFor({ state: 'visible' });
        await page.getByRole('button', { name: /^Heal or clear / }).first().click();
        // Another attack's hit panel left open (Bo may cast a spell instead: then one of Ada's).
        const another = (await attackOf('Bo')) ?? (await attackOf('Ada'));
        if (another) await another.click();
      });
      // The monster's own row opened, with the code of its round for the player it attacks.
      await step(`gm ${e.id}, a monster's code`, async () => {
        const button = await rowButton(page, /^Code of /);
        if (!button) throw new Error(`Expected a monster's row in the ${e.id} order with the code of its round`);
        await button.click();
        await page.locator('.gm-code img').first().waitFor({ state: 'visible' });
      });
    }
  }

  async function roundScreens() {
    await step('round', async () => {
      await page.goto(baseURL);
      await openCharacter(page, fighter.name);
      await waitFor(async () => /%/.test(await page.locator('main').innerText()), 'Expected odds on the Round tab');
      await openFolds(shownPanel(page));
    });
    await step('result', async () => { ({ payload } = await rollRound(page)); });
    await step('sheet', async () => {
      await tab(page, 'Sheet').click();
      const about = page.locator('details.pl-help > summary');
      if (await about.count()) await about.first().click();
    });
    await step('history', async () => {
      await tab(page, 'History').click();
      const first = page.locator('details.pl-history-item > summary').first();
      await first.waitFor({ state: 'visible' });
      if (!(await first.evaluate((s) => s.parentElement.open))) await first.click();
    });
    await step('gm', async () => {
      if (!payload) throw new Error('no rolled round to add');
      await openGm(page);
      await (await pasteBox(page)).fill(payload);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText(fighter.name).first().waitFor({ state: 'visible' });
    });
  }
}

/** Turns the high-contrast display on through the help page's switch, as a user does. */
export async function turnOnHighContrast(page, baseURL) {
  await goHash(page, baseURL, '#/help', /help/i);
  const sw = page.getByRole('checkbox', { name: /high contrast/i });
  if (!(await sw.isChecked())) await sw.check();
  await waitFor(() => page.evaluate(() => document.documentElement.dataset.contrast === 'more'), 'Expected the page in high contrast after turning the switch on');
  // The choice is written to IndexedDB a moment after the switch; a reload before the write has
  // committed is a race of the test, not of a person, so wait for the stored record.
  await waitFor(() => page.evaluate(() => new Promise((resolve) => {
    const open = indexedDB.open('rollcall');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('meta')) { db.close(); resolve(false); return; }
      const get = db.transaction('meta').objectStore('meta').get('display');
      get.onsuccess = () => { db.close(); resolve(get.result?.highContrast === true); };
      get.onerror = () => { db.close(); resolve(false); };
    };
  })), 'Expected the high-contrast choice to be stored in IndexedDB');
}
