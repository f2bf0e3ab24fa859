/**
 * The two Web Crypto primitives verified rolls use: SHA-256 and HMAC-SHA256. `crypto.subtle`
 * exists in browsers on secure pages (https or localhost) and in Node 20+.
 */

/** Thrown when Web Crypto's `subtle` is missing: a page served over plain http on a LAN address. */
export class NoWebCryptoError extends Error {
  override name = 'NoWebCryptoError';
  constructor() {
    super('Verified rolls need Web Crypto, which browsers give only to secure pages: open Rollcall over https (or as the installed app).');
  }
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new NoWebCryptoError();
  return s;
}

const utf8 = new TextEncoder();

/** Concatenates byte strings and text (UTF-8). */
export function concat(...parts: (Uint8Array | string)[]): Uint8Array {
  const bytes = parts.map((p) => (typeof p === 'string' ? utf8.encode(p) : p));
  const out = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of bytes) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

/** SHA-256 of `data` (32 bytes). @throws NoWebCryptoError without Web Crypto. */
export async function sha256(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', data as BufferSource));
}

/** An HMAC-SHA256 signer keyed with `key`; `sign(msg)` gives 32 bytes. @throws NoWebCryptoError without Web Crypto. */
export async function hmacSha256(key: Uint8Array): Promise<(msg: Uint8Array) => Promise<Uint8Array>> {
  const k = await subtle().importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return async (msg) => new Uint8Array(await subtle().sign('HMAC', k, msg as BufferSource));
}
