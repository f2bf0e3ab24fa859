/**
 * Reading a hit taken by this character: the attacker's shared code (QR text, text code or
 * link) is decoded, and each attack entry of that round becomes a {@link Hit} the player can
 * apply; or the player types the damage, outcome and tags the GM called out. Pure apart from
 * the decoder, which is loaded only when used.
 * Source: the state contract (src/engine/state.ts `hitsOfRound`, `checkHit`).
 */
import { checkHit, hitsOfRound, MAX_HIT_DAMAGE, type Hit } from '../../engine/state';
import type { Ruleset, RoundResult } from '../../engine/ruleset';
import { decodeAttack, describeEntry } from './attacker';

/** One attack of the attacker's round, ready to apply. */
export interface HitChoice {
  /** The entry's position in the round, from 1. */
  readonly index: number;
  readonly hit: Hit;
  /** "Longsword, attack 1 · Critical hit · 9 damage". */
  readonly text: string;
  /** Whether the attack landed (it is preselected); a miss is listed but not preselected. */
  readonly landed: boolean;
}

/** What a code gave: the attacker's name and the attacks, or one sentence saying why not. */
export type HitRead =
  | { readonly ok: true; readonly attacker: string; readonly choices: readonly HitChoice[] }
  | { readonly ok: false; readonly message: string; readonly detail?: string };

const MISSED = new Set(['miss', 'fail', 'failure', 'fumble', 'pass']);

/**
 * The attacks of a decoded round that `rs` can take as hits; a round of another system, one with
 * no attack, or the character's own round (`self`, its name) gives a message.
 */
export function hitChoicesFrom(rs: Ruleset, round: RoundResult, self?: string): HitRead {
  if (!rs.state) return { ok: false, message: `${rs.name} keeps no health here, so a hit cannot be applied.` };
  if (round.rulesetId !== rs.id) {
    return { ok: false, message: `That code is a ${round.rulesetId} round; this character plays ${rs.name}, so its hits cannot land here.` };
  }
  if (self !== undefined && round.character.trim().toLowerCase() === self.trim().toLowerCase()) {
    return { ok: false, message: `This is ${round.character}'s own round: a character does not take its own attacks. Show it to the GM, or read the code of the one who attacked you.` };
  }
  const choices: HitChoice[] = [];
  for (const { index, hit } of hitsOfRound(round)) {
    try { checkHit(hit); } catch (err) {
      return { ok: false, message: `${round.character}'s ${hit.entry?.label ?? 'attack'} cannot be applied: ${err instanceof Error ? err.message : String(err)}.` };
    }
    choices.push({ index, hit, text: describeEntry(hit.entry!), landed: !MISSED.has(hit.outcome) });
  }
  if (!choices.length) return { ok: false, message: `${round.character}'s round has no attack in it, so there is no hit to take.` };
  return { ok: true, attacker: round.character, choices };
}

/** Decodes an attacker's code from untrusted text and lists its attacks. Never throws: a bad code gives the decoder's one-sentence message. */
export async function readHitCode(rs: Ruleset, text: string, self?: string): Promise<HitRead> {
  const decoded = await decodeAttack(text);
  return decoded.ok ? hitChoicesFrom(rs, decoded.value, self) : decoded;
}

/** What the typed-hit form holds: damage as typed (text, so a half-typed number is kept), outcome id, tags, armour. */
export interface TypedHit {
  readonly damage: string;
  readonly outcome: string;
  readonly tags: readonly string[];
  readonly armourApplies: boolean;
}

/**
 * A typed hit as a {@link Hit}, or the sentence saying what is wrong with it ("Expected the
 * damage as a whole number from 0 to 999 but received "-3"").
 */
export function typedHit(t: TypedHit): { ok: true; hit: Hit } | { ok: false; message: string } {
  const raw = t.damage.trim();
  if (!/^\d{1,4}$/.test(raw) || Number(raw) > MAX_HIT_DAMAGE) {
    return { ok: false, message: `Expected the damage as a whole number from 0 to ${MAX_HIT_DAMAGE} but received "${raw}".` };
  }
  const hit: Hit = { damage: Number(raw), outcome: t.outcome, tags: t.tags, armour: t.armourApplies ? 'yes' : 'no' };
  try { return { ok: true, hit: checkHit(hit) }; } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}
