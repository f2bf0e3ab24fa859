/**
 * The d100 roll: succeed at or under the chance; a special success below a fifth of it (the
 * reading of "less than 1/5" is a table option); a Difficult task halves the chance; at a
 * missile weapon's range up to twice it is Difficult, up to three times a quarter, beyond that
 * no chance. The text has no fumble, so the bands are special, success and failure.
 * @see 003 5.5 Attacking; 5.9 Weapons and Damage (range); 5.6 Parrying; 5.7 Dodging
 */
import { bandsFromFaces, type OutcomeStyle } from '../../engine/check';
import { oncePerKey } from '../../engine/memo';
import type { CheckPlan, Modifier, OutcomeBand } from '../../engine/ruleset';
import type { Options } from './types';

/** Outcome words and tones, best first. */
export const levelStyles: Readonly<Record<string, OutcomeStyle>> = {
  special: { label: 'Special success', tone: 2 },
  success: { label: 'Success', tone: 1 },
  failure: { label: 'Failure', tone: 0 },
};

/**
 * Range bands of a missile weapon: the factor on the chance, or null beyond three times the range.
 * The text keeps the chance only "below" the range and makes it Difficult "at up to twice" it,
 * so by default (`rangeEdge: 'below'`) a target at exactly the range is Difficult; 'within'
 * keeps the full chance there. Twice and three times the range are inclusive in both readings.
 * @see 003 5.9 Weapons and Damage (range)
 */
export function rangeFactor(distance: number, range: number, edge: Options['rangeEdge'] = 'below'): { factor: number; label: string } | null {
  if (edge === 'below' ? distance < range : distance <= range) return { factor: 1, label: `${edge === 'below' ? 'Below' : 'Within'} the range (${range} m)` };
  if (distance <= 2 * range) return { factor: 1 / 2, label: `Up to twice the range (${2 * range} m): Difficult` };
  if (distance <= 3 * range) return { factor: 1 / 4, label: `Up to three times the range (${3 * range} m): a quarter` };
  return null;
}

/**
 * The chance after halving/quartering: `skill` times `factor`, rounded once by the
 * `chanceRounding` option (up by default), then the GM's modifier. Never below 0.
 */
export function scaledChance(skill: number, factor: number, rounding: Options['chanceRounding']): number {
  const x = skill * factor;
  return Math.max(0, rounding === 'up' ? Math.ceil(x - 1e-9) : Math.floor(x + 1e-9));
}

/**
 * The highest face that is a special success for a chance, by the `special` option:
 * 'less-than' (default): faces strictly below chance/5; 'at-most-round': up to chance/5 rounded
 * to the nearest (halves up); 'at-most-down': up to chance/5 rounded down.
 */
export function specialMax(chance: number, reading: Options['special']): number {
  if (chance <= 0) return 0;
  if (reading === 'at-most-round') return Math.floor(chance / 5 + 0.5);
  if (reading === 'at-most-down') return Math.floor(chance / 5);
  return Math.ceil(chance / 5) - 1;
}

/** The level a raw d100 face reaches against a chance. */
export function levelOf(face: number, chance: number, reading: Options['special']): 'special' | 'success' | 'failure' {
  if (face <= Math.min(specialMax(chance, reading), chance)) return 'special';
  return face <= chance ? 'success' : 'failure';
}

/** The bands of the d100 against a chance: a partition of 1..100 with exact odds. */
export const levelBands: (chance: number, reading: Options['special']) => OutcomeBand[] = oncePerKey(
  (chance: number, reading: Options['special']) => bandsFromFaces(100, (f) => ({ outcome: levelOf(f, chance, reading) }), levelStyles),
  (chance, reading) => `${chance}|${reading}`,
);

const READING_WORDS: Readonly<Record<Options['special'], string>> = {
  'less-than': 'below 1/5',
  'at-most-round': '1/5 rounded',
  'at-most-down': '1/5 rounded down',
};

/** "need 45 · special ≤08 (below 1/5)": the chance and the special band with the reading in force. */
export function levelSummary(chance: number, reading: Options['special']): string {
  const sp = Math.min(specialMax(chance, reading), chance);
  const need = `need ${String(Math.min(chance, 100)).padStart(2, '0')}`;
  return sp > 0 ? `${need} · special ≤${String(sp).padStart(2, '0')} (${READING_WORDS[reading]})` : `${need} · no special (${READING_WORDS[reading]})`;
}

/** A d100 roll-under check for a chance built from modifiers. */
export function levelCheck(chance: number, modifiers: readonly Modifier[], reading: Options['special']): CheckPlan {
  return { die: 100, mode: 'under', need: chance, bonus: 0, modifiers, bands: levelBands(chance, reading), summary: levelSummary(chance, reading) };
}

