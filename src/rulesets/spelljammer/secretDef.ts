/**
 * An attack rolled against a secret DEF, resolved against a DEF value. One function for both
 * sides of the table: the victim's phone (`takeHit`, with its own DEF of the round) and the
 * GM's phone (`monsters.resolve`, with the DEF the GM types), so the two can never disagree.
 * The attacker's code carries the raw d100 face and the SC ("need 112 − target DEF"; with every
 * term on the target's side that does not depend on its DEF folded in; "need 122 − half target
 * DEF" when the target is surprised in combat; "stunned counted" when the SC has the +10 for a
 * stunned target); the need is SC − DEF, looked up on the Modified Strike Chance table with the automatic faces.
 * @see 000 Hitting; Critical and Grievous Hits (Modified Strike Chance table); Automatic Hits and Misses
 */
import type { ResultEntry } from '../../engine/result';
import { strikeOutcome, type Natural01 } from './strike';

/** What an entry rolled against a secret DEF carries: the raw d100 face and the attacker's SC with every modifier. */
export interface SecretStrike {
  readonly face: number;
  readonly sc: number;
  /** The attacker took the target's always-on magical DEF (surprised out of combat) instead of its DEF. */
  readonly magic: boolean;
  /** Surprised in combat: the target gets half its DEF (000 Surprise); the summary says "half target DEF". */
  readonly halfDef: boolean;
  /** The attacker's SC already has the +10 for a stunned target (000 Target Stunned). */
  readonly stunnedCounted: boolean;
}

/**
 * Reads the strike of an entry rolled with the target's DEF unknown: the face from its check,
 * the SC from its summary ("need 112 − target DEF (ask the GM)"; a code may shorten the summary
 * after the SC). Undefined for an entry without both (a roll against a known DEF, a spell, a
 * typed hit).
 */
export function secretStrikeOf(entry: ResultEntry | undefined): SecretStrike | undefined {
  const face = entry?.check?.face;
  if (typeof face !== 'number') return undefined;
  const terms = termsOf(entry?.summary ?? '');
  return terms ? { face, ...terms } : undefined;
}

/** A summary's SC and flags, read once per summary text (an attacker's few summaries come back on every roll). */
const summaries = new Map<string, Omit<SecretStrike, 'face'> | null>();
function termsOf(summary: string): Omit<SecretStrike, 'face'> | undefined {
  let t = summaries.get(summary);
  if (t === undefined) {
    const m = /^need (-?\d+) − /.exec(summary);
    t = m ? { sc: Number(m[1]), magic: /always-on|magical/.test(summary), halfDef: /− half target/.test(summary), stunnedCounted: /stunned counted/.test(summary) } : null;
    if (summaries.size >= 1024) summaries.clear();
    summaries.set(summary, t);
  }
  return t ?? undefined;
}

/** A secret-DEF strike against one DEF: the need (SC − DEF) and the outcome id of the face against it. */
export interface StrikeAgainst {
  readonly need: number;
  readonly outcome: 'grievous' | 'critical' | 'hit' | 'miss';
  /** One of the fixed faces (96-100, 03, 02, 01) changed what the need alone gives. */
  readonly automatic: boolean;
}

/**
 * The strike against `def`: need = SC − DEF, then the face against that need on the Modified
 * Strike Chance table (example: SC 112, DEF 40: need 72, 11 or less critical, 4 or less
 * grievous), the automatic faces holding whatever the DEF.
 */
export function strikeAgainst(s: SecretStrike, def: number, natural01: Natural01): StrikeAgainst {
  // Surprised in combat the target gets half its DEF, rounded down as the attacker's own table does (plan.ts defTerms).
  const need = s.sc - (s.halfDef ? Math.floor(def / 2) : def);
  const r = strikeOutcome(s.face, need, natural01);
  return { need, outcome: r.outcome as StrikeAgainst['outcome'], automatic: r.automatic === true };
}

/**
 * Damage as it lands before PROT once the outcome is known. With the DEF unknown the attacker
 * rolls single damage (PROT applies) unless a fixed face already made it a critical (doubled,
 * PROT ignored); a critical or grievous outcome doubles single damage and ignores PROT; a miss
 * does nothing.
 * @see 000 Critical and Grievous Hits
 */
export function landedDamage(outcome: string, rolled: number, armour: 'yes' | 'no'): { damage: number; armour: 'yes' | 'no' } {
  if (outcome === 'miss') return { damage: 0, armour };
  if (outcome === 'critical' || outcome === 'grievous') return { damage: armour === 'yes' ? rolled * 2 : rolled, armour: 'no' };
  return { damage: rolled, armour };
}
