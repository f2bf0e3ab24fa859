/**
 * Casting limits: spells are declared before initiative and go off on the caster's initiative;
 * a caster cannot walk or put BCB on AC; any successful attack before the spell goes off spoils
 * it. Magic-users cast only without armour (magical bracers allowed); fighter-mages only in
 * magical armour of the quality the spell's level needs (or none). Scrolls take a round per
 * spell level.
 * @see 001 Declare Spells; Magic Use in Combat; Spells (Required Armour Quality)
 */
import { spellArmour } from './tables';
import type { Sheet, Spell } from './types';

/** The magical armour quality a fighter-mage needs for a spell level (1-3: +1 ... 10-12: +4). */
export function requiredQuality(level: number): number {
  const row = spellArmour.rows.find((r) => level >= r.from && level <= r.to);
  if (!row) throw new Error(`Spell level: expected 1 to 12, but received ${level}`);
  return row.quality;
}

/** Why this character cannot cast this spell in what they wear, or undefined when they can. */
export function armourForbids(sheet: Sheet, spell: Spell): string | undefined {
  const worn = sheet.armour;
  if (worn === 'none' || worn === 'bracers' || sheet.casterType === 'none' || sheet.casterType === 'other') return undefined;
  if (sheet.casterType === 'magic-user') return 'A magic-user cannot cast in armour (magical bracers only).';
  if (worn === 'mundane') return 'A fighter-mage casts only in magical armour.';
  const need = requiredQuality(spell.level);
  return sheet.armourQuality >= need ? undefined : `A level ${spell.level} spell needs magical armour of +${need} or better; yours is +${sheet.armourQuality}.`;
}
