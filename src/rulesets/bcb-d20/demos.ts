/**
 * Ready characters: Sigrun, the text's 7th-level fighter (BCB +4, split +2 to hit and +2 to AC),
 * and Blogo, the 6th-level magic-user of the Mighty Blows example (save 10).
 * @see 001 Base Combat Bonuses; Effects of Mighty Blows (the worked examples)
 */
import type { DemoCharacter } from '../../engine/ruleset';
import { defaults, type Values } from '../../engine/schema';
import { declarationSchema } from './schemas';

/** A demo with its declaration completed from the schema's defaults, so it validates as stored. */
function demo(name: string, sheet: Values, declared: Values): DemoCharacter {
  return { name, sheet, declaration: { ...defaults(declarationSchema(sheet).fields), ...declared } };
}

/** Sigrun (longsword, dagger, longbow) and Blogo (spells in magical bracers). */
export const demos: readonly DemoCharacter[] = [
  demo('Sigrun', {
    name: 'Sigrun', dex: 16, bcb: 4, attacksPerRound: 1, strHit: 1, strDamage: 1, dexHit: 1, ranger: false,
    maxHp: 42, con: 14, creature: 'character', ac: 16, dexAc: 1, save: 12, surpriseDie: 'd6', surpriseMod: 0, casterType: 'none', armour: 'mundane', armourQuality: 1,
    weapons: [
      { name: 'Longsword +1', kind: 'melee', damage: '1d8+1', magic: 1, light: false },
      { name: 'Dagger', kind: 'melee', damage: '1d4', magic: 0, light: true },
      { name: 'Longbow', kind: 'bow', damage: '1d6', magic: 0, light: false },
    ],
    spells: [],
  }, { action: 'attack', weapon: '0', bcbToHit: 2, targetAc: 15 }),
  demo('Blogo', {
    name: 'Blogo', dex: 13, bcb: 2, attacksPerRound: 1, strHit: 0, strDamage: 0, dexHit: 0, ranger: false,
    maxHp: 14, con: 11, creature: 'character', ac: 11, dexAc: 0, save: 10, surpriseDie: 'd6', surpriseMod: 0, casterType: 'magic-user', armour: 'bracers', armourQuality: 1,
    weapons: [{ name: 'Dagger', kind: 'thrown', damage: '1d4', magic: 0, light: true }],
    spells: [{ name: 'Magic Missile', level: 1 }, { name: 'Fireball', level: 3 }],
  }, { action: 'cast', spell: '1' }),
];
