/**
 * The share payload format, shared by the encoder and the decoder: `RC<version>:` followed by
 * the Base45 (RFC 9285) text of 4 bytes of CRC-32 (big-endian, see {@link payloadChecksum})
 * and the body: one method byte (0 packed, 1 raw DEFLATE of the packed bytes, whichever is
 * shorter), then the compact form (compact.ts) packed into bits (pack.ts). Every character is
 * in the QR alphanumeric set, so a five-attack round fits a version 10 code at error
 * correction M (311 characters).
 *
 * Versions: 1, 2 (adds each entry's attack tags; entry and round notes are GM
 * notes only, without a flag), 3 (adds a verified round's RollProof at the end) and 4 (a
 * verified round's proof carries the inputs it was rolled from instead of its dice sizes,
 * typed faces and seal: src/verify/inputs.ts) and 5 (the same fields; the dictionary of common
 * strings in pack.ts grows from 37 words to the defence and status labels, outcome labels and
 * notes the rule systems write into most rounds) and 6 (a verified round's proof says the
 * version of the rules it was rolled with, `Ruleset.rulesVersion`, after its round code; older
 * proofs say none, read as 0, which the GM's check takes as version 1). This app writes {@link PAYLOAD_VERSION} and reads every
 * version from 1 up: unpack.ts reads the fields of the code's version, then migrate.ts brings
 * the older shape up to the current one (fields a version lacks get their empty value).
 *
 * Adding a field in format N+1 (format 3's verified-roll proof, say), in this order:
 * 1. commit real `RC<N>:` codes and what they decode to as test/share/fixtures (see README);
 * 2. append the field at the end of the entry tuple (after the tags) or of the round tuple
 *    (after the notes) in compact.ts, with its bounds, and in toCompact / fromCompact;
 * 3. write it at the same place in pack.ts, and read it in unpack.ts under `version >= N+1`;
 * 4. add the step N -> N+1 to migrate.ts, giving codes of format N the empty value;
 * 5. raise PAYLOAD_VERSION. Never change how an older version's bits are read.
 */
import type * as v from 'valibot';
import { crc32, crc32Prefixed } from '../codec/crc32';

/** The payload format version written by this app; every older one is migrated on decode. */
export const PAYLOAD_VERSION = 6;

/** The `RC<version>:` prefix of a payload. */
export const payloadPrefix = (version: number) => `RC${version}:`;

/**
 * The CRC-32 a payload of `version` carries for `body`: format 1 covers the body only; from
 * format 2 it covers the ASCII prefix too (`RC2:` then the body), so a code whose version was
 * changed fails the check instead of being read with another version's field layout.
 */
export function payloadChecksum(version: number, body: Uint8Array): number {
  return version === 1 ? crc32(body) : crc32Prefixed(payloadPrefix(version), body);
}

/**
 * Result of reading untrusted input: the value, or one sentence for the user in a player's words
 * (no format names) with, in `detail`, what exactly failed for a developer or a bug report (shown
 * folded under "Details").
 */
export type Decoded<T> = { ok: true; value: T } | { ok: false; message: string; detail?: string };

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

