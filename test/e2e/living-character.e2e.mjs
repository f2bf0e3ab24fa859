/**
 * The living character, in every rule system that keeps a lasting state, at 360x780 with one
 * thumb: the strip on the Round tab shows health; "Take a hit" with typed damage lowers it and
 * says what happened, with Undo bringing it back exactly and "Undone" shown and announced, on
 * the Round tab and, after a reload, from History; a hit read from another round's text
 * code lists its attacks; the state survives a reload and shows in History; Next round after
 * a roll is stored as a round passing; a character knocked down gets no attack to roll. The
 * open hit form passes axe with no violations and 48 px targets, light and dark.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { applyTypedHit, openCharacter, rollRound, ruleset, shownPanel, stripHealth, tab } from './lib/app.mjs';
import { axeProblems, catalogEntries, smallTargets } from './lib/a11y.mjs';
import { waitFor } from './lib/poll.mjs';

/** Five systems, each control that appears in place of another waiting its moment (src/ui/common/settle.ts): more than the default minute on a busy machine. */
export const timeout = 150_000;

/** Applies a typed hit of `damage` and waits until it is stored (its line and Undo show). */
async function typedHit(page, damage) {
  await applyTypedHit(page, damage);
  await page.getByText('Hit taken:').waitFor({ state: 'visible' });
  await waitFor(() => page.getByRole('button', { name: 'Undo', exact: true }).isEnabled(), 'Expected Undo once the hit is stored');
}

/** Waits for the undo's line on the screen and in the app's live region ("Undone: hit taken."). */
async function undoneSaid(page, where) {
  await shownPanel(page).getByText('Undone: hit taken.', { exact: true }).waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => { throw new Error(`${where}: expected the line "Undone: hit taken." after Undo`); });
  await waitFor(async () => (await page.getByTestId('announcer').innerText()) === 'Undone: hit taken.' || null, `${where}: expected "Undone: hit taken." announced (the app's live region)`, { timeout: 10_000 });
}

export default async function livingCharacter({ page, baseURL, log }) {
  await page.setViewportSize({ width: 360, height: 780 });
  const { defaults } = await import(fileURLToPath(new URL('../../src/engine/schema.ts', import.meta.url)));
  const problems = [];
  let systems = 0;
  for (const { id } of await catalogEntries()) {
    const rs = await ruleset(id);
    if (!rs.state) { log(`${id}: keeps no lasting state yet, skipped`); continue; }
    systems++;
    // A demo whose declared round has an attack, so being knocked down visibly takes it away.
    const demo = rs.demos.find((d) => attacks(rs, d, defaults)) ?? rs.demos[0];
    const say = (p) => { if (p) problems.push(`[${id} ${demo.name}] ${p}`); };
    await page.goto(baseURL);
    await openCharacter(page, demo.name);
    await page.locator('.pl-strip-toggle').waitFor({ state: 'visible' });
    const full = await stripHealth(page);

    // A typed hit lowers health and says so; Undo brings it back.
    await typedHit(page, 3);
    const hurt = await stripHealth(page);
    if (!(hurt < full)) say(`3 damage with no armour left health at ${hurt} (was ${full})`);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await waitFor(async () => (await stripHealth(page)) === full || null, `Expected Undo to bring health back to ${full}`).catch((e) => say(e.message));
    await undoneSaid(page, 'Round tab').catch((e) => say(e.message));

    // Kept across a reload, and listed in History.
    await typedHit(page, 3);
    await page.reload();
    await page.locator('.pl-strip-toggle').waitFor({ state: 'visible' });
    if ((await stripHealth(page)) !== hurt) say(`after a reload health reads ${await stripHealth(page)}, expected ${hurt}`);
    await tab(page, 'History').click();
    if (!(await shownPanel(page).getByText(/Hit taken/).first().isVisible())) say('History does not list the hit taken');

    // After leaving (the reload above), the latest change is undone from History, and says so.
    await shownPanel(page).getByRole('button', { name: /^Undo: Hit taken/ }).click();
    await undoneSaid(page, 'History').catch((e) => say(e.message));
    await tab(page, 'Round').click();
    if ((await stripHealth(page)) !== full) say(`Undo from History after a reload left health at ${await stripHealth(page)}, expected ${full}`);
    await page.reload();
    await page.locator('.pl-strip-toggle').waitFor({ state: 'visible' });
    if ((await stripHealth(page)) !== full) say(`Undo from History, then a reload: health ${await stripHealth(page)}, expected ${full}`);

    // The character's own round read as a hit is refused with a sentence: it does not take its own attacks.
    const { payload } = await rollRound(page);
    await shownPanel(page).getByRole('button', { name: 'Next round', exact: true }).click();
    await tab(page, 'History').click();
    await waitFor(async () => (await shownPanel(page).getByText(/Round passed/).count()) > 0 || null, 'Expected Next round to be stored as "Round passed"').catch((e) => say(e.message));
    await tab(page, 'Round').click();
    await page.getByRole('button', { name: 'Take a hit' }).click();
    await page.getByText('Paste the code, or pick a picture of it').click();
    await page.getByLabel("The attacker's code or link", { exact: true }).fill(payload);
    await page.getByRole('button', { name: 'Read the code' }).click();
    const own = page.getByText(/own round: a character does not take its own attacks/);
    if (!(await own.waitFor({ state: 'visible', timeout: 5000 }).then(() => true, () => false))) say('reading the character\'s own round gave no sentence refusing it');

    // A code of another system, and a cut-off code: a clear message, and health stays.
    const before = await stripHealth(page);
    for (const [code, expected] of [[await foreignCode(id), /this character plays/], [payload.slice(0, 40), /./]]) {
      await page.getByLabel("The attacker's code or link", { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Read the code' }).click();
      // The refusal of the code before may still show for a moment: wait for this code's own sentence.
      const msg = page.locator('.pl-hit .alert-bad').first();
      let shown = '';
      await waitFor(async () => {
        shown = await msg.isVisible() ? await msg.innerText() : '';
        return expected.test(shown) || null;
      }, '', { timeout: 5000 }).catch(() => {});
      if (!expected.test(shown)) say(`the code "${code.slice(0, 24)}…" gave "${shown}" instead of a message matching ${expected}`);
      if ((await stripHealth(page)) !== before) say(`reading a bad code changed health from ${before} to ${await stripHealth(page)}`);
    }

    // Accessibility of the open hit form, light and dark.
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const p of await axeProblems(page)) say(`${scheme}: ${p}`);
      for (const p of await smallTargets(page)) say(`${scheme}: ${p}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    // Knocked down: no attack left to roll.
    await typedHit(page, 999);
    const strip = await page.locator('.pl-strip').innerText();
    const down = await page.locator('.pl-down').isVisible();
    if (!down) say(`999 damage shows no "down" line on the strip ("${strip.replace(/\s+/g, ' ')}")`);
    const needs = await page.locator('.pl-need-list').count() ? await page.locator('.pl-need-list').innerText() : '';
    if (/need /i.test(needs)) say(`a character who is down still has attacks to roll: "${needs.replace(/\s+/g, ' ')}"`);
    log(`${id}: health ${full} -> ${hurt}, down: ${down}`);
  }
  assert.ok(systems >= 1, 'Expected at least one rule system with a lasting state');
  assert.deepEqual(problems, [], `The living character:\n${problems.join('\n')}`);
}

/** The text code of a round rolled by the first demo of a system other than `id`. */
async function foreignCode(id) {
  const { encodeResult } = await import(fileURLToPath(new URL('../../src/share/payload.ts', import.meta.url)));
  const { defaults } = await import(fileURLToPath(new URL('../../src/engine/schema.ts', import.meta.url)));
  const { seededDice } = await import(fileURLToPath(new URL('../../src/engine/dice.ts', import.meta.url)));
  const other = await ruleset(id === 'bcb-d20' ? 'crit-table-d20' : 'bcb-d20');
  const d = other.demos[0];
  const input = { sheet: d.sheet, declaration: { ...defaults(other.declarationSchema(d.sheet).fields), ...(d.declaration ?? {}) }, options: defaults(other.optionsSchema.fields) };
  return encodeResult(other.roll(other.plan(input), seededDice(4), Date.now(), input));
}

/** Whether demo `d` declares a round with an attack in it (planned with the default table options). */
function attacks(rs, d, defaults) {
  const declaration = { ...defaults(rs.declarationSchema(d.sheet).fields), ...(d.declaration ?? {}) };
  return rs.plan({ sheet: d.sheet, declaration, options: defaults(rs.optionsSchema.fields) }).actions.some((a) => a.kind === 'attack');
}
