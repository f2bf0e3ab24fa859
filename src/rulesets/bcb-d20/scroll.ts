/**
 * Reading a scroll in combat: the casting limits of a spell apply (no walking, no BCB on AC,
 * disrupted by a successful attack, the armour rules), and it takes one round per spell level.
 * The rounds left are carried in `nextState`; the spell goes off on the reader's initiative in
 * the last round (our reading: a spell "goes off on the magic-user's initiative").
 * @see 001 Magic Use in Combat (scrolls); Declare Spells
 */
import type { Values } from '../../engine/schema';
import type { Declaration } from './types';

/** Where a scroll reading stands this round: its level, and the rounds left including this one. */
export interface ScrollProgress { readonly level: number; readonly roundsLeft: number }

/** The state keys of a reading in progress. */
const LEVEL = 'scrollLevel', LEFT = 'scrollRoundsLeft';

/** This round's progress: carried on from `state` when it holds a reading of the same level, else a fresh start. */
export function scrollProgress(d: Pick<Declaration, 'scrollLevel'>, state: Values | undefined): ScrollProgress {
  const level = state?.[LEVEL], left = state?.[LEFT];
  if (typeof level === 'number' && typeof left === 'number' && level === d.scrollLevel && left >= 1 && left <= level) return { level, roundsLeft: left };
  return { level: d.scrollLevel, roundsLeft: d.scrollLevel };
}

/** The state after this round: the rounds still to read, or undefined when the spell goes off now. */
export function scrollNextState(p: ScrollProgress): Values | undefined {
  return p.roundsLeft > 1 ? { [LEVEL]: p.level, [LEFT]: p.roundsLeft - 1 } : undefined;
}
