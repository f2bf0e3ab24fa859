/**
 * Damage: the weapon's dice plus STR (melee, thrown, sling) and its magic bonus; doubled by a
 * charge or a weapon set against a charge; halved (rounded down) for a non-lethal blow. After a
 * natural 20 the special d20 makes it regular, maximum (every die at its top face + the
 * modifier) or critical (the dice as rolled + their maximum + the modifier: 1d6+2 rolling 3
 * gives 3 + 6 + 2 = 11). Damage never drops below 0. Armour counts in the AC and nothing is
 * taken off damage: the plans say `armour: 'yes'` as the bcb-d20 ruleset does ('no' would read as
 * a blow that bypasses armour).
 * @see 002 17.0.15 Damage; 17.0.3 Critical Hit; 17.0.1.8 Charge; 17.0.1.9 Set Weapon Against Charge; 17.0.16 Non-Lethal
 */
import { constant, distOf, map, type Dist } from '../../engine/dist';
import { diceRange, formatDice, type DiceExpr } from '../../engine/notation';
import type { DamagePlan, Modifier } from '../../engine/ruleset';
import type { SpecialRow } from './tables';

/** How the rolled damage is scaled: `double` for a charge or set weapon, `half` for a non-lethal blow. */
export interface Scaling { readonly double: boolean; readonly half: boolean; readonly why: readonly string[] }

/** The damage dealt from a rolled total: at least 0, doubled, then halved rounding down. */
export function scaled(total: number, s: Scaling): number {
  const x = Math.max(0, total) * (s.double ? 2 : 1);
  return s.half ? Math.floor(x / 2) : x;
}

/** The sum of the dice's top faces, without the constant (6 for 1d6+2). */
export function diceMaximum(expr: DiceExpr): number {
  return diceRange({ terms: expr.terms, bonus: 0 }).max;
}

/** Maximum damage: every die at its top face plus the modifier (1d6+2 -> 8). */
export function maximumDamage(expr: DiceExpr): number {
  return diceRange(expr).max;
}

/** Critical damage as an expression: the same dice, plus their maximum and the modifier (1d6+2 -> 1d6+8). */
export function criticalExpr(expr: DiceExpr): DiceExpr {
  return { terms: expr.terms, bonus: expr.bonus + diceMaximum(expr) };
}

/** Mixes distributions: `parts[i].count` chances out of `of` give `parts[i].dist`. Exact (common denominator). */
export function mix(parts: readonly { count: number; dist: Dist }[], of: number): Dist {
  const used = parts.filter((p) => p.count > 0);
  const lcm = used.reduce((l, p) => { let a = l, b = p.dist.total; while (b) [a, b] = [b, a % b]; return (l / a) * p.dist.total; }, 1);
  const min = Math.min(...used.map((p) => p.dist.min));
  const max = Math.max(...used.map((p) => p.dist.min + p.dist.counts.length - 1));
  const counts = new Array<number>(max - min + 1).fill(0);
  for (const p of used) p.dist.counts.forEach((c, i) => { counts[p.dist.min + i - min]! += p.count * c * (lcm / p.dist.total); });
  return { min, counts, total: of * lcm };
}

const scaleWords = (s: Scaling) => (s.why.length ? ` · ${s.why.join(' · ')}` : '');

/**
 * Damage plans of an attack: a hit, and a natural 20 whose exact distribution mixes regular,
 * maximum and critical damage by the special d20's odds (`counts`, out of 20).
 */
export function damagePlans(expr: DiceExpr, modifiers: readonly Modifier[], s: Scaling, counts: Readonly<Record<SpecialRow['id'], number>>): DamagePlan[] {
  const regular = map(distOf(expr), (x) => scaled(x, s));
  const crit = map(distOf(criticalExpr(expr)), (x) => scaled(x, s));
  const maxi = constant(scaled(maximumDamage(expr), s));
  const multiplier = (s.double ? 2 : 1) / (s.half ? 2 : 1);
  const nat20 = mix([
    { count: counts.regular, dist: regular },
    { count: counts.maximum, dist: maxi },
    { count: counts.critical + counts['critical-condition'], dist: crit },
  ], 20);
  return [
    { outcomes: ['hit'], expr, multiplier, modifiers, dist: regular, armour: 'yes', note: `${formatDice(expr)}${scaleWords(s)}. Armour counts in the AC, not against damage.` },
    { outcomes: ['natural-20'], expr, multiplier, modifiers, dist: nat20, armour: 'yes',
      note: `By the special d20: regular ${formatDice(expr)}, maximum ${maximumDamage(expr)}, or critical ${formatDice(criticalExpr(expr))} (rolled + maximum + modifier)${scaleWords(s)}.` },
  ];
}
