/**
 * Initiative in segments: one roll per attack on a shrinking die (d10, d8, d6, ...) plus IM
 * and the declaration's modifiers; counted down from the highest; -6 or lower is lost.
 * @see 000 In a Nutshell; Initiative; The Initiative Round
 */
import type { Phase } from '../../engine/ruleset';
import { initiativeLadders, LOST_AT, RULES, type LadderId } from './tables';

/** Sides of the initiative die of attack `index` (0 = first attack), by the ladder option. */
export function initiativeDie(index: number, ladder: LadderId = 'd4-d4'): number {
  const dice = initiativeLadders[ladder].dice;
  return dice[Math.min(index, dice.length - 1)]!;
}

/** Whether an action at this initiative is lost for the round (-6 or later). */
export const isLost = (segment: number): boolean => segment <= LOST_AT;

/** The phases of the count under the default reading (10 and 1 are movement segments). */
export const phases: readonly Phase[] = [
  { id: 'pre-movement', label: 'Before movement (above 10)', from: 1000, to: 11 },
  { id: 'movement', label: 'Movement (10 to 1)', from: RULES.movementFrom, to: RULES.movementTo },
  { id: 'post-movement', label: 'After movement (0 to -5)', from: 0, to: LOST_AT + 1 },
  { id: 'lost', label: 'Lost (-6 or lower)', from: LOST_AT, to: -1000 },
];

/**
 * The phase id of a segment. `movementEnds: 'inside'` (default) counts 10 and 1 as movement
 * segments (ten segments of 10% each); 'outside' resolves actions on exactly 10 before
 * movement and on exactly 1 after it.
 */
export function phaseAt(segment: number, movementEnds: 'inside' | 'outside' = 'inside'): string {
  if (isLost(segment)) return 'lost';
  const top = movementEnds === 'inside' ? RULES.movementFrom : RULES.movementFrom - 1;
  const bottom = movementEnds === 'inside' ? RULES.movementTo : RULES.movementTo + 1;
  if (segment > top) return 'pre-movement';
  if (segment >= bottom) return 'movement';
  return 'post-movement';
}

/**
 * Final segments of one character's own attacks, in attack order: an attack whose total equals
 * an earlier own attack's segment goes one segment later (repeatedly, if that is taken too).
 * @see 000 In a Nutshell ("the second attack goes 1 segment later")
 */
export function ownSegments(totals: readonly number[]): number[] {
  // A character has a few attacks: the segments taken so far are looked through, no set made.
  const out: number[] = [];
  for (const t of totals) {
    let s = t;
    while (out.includes(s)) s--;
    out.push(s);
  }
  return out;
}

