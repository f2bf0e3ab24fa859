/**
 * A round in every rule system: the first demo of each rolls, the result card shows, and its
 * QR code read back from a screenshot of the page is the app's own payload and decodes to
 * that character's round (the payload is checked by the app's decoder, src/share). axe finds
 * no violation on the result of each system.
 */
import assert from 'node:assert/strict';
import { decodeRound, ruleset } from '../e2e/lib/app.mjs';
import { catalogEntries } from '../e2e/lib/a11y.mjs';
import { axeProblems, keepScreenshot, listed, openCharacter, rollRound } from './lib/app.mjs';

export default async function rounds({ page, baseURL, log }) {
  const systems = [];
  for (const e of await catalogEntries()) {
    const demo = (await ruleset(e.id)).demos[0];
    await page.goto(baseURL);
    await listed(page, demo.name);
    await openCharacter(page, demo.name);
    const { payload, scanned } = await rollRound(page);
    assert.ok(scanned, `${e.id}: no QR code could be read from a screenshot of the result`);
    assert.equal(scanned, payload, `${e.id}: the QR code on screen does not say what its data-payload says`);
    const round = await decodeRound(scanned);
    assert.equal(round.character, demo.name, `${e.id}: the scanned round is not ${demo.name}'s`);
    await keepScreenshot(page, `round-${e.id}`);
    assert.deepEqual(await axeProblems(page), [], `${e.id}: axe violations on the result`);
    systems.push(e.id);
  }
  log(`rolled and scanned: ${systems.join(', ')}`);
}
