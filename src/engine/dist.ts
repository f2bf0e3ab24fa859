/**
 * Exact probability distributions over integers, as whole-number counts out of a total
 * (never simulation). `P(x) = counts[x - min] / total`. Counts stay exact below 2^53, which
 * holds for everything a ruleset builds from a sheet's dice (notation.ts `SHEET_DICE`: at
 * most 12 dice of 20 sides, 20^12 outcomes).
 */
import type { DiceExpr } from './notation';

/** An exact distribution: `counts[i]` ways of getting `min + i`, out of `total` equally likely outcomes. */
export interface Dist {
  readonly min: number;
  readonly counts: readonly number[];
  readonly total: number;
}

/** A probability as an exact fraction `num/den` (reduced). */
export interface Fraction { readonly num: number; readonly den: number }

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return Math.abs(a);
}

/** Reduces `num/den`. */
export function fraction(num: number, den: number): Fraction {
  if (num === 0) return { num: 0, den: 1 };
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

/** A fraction as a percentage number (e.g. 72 for 72/100). */
export function percent(f: Fraction): number {
  return (100 * f.num) / f.den;
}

/** The constant distribution: `k` with certainty. */
export function constant(k: number): Dist {
  return { min: k, counts: [1], total: 1 };
}

/** One fair die, faces 1..sides. */
export function uniform(sides: number): Dist {
  return { min: 1, counts: Array.from({ length: sides }, () => 1), total: sides };
}

/** The distribution of `a + b` for independent `a` and `b` (convolution). */
export function add(a: Dist, b: Dist): Dist {
  const counts = new Array<number>(a.counts.length + b.counts.length - 1).fill(0);
  a.counts.forEach((ca, i) => {
    if (ca) b.counts.forEach((cb, j) => { counts[i + j] += ca * cb; });
  });
  return { min: a.min + b.min, counts, total: a.total * b.total };
}

/**
 * `d` plus one more fair die of `sides` faces (`d` with a negative `sign`: minus the die), in
 * time proportional to the result's length, not times `sides` as {@link add} would take: each
 * count is a sum over a window of `sides` counts of `d`, kept as a running sum.
 */
export function addDie(d: Dist, sides: number, sign: 1 | -1 = 1): Dist {
  const n = d.counts.length;
  const counts = new Array<number>(n + sides - 1);
  let window = 0;
  for (let k = 0; k < n + sides - 1; k++) {
    if (k < n) window += d.counts[k]!;
    if (k - sides >= 0) window -= d.counts[k - sides]!;
    counts[k] = window;
  }
  // x + (1..sides) starts at min + 1; x - (1..sides), read from the top, starts at min - sides.
  return sign > 0 ? { min: d.min + 1, counts, total: d.total * sides } : { min: d.min - sides, counts, total: d.total * sides };
}

/** The distribution of `f(x)`: outcomes are relabelled and merged, the total is unchanged. */
export function map(d: Dist, f: (x: number) => number): Dist {
  const by = new Map<number, number>();
  d.counts.forEach((c, i) => { if (c) { const y = f(d.min + i); by.set(y, (by.get(y) ?? 0) + c); } });
  // A loop, not Math.min(...keys): spreading a long list overflows the call stack.
  let min = Infinity, max = -Infinity;
  for (const k of by.keys()) { if (k < min) min = k; if (k > max) max = k; }
  const counts = new Array<number>(max - min + 1).fill(0);
  for (const [k, c] of by) counts[k - min] = c;
  return { min, counts, total: d.total };
}

/**
 * The distribution of a dice expression (a negative term subtracts its dice): each die added
 * by {@link addDie}, so n dice of s sides take about n² × s steps, not n² × s².
 */
export function distOf(expr: DiceExpr): Dist {
  let d = constant(expr.bonus);
  for (const t of expr.terms) {
    for (let i = 0; i < Math.abs(t.count); i++) d = addDie(d, t.sides, t.count < 0 ? -1 : 1);
  }
  return d;
}

/** P(pred(x)) as an exact fraction. */
export function probability(d: Dist, pred: (x: number) => boolean): Fraction {
  let n = 0;
  d.counts.forEach((c, i) => { if (c && pred(d.min + i)) n += c; });
  return fraction(n, d.total);
}

/** The expected value. */
export function mean(d: Dist): number {
  let s = 0;
  d.counts.forEach((c, i) => { s += c * (d.min + i); });
  return s / d.total;
}

/** Smallest and largest outcomes with non-zero probability. */
export function support(d: Dist): { min: number; max: number } {
  const first = d.counts.findIndex((c) => c > 0);
  let last = d.counts.length - 1;
  while (last > 0 && !d.counts[last]) last--;
  return { min: d.min + first, max: d.min + last };
}

/** Each outcome with its exact probability, lowest first (zero-probability outcomes left out). */
export function entries(d: Dist): { value: number; p: Fraction }[] {
  const out: { value: number; p: Fraction }[] = [];
  d.counts.forEach((c, i) => { if (c) out.push({ value: d.min + i, p: fraction(c, d.total) }); });
  return out;
}

/** Sum of all counts equals the total (every distribution must satisfy this). */
export function isNormalised(d: Dist): boolean {
  return d.counts.reduce((s, c) => s + c, 0) === d.total;
}
