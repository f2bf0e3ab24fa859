/**
 * Ready monsters for the GM. The rule text (17 Combat) describes no creatures, so these are
 * plain ones of ours with numbers usual for a d20 game with ascending AC: a goblin, an orc, a
 * wolf, a bandit archer and an ogre. Each sheet is complete (every field of `sheetSchema`), and
 * each fights with a plain attack and the target's AC left unknown, so the victim's phone
 * settles the hit against its own AC.
 * @see 002 17.0.1.2 Attack (d20 + attack bonus + STR or DEX against AC); 17.0.15 Damage
 */
import { onFirstRead, type ReadyMonster } from '../../engine/monster';
import { defaults, type Values } from '../../engine/schema';
import { declarationSchema } from './schemas';

/** A weapon with every field: nothing special unless `w` says so. */
const weapon = (w: Values): Values => ({ toHit: 0, damageBonus: 0, charge: false, setVsCharge: false, longReach: false, small: false, allSharp: false, ...w });

/** A monster sheet with every field: a medium creature of no note unless `s` says so. */
const sheet = (s: Values): Values => ({
  attackBonus: 1, strBonus: 0, dexBonus: 0, save: 15, maxHp: 5, ac: 12, con: 10, move: 30, size: 'medium', armour: 'none', elf: false, fireResistant: false, weapons: [], ...s,
});

/** A ready monster: its sheet and a declaration completed from the schema's defaults (the target's AC left unknown). */
function monster(s: Values, declared: Values): ReadyMonster {
  const full = sheet(s);
  return { name: String(full['name']), sheet: full, declaration: { ...defaults(declarationSchema(full).fields), ...declared, targetAc: null } };
}

/**
 * Goblin, orc, wolf, bandit (shooting) and ogre. Made at the first read (only the GM side reads
 * them).
 */
export const ready = onFirstRead((): readonly ReadyMonster[] => [
  monster({
    name: 'Goblin', attackBonus: 1, dexBonus: 1, save: 16, maxHp: 4, ac: 14, con: 9, move: 20, size: 'small', armour: 'leather',
    weapons: [weapon({ name: 'Short sword', kind: 'melee', damage: '1d6', small: true }), weapon({ name: 'Shortbow', kind: 'bow', damage: '1d6' })],
  }, { action: 'attack', weapon: '0' }),
  monster({
    name: 'Orc', attackBonus: 1, strBonus: 1, save: 15, maxHp: 6, ac: 14, con: 12, move: 30, armour: 'leather',
    weapons: [weapon({ name: 'Battle axe', kind: 'melee', damage: '1d8' }), weapon({ name: 'Spear', kind: 'melee', damage: '1d6', charge: true, setVsCharge: true, longReach: true })],
  }, { action: 'attack', weapon: '0' }),
  monster({
    name: 'Wolf', attackBonus: 2, dexBonus: 1, save: 14, maxHp: 11, ac: 13, con: 12, move: 60,
    weapons: [weapon({ name: 'Bite', kind: 'melee', damage: '1d6', allSharp: true })],
  }, { action: 'attack', weapon: '0' }),
  monster({
    name: 'Bandit', attackBonus: 1, dexBonus: 1, save: 14, maxHp: 5, ac: 13, con: 10, move: 30, armour: 'leather',
    weapons: [weapon({ name: 'Shortbow', kind: 'bow', damage: '1d6' }), weapon({ name: 'Short sword', kind: 'melee', damage: '1d6', small: true })],
  }, { action: 'attack', weapon: '0', range: 'medium' }),
  monster({
    name: 'Ogre', attackBonus: 4, strBonus: 2, dexBonus: -1, save: 12, maxHp: 22, ac: 15, con: 16, move: 30, size: 'large', armour: 'leather',
    weapons: [weapon({ name: 'Great club', kind: 'melee', damage: '2d6' })],
  }, { action: 'attack', weapon: '0' }),
]);
