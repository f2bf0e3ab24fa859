/**
 * The GM's own characters in Zones and factions. There is no initiative: the turn board
 * alternates the factions, so a combatant needs only what its attack rolls from: its size
 * (damage and reach scale with it), its WIT (the save to hit in hard conditions) and its
 * weapon die. `roll` gives one untimed attack entry: damage rolled before size against the
 * target and armour, and the WIT save rolled in case the attack needs one.
 * @see 004 Combat procedure; Attacking; Effects of size in combat
 */
import type { Dice } from '../../engine/dice';
import { parseDice, rollDice } from '../../engine/notation';
import type { CombatantRules, ResultEntry } from '../../engine/ruleset';
import { defaults, overDefaults, type FormSchema, type Values } from '../../engine/schema';
import { passUpTo } from './saves';
import { optionsSchema } from './schemas';
import { RULES, sizes, SRC, weaponKinds } from './tables';
import { asOptions } from './types';

const schema: FormSchema = {
  fields: [
    { kind: 'select', key: 'size', label: 'Size', options: sizes.map(({ value, label }) => ({ value, label })), default: 'medium', source: SRC.size },
    { kind: 'number', key: 'wit', label: 'WIT', min: 1, max: 20, default: 10, help: 'Saved against to hit in hard conditions, and for morale.', source: SRC.attacking },
    { kind: 'dice', key: 'damage', label: 'Damage', default: 'd6', help: 'Its weapon\'s damage die.' },
    { kind: 'select', key: 'kind', label: 'Weapon', options: weaponKinds.map(({ value, label }) => ({ value, label })), default: 'melee', source: SRC.attacking },
    { kind: 'boolean', key: 'blast', label: 'Blast', default: false, source: SRC.blast },
  ],
};

/** Rolls one GM combatant's attack for the round (no timing: the turn board orders it). */
function rollCombatant(values: Values, options: Values, dice: Dice): ResultEntry[] {
  const o = asOptions(overDefaults(optionsSchema.fields, options));
  const wit = Number(values['wit'] ?? 10);
  const kind = weaponKinds.find((k) => k.value === values['kind']) ?? weaponKinds[0];
  const blast = values['blast'] === true;
  const save = dice.roll(RULES.saveDie);
  const need = passUpTo(wit, o.saveEqual);
  const passed = save <= need && save < RULES.saveDie;
  const dmg = rollDice(parseDice(String(values['damage'] ?? 'd6')), dice);
  const total = Math.max(0, dmg.total);
  return [{
    id: 'attack', kind: 'attack', label: 'Attack', tags: [...kind.tags, ...(blast ? ['blast'] : [])],
    damage: { faces: [...dmg.faces], total, armour: 'yes', text: `${total} damage before size and the target's armour` },
    notes: [{ label: 'WIT save, if needed', text: `Rolled ${save} against WIT ${wit}: ${passed ? 'a pass' : 'a fail, a miss'} — it only counts for a melee attack at an unseen target, or a ranged one beyond half range or on the move.`, source: SRC.attacking }],
  }];
}

/** The GM's combatants: size, WIT and a damage die; entries untimed. */
export const combatant: CombatantRules = { schema, roll: rollCombatant };
