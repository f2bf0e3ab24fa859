/**
 * Effects of size: damage is halved per size the attacker is smaller (rounded up: the text's
 * human hitting a wyrm turns a 3 into a 2), dice are doubled per size it is larger (the wyrm's
 * d8 bite is 2d8 against a medium target, 4d8 against a small one), ranged reach is halved or
 * doubled per size of the target; blasts ignore all of it.
 * @see 004 Effects of size in combat
 */
import type { DiceExpr } from '../../engine/notation';
import { RULES, sizeRank, type HalvingReading, type Size } from './tables';

/** Sizes the attacker is larger than the target (negative: smaller). */
export const sizeDiff = (attacker: Size, target: Size): number => sizeRank(attacker) - sizeRank(target);

/** The dice of `expr` doubled `times` times (the constant is left alone). */
export function doubleDice(expr: DiceExpr, times: number): DiceExpr {
  if (times <= 0) return expr;
  return { terms: expr.terms.map((t) => ({ count: t.count * 2 ** times, sides: t.sides })), bonus: expr.bonus };
}

/**
 * `x` halved `times` times (negative totals count as 0). `each` (default): rounded up at every
 * halving, the example's 3 -> 2 (which equals rounding x / 2^times up once). `end`: x / 2^times
 * rounded to the nearest, halves up (3 -> 2 too, but 5 two sizes smaller -> 1 where `each` gives 2).
 */
export function halve(x: number, times: number, rounding: HalvingReading = 'each'): number {
  const v = Math.max(0, x);
  if (times <= 0) return v;
  return rounding === 'each' ? Math.ceil(v / 2 ** times) : Math.floor(v / 2 ** times + 0.5);
}

/** A ranged weapon's reach in zones against a target `diff` sizes smaller (positive) or larger (negative) than the attacker; blasts keep their range. */
export function reachAgainst(range: number, diff: number, blast: boolean): number {
  return blast ? range : range * 2 ** -diff;
}

/** The armour that counts against a hit: the target's value, +1 in cover, never above 3. @see 004 Cover */
export function armourAgainst(armour: number, cover: boolean): number {
  return Math.min(RULES.maxArmour, armour + (cover ? RULES.cover : 0));
}

/** Zones a shove pushes: half a zone, doubled per size the shover is larger (1, 2, 4, 8 zones for 1-4 sizes). */
export function shoveZones(diff: number): number {
  return diff > 0 ? 2 ** (diff - 1) : 0.5;
}
