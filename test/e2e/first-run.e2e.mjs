/**
 * A first visit as a new player meets it: the start page's heading and "New character" are in
 * the page before any script runs; the demos come grouped under their rule system's name with
 * "New character" above them, and no rule system's rules are fetched to show them; backing out
 * of a new character leaves no empty entry; the "Ready offline" note sits clear of the header
 * and goes by itself.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { waitFor } from './lib/poll.mjs';

register();
const { catalog } = await import(fileURLToPath(new URL('../../src/rulesets/catalog.ts', import.meta.url)));

export default async function firstRun({ page, baseURL, log }) {
  // 1. Scripts blocked: the shell is still there, from the HTML and the stylesheet.
  await page.route('**/*.js', (r) => r.abort());
  await page.goto(baseURL);
  await page.getByRole('heading', { level: 1, name: 'Characters' }).waitFor({ state: 'visible' }).catch(() => {
    throw new Error('With scripts blocked, expected the start page to show its heading "Characters" from the HTML');
  });
  assert.ok(await page.getByRole('button', { name: 'New character' }).isVisible(), 'With scripts blocked, expected "New character" in the page');
  await page.unroute('**/*.js');

  // 2. The app: every request the page makes until the demos are listed.
  const requested = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.reload();
  const groups = page.locator('section.pl-group');
  await waitFor(async () => (await groups.count()) === catalog.length, `Expected one group per rule system (${catalog.length})`);
  const headings = await groups.locator('h2').allInnerTexts();
  assert.deepEqual(headings.map((h) => h.trim()), catalog.map((e) => e.name), 'Expected the groups headed by the systems\' names, in the catalog\'s order');
  for (const [i, e] of catalog.entries()) {
    const names = (await groups.nth(i).locator('.pl-char-name').allInnerTexts()).map((n) => n.trim());
    assert.deepEqual([...names].sort(), e.demos.map((d) => d.name).sort(), `Expected the ${e.name} demos under its heading`);
  }
  const newFirst = await page.evaluate(() => {
    const button = [...document.querySelectorAll('main button')].find((b) => b.textContent?.trim() === 'New character');
    const group = document.querySelector('section.pl-group');
    return !!button && !!group && !!(button.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  assert.ok(newFirst, 'Expected "New character" above the first group of characters');
  const rules = requested.filter((u) => catalog.some((e) => new RegExp(`/assets/${e.id}-[\\w-]+\\.js$`).test(u)));
  assert.deepEqual(rules, [], 'Expected no rule system\'s code fetched to list the demos');
  log(`${requested.filter((u) => u.endsWith('.js')).length} scripts fetched for the list, none of them rules`);

  // 3. The offline note: clear of the header, then gone by itself.
  const note = page.getByRole('status').filter({ hasText: 'Ready offline' });
  await note.waitFor({ state: 'visible', timeout: 30_000 }).catch(() => {
    throw new Error('Expected the note "Ready offline" once the service worker has cached the app');
  });
  const [noteBox, headerBox] = [await note.boundingBox(), await page.locator('header').boundingBox()];
  assert.ok(noteBox && headerBox && noteBox.y >= headerBox.y + headerBox.height, `Expected the note below the header, not over it (note at ${noteBox?.y}, header ends at ${headerBox && headerBox.y + headerBox.height})`);
  await note.waitFor({ state: 'hidden', timeout: 15_000 }).catch(() => {
    throw new Error('Expected the note "Ready offline" to go by itself');
  });

  // 4. New character, then back without keeping anything: no empty entry.
  const before = await page.locator('.pl-char-name').count();
  await page.getByRole('button', { name: 'New character' }).click();
  await page.getByRole('button', { name: catalog[0].name }).click();
  await page.getByRole('tab', { name: 'Sheet', exact: true }).waitFor({ state: 'visible' });
  await page.goBack();
  await groups.first().waitFor({ state: 'visible' });
  await waitFor(async () => (await page.locator('.pl-char-name').count()) === before,
    `Expected ${before} characters after backing out of a new character, with no empty entry left`);
  assert.equal(await page.getByText('New character', { exact: true }).and(page.locator('.pl-char-name')).count(), 0, 'Expected no "New character" entry in the list');
}
