/**
 * The crit-table-d20 lasting state: its schema and the pure rules that change it (the ruleset's
 * `state`). One record per character, also `PlanInput.state` and `RoundResult.nextState`.
 * @see ./record.ts (schema), ./hit.ts (takeHit), ./tick.ts (nextRound), ./status.ts (status, heal, clear)
 */
import type { StateRules } from '../../engine/ruleset';
import { takeHit } from './hit';
import { initialState, stateSchema, writeState } from './record';
import { clear, heal, status } from './status';
import { nextRound } from './tick';
import { asSheet } from './types';

/** The ruleset's `state`. */
export const stateRules: StateRules = {
  schema: stateSchema,
  hitOutcomes: [{ id: 'hit', label: 'Hit' }, { id: 'critical', label: 'Critical hit (natural 20)' }],
  // Besides 'non-lethal', words this system reads on a hit typed by hand (./hit.ts): a grapple's
  // touch attack, burning oil, ground fire, and the condition a critical's d4 gave.
  hitTags: ['non-lethal', 'grapple', 'oil', 'ground-fire', 'disarmed', 'shaken', 'prone', 'blinded'],
  initial: (sheet) => writeState(initialState(asSheet(sheet))),
  status,
  takeHit,
  nextRound,
  heal,
  clear,
};
