/**
 * The prefixed, checksummed text codes (the link's `RCL1:`, the verified table's join code
 * `RCJ1:`): the prefix, then the Base45 (RFC 9285) text of a CRC-32 (big-endian, over the
 * prefix and the body, see {@link crc32Prefixed}) and the body. The frame is written and read
 * here; each kind reads its own body and words what was wrong with the frame its own way.
 */
import { Base45Error, decodeBase45, encodeBase45 } from './base45';
import { crc32Prefixed } from './crc32';

/** What was wrong with a code's frame, in the order it is checked. */
export type FrameProblem =
  | { readonly kind: 'long'; readonly chars: number }
  | { readonly kind: 'foreign' }
  | { readonly kind: 'base45'; readonly error: string }
  | { readonly kind: 'short'; readonly bytes: number }
  | { readonly kind: 'checksum' };

/** A refused code: one sentence for the user and, apart, what exactly failed (shown under "Details"). */
export interface Refusal {
  readonly message: string;
  readonly detail?: string;
}

/** A kind of checked code, as its reader needs it. */
export interface CheckedCode {
  /** The prefix, such as `RCL1:`; read in any case. */
  readonly prefix: string;
  /** The longest text (trimmed), in characters. */
  readonly maxChars: number;
  /** The fewest bytes a code of this kind holds, its 4-byte checksum included. */
  readonly minBytes: number;
  /** The refusal for `problem`; `text` is the trimmed text read. */
  readonly words: (problem: FrameProblem, text: string) => Refusal;
}

/** The code's text: `prefix` and the Base45 text of the checksum and `body`. */
export function writeChecked(prefix: string, body: Uint8Array): string {
  const bytes = new Uint8Array(4 + body.length);
  new DataView(bytes.buffer).setUint32(0, crc32Prefixed(prefix, body));
  bytes.set(body, 4);
  return prefix + encodeBase45(bytes);
}

/**
 * The body of a code of kind `code` read from untrusted text (a scan or a paste), or the
 * refusal the kind words, checked in this order: the text's length, its prefix, its Base45
 * text, its length in bytes, its checksum. Never throws.
 */
export function readChecked(text: string, code: CheckedCode): { ok: true; value: Uint8Array } | ({ ok: false } & Refusal) {
  const t = text.trim();
  const refuse = (p: FrameProblem) => ({ ok: false as const, ...code.words(p, t) });
  if (t.length > code.maxChars) return refuse({ kind: 'long', chars: t.length });
  if (!t.toUpperCase().startsWith(code.prefix)) return refuse({ kind: 'foreign' });
  let bytes: Uint8Array;
  try {
    bytes = decodeBase45(t.slice(code.prefix.length));
  } catch (e) {
    if (e instanceof Base45Error) return refuse({ kind: 'base45', error: e.message });
    throw e;
  }
  if (bytes.length < code.minBytes) return refuse({ kind: 'short', bytes: bytes.length });
  const body = bytes.slice(4);
  if (new DataView(bytes.buffer, bytes.byteOffset).getUint32(0) !== crc32Prefixed(code.prefix, body)) return refuse({ kind: 'checksum' });
  return { ok: true, value: body };
}
