/**
 * A verified table on the GM's phone in this engine (Firefox ESR; WebKitGTK, Safari's engine):
 * the check runs in the GM's own worker with Web Crypto, or on the page when the worker cannot
 * start. A phone joins (its join code and rounds made in Node by the app's own code), a genuine
 * round reads "verified", an edited one "code altered", and the next round, rolled from a raised
 * PROT, says "PROT 4 -> 6 since its first round" under "Sheet changes"; refused, it is marked
 * so, and the character's card opens the sheet it was rolled from, read-only.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import '../e2e/lib/app.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

export const timeout = 120_000;

/** The round code the GM's page shows, once it is not `last`. */
function roundCode(page, last) {
  return page.waitFor((last) => {
    const t = document.querySelector('[role=img][aria-label^="Round code: "]')?.textContent?.trim();
    return t && t !== last ? t : null;
  }, last, 'Expected a new round code on the GM\'s page');
}

/** Pastes `text` and waits for the GM's message to say `expected`; returns the message. */
async function paste(page, text, expected) {
  // The Paste panel opens by itself only on an empty round.
  if (!(await page.has('textbox', 'Paste shared text'))) await page.click('button', 'Paste');
  await page.fill('Paste shared text', text);
  await page.click('button', 'Add');
  return page.waitText(expected, { selector: '#gm-paste-said', timeout: 30_000 });
}

export default async function verified({ page, baseURL, log }) {
  const { phone, rollWith } = await import(here('../gm/verified-fixtures.ts'));
  const { joinCodeOf } = await import(here('../../src/verify/evening.ts'));
  const { encodeResult } = await import(here('../../src/share/payload.ts'));

  await page.goto(`${baseURL}#/gm`);
  await page.click('checkbox', 'Verified rolls');
  const code1 = await roundCode(page, '');
  const ana = await phone('Ana', 1);
  await paste(page, joinCodeOf(ana), 'Joined: Ana.');

  // A genuine round: verified (checked in the worker, or on the page where it cannot start).
  const first = await rollWith(ana, code1, 'Ana', Date.now());
  await paste(page, first.payload, 'Took Ana\'s round: verified.');
  const worker = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/worker\//.test(e.name)));
  log(`genuine round verified (the check's worker ${worker ? 'loaded' : 'did not load: checked on the page'})`);

  // An edited code from a second phone: altered.
  const bo = await phone('Bo', 2);
  await paste(page, joinCodeOf(bo), 'Joined: Bo.');
  const { result } = await rollWith(bo, code1, 'Bo', Date.now());
  const i = result.entries.findIndex((e) => e.check);
  const edited = { ...result, entries: result.entries.map((e, k) => (k === i ? { ...e, check: { ...e.check, need: e.check.need + 25 } } : e)) };
  await paste(page, await encodeResult(edited), 'Not verified: code altered');
  log('edited round refused');

  // The next round from a raised PROT: one line under "Sheet changes"; refused, marked so.
  await page.click('button', 'Next round');
  const code2 = await roundCode(page, code1);
  const second = await rollWith(first.evening, code2, 'Ana', Date.now(), 'spelljammer', { prot: 6 });
  const line = 'PROT 4 -> 6 since its first round';
  await paste(page, second.payload, `Rolled from another sheet: ${line}.`);
  await page.waitText(`Ana: ${line}.`, { selector: '.gm-sheet-changes' });
  await page.click('button', 'Refuse the round', { within: '.gm-sheet-changes' });
  await page.waitText('Not verified: sheet refused');

  // The card opens the sheet the round was rolled from.
  await page.evaluate(() => { for (const d of document.querySelectorAll('details.gm-people-fold, .gm-person details.gm-round-sheet')) d.open = true; });
  const prot = await page.waitFor(() => {
    const row = [...document.querySelectorAll('.gm-person .gm-round-sheet .gm-sheet-rows > div')].find((d) => d.querySelector('dt')?.textContent.trim() === 'PROT');
    return row?.querySelector('dd')?.textContent.trim() ?? null;
  }, null, 'Expected the card\'s sheet to show PROT', { timeout: 20_000 });
  assert.equal(prot, '6', 'The card\'s sheet does not show the PROT the round was rolled from');
  assert.equal(await page.evaluate(() => document.querySelectorAll('.gm-round-sheet input, .gm-round-sheet select, .gm-round-sheet textarea').length), 0, 'The round\'s sheet is not read-only');
}
