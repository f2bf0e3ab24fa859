/**
 * The phone runs out of room: every IndexedDB write throws QuotaExceededError (as a full
 * disk does). Saving the sheet says so in one sentence (an alert) and keeps the edited value in
 * the form; nothing is half-written (the database is byte-identical). Taking a hit shows the
 * stored hit points again once the write fails, with an alert. Rolling still works from the
 * sheet in memory, with an alert that the round was not stored. With room again, Save works.
 * The GM on a full disk: a monster added says the round is not saved and why (no room left),
 * the round stays on screen marked unsaved with Retry, and Retry with room again saves it, so
 * a reload keeps the monster.
 */
import assert from 'node:assert/strict';
import { chooseSystem, openCharacter, openGm, rollRound, spelljammerDemos, tab } from './lib/app.mjs';
import { dumpIdb } from './lib/storage.mjs';

/** Installed before the app: writes fail while window.__quotaFull is true. */
function fakeFullDisk() {
  for (const name of ['put', 'add']) {
    const real = IDBObjectStore.prototype[name];
    IDBObjectStore.prototype[name] = function (...args) {
      if (window.__quotaFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return real.apply(this, args);
    };
  }
}

export default async function storageQuota({ page, baseURL }) {
  await page.addInitScript(fakeFullDisk);
  const { fighter } = await spelljammerDemos();
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  await tab(page, 'Sheet').click();
  const nameBox = page.getByLabel('Name', { exact: true }).first();
  await nameBox.fill(`${fighter.name} the Bold`);
  const before = await dumpIdb(page);

  await page.evaluate(() => { window.__quotaFull = true; });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const status = page.getByRole('alert').filter({ hasText: /no room left/ });
  await status.waitFor().catch(() => { throw new Error('Expected Save on a full disk to say the phone has no room left'); });
  assert.match(await status.innerText(), /nothing was saved.*Your changes are kept here/s);
  assert.equal(await nameBox.inputValue(), `${fighter.name} the Bold`, 'The edited name should stay in the form after a failed save');
  assert.equal(await dumpIdb(page), before, 'A failed save must leave the database byte-identical');

  // A hit taken on a full disk: the strip shows the stored hit points again, with an alert.
  await tab(page, 'Round').click();
  const hpNow = page.locator('.pl-strip-toggle');
  const hpBefore = await hpNow.innerText();
  await page.getByRole('button', { name: 'Take a hit' }).click();
  await page.getByLabel('Damage', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Apply the hit' }).click();
  const hpAlert = page.getByRole('alert').filter({ hasText: /Not saved: the hit was put back/ });
  await hpAlert.waitFor().catch(() => { throw new Error('Expected an alert that the hit was not saved'); });
  assert.match(await hpAlert.innerText(), /no room left/);
  assert.equal(await hpNow.innerText(), hpBefore, 'After a failed write the hit points shown must be the stored ones again');
  assert.equal(await dumpIdb(page), before, 'A failed hit must leave the database byte-identical');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  // The round rolls from the saved sheet only: the unsaved name is undone first.
  await tab(page, 'Sheet').click();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();

  const { cardText } = await rollRound(page);
  assert.ok(cardText.length > 0, 'Rolling should still work on a full disk');
  await page.getByText(/no room left/).first().waitFor().catch(() => { throw new Error('Expected a notice that the rolled round could not be stored'); });
  assert.equal(await dumpIdb(page), before, 'A roll on a full disk must leave the database byte-identical');

  await page.evaluate(() => { window.__quotaFull = false; });
  await tab(page, 'Sheet').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /^\s*Saved\b/ }).first().waitFor()
    .catch(() => { throw new Error('With room again, Save should say "Saved."'); });

  // The GM on a full disk.
  await page.evaluate(() => { window.__quotaFull = true; });
  await openGm(page);
  await chooseSystem(page, 'spelljammer');
  await page.getByRole('button', { name: 'Add a monster or NPC' }).click();
  await page.getByLabel('Start from').selectOption('ready:0');
  await page.getByRole('button', { name: 'Add and roll' }).click();
  const unsaved = page.locator('.gm-unsaved');
  await unsaved.waitFor().catch(() => { throw new Error('Expected the GM screen to say the round is not saved on a full disk'); });
  assert.match(await unsaved.innerText(), /not saved on this device\.[^]*no room left/, 'The GM\'s unsaved round should name the cause');
  assert.equal(await page.locator('.gm-cb').count(), 1, 'The monster should stay on screen while unsaved');
  await page.evaluate(() => { window.__quotaFull = false; });
  await unsaved.getByRole('button', { name: /^Retry/ }).click();
  await unsaved.waitFor({ state: 'hidden' }).catch(() => { throw new Error('Expected Retry with room again to save the round'); });
  await page.reload();
  await page.locator('.gm-cb').first().waitFor().catch(() => { throw new Error('After Retry and a reload, the GM\'s monster is gone'); });
}
