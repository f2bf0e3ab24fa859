/**
 * A browser that refuses IndexedDB (private mode, blocked storage): the list says nothing
 * will be kept, still shows the demo characters (held in memory), and a character still rolls.
 * The backup screen says there is nothing to back up instead of failing.
 */
import assert from 'node:assert/strict';
import { openCharacter, rollRound, spelljammerDemos } from './lib/app.mjs';

export default async function storageUnavailable({ page, baseURL }) {
  await page.addInitScript(() => { Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }); });
  const { fighter } = await spelljammerDemos();
  await page.goto(baseURL);
  await page.getByText(/not letting Rollcall save/).first().waitFor()
    .catch(() => { throw new Error('Expected the list to say the browser is not letting Rollcall save'); });
  await openCharacter(page, fighter.name);
  const { cardText } = await rollRound(page);
  assert.ok(cardText.length > 0);
  await page.goto(`${baseURL}#/backup`);
  await page.getByText(/nothing here to back up/).waitFor()
    .catch(() => { throw new Error('Expected the backup screen to say there is nothing to back up'); });
}
