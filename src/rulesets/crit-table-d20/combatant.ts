/**
 * The GM's own combatants: one 1d6 + DEX bonus per round, the same number for all of a
 * monster's attacks (a claw/claw/bite routine acts on one number), high first, ties
 * simultaneous, exactly like a player's entries.
 * @see 002 17 Combat, 3. Determine Initiative Order
 */
import type { Dice } from '../../engine/dice';
import type { CombatantRules, ResultEntry } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { rollDice } from '../../engine/notation';
import { initiativeModifiers, initiativeTiming } from './initiative';
import { SRC } from './tables';

/** How the GM rolls a monster or NPC: its DEX bonus (and a modifier of the GM's) to 1d6. */
export const combatant: CombatantRules = {
  schema: {
    fields: [
      { kind: 'number', key: 'dexBonus', label: 'DEX bonus', min: -5, max: 6, default: 0, help: 'Added to the d6.', source: SRC.initiative },
      { kind: 'boolean', key: 'blinded', label: 'Blinded', default: false, help: '-2 initiative.', source: SRC.critical },
      { kind: 'number', key: 'initMod', label: 'Other initiative modifier', min: -10, max: 10, default: 0 },
    ],
  },
  roll(values: Values, _options: Values, dice: Dice): ResultEntry[] {
    const mods = initiativeModifiers({ dexBonus: Number(values['dexBonus'] ?? 0) }, { held: values['blinded'] === true ? ['blinded'] : [], initMod: Number(values['initMod'] ?? 0) });
    const t = initiativeTiming(mods, 'own');
    if (t.kind !== 'initiative') return [];
    const r = rollDice(t.expr, dice);
    return [{ id: 'a1', kind: 'attack', label: 'Acts', timing: { faces: [...r.faces], total: r.total, order: [r.total], text: `Acts on ${r.total}` } }];
  },
};
