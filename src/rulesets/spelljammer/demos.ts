/**
 * Ready characters to try the app with: Derrick, the text's own fighter (two attacks, IM +2,
 * SC 112 with a longsword doing 1d8+4), and Harlan, a mage with an SK spell at rank 8.
 * @see 000 In a Nutshell; Casting Mage Spells (the worked examples)
 */
import type { DemoCharacter } from '../../engine/ruleset';
import { defaults, type Values } from '../../engine/schema';
import { declarationSchema } from './schemas';

/** A demo with its declaration completed from the schema's defaults, so it validates as stored. */
function demo(name: string, sheet: Values, declared: Values): DemoCharacter {
  return { name, sheet, declaration: { ...defaults(declarationSchema(sheet).fields), ...declared } };
}

/** Derrick (longsword and longbow) and Harlan (GK/SK spells), each with a declaration that shows them off. */
export const demos: readonly DemoCharacter[] = [
  demo('Derrick', {
    name: 'Derrick', im: 2, attacksPerRound: 2, masterBowmanRank: 0, ambidextrous: false,
    def: 30, defDexSkill: 10, defShield: 5, defMagicAlwaysOn: 0, prot: 4,
    con: 16, size: 'medium', maxHp: 48, currentHp: 48,
    weapons: [
      { name: 'Longsword', kind: 'melee', sc: 112, damage: '1d8+4', rank: 5, spec: 'specialist', penetrating: 'none', offhand: false },
      { name: 'Longbow', kind: 'bow', sc: 95, damage: '1d8+1', rank: 3, spec: 'none', penetrating: 'arrow', offhand: false },
    ],
    spells: [],
  }, { action: 'attack', weapon: '0', movement: 'free', targetDef: 40, targetProt: 3 }),
  demo('Harlan', {
    name: 'Harlan', im: 1, attacksPerRound: 1, masterBowmanRank: 0, ambidextrous: false,
    def: 18, defDexSkill: 8, defShield: 0, defMagicAlwaysOn: 5, prot: 1,
    con: 11, size: 'medium', maxHp: 18, currentHp: 18,
    weapons: [{ name: 'Dagger', kind: 'melee', sc: 55, damage: '1d4', rank: 1, spec: 'none', penetrating: 'none', offhand: false }],
    spells: [
      { name: 'Bolt of Energy', type: 'sk', rank: 8, castingTime: 5 },
      { name: 'Shield', type: 'gk', rank: 3, castingTime: 5 },
    ],
  }, { action: 'cast', spell: '0', movement: 'free' }),
];
