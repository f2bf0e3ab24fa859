/**
 * The Zones and factions state rules (`Ruleset.state`): the schema of the one record (turn state
 * and lasting state), the state at the start of the evening, the status strip (health in the
 * text's word, conditions, whether the character is incapacitated or dead) and the rules that
 * change it (hit.ts, tick.ts). The durability rolls after a fight are a declaration (the end of
 * the round with `afterFight`), and {@link durabilityRolls} outside a round.
 * @see 004 Attacking; Morale; Non-lethal attacks; Combat gear degradation
 */
import type { CharacterStatus, StateInput, StateRules, Stat } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { conditionsOf, downOf } from './conditions';
import { HIT_OUTCOMES, takeHit } from './hit';
import { armourLeft, readLasting } from './lasting';
import { turnOf, writeRecord } from './record';
import { readInput } from './stateInput';
import { stateSchema } from './stateSchema';
import { clear, heal, nextRound } from './tick';
import { asSheet } from './types';

export { durabilityRolls } from './durability';

/** The status strip for a state input. */
export function status(input: StateInput): CharacterStatus {
  const { sheet, l } = readInput(input);
  const turn = turnOf(input.state);
  const health: Stat & { max: number } = { label: 'health', value: l.health, max: sheet.maxHp };
  const armour = armourLeft(sheet, l);
  const stats: Stat[] = [{ label: 'Armour', value: armour, text: armour < sheet.armour ? `${sheet.armour} on the sheet, less what was destroyed` : 'taken off each hit, never above 3' }];
  const down = downOf(l);
  return { health, stats, conditions: conditionsOf(sheet, l, turn.moraleSteady), ...(down ? { down } : {}) };
}

/** The Zones and factions lasting state. */
export const stateRules: StateRules = {
  schema: stateSchema,
  hitOutcomes: HIT_OUTCOMES,
  initial: (sheet: Values) => { const sh = asSheet(sheet); return writeRecord(turnOf(undefined), readLasting(sh, undefined), sh); },
  status,
  takeHit,
  nextRound: (input) => nextRound(input),
  heal,
  clear,
};
