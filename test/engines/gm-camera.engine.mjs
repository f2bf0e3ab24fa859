/**
 * The GM side: a player's code scanned through the test camera (a canvas stream in place of
 * getUserMedia: see lib/app.mjs) is taken into the round, by qr-scanner's worker where the
 * engine has no BarcodeDetector; the GM screen with the round passes axe.
 */
import assert from 'node:assert/strict';
import { rolledCode } from '../e2e/gm-table.e2e.mjs';
import { axeProblems, installTestCamera, keepScreenshot } from './lib/app.mjs';

export default async function gmCamera({ page, baseURL }) {
  const ada = await rolledCode('spelljammer', 'Ada', 3, 0);
  const bo = await rolledCode('spelljammer', 'Bo', 4, 0);
  await page.goto(baseURL);
  await page.find('link', 'GM');
  await installTestCamera(page, [ada.payload, bo.payload]);
  await page.click('link', 'GM');
  await page.find('button', 'Next round');
  // Put in place again should anything have replaced the page since (it is kept when it is there).
  await installTestCamera(page, [ada.payload, bo.payload]);
  const before = await page.evaluate(() => performance.timeOrigin);
  await page.click('button', 'Scan QR codes');
  await page.waitFor(() => document.querySelector('video')?.srcObject?.testCamera === true, null,
    'Expected the scanner\'s video to play the test camera', { timeout: 20_000 }).catch(async (err) => {
    const state = await page.evaluate(() => ({ origin: performance.timeOrigin, asked: window.__testCameraAsked ?? 0, installed: !!window.__testCamera, gum: String(navigator.mediaDevices?.getUserMedia).slice(0, 60) }));
    throw new Error(`${err.message}; page ${state.origin === before ? 'not reloaded' : 'reloaded'}, asked ${state.asked}, installed ${state.installed}, getUserMedia ${state.gum}`);
  });
  for (const round of [ada.result, bo.result]) {
    const attacks = round.entries.filter((e) => e.kind === 'attack');
    assert.ok(attacks.length > 0, `${round.character}'s round has no attack to look for`);
    // Each attack of the round as a row of the order: "Ada Longsword, attack 1 rolled 39 ...".
    const rows = attacks.map((e) => `${round.character} ${e.label}`);
    await page.waitFor((rows) => {
      const text = (document.querySelector('main')?.innerText ?? '').replace(/\s+/g, ' ');
      return rows.every((r) => text.includes(r));
    }, rows, `Expected the GM's order to list ${rows.join('; ')} once the camera read ${round.character}'s code`, { timeout: 30_000 });
  }
  await page.click('button', 'Stop camera');
  await keepScreenshot(page, 'gm');
  assert.deepEqual(await axeProblems(page), [], 'axe violations on the GM screen with a round');
}
