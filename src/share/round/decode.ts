/**
 * Reading a share payload from untrusted text (format in format.ts); the GM's side, kept
 * apart from the encoder so it loads with the GM screen, not the player's first page.
 */
import * as v from 'valibot';
import type { RoundResult } from '../../engine/ruleset';
import { Base45Error, decodeBase45 } from '../codec/base45';
import { BitsError } from '../codec/bits';
import { RoundC } from './compact';
import { InflateLimitError, inflateRaw } from '../codec/deflate';
import { DEFLATED, MAX_INPUT_CHARS, MAX_PACKED_BYTES, MAX_PAYLOAD_CHARS, PACKED, PAYLOAD_VERSION, issueText, payloadChecksum, payloadPrefix, type Decoded } from './format';
import { migrate } from './migrate';
import { fromCompact, unpack } from './unpack';

const PREFIX = /RC(\d{1,6}):/;
const PREFIX_AT_START = /^RC(\d{1,6}):/;

const BASE45_RUN = /[0-9A-Z $%*+\-./:]*/y;

/**
 * Drops what chat apps add after a code or link (a full stop, ">", ")", spaces): Base45 text
 * always ends in 0-9 or A-W, since a group's last digit is at most 32 ("W") and a final
 * pair's at most 5.
 */
function tidy(candidate: string): string {
  const m = PREFIX_AT_START.exec(candidate);
  return m ? m[0] + candidate.slice(m[0].length).replace(/[^0-9A-W]+$/, '') : candidate;
}

/** The candidate payloads in a text: each link's `r=` parameter first, then each `RC<n>:` run. */
function candidates(text: string): string[] {
  const found: string[] = [];
  for (const link of text.matchAll(/[#?&]r=([^&#\s]+)/g)) {
    if (found.length >= 4) break;
    try {
      found.push(tidy(decodeURIComponent(link[1])));
    } catch {
      found.push(tidy(link[1]));
    }
  }
  const re = new RegExp(PREFIX.source, 'g');
  for (let m = re.exec(text); m && found.length < 8; m = re.exec(text)) {
    BASE45_RUN.lastIndex = m.index + m[0].length;
    found.push(tidy(m[0] + (BASE45_RUN.exec(text)?.[0] ?? '')));
  }
  return found;
}

const fail = (message: string, detail?: string): Decoded<RoundResult> => ({ ok: false, message, ...(detail ? { detail } : {}) });

/** What a damaged or cut code says to a player: the cause is one of a few things they can do something about. */
const DAMAGED = 'This Rollcall code is cut short or damaged: scan it again, or ask for the text or link again.';

async function decodeOne(payload: string, knownRulesets?: readonly string[]): Promise<Decoded<RoundResult>> {
  const m = PREFIX_AT_START.exec(payload);
  if (!m) return fail('This is not a Rollcall code.', `expected text starting with "${payloadPrefix(PAYLOAD_VERSION)}"`);
  const version = Number(m[1]);
  if (version > PAYLOAD_VERSION) {
    return fail('This code comes from a newer version of Rollcall: update the app on this phone to read it.', `format ${version}; this app reads up to ${PAYLOAD_VERSION}`);
  }
  if (version < 1) return fail('This is not a Rollcall code.', `format ${version} does not exist`);
  if (payload.length > MAX_PAYLOAD_CHARS) {
    return fail('This code is too long to be a round from Rollcall.', `expected at most ${MAX_PAYLOAD_CHARS} characters, but received ${payload.length}`);
  }
  let bytes: Uint8Array;
  try {
    bytes = decodeBase45(payload.slice(m[0].length));
  } catch (e) {
    if (e instanceof Base45Error) return fail(DAMAGED, e.message);
    throw e;
  }
  if (bytes.length < 6) return fail(DAMAGED, `expected at least 6 bytes, but received ${bytes.length}`);
  const body = bytes.subarray(4);
  const expected = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const actual = payloadChecksum(version, body);
  if (expected !== actual) {
    return fail(DAMAGED, `checksum does not match (expected ${hex(expected)}, computed ${hex(actual)})`);
  }
  let packed: Uint8Array;
  if (body[0] === PACKED) packed = body.subarray(1);
  else if (body[0] === DEFLATED) {
    try {
      packed = inflateRaw(body.subarray(1), MAX_PACKED_BYTES);
    } catch (e) {
      if (e instanceof InflateLimitError) return fail('This code is too long to be a round from Rollcall.', e.message);
      return fail(DAMAGED, `the data does not decompress${e instanceof Error ? `: ${e.message}` : ''}`);
    }
  } else return fail(DAMAGED, `expected body method 0 or 1, but received ${body[0]}`);
  let data: unknown;
  try {
    data = migrate(unpack(packed, version), version);
  } catch (e) {
    if (e instanceof BitsError) {
      return fail(/newer Rollcall/.test(e.message) ? 'This code may come from a newer version of Rollcall: update the app on this phone to read it.' : DAMAGED, e.message);
    }
    throw e;
  }
  const parsed = v.safeParse(RoundC, data);
  if (!parsed.success) return fail('This Rollcall code does not hold a rolled round.', issueText(parsed.issues[0]));
  const read = fromCompact(parsed.output);
  // From format 4 on a proof carries its inputs: one without them says its format, as the GM's
  // check then calls it altered rather than an older app's.
  const result = read.proof && !read.proof.inputs && version >= 4 ? { ...read, proof: { ...read.proof, format: version } } : read;
  if (knownRulesets && !knownRulesets.includes(result.rulesetId)) {
    return fail(`This code is for a rule system this app does not know ("${result.rulesetId}"): update the app to read it.`, `this app knows ${knownRulesets.join(', ') || 'none'}`);
  }
  return { ok: true, value: result };
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');

/**
 * Reads a round from untrusted text: the bare payload (from a QR code), a whole shared
 * text containing it, or a link carrying it (`…#gm?r=RC2%3A…`); codes of every format from
 * 1 up (older ones are migrated: a format 1 code has no attack tags). Never throws; on failure
 * the message is one sentence in a player's words: not a Rollcall code, cut short or damaged, from a
 * newer version, an unknown ruleset (when `knownRulesets` is given), too long, or a
 * character transfer code (transfer.ts) rather than a round; `detail` says exactly what failed
 * (the checksum, a bad character) for the "Details" fold.
 * The decoded result is built from validated values only: plain strings of bounded length
 * without control characters, bounded finite numbers, and fresh objects (no keys from the input).
 */
export async function decodePayload(text: string, opts: { knownRulesets?: readonly string[] } = {}): Promise<Decoded<RoundResult>> {
  try {
    if (typeof text !== 'string') return fail('There is no Rollcall code here.', `expected text, but received ${typeof text}`);
    if (text.length > MAX_INPUT_CHARS) {
      return fail('This text is too long to hold a Rollcall code.', `expected at most ${MAX_INPUT_CHARS} characters, but received ${text.length}`);
    }
    const trimmed = text.trim();
    if (!trimmed) return fail('There is no Rollcall code here: the text is empty.');
    const found = candidates(trimmed);
    if (!found.length) {
      if (/^RCT\d{1,6}:/.test(trimmed)) return fail('This is a code for moving a character to another phone, not a rolled round: read it where characters are received.');
      return fail('This is not a Rollcall code: no round or Rollcall link was found in it.', `no "${payloadPrefix(PAYLOAD_VERSION)}" code or link with r=`);
    }
    let first: Decoded<RoundResult> | undefined;
    for (const c of found) {
      const r = await decodeOne(c, opts.knownRulesets);
      if (r.ok) return r;
      first ??= r;
    }
    return first!;
  } catch (e) {
    return fail('This Rollcall code could not be read.', e instanceof Error ? e.message : String(e));
  }
}
