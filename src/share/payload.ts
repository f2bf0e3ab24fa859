/**
 * The share payload of a rolled round: what the QR code holds and the link carries.
 *
 * Format (version 1): `RC1:` followed by the Base45 (RFC 9285) text of 4 bytes of CRC-32
 * (big-endian, over the body) and the body: one method byte (0 packed, 1 raw DEFLATE of the
 * packed bytes, whichever is shorter), then the compact form (compact.ts) packed into bits
 * (pack.ts). Every character is in the QR alphanumeric set, so a five-attack round fits a
 * version 10 code at error correction M (311 characters).
 */
import * as v from 'valibot';
import type { RoundResult } from '../engine/ruleset';
import { Base45Error, decodeBase45, encodeBase45 } from './base45';
import { FULL, RoundC, fromCompact, toCompact, type Limits } from './compact';
import { BitsError } from './bits';
import { crc32 } from './crc32';
import { pack, unpack } from './pack';
import { InflateLimitError, deflateRaw, inflateRaw } from './deflate';

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

const PREFIX = /RC(\d{1,6}):/;

/** Body methods (the first byte after the checksum). */
const PACKED = 0;
const DEFLATED = 1;

/** What `encodeResultDetailed` made: the payload and how long text was bounded to fit. */
export interface Encoded {
  readonly payload: string;
  /** The limits used; FULL when nothing was shortened. */
  readonly limits: Limits;
  readonly shortened: boolean;
  /** False when even the shortest form is longer than `maxChars` (the QR code is then above version 10). */
  readonly fits: boolean;
}

const steps = (base: Omit<Limits, 'text'>, texts: readonly number[]): Limits[] => texts.map((text) => ({ ...base, text }));

/**
 * The shortening steps, tried in order until the payload fits: first note texts (GM and lost
 * notes) are cut, then labels (cut in the middle) and the name, and note texts further; band
 * summaries are cut last, being what the GM reads. GM notes keep their labels even at the
 * last step: they are shortened, never removed.
 */
export const SHORTENING: readonly Limits[] = [
  FULL,
  ...steps({ character: 60, label: 80, summary: 120 }, [200, 150, 120, 100, 80, 64, 48, 40, 32, 24]),
  ...steps({ character: 40, label: 32, summary: 120 }, [24, 16, 8, 0]),
  { character: 32, label: 24, summary: 120, text: 0 },
  { character: 24, label: 16, summary: 80, text: 0 },
  { character: 16, label: 12, summary: 60, text: 0 },
  { character: 16, label: 10, summary: 40, text: 0 },
  { character: 12, label: 8, summary: 24, text: 0 },
];

async function encodeWith(result: RoundResult, limits: Limits): Promise<string> {
  const compact = toCompact(result, limits);
  const checked = v.safeParse(RoundC, compact);
  if (!checked.success) {
    throw new Error(`Cannot share this round: ${issueText(checked.issues[0])}`);
  }
  const packed = pack(compact);
  const deflated = await deflateRaw(packed);
  // DEFLATE only wins on long, repetitive notes; most rounds go packed.
  const [method, data] = deflated.length < packed.length ? [DEFLATED, deflated] : [PACKED, packed];
  const body = new Uint8Array(1 + data.length);
  body[0] = method;
  body.set(data, 1);
  const bytes = new Uint8Array(4 + body.length);
  new DataView(bytes.buffer).setUint32(0, crc32(body));
  bytes.set(body, 4);
  return `RC${PAYLOAD_VERSION}:${encodeBase45(bytes)}`;
}

/**
 * Encodes a round so that the payload has at most `maxChars` characters (default: a QR code
 * of version 10 at M), shortening text by the first step of SHORTENING that fits (the same
 * round always gives the same payload). Cut text ends with "…"; labels are cut in the middle
 * so "…attack 2" stays readable.
 * @throws Error when the result breaks the contract (a NaN, a non-kebab ruleset id, over 40 entries).
 */
export async function encodeResultDetailed(result: RoundResult, opts: { maxChars?: number } = {}): Promise<Encoded> {
  const maxChars = opts.maxChars ?? QR_V10_M_CHARS;
  let payload = '';
  for (const limits of SHORTENING) {
    payload = await encodeWith(result, limits);
    if (payload.length <= maxChars) return { payload, limits, shortened: limits !== FULL, fits: true };
  }
  return { payload, limits: SHORTENING[SHORTENING.length - 1], shortened: true, fits: false };
}

/**
 * The payload of a round for the QR code and the link (format 1): `RC1:` then the Base45 of
 * [CRC-32 of the body (4 bytes)][body: method byte, then the packed round, raw or deflated].
 * Not carried: non-GM notes, note sources, stat modifiers and texts, timing and damage texts,
 * `nextState`. Long text is shortened deterministically (see encodeResultDetailed) so a round
 * fits a version 10 QR code; a round too big even then gives a longer payload.
 * @throws Error when the result breaks the contract (see encodeResultDetailed).
 */
export async function encodeResult(result: RoundResult): Promise<string> {
  return (await encodeResultDetailed(result)).payload;
}

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

function issueText(issue: v.BaseIssue<unknown>): string {
  const { message, path } = deepest(issue);
  return path.length ? `${message} (at ${path.join('.')})` : message;
}

const BASE45_RUN = /[0-9A-Z $%*+\-./:]*/y;

/** The candidate payloads in a text: a link's `r=` parameter first, then each `RC<n>:` run. */
function candidates(text: string): string[] {
  const found: string[] = [];
  for (const link of text.matchAll(/[#?&]r=([^&#\s]+)/g)) {
    if (found.length >= 4) break;
    try {
      found.push(decodeURIComponent(link[1]));
    } catch {
      found.push(link[1]);
    }
  }
  const re = new RegExp(PREFIX.source, 'g');
  for (let m = re.exec(text); m && found.length < 8; m = re.exec(text)) {
    BASE45_RUN.lastIndex = m.index + m[0].length;
    const run = BASE45_RUN.exec(text)?.[0] ?? '';
    // Base45 never ends in a space (a group's last digit is at most 32, a final pair's at
    // most 5; space is 36), so trailing spaces belong to the surrounding text.
    found.push((m[0] + run).replace(/ +$/, ''));
  }
  return found;
}

const fail = (message: string): Decoded<RoundResult> => ({ ok: false, message });

async function decodeOne(payload: string, knownRulesets?: readonly string[]): Promise<Decoded<RoundResult>> {
  const m = /^RC(\d{1,6}):/.exec(payload);
  if (!m) return fail('This is not a Rollcall code: expected text starting with "RC1:".');
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
  const actual = crc32(body);
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
      return fail('This Rollcall code is damaged: its data does not decompress.');
    }
  } else return fail(`This Rollcall code is damaged: expected body method 0 or 1, but received ${body[0]}.`);
  let data: unknown;
  try {
    data = unpack(packed);
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
 * text containing it, or a link carrying it (`…#gm?r=RC1%3A…`). Never throws; on failure
 * the message is one sentence: not a Rollcall code, truncated or damaged (checksum), from a
 * newer version, an unknown ruleset (when `knownRulesets` is given), or too large.
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
    if (!found.length) return fail('This is not a Rollcall code: no "RC1:" code or Rollcall link found.');
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
