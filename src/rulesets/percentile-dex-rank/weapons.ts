/**
 * A sheet weapon's figures: a table row's (damage, db, hands, hit points, range, class, ammunition)
 * or, for a custom weapon, the sheet's own; and the attack tags a defender's phone reads.
 * @see 003 5.9 Weapons and Damage
 */
import { oncePerInput } from '../../engine/memo';
import { AMMO, shieldTable, SRC, weaponTable, type WeaponRow } from './tables';
import type { Sheet, SheetWeapon } from './types';

/** The weapon as the rules read it: the table row, or the custom figures under a row's shape. */
export interface Weapon extends WeaponRow { readonly skillValue: number }

/**
 * Resolves a sheet weapon to its table row (or its own figures when `custom` or unknown). Made
 * once per sheet weapon object (every plan, roll and state rule asks) and shared: read-only.
 */
export const weaponOf: (w: SheetWeapon) => Weapon = oncePerInput(readWeapon);

function readWeapon(w: SheetWeapon): Weapon {
  const row = weaponTable.find((r) => r.id === w.type);
  if (row) return { ...row, name: w.name.trim() || row.name, skillValue: w.skill };
  return {
    id: 'custom', name: w.name.trim() || 'Weapon', skill: 'Custom', base: 0, damage: w.damage, db: w.db,
    hands: w.hands === 2 ? 2 : 1, hp: w.hp > 0 ? w.hp : null, range: w.class === 'missile' ? w.range : null,
    class: w.class, kind: w.class === 'missile' && w.kind === 'melee' ? 'missile' : w.class !== 'missile' ? 'melee' : w.kind,
    ammo: w.ammo, source: SRC.weapons, skillValue: w.skill,
  };
}

/** Full ammunition of a weapon: 6 shots, 20 charges, 1 bolt; undefined when none is tracked. */
export function ammoCapacity(w: Weapon): number | undefined {
  return w.ammo === 'none' ? undefined : AMMO[w.ammo];
}

/** Attack tags from the shared ATTACK_TAGS: how the attack reaches the defender. */
export function attackTags(w: Weapon): string[] {
  if (w.kind === 'melee') return w.id === 'brawl' ? ['melee', 'unarmed'] : ['melee'];
  if (w.kind === 'missile') return ['missile'];
  return ['missile', w.kind];
}

/**
 * The shield as a weapon (a bash): the Shields table's damage + db with the shield skill. Our
 * reading: a bash is a short weapon for ties. Undefined without a shield.
 * @see 003 5.11 Shields ("damage done if used as a weapon")
 */
export function shieldWeapon(sheet: Sheet): Weapon | undefined {
  const row = shieldTable.find((r) => r.id === sheet.shield);
  if (!row) return undefined;
  return { id: `shield-${row.id}`, name: `${row.name} shield`, skill: 'Shield', base: row.base, damage: row.damage, db: 'full', hands: 1, hp: row.hp,
    range: null, class: 'short', kind: 'melee', ammo: 'none', source: SRC.shields, skillValue: sheet.shieldSkill };
}

/** The weapon an attack or reload declaration names: a sheet weapon by index (index 'shield' for a bash), falling back to the first. */
export function declaredWeapon(sheet: Sheet, weapon: string): { weapon: Weapon; index: number | 'shield' } {
  if (weapon === 'shield') {
    const w = shieldWeapon(sheet);
    if (w) return { weapon: w, index: 'shield' };
  }
  const i = sheet.weapons[Number(weapon)] ? Number(weapon) : 0;
  return { weapon: weaponOf(sheet.weapons[i]!), index: i };
}
