/**
 * "How might this go?" on the GM screen: Spelljammer, two ready monsters added, the demo
 * Derrick ticked as the party. The panel says it is a simulation with simple tactics and names
 * the policy; 1,000 fights on seed 7 run to their figures in the GM's worker, and they are the
 * engine's own for the same encounter (engine/simulate.ts run here in Node: seeded and
 * repeatable, the same in the page as on the command line); 10,000 fights are started (their
 * workers' messages held, so the run cannot end first) and cancelled, leaving no figures and
 * the button back. The open panel passes axe-core, and every
 * control in it is at least 48x48 px, in light and dark.
 */
import assert from 'node:assert/strict';
import { chooseSystem, openGm } from './lib/app.mjs';
import { axeProblems, smallTargets } from './lib/a11y.mjs';
import { foreseen, pct } from './lib/foresee.mjs';
import { waitFor } from './lib/poll.mjs';

export default async function gmForesee({ page, baseURL }) {
  await page.setViewportSize({ width: 360, height: 780 });
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto(baseURL);
  await openGm(page);
  await chooseSystem(page, 'spelljammer');
  for (const i of [0, 1]) {
    await page.getByRole('button', { name: 'Add a monster or NPC' }).click();
    await page.getByLabel('Start from').selectOption(`ready:${i}`);
    await page.getByRole('button', { name: 'Add and roll' }).click();
    await waitFor(async () => (await page.locator('.gm-cb').count()) === i + 1, `Expected monster ${i + 1} in the list`);
  }

  const fold = page.locator('details.gm-foresee');
  await fold.locator('summary').click();
  const panel = await fold.innerText();
  assert.match(panel, /A simulation with simple tactics, not a forecast/, 'The panel does not say it is a simulation with simple tactics');
  assert.match(panel, /Tactics: Each attack goes at the standing foe with the least health left/, 'The panel does not name the tactics');
  assert.match(panel, /Against: Goblin, Orc\./, `The panel does not list the monsters added: ${panel}`);
  const run = page.getByRole('button', { name: /^Simulate 1,000 fights$/ });
  assert.equal(await run.isDisabled(), true, 'Simulate can be tapped with nobody in the party');

  await page.getByLabel('Derrick (demo)').check();
  await page.getByLabel('Seed').fill('7');
  await run.click();
  const result = page.getByRole('group', { name: /^1,000 fights, seed 7/ });
  await result.waitFor({ state: 'visible', timeout: 120_000 });
  const want = (await foreseen(7, 1000)).report;
  const shown = (await result.innerText()).replace(/\s+/g, ' ');
  for (const [what, p] of [['Party wins', want.party.wins], ['Monsters win', want.monsters.wins], ['Unfinished after 30 rounds', want.unfinished], ['Derrick goes down', want.party.down['Derrick']]]) {
    assert.ok(shown.includes(`${what} ${pct(p)}`), `Expected "${what} ${pct(p)}" (the engine's figure for seed 7) but the panel shows: ${shown}`);
  }
  assert.ok(shown.includes(`median ${want.rounds.median}, 9 in 10 within ${want.rounds.p90}`), `Expected the rounds median ${want.rounds.median} and p90 ${want.rounds.p90}: ${shown}`);
  assert.match(await fold.getByRole('status').innerText(), /^Done: the party wins/);
  assert.ok(workers.some((u) => /\/assets\/worker\/gm-worker-[\w-]+\.js$/.test(u)), `Expected the simulation in the GM's worker, but the page started ${JSON.stringify(workers)}`);

  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const problems = [...await axeProblems(page), ...(await smallTargets(page)).filter((s) => /gm-fs|Simulate|Cancel|Seed|Fights|demo|How might/.test(s))];
    assert.deepEqual(problems, [], `The open panel in ${scheme} mode has problems`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // 10,000 fights, cancelled while running: no figures, the button back. They take about a
  // second here, less than the checks of the running panel: the page holds what it sends its
  // workers (as a phone busy elsewhere would be slow to start them), so the run is still going
  // when Cancel is tapped.
  await page.evaluate(() => {
    const Base = window.Worker;
    window.Worker = class extends Base {
      postMessage(...args) { window.heldForCancel.push(() => super.postMessage(...args)); }
    };
    window.heldForCancel = [];
  });
  await page.getByLabel('Fights', { exact: true }).selectOption('10000');
  await page.getByRole('button', { name: 'Simulate 10,000 fights' }).click();
  const progress = page.getByRole('progressbar', { name: 'Fights simulated' });
  await progress.waitFor({ state: 'visible' });
  assert.deepEqual([...await axeProblems(page), ...(await smallTargets(page)).filter((s) => /Cancel/.test(s))], [], 'The running panel has problems');
  assert.ok(await page.evaluate(() => window.heldForCancel.length > 0), 'Expected the run to have sent its workers their parts');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await waitFor(async () => (await fold.getByRole('status').innerText()) === 'Cancelled: no figures.', 'Expected "Cancelled: no figures." after Cancel');
  assert.equal(await progress.count(), 0, 'The progress bar stays after Cancel');
  assert.equal(await page.getByRole('group', { name: /fights, seed/ }).count(), 0, 'Figures are shown after Cancel');
  assert.equal(await page.getByRole('button', { name: 'Simulate 10,000 fights' }).isEnabled(), true, 'Simulate does not come back after Cancel');
}
