/**
 * The join code a player's phone shows the GM once per evening (verified table mode):
 * `RCJ1:` then the Base45 text of a CRC-32 (over the prefix and the body, big-endian) and the
 * body: the phone's id (4 bytes), the chain's length (2 bytes, big-endian), the commitment
 * (16 bytes) and a label (UTF-8, up to 48 bytes) such as the player's name. `RCJ2:` codes
 * also commit to the sheets the phone rolls from: after the commitment, a count (1 byte, at
 * most {@link MAX_SHEETS}) and that many sheet digests (8 bytes each, src/verify/sheet.ts),
 * then the label. A phone with no sheet to commit writes `RCJ1:`; both are read.
 */
import { readChecked, writeChecked, type CheckedCode } from '../share/codec/checked';
import { normalizeName } from '../engine/names';
import { shorten } from '../share/round/compact';
import { LINK_BYTES, MAX_CHAIN_LENGTH } from './chain';
import { fromHex, toHex } from '../share/codec/hex';

/** Prefix of a join code without sheet digests. */
export const JOIN_PREFIX = 'RCJ1:';
/** Prefix of a join code with sheet digests. */
export const JOIN_PREFIX_SHEETS = 'RCJ2:';
/** Most sheet digests a join code carries (a player's characters of the evening). */
export const MAX_SHEETS = 16;
const DIGEST_BYTES = 8;
/** Longest label, in characters (its UTF-8 fits 48 bytes only when short enough; it is cut). */
export const MAX_LABEL = 24;
const MAX_LABEL_BYTES = 48;
const HEAD = 4 + 2 + LINK_BYTES;

/** What a join code says: who, and what the phone committed to. */
export interface JoinCode {
  /** The phone's id: 8 hex digits. */
  readonly id: string;
  /** Rounds in the chain. */
  readonly length: number;
  /** The commitment, link 0 of the chain: 32 hex digits. */
  readonly commitment: string;
  /** A name for the phone: the player's, or their first character's. */
  readonly label: string;
  /**
   * Digests (16 hex digits each) of the sheets and table options the phone's characters roll
   * from, as they were when the evening started (`sheetDigest`); absent in `RCJ1:` codes.
   */
  readonly sheets?: readonly string[];
}

const utf8 = new TextEncoder();

/** A join code's frame, and how its problems are said (in a player's words; what failed under Details). */
const frame = (prefix: string, maxChars: number, minBytes: number): CheckedCode => ({
  prefix, maxChars, minBytes,
  words: (p) => {
    switch (p.kind) {
      case 'long': return { message: `This join code is too long: expected at most ${maxChars} characters, but received ${p.chars}.` };
      case 'foreign': return { message: `This is not a join code: expected text starting with "${JOIN_PREFIX}" or "${JOIN_PREFIX_SHEETS}".` };
      case 'base45': return { message: 'This join code is damaged: it holds characters a join code never has. Scan it again.', detail: p.error };
      case 'short': return { message: 'This join code is cut short: part of it is missing. Scan it again.', detail: `expected at least ${minBytes} bytes, but received ${p.bytes}` };
      case 'checksum': return { message: 'This join code is damaged: a character was changed or lost on the way. Scan it again.', detail: 'CRC-32 does not match' };
    }
  },
});
const JOIN = frame(JOIN_PREFIX, 200, 4 + HEAD);
const JOIN_SHEETS = frame(JOIN_PREFIX_SHEETS, 320, 4 + HEAD + 1);

/** The join code's text. Labels are cut to MAX_LABEL characters and 48 UTF-8 bytes. */
export function encodeJoinCode(j: JoinCode): string {
  let label = shorten(normalizeName(j.label), MAX_LABEL);
  while (utf8.encode(label).length > MAX_LABEL_BYTES) label = shorten(label, label.length - 1);
  const labelBytes = utf8.encode(label);
  const sheets = (j.sheets ?? []).slice(0, MAX_SHEETS);
  const extra = sheets.length ? 1 + DIGEST_BYTES * sheets.length : 0;
  const body = new Uint8Array(HEAD + extra + labelBytes.length);
  body.set(fromHex(j.id, 4), 0);
  new DataView(body.buffer).setUint16(4, j.length);
  body.set(fromHex(j.commitment, LINK_BYTES), 6);
  if (sheets.length) {
    body[HEAD] = sheets.length;
    sheets.forEach((d, i) => body.set(fromHex(d, DIGEST_BYTES), HEAD + 1 + DIGEST_BYTES * i));
  }
  body.set(labelBytes, HEAD + extra);
  return writeChecked(sheets.length ? JOIN_PREFIX_SHEETS : JOIN_PREFIX, body);
}

/** Whether a text holds a join code (the GM's intake sends it here rather than to the round decoder). */
export const isJoinCode = (text: string): boolean => /^RCJ[12]:/.test(text.trim().toUpperCase());

/** A join code read from untrusted text, or one sentence saying why not. Never throws. */
export function decodeJoinCode(text: string): { ok: true; value: JoinCode } | { ok: false; message: string } {
  // The prefix before the length: a long text of another kind is "not a join code".
  if (!isJoinCode(text)) return { ok: false, ...JOIN.words({ kind: 'foreign' }, text.trim()) };
  const withSheets = text.trim().toUpperCase().startsWith(JOIN_PREFIX_SHEETS);
  const read = readChecked(text, withSheets ? JOIN_SHEETS : JOIN);
  if (!read.ok) return { ok: false, message: read.message };
  const body = read.value;
  const length = new DataView(body.buffer, body.byteOffset).getUint16(4);
  if (length < 1 || length > MAX_CHAIN_LENGTH) return { ok: false, message: `This join code claims a chain of ${length} rounds; expected 1 to ${MAX_CHAIN_LENGTH}.` };
  const count = withSheets ? body[HEAD]! : 0;
  if (withSheets && (count < 1 || count > MAX_SHEETS || body.length < HEAD + 1 + DIGEST_BYTES * count)) {
    return { ok: false, message: `This join code is damaged: expected 1 to ${MAX_SHEETS} sheets, but it says ${count}${count >= 1 && count <= MAX_SHEETS ? ' and holds fewer' : ''}.` };
  }
  const at = withSheets ? HEAD + 1 + DIGEST_BYTES * count : HEAD;
  const sheets = Array.from({ length: count }, (_, i) => toHex(body.slice(HEAD + 1 + DIGEST_BYTES * i, HEAD + 1 + DIGEST_BYTES * (i + 1))));
  if (body.length - at > MAX_LABEL_BYTES) return { ok: false, message: `This join code's name is too long: expected at most ${MAX_LABEL_BYTES} bytes.` };
  let label: string;
  try {
    label = new TextDecoder('utf-8', { fatal: true }).decode(body.slice(at));
  } catch {
    return { ok: false, message: 'This join code\'s name is not valid text.' };
  }
  const value: JoinCode = { id: toHex(body.slice(0, 4)), length, commitment: toHex(body.slice(6, HEAD)), label: shorten(normalizeName(label), MAX_LABEL) || 'Player', ...(count ? { sheets } : {}) };
  return { ok: true, value };
}
