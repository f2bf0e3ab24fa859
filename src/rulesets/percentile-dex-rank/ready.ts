/**
 * Ready monsters for the GM. The rule text (5. Combat) describes no creatures, so these are
 * plain ones of ours, with weapons from its tables and numbers usual for a percentile game
 * (hit points the average of CON and SIZ, skills in percent, a damage bonus from STR and SIZ):
 * a goblin, an orc with a shield, a wolf (its bite our own weapon), a bandit archer and an ogre.
 * Each sheet is complete (every field of `sheetSchema`, current HP at the maximum), and each
 * attacks with the target's armour points left unknown: the victim's phone takes its own
 * armour off the damage.
 * @see 003 5.9 Weapons and Damage; 5.10 Armor; 5.11 Shields; 5.12 Damage and Injury
 */
import { onFirstRead, type ReadyMonster } from '../../engine/monster';
import { defaults, type Values } from '../../engine/schema';
import { declarationSchema } from './schemas';

/** A weapon of the tables (its figures come from the row) with the monster's skill in percent. */
const weapon = (type: string, skill: number): Values => ({ type, name: '', skill, damage: '1d6', db: 'full', hands: 1, hp: 12, class: 'medium', range: null, kind: 'missile', ammo: 'none' });

/** A natural weapon of ours (a bite, a claw): a short melee weapon that cannot parry. */
const natural = (name: string, skill: number, damage: string): Values => ({ type: 'custom', name, skill, damage, db: 'full', hands: 1, hp: 0, class: 'short', range: null, kind: 'missile', ammo: 'none' });

/** A monster sheet with every field: no armour, helmet or shield unless `s` says so; current HP at the maximum. */
const sheet = (s: Values): Values => ({
  dex: 10, db: '0', armour: 'none', helmet: 'none', dodge: 25, shield: 'none', shieldSkill: 15, con: null, siz: null, maxHp: 10, weapons: [], skills: [], ...s, currentHp: s['maxHp'] ?? 10,
});

/** A ready monster: its sheet, and an attack with its first weapon declared over the form's defaults (target armour unknown). */
function monster(s: Values, declared: Values = {}): ReadyMonster {
  const full = sheet(s);
  return { name: String(full['name']), sheet: full, declaration: { ...defaults(declarationSchema(full).fields), action: 'attack:0', ...declared, targetArmour: null } };
}

/**
 * Goblin, orc, wolf, bandit (shooting) and ogre. Made at the first read (only the GM side reads
 * them).
 */
export const ready = onFirstRead((): readonly ReadyMonster[] => [
  monster({ name: 'Goblin', dex: 14, db: '-1d4', armour: 'leather-soft', dodge: 35, maxHp: 9, weapons: [weapon('sword-short', 35), weapon('dagger-thrown', 30)] }),
  monster({ name: 'Orc', dex: 11, db: '1d4', armour: 'leather-hard', dodge: 25, shield: 'round', shieldSkill: 35, maxHp: 13, weapons: [weapon('sword-broad', 45), weapon('axe-thrown', 30)] }),
  monster({ name: 'Wolf', dex: 13, dodge: 40, maxHp: 11, weapons: [natural('Bite', 40, '1d8')] }),
  monster({ name: 'Bandit', dex: 12, armour: 'leather-hard', dodge: 30, maxHp: 12, weapons: [weapon('bow-long', 40), weapon('sword-short', 40)] }, { distance: 40 }),
  monster({ name: 'Ogre', dex: 8, db: '1d6', armour: 'leather-hard', dodge: 15, maxHp: 20, weapons: [weapon('club-heavy', 50)] }),
]);
