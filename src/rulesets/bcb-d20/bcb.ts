/**
 * The Base Combat Bonus: split between the attack roll and AC, never more than the total;
 * all of it on AC without attacking gives a further +2 AC. Monsters use their hit dice.
 * @see 001 Base Combat Bonuses; Fighting Defensively
 */
import { RULES } from './tables';

/** How the BCB is used this round. `asked` is what the declaration put on the attack. */
export interface BcbSplit {
  readonly toHit: number;
  readonly toAc: number;
  /** True when the declaration asked for more than the total (the split was cut to it). */
  readonly capped: boolean;
}

/**
 * Splits `total` BCB: `asked` to hit (cut to 0..total), the rest to AC. With `attacking` false
 * (no attack this round) all of it goes to AC. With `acAllowed` false (casting, charging) the AC
 * part is lost: it still cannot be moved onto the attack beyond what was declared.
 */
export function splitBcb(total: number, asked: number, attacking: boolean, acAllowed = true): BcbSplit {
  const capped = attacking && asked > total;
  const toHit = attacking ? Math.max(0, Math.min(asked, total)) : 0;
  return { toHit, toAc: acAllowed ? total - toHit : 0, capped };
}

/**
 * The +2 AC for fighting defensively: the whole BCB on AC and no attack (0 otherwise). It is
 * given for the declared choice ('defend'), not to someone busy closing in or using a wand.
 * A BCB of 0 still qualifies: all of nothing is on AC.
 */
export function fullDefenceBonus(split: BcbSplit, total: number, defending: boolean): number {
  return defending && split.toAc === total ? RULES.fullDefenceBonus : 0;
}

/**
 * A monster's BCB: its hit dice, extra hit points ignored (2d8+4 counts as 2), at most +15.
 * @throws Error when `hitDice` is negative or not a number
 */
export function monsterBcb(hitDice: number): number {
  if (!Number.isFinite(hitDice) || hitDice < 0) throw new Error(`Hit dice: expected 0 or more, but received ${hitDice}`);
  return Math.min(Math.floor(hitDice), RULES.monsterBcbMax);
}
