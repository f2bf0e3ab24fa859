/** Writing the share payload of a round (format in format.ts); the player's side. */
import * as v from 'valibot';
import type { RoundResult } from '../../engine/ruleset';
import { encodeBase45 } from '../codec/base45';
import { FULL, RoundC, sealedPart, toCompact, type Limits } from './compact';
import { sealOf } from './seal';
import { deflateRaw } from '../codec/deflate';
import { DEFLATED, PACKED, PAYLOAD_VERSION, QR_V10_M_CHARS, issueText, payloadChecksum, payloadPrefix } from './format';
import { pack } from './pack';

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
 * The shortening steps, tried in order until the payload fits: first the texts of lost notes
 * are cut, then labels (cut in the middle) and the name, and those texts further; band
 * summaries are cut last, being what the GM reads. GM notes are never cut below their first
 * 48 characters (compact.ts GM_NOTE_WORDS): what the GM must act on keeps its words.
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
  // A format 3 proof's seal covers what is sent, after shortening (src/share/seal.ts); a
  // proof with its inputs needs none, as the GM's phone rolls the round again from them.
  if (compact[8] !== 0 && !compact[8][7]) compact[8][6] = await sealOf(compact[8][2], sealedPart(compact));
  const checked = v.safeParse(RoundC, compact);
  if (!checked.success) {
    throw new Error(`Cannot share this round: ${issueText(checked.issues[0])}`);
  }
  const packed = pack(compact);
  // DEFLATE only wins on long, repetitive notes; most rounds go packed. A browser without
  // CompressionStream('deflate-raw') (Safari before 16.4) still shares, packed.
  const deflated = await deflateRaw(packed).catch(() => undefined);
  const [method, data] = deflated && deflated.length < packed.length ? [DEFLATED, deflated] : [PACKED, packed];
  const body = new Uint8Array(1 + data.length);
  body[0] = method;
  body.set(data, 1);
  const bytes = new Uint8Array(4 + body.length);
  new DataView(bytes.buffer).setUint32(0, payloadChecksum(PAYLOAD_VERSION, body));
  bytes.set(body, 4);
  return payloadPrefix(PAYLOAD_VERSION) + encodeBase45(bytes);
}

/**
 * Encodes a round so that the payload has at most `maxChars` characters (default: a QR code
 * of version 10 at M), shortening text by the first step of SHORTENING that fits (the same
 * round always gives the same payload). Cut text ends with "…"; labels are cut in the middle
 * so "…attack 2" stays readable.
 * @throws Error when the result breaks the contract (a NaN, a non-kebab ruleset id, over 40
 * entries, an attack tag outside ATTACK_TAGS).
 */
export async function encodeResultDetailed(result: RoundResult, opts: { maxChars?: number } = {}): Promise<Encoded> {
  const maxChars = opts.maxChars ?? QR_V10_M_CHARS;
  let payload = '';
  for (const step of SHORTENING) {
    // A verified round's dice depend on the name (src/verify/derive.ts): it is never cut further.
    const limits = result.proof ? { ...step, character: FULL.character } : step;
    payload = await encodeWith(result, limits);
    if (payload.length <= maxChars) return { payload, limits, shortened: limits !== FULL, fits: true };
  }
  return { payload, limits: SHORTENING[SHORTENING.length - 1], shortened: true, fits: false };
}

/**
 * The payload of a round for the QR code and the link (format 2): `RC2:` then the Base45 of
 * [CRC-32 of `RC2:` and the body (4 bytes)][body: method byte, then the packed round, raw or
 * deflated]. Attack tags travel. Not carried: non-GM notes, note sources, stat modifiers and
 * texts, timing and damage texts, `nextState`. Long text is shortened deterministically (see
 * encodeResultDetailed) so a round fits a version 10 QR code; a round too big even then gives
 * a longer payload.
 * @throws Error when the result breaks the contract (see encodeResultDetailed).
 */
export async function encodeResult(result: RoundResult): Promise<string> {
  return (await encodeResultDetailed(result)).payload;
}

