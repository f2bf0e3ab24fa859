/**
 * A backup exported and imported: a renamed demo with a rolled round is saved to a file (the
 * file the app hands to the download, taken as it is made: downloads are not reachable
 * through either driver), deleted, and brought back by importing that file through the file
 * picker, with its round.
 */
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { spelljammerDemos } from '../e2e/lib/app.mjs';
import { listed, openCharacter, rollRound } from './lib/app.mjs';

export default async function backup({ page, baseURL, tmp }) {
  const { fighter } = await spelljammerDemos();
  const name = 'Vera Backup';
  await page.goto(baseURL);
  await page.click('button', `More for ${fighter.name}`);
  await page.click('button', 'Rename');
  await page.fill(`New name for ${fighter.name}`, name);
  await page.click('button', 'Save name');
  await listed(page, name);
  await openCharacter(page, name);
  await rollRound(page);
  await page.click('tab', 'History');
  const history = await page.text('[role=tabpanel]:not([hidden])');

  await page.goto(`${baseURL}#/backup`);
  await page.evaluate(() => {
    window.__files = [];
    const make = URL.createObjectURL;
    URL.createObjectURL = (blob) => { window.__files.push(blob); return make.call(URL, blob); };
  });
  await page.click('button', 'Save file');
  const file = await page.waitFor(async () => {
    const blob = window.__files.at(-1);
    return blob && { name: blob.name, text: await blob.text() };
  }, null, 'Pressed "Save file", but the app made no file');
  assert.match(file.name, /^rollcall-backup-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(file.text);
  assert.ok(data.characters.some((c) => c.character.data.name === name && c.history.length === 1), `Expected the backup to hold "${name}" with one rolled round`);
  const path = join(tmp, file.name);
  await writeFile(path, file.text);

  await page.goto(baseURL);
  await openCharacter(page, name);
  await page.click('tab', 'Sheet');
  await page.click('button', 'Delete character');
  await page.waitText(`Deleted ${name}`);

  await page.goto(`${baseURL}#/backup`);
  await page.setFile('Backup file (.json)', path);
  const preview = await page.find('list', 'What will be imported');
  assert.ok(preview);
  await page.waitText(new RegExp(`New\\s*${name}[^]*1 rolled round`));
  await page.click('button', /^Import \d+ characters?$/);
  await page.waitText(/Imported \d+ characters? and 1 rolled round\./);

  await page.goto(baseURL);
  await listed(page, name);
  await openCharacter(page, name);
  await page.click('tab', 'History');
  await page.waitFor((before) => document.querySelector('[role=tabpanel]:not([hidden])')?.innerText === before, history,
    'Expected the History tab after the import to show the same round as before the backup');
}
