/**
 * "Compare choices" on the Round tab: Sigrun (BCB +4 split +2/+2, against AC 15) opens the fold
 * and sees her declared round marked among the choices, best first; a tap on "BCB on the
 * attack: 4" takes it: the field shows 4, the need line shows the new chance and the marked row
 * the new figures, and the focus stays on it. Sylwen, whose target's AC is the GM's secret, is
 * told which AC the choices are read against. The open panel passes axe, 48 px targets and the
 * layout checks in the light, dark and high-contrast displays.
 */
import assert from 'node:assert/strict';
import { openCharacter, shownPanel } from './lib/app.mjs';
import { axeProblems, smallTargets } from './lib/a11y.mjs';
import { MODES, showMode } from './lib/a11y-pass.mjs';
import { layoutProblemsHere } from './lib/layout.mjs';
import { waitFor } from './lib/poll.mjs';

/** Opens the "Compare choices" fold of the shown Round tab and waits for its list. */
async function openCompare(page) {
  const panel = shownPanel(page);
  await panel.locator('summary', { hasText: 'Compare choices' }).click();
  const list = panel.getByRole('list', { name: 'Choices, best first' });
  await list.waitFor({ state: 'visible' });
  return list;
}

/** The marked row (the round as declared) of the list. */
const current = (list) => list.locator('[aria-current="true"]');

export default async function compareChoices({ page, baseURL }) {
  await page.setViewportSize({ width: 360, height: 780 });
  const problems = [];
  await page.goto(baseURL);
  await openCharacter(page, 'Sigrun');
  const list = await openCompare(page);

  // Best first, the declared round marked once, and what each row is worth in words.
  assert.equal(await current(list).count(), 1, 'Expected exactly one row marked as the round declared');
  assert.match(await current(list).innerText(), /Your round, as declared[\s\S]*3\.25 damage · 50% any hit · AC this round 18/);
  const first = list.getByRole('button').first();
  assert.match(await first.innerText(), /^BCB on the attack: 4\s+3\.9 damage · 60% any hit · AC this round 16$/);

  // In every display: no axe violation, 48 px rows, nothing sideways or broken.
  for (const mode of Object.keys(MODES)) {
    await showMode(page, mode);
    for (const p of [...(await axeProblems(page)), ...(await smallTargets(page))]) problems.push(`[${mode}] ${p}`);
  }
  await showMode(page, 'light');
  problems.push(...(await layoutProblemsHere(page, 'compare choices')));

  // One tap takes the choice, as setting the field would.
  await first.click();
  const field = shownPanel(page).locator('input#decl-bcbToHit');
  await waitFor(async () => (await field.inputValue()) === '4' || null, 'Expected the BCB on the attack field to show 4 after taking the choice');
  await waitFor(async () => /3\.9 damage · 60% any hit · AC this round 16/.test(await current(list).innerText()) || null, 'Expected the marked row to show the taken round: 3.9 damage, 60%, AC 16');
  const needs = await shownPanel(page).locator('.pl-need-list').innerText();
  assert.match(needs, /60%/, `Expected the need line to show the new 60% chance, got: ${needs}`);
  assert.match(needs, /16/, `Expected the round's AC 16 in the lines, got: ${needs}`);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'pl-cmp-now', 'Expected the focus on the round now declared');
  // The way back is a choice too.
  await list.getByRole('button', { name: /^BCB on the attack: 2\b/ }).waitFor({ state: 'visible' });

  // A target AC the GM keeps: the choices say which AC they are read against.
  await page.goto(baseURL);
  await openCharacter(page, 'Sylwen');
  await openCompare(page);
  const text = await shownPanel(page).locator('.pl-cmp').innerText();
  assert.match(text, /read against AC 16/, `Expected "read against AC 16" for a secret AC, got: ${text.slice(0, 200)}`);

  assert.deepEqual(problems, []);
}
