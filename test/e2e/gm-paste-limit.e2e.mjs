/**
 * A huge paste in the GM's "Paste shared text" box (a megabyte of text) is refused at once
 * with one sentence saying how long a code can be: the box stays empty and the page answers
 * (a round pasted next is taken as usual).
 */
import assert from 'node:assert/strict';
import { openGm, pasteBox } from './lib/app.mjs';

/** Pastes `text` into the focused box as the clipboard would, and resolves whether the page let it in. */
function pasteInto(page, text) {
  return page.locator('#gm-paste').evaluate((box, text) => {
    box.focus();
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const e = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    return box.dispatchEvent(e);
  }, text);
}

export default async function gmPasteLimit({ page, baseURL }) {
  await page.goto(baseURL);
  await openGm(page);
  const box = (await pasteBox(page));
  await box.waitFor();
  const allowed = await pasteInto(page, 'x'.repeat(1 << 20));
  assert.equal(allowed, false, 'A megabyte pasted into the GM\'s box must be refused before it goes in');
  const status = page.getByRole('status').filter({ hasText: /too long to be a Rollcall code/ });
  await status.waitFor({ timeout: 5_000 }).catch(() => { throw new Error('Expected the GM page to say at once that the pasted text is too long'); });
  assert.match(await status.innerText(), /at most 20,000 characters, but this is 1,048,576/);
  assert.equal(await box.inputValue(), '', 'Nothing of the refused paste should stay in the box');
  assert.equal(await pasteInto(page, 'RCJ1:short'), true, 'A short paste must still go in');
  assert.equal(await box.getAttribute('maxlength'), '20000', 'Typing or dropping text is capped at the same length');
}
