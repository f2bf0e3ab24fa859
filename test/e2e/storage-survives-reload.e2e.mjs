/**
 * What the player stores stays: an edited sheet value (current HP), a rolled round and a new
 * character made from the sheet form are still there after a reload (IndexedDB).
 */
import assert from 'node:assert/strict';
import { decodeRound, escapeRe, openCharacter, rollRound, ruleset, shownPanel, spelljammerDemos, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';

/** The sheet's current-HP number field, from the ruleset's sheet schema. */
async function hpField() {
  const fields = (await ruleset('spelljammer')).sheetSchema.fields.filter((f) => f.kind === 'number');
  const field = fields.find((f) => /current/i.test(`${f.key} ${f.label}`) && /hp|hit/i.test(`${f.key} ${f.label}`))
    ?? fields.find((f) => /^hp$|hit points/i.test(f.key) || /\bHP\b|hit points/i.test(f.label));
  if (!field) throw new Error(`Expected a current-HP number field in the Spelljammer sheet schema, found: ${fields.map((f) => f.label).join(', ')}`);
  return field;
}

/**
 * Presses "Save" and waits for the status line to say "Saved." (not "Unsaved changes.", which
 * also contains "saved" and is already showing after an edit: matching it let the test leave
 * the page while the write was still in flight).
 */
async function save(page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /^\s*Saved\b/ }).first().waitFor({ state: 'visible' }).catch(() => {
    throw new Error('Pressed "Save", but no status line said "Saved"');
  });
}

export default async function storageSurvivesReload({ page, baseURL }) {
  const { fighter } = await spelljammerDemos();
  const field = await hpField();
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);

  await tab(page, 'Sheet').click();
  const input = page.getByLabel(field.label, { exact: true }).first();
  await input.waitFor({ state: 'visible' }).catch(() => { throw new Error(`Expected a control labelled "${field.label}" on the Sheet tab`); });
  const old = Number(await input.inputValue());
  const value = old > field.min + 3 ? old - 3 : Math.min(field.max, old + 3);
  assert.notEqual(value, old);
  await input.fill(String(value));
  await save(page);

  const { payload } = await rollRound(page);
  const rolled = await decodeRound(payload);
  const characterUrl = page.url();

  await page.reload();
  if (page.url() !== characterUrl || !(await tab(page, 'Sheet').isVisible())) {
    await page.goto(baseURL);
    await openCharacter(page, fighter.name);
  }
  await tab(page, 'Sheet').click();
  const after = page.getByLabel(field.label, { exact: true }).first();
  await waitFor(async () => Number(await after.inputValue()) === value,
    `Expected "${field.label}" to still be ${value} after a reload (was ${old} before the edit)`);

  await tab(page, 'History').click();
  const first = rolled.entries.find((e) => e.check) ?? rolled.entries[0];
  assert.ok(first, 'The rolled round has no entries to look for in History');
  const panel = shownPanel(page);
  await waitFor(async () => new RegExp(escapeRe(first.label), 'i').test(await panel.innerText()),
    `Expected the History tab to list the round rolled before the reload (with "${first.label}")`);

  await newCharacterSurvives(page, baseURL);
}

/** "New character" -> the ruleset -> the generated sheet form: name it, Save, reload, it is listed. */
export async function newCharacterSurvives(page, baseURL) {
  const rs = await ruleset('spelljammer');
  const nameField = rs.sheetSchema.fields.find((f) => f.key === 'name') ?? rs.sheetSchema.fields[0];
  await page.goto(baseURL);
  await page.getByRole('button', { name: 'New character', exact: true }).click();
  await page.getByRole('button', { name: rs.name, exact: true }).click().catch((e) => {
    throw new Error(`After "New character", expected a button "${rs.name}" to choose the rules: ${e.message.split('\n')[0]}`);
  });
  await tab(page, 'Sheet').click();
  const name = 'Vera Quickhand';
  await page.getByLabel(nameField.label, { exact: true }).first().fill(name);
  await save(page);
  await page.goto(baseURL);
  await page.reload();
  await page.getByRole('link', { name: new RegExp(escapeRe(name)) }).or(page.getByRole('button', { name: new RegExp(escapeRe(name)) }))
    .first().waitFor({ state: 'visible' }).catch(() => {
      throw new Error(`Expected the new character "${name}" in the list after a reload`);
    });
}
