/**
 * The link codes: the GM's join code (an offer) and a player's answer code, as QR text like
 * the app's other codes. `RCL1:` then the Base45 (RFC 9285) text of a CRC-32 (big-endian, over
 * the prefix and the body) and the body:
 *
 * - 4 bytes, a 32-bit big-endian word, from the top bit: the kind (1 bit: 0 the GM's offer, 1 a
 *   player's answer), the DTLS setup (2 bits: 0 actpass, 1 active, 2 passive), the number of
 *   candidates less one (3 bits: 1 to 6), the lengths less one of the ICE user fragment (5 bits)
 *   and password (6 bits), and the offer's number (15 bits): the GM numbers its offers of the
 *   evening, and an answer repeats the number of the offer it answers;
 * - the ICE user fragment then password, 6 bits a character (the 64 ice-chars, RFC 8839),
 *   padded to a whole byte;
 * - 32 bytes: the SHA-256 fingerprint of the sender's DTLS certificate;
 * - each candidate: 1 byte kind (0 IPv4, 1 IPv6, 2 mDNS name), the address (4 bytes, 16 bytes,
 *   or the name's uuid as 16 bytes), 2 bytes UDP port.
 *
 * A Chromium offer with two mDNS candidates is 99 bytes: 153 characters, QR version 6 at ECC M.
 */
import { readChecked, writeChecked, type CheckedCode } from '../share/codec/checked';
import type { Decoded } from '../share/round/format';
import { ipv6Bytes, ipv6Text, MAX_CANDIDATES, MAX_PWD, MAX_UFRAG, SETUPS, type Candidate, type LinkDescription } from './sdp';

/** Prefix of a link code (offer or answer). */
export const LINK_PREFIX = 'RCL1:';
/** Highest offer number (15 bits): the GM's numbering wraps after that many offers. */
export const MAX_OFFER = 0x7fff;
/** Longest link code text: six IPv6 candidates and the longest credentials. */
export const MAX_LINK_CODE_CHARS = 700;

/** A link code: the GM's offer (shown as the join QR) or a player's answer to offer `offer`. */
export interface LinkCode {
  readonly kind: 'offer' | 'answer';
  /** The GM's number for the offer, 0 to {@link MAX_OFFER}. */
  readonly offer: number;
  readonly description: LinkDescription;
}

const ICE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const KINDS: readonly Candidate['kind'][] = ['ipv4', 'ipv6', 'mdns'];
const ADDRESS_BYTES = { ipv4: 4, ipv6: 16, mdns: 16 } as const;

/** Whether a text is a link code (by its prefix), so a scanner can send it here. */
export const isLinkCode = (text: string): boolean => text.trim().toUpperCase().startsWith(LINK_PREFIX);

const DAMAGED = 'This link code is cut short or damaged: scan it again.';

/** The link code's frame, and how its problems are said. */
const LINK: CheckedCode = {
  prefix: LINK_PREFIX, maxChars: MAX_LINK_CODE_CHARS, minBytes: 4 + 4,
  words: (p, t) => {
    switch (p.kind) {
      case 'long': return { message: 'This link code is too long: scan it again.', detail: `expected at most ${MAX_LINK_CODE_CHARS} characters, but received ${p.chars}` };
      case 'foreign': {
        const other = /^RCL(\d{1,6}):/i.exec(t);
        return other
          ? { message: 'This link code comes from a newer version of Rollcall: update the app on this phone.', detail: `format ${other[1]}; expected format 1` }
          : { message: 'This is not a link code.', detail: `expected text starting with "${LINK_PREFIX}", but received "${t.slice(0, 8)}"` };
      }
      case 'base45': return { message: DAMAGED, detail: p.error };
      case 'short': return { message: DAMAGED, detail: `expected at least 8 bytes, but received ${p.bytes}` };
      case 'checksum': return { message: DAMAGED, detail: 'checksum does not match' };
    }
  },
};

function addressBytes(c: Candidate): Uint8Array {
  if (c.kind === 'ipv4') return Uint8Array.from(c.address.split('.'), Number);
  if (c.kind === 'ipv6') return ipv6Bytes(c.address)!;
  return Uint8Array.from(c.address.replace(/-/g, '').match(/../g)!, (h) => parseInt(h, 16));
}

function addressText(kind: Candidate['kind'], b: Uint8Array): string {
  if (kind === 'ipv4') return Array.from(b).join('.');
  if (kind === 'ipv6') return ipv6Text(b);
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The code's text.
 * @throws RangeError when the offer number, credentials or candidates are outside what the format holds
 */
export function encodeLinkCode(code: LinkCode): string {
  const d = code.description;
  if (!Number.isInteger(code.offer) || code.offer < 0 || code.offer > MAX_OFFER) throw new RangeError(`Expected an offer number from 0 to ${MAX_OFFER}, but received ${code.offer}`);
  if (d.candidates.length < 1 || d.candidates.length > MAX_CANDIDATES) throw new RangeError(`Expected 1 to ${MAX_CANDIDATES} candidates, but received ${d.candidates.length}`);
  if (d.fingerprint.length !== 32) throw new RangeError(`Expected a 32-byte fingerprint, but received ${d.fingerprint.length} bytes`);
  const chars = d.ufrag + d.pwd;
  if (!d.ufrag || d.ufrag.length > MAX_UFRAG || !d.pwd || d.pwd.length > MAX_PWD || [...chars].some((c) => !ICE.includes(c))) {
    throw new RangeError(`Expected ICE credentials of ice-chars (user fragment 1 to ${MAX_UFRAG}, password 1 to ${MAX_PWD}), but received "${d.ufrag}" and ${d.pwd.length} characters`);
  }
  const head = ((code.kind === 'answer' ? 1 : 0) << 31 | SETUPS.indexOf(d.setup) << 29 | (d.candidates.length - 1) << 26 | (d.ufrag.length - 1) << 21 | (d.pwd.length - 1) << 15 | code.offer) >>> 0;
  const out: number[] = [head >>> 24, (head >>> 16) & 0xff, (head >>> 8) & 0xff, head & 0xff];
  let acc = 0, bits = 0;
  for (const c of chars) {
    acc = (acc << 6) | ICE.indexOf(c);
    bits += 6;
    if (bits >= 8) { bits -= 8; out.push((acc >> bits) & 0xff); }
  }
  if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
  out.push(...d.fingerprint);
  for (const c of d.candidates) out.push(KINDS.indexOf(c.kind), ...addressBytes(c), c.port >> 8, c.port & 0xff);
  return writeChecked(LINK_PREFIX, Uint8Array.from(out));
}

/** Reads bytes in order; `take` says what was expected when the code ends early. */
class Reader {
  i = 0;
  constructor(readonly b: Uint8Array) {}
  take(n: number, what: string): Uint8Array {
    if (this.i + n > this.b.length) throw new LinkCodeError(`This link code is cut short: expected ${what} at byte ${this.i + 1}, but received only ${this.b.length} bytes.`);
    const out = this.b.subarray(this.i, this.i + n);
    this.i += n;
    return out;
  }
}

/** A damaged or foreign link code; its message is one sentence for the user. */
export class LinkCodeError extends Error {
  override name = 'LinkCodeError';
}

function readBody(body: Uint8Array): LinkCode {
  const r = new Reader(body);
  const w = r.take(4, 'the kind, lengths and offer number');
  const head = ((w[0]! << 24) | (w[1]! << 16) | (w[2]! << 8) | w[3]!) >>> 0;
  const setup = SETUPS[(head >>> 29) & 3];
  if (!setup) throw new LinkCodeError(`This link code is damaged: expected a DTLS setup of 0 to 2, but received ${(head >>> 29) & 3}.`);
  const count = ((head >>> 26) & 7) + 1;
  if (count > MAX_CANDIDATES) throw new LinkCodeError(`This link code is damaged: expected 1 to ${MAX_CANDIDATES} addresses, but received ${count}.`);
  const ul = ((head >>> 21) & 31) + 1, pl = ((head >>> 15) & 63) + 1;
  const packed = r.take(Math.ceil(((ul + pl) * 6) / 8), 'the ICE credentials');
  let chars = '';
  for (let k = 0; k < ul + pl; k++) {
    const bit = k * 6, byte = bit >> 3, shift = bit & 7;
    const word = (packed[byte]! << 8) | (packed[byte + 1] ?? 0);
    chars += ICE[(word >> (10 - shift)) & 0x3f];
  }
  const fingerprint = Uint8Array.from(r.take(32, 'the 32-byte certificate fingerprint'));
  const candidates: Candidate[] = [];
  for (let k = 0; k < count; k++) {
    const kindByte = r.take(1, `address ${k + 1}`)[0]!;
    const kind = KINDS[kindByte];
    if (!kind) throw new LinkCodeError(`This link code is damaged: expected an address kind of 0 to 2, but received ${kindByte}.`);
    const address = addressText(kind, r.take(ADDRESS_BYTES[kind], `address ${k + 1}`));
    const [p1, p2] = r.take(2, `the port of address ${k + 1}`);
    const port = (p1! << 8) | p2!;
    if (port === 0) throw new LinkCodeError(`This link code is damaged: expected a port from 1 to 65535, but received 0.`);
    candidates.push({ kind, address, port });
  }
  if (r.i !== body.length) throw new LinkCodeError(`This link code is damaged: expected ${r.i} bytes, but received ${body.length}.`);
  return {
    kind: head >>> 31 ? 'answer' : 'offer',
    offer: head & MAX_OFFER,
    description: { ufrag: chars.slice(0, ul), pwd: chars.slice(ul), fingerprint, setup, candidates },
  };
}

/** A link code read from untrusted text (a scan or a paste), or one sentence saying why not. Never throws. */
export function decodeLinkCode(text: string): Decoded<LinkCode> {
  const read = readChecked(text, LINK);
  if (!read.ok) return read;
  const body = read.value;
  try {
    return { ok: true, value: readBody(body) };
  } catch (e) {
    if (e instanceof LinkCodeError) return { ok: false, message: e.message };
    throw e;
  }
}
