/**
 * The messages two linked phones send over their data channel, one JSON text each. Codes travel
 * as the same text their QR codes hold (`RC5:...`), so what arrives on a link is decoded and
 * checked exactly as a scanned code is.
 *
 * - `hello` (both ends, once the channel opens): who is on this end; a player's phone gives the
 *   character's name, the GM's says "GM".
 * - `round` (player to GM): a rolled round's code.
 * - `hit` (GM to player): a monster's round, for the player's "Take a hit".
 * - `resolution` (GM to player): how the GM resolved one of the player's rolls against a secret
 *   defence, in one sentence.
 * - `ack` (either way): message `id` arrived; `ok` false when it was refused, `text` the
 *   receiver's one sentence about it ("Took Ada's round.").
 */
import * as v from 'valibot';
import type { Decoded } from '../share/round/format';
import { issueText, MAX_PAYLOAD_CHARS } from '../share/round/format';

/** Longest message text read from a channel (a code of the decoder's longest, and JSON around it). */
export const MAX_MESSAGE_CHARS = MAX_PAYLOAD_CHARS + 1000;
/** Longest name in a hello, in characters. */
export const MAX_NAME = 48;
/** Longest sentence in an ack or a resolution. */
export const MAX_SENTENCE = 600;

const id = v.pipe(v.number('expected a message number'), v.integer('expected a whole message number'), v.minValue(1, 'expected a message number from 1'), v.maxValue(2 ** 31, 'expected a message number below 2^31'));
const code = v.pipe(v.string('expected a code'), v.regex(/^RC\d+:/i, 'expected a Rollcall code starting "RC<version>:"'), v.maxLength(MAX_PAYLOAD_CHARS, `expected a code of at most ${MAX_PAYLOAD_CHARS} characters`));
const sentence = v.pipe(v.string('expected text'), v.maxLength(MAX_SENTENCE, `expected at most ${MAX_SENTENCE} characters`));
const name = v.pipe(v.string('expected a name'), v.minLength(1, 'expected a name'), v.maxLength(MAX_NAME, `expected a name of at most ${MAX_NAME} characters`));

/** Every message, told apart by `t`. */
export const LinkMessageSchema = v.variant('t', [
  v.strictObject({ t: v.literal('hello'), v: v.literal(1, 'expected protocol version 1'), name }),
  v.strictObject({ t: v.literal('round'), id, code }),
  v.strictObject({ t: v.literal('hit'), id, code, from: name }),
  v.strictObject({ t: v.literal('resolution'), id, text: sentence }),
  v.strictObject({ t: v.literal('ack'), id, ok: v.boolean('expected true or false'), text: v.optional(sentence) }),
], 'expected a message of kind hello, round, hit, resolution or ack');

/** One message. */
export type LinkMessage = v.InferOutput<typeof LinkMessageSchema>;

/** A message as the text sent on the channel. */
export const messageText = (m: LinkMessage): string => JSON.stringify(m);

/**
 * A message from the text a channel delivered (untrusted: the other phone may run another
 * version, or not be Rollcall at all), or one sentence saying why not. Never throws.
 */
export function parseMessage(raw: unknown): Decoded<LinkMessage> {
  if (typeof raw !== 'string') return { ok: false, message: `Expected a text message on the link, but received ${raw instanceof ArrayBuffer || ArrayBuffer.isView(raw) ? 'binary data' : typeof raw}.` };
  if (raw.length > MAX_MESSAGE_CHARS) return { ok: false, message: `Expected a message of at most ${MAX_MESSAGE_CHARS} characters on the link, but received ${raw.length}.` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, message: `Expected a JSON message on the link, but received "${raw.slice(0, 40)}".` };
  }
  const parsed = v.safeParse(LinkMessageSchema, json);
  if (!parsed.success) return { ok: false, message: `The link sent a message this app cannot read: ${issueText(parsed.issues[0])}.` };
  return { ok: true, value: parsed.output };
}
