/**
 * The QR code of a payload, drawn as SVG. lean-qr (about 3.5 kB gzipped) generates the
 * modules; the SVG is ours: dark modules on an opaque white square with a 4-module quiet
 * zone, in both light and dark themes, because camera decoders need dark on light.
 */
import { correction, generate, mode } from 'lean-qr';
import { BASE45_ALPHABET } from '../codec/base45';

/** Modules of light margin on each side (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4;

/** The module grid of a QR code: `dark(x, y)` for 0 <= x, y < modules. */
export interface QrMatrix {
  readonly version: number;
  /** Modules per side, without the quiet zone. */
  readonly modules: number;
  dark(x: number, y: number): boolean;
}

/**
 * Generates the QR code of a payload in alphanumeric mode at error correction M or better
 * (lean-qr raises the level when the chosen version has room to spare; never the version).
 * @throws Error when the payload has a character outside the QR alphanumeric set.
 */
export function qrMatrix(payload: string): QrMatrix {
  for (const c of payload) {
    if (!BASE45_ALPHABET.includes(c)) {
      throw new Error(`QR payload: expected only QR alphanumeric characters (0-9, A-Z, space, $%*+-./:), but received "${c}"`);
    }
  }
  const code = generate(mode.alphaNumeric(payload), { minCorrectionLevel: correction.M });
  return { version: (code.size - 17) / 4, modules: code.size, dark: (x, y) => code.get(x, y) };
}

/** The SVG path of the dark modules, one rectangle per horizontal run, offset by the quiet zone. */
function darkPath(m: QrMatrix): string {
  let d = '';
  for (let y = 0; y < m.modules; y++) {
    for (let x = 0; x < m.modules; ) {
      if (!m.dark(x, y)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < m.modules && m.dark(x + run, y)) run++;
      d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return d;
}

/**
 * The QR code of a payload (see qrMatrix) as an SVG string. `size` is the side of the SVG's
 * viewBox in modules, quiet zone included (modules + 8); scale it with CSS (width/height).
 */
export function qrCode(payload: string): { version: number; svg: string; size: number } {
  const m = qrMatrix(payload);
  const size = m.modules + 2 * QUIET_ZONE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${darkPath(m)}"/></svg>`;
  return { version: m.version, svg, size };
}

/**
 * The QR codes of several payloads, in order: the codes of a character transfer
 * (transfer.ts), each of version 10 or lower at ECC M.
 * @throws Error as qrMatrix does.
 */
export function qrCodes(payloads: readonly string[]): { version: number; svg: string; size: number }[] {
  return payloads.map(qrCode);
}
