/** Lower-case hex text of bytes and back, for secrets and commitments in codes and the CLI. */

/** `Uint8Array [0xab, 0x01]` -> `"ab01"`. */
export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

/**
 * `"ab01"` -> bytes. Upper case is accepted.
 * @throws Error when the text is not an even number of hex digits (or not `bytes` long when given).
 */
export function fromHex(text: string, bytes?: number): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(text)) throw new Error(`expected hex digits in pairs, but received "${text.slice(0, 40)}"`);
  if (bytes !== undefined && text.length !== bytes * 2) throw new Error(`expected ${bytes * 2} hex digits, but received ${text.length}`);
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** Whether two byte strings are equal (lengths included). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i]! ^ b[i]!;
  return d === 0;
}
