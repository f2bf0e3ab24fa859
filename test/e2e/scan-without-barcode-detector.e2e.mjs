/**
 * The GM's camera reads a player's code in a browser without `BarcodeDetector` (Safari,
 * Firefox): the page has it deleted before any script runs, and the scanner falls back to
 * qr-scanner's decoder in a Web Worker (started from a blob: URL) and still reads the code
 * from a fake camera.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { decodeRound, openCharacter, openGm, rollRound, spelljammerDemos } from './lib/app.mjs';
import { expectCountdown } from './lib/round.mjs';
import { withCamera, writeQrVideo } from './lib/qr.mjs';

/** Init script: no BarcodeDetector, as in Safari and Firefox; counts the workers started. */
function withoutBarcodeDetector() {
  delete window.BarcodeDetector;
  window.__workers = 0;
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) { super(...args); window.__workers++; }
  };
}

export default async function scanWithoutBarcodeDetector({ page, baseURL, launch, tmp }) {
  const { fighter } = await spelljammerDemos();
  await page.goto(baseURL);
  await openCharacter(page, fighter.name);
  const { payload } = await rollRound(page);
  const round = await decodeRound(payload);

  const video = join(tmp, 'qr.y4m');
  await writeQrVideo(video, payload);
  const gm = await launch(withCamera(video));
  await gm.addInitScript(withoutBarcodeDetector);
  const gmPage = gm.pages()[0] ?? (await gm.newPage());
  await gmPage.goto(baseURL);
  assert.equal(await gmPage.evaluate(() => 'BarcodeDetector' in window), false, 'Expected BarcodeDetector to be gone');
  await openGm(gmPage);
  await gmPage.getByRole('button', { name: 'Scan QR codes' }).click();
  await expectCountdown(gmPage, round, 'scanning the code without BarcodeDetector');
  assert.ok(await gmPage.evaluate(() => window.__workers) > 0, 'Expected the scanner to decode in a Web Worker');
}
