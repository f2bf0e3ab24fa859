/**
 * An attack rolled with the target's AC kept secret, settled against the AC once it is known:
 * the one comparison both the victim's phone (`takeHit`, against its own AC) and the GM's phone
 * (`monsters.resolve`, against the AC the GM types) use, so the two can never disagree. A
 * natural 20 hits and a natural 1 misses whatever the AC; any other face hits when the d20 plus
 * the attacker's bonus reaches the AC. The face decides through {@link attackOutcome}, the very
 * function that built the attacker's bands.
 * @see 002 17.0.1.2 Attack; 17.0.3 Critical Hit; 17.0.4 Critical Miss
 */
import type { CheckResult } from '../../engine/ruleset';
import { attackOutcome } from './tohit';

/** The outcome ids an attack against a secret AC settles into, in the words a hit report uses. */
export const OUTCOME_LABELS: Readonly<Record<'natural-20' | 'hit' | 'miss' | 'fumble', string>> = {
  'natural-20': 'Natural 20', hit: 'Hit', miss: 'Miss', fumble: 'Natural 1: miss',
};

/** What the d20 of an attack does against an AC: its outcome, the total compared, and why in a few words. */
export interface AgainstAc {
  readonly outcome: keyof typeof OUTCOME_LABELS;
  /** The d20 face plus the attacker's bonus. */
  readonly total: number;
  readonly ac: number;
  /** "a natural 20 always hits", or "14 + 3 = 17 against AC 15: a hit" (`whose` names the AC: "your AC 15"). */
  readonly why: string;
}

/**
 * Settles an attack's rolled d20 (`face` and `bonus` of its check) against `ac`.
 * `whose` is put before "AC" in the text ("your " on the victim's phone, "" on the GM's).
 */
export function againstAc(check: Pick<CheckResult, 'face' | 'bonus'>, ac: number, whose = ''): AgainstAc {
  const { face, bonus } = check;
  const outcome = attackOutcome(face, bonus, ac).outcome as AgainstAc['outcome'];
  const total = face + bonus;
  const why = outcome === 'natural-20' ? 'a natural 20 always hits'
    : outcome === 'fumble' ? 'a natural 1 always misses'
    : `${face} ${bonus >= 0 ? '+' : '-'} ${Math.abs(bonus)} = ${total} against ${whose}AC ${ac}: ${outcome === 'hit' ? 'a hit' : 'a miss'}`;
  return { outcome, total, ac, why };
}
