/** CRC-32 (IEEE 802.3, the one zip and PNG use): detects truncated or mistyped payloads. */

let table: Uint32Array | undefined;

function makeTable(): Uint32Array {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
}

/** The CRC-32 of the bytes, as an unsigned 32-bit integer ("123456789" gives 0xCBF43926). */
export function crc32(bytes: Uint8Array): number {
  table ??= makeTable();
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = table[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const utf8 = new TextEncoder();

/**
 * The CRC-32 of a code's text prefix (UTF-8, e.g. "RC5:" or a part's header) followed by its
 * bytes: every code checks its prefix with its body, so a body pasted under another code's
 * prefix is refused too.
 */
export function crc32Prefixed(prefix: string, body: Uint8Array): number {
  const head = utf8.encode(prefix);
  const all = new Uint8Array(head.length + body.length);
  all.set(head);
  all.set(body, head.length);
  return crc32(all);
}
