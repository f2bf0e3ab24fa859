/**
 * Ready characters from the text's own examples: Theobald (spear, shield and light armour,
 * armour 2), Sybilla (musket and dagger) shooting at 5 zones, which needs a WIT save, and the
 * bandit leader countering Theobald's spear with his battleaxe.
 * @see 004 Attacking; Reacting to an attack (examples)
 */
import type { DemoCharacter } from '../../engine/ruleset';
import { defaults, type Values } from '../../engine/schema';
import { declarationSchema } from './schemas';

/** A demo with its declaration completed from the schema's defaults, so it validates as stored. */
function demo(name: string, sheet: Values, declared: Values): DemoCharacter {
  return { name, sheet, declaration: { ...defaults(declarationSchema(sheet).fields), ...declared } };
}

/** A complete weapon of the sheet (every field of the weapon list item). */
export const weapon = (name: string, kind: string, damage: string, range = 1, more: Values = {}): Values =>
  ({ name, kind, damage, range, blast: false, twoHanded: false, damaged: false, ...more });

/** A complete sheet: every field, the scores at 10 unless given. */
export const person = (name: string, scores: Values, weapons: Values[]): Values => ({
  name, str: 10, agi: 10, wit: 10, size: 'medium', extraReactions: 0, immuneToFear: false,
  maxHp: 10, health: 10, armour: 0, shield: false, armourDamaged: false, shieldDamaged: false, ...scores, weapons,
});

/** Theobald, Sybilla and the bandit leader, each with a declaration that shows a rule off. */
export const demos: readonly DemoCharacter[] = [
  demo('Theobald', person('Theobald', { str: 13, agi: 9, wit: 11, maxHp: 12, health: 12, armour: 2, shield: true },
    [weapon('Spear', 'melee', 'd6'), weapon('Dagger', 'melee', 'd4')]),
    { act: 'turn', move: 'half', main: 'attack', weapon: '0', foeArmour: 0 }),
  demo('Sybilla', person('Sybilla', { agi: 12, wit: 13, maxHp: 9, health: 9 },
    [weapon('Musket', 'firearm', 'd8', 8), weapon('Dagger', 'melee', 'd4')]),
    { act: 'turn', move: 'none', main: 'attack', weapon: '0', distance: 5, bonus: true }),
  demo('Bandit leader', person('Bandit leader', { str: 12, agi: 8, wit: 9, maxHp: 8, health: 8 },
    [weapon('Battleaxe', 'melee', 'd8')]),
    { act: 'reaction', reaction: 'counter', weapon: '0', attackId: 'Theobald: Spear: attack, 4 damage', incomingDamage: 4, foeArmour: 2 }),
];
