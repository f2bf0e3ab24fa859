/**
 * A character moves to another phone by QR codes: on phone A, a demo is renamed and sent by
 * QR (several codes, "Code i of n"); phone B (another browser profile) reads the codes (their
 * text, as the camera would give it, in a shuffled order with one repeated and one code of
 * another kind), shows "k of n codes read", previews the character and saves it. The codes'
 * QR images are checked to carry the same text (decoded with jsQR).
 */
import assert from 'node:assert/strict';
import { escapeRe, openCharacter, spelljammerDemos, tab } from './lib/app.mjs';
import { readQr } from './lib/qr.mjs';
import { listed, moreFor } from './lib/storage.mjs';

export default async function backupQrTransfer({ page, baseURL, launch }) {
  const { mage } = await spelljammerDemos();
  const name = 'Quill Traveller';
  await page.goto(baseURL);
  await moreFor(page, mage.name);
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByLabel(`New name for ${mage.name}`).fill(name);
  await page.getByRole('button', { name: 'Save name' }).click();
  await listed(page, name);
  await moreFor(page, name);
  await page.getByRole('link', { name: 'Send by QR' }).click();
  await page.getByRole('heading', { name: `Send ${name} by QR` }).waitFor();
  await page.getByRole('button', { name: 'Pause' }).click();

  const caption = page.locator('figcaption', { hasText: /^Code \d+ of \d+$/ });
  const n = Number((await caption.innerText()).match(/of (\d+)/)[1]);
  assert.ok(n >= 3, `Expected a character to need three codes or more (the damaged-code step below needs one left over), got ${n}`);
  const codes = [];
  for (let i = 1; i <= n; i++) {
    assert.equal(await caption.innerText(), `Code ${i} of ${n}`);
    const img = page.getByRole('img', { name: `QR code ${i} of ${n} for moving ${name}` });
    const text = await img.getAttribute('data-payload');
    assert.equal(await readQr(page, img), text, `QR image ${i} should carry its code's text`);
    codes.push(text);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  assert.equal(await caption.innerText(), `Code 1 of ${n}`, 'Next after the last code goes back to the first');

  const other = await launch();
  const b = other.pages()[0] ?? (await other.newPage());
  await b.goto(`${baseURL}#/backup/receive`);
  const box = b.getByLabel("Or paste the codes' text");
  const read = async (texts) => { await box.fill(texts.join('\n')); await b.getByRole('button', { name: 'Read pasted text' }).click(); };
  await read([codes[n - 1], codes[n - 1]]);
  await b.getByRole('status').filter({ hasText: `1 of ${n} codes read` }).waitFor();
  await read(['RC1:not-a-character']);
  await b.getByRole('alert').filter({ hasText: 'the code of a rolled round' }).waitFor()
    .catch(() => { throw new Error('Expected a round\'s code to be refused with a sentence'); });
  await b.getByRole('status').filter({ hasText: `1 of ${n} codes read` }).waitFor();
  // A damaged code pasted before a good one: the good one counts, and the damaged one is still named.
  const damaged = codes[0].slice(0, -1) + (codes[0].endsWith('0') ? '1' : '0');
  await read([damaged, codes[0]]);
  await b.getByRole('status').filter({ hasText: `2 of ${n} codes read` }).waitFor();
  await b.getByRole('alert').filter({ hasText: `Code 1 of ${n} is cut short or damaged` }).waitFor()
    .catch(() => { throw new Error('Expected the damaged code to stay reported after a good code pasted with it'); });
  await read(codes.slice(0, n - 1).reverse());
  const preview = b.getByRole('list', { name: 'What will be imported' });
  await preview.waitFor();
  assert.match(await preview.innerText(), new RegExp(`New\\s*${escapeRe(name)}`));
  await b.getByRole('button', { name: 'Save the character to this phone' }).click();
  await b.getByRole('status').filter({ hasText: /^Imported 1 character\.$/ }).waitFor();
  await b.getByRole('link', { name: 'Go to the characters' }).click();
  await openCharacter(b, name);
  await tab(b, 'Sheet').click();
  const sheetName = b.getByLabel('Name', { exact: true }).first();
  assert.equal(await sheetName.inputValue(), name, 'The moved character\'s sheet should open with its name');
}
