/**
 * A character moves by camera: phone A shows its codes; phone B's camera (a fake camera
 * playing a video of those codes in turn) reads them with the app's QR scanner, counts them,
 * and saves the character, after a quick Stop and Start of the camera. Under the built app's
 * Content Security Policy nothing is blocked (the scanner's worker starts from a blob: URL).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { spelljammerDemos } from './lib/app.mjs';
import { cspViolations, listed, moreFor, recordCspViolations } from './lib/storage.mjs';
import { withCamera, writeQrVideo } from './lib/qr.mjs';

export default async function backupQrCamera({ page, context, baseURL, launch, tmp }) {
  await context.addInitScript(recordCspViolations);
  const { fighter } = await spelljammerDemos();
  const name = 'Cam Traveller';
  await page.goto(baseURL);
  await moreFor(page, fighter.name);
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByLabel(`New name for ${fighter.name}`).fill(name);
  await page.getByRole('button', { name: 'Save name' }).click();
  await listed(page, name);
  await moreFor(page, name);
  await page.getByRole('link', { name: 'Send by QR' }).click();
  await page.getByRole('button', { name: 'Pause' }).click();
  const codes = (await page.getByLabel(/^The codes as text/).inputValue()).split('\n');
  assert.ok(codes.length >= 2, `Expected several codes, got ${codes.length}`);

  const video = join(tmp, 'codes.y4m');
  await writeQrVideo(video, codes, { frames: 8 });
  const other = await launch(withCamera(video));
  await other.addInitScript(recordCspViolations);
  const b = other.pages()[0] ?? (await other.newPage());
  await b.goto(`${baseURL}#/backup/receive`);
  // Careless hands: Stop and Start again at once. The first scanner's delayed stop (300 ms on)
  // must not reach the second one's stream.
  await b.getByRole('button', { name: 'Start camera' }).click();
  await b.waitForFunction(() => [...document.querySelectorAll('video.bk-video')].some((v) => v.srcObject && !v.paused), null, { timeout: 15_000 });
  await b.getByRole('button', { name: 'Stop camera' }).click();
  await b.getByRole('button', { name: 'Start camera' }).click();
  await b.getByRole('status').filter({ hasText: new RegExp(`^[1-9]\\d* of ${codes.length} codes read$`) }).first()
    .waitFor({ timeout: 30_000 }).catch(() => { throw new Error('Expected the camera to read a first code and count it'); });
  await b.getByRole('button', { name: 'Save the character to this phone' }).waitFor({ timeout: 45_000 })
    .catch(() => { throw new Error(`Expected all ${codes.length} codes to be read by the camera`); });
  await b.getByRole('button', { name: 'Save the character to this phone' }).click();
  await b.getByRole('status').filter({ hasText: /^Imported 1 character\.$/ }).waitFor();
  await b.getByRole('link', { name: 'Go to the characters' }).click();
  await listed(b, name, `Expected "${name}" in the receiving phone's list`);
  assert.deepEqual(await cspViolations(b), [], 'The receiving phone hit Content Security Policy violations');
  assert.deepEqual(await cspViolations(page), [], 'The sending phone hit Content Security Policy violations');
}
