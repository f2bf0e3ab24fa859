import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { encodeResult } from '../../src/share/payload';
import { qrCode, qrMatrix, QUIET_ZONE } from '../../src/share/qr/qr';
import { fiveAttacks, firstAttacks } from './fixture';

/** Draws the SVG the app shows into RGBA pixels, reading only what the SVG says. */
function rasterise(svg: string, scale = 4): { data: Uint8ClampedArray; width: number } {
  const view = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const rect = /<rect width="(\d+)" height="(\d+)" fill="#fff"\/>/.exec(svg);
  const path = /<path fill="#000" d="([^"]*)"\/>/.exec(svg);
  if (!view || !rect || !path) throw new Error(`unexpected SVG: ${svg.slice(0, 200)}`);
  const size = Number(view[1]);
  expect(Number(rect[1])).toBe(size); // the light background covers the whole code, quiet zone included
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const m of path[1].matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, run] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let py = y * scale; py < (y + 1) * scale; py++) {
      for (let px = x * scale; px < (x + run) * scale; px++) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { data, width };
}

describe('QR code of the payload', () => {
  it('a five-attack round is QR version 10 or lower, and its SVG decodes to the exact payload', async () => {
    const payload = await encodeResult(fiveAttacks);
    const { version, svg, size } = qrCode(payload);
    expect(version).toBeLessThanOrEqual(10);
    expect(size).toBe(17 + 4 * version + 2 * QUIET_ZONE);
    const { data, width } = rasterise(svg);
    expect(jsQR(data, width, width)?.data).toBe(payload);
  });

  it.each([1, 3])('a %i-attack round decodes from its SVG too', async (n) => {
    const payload = await encodeResult(firstAttacks(n));
    const { data, width } = rasterise(qrCode(payload).svg);
    expect(jsQR(data, width, width)?.data).toBe(payload);
  });

  it('keeps a 4-module light quiet zone around the code', async () => {
    const { svg, size } = qrCode(await encodeResult(firstAttacks(1)));
    const coords = [...svg.matchAll(/M(\d+) (\d+)h(\d+)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[1]) + Number(m[3])]);
    expect(Math.min(...coords.map((c) => Math.min(c[0], c[1])))).toBe(QUIET_ZONE);
    expect(Math.max(...coords.map((c) => Math.max(c[2], c[1] + 1)))).toBe(size - QUIET_ZONE);
  });

  it('uses alphanumeric mode: 311 characters fit version 10 at M, 312 do not', () => {
    expect(qrMatrix('A'.repeat(311)).version).toBe(10);
    expect(qrMatrix('A'.repeat(312)).version).toBe(11);
  });

  it('refuses a character the alphanumeric mode cannot hold', () => {
    expect(() => qrCode('RC1:abc')).toThrow(/received "a"/);
  });
});
