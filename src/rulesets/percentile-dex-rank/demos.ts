/**
 * Ready characters: Kara attacks with the text's short sword (1D6+1, db 1D4: the special
 * success example); Bram, with the text's 12 HP in hard leather, parries with a broadsword, a
 * kite shield or dodges; Ines shoots a heavy crossbow beyond its range (Difficult), carries
 * a pistol and wears a light helmet (Spot lowered).
 * @see 003 5.12 (12 HP, hard leather); 5.13 (short sword special success)
 */
import type { DemoCharacter } from '../../engine/ruleset';
import { defaults, type Values } from '../../engine/schema';
import { declarationSchema } from './schemas';

/** A demo with its declaration completed from the schema's defaults, so it validates as stored. */
function demo(name: string, sheet: Values, declared: Values): DemoCharacter {
  return { name, sheet, declaration: { ...defaults(declarationSchema(sheet).fields), ...declared } };
}

const weapon = (type: string, skill: number): Values => ({ type, name: '', skill, damage: '1d6', db: 'full', hands: 1, hp: 12, class: 'medium', range: null, kind: 'missile', ammo: 'none' });

/** Kara (melee attacker), Bram (parries and dodges) and Ines (crossbow and pistol). */
export const demos: readonly DemoCharacter[] = [
  demo('Kara', {
    name: 'Kara', dex: 14, db: '1d4', armour: 'leather-soft', helmet: 'none', dodge: 40, shield: 'none', shieldSkill: 15, con: 14, siz: 12, maxHp: 13, currentHp: 13,
    weapons: [weapon('sword-short', 65), weapon('dagger-thrown', 40)], skills: [{ name: 'Stealth', value: 50, group: 'physical' }],
  }, { action: 'attack:0', movement: 4, targetArmour: 2 }),
  demo('Bram', {
    name: 'Bram', dex: 11, db: '0', armour: 'leather-hard', helmet: 'none', dodge: 45, shield: 'kite', shieldSkill: 40, con: 13, siz: 11, maxHp: 12, currentHp: 12,
    weapons: [weapon('sword-broad', 55)], skills: [{ name: 'Climb', value: 40, group: 'physical' }],
  }, { action: 'defend', incomingLevel: 'success', incomingKind: 'melee', incomingDamage: 6, incomingRank: 14, defence: 'w0' }),
  demo('Ines', {
    name: 'Ines', dex: 16, db: '0', armour: 'flak-jacket', helmet: 'light', dodge: 35, shield: 'none', shieldSkill: 15, con: 10, siz: 11, maxHp: 11, currentHp: 11,
    weapons: [weapon('crossbow-heavy', 55), weapon('pistol', 45)], skills: [{ name: 'Spot', value: 60, group: 'perception' }],
  }, { action: 'attack:0', movement: 0, distance: 70 }),
];
