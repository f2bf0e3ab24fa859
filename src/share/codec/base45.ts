/**
 * Base45 (RFC 9285): bytes as text made only of the 45 characters of the QR code's
 * alphanumeric mode, so a payload is stored at 5.5 bits per character instead of 8.
 * Every 2 bytes become 3 characters; a last odd byte becomes 2.
 */

/** The 45 characters, in RFC 9285 order (value 0..44). */
export const BASE45_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const VALUE = new Map<string, number>([...BASE45_ALPHABET].map((c, i) => [c, i]));

/** A text that is not valid Base45: a foreign character, an impossible length, or a group out of range. */
export class Base45Error extends Error {
  override name = 'Base45Error';
}

/** Encodes bytes as Base45 text (RFC 9285 section 4). */
export function encodeBase45(bytes: Uint8Array): string {
  let out = '';
  const a = BASE45_ALPHABET;
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const n = bytes[i] * 256 + bytes[i + 1];
    out += a[n % 45] + a[Math.floor(n / 45) % 45] + a[Math.floor(n / 2025)];
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1];
    out += a[n % 45] + a[Math.floor(n / 45)];
  }
  return out;
}

/**
 * Decodes Base45 text to bytes (RFC 9285 section 4.2).
 * @throws Base45Error for a character outside the alphabet, a length of 3n+1, or a group above 65535 (255 for a final pair).
 */
export function decodeBase45(text: string): Uint8Array {
  if (text.length % 3 === 1) {
    throw new Base45Error(`Base45 text must have a length of 3n or 3n+2 characters, but received ${text.length}`);
  }
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const group = text.slice(i, i + 3);
    let n = 0;
    let scale = 1;
    for (const c of group) {
      const value = VALUE.get(c);
      if (value === undefined) {
        throw new Base45Error(`expected a Base45 character (0-9, A-Z, space, $%*+-./:), but received "${c}" at position ${i + group.indexOf(c) + 1}`);
      }
      n += value * scale;
      scale *= 45;
    }
    if (group.length === 3) {
      if (n > 0xffff) throw new Base45Error(`Base45 group "${group}" is ${n}, above the largest 2-byte value 65535`);
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      if (n > 0xff) throw new Base45Error(`final Base45 pair "${group}" is ${n}, above the largest byte value 255`);
      out[o++] = n;
    }
  }
  return out;
}
