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

const fail = (message: string): Decoded<RoundResult> => ({ ok: false, message });

async function decodeOne(payload: string, knownRulesets?: readonly string[]): Promise<Decoded<RoundResult>> {
  const m = PREFIX_AT_START.exec(payload);
  if (!m) return fail(`This is not a Rollcall code: expected text starting with "${payloadPrefix(PAYLOAD_VERSION)}".`);
  const version = Number(m[1]);
  if (version > PAYLOAD_VERSION) {
    return fail(`This code is from a newer version of Rollcall (format ${version}, this app reads up to ${PAYLOAD_VERSION}); update the app to read it.`);
  }
  if (version < 1) return fail(`This is not a Rollcall code: format ${version} does not exist.`);
  if (payload.length > MAX_PAYLOAD_CHARS) {
    return fail(`This code is too large: expected at most ${MAX_PAYLOAD_CHARS} characters, but received ${payload.length}.`);
  }
  let bytes: Uint8Array;
  try {
    bytes = decodeBase45(payload.slice(m[0].length));
  } catch (e) {
    if (e instanceof Base45Error) return fail(`This Rollcall code is truncated or damaged: ${e.message}.`);
    throw e;
  }
  if (bytes.length < 6) return fail(`This Rollcall code is truncated: expected at least 6 bytes, but received ${bytes.length}.`);
  const body = bytes.subarray(4);
  const expected = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const actual = payloadChecksum(version, body);
  if (expected !== actual) {
    return fail(`This Rollcall code is truncated or damaged: its checksum does not match (expected ${hex(expected)}, computed ${hex(actual)}).`);
  }
  let packed: Uint8Array;
  if (body[0] === PACKED) packed = body.subarray(1);
  else if (body[0] === DEFLATED) {
    try {
      packed = await inflateRaw(body.subarray(1), MAX_PACKED_BYTES);
    } catch (e) {
      if (e instanceof InflateLimitError) return fail(`This code is too large: ${e.message}.`);
      if (typeof DecompressionStream === 'undefined') {
        return fail('This browser cannot unpack this code (it lacks DecompressionStream): update the browser to read it.');
      }
      return fail('This Rollcall code is damaged: its data does not decompress.');
    }
  } else return fail(`This Rollcall code is damaged: expected body method 0 or 1, but received ${body[0]}.`);
  let data: unknown;
  try {
    data = migrate(unpack(packed, version), version);
  } catch (e) {
    if (e instanceof BitsError) return fail(`This Rollcall code is damaged: ${e.message}.`);
    throw e;
  }
  const parsed = v.safeParse(RoundC, data);
  if (!parsed.success) return fail(`This Rollcall code does not hold a round result: ${issueText(parsed.issues[0])}.`);
  const result = fromCompact(parsed.output);
  if (knownRulesets && !knownRulesets.includes(result.rulesetId)) {
    return fail(`This code is for the ruleset "${result.rulesetId}", which this app does not know (it knows ${knownRulesets.join(', ') || 'none'}).`);
  }
  return { ok: true, value: result };
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');

/**
 * Reads a round from untrusted text: the bare payload (from a QR code), a whole shared
 * text containing it, or a link carrying it (`…#gm?r=RC2%3A…`); codes of every format from
 * 1 up (older ones are migrated: a format 1 code has no attack tags). Never throws; on failure
 * the message is one sentence: not a Rollcall code, truncated or damaged (checksum), from a
 * newer version, an unknown ruleset (when `knownRulesets` is given), too large, or a
 * character transfer code (transfer.ts) rather than a round.
 * The decoded result is built from validated values only: plain strings of bounded length
 * without control characters, bounded finite numbers, and fresh objects (no keys from the input).
 */
export async function decodePayload(text: string, opts: { knownRulesets?: readonly string[] } = {}): Promise<Decoded<RoundResult>> {
  try {
    if (typeof text !== 'string') return fail(`Expected text to read a Rollcall code from, but received ${typeof text}.`);
    if (text.length > MAX_INPUT_CHARS) {
      return fail(`This text is too large to hold a Rollcall code: expected at most ${MAX_INPUT_CHARS} characters, but received ${text.length}.`);
    }
    const trimmed = text.trim();
    if (!trimmed) return fail('There is no Rollcall code here: the text is empty.');
    const found = candidates(trimmed);
    if (!found.length) {
      if (/^RCT\d{1,6}:/.test(trimmed)) return fail('This is a code for moving a character to another phone, not a rolled round: read it where characters are received.');
      return fail(`This is not a Rollcall code: no "${payloadPrefix(PAYLOAD_VERSION)}" code or Rollcall link found.`);
    }
    let first: Decoded<RoundResult> | undefined;
    for (const c of found) {
      const r = await decodeOne(c, opts.knownRulesets);
      if (r.ok) return r;
      first ??= r;
    }
    return first!;
  } catch (e) {
    return fail(`This Rollcall code could not be read: ${e instanceof Error ? e.message : String(e)}.`);
  }
}
