/**
 * Hostile input at the import and QR boundaries never changes the store: a file that is not
 * JSON, one from a newer version, and one whose characters are all broken (10 MB name, NaN
 * time, prototype-pollution keys, 1e400 HP) are refused with a sentence and the database is
 * byte-identical; a hostile QR code is refused the same way. A name made of markup is a name
 * like any other: imported, it shows as text and no element is made from it.
 */
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dumpIdb, listed } from './lib/storage.mjs';

const rec = (id, data, extra = {}) => ({ character: { v: 2, rulesetId: 'spelljammer', id, data, updatedAt: 1, createdAt: 1, archived: false, ...extra } });

export default async function backupHostile({ page, baseURL, tmp }) {
  await page.goto(baseURL);
  await page.getByRole('button', { name: /^More for / }).first().waitFor();
  await page.goto(`${baseURL}#/backup`);
  const before = await dumpIdb(page);
  const input = page.getByLabel('Backup file (.json)');
  const refused = async (fileName, content, message) => {
    const file = join(tmp, fileName);
    await writeFile(file, content);
    await input.setInputFiles(file);
    await page.getByRole('status').filter({ hasText: message }).waitFor()
      .catch(() => { throw new Error(`Expected ${fileName} to be refused with ${message}`); });
    assert.equal(await page.getByRole('list', { name: 'What will be imported' }).count(), 0, `${fileName}: nothing should be offered for import`);
    assert.equal(await dumpIdb(page), before, `${fileName}: the database must stay byte-identical`);
  };
  await refused('not-json.json', '{"format":"rollcall-backup", <script>alert(1)</script>', /not JSON\. Nothing was imported|is not JSON/);
  await refused('newer.json', JSON.stringify({ format: 'rollcall-backup', v: 99, exportedAt: 0, characters: [] }), /newer version of Rollcall/);
  await refused('proto.json', '{"__proto__":{"polluted":true},"format":"rollcall-backup","v":1,"exportedAt":0,"characters":"all"}', /Not a Rollcall backup: at characters/);

  const broken = `{"format":"rollcall-backup","v":1,"exportedAt":0,"characters":[
    ${JSON.stringify(rec('h1', { name: 'x'.repeat(10_000_000) }))},
    ${JSON.stringify(rec('h2', { name: 'NaN time' }, { updatedAt: 'NaN' }))},
    ${JSON.stringify(rec('h3', { name: 'Big', currentHp: 1 })).replace('"currentHp":1', '"currentHp":1e400')},
    {"character":{"__proto__":{"isAdmin":true},"v":2,"rulesetId":"spelljammer","id":"h4","updatedAt":1,"createdAt":1,"archived":false}}
  ]}`;
  const file = join(tmp, 'broken.json');
  await writeFile(file, broken);
  await input.setInputFiles(file);
  const preview = page.getByRole('list', { name: 'What will be imported' });
  await preview.waitFor();
  const text = await preview.innerText();
  assert.equal((text.match(/Not imported/g) ?? []).length, 4, `Expected all four broken characters to be "Not imported", got: ${text.slice(0, 400)}`);
  assert.equal(await page.getByRole('button', { name: 'Nothing to import' }).isDisabled(), true);
  assert.equal(await page.evaluate(() => ({}).polluted ?? ({}).isAdmin ?? null), null, 'No prototype may be polluted');
  await page.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await dumpIdb(page), before, 'A refused import must leave the database byte-identical');

  // A hostile QR code at the receive screen.
  await page.goto(`${baseURL}#/backup/receive`);
  await page.getByLabel("Or paste the codes' text").fill('RCT1:1/1:0000000:<img src=x onerror=alert(1)>');
  await page.getByRole('button', { name: 'Read pasted text' }).click();
  await page.getByRole('alert').first().waitFor();
  assert.equal(await dumpIdb(page), before, 'A refused QR code must leave the database byte-identical');

  // Markup in a valid name is only text.
  const markup = '<img src=x onerror="window.__owned=1">';
  const ok = join(tmp, 'markup.json');
  await writeFile(ok, JSON.stringify({ format: 'rollcall-backup', v: 1, exportedAt: 0, characters: [rec('m1', { name: markup })] }));
  await page.goto(`${baseURL}#/backup`);
  await input.setInputFiles(ok);
  await page.getByRole('button', { name: 'Import 1 character' }).click();
  await page.getByRole('status').filter({ hasText: /^Imported 1 character\.$/ }).waitFor();
  await page.goto(baseURL);
  await listed(page, markup);
  assert.equal(await page.evaluate(() => window.__owned ?? null), null, 'Markup in a name must never run');
  assert.equal(await page.locator('main img[src="x"]').count(), 0, 'Markup in a name must not become an element');
}
