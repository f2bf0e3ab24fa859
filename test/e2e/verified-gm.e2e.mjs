/**
 * The GM's side of a verified table: the GM turns on "Verified rolls" and reads the
 * round code off the screen; two players' phones (built in Node with src/verify, the same code
 * the app runs) show their join codes and a round rolled with that code, pasted by the GM. The
 * honest round is marked "Verified" on its entries, a round with one face changed "Not
 * verified: code altered" on that entry; the code's QR carries RCR1:<code>; everything survives a
 * reload, and "Next round" shows a new code. The screen in that state (QR shown) passes axe,
 * has no target under 48 px and no sideways scroll at 320 px, light and dark, and in high contrast.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { axeProblems, sidewaysScroll, smallTargets, turnOnHighContrast } from './lib/a11y.mjs';
import { openGm, pasteToGm as paste, openRow, orderItems } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/** The code shown large on the GM screen. */
async function roundCode(page) {
  const shown = page.getByRole('img', { name: /^Round code: / });
  await shown.waitFor({ state: 'visible' });
  const code = (await shown.innerText()).trim();
  assert.match(code, /^[0-9A-HJKMNP-TV-Z]{5}$/, `Expected a 5-character round code on the GM screen, but read "${code}"`);
  assert.equal(await shown.getAttribute('aria-label'), `Round code: ${[...code].join(', ')}`);
  return code;
}

export default async function ({ page, baseURL }) {
  const { phone, rollWith } = await import(here('../gm/verified-fixtures.ts'));
  const { joinCodeOf } = await import(here('../../src/verify/evening.ts'));
  const { encodeResult } = await import(here('../../src/share/payload.ts'));

  await page.goto(baseURL);
  await openGm(page);
  const on = page.getByRole('switch', { name: 'Verified rolls' });
  assert.equal(await on.isChecked(), false, 'Expected verified rolls to be off by default');
  assert.equal(await page.getByRole('img', { name: /^Round code: / }).count(), 0, 'Expected no round code while verified rolls are off');
  await on.check();
  const code = await roundCode(page);

  await page.getByRole('button', { name: 'Show code as QR' }).click();
  const qr = page.getByRole('img', { name: `QR code of the round code ${code}` });
  await qr.waitFor({ state: 'visible' });
  assert.equal(await qr.getAttribute('data-payload'), `RCR1:${code}`);
  const box = await qr.boundingBox();
  assert.ok(box && box.width >= 240, `Expected the round code's QR to be at least 240 px wide to scan across a table, but it is ${box?.width}`);

  const aria = await phone('Aria', 1);
  const bo = await phone('Bo', 2);
  await paste(page, joinCodeOf(aria), 'Joined: Aria.');
  await paste(page, joinCodeOf(bo), 'Joined: Bo.');
  const section = page.getByRole('region', { name: 'Verified table' });
  assert.match(await section.innerText(), /Phones joined \(2\)/i);

  const honest = await rollWith(aria, code, 'Aria', Date.now());
  await paste(page, honest.payload, 'Took Aria\'s round: verified.');

  const { result } = await rollWith(bo, code, 'Bo', Date.now());
  const given = result.entries.flatMap((x) => [...(x.timing?.faces ?? []), x.check?.face, ...(x.damage?.faces ?? [])]);
  const face = [...Array(100).keys()].map((i) => i + 1).find((f) => !given.includes(f));
  const e = result.entries[0];
  const tampered = { ...result, entries: [{ ...e, check: { ...e.check, face } }, ...result.entries.slice(1)] };
  await paste(page, await encodeResult(tampered), 'Took Bo\'s round. Not verified: code altered.');

  const order = page.getByRole('region', { name: 'Order of the round' });
  const expectMarks = async (when) => {
    let seen = [];
    try {
      await waitFor(async () => {
        // All rows' texts in one call: a call per row took seconds on a loaded machine.
        seen = await orderItems(page).allInnerTexts();
        const marks = {};
        for (const text of seen) {
          const who = /\b(Aria|Bo)\b/.exec(text)?.[1];
          if (who) (marks[who] ??= []).push(/Not verified: code altered/.test(text) ? 'faces' : /\bVerified\b/.test(text) ? 'verified' : 'none');
        }
        return marks.Aria?.length === 2 && marks.Aria.every((m) => m === 'verified')
          && marks.Bo?.length === 2 && marks.Bo.filter((m) => m === 'faces').length === 1 && marks.Bo.filter((m) => m === 'verified').length === 1;
      }, `Expected ${when}: Aria's two entries "Verified", Bo's tampered entry "Not verified: code altered" and the other "Verified"`);
    } catch (err) {
      throw new Error(`${err.message}\n  the order's rows read: ${JSON.stringify(seen)}`);
    }
  };
  await expectMarks('after pasting');
  // The label may be shortened (a verified code shortens labels to fit its QR), so only its end is matched.
  // The sentence of the tampered entry is in its row, opened.
  await openRow(page, /Bo.*Not verified: code altered/s);
  assert.match(await order.innerText(), new RegExp(`${e.label.slice(-1)}: the code shows face ${face}, not ${e.check.face}, which its declaration and dice do not give\\.`));

  await qr.waitFor({ state: 'visible' });
  const a11y = async (how) => {
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: 780 });
        const problems = [...(await axeProblems(page)), ...(await smallTargets(page)), ...(await sidewaysScroll(page))];
        assert.deepEqual(problems, [], `Expected no accessibility problem on the verified GM screen (${how}, ${scheme}, ${width} px)`);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 360, height: 780 });
  };
  await a11y('normal contrast');

  await page.reload();
  await page.getByRole('button', { name: 'Next round' }).waitFor({ state: 'visible' });
  assert.equal(await roundCode(page), code, 'Expected the same round code after a reload');
  await expectMarks('after a reload');

  await page.getByRole('button', { name: 'Next round' }).click();
  const next = await roundCode(page);
  assert.notEqual(next, code, 'Expected a new round code for the next round');
  await page.getByRole('button', { name: /^Undo: bring back round 1/ }).click();
  assert.equal(await roundCode(page), code, 'Expected Undo to bring back round 1\'s code');

  await turnOnHighContrast(page, baseURL);
  await page.goto(new URL('#/gm', baseURL).href);
  await roundCode(page);
  await expectMarks('in high contrast');
  await a11y('high contrast');
}
