/**
 * A code of another system held in front of the GM's camera is refused with a message; when
 * the GM then switches the encounter's system, the code still in the frame is read again and
 * taken (the scanner reports a code once until it sees another, so it is told to read again),
 * with the same camera: the preview stays live (a second scanner on the same video used to have
 * its stream stopped by the first one's delayed stop, 300 ms later: a black camera).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGm, openEncounter } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { withCamera, writeQrVideo } from './lib/qr.mjs';
import { rolledCode } from './gm-table.e2e.mjs';

export default async function gmSwitch({ launch, tmp, baseURL }) {
  const brak = await rolledCode('bcb-d20', 'Brak', 3, 0);
  const video = join(tmp, 'brak.y4m');
  await writeQrVideo(video, brak.payload);
  const gm = await launch(withCamera(video));
  const page = gm.pages()[0] ?? (await gm.newPage());
  const text = () => page.locator('main').innerText();
  await page.goto(baseURL);
  await openGm(page);
  await page.getByLabel('System played').selectOption('spelljammer');
  await waitFor(async () => /This encounter plays Spelljammer/.test(await text()), 'Expected the encounter to play Spelljammer');
  await page.getByRole('button', { name: 'Scan QR codes' }).click();
  await waitFor(async () => /Brak's result is for .+, but this encounter plays Spelljammer/.test(await text()),
    'Expected the camera\'s d20 code to be refused in a Spelljammer encounter', { timeout: 30_000 });
  await openEncounter(page);
  await page.getByLabel('System played').selectOption('bcb-d20');
  await waitFor(async () => /Took Brak's round/.test(await text()),
    'Expected the code still in the camera\'s frame to be taken once the GM switched the system', { timeout: 30_000 });
  // Past the 300 ms after which a stopped scanner stops the stream it had.
  await page.waitForTimeout(700);
  const camera = await page.evaluate(() => {
    const v = document.querySelector('video.gm-video');
    const s = v?.srcObject;
    return { live: s instanceof MediaStream && s.getVideoTracks().some((t) => t.readyState === 'live'), playing: Boolean(v && !v.paused) };
  });
  assert.deepEqual(camera, { live: true, playing: true }, 'Expected the camera still live and playing after the switch');
}
