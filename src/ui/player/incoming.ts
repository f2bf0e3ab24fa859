/**
 * Reading an attack made against this character: the attacker's shared code (QR text or link)
 * is decoded, and the character's ruleset says, through its `reactTo`, which of the attacker's
 * entries it can react to (parry, dodge, counter, a Mighty Blow save) and with what
 * declaration values. Pure apart from the decoder, which is loaded only when used.
 * Source: the contract's `Ruleset.reactTo` (src/engine/ruleset.ts, docs/contract.md).
 */
import type { ResultEntry, Ruleset, RoundResult } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { decodeAttack, describeEntry } from './attacker';

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
  const decoded = await decodeAttack(text);
  return decoded.ok ? choicesFrom(rs, decoded.value) : decoded;
}
