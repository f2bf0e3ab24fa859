/**
 * A player's round and the GM's countdown, as the browser tests of each system drive them:
 * tick a declaration box (the odds follow), roll and read the QR back, and wait until the GM's
 * order shows the round with its needs, damage and phases.
 */
import assert from 'node:assert/strict';
import { decodeRound, escapeRe, openCharacter, openFolds, percentages, rollRound, ruleset, shownPanel, tab, openRow } from './app.mjs';
import { waitFor } from './poll.mjs';
import { readQr } from './qr.mjs';

/** Ticks the checkbox labelled `label` on the Round tab and waits for the live odds to change. */
export async function declare(page, label) {
  await tab(page, 'Round').click();
  const panel = shownPanel(page);
  // Most declaration fields fold away under "More of this round"; the full odds fold too.
  await openFolds(panel);
  const before = await waitFor(async () => { const p = await percentages(panel); return p.length ? p : null; },
    'Expected live odds (a "%" figure) on the Round tab');
  const box = page.getByRole('switch', { name: label }).or(page.getByRole('checkbox', { name: label })).first();
  // The switch's drawn track lies over the (transparent) input, so the click goes through the label.
  await box.check({ force: true }).catch((e) => { throw new Error(`Expected a switch or checkbox "${label}" on the Round tab: ${e.message.split('\n')[0]}`); });
  await waitFor(async () => (await percentages(panel)).join(' ') !== before.join(' '),
    `Expected the odds to change after ticking "${label}" (were ${before.join(' ')})`);
}

/** Declares, rolls and returns the round decoded from the QR the player shows (read from its image). */
export async function playerRound(page, baseURL, name, checkbox, rulesetId) {
  await page.goto(baseURL);
  await openCharacter(page, name);
  await declare(page, checkbox);
  const { qr, payload, cardText } = await rollRound(page);
  assert.equal(await readQr(page, qr), payload, `${name}: the QR code shown reads differently from its data-payload`);
  const round = await decodeRound(payload);
  assert.equal(round.rulesetId, rulesetId, `${name}: the payload is for ${round.rulesetId}`);
  assert.equal(round.character, name);
  for (const e of round.entries.filter((x) => x.kind === 'attack')) {
    assert.match(cardText, new RegExp(escapeRe(e.label), 'i'), `${name}'s card does not show "${e.label}"`);
  }
  return { payload, round };
}

/** Waits until the GM screen shows `round`'s character and attacks, with needs, damage and phases. */
export async function expectCountdown(page, round, how) {
  const main = page.locator('main');
  const attacks = round.entries.filter((e) => e.kind === 'attack');
  assert.ok(attacks.length > 0, `${round.character}'s round has no attack to look for`);
  await waitFor(async () => {
    const text = await main.innerText();
    return text.includes(round.character) && attacks.every((e) => new RegExp(escapeRe(e.label), 'i').test(text));
  }, `Expected the GM countdown to show ${round.character}'s attacks after ${how}`, { timeout: 30_000 });
  const text = await main.innerText();
  const phases = (await ruleset(round.rulesetId)).phases;
  for (const e of attacks) {
    const where = `"${e.label}" after ${how}`;
    const phase = phases.find((p) => p.id === e.timing?.phase);
    if (phase) assert.match(text, new RegExp(escapeRe(phase.label), 'i'), `The GM countdown does not mark the phase "${phase.label}" of ${where}`);
    if (e.timing && !e.timing.lost) assert.match(text, new RegExp(`(^|[^0-9-])${e.timing.order[0]}(?![0-9])`), `The GM countdown does not show when ${where} acts (${e.timing.order[0]})`);
    // The need line and the damage are in the attack's row, opened with a tap.
    const row = await openRow(page, e.label, round.character);
    const rowText = await row.innerText();
    if (e.summary) assert.ok(rowText.includes(e.summary), `The GM countdown does not show the need line "${e.summary}" of ${where}`);
    if (e.damage) assert.match(rowText, new RegExp(`(^|[^0-9])${e.damage.total}(?![0-9])`), `The GM countdown does not show the damage ${e.damage.total} of ${where}`);
  }
  return text;
}

