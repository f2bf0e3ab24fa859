/**
 * Attack damage: the weapon's die, impaired by the table's reading (unarmed, held back, riders),
 * scaled by size, and its exact distribution. What is rolled and how the total is reduced is a
 * {@link DamageSpec}, shared by `plan` (the distribution) and `roll` (the faces).
 * @see 004 Attacking; Effects of size in combat; Mounts and vehicles in combat
 */
import { distOf, map, type Dist } from '../../engine/dist';
import { die, formatDice, parseDice, rollDice, type DiceExpr } from '../../engine/notation';
import type { Dice } from '../../engine/dice';
import { doubleDice, halve } from './size';
import { RULES, type HalvingReading, type ImpairedReading } from './tables';

/** How an attack's damage is rolled: `expr` once (twice, keeping the lower, when `twice`), then halved `halvings` times (rounded as `rounding` says, default each time up). */
export interface DamageSpec {
  readonly expr: DiceExpr;
  readonly twice: boolean;
  readonly halvings: number;
  /** The table's halving reading; absent: `each`. */
  readonly rounding?: HalvingReading;
  /** What the number means, e.g. "2d8: dice doubled, 1 size larger". */
  readonly text: string;
}

/** What changes an attack's damage. `sizeDiff`: sizes the attacker is larger than the target. */
export interface DamageInputs {
  readonly dice: string;
  readonly impaired: boolean;
  readonly reading: ImpairedReading;
  readonly sizeDiff: number;
  readonly blast: boolean;
  /** How damage halved more than once rounds (table option `halving`); absent: `each`. */
  readonly halving?: HalvingReading;
  /** Why the attack is impaired ("unarmed, riding"), for the text. */
  readonly impairedWhy?: string;
}

/** The damage of an attack, before the target's armour. @throws NotationError for dice text that does not parse (the schema checks it first). */
export function damageSpec(i: DamageInputs): DamageSpec {
  let expr = parseDice(i.dice);
  const parts: string[] = [];
  let halvings = 0;
  let twice = false;
  if (i.impaired) {
    const what = `impaired${i.impairedWhy ? ` (${i.impairedWhy})` : ''}`;
    if (i.reading === 'd4') { expr = die(RULES.unarmedDie); parts.push(`${what}: a d4`); }
    else if (i.reading === 'half') { halvings++; parts.push(`${what}: halved`); }
    else { twice = true; parts.push(`${what}: the lower of two rolls`); }
  }
  if (!i.blast && i.sizeDiff > 0) {
    expr = doubleDice(expr, i.sizeDiff);
    parts.push(`dice doubled, ${i.sizeDiff} size${i.sizeDiff > 1 ? 's' : ''} larger`);
  }
  if (!i.blast && i.sizeDiff < 0) {
    halvings -= i.sizeDiff;
    parts.push(`halved, ${-i.sizeDiff} size${i.sizeDiff < -1 ? 's' : ''} smaller`);
  }
  if (i.blast && i.sizeDiff !== 0) parts.push('a blast: size does not change it');
  const rounding = i.halving ?? 'each';
  if (halvings > 1) parts.push(rounding === 'each' ? 'rounded up at each halving' : `divided by ${2 ** halvings}, rounded to nearest`);
  return { expr, twice, halvings, rounding, text: [formatDice(expr), ...parts].join(' · ') };
}

/** The lower of two independent draws of `d`. */
function lowerOfTwo(d: Dist): Dist {
  const n = d.counts.length;
  const counts = new Array<number>(n).fill(0);
  // P(min = x) counts: pairs with both >= x minus pairs with both > x.
  let above = 0;
  for (let i = n - 1; i >= 0; i--) {
    const atLeast = above + d.counts[i]!;
    counts[i] = atLeast * atLeast - above * above;
    above = atLeast;
  }
  return { min: d.min, counts, total: d.total * d.total };
}

/** The exact distribution of a spec's damage, before armour (never below 0). */
export function damageDist(s: DamageSpec): Dist {
  const once = distOf(s.expr);
  return map(s.twice ? lowerOfTwo(once) : once, (x) => halve(x, s.halvings, s.rounding));
}

/** Rolls a spec: every face rolled, and the total before armour. */
export function rollDamage(s: DamageSpec, dice: Dice): { faces: number[]; total: number } {
  const a = rollDice(s.expr, dice);
  if (!s.twice) return { faces: [...a.faces], total: halve(a.total, s.halvings, s.rounding) };
  const b = rollDice(s.expr, dice);
  return { faces: [...a.faces, ...b.faces], total: halve(Math.min(a.total, b.total), s.halvings, s.rounding) };
}
