/**
 * The fairness test every source of dice in Rollcall must pass: for each die size the rule
 * texts use, `sides * 2000` faces, every face seen, and chi-square below its 0.999 quantile.
 * Shared by the ordinary dice (dice.test.ts) and the verified dice (test/verify).
 */
import { expect } from 'vitest';

/** Upper 0.999 quantile of chi-square for k-1 degrees of freedom (Wilson–Hilferty approximation). */
export function chiSquareCritical(df: number): number {
  const z = 3.090; // one-sided 0.999
  const a = 2 / (9 * df);
  return df * Math.pow(1 - a + z * Math.sqrt(a), 3);
}

/** Pearson's chi-square of face counts against the uniform expectation. */
export function chiSquare(counts: number[], n: number): number {
  const expected = n / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

/** Every die size the five rule texts use (d2, d3 and d4 through d20, d100). */
export const SIZES = [2, 3, 4, 6, 8, 10, 12, 20, 100];

/** Faces rolled per size: enough for chi-square to see a bias of a few percent. */
export const rollsFor = (sides: number) => sides * 2000;

/** Asserts `roll` (a d`sides`) is fair: all faces in 1..sides, each seen, chi-square under the 0.999 quantile. */
export function expectFair(sides: number, roll: () => number): void {
  const n = rollsFor(sides);
  const counts = new Array<number>(sides).fill(0);
  for (let i = 0; i < n; i++) {
    const f = roll();
    expect(Number.isInteger(f) && f >= 1 && f <= sides, `face ${f} of a d${sides}`).toBe(true);
    counts[f - 1]!++;
  }
  expect(counts.every((c) => c > 0)).toBe(true);
  expect(chiSquare(counts, n)).toBeLessThan(chiSquareCritical(sides - 1));
}
