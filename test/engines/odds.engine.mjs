/**
 * The two odds panels in this engine. Compare: Sigrun (BCB +4 split +2/+2, against AC 15)
 * opens "Compare choices", sees her declared round marked and "BCB on the attack: 4" first, and
 * one tap on it sets the field to 4. Foresee: on the GM screen, Spelljammer with a goblin and
 * an orc, the demo Derrick ticked, 1,000 fights on seed 7 run in the GM's workers to the
 * engine's own figures (src/engine/simulate.ts run here in Node), and 10,000 fights started and
 * cancelled leave no figures and the button back.
 */
import assert from 'node:assert/strict';
import { foreseen, pct } from '../e2e/lib/foresee.mjs';
import { openCharacter } from './lib/app.mjs';

/** Two screens and a thousand simulated fights in a slower engine. */
export const timeout = 180_000;

export default async function odds({ page, baseURL, log }) {
  // Compare choices.
  await page.goto(baseURL);
  await openCharacter(page, 'Sigrun');
  await page.click('button', /^Compare choices/);
  const first = await page.waitFor(() => document.querySelector('.pl-cmp li button')?.innerText.replace(/\s+/g, ' ').trim(), null, 'Expected the list of choices');
  assert.match(first, /^BCB on the attack: 4 3\.9 damage · 60% any hit · AC this round 16$/, `The best choice reads: ${first}`);
  assert.match(await page.text('[aria-current="true"]'), /Your round, as declared[\s\S]*3\.25 damage · 50% any hit · AC this round 18/);
  await page.click('button', /^BCB on the attack: 4/);
  await page.waitFor(() => document.querySelector('input#decl-bcbToHit')?.value === '4', null, 'Expected the BCB on the attack field to show 4 after taking the choice');
  await page.waitText(/3\.9 damage · 60% any hit · AC this round 16/, { selector: '[aria-current="true"]' });

  // How might this go?
  const { rs, report } = await foreseen(7, 1000);
  await page.goto(`${baseURL}#/gm`);
  await page.find('button', 'Next round');
  if (!(await page.has('combobox', 'System played'))) await page.click('button', /^Encounter/);
  await page.select('System played', rs.name);
  for (const m of rs.monsters.ready.slice(0, 2)) {
    // A tap right after the one before may be taken for its double and ignored, as on a phone: tap again.
    for (let tries = 0; ; tries++) {
      await page.click('button', 'Add a monster or NPC');
      if (await page.find('combobox', 'Start from', { timeout: 3000 }).then(() => true, () => false)) break;
      if (tries === 2) throw new Error('Tapped "Add a monster or NPC" three times, but no form to add one opened');
    }
    await page.select('Start from', m.name);
    await page.click('button', 'Add and roll');
    await page.waitFor((n) => document.querySelectorAll('.gm-cb').length >= n, rs.monsters.ready.indexOf(m) + 1, `Expected ${m.name} in the list`);
  }
  await page.click('button', /^How might this go\?/);
  await page.click('checkbox', `${rs.demos[0].name} (demo)`);
  await page.fill('Seed', '7');
  await page.click('button', 'Simulate 1,000 fights');
  const shown = (await page.waitText(/1,000 fights, seed 7/, { selector: 'details.gm-foresee', timeout: 120_000 })).replace(/\s+/g, ' ');
  for (const [what, p] of [['Party wins', report.party.wins], ['Monsters win', report.monsters.wins], ['Unfinished after 30 rounds', report.unfinished]]) {
    assert.ok(shown.includes(`${what} ${pct(p)}`), `Expected "${what} ${pct(p)}" (the engine's figure for seed 7), but the panel shows: ${shown}`);
  }
  assert.ok(shown.includes(`median ${report.rounds.median}, 9 in 10 within ${report.rounds.p90}`), `Expected rounds median ${report.rounds.median}, p90 ${report.rounds.p90}: ${shown}`);

  await page.select('Fights', '10,000');
  await page.click('button', 'Simulate 10,000 fights');
  await page.click('button', 'Cancel');
  await page.find('button', 'Simulate 10,000 fights');
  const after = await page.text('details.gm-foresee');
  assert.ok(!/10,000 fights, seed/.test(after), `Cancel left figures of the cancelled run: ${after.replace(/\s+/g, ' ')}`);
  log(`compare took a choice; foresee matched the engine (party wins ${pct(report.party.wins)}) and cancelled`);
}
