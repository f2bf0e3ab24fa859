/**
 * Initiative: one roll per attack on a die set by DEX score; the round is counted down from 10
 * to 1 and the highest number acts first; equal numbers act at the same time. Results above 10
 * (a d12 or d20) are a reading: by default they act before 10, highest first (the Order of
 * Battle's "highest result goes first"); option `aboveTen: 'ten'` counts them as 10.
 * @see 001 Order of Battle; Determine Initiative (COMBAT INITIATIVE); The Combat Round
 */
import { map, uniform, type Dist } from '../../engine/dist';
import { die } from '../../engine/notation';
import type { Phase, TimingPlan } from '../../engine/ruleset';
import { initiativeByDex, RULES, SRC } from './tables';
import type { Options } from './types';

/**
 * Sides of the initiative die for a DEX score, from the COMBAT INITIATIVE table (3 or less: d2;
 * 25 or more: d20). Option `initiativeDie: 'd10'` follows the Order of Battle's plain d10.
 * @throws Error when `dex` is not a whole number
 */
export function initiativeDie(dex: number, rule: Options['initiativeDie'] = 'dex'): number {
  if (!Number.isInteger(dex)) throw new Error(`DEX score: expected a whole number, but received ${dex}`);
  if (rule === 'd10') return 10;
  return initiativeByDex.rows.find((r) => dex >= r.from && dex <= r.to)!.die;
}

/** Where a rolled initiative acts in the count: its order key (above 10 kept or counted as 10). */
export function countOf(total: number, aboveTen: Options['aboveTen'] = 'first'): number {
  return aboveTen === 'ten' ? Math.min(total, RULES.countFrom) : total;
}

/** The phases of the round: above 10 (big dice), the count 10 to 1, and held actions after it. */
export const phases: readonly Phase[] = [
  { id: 'early', label: 'Before the count (above 10)', from: 1000, to: RULES.countFrom + 1 },
  { id: 'count', label: 'The count (10 to 1)', from: RULES.countFrom, to: RULES.countTo },
  { id: 'held', label: 'Held actions (after 1)', from: RULES.heldOrder, to: -1000 },
];

/** The phase id of an order key. */
export function phaseAt(count: number): string {
  if (count > RULES.countFrom) return 'early';
  if (count >= RULES.countTo) return 'count';
  return 'held';
}

/** The distribution of where the initiative acts (the die, above-10 results read by the option). */
export function countDist(sides: number, aboveTen: Options['aboveTen'] = 'first'): Dist {
  return map(uniform(sides), (x) => countOf(x, aboveTen));
}

/**
 * The timing of one action: an initiative roll on the DEX die, or, when the action is held,
 * a fixed place after the count (held actions act together, both sides at once).
 */
export function initiativeTiming(dex: number, o: Pick<Options, 'initiativeDie' | 'aboveTen'>, held = false): TimingPlan {
  if (held) return { kind: 'fixed', value: RULES.heldOrder, modifiers: [], note: 'Held: acts after the count, with everyone else who held' };
  const sides = initiativeDie(dex, o.initiativeDie);
  const why = o.initiativeDie === 'd10' ? 'd10 for everyone (table option)' : `d${sides} for DEX ${dex}`;
  const above = sides > RULES.countFrom ? (o.aboveTen === 'ten' ? '; above 10 counts as 10' : '; above 10 acts before the count') : '';
  return { kind: 'initiative', expr: die(sides), modifiers: [], dist: countDist(sides, o.aboveTen), note: why + above };
}

/** The source of the initiative rules, for notes. */
export const INITIATIVE_SOURCE = SRC.initiative;
