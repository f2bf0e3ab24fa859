/**
 * An attack rolled against a secret AC, resolved against an AC value. One function for both
 * sides of the table: the victim's phone (`takeHit`, with its AC of the round) and the GM's
 * phone (`monsters.resolve`, with the AC the GM types), so the two can never disagree. The
 * attacker's code carries the raw d20 and the bonus (BCB on the attack, STR or DEX, magic,
 * situation); the total hits an AC it equals or beats, a natural 20 always hits and is a
 * Mighty Blow where the total would have hit anyway, a natural 1 always misses (a fumble).
 * @see 001 The Attack Roll; Critical Hits and Fumbles; Fumbles
 */
import type { ResultEntry } from '../../engine/result';
import { attackOutcome } from './attackRoll';

/** What an entry rolled against a secret AC carries: the raw d20 and the attack's bonus. */
export interface SecretAttack { readonly face: number; readonly bonus: number }

/**
 * Reads the attack roll of an entry rolled with the target's AC unknown (its check has no need).
 * Undefined for an entry without one (a roll against a known AC, a spell, a typed hit, a
 * Mighty Blow's effect roll, which is a d20 of its own and not an attack).
 */
export function secretAttackOf(entry: ResultEntry | undefined): SecretAttack | undefined {
  const check = entry?.check;
  if (!entry || entry.kind !== 'attack' || !check || check.need !== null) return undefined;
  return { face: check.face, bonus: check.bonus };
}

/** The outcome of a secret-AC attack against one AC. */
export interface AttackAgainst {
  readonly outcome: 'mighty-blow' | 'hit' | 'miss' | 'fumble';
  /** The d20 + bonus. */
  readonly total: number;
  /** One line in the text's words: "15 + 5 = 20 against AC 17: hit". */
  readonly text: string;
}

const WORDS = { 'mighty-blow': 'a Mighty Blow', hit: 'a hit', miss: 'a miss', fumble: 'a fumble' } as const;

/**
 * The attack against `ac`: d20 + bonus equal to or above the AC hits; a natural 20 hits whatever
 * the AC and is a Mighty Blow when the total reaches it; a natural 1 fumbles.
 * Example: the text's 7th-level fighter (001 Base Combat Bonuses) with +2 of BCB +4 on the
 * attack, STR +1 and a +1 sword has +4: 13 against AC 17 totals 17, a hit; 12 totals 16, a miss.
 */
export function attackAgainst(a: SecretAttack, ac: number): AttackAgainst {
  const outcome = attackOutcome(a.face, a.bonus, ac).outcome as AttackAgainst['outcome'];
  const total = a.face + a.bonus;
  const sign = a.bonus < 0 ? '−' : '+';
  const natural = a.face === 20 || a.face === 1 ? ` (natural ${a.face})` : '';
  const text = `${a.face}${natural} ${sign} ${Math.abs(a.bonus)} = ${total} against AC ${ac}: ${WORDS[outcome]}`;
  return { outcome, total, text };
}
