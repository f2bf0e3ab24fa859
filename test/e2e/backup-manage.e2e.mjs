/**
 * Managing characters from the list: duplicate ("<name> (copy)"), archive (listed under
 * "Archived", and back), and delete with undo, from the list and from the Sheet tab: Undo puts
 * the character back with its rolled round.
 */
import assert from 'node:assert/strict';
import { escapeRe, openCharacter, rollRound, shownPanel, spelljammerDemos, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { listed, moreFor } from './lib/storage.mjs';

export default async function backupManage({ page, baseURL }) {
  const { fighter, mage } = await spelljammerDemos();
  const link = (name) => page.getByRole('link', { name: new RegExp(`^${escapeRe(name)}(\\s|$)`) });
  await page.goto(baseURL);

  await moreFor(page, mage.name);
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await listed(page, `${mage.name} (copy)`, 'Expected a copy named "<name> (copy)" after Duplicate');

  await moreFor(page, `${mage.name} (copy)`);
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const archived = page.locator('details', { hasText: /^Archived \(1\)/ });
  await archived.waitFor();
  assert.equal(await link(`${mage.name} (copy)`).isVisible(), false, 'An archived character is out of the main list (inside the closed "Archived" group)');
  // Its "More" button is hidden in the closed group now: the keyboard focus goes to the group, not lost on the page.
  await waitFor(() => page.evaluate(() => document.activeElement?.tagName === 'SUMMARY' && /^Archived \(1\)/.test(document.activeElement.textContent ?? '')),
    'Expected the keyboard focus on the "Archived (1)" group after archiving');
  await archived.locator('summary').click();
  await moreFor(page, `${mage.name} (copy)`);
  await page.getByRole('button', { name: 'Unarchive', exact: true }).click();
  await waitFor(async () => (await archived.count()) === 0, 'Expected the "Archived" group to go once nothing is archived');

  await moreFor(page, `${mage.name} (copy)`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText(`Deleted ${mage.name} (copy) and their history.`).waitFor();
  // The message and the list are two renders: under load the message can come first.
  await waitFor(async () => (await link(`${mage.name} (copy)`).count()) === 0, 'Expected the deleted character out of the list');
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || '');
  await waitFor(async () => (await focused()) === 'Undo', 'Expected the keyboard focus on Undo after a deletion');
  await page.keyboard.press('Enter');
  await listed(page, `${mage.name} (copy)`, 'Expected Undo to bring the deleted character back');
  await waitFor(async () => (await focused()) === `More for ${mage.name} (copy)`, 'Expected the focus back on the restored character\'s "More" button');

  // From the Sheet tab, with a rolled round.
  await openCharacter(page, fighter.name);
  await rollRound(page);
  await tab(page, 'Sheet').click();
  await page.getByRole('button', { name: 'Delete character' }).click();
  await page.getByText(`Deleted ${fighter.name} and their history.`).waitFor()
    .catch(() => { throw new Error('Deleting from the Sheet tab should go to the list and offer Undo'); });
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await openCharacter(page, fighter.name);
  await tab(page, 'History').click();
  await waitFor(async () => /\d/.test(await shownPanel(page).innerText()) && !/no rounds/i.test(await shownPanel(page).innerText()),
    'Expected the rolled round back in History after Undo');

  // Unsaved Sheet edits, then a rename from the list: the edits come back with the new name.
  await tab(page, 'Sheet').click();
  const hp = page.getByLabel('Current HP', { exact: true }).first();
  await hp.fill('7');
  await waitFor(async () => (await page.evaluate(() => new Promise((done) => {
    const open = indexedDB.open('rollcall');
    open.onsuccess = () => {
      const db = open.result;
      const all = db.transaction('meta').objectStore('meta').getAllKeys();
      all.onsuccess = () => { db.close(); done(all.result.some((k) => String(k).startsWith('draft:'))); };
    };
  }))), 'Expected the unsaved sheet edit kept as a draft');
  await page.goto(baseURL);
  const renamed = `${fighter.name} Renamed`;
  await moreFor(page, fighter.name);
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByLabel(`New name for ${fighter.name}`).fill(renamed);
  await page.getByRole('button', { name: 'Save name' }).click();
  await listed(page, renamed);
  await openCharacter(page, renamed);
  await tab(page, 'Sheet').click();
  assert.equal(await page.getByLabel('Current HP', { exact: true }).first().inputValue(), '7', 'The unsaved edit should come back');
  assert.equal(await page.getByLabel('Name', { exact: true }).first().inputValue(), renamed, 'The draft brought back must not undo the rename');
}
