/**
 * A backup file brings everything back: rename a demo, roll a round with it, save a backup of
 * all data, clear the site's data (as the browser's "Clear site data" does), import the file
 * with its preview, and the character and its rolled round are back.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeRe, openCharacter, rollRound, shownPanel, spelljammerDemos, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { clearSiteData, listed, moreFor } from './lib/storage.mjs';

export default async function backupRoundtrip({ page, baseURL, tmp }) {
  const { fighter, mage } = await spelljammerDemos();
  const name = 'Vera Backup';
  await page.goto(baseURL);
  await moreFor(page, fighter.name);
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByLabel(`New name for ${fighter.name}`).fill(name);
  await page.getByRole('button', { name: 'Save name' }).click();
  await listed(page, name, `Expected the renamed character "${name}" in the list`);

  await openCharacter(page, name);
  const { payload } = await rollRound(page);
  assert.ok(payload, 'Expected a rolled round with a QR payload');
  await tab(page, 'History').click();
  const before = await shownPanel(page).innerText();

  await page.goto(`${baseURL}#/backup`);
  const persist = page.locator('[data-persist]');
  await persist.and(page.locator(':not([data-persist="checking"])')).waitFor();
  assert.match(await persist.innerText(), /^(Kept|Not protected|This browser does not say)/, 'Expected the backup screen to say whether the browser keeps the data');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save file', exact: true }).click(),
  ]);
  const file = join(tmp, download.suggestedFilename());
  await download.saveAs(file);
  assert.match(download.suggestedFilename(), /^rollcall-backup-\d{4}-\d\d-\d\d\.json$/);
  const backup = JSON.parse(await readFile(file, 'utf8'));
  assert.equal(backup.format, 'rollcall-backup');
  assert.ok(backup.characters.some((c) => c.character.data.name === name && c.history.length === 1),
    'Expected the backup to hold the renamed character with its one rolled round');

  await clearSiteData(page, baseURL);
  await page.goto(baseURL);
  await page.reload();
  await listed(page, fighter.name, 'Expected the demos to be back after clearing site data (a first run)');
  assert.equal(await page.getByRole('link', { name: new RegExp(`^${escapeRe(name)}`) }).count(), 0, `"${name}" should be gone after clearing site data`);

  await page.goto(`${baseURL}#/backup`);
  await page.getByLabel('Backup file (.json)').setInputFiles(file);
  const preview = page.getByRole('list', { name: 'What will be imported' });
  await preview.waitFor();
  const text = await preview.innerText();
  assert.match(text, new RegExp(`New\\s*${escapeRe(name)}`), `Expected the preview to list "${name}" as new, got: ${text.slice(0, 300)}`);
  assert.match(text, /1 rolled round\b/);
  assert.match(text, new RegExp(`New\\s*${escapeRe(mage.name)}[^]*unchanged demo`), `Expected the preview to say the file's "${mage.name}" takes the place of the fresh demo, got: ${text.slice(0, 400)}`);
  await page.getByRole('button', { name: /^Import \d+ characters?$/ }).click();
  await page.getByRole('status').filter({ hasText: /^Imported \d+ characters? and 1 rolled round\.$/ }).waitFor()
    .catch(() => { throw new Error('Expected "Imported … and 1 rolled round." after importing'); });

  await page.goto(baseURL);
  await listed(page, name, `Expected "${name}" in the list after the import`);
  // The demos seeded again after clearing are the same as the file's: each is listed once.
  assert.equal(await page.getByRole('link', { name: new RegExp(`^${escapeRe(mage.name)}`) }).count(), 1,
    `Expected "${mage.name}" once in the list after importing a backup that holds it onto a freshly seeded phone`);
  await openCharacter(page, name);
  await tab(page, 'History').click();
  await waitFor(async () => (await shownPanel(page).innerText()) === before,
    'Expected the History tab after the import to show the same round as before the backup');
}
