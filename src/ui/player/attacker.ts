/**
 * The attacker's shared code (QR text, shared text or link) as the player's screens read it,
 * for "Attacked?" (incoming.ts: what to react to) and for taking a hit (hit.ts: what to apply).
 * The decoder is loaded only when a code is read.
 */
import type { ResultEntry, RoundResult } from '../../engine/ruleset';
import type { Decoded } from '../../share/round/format';

/** What a phone's camera says when it reads a link code (the GM's join code) where an attacker's code was expected. */
export const LINK_CODE_HERE = 'This is a link code, not an attacker\'s round: to link this phone to the GM, open "Link to the GM" on the Round tab and scan it there.';

/** "Broadsword, attack 1 · Special success · 9 damage": an entry of the attacker's round as the defender picks from it. */
export function describeEntry(e: ResultEntry): string {
  const parts = [e.label];
  if (e.check) parts.push(e.check.label);
  if (e.damage) parts.push(`${e.damage.total} damage`);
  return parts.join(' · ');
}

/**
 * The attacker's round from untrusted text, or one sentence saying why not: a link code is
 * sent to "Link to the GM", anything else gets the decoder's message and detail. Never throws.
 */
export async function decodeAttack(text: string): Promise<Decoded<RoundResult>> {
  if (/^\s*RCL\d+:/i.test(text)) return { ok: false, message: LINK_CODE_HERE };
  const { decodePayload } = await import('../../share/round/decode');
  const decoded = await decodePayload(text);
  if (!decoded.ok) return { ok: false, message: decoded.message, ...(decoded.detail ? { detail: decoded.detail } : {}) };
  return decoded;
}
