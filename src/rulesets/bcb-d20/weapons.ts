/**
 * The weapon an attack uses, read from the declaration: one of the sheet's weapons, or the
 * fist and foot (1d2 + STR, a melee attack).
 * @see 001 Melee Attacks; Missile Attacks; Unarmed Combat
 */
import { RULES, weaponKinds, type WeaponKind } from './tables';
import type { Sheet } from './types';

/** A weapon in use: the sheet's record, or the unarmed blow. */
export interface UsedWeapon {
  readonly name: string;
  readonly kind: WeaponKind | 'unarmed';
  readonly damage: string;
  readonly magic: number;
  readonly light: boolean;
  readonly missile: boolean;
  /** Attack tags from the shared list (melee, missile, thrown, arrow, bolt, unarmed). */
  readonly tags: readonly string[];
}

/** The unarmed blow: 1d2 (+ STR damage), melee. */
export const UNARMED: UsedWeapon = { name: 'Unarmed', kind: 'unarmed', damage: `1d${RULES.unarmedDie}`, magic: 0, light: true, missile: false, tags: ['melee', 'unarmed'] };

/** The weapon chosen by `choice` ('unarmed' or a sheet index as text); an index off the list falls back to the first weapon. */
export function weaponOf(sheet: Sheet, choice: string): UsedWeapon {
  if (choice === 'unarmed') return UNARMED;
  const w = sheet.weapons[Number(choice)] ?? sheet.weapons[0];
  if (!w) return UNARMED;
  const kind = weaponKinds.find((k) => k.value === w.kind) ?? weaponKinds[0];
  return { name: w.name || 'Weapon', kind: w.kind, damage: w.damage, magic: w.magic, light: w.light, missile: kind.missile, tags: kind.tags };
}
