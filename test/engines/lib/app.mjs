/**
 * What the cross-engine checks do in the app, the way a user does it, over the shared page
 * API (page.mjs): open a character, roll a round and read its QR code from a screenshot, put
 * a test camera in place, run axe. Rule values come from src/ (through ../../e2e/lib/app.mjs),
 * never hard-coded.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { escapeRe } from '../../e2e/lib/app.mjs';
import { qrMatrix } from '../../e2e/lib/qr.mjs';

/** Waits for the character list to show `name` as a link (a first visit seeds the demos). */
export async function listed(page, name) {
  await page.find('link', new RegExp(`^${escapeRe(name)}(\\s|$)`), { timeout: 20_000 });
}

/** Opens `name` from the character list and waits for its Round tab. */
export async function openCharacter(page, name) {
  await page.click('link', new RegExp(`^${escapeRe(name)}(\\s|$)`));
  await page.find('tab', 'Round');
}

/**
 * Rolls the declared round (Round tab, "Next round" first when a result is shown, then Roll),
 * waits for the result card and its QR code, and reads the code from a screenshot.
 * Returns { payload (the data-payload the app put on the QR image), scanned (what the
 * screenshot's code says), text (the card's text) }.
 */
export async function rollRound(page) {
  await page.click('tab', 'Round');
  if (await page.has('button', 'Next round', { within: '[role=tabpanel]:not([hidden])' })) await nextRound(page);
  await settledButton(page, 'Roll');
  await page.click('button', 'Roll');
  await page.find('region', 'Round result');
  await page.find('img', 'QR code of this round for the GM');
  const payload = await page.waitFor(() => document.querySelector('img[alt="QR code of this round for the GM"]')?.getAttribute('data-payload'), null,
    'Expected the QR image of the result to carry a data-payload');
  const scanned = await page.readQr('img[alt="QR code of this round for the GM"]');
  const text = await page.text('[aria-label="Round result"]');
  return { payload, scanned, text };
}

/**
 * Waits until the button named `name` takes taps: one that just appeared in place of another
 * ignores them for a moment (aria-disabled meanwhile, src/ui/common/settle.ts), which these
 * drivers' clicks do not wait for by themselves.
 */
export async function settledButton(page, name) {
  await page.find('button', name);
  await page.waitFor((n) => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === n && b.getAttribute('aria-disabled') !== 'true'), name,
    `Expected the button "${name}" to take taps`);
}

/** Taps Next round under a shown result, once it takes taps, and waits for Roll. */
export async function nextRound(page) {
  await settledButton(page, 'Next round');
  await page.click('button', 'Next round', { within: '[role=tabpanel]:not([hidden])' });
  await page.find('button', 'Roll');
}

/**
 * Replaces the camera (getUserMedia) with a canvas showing the QR code of each of `texts` in
 * turn, a second each, through `captureStream()`: neither engine can play a video file as a
 * camera, and both play a canvas stream. Run after the page loads; the GM's scanner asks for
 * the camera later, on the same page.
 */
export async function installTestCamera(page, texts) {
  const codes = texts.map((text) => {
    const { size, dark } = qrMatrix(text);
    const rows = [];
    for (let y = 0; y < size; y++) { let row = ''; for (let x = 0; x < size; x++) row += dark(x, y) ? '1' : '0'; rows.push(row); }
    return rows;
  });
  await page.evaluate((codes) => {
    if (window.__testCamera) return true;
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d');
    let frame = 0;
    const draw = () => {
      const rows = codes[Math.floor(frame++ / 10) % codes.length];
      const size = rows.length;
      const scale = Math.floor((480 * 0.6) / (size + 8));
      const left = Math.floor((640 - size * scale) / 2);
      const top = Math.floor((480 - size * scale) / 2);
      ctx.fillStyle = '#ececec';
      ctx.fillRect(0, 0, 640, 480);
      ctx.fillStyle = '#101010';
      rows.forEach((row, y) => { for (let x = 0; x < size; x++) if (row[x] === '1') ctx.fillRect(left + x * scale, top + y * scale, scale, scale); });
    };
    draw();
    // A canvas stream only gets a frame when the canvas is drawn: keep drawing, as a camera keeps filming.
    window.__testCamera = setInterval(draw, 100);
    const stream = canvas.captureStream(10);
    const getUserMedia = async () => {
      const copy = stream.clone();
      copy.testCamera = true;
      window.__testCameraAsked = (window.__testCameraAsked ?? 0) + 1;
      return copy;
    };
    // On the prototype, not the instance: WebKitGTK has been seen to hand out a MediaDevices
    // without an instance's own getUserMedia (the test's assignment not kept).
    if (typeof MediaDevices !== 'undefined') {
      Object.defineProperty(MediaDevices.prototype, 'getUserMedia', { value: getUserMedia, configurable: true, writable: true });
    }
    if (!navigator.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia, enumerateDevices: async () => [] } });
    return true;
  }, codes);
}

const require = createRequire(import.meta.url);
let axeSource;

/**
 * axe-core on the page as it is now (the same rules as the chromium tests' @axe-core/playwright);
 * one line per violation and node. axe's source is sent as part of the script, not eval'd, so
 * the app's Content Security Policy does not stop it.
 */
export async function axeProblems(page) {
  axeSource ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const violations = await page.driver.run(`async () => {
    if (!window.axe) { ${axeSource} }
    await Promise.all(document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity)).map((a) => a.finished.catch(() => undefined)));
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })) }));
  }`, null);
  return violations.flatMap((v) => v.nodes.map((n) => `axe ${v.id} (${v.impact}): ${n.target}: ${n.summary?.split('\n').slice(1).join(' ').trim().slice(0, 200)}`));
}

/**
 * Saves a screenshot named `name` into E2E_SHOTS (a folder) when that is set, for a person to
 * look at the screens in each engine; does nothing otherwise.
 */
export async function keepScreenshot(page, name) {
  if (!process.env.E2E_SHOTS) return;
  await mkdir(process.env.E2E_SHOTS, { recursive: true });
  await page.screenshotTo(join(process.env.E2E_SHOTS, `${page.engine}-${name}.png`));
}
