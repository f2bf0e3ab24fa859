/**
 * Reading an attack made against this character: the attacker's shared code (QR text or link)
 * is decoded, and the character's ruleset says, through its `reactTo`, which of the attacker's
 * entries it can react to (parry, dodge, counter, a Mighty Blow save) and with what
 * declaration values. Pure apart from the decoder, which is loaded only when used.
 * Source: the contract's `Ruleset.reactTo` (src/engine/ruleset.ts, docs/contract.md).
 */
import type { ResultEntry, Ruleset, RoundResult } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';

/** What a phone's camera says when it reads a link code (the GM's join code) where an attacker's code was expected. */
export const LINK_CODE_HERE = 'This is a link code, not an attacker\'s round: to link this phone to the GM, open "Link to the GM" on the Round tab and scan it there.';

/** One entry of the attacker's round this character can react to. */
export interface IncomingChoice {
  readonly entry: ResultEntry;
  /** Declaration values to merge over the current declaration. */
  readonly values: Values;
  /** "Broadsword, attack 1 · Special success · 9 damage". */
  readonly text: string;
}

/** What a code gave: the attacker's name and the entries to pick from, or one sentence saying why not. */
export type IncomingRead =
  | { readonly ok: true; readonly attacker: string; readonly choices: readonly IncomingChoice[] }
  | { readonly ok: false; readonly message: string; readonly detail?: string };

/** "Broadsword, attack 1 · Special success · 9 damage": what the defender picks from. */
export function describeEntry(e: ResultEntry): string {
  const parts = [e.label];
  if (e.check) parts.push(e.check.label);
  if (e.damage) parts.push(`${e.damage.total} damage`);
  return parts.join(' · ');
}

/**
 * The entries of an attacker's decoded round that `rs` can react to. A round of another
 * ruleset, or one with nothing to react to, gives a message instead.
 */
export function choicesFrom(rs: Ruleset, round: RoundResult): IncomingRead {
  if (!rs.reactTo) return { ok: false, message: `${rs.name} has no reactions to an attack.` };
  if (round.rulesetId !== rs.id) {
    return { ok: false, message: `That code is a ${round.rulesetId} round; this character plays ${rs.name}, so it cannot react to it.` };
  }
  const choices: IncomingChoice[] = [];
  for (const entry of round.entries.filter((e) => !e.skipped)) {
    const values = rs.reactTo(entry, { rulesetId: round.rulesetId, character: round.character });
    if (values) choices.push({ entry, values, text: describeEntry(entry) });
  }
  if (!choices.length) return { ok: false, message: `${round.character}'s round has nothing this character can react to (no attack that got through).` };
  return { ok: true, attacker: round.character, choices };
}

/**
 * Decodes the attacker's code from untrusted text (QR text, shared text or link) and lists the
 * entries `rs` can react to. Never throws: a bad code gives the decoder's one-sentence message.
 */
export async function readIncoming(rs: Ruleset, text: string): Promise<IncomingRead> {
  if (/^\s*RCL\d+:/i.test(text)) return { ok: false, message: LINK_CODE_HERE };
  const { decodePayload } = await import('../../share/round/decode');
  const decoded = await decodePayload(text);
  if (!decoded.ok) return { ok: false, message: decoded.message, ...(decoded.detail ? { detail: decoded.detail } : {}) };
  return choicesFrom(rs, decoded.value);
}
