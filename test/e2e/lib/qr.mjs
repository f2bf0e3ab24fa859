/**
 * QR codes in the browser tests: read the code the app shows (as the user sees it) and make a
 * fake camera video of a code for the GM's scanner.
 */
import { writeFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { correction, generate } from 'lean-qr';

/**
 * Reads the QR code shown by `locator` (an <img>, <svg>, <canvas> or a wrapper of one):
 * screenshots the element as displayed, lets Chromium decode the PNG to RGBA pixels, and
 * decodes those with jsQR in Node.
 * @returns the decoded text, or null when jsQR finds no code.
 */
export async function readQr(page, locator) {
  const png = await locator.screenshot({ animations: 'disabled' });
  const { width, height, rgba } = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let bin = '';
    for (let i = 0; i < data.length; i += 0x8000) bin += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(bin) };
  }, png.toString('base64'));
  const pixels = new Uint8ClampedArray(Buffer.from(rgba, 'base64'));
  const code = jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' });
  return code ? code.data : null;
}

/**
 * Reads the QR code shown by `locator` (see readQr), scrolled to the middle of the screen, until
 * it reads as `expected` or `timeout` ms pass, and returns the last text read (null when none):
 * the caller asserts it. On a busy machine the page may still move after the scroll (a status
 * line added above, the camera panel closing), leaving the code for a moment under a bar fixed
 * at the bottom of the screen; scrolling again and reading again is what a person would do.
 */
export async function readShownQr(page, locator, expected, { timeout = 10_000 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    await locator.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const read = await readQr(page, locator);
    if (read === expected || Date.now() > end) return read;
    await new Promise((ok) => setTimeout(ok, 250));
  }
}

/** The QR matrix of `text` at error correction M or better (lean-qr), and its version. */
export function qrMatrix(text) {
  const code = generate(text, { minCorrectionLevel: correction.M });
  return { size: code.size, version: (code.size - 17) / 4, dark: (x, y) => code.get(x, y) };
}

/**
 * Writes a Y4M video (640x480, 10 fps, I420) for chromium's --use-file-for-fake-video-capture,
 * showing the QR code of `text` in the middle on white for `frames` frames; given a list of
 * texts, it shows each code in turn for `frames` frames (a phone showing several codes).
 */
export async function writeQrVideo(file, text, { width = 640, height = 480, frames = 10 } = {}) {
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const parts = [Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)];
  for (const one of Array.isArray(text) ? text : [text]) {
    const frame = Buffer.concat([Buffer.from('FRAME\n'), lumaOf(one, width, height), chroma, chroma]);
    for (let i = 0; i < frames; i++) parts.push(frame);
  }
  await writeFile(file, Buffer.concat(parts));
}

/** The Y plane of one frame: `text`'s QR code, dark on white, in the middle of the picture. */
function lumaOf(text, width, height) {
  const { size, dark } = qrMatrix(text);
  const modules = size + 8; // 4-module quiet zone on each side
  // Scanners look at the middle of the picture (qr-scanner: the central 2/3 square), as a
  // person holds a code in the frame: the code with its quiet zone fills 60% of the height.
  const scale = Math.max(1, Math.floor((Math.min(width, height) * 0.6) / modules));
  const left = Math.floor((width - modules * scale) / 2) + 4 * scale;
  const top = Math.floor((height - modules * scale) / 2) + 4 * scale;
  const y = Buffer.alloc(width * height, 235);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!dark(col, row)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + row * scale + dy) * width + left + col * scale;
        y.fill(16, start, start + scale);
      }
    }
  }
  return y;
}

/**
 * Launch options for a phone whose camera films `video` (a file from writeQrVideo): Chromium's
 * fake media stream, with the camera permission granted (and any `more` permissions).
 */
export function withCamera(video, more = []) {
  return {
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    permissions: ['camera', ...more],
  };
}
