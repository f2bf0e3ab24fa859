/**
 * Two systems at one table, in separate GM rounds: a Spelljammer player and a bcb-d20 player
 * each change their declaration (the live odds follow), roll, and hand their QR code to the
 * GM. Round 1 takes the Spelljammer code (its QR text pasted); after "Next round" the GM
 * switches the system played and scans the d20 player's QR with a (fake) camera. Each time the
 * countdown shows that round's character with the entries, the need or AC line, the damage and
 * the phase of the count, and round 2 no longer shows round 1's character.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { decodeRound, escapeRe, openCharacter, openGm, percentages, rollRound, ruleset, shownPanel, spelljammerDemos, tab } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { readQr, writeQrVideo } from './lib/qr.mjs';

/** Ticks the checkbox labelled `label` on the Round tab and waits for the live odds to change. */
async function declare(page, label) {
  await tab(page, 'Round').click();
  const panel = shownPanel(page);
  const before = await waitFor(async () => { const p = await percentages(panel); return p.length ? p : null; },
    'Expected live odds (a "%" figure) on the Round tab');
  const box = page.getByRole('switch', { name: label }).or(page.getByRole('checkbox', { name: label })).first();
  // The switch's drawn track lies over the (transparent) input, so the click goes through the label.
  await box.check({ force: true }).catch((e) => { throw new Error(`Expected a switch or checkbox "${label}" on the Round tab: ${e.message.split('\n')[0]}`); });
  await waitFor(async () => (await percentages(panel)).join(' ') !== before.join(' '),
    `Expected the odds to change after ticking "${label}" (were ${before.join(' ')})`);
}

/** Declares, rolls and returns the round decoded from the QR the player shows (read from its image). */
async function playerRound(page, baseURL, name, checkbox, rulesetId) {
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
async function expectCountdown(page, round, how) {
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
    if (e.summary) assert.ok(text.includes(e.summary), `The GM countdown does not show the need line "${e.summary}" of ${where}`);
    if (e.damage) assert.match(text, new RegExp(`(^|[^0-9])${e.damage.total}(?![0-9])`), `The GM countdown does not show the damage ${e.damage.total} of ${where}`);
  }
  return text;
}

export default async function d20Round({ page, baseURL, launch, tmp }) {
  const { fighter } = await spelljammerDemos();
  const d20 = (await ruleset('bcb-d20')).demos[0];

  const sj = await playerRound(page, baseURL, fighter.name, 'Target stunned', 'spelljammer');
  const dd = await playerRound(page, baseURL, d20.name, 'Attacking from behind', 'bcb-d20');
  assert.ok(dd.round.entries.find((e) => e.kind === 'attack').summary.includes('AC'), 'The d20 need line names the AC');

  const video = join(tmp, 'd20.y4m');
  await writeQrVideo(video, dd.payload);
  const gm = await launch({
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    permissions: ['camera', 'clipboard-read', 'clipboard-write'],
  });
  const gmPage = gm.pages()[0] ?? (await gm.newPage());
  await gmPage.goto(baseURL);
  await openGm(gmPage);

  // Round 1: the Spelljammer player's QR text.
  await gmPage.getByRole('textbox', { name: 'Paste shared text' }).fill(sj.payload);
  await gmPage.getByRole('button', { name: 'Add', exact: true }).click();
  await expectCountdown(gmPage, sj.round, 'pasting the Spelljammer QR text in round 1');

  // Round 2: next round, the system switched to d20, the d20 player's QR scanned.
  await gmPage.getByRole('button', { name: 'Next round' }).click();
  const confirm = gmPage.getByRole('button', { name: /^clear and start/i });
  const firstLabel = sj.round.entries.find((e) => e.kind === 'attack').label;
  await waitFor(async () => {
    if (await confirm.isVisible()) await confirm.click();
    return !new RegExp(escapeRe(firstLabel), 'i').test(await gmPage.locator('main').innerText());
  }, 'Expected "Next round" to clear the Spelljammer round');
  const system = gmPage.getByRole('combobox', { name: 'System played' });
  await system.selectOption({ label: (await ruleset('bcb-d20')).name }).catch((e) => {
    throw new Error(`Expected a "System played" select offering "${d20.name}"'s system: ${e.message.split('\n')[0]}`);
  });
  await gmPage.getByRole('button', { name: 'Scan QR codes' }).click();
  const text = await expectCountdown(gmPage, dd.round, 'scanning the d20 QR in round 2');
  assert.ok(!text.includes(fighter.name), `Round 2 still shows ${fighter.name} from round 1`);
}
