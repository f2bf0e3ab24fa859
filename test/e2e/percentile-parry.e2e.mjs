/**
 * A defender's phone reacts to an attacker's code. On the attacker's phone a
 * percentile-dex-rank character rolls until an attack gets through (success or special); the
 * defender's phone (another browser profile, a fake camera showing the attacker's QR code)
 * opens "Attacked? React to it", scans the code, picks the attack, and rolls the parry: the
 * card shows the parry roll and the Attack and Defense Matrix outcome, and the defender's own
 * round (its QR) names that outcome too. A pasted code of another rule system is refused.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { decodeRound, escapeRe, openCharacter, openFolds, resultCard, rollRound, ruleset, shownPanel, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { withCamera, writeQrVideo } from './lib/qr.mjs';

/** The demo that attacks in melee, and one that parries with a weapon in melee. */
async function demos() {
  const rs = await ruleset('percentile-dex-rank');
  const meleeAttacker = rs.demos.find((d) => String(d.declaration?.action ?? '').startsWith('attack')) ?? rs.demos[0];
  const defender = rs.demos.find((d) => d !== meleeAttacker && d.sheet.weapons?.length) ?? rs.demos[1];
  assert.ok(meleeAttacker && defender, 'Expected two percentile-dex-rank demo characters');
  return { rs, meleeAttacker, defender };
}

export default async function percentileParry({ page, baseURL, launch: launchMore, tmp }) {
  const { rs, meleeAttacker, defender } = await demos();
  await page.goto(baseURL);
  await openCharacter(page, meleeAttacker.name);

  // Roll until an attack gets through: that is what a defender can react to.
  let payload, round, hit;
  for (let i = 0; i < 40 && !hit; i++) {
    ({ payload } = await rollRound(page));
    round = await decodeRound(payload);
    hit = round.entries.find((e) => rs.reactTo(e, { rulesetId: round.rulesetId, character: round.character }));
  }
  assert.ok(hit, `${meleeAttacker.name} rolled 40 rounds without an attack a defender could react to`);
  assert.equal(round.rulesetId, 'percentile-dex-rank');

  // The defender's phone: a fake camera that shows the attacker's code.
  const video = join(tmp, 'attack.y4m');
  await writeQrVideo(video, payload);
  const phone = await launchMore(withCamera(video));
  const dp = phone.pages()[0] ?? (await phone.newPage());
  await dp.goto(baseURL);
  await openCharacter(dp, defender.name);
  await tab(dp, 'Round').click();
  await dp.getByText('Attacked? React to it').click();

  // A code of another system is refused with a sentence, and nothing is filled in.
  const sj = await ruleset('spelljammer');
  const { defaults, withDefaults } = await import('../../src/engine/schema.ts');
  const { seededDice } = await import('../../src/engine/dice.ts');
  const { encodeResult } = await import('../../src/share/payload.ts');
  const demo = sj.demos[0];
  const input = { sheet: demo.sheet, declaration: withDefaults(sj.declarationSchema(demo.sheet).fields, demo.declaration ?? {}).value, options: defaults(sj.optionsSchema.fields) };
  const other = sj.roll(sj.plan(input), seededDice(1), Date.now(), input);
  await dp.getByLabel("Or paste the attacker's code or link").fill(await encodeResult(other));
  await dp.getByRole('button', { name: 'Read the code' }).click();
  await dp.getByText(/this character plays Percentile with DEX rank/).waitFor({ state: 'visible' }).catch(() => {
    throw new Error('A Spelljammer code pasted on a percentile defender was not refused with a message naming the systems');
  });

  // Scan the real code with the camera, pick the attack.
  await dp.getByRole('button', { name: "Scan the attacker's code" }).click();
  const choice = dp.getByRole('button', { name: new RegExp(escapeRe(hit.label), 'i') });
  await choice.waitFor({ state: 'visible', timeout: 30_000 }).catch(() => {
    throw new Error(`Scanning ${meleeAttacker.name}'s code did not offer the attack "${hit.label}" to react to`);
  });
  await choice.click();
  await dp.getByText(/Your round is set to react to/).waitFor({ state: 'visible' });
  const action = dp.getByLabel('Action', { exact: true });
  assert.equal(await action.inputValue(), 'defend', 'Picking the attack did not set the declaration to defend');
  // The incoming level sits under "More of this round", drawn when the player opens it.
  await openFolds(shownPanel(dp));
  assert.equal(await dp.getByLabel('The attack rolled').inputValue(), hit.check.outcome, 'The incoming level is not the attacker\'s outcome');

  // Roll the reaction: the card shows the roll and the matrix outcome.
  const { payload: mine, cardText } = await rollRound(dp);
  const reaction = await decodeRound(mine);
  const entry = reaction.entries.find((e) => e.check);
  assert.ok(entry, 'The defender\'s round has no parry or dodge roll');
  assert.match(cardText, new RegExp(`(^|[^0-9])0?${entry.check.face}(?![0-9])`), `The card does not show the reaction roll ${entry.check.face}`);
  assert.match(cardText, new RegExp(escapeRe(entry.check.label), 'i'), `The card does not show the reaction's outcome "${entry.check.label}"`);
  const matrix = [...(entry.notes ?? []), ...reaction.notes].map((n) => `${n.label} ${n.text}`).join(' ');
  assert.ok(/parr|dodg|matrix|damage/i.test(cardText + matrix), 'Neither the card nor the shared round says what the parry or dodge did');
  await waitFor(async () => (await resultCard(dp).isVisible()) || null, 'The result card went away');
}
