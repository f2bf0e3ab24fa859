/**
 * The GM's own monsters and NPCs: the GM gives a DEX score (or the initiative die directly),
 * the number of attacks and the hit dice (BCB = hit dice, at most +15); each attack rolls its
 * own initiative like a player's.
 * @see 001 Base Combat Bonuses; Determine Initiative (COMBAT INITIATIVE)
 */
import type { Dice } from '../../engine/dice';
import type { CombatantRules, ResultEntry } from '../../engine/ruleset';
import { defaults, overDefaults, type FormSchema, type Values } from '../../engine/schema';
import { monsterBcb } from './bcb';
import { countOf, initiativeDie, phaseAt } from './initiative';
import { optionsSchema } from './schemas';
import { INITIATIVE_DICE, SRC } from './tables';
import { asOptions } from './types';

const schema: FormSchema = {
  fields: [
    { kind: 'select', key: 'by', label: 'Initiative from', default: 'dex', options: [{ value: 'dex', label: 'DEX score' }, { value: 'die', label: 'A die I choose' }], source: SRC.initiative },
    { kind: 'number', key: 'dex', label: 'DEX score', min: 1, max: 30, default: 10, visibleIf: { key: 'by', in: ['dex'] }, source: SRC.initiative },
    { kind: 'select', key: 'die', label: 'Initiative die', default: 'd6', visibleIf: { key: 'by', in: ['die'] },
      options: INITIATIVE_DICE.map((n) => ({ value: `d${n}`, label: `d${n}` })), source: SRC.initiative },
    { kind: 'number', key: 'attacks', label: 'Attacks', min: 1, max: 8, default: 1, help: 'Each attack rolls its own initiative.', source: SRC.order },
    { kind: 'number', key: 'hitDice', label: 'Hit dice', min: 0, max: 50, default: 1, help: 'Its BCB: the hit dice, extra hit points ignored, at most +15.', source: SRC.bcb },
  ],
};

/** Rolls a monster's attacks: ids a1.., order keys as a player's. */
function roll(values: Values, options: Values, dice: Dice): ResultEntry[] {
  const v = { ...defaults(schema.fields), ...values };
  const o = asOptions(overDefaults(optionsSchema.fields, options));
  const sides = v['by'] === 'die' ? Number(String(v['die']).slice(1)) : initiativeDie(Number(v['dex']), o.initiativeDie);
  const bcb = monsterBcb(Number(v['hitDice']));
  const out: ResultEntry[] = [];
  for (let i = 1; i <= Number(v['attacks']); i++) {
    const face = dice.roll(sides);
    const count = countOf(face, o.aboveTen);
    out.push({ id: `a${i}`, kind: 'attack', label: `Attack ${i} (BCB +${bcb})`,
      timing: { faces: [face], total: face, order: [count], phase: phaseAt(count), text: `d${sides}: ${count > 10 ? `rolled ${face}, before the count` : `acts on ${count}`}` } });
  }
  return out;
}

/** How the GM rolls a monster or NPC in this system. */
export const combatant: CombatantRules = { schema, roll };
