/**
 * The join code a player's phone shows the GM once per evening (verified table mode):
 * `RCJ1:` then the Base45 text of a CRC-32 (over the prefix and the body, big-endian) and the
 * body: the phone's id (4 bytes), the chain's length (2 bytes, big-endian), the commitment
 * (16 bytes) and a label (UTF-8, up to 48 bytes) such as the player's name.
 */
import { readChecked, writeChecked, type CheckedCode } from '../share/codec/checked';
import { normalizeName } from '../engine/names';
import { shorten } from '../share/round/compact';
import { LINK_BYTES, MAX_CHAIN_LENGTH } from './chain';
import { fromHex, toHex } from '../share/codec/hex';

/** Prefix of a join code. */
export const JOIN_PREFIX = 'RCJ1:';
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
}

const utf8 = new TextEncoder();

/** The join code's frame, and how its problems are said. */
const JOIN: CheckedCode = {
  prefix: JOIN_PREFIX, maxChars: 200, minBytes: 4 + HEAD,
  words: (p) => {
    switch (p.kind) {
      case 'long': return { message: `This join code is too long: expected at most 200 characters, but received ${p.chars}.` };
      case 'foreign': return { message: `This is not a join code: expected text starting with "${JOIN_PREFIX}".` };
      case 'base45': return { message: `This join code is damaged: ${p.error}.` };
      case 'short': return { message: `This join code is cut short: expected at least ${4 + HEAD} bytes, but received ${p.bytes}.` };
      case 'checksum': return { message: 'This join code is damaged: its checksum does not match. Scan it again.' };
    }
  },
};

/** The join code's text. Labels are cut to MAX_LABEL characters and 48 UTF-8 bytes. */
export function encodeJoinCode(j: JoinCode): string {
  let label = shorten(normalizeName(j.label), MAX_LABEL);
  while (utf8.encode(label).length > MAX_LABEL_BYTES) label = shorten(label, label.length - 1);
  const labelBytes = utf8.encode(label);
  const body = new Uint8Array(HEAD + labelBytes.length);
  body.set(fromHex(j.id, 4), 0);
  new DataView(body.buffer).setUint16(4, j.length);
  body.set(fromHex(j.commitment, LINK_BYTES), 6);
  body.set(labelBytes, HEAD);
  return writeChecked(JOIN_PREFIX, body);
}

/** Whether a text holds a join code (the GM's intake sends it here rather than to the round decoder). */
export const isJoinCode = (text: string): boolean => text.trim().toUpperCase().startsWith(JOIN_PREFIX);

/** A join code read from untrusted text, or one sentence saying why not. Never throws. */
export function decodeJoinCode(text: string): { ok: true; value: JoinCode } | { ok: false; message: string } {
  // The prefix before the length: a long text of another kind is "not a join code".
  if (!isJoinCode(text)) return { ok: false, ...JOIN.words({ kind: 'foreign' }, text.trim()) };
  const read = readChecked(text, JOIN);
  if (!read.ok) return { ok: false, message: read.message };
  const body = read.value;
  const length = new DataView(body.buffer, body.byteOffset).getUint16(4);
  if (length < 1 || length > MAX_CHAIN_LENGTH) return { ok: false, message: `This join code claims a chain of ${length} rounds; expected 1 to ${MAX_CHAIN_LENGTH}.` };
  if (body.length - HEAD > MAX_LABEL_BYTES) return { ok: false, message: `This join code's name is too long: expected at most ${MAX_LABEL_BYTES} bytes.` };
  let label: string;
  try {
    label = new TextDecoder('utf-8', { fatal: true }).decode(body.slice(HEAD));
  } catch {
    return { ok: false, message: 'This join code\'s name is not valid text.' };
  }
  return { ok: true, value: { id: toHex(body.slice(0, 4)), length, commitment: toHex(body.slice(6, HEAD)), label: shorten(normalizeName(label), MAX_LABEL) || 'Player' } };
}
