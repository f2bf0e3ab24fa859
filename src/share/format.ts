/**
 * Payload format 1, shared by the encoder and the decoder: `RC1:` followed by the Base45
 * (RFC 9285) text of 4 bytes of CRC-32 (big-endian, over the body) and the body: one method
 * byte (0 packed, 1 raw DEFLATE of the packed bytes, whichever is shorter), then the compact
 * form (compact.ts) packed into bits (pack.ts). Every character is in the QR alphanumeric
 * set, so a five-attack round fits a version 10 code at error correction M (311 characters).
 */
import type * as v from 'valibot';

/** The payload format version written by this app; older ones would be migrated on decode. */
export const PAYLOAD_VERSION = 1;

/** Result of reading untrusted input: the value, or one sentence for the user. */
export type Decoded<T> = { ok: true; value: T } | { ok: false; message: string };

/** Characters of a QR code version 10 at error correction M in alphanumeric mode. */
export const QR_V10_M_CHARS = 311;

/** Longest input text `decodePayload` looks at, and longest payload inside it (characters). */
export const MAX_INPUT_CHARS = 100_000;
export const MAX_PAYLOAD_CHARS = 20_000;
/** Decompression stops past this many bytes (a zip bomb guard). */
export const MAX_PACKED_BYTES = 64 * 1024;

/** Body methods (the first byte after the checksum). */
export const PACKED = 0;
export const DEFLATED = 1;

/**
 * The most specific issue: inside a union, the option that got furthest into the input
 * (valibot gives the options' issues paths relative to the union).
 */
function deepest(issue: v.BaseIssue<unknown>): { message: string; path: string[] } {
  const own = (issue.path ?? []).map((p) => String(p.key));
  let best = { message: issue.message, path: own };
  for (const inner of issue.issues ?? []) {
    const d = deepest(inner);
    if (d.path.length > 0 && own.length + d.path.length > best.path.length) best = { message: d.message, path: [...own, ...d.path] };
  }
  return best;
}

/** One valibot issue as text for a message: its most specific message and where it is. */
export function issueText(issue: v.BaseIssue<unknown>): string {
  const { message, path } = deepest(issue);
  return path.length ? `${message} (at ${path.join('.')})` : message;
}

