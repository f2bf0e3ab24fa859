/**
 * Chromium killed (SIGKILL, as a phone kills a browser) in the middle of a player's change: a
 * roll, a round's end (Next round), a hit and an undo, each cut after its 1st, 2nd and 3rd write
 * request (a change with fewer requests is cut fewer times). The page is held inside the write (a synchronous request the test answers by
 * killing the browser), so the kill lands between two writes of one change. After every
 * relaunch on the same profile, the stored lasting state is the one the newest History entry
 * left, and the round kept on screen (if any) is the newest round, not yet ended.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, QUIET_FLAGS } from './lib/browser.mjs';
import { openCharacter, resultCard, spelljammerDemos } from './lib/app.mjs';

/** Up to ten relaunches of a browser of its own, a few seconds each. */
export const timeout = 360_000;

/** Installed before the app: once armed with `__arm = n`, the n-th write request waits for the test, which kills the browser. */
function killPoint() {
  for (const name of ['put', 'add', 'delete']) {
    const real = IDBObjectStore.prototype[name];
    IDBObjectStore.prototype[name] = function (...args) {
      if (typeof window.__arm === 'number' && --window.__arm === 0) {
        const x = new XMLHttpRequest();
        x.open('GET', '/__kill-point', false);
        try { x.send(); } catch { /* the browser is gone by then */ }
      }
      return real.apply(this, args);
    };
  }
}

/** Starts chromium on `dir` (kept across kills) and connects; resolves with { proc, browser, page }. */
async function start(dir, baseURL) {
  const proc = spawn(chromiumPath(), [...QUIET_FLAGS, '--headless=new', `--user-data-dir=${dir}`, '--remote-debugging-port=0', 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const ws = await new Promise((ok, fail) => {
    let text = '';
    proc.stderr.on('data', (d) => { text += d; const m = /DevTools listening on (ws:\/\/\S+)/.exec(text); if (m) ok(m[1]); });
    proc.once('exit', () => fail(new Error(`chromium exited before listening: ${text.slice(-400)}`)));
  });
  const browser = await chromium.connectOverCDP(ws);
  const context = browser.contexts()[0];
  context.setDefaultTimeout(20_000);
  await context.addInitScript(killPoint);
  await context.route('**/__kill-point', () => { proc.kill('SIGKILL'); });
  const page = context.pages()[0] ?? await context.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(baseURL);
  return { proc, browser, page };
}

/** What is stored about the character `name`, read from IndexedDB in the page: whether state, History and the kept round agree. */
async function stored(page, name) {
  return page.evaluate(async (who) => {
    const db = await new Promise((ok, no) => { const r = indexedDB.open('rollcall'); r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
    const req = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
    const tx = db.transaction(['characters', 'history', 'meta']);
    const ch = (await req(tx.objectStore('characters').getAll())).find((c) => c.data?.name === who);
    const history = (await req(tx.objectStore('history').index('byCharacter').getAll(ch.id))).sort((a, b) => b.data.at - a.data.at);
    const state = (await req(tx.objectStore('meta').get(`state:${ch.id}`)))?.data ?? null;
    const rolled = (await req(tx.objectStore('meta').get(`rolled:${ch.id}`)))?.data;
    db.close();
    const newest = history[0];
    const expected = !newest ? null : newest.data.kind === 'state' ? newest.data.after : newest.data.nextState ?? null;
    const rounds = history.filter((h) => h.data.kind !== 'state');
    const ended = new Set(history.flatMap((h) => (h.data.ended ? [h.data.ended.roundId] : [])));
    return {
      entries: history.length,
      stateAgrees: JSON.stringify(state) === JSON.stringify(expected),
      keptAgrees: !rolled || (rolled.roundId === rounds[0]?.id && !ended.has(rolled.roundId)),
      kept: Boolean(rolled),
    };
  }, name);
}

export default async function storageKill({ baseURL, log }) {
  const { fighter } = await spelljammerDemos();
  const dir = await mkdtemp(join(tmpdir(), 'rollcall-kill-'));
  let run = await start(dir, baseURL);
  const tally = [];
  const problems = [];
  try {
    await openCharacter(run.page, fighter.name);
    const url = run.page.url();
    const button = (name) => run.page.getByRole('button', { name, exact: true });
    /** Brings the screen to where `action` can be tapped (a round shown, an Undo offered). */
    const ready = {
      roll: async () => { if (await resultCard(run.page).isVisible()) await button('Next round').click(); await button('Roll').waitFor(); },
      'round end': async () => { if (!(await resultCard(run.page).isVisible())) await button('Roll').click(); await button('Next round').waitFor(); },
      hit: async () => { await button('Take a hit').waitFor(); },
      undo: async () => { await hit(run.page); await button('Undo').waitFor(); },
    };
    const act = {
      roll: () => button('Roll').click(),
      'round end': () => button('Next round').click(),
      hit: () => hit(run.page),
      undo: () => button('Undo').click(),
    };
    for (const what of Object.keys(act)) {
      let kills = 0;
      for (let n = 1; n <= 3; n++) {
        await ready[what]();
        // Past the moment a control that just appeared ignores taps.
        await run.page.waitForTimeout(700);
        await run.page.evaluate((k) => { window.__arm = k; }, n);
        const died = new Promise((ok) => run.proc.once('exit', () => ok(true)));
        await act[what]().catch(() => undefined);
        const killed = await Promise.race([died, run.page.waitForTimeout(3000).then(() => false, () => true)]);
        if (!killed) { await run.page.evaluate(() => { window.__arm = undefined; }); break; }
        kills++;
        await run.browser.close().catch(() => undefined);
        run = await start(dir, url);
        await run.page.getByRole('tab', { name: 'Round', exact: true }).waitFor();
        const s = await stored(run.page, fighter.name);
        if (!s.stateAgrees) problems.push(`${what}, killed at write ${n}: the stored state is not the one the newest History entry left`);
        if (!s.keptAgrees) problems.push(`${what}, killed at write ${n}: the round kept on screen is not the newest round, or was ended`);
      }
      tally.push(`${what}: ${kills} kills`);
    }
  } finally {
    await run.browser.close().catch(() => undefined);
    run.proc.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
  log(tally.join(', '));
  assert.deepEqual(problems, [], `After a kill, state and History disagree:\n${problems.join('\n')}`);
}

/** Takes a typed hit of 3 and waits for its line with Undo. */
async function hit(page) {
  await page.getByRole('button', { name: 'Take a hit', exact: true }).click();
  await page.getByLabel('Damage', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Apply the hit', exact: true }).click();
}
