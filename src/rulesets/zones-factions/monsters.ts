/**
 * The GM side of Zones and factions (`Ruleset.monsters`): the stat line, the text's own
 * creatures ready to fight, and the morale checks at the end of a round (groupMorale.ts).
 * There is no `resolve`: attacks hit automatically or on the attacker's own WIT save, so no
 * attack is ever rolled against a secret defence; the one thing a player may not know is the
 * target's armour, which the victim's "Take a hit" takes off the damage from its own sheet.
 * @see 004 Attacking; Reacting to an attack; Effects of size in combat; Morale
 */
import { onFirstRead, type MonsterRules, type ReadyMonster } from '../../engine/monster';
import { defaults, type Values } from '../../engine/schema';
import { person, weapon } from './demos';
import { endOfRound } from './groupMorale';
import { declarationSchema } from './schemas';
import { SRC } from './tables';

/**
 * A ready monster attacking with its first weapon, half a move and the target's armour left
 * unknown (the victim's phone takes its own armour off), so no WIT save is needed.
 */
function ready(name: string, sheet: Values, source: string, declared: Values = {}): ReadyMonster {
  const declaration = { ...defaults(declarationSchema(sheet).fields), act: 'turn', move: 'half', main: 'attack', weapon: '0', foeArmour: null, ...declared };
  return { name, sheet, declaration, source };
}

/**
 * The text's creatures. From the text: the bandit's health 8 and AGI 8, his axe (d6) and bow
 * (d6, range 8); the leader's battleaxe (d8); the wyrm's size (large), its bite, talons and tail
 * (d8) and fire breath (d6, blast); the leader's health 8, as the bandits', which his Reacting
 * example needs (a 4 is "enough to inflict critical damage and incapacitate him"). Ours, as the
 * text gives none: the other scores, the wyrm's health, armour and the fire breath's range 2 (a
 * fire bomb's). The archer shoots from 4 zones, within half its range, so needs no WIT save.
 * Made at the first read: only the GM side reads them.
 */
export const readyMonsters = onFirstRead((): readonly ReadyMonster[] => [
  ready('Bandit', person('Bandit', { agi: 8, maxHp: 8, health: 8 }, [weapon('Axe', 'melee', 'd6'), weapon('Bow', 'ranged', 'd6', 8)]),
    `${SRC.attacking}; ${SRC.nonLethal} (examples): a bandit`),
  ready('Bandit archer', person('Bandit archer', { agi: 8, maxHp: 8, health: 8 }, [weapon('Bow', 'ranged', 'd6', 8), weapon('Axe', 'melee', 'd6')]),
    `${SRC.attacking} (example): a bandit shoots with a bow`, { move: 'none', distance: 4 }),
  ready('Bandit leader', person('Bandit leader', { str: 12, agi: 8, wit: 9, maxHp: 8, health: 8 }, [weapon('Battleaxe', 'melee', 'd8')]),
    `${SRC.counter} (example): the bandit leader`),
  ready('Wyrm', person('Wyrm', { str: 18, agi: 6, wit: 12, size: 'large', maxHp: 30, health: 30, armour: 2 },
    [weapon('Bite, talons and tail', 'melee', 'd8'), weapon('Fire breath', 'ranged', 'd6', 2, { blast: true })]),
    `${SRC.size} (example): a wyrm`),
]);

/** What a GM reads off a stat block: armour, weapons, health, size and the scores saved against. */
export const monsters: MonsterRules = {
  statLine: ['armour', 'weapons', 'maxHp', 'health', 'size', 'str', 'agi', 'wit', 'immuneToFear'],
  get ready() { return readyMonsters(); },
  endOfRound,
};
