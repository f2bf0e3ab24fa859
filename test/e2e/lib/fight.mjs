/**
 * A whole round of a fight at one table, in one system: two players' rounds are rolled with
 * the app's own rules (their target's defence left secret where the system allows it) and
 * scanned by the GM's camera; the GM adds two ready monsters, which roll whole rounds (rolling
 * them again asks first, and "Keep these rolls" keeps them); the GM
 * applies each player's first attack to a monster with one tap (a secret one resolved by the
 * monster's own DEF / AC); a monster's code, copied by Copy code, is read by a player's phone under "Take a hit";
 * Next round ticks and rolls the monsters again; a reload keeps their health and the fight's
 * log, and Undo in the log puts a monster's health back.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeRe, openCharacter, openFolds, openGm, rollRound, rowButton, tab } from './app.mjs';
import { waitFor } from './poll.mjs';
import { withCamera, writeQrVideo } from './qr.mjs';

const src = (p) => fileURLToPath(new URL(`../../../src/${p}`, import.meta.url));

/** The declaration key that holds the target's defence, left empty for a secret roll, per system that has one. */
const SECRET_KEY = { spelljammer: 'targetDef', 'bcb-d20': 'targetAc', 'crit-table-d20': 'targetAc' };

/** Demo `index` of `rulesetId` renamed `name`, rolled now with seeded dice (target defence secret where it can be). */
async function rolled(rulesetId, name, seed, index) {
  const { getRuleset } = await import(src('rulesets/index.ts'));
  const { seededDice } = await import(src('engine/dice.ts'));
  const { withDefaults, defaults } = await import(src('engine/schema.ts'));
  const { encodeResult } = await import(src('share/payload.ts'));
  const rs = getRuleset(rulesetId);
  // A demo that attacks: the first whose plan has an attack.
  const demos = [...rs.demos.slice(index), ...rs.demos.slice(0, index)];
  for (const demo of demos) {
    const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name }).value;
    const decl = withDefaults(rs.declarationSchema(sheet).fields, { ...(demo.declaration ?? {}), ...(SECRET_KEY[rulesetId] ? { [SECRET_KEY[rulesetId]]: null } : {}) }).value;
    const input = { sheet, declaration: decl, options: defaults(rs.optionsSchema.fields) };
    const plan = rs.plan(input);
    if (!plan.actions.some((a) => a.kind === 'attack')) continue;
    const result = rs.roll(plan, seededDice(seed), Date.now(), input);
    return { payload: await encodeResult(result), result, rs };
  }
  throw new Error(`Expected a ${rulesetId} demo character who attacks`);
}

const text = (page) => page.locator('main').innerText();

/** The members' health lines of the GM's monsters, as shown. */
const healthLines = (page) => page.locator('.gm-member-line p').allInnerTexts();

/**
 * Runs the table's round for `rulesetId`. `t` is the e2e runner's context.
 * @returns what it saw, for the caller's log
 */
export async function fightRound(rulesetId, { launch, tmp, baseURL, log }, { defend } = {}) {
  const players = [await rolled(rulesetId, 'Ash', 11, 0), await rolled(rulesetId, 'Birch', 23, 1)];
  const rs = players[0].rs;
  const secret = !!rs.monsters?.resolve;
  const video = join(tmp, 'players.y4m');
  await writeQrVideo(video, players.map((p) => p.payload), { frames: 12 });
  const gm = await launch(withCamera(video, ['clipboard-read', 'clipboard-write']));
  const page = gm.pages()[0] ?? (await gm.newPage());
  await page.goto(baseURL);
  await openGm(page);

  // The system, then two ready monsters, each rolled at once.
  await page.getByLabel('System played').selectOption(rulesetId);
  for (const i of [0, 1]) {
    await page.getByRole('button', { name: 'Add a monster or NPC' }).click();
    await page.getByLabel('Start from').selectOption(`ready:${i}`);
    await page.getByRole('button', { name: rs.order === 'turns' ? 'Add to the board' : 'Add and roll' }).click();
    await waitFor(async () => (await page.locator('.gm-cb').count()) === i + 1, `Expected monster ${i + 1} in the list`);
  }
  const monsterNames = rs.monsters.ready.slice(0, 2).map((m) => m.name);
  for (const n of monsterNames) assert.match(await text(page), new RegExp(n), `The GM screen does not show the ready monster ${n}`);
  const startHealth = await healthLines(page);
  assert.equal(startHealth.length, 2, `Expected two monsters' health lines, got ${JSON.stringify(startHealth)}`);

  // Rolling the monsters again asks first: "Keep these rolls" keeps them, "Yes" rolls again and says so.
  const when = () => page.locator('.gm-cb-line .num').allInnerTexts();
  const rolledFirst = await when();
  await page.getByRole('button', { name: /^Roll their (round|initiative) again/ }).click();
  const question = page.getByRole('group', { name: /^Roll every monster's (round|initiative) of this round again\?/ });
  await question.waitFor({ state: 'visible' }).catch(() => { throw new Error('Rolling the monsters again did not ask first'); });
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Yes, roll again', 'Expected the question\'s answer to take the focus');
  await question.getByRole('button', { name: 'Keep these rolls' }).click();
  await question.waitFor({ state: 'hidden' });
  assert.deepEqual(await when(), rolledFirst, '"Keep these rolls" changed the monsters\' rolls');
  await page.getByRole('button', { name: /^Roll their (round|initiative) again/ }).click();
  await question.getByRole('button', { name: 'Yes, roll again' }).click();
  await waitFor(async () => /Rolled the monsters' (rounds again|initiative)/.test(await page.locator('.gm-combatants').innerText()), 'Expected "Yes, roll again" to roll the monsters again and say so beside the button');

  // Both players' codes from the camera.
  await page.getByRole('button', { name: 'Scan QR codes' }).click();
  const ticks = page.getByRole('list', { name: 'Codes taken' });
  await waitFor(async () => (await ticks.getByRole('listitem').count()) === 2, 'Expected both players\' codes taken from the camera', { timeout: 40_000 });
  await page.getByRole('button', { name: 'Stop camera' }).click();

  // Each player's first attack applied to the first monster, with one tap on it.
  let resolvedByHand = 0;
  for (const p of players) {
    const who = p.result.character;
    // A natural 20 or 1 decides itself; any other roll against a secret defence waits for the GM.
    const first = p.result.entries.find((e) => e.kind === 'attack' && !e.skipped);
    // The attack's row opens on a tap; Hit or Resolve is inside it.
    const open = await rowButton(page, new RegExp(`^(Apply|Resolve) ${who}: ${escapeRe(first.label)} on a monster$`), who);
    if (!open) throw new Error(`Expected a Hit or Resolve button in the row of ${who}'s "${first.label}"`);
    const label = await open.innerText();
    const waits = secret && first?.check?.outcome === 'unknown';
    const want = waits ? 'Resolve on a monster' : 'Hit a monster';
    assert.equal(label, want, `${who}'s attack (outcome "${first?.check?.outcome}") should offer "${want}", not "${label}"`);
    await open.click();
    const panel = page.getByRole('group', { name: new RegExp(`^Apply ${who}: .* to a monster$`) });
    if (waits) {
      // A target without a stat line: the GM types its defence, and the resolution shows.
      await panel.getByLabel(new RegExp(`^Or a target's ${rs.terms.target}, typed$`)).fill('15');
      await waitFor(async () => (await panel.getByRole('status').innerText()).trim().length > 0, 'Expected a typed defence to resolve the secret roll');
      const said = await panel.getByRole('status').innerText();
      assert.match(said, /^(Hit|Miss|Critical|Grievous|Mighty|Natural|Fumble)/i, `A typed ${rs.terms.target} gave "${said}"`);
      resolvedByHand++;
      log(`${rulesetId}: ${who} against a typed ${rs.terms.target} 15: ${said}`);
      // Kept on the entry, where the GM reads it again; then the panel is opened again to apply it to a monster.
      await panel.getByRole('button', { name: 'Keep it on the entry' }).click();
      await waitFor(async () => (await text(page)).includes(`Your note: Against ${rs.terms.target} 15: `), 'Expected the typed resolution kept on the entry as a note');
      await open.click();
    }
    const target = panel.locator('.gm-hit-btn:not([disabled])').first();
    const preview = await target.innerText();
    await target.click();
    await waitFor(async () => (await page.locator('.gm-fight-line').filter({ hasText: who }).count()) > 0, `Expected the fight's log to list ${who}'s attack`);
    log(`${rulesetId}: ${who} → ${preview.replace(/\s+/g, ' ')}`);
  }
  assert.match(await page.locator('.gm-applied').first().innerText(), /^Applied: /, 'The row of an applied attack does not say where it went');
  if (secret) assert.ok(resolvedByHand > 0, `No player's attack waited for the GM's ${rs.terms.target}: the seeds give natural rolls only`);
  const afterHits = await healthLines(page);

  // A monster's code, read by a player's phone under "Take a hit".
  const code = await rowButton(page, /^Code of .*'s round for the player it attacks$/);
  if (!code) throw new Error('Expected a monster\'s row with the code of its round for the player it attacks');
  await code.click();
  const img = page.getByRole('img', { name: /round for the player's "Take a hit"$/ });
  const payload = await waitFor(() => img.getAttribute('data-payload'), 'Expected the monster\'s QR code with its payload');
  // Copy code beside Share: the text code alone, what the player's "Take a hit" reads.
  await page.locator('.gm-code').getByRole('button', { name: 'Copy code' }).click();
  await page.locator('.gm-code').getByRole('status').filter({ hasText: 'Code copied: send it to the player.' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), payload, 'Copy code did not copy the monster\'s code');
  const phone = await launch();
  const pp = phone.pages()[0] ?? (await phone.newPage());
  await pp.goto(baseURL);
  await openCharacter(pp, rs.demos[0].name);
  // A defended round: the player declares it before rolling, and the phone keeps it for the hits of the round.
  if (defend) {
    await tab(pp, 'Round').click();
    await pp.getByLabel(defend.field, { exact: true }).selectOption(defend.value);
  }
  // The player has rolled this round (their DEF / AC of the round resolves a monster's secret roll).
  const own = await rollRound(pp);
  if (defend) assert.match(own.cardText, defend.card, `The defended round's card does not show ${defend.card}`);
  await pp.getByRole('button', { name: 'Take a hit' }).click();
  await pp.getByText('Paste the code, or pick a picture of it').click();
  await pp.getByLabel("The attacker's code or link", { exact: true }).fill(payload);
  await pp.getByRole('button', { name: 'Read the code' }).click();
  const listed = pp.getByRole('group', { name: /attacks: which hit you\?/ });
  await listed.waitFor({ state: 'visible' }).catch(async () => { throw new Error(`The player's phone did not list the monster's attacks: ${(await pp.locator('main').innerText()).slice(0, 300)}`); });
  for (const box of await listed.getByRole('checkbox').all()) await box.check();
  await listed.getByRole('button', { name: /^Apply / }).click();
  await pp.getByRole('button', { name: /^Undo/ }).first().waitFor({ state: 'visible' }).catch(() => { throw new Error('The player\'s phone shows no change with Undo after taking the monster\'s hit'); });
  if (defend) {
    // Settled on the defender's phone: each attack rolled against the secret defence is compared with the defended figure, and the rule is named.
    const { decodePayload } = await import(src('share/payload.ts'));
    const decoded = await decodePayload(payload);
    assert.ok(decoded.ok, 'The monster\'s code does not decode');
    const secretRolls = decoded.value.entries.filter((e) => e.kind === 'attack' && e.check?.outcome === 'unknown').length;
    // What the last change did, with the rules it applied folded under it.
    const last = pp.locator('.pl-last');
    await openFolds(last);
    const strip = await last.innerText();
    if (secretRolls > 0) assert.match(strip, defend.says, `The player's phone settled the monster's attack without the round's defence: ${strip.replace(/\s+/g, ' ')}`);
    else log(`${rulesetId}: the monster's attacks were natural rolls, which decide without the defence`);
  }
  log(`${rulesetId}: the player took the monster's code: ${(await pp.locator('.pl-strip').innerText()).replace(/\s+/g, ' ')}`);

  // Next round: the monsters roll again; a reload keeps health and the log.
  await page.getByRole('button', { name: 'Next round', exact: true }).click();
  await waitFor(async () => /Round 2/.test(await page.getByRole('heading', { level: 1 }).innerText()), 'Expected round 2 after Next round');
  const before = await healthLines(page);
  // The encounter is written after each change; reload once round 2 is in IndexedDB (as a GM would, a moment later).
  await waitFor(() => page.evaluate(() => new Promise((done) => {
    const open = indexedDB.open('rollcall');
    open.onerror = () => done(false);
    open.onsuccess = () => {
      const db = open.result;
      const get = db.transaction('gm').objectStore('gm').get('round');
      get.onsuccess = () => { done(get.result?.data?.round === 2); db.close(); };
      get.onerror = () => { done(false); db.close(); };
    };
  })), 'Expected round 2 to be saved in IndexedDB');
  await page.reload();
  await page.getByRole('heading', { name: 'Hits and changes' }).waitFor({ state: 'visible' }).catch(() => { throw new Error('After a reload the fight\'s log is gone'); });
  assert.deepEqual(await healthLines(page), before, 'A reload changed the monsters\' health');
  assert.match(await page.getByRole('heading', { level: 1 }).innerText(), /Round 2/);

  // Undo in the log: the latest change goes, and the monster's health follows.
  const lines = page.locator('.gm-fight-line');
  const n = await lines.count();
  await lines.first().getByRole('button', { name: /^Undo/ }).click();
  await waitFor(async () => (await lines.count()) === n - 1, 'Expected Undo to take the latest change out of the log');
  log(`${rulesetId}: health ${JSON.stringify(startHealth)} → ${JSON.stringify(afterHits)} → after Next round ${JSON.stringify(before)} → after Undo ${JSON.stringify(await healthLines(page))}`);
  return { page, phone: pp };
}
