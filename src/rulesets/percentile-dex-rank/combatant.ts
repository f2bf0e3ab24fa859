/**
 * The GM's own combatants: a monster or NPC acts on its DEX rank (halved or quartered by its
 * movement), and ties break by weapon class and skill, exactly like a player's attack.
 * @see 003 5.3 Movement; 5.4 Actions
 */
import type { CombatantRules, ResultEntry } from '../../engine/ruleset';
import { defaults, type Values } from '../../engine/schema';
import { orderKey, roundRank } from './rank';
import { MOVEMENT, SRC, weaponClasses, type WeaponClass } from './tables';
import type { Options } from './types';
import { optionsSchema } from './schemas';

/** Initiative inputs of a GM combatant: DEX rank, movement, weapon class and skill. */
export const combatant: CombatantRules = {
  schema: {
    fields: [
      { kind: 'number', key: 'dex', label: 'DEX rank', min: 1, max: 40, default: 12, source: SRC.actions },
      { kind: 'number', key: 'movement', label: 'Movement this round', min: 0, max: MOVEMENT.max, default: 0, unit: 'm', help: 'Half rank at 6-15 m, a quarter at 16-29 m, only defence at 30.', source: SRC.movement },
      { kind: 'select', key: 'weaponClass', label: 'Weapon class', default: 'medium', options: weaponClasses.map((c) => ({ value: c.value, label: c.label })), source: SRC.actions },
      { kind: 'number', key: 'skill', label: 'Weapon skill', min: 0, max: 200, default: 50, unit: '%', help: 'Breaks ties within a weapon class.', source: SRC.intent },
    ],
  },
  roll(values: Values, options: Values): ResultEntry[] {
    const o = { ...defaults(optionsSchema.fields), ...options } as unknown as Options;
    const dex = Number(values['dex']), movement = Number(values['movement']), skill = Number(values['skill']);
    const cls = String(values['weaponClass']) as WeaponClass;
    const r = roundRank(dex, movement, o.rankRounding);
    return [{
      id: 'a1', kind: 'attack', label: `Attack (${weaponClasses.find((c) => c.value === cls)?.label.toLowerCase() ?? cls} weapon)`,
      timing: { faces: [], total: r.rank, order: orderKey(r.rank, cls, skill), text: r.text, ...(r.canAct ? {} : { lost: true }) },
    }];
  },
};
