/**
 * A player's first visit: the demo characters are there; the fighter's Round tab shows live
 * odds that follow the declaration; Roll gives a result card with each attack's initiative,
 * phase, roll against need and damage; the QR shown reads back as the payload, and the payload
 * decodes to the round on the card. The mage's card shows its spell and when it goes off.
 */
import assert from 'node:assert/strict';
import { decodeRound, escapeRe, openCharacter, percentages, rollRound, ruleset, shownPanel, spelljammerDemos, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { readQr } from './lib/qr.mjs';

/** A <select> in `scope` with an option like /run/i: the movement declaration. */
async function movementSelect(scope) {
  const selects = scope.getByRole('combobox');
  for (let i = 0; i < (await selects.count()); i++) {
    const labels = await selects.nth(i).locator('option').allInnerTexts();
    if (labels.some((l) => /run/i.test(l))) return { select: selects.nth(i), labels };
  }
  throw new Error('Expected a select on the Round tab with a "run and attack" option');
}

export default async function playerRoll({ page, baseURL }) {
  const { fighter, mage } = await spelljammerDemos();
  const requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(baseURL);
  for (const demo of [fighter, mage]) {
    await page.getByText(demo.name).first().waitFor({ state: 'visible' }).catch(() => {
      throw new Error(`Expected the demo character "${demo.name}" in the list on first visit`);
    });
  }

  await openCharacter(page, fighter.name);
  await tab(page, 'Round').click();
  const panel = shownPanel(page);
  const before = await waitFor(async () => { const p = await percentages(panel); return p.length ? p : null; },
    'Expected live odds (a "%" figure) on the Round tab');

  const { select, labels } = await movementSelect(panel);
  const current = await select.evaluate((s) => s.selectedOptions[0]?.textContent ?? '');
  const target = labels.find((l) => /run/i.test(l) && l !== current) ?? labels.find((l) => l !== current);
  await select.selectOption({ label: target });
  await waitFor(async () => (await percentages(panel)).join(' ') !== before.join(' '),
    `Expected the odds to change after choosing "${target}" (were ${before.join(' ')})`);

  const { card, qr, payload, cardText } = await rollRound(page);

  const read = await readQr(page, qr);
  assert.ok(read, 'The QR code shown on the result card could not be read (jsQR found no code in the screenshot)');
  assert.equal(read, payload, 'The QR code reads differently from its data-payload');
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await readQr(page, qr), payload, 'In dark mode the QR code shown cannot be read');
  await page.emulateMedia({ colorScheme: 'light' });

  const round = await decodeRound(payload);
  assert.equal(round.rulesetId, 'spelljammer');
  assert.equal(round.character, fighter.name, 'The payload names another character than the one rolled');
  const attacks = round.entries.filter((e) => e.kind === 'attack');
  assert.ok(attacks.length >= 1, 'Expected at least one attack in the rolled round');

  const phases = (await ruleset('spelljammer')).phases;
  const number = (n) => new RegExp(`(^|[^0-9])0?${Math.abs(n)}(?![0-9])`);
  for (const e of attacks) {
    const where = `attack "${e.label}"`;
    assert.match(cardText, new RegExp(escapeRe(e.label), 'i'), `The card does not show ${where}`);
    assert.ok(e.timing, `The payload's ${where} has no initiative`);
    assert.match(cardText, number(e.timing.total), `The card does not show the initiative ${e.timing.total} of ${where}`);
    const phase = phases.find((p) => p.id === e.timing.phase);
    assert.ok(phase, `The payload's ${where} has phase "${e.timing.phase}", which is not a Spelljammer phase`);
    assert.match(cardText, new RegExp(escapeRe(phase.label), 'i'), `The card does not show the phase "${phase.label}" of ${where}`);
    if (e.timing.lost) continue;
    assert.ok(e.check, `The payload's ${where} has no roll`);
    assert.match(cardText, number(e.check.face), `The card does not show the d100 roll ${e.check.face} of ${where}`);
    if (e.check.need !== null) assert.match(cardText, number(e.check.need), `The card does not show the need ${e.check.need} of ${where}`);
    assert.match(cardText, new RegExp(escapeRe(e.check.label), 'i'), `The card does not show the outcome "${e.check.label}" of ${where}`);
    if (e.damage) assert.match(cardText, number(e.damage.total), `The card does not show the damage ${e.damage.total} of ${where}`);
  }
  assert.match(cardText, /need/i, 'The card does not say "need" anywhere');
  assert.ok(await card.isVisible());

  // The mage casts: the card shows each spell and the phase it goes off in.
  await page.goto(baseURL);
  await openCharacter(page, mage.name);
  const cast = await rollRound(page);
  const mageRound = await decodeRound(cast.payload);
  assert.equal(mageRound.character, mage.name);
  const spells = mageRound.entries.filter((e) => e.kind === 'spell');
  assert.ok(spells.length >= 1, `Expected the demo mage "${mage.name}" to cast a spell in its demo round`);
  for (const e of spells) {
    assert.match(cast.cardText, new RegExp(escapeRe(e.label), 'i'), `The card does not show the spell "${e.label}"`);
    const phase = phases.find((p) => p.id === e.timing?.phase);
    if (phase) assert.match(cast.cardText, new RegExp(escapeRe(phase.label), 'i'), `The card does not show the phase "${phase.label}" of the spell "${e.label}"`);
  }

  const scanner = requested.filter((p) => /scanner|qr-scanner|worker/i.test(p));
  assert.deepEqual(scanner, [], 'The player screens loaded the QR scanner code, which only the GM camera needs');
}
