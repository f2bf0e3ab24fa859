/**
 * Dice expressions such as `1d8+4`, `2d6`, `d100`, `1d6-1`, `2d4+1d6+2`.
 * A parsed expression is data ({@link DiceExpr}); rolling and exact distributions read it.
 */
import type { Dice } from './dice';

/** `count` dice of `sides` faces; a negative count subtracts the dice (`1d8-1d4`). */
export interface DiceTerm { readonly count: number; readonly sides: number }

/** A sum of dice terms plus a constant. `{ terms: [{count:1, sides:8}], bonus: 4 }` is `1d8+4`. */
export interface DiceExpr { readonly terms: readonly DiceTerm[]; readonly bonus: number }

/** Thrown for text that is not a dice expression; says what was expected and what came. */
export class NotationError extends Error {
  override name = 'NotationError';
  constructor(readonly notation: string, reason: string) {
    super(`Dice notation "${notation.length > 40 ? notation.slice(0, 40) + '…' : notation}" is invalid: ${reason}`);
  }
}

/** Largest die and dice count accepted from user text: beyond these an exact distribution is pointless. */
export const MAX_SIDES = 1000;
export const MAX_COUNT = 100;

const TERM = /^([+-]?)(\d*)(?:d(\d+))?$/i;

/**
 * Parses `NdM+K` text (spaces ignored, `d6` means `1d6`, `D` accepted).
 * @throws NotationError on empty text, unknown characters, 0-sided dice or sizes above the limits.
 */
export function parseDice(text: string): DiceExpr {
  const src = text.replace(/\s+/g, '');
  if (src === '') throw new NotationError(text, 'expected something like 1d8+4, but it is empty');
  if (src.length > 60) throw new NotationError(text, 'expected at most 60 characters');
  const parts = src.match(/[+-]?[^+-]+/g);
  if (!parts || parts.join('') !== src) throw new NotationError(text, 'expected terms like 2d6 joined by + or -');
  const terms: DiceTerm[] = [];
  let bonus = 0;
  for (const part of parts) {
    const m = TERM.exec(part);
    if (!m) throw new NotationError(text, `expected a term like 2d6 or 4, but found "${part}"`);
    const sign = m[1] === '-' ? -1 : 1;
    if (m[3] === undefined) {
      if (m[2] === '') throw new NotationError(text, `expected a number, but found "${part}"`);
      bonus += sign * Number(m[2]);
      continue;
    }
    const count = m[2] === '' ? 1 : Number(m[2]);
    const sides = Number(m[3]);
    if (sides < 1 || sides > MAX_SIDES) throw new NotationError(text, `expected dice of 1 to ${MAX_SIDES} sides, but found d${m[3]}`);
    if (count < 1 || count > MAX_COUNT) throw new NotationError(text, `expected 1 to ${MAX_COUNT} dice in a term, but found ${m[2]}`);
    terms.push({ count: sign * count, sides });
  }
  if (Math.abs(bonus) > 10_000) throw new NotationError(text, 'expected a constant between -10000 and 10000');
  return { terms, bonus };
}

/**
 * What a dice field of a sheet accepts (damage, db): at most {@link SHEET_DICE}.dice dice in
 * all, each of at most {@link SHEET_DICE}.sides sides, and a constant within ±{@link SHEET_DICE}.bonus.
 *
 * Why these bounds: the five rule texts never put more than 4 dice in one damage roll (a
 * creature's 4d8 bite on a small target, zones-factions 004; halberd 3D6, great sword 2D8 in
 * percentile-dex-rank 003) nor a larger damage die than a d12 (d2 to d12 across 000 to 004; the
 * d30 of bcb-d20 001 is an initiative die the rules pick, not a sheet's), nor a bonus above +4
 * (1D10+3, 1d8+4). 6 dice of up to 20 sides leave room for a table's own weapons and magic. The
 * most a ruleset builds from a sheet's dice is twice as many (a critical doubling the dice in
 * crit-table-d20; weapon plus db, and a special success's maximum plus both, in
 * percentile-dex-rank): 12 dice of 20 sides have 20^12 ≈ 4.1·10^15 equally likely outcomes,
 * below 2^53 ≈ 9.0·10^15, so every distribution stays an exact count (dist.ts); and a
 * distribution spans at most 12 × 20 = 240 values, so planning stays cheap.
 */
export const SHEET_DICE = { dice: 6, sides: 20, bonus: 100 } as const;

/**
 * Parses a sheet's dice text within {@link SHEET_DICE}.
 * @throws NotationError for text {@link parseDice} refuses, or past the sheet's bounds; the message says which.
 */
export function parseSheetDice(text: string): DiceExpr {
  const expr = parseDice(text);
  const big = expr.terms.find((t) => t.sides > SHEET_DICE.sides);
  if (big) throw new NotationError(text, `expected dice of at most ${SHEET_DICE.sides} sides, but found d${big.sides}`);
  const count = expr.terms.reduce((n, t) => n + Math.abs(t.count), 0);
  if (count > SHEET_DICE.dice) throw new NotationError(text, `expected at most ${SHEET_DICE.dice} dice in all, but found ${count}`);
  if (Math.abs(expr.bonus) > SHEET_DICE.bonus) throw new NotationError(text, `expected a constant from -${SHEET_DICE.bonus} to ${SHEET_DICE.bonus}, but found ${expr.bonus}`);
  return expr;
}

/** True when `text` parses; for form validation. */
export function isDiceNotation(text: string): boolean {
  try { parseDice(text); return true; } catch { return false; }
}

/** True when `text` is dice a sheet's field accepts ({@link parseSheetDice}). */
export function isSheetDice(text: string): boolean {
  try { parseSheetDice(text); return true; } catch { return false; }
}

/** Canonical text of an expression: `1d8+4`, `2d6`, `d100` is written `1d100`, `0` for nothing. */
export function formatDice(expr: DiceExpr): string {
  let out = '';
  for (const t of expr.terms) {
    const n = Math.abs(t.count);
    out += (t.count < 0 ? '-' : out ? '+' : '') + `${n}d${t.sides}`;
  }
  if (expr.bonus !== 0 || out === '') out += (expr.bonus < 0 ? '-' : out ? '+' : '') + Math.abs(expr.bonus);
  return out;
}

/** The expression plus a constant. */
export function addBonus(expr: DiceExpr, k: number): DiceExpr {
  return { terms: expr.terms, bonus: expr.bonus + k };
}

/** A single die: `die(10)` is `1d10`. */
export function die(sides: number, bonus = 0): DiceExpr {
  return { terms: [{ count: 1, sides }], bonus };
}

/** The faces rolled for one expression, in term order, and their total. */
export interface DiceRoll { readonly faces: readonly number[]; readonly total: number }

/** Rolls an expression with the given dice. */
export function rollDice(expr: DiceExpr, dice: Dice): DiceRoll {
  const faces: number[] = [];
  let total = expr.bonus;
  for (const t of expr.terms) {
    for (let i = 0; i < Math.abs(t.count); i++) {
      const f = dice.roll(t.sides);
      faces.push(f);
      total += Math.sign(t.count) * f;
    }
  }
  return { faces, total };
}

/** Smallest and largest totals of an expression. */
export function diceRange(expr: DiceExpr): { min: number; max: number } {
  let min = expr.bonus, max = expr.bonus;
  for (const t of expr.terms) {
    if (t.count > 0) { min += t.count; max += t.count * t.sides; }
    else { min += t.count * t.sides; max += t.count; }
  }
  return { min, max };
}
