/**
 * The GM's side of d20 with Base Combat Bonus: a monster is a character sheet played as a
 * monster or NPC (its BCB = its hit dice, at most +15; the save against death at 0 to -5 hit
 * points), so it rolls its round, takes hits and ticks through the same `plan`, `roll` and state
 * rules as a player's character. The text gives no stat blocks, so the ready monsters are plain
 * ones of ours. Their attacks leave the target's AC unknown: the victim's phone resolves them
 * against its own AC of the round. A player's attack against a secret AC is resolved here
 * against the AC the GM types, by the same function the victim's `takeHit` uses (secretAc.ts).
 * No `endOfRound`: the text's Morale leaves it to the GM when monsters retreat, surrender or flee
 * (no roll), and the monsters' save against death is rolled as the hit lands (`takeHit`).
 * @see 001 Base Combat Bonuses; The Attack Roll; Critical Hits and Fumbles; Morale
 */
import { onFirstRead, type MonsterRules, type ReadyMonster, type Resolution } from '../../engine/monster';
import type { ResultEntry } from '../../engine/result';
import { defaults, type Values } from '../../engine/schema';
import { attackStyles } from './attackRoll';
import { monsterBcb } from './bcb';
import { declarationSchema } from './schemas';
import { attackAgainst, secretAttackOf } from './secretAc';

/** A weapon row of the sheet, every field given. */
function weapon(name: string, kind: string, damage: string, light = false): Values {
  return { name, kind, damage, magic: 0, light };
}

/**
 * A ready monster from its hit dice (its BCB) and the rest of its sheet: played as a monster,
 * no spells; it attacks with its first weapon, all its BCB on the attack, standing, the
 * target's AC left unknown.
 */
function monster(hitDice: number, sheet: Values): ReadyMonster {
  const full: Values = {
    dex: 10, bcb: monsterBcb(hitDice), attacksPerRound: 1, strHit: 0, strDamage: 0, dexHit: 0, ranger: false, con: 10, creature: 'monster',
    dexAc: 0, surpriseDie: 'd6', surpriseMod: 0, casterType: 'none', armour: 'none', armourQuality: 1, spells: [], ...sheet,
  };
  const declaration = { ...defaults(declarationSchema(full).fields), action: 'attack', weapon: '0', bcbToHit: full['bcb']!, movement: 'stand', targetAc: null };
  return { name: String(full['name']), sheet: full, declaration };
}

/**
 * Plain monsters of ours, by hit dice (the text: BCB = hit dice, extra hit points ignored). Made
 * at the first read (only the GM side reads them).
 */
const ready = onFirstRead((): readonly ReadyMonster[] => [
  monster(1, { name: 'Goblin', dex: 12, ac: 13, armour: 'mundane', maxHp: 4, con: 8, save: 16, weapons: [weapon('Short sword', 'melee', '1d6', true)] }),
  monster(1, { name: 'Orc', ac: 14, armour: 'mundane', maxHp: 6, con: 11, save: 16, weapons: [weapon('Battle axe', 'melee', '1d8')] }),
  monster(2, { name: 'Wolf', dex: 15, ac: 13, dexAc: 1, maxHp: 10, con: 12, save: 15, weapons: [weapon('Bite', 'melee', '1d6+1')] }),
  monster(1, { name: 'Bandit archer', dex: 14, dexHit: 1, ac: 12, armour: 'mundane', maxHp: 5, save: 15,
    weapons: [weapon('Shortbow', 'bow', '1d6'), weapon('Short sword', 'melee', '1d6', true)] }),
  monster(4, { name: 'Ogre', dex: 8, strHit: 2, strDamage: 3, ac: 15, armour: 'mundane', maxHp: 22, con: 16, save: 13, weapons: [weapon('Great club', 'melee', '1d10')] }),
]);

/** How an entry that cannot be resolved is named in the error. */
function described(entry: ResultEntry): string {
  if (entry.kind !== 'attack') return `a ${entry.kind} entry ("${entry.label}")`;
  if (!entry.check) return `"${entry.label}" without an attack roll`;
  return `"${entry.label}" rolled against a known AC (${entry.summary ?? `AC ${entry.check.need}`})`;
}

/**
 * A player's attack rolled against a secret AC, resolved against the AC the GM types: d20 +
 * bonus equal to or above it hits; a natural 20 always hits and is a Mighty Blow when the total
 * reaches the AC (the victim then saves against the attacker's d20 effect); a natural 1 fumbles.
 * Armour is in the AC, so the damage is the damage rolled. `quiet`: no text (the fight simulation).
 * @throws Error "Expected an attack rolled against a secret AC ... but received ..." for an entry without that roll.
 * @see 001 The Attack Roll; Critical Hits and Fumbles
 */
export function resolve(entry: ResultEntry, defence: number, _options: Values, quiet = false): Resolution {
  const roll = secretAttackOf(entry);
  if (!roll) throw new Error(`Expected an attack rolled against a secret AC (its d20 and bonus, no AC) but received ${described(entry)}`);
  const r = attackAgainst(roll, defence);
  const lands = r.outcome === 'hit' || r.outcome === 'mighty-blow';
  const damage = lands ? entry.damage?.total ?? 0 : 0;
  if (quiet) return { outcome: r.outcome, label: attackStyles[r.outcome]!.label, damage, armour: entry.damage?.armour ?? 'yes', text: '' };
  const then = r.outcome === 'mighty-blow' ? `, ${damage} damage and the victim saves against the Mighty Blow effect`
    : r.outcome === 'hit' ? `, ${damage} damage` : r.outcome === 'fumble' ? ': foes in reach get a free attack' : '';
  return { outcome: r.outcome, label: attackStyles[r.outcome]!.label, damage, armour: entry.damage?.armour ?? 'yes', text: `${r.text}${then}` };
}

/** The bcb-d20 GM side: stat line, ready monsters, the secret AC resolved. */
export const monsters: MonsterRules = {
  statLine: ['ac', 'bcb', 'weapons', 'attacksPerRound', 'strHit', 'strDamage', 'dexHit', 'dex', 'maxHp', 'save'],
  get ready() { return ready(); },
  resolve,
};
