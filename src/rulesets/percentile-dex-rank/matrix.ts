/**
 * The Attack and Defense Matrix: what happens for each pair of the attack's level and the
 * parry's or dodge's level (special > success > failure; a level cancels the same level).
 * @see 003 5.8 Combat Summary (Attack and Defense Matrix)
 */
import type { AttackLevel } from './types';

/** A defence's level; 'none' when the defender does not (or cannot) parry or dodge: it counts as a failure. */
export type DefenceLevel = 'special' | 'success' | 'failure' | 'none';

/** One cell of the matrix. */
export interface MatrixOutcome {
  /** 'blocked', 'normal' (a normal success gets through), 'special' (the special success gets through), 'none' (failed attack). */
  readonly result: 'none' | 'blocked' | 'normal' | 'special';
  /** Points of damage to the parrying weapon or shield. */
  readonly parryWeaponDamage: number;
  /** Points of damage to the attacker's weapon when parried in melee. */
  readonly attackerWeaponDamage: number;
  /** Our words for the outcome. */
  readonly text: string;
}

/**
 * The matrix cell for an attack level and a defence level. `parried` says whether the defence
 * was a parry (weapon or shield) rather than a dodge; `melee` whether the attack was in melee.
 */
export function matrix(attack: AttackLevel, defence: DefenceLevel, parried: boolean, melee: boolean): MatrixOutcome {
  const d = defence === 'none' ? 'failure' : defence;
  const verb = parried ? 'parried' : 'dodged';
  if (attack === 'failure') return { result: 'none', parryWeaponDamage: 0, attackerWeaponDamage: 0, text: 'The attack failed: no damage, nothing to parry or dodge.' };
  if (attack === 'special') {
    if (d === 'special') return { result: 'blocked', parryWeaponDamage: 0, attackerWeaponDamage: 0, text: `Special against special: fully ${verb}, nothing else happens.` };
    if (d === 'success') {
      return { result: 'normal', parryWeaponDamage: parried ? 2 : 0, attackerWeaponDamage: 0,
        text: `Partly ${verb}: the attack counts as a normal success and deals normal damage less armour${parried ? '; the parrying weapon or shield takes 2 points' : ''}.` };
    }
    return { result: 'special', parryWeaponDamage: 0, attackerWeaponDamage: 0, text: 'The special success gets through: full special damage less armour, and the special result the GM rules.' };
  }
  if (d === 'special') {
    const hurt = parried && melee;
    return { result: 'blocked', parryWeaponDamage: 0, attackerWeaponDamage: hurt ? 1 : 0, text: `Blocked${hurt ? ': the attacker\'s weapon takes 1 point' : ''}.` };
  }
  if (d === 'success') return { result: 'blocked', parryWeaponDamage: 0, attackerWeaponDamage: 0, text: `Success against success: ${verb}, nothing else happens.` };
  return { result: 'normal', parryWeaponDamage: 0, attackerWeaponDamage: 0, text: 'The attack strikes: normal damage less armour.' };
}
