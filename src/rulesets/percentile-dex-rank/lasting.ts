/**
 * The percentile-dex-rank state rules (`Ruleset.state`): the schema, the state at the start of
 * the evening, the status strip (hit points, conditions, whether the character is down, in the
 * text's words: unconscious, dead) and the rules that change it (hit.ts, tick.ts).
 * @see 003 5.12 Damage and Injury; 5.14 Healing
 */
import type { CharacterStatus, StateInput, StateRules, Stat } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { conditionsOf, downOf } from './conditions';
import { conditionText } from './health';
import { takeHit } from './hit';
import { readState, writeState } from './state';
import { readInput } from './stateInput';
import { stateSchema } from './stateSchema';
import { statusStats } from './status';
import { clear, heal, nextRound } from './tick';
import { asSheet } from './types';

/** The status strip for a state input. */
export function status(input: StateInput): CharacterStatus {
  const { sheet, o } = readInput(input);
  const s = readState(sheet, input.state);
  const text = conditionText(s, o.unconscious);
  const health: Stat & { max: number } = { label: 'HP', value: s.hp, max: sheet.maxHp, ...(text ? { text } : {}) };
  const stats = statusStats(sheet, s, o, undefined).filter((x) => x.label !== 'HP');
  const down = downOf(s, o);
  return { health, stats, conditions: conditionsOf(s, o), ...(down ? { down } : {}) };
}

/** The percentile-dex-rank lasting state. */
export const stateRules: StateRules = {
  schema: stateSchema,
  // A hit typed by hand: the attack's level (the strongest last), then the attacker's own record of a special parry.
  hitOutcomes: [
    { id: 'success', label: 'Success' }, { id: 'special', label: 'Special success' },
    { id: 'parried', label: 'My melee attack met a special parry' },
  ],
  // Riot gear counts 6 against firearms; a special parry costs the attacker's weapon a point only in melee.
  hitTags: ['melee', 'missile', 'firearm'],
  initial: (sheet: Values) => { const sh = asSheet(sheet); return writeState(readState(sh, undefined), sh); },
  status,
  takeHit,
  nextRound: (input) => nextRound(input),
  heal,
  clear,
};
