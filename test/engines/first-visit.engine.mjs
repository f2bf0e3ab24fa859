/**
 * A first visit in this engine: the demos are listed under their rule systems, axe finds no
 * violation on the list, a sheet edit (current HP) is saved and still there after a reload
 * (IndexedDB), and the Round tab passes axe too.
 */
import assert from 'node:assert/strict';
import { escapeRe, ruleset, spelljammerDemos } from '../e2e/lib/app.mjs';
import { catalogEntries } from '../e2e/lib/a11y.mjs';
import { axeProblems, keepScreenshot, listed, openCharacter } from './lib/app.mjs';
import { until } from './lib/page.mjs';

/** The Spelljammer sheet's current-HP number field, from its schema. */
async function hpField() {
  const fields = (await ruleset('spelljammer')).sheetSchema.fields.filter((f) => f.kind === 'number');
  const field = fields.find((f) => /current/i.test(`${f.key} ${f.label}`) && /hp|hit/i.test(`${f.key} ${f.label}`));
  if (!field) throw new Error(`Expected a current-HP number field in the Spelljammer sheet schema, found: ${fields.map((f) => f.label).join(', ')}`);
  return field;
}

export default async function firstVisit({ page, baseURL }) {
  const { fighter } = await spelljammerDemos();
  await page.goto(baseURL);
  for (const e of await catalogEntries()) {
    const demo = (await ruleset(e.id)).demos[0];
    await listed(page, demo.name);
    await page.find('heading', e.name);
  }
  await keepScreenshot(page, 'list');
  assert.deepEqual(await axeProblems(page), [], 'axe violations on the character list');

  const field = await hpField();
  await openCharacter(page, fighter.name);
  assert.deepEqual(await axeProblems(page), [], 'axe violations on the Round tab');
  await page.click('tab', 'Sheet');
  const input = await page.find('textbox', field.label);
  const old = Number(await page.driver.runOn(input, String((el) => el.value), null));
  const value = old > field.min + 3 ? old - 3 : Math.min(field.max, old + 3);
  assert.notEqual(value, old);
  await page.fill(field.label, String(value));
  await page.click('button', 'Save');
  await page.waitFor(() => [...document.querySelectorAll('[role=status]')].some((s) => /^\s*Saved\b/.test(s.textContent)), null, 'Pressed "Save", but no status said "Saved"');

  // Reload once the service worker controls the page, as a phone does after its first visit:
  // Firefox's WebDriver BiDi sometimes loses the reloaded page (its load event, then script
  // calls time out) when the worker finishes installing and claims the page mid-reload.
  await page.waitFor(() => !!navigator.serviceWorker?.controller, null, 'Expected the service worker to control the page before the reload', { timeout: 30_000 });
  await page.reload();
  // The reloaded page shows the character again (its address is the character's); were it the
  // list instead, the character is opened from there. Whichever comes first, without waiting
  // out the other.
  const fighterLink = new RegExp(`^${escapeRe(fighter.name)}(\\s|$)`);
  const shown = await until(async () => ((await page.has('tab', 'Sheet')) ? 'character' : (await page.has('link', fighterLink)) ? 'list' : null),
    `Expected ${fighter.name}'s sheet or the character list after a reload`, { timeout: 20_000 });
  if (shown === 'list') await openCharacter(page, fighter.name);
  await page.click('tab', 'Sheet');
  await page.find('textbox', field.label);
  await page.waitFor((label) => {
    const el = [...document.querySelectorAll('input')].find((i) => [...(i.labels ?? [])].some((l) => l.textContent.trim() === label));
    return el && Number(el.value);
  }, field.label, `Expected "${field.label}" after a reload`).then((now) => {
    assert.equal(now, value, `Expected "${field.label}" to still be ${value} after a reload (was ${old} before the edit)`);
  });
}
