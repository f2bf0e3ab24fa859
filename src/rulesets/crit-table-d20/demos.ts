/**
 * Ready characters to try the app with: Brannoc, a fighter whose spear does the text's own
 * example damage (1d6 + STR 2: maximum 8, critical 3 + 6 + 2 = 11), shown charging; Sylwen, an
 * elven archer with a heavy crossbow, shown shooting at long range at a target of unknown AC;
 * and Odo, a caster, shown casting (with the save against disruption).
 * @see 002 17.0.3 Critical Hit (the 1d6+2 example); 17.0.1.8 Charge; 17.0.7 Ranged Attack; 17.0.13 Spell Casting
 */
import type { DemoCharacter } from '../../engine/ruleset';
import { defaults, type Values } from '../../engine/schema';
import { declarationSchema } from './schemas';

const weapon = (w: Values): Values => ({ toHit: 0, damageBonus: 0, charge: false, setVsCharge: false, longReach: false, small: false, allSharp: false, ...w });

/** A demo with its declaration completed from the schema's defaults, so it validates as stored. */
function demo(name: string, sheet: Values, declared: Values): DemoCharacter {
  return { name, sheet, declaration: { ...defaults(declarationSchema(sheet).fields), ...declared } };
}

/** Brannoc (spear charge), Sylwen (long-range shot, secret AC) and Odo (a spell and its save). */
export const demos: readonly DemoCharacter[] = [
  demo('Brannoc', {
    name: 'Brannoc', attackBonus: 3, strBonus: 2, dexBonus: 1, save: 14, maxHp: 14, ac: 16, con: 14, move: 30, size: 'medium', armour: 'metal', elf: false, fireResistant: false,
    weapons: [
      weapon({ name: 'Spear', kind: 'melee', damage: '1d6', charge: true, setVsCharge: true, longReach: true }),
      weapon({ name: 'Longsword', kind: 'melee', damage: '1d8', toHit: 1, damageBonus: 1 }),
      weapon({ name: 'Dagger', kind: 'melee', damage: '1d4', small: true, allSharp: true }),
    ],
  }, { action: 'charge', weapon: '0', chargeFeet: 40, targetAc: 14 }),
  demo('Sylwen', {
    name: 'Sylwen', attackBonus: 2, strBonus: 0, dexBonus: 3, save: 13, maxHp: 9, ac: 14, con: 11, move: 40, size: 'medium', armour: 'leather', elf: true, fireResistant: false,
    weapons: [
      weapon({ name: 'Heavy crossbow', kind: 'heavy-crossbow', damage: '1d10' }),
      weapon({ name: 'Longbow', kind: 'bow', damage: '1d8' }),
      weapon({ name: 'Short sword', kind: 'melee', damage: '1d6', small: true }),
    ],
  }, { action: 'attack', weapon: '0', range: 'long', surprise: 'roll' }),
  demo('Odo', {
    name: 'Odo', attackBonus: 1, strBonus: -1, dexBonus: 1, save: 12, maxHp: 5, ac: 11, con: 9, move: 30, size: 'small', armour: 'none', elf: false, fireResistant: false,
    weapons: [weapon({ name: 'Staff', kind: 'melee', damage: '1d6' }), weapon({ name: 'Sling', kind: 'sling', damage: '1d4' })],
  }, { action: 'cast', spell: 'Sleep', timing: 'hold' }),
];
