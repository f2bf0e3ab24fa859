/**
 * Two second tries at a verified round, on the GM's screen (issue A and B of the audit):
 * A: the player shows link j, then blanks the stored round code and rolls link j+1 for the same
 *    code; B: the player rolls again as "Ana" with an invisible U+FFF9 and a better sheet.
 * Each is one row in the order, the GM's message says "Re-roll", never "newer roll", the first
 * roll stays, and both show under "Re-rolls" with the second not verified (A) or held (B), and
 * what differs between the two rolls' inputs (A: nothing, other dice; B: the invisible
 * character named, and the better IM).
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { openGm, pasteToGm as paste } from './lib/app.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

export default async function verifiedLinksNames({ page, baseURL }) {
  const { phone, rollWith } = await import(here('../gm/verified-fixtures.ts'));
  const { joinCodeOf } = await import(here('../../src/verify/evening.ts'));

  await page.goto(baseURL);
  await openGm(page);
  await page.getByRole('switch', { name: 'Verified rolls' }).check();
  const code = (await page.getByRole('img', { name: /^Round code: / }).innerText()).trim();
  const ana = await phone('Ana', 1);
  const ned = await phone('Ned', 2);
  await paste(page, joinCodeOf(ana), 'Joined: Ana.');
  await paste(page, joinCodeOf(ned), 'Joined: Ned.');
  const t = Date.now();

  // A: link j, then link j+1 for the same code.
  const first = await rollWith(ana, code, 'Ana', t);
  await paste(page, first.payload, 'Took Ana\'s round: verified.');
  const next = await rollWith({ ...first.evening, code: '' }, code, 'Ana', t + 2000);
  assert.equal(next.result.proof.link, first.result.proof.link + 1);
  await paste(page, next.payload, 'Re-roll: Ana rolled this round again');
  const status = await page.getByRole('status').filter({ hasText: 'Re-roll' }).innerText();
  assert.doesNotMatch(status, /newer roll/, 'A second link for the same code must not read as a newer roll');
  const panel = page.getByRole('region', { name: 'Re-rolls' });
  await panel.waitFor();
  assert.match(await panel.innerText(), /First roll, .* \(kept\)/);
  assert.match(await panel.innerText(), /Not verified: re-roll/);
  // Another link, the same inputs: the panel says it is other dice, not another declaration.
  await panel.getByText('Rolled from the same sheet, declaration, table options and carried state.').waitFor({ state: 'visible' });
  assert.match(await panel.innerText(), /another round of the phone's chain: other dice, a second try at the round/);

  // B: "Ned" then "Ned" + U+FFF9 from a better sheet (IM 9): one row, a re-roll.
  const n1 = await rollWith(ned, code, 'Ned', t + 3000);
  await paste(page, n1.payload, 'Took Ned\'s round: verified.');
  const n2 = await rollWith(n1.evening, code, 'Ned\uFFF9', t + 4000, 'spelljammer', { im: 9 });
  await paste(page, n2.payload, 'Re-roll: Ned rolled this round again');
  assert.match(await panel.innerText(), /Ned/);
  await panel.getByText('Rolled from other inputs: Name Ned -> Ned [invisible U+FFF9], IM 2 -> 9.').waitFor({ state: 'visible' });

  // The order shows each character's first roll once: as many rows as its entries, not twice as many.
  const items = page.getByRole('list', { name: 'Order of the round' }).getByRole('listitem');
  const count = {};
  for (let i = 0; i < await items.count(); i++) {
    const who = /\b(Ana|Ned)\b/.exec(await items.nth(i).innerText())?.[1];
    if (who) count[who] = (count[who] ?? 0) + 1;
  }
  const entries = (r) => r.entries.filter((e) => !e.skipped).length;
  assert.deepEqual(count, { Ana: entries(first.result), Ned: entries(n1.result) }, 'One roll per character in the order');
}
