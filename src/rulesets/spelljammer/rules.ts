/**
 * The Spelljammer `StateRules`: the state's schema and the pure rules that change it, gathered
 * from the files that hold them (state.ts, status.ts, hit.ts, tick.ts).
 * @see 000 Taking Damage; Wound Modifiers; Critical and Grievous Hits; Ranged Critical or Grievous Hits
 */
import type { StateRules } from '../../engine/state';
import type { Values } from '../../engine/schema';
import { takeHit } from './hit';
import { freshState, stateSchema, writeState } from './state';
import { status } from './status';
import { clear, heal, nextRound } from './tick';
import { asSheet } from './types';

/** The lasting state of a Spelljammer character. */
export const stateRules: StateRules = {
  schema: stateSchema,
  // 'grievous-wound': a grievous hit the GM's roll made a grievous wound; with no damage, that roll for a grievous hit already taken.
  hitOutcomes: [{ id: 'hit', label: 'Hit' }, { id: 'critical', label: 'Critical hit' }, { id: 'grievous', label: 'Grievous' }, { id: 'grievous-wound', label: 'Grievous wound (the GM\'s roll)' }],
  // Arrows and quarrels (bolt), and javelins or spears (thrown), stick on a critical or grievous hit.
  hitTags: ['missile', 'arrow', 'bolt', 'thrown'],
  initial: (sheet: Values) => writeState(freshState(asSheet(sheet)), asSheet(sheet)),
  status,
  takeHit,
  nextRound,
  heal,
  clear,
};
