/**
 * The ruleset's `state` member: the state schema and the pure rules that change it.
 * @see ./state.ts (the record), ./status.ts, ./hit.ts (`takeHit`), ./tick.ts (a round passing, healing, clearing)
 */
import type { StateRules } from '../../engine/ruleset';
import { takeHit } from './hit';
import { initialState, readState, stateSchema, stateValues } from './state';
import { statusOf } from './status';
import { clear, heal, nextRound } from './tick';
import { asSheet } from './types';

/** The lasting state of a bcb-d20 character. */
export const state: StateRules = {
  schema: stateSchema,
  // A Mighty Blow typed by hand: the phone rolls the effect when no `effect-N` tag gives it.
  hitOutcomes: [{ id: 'hit', label: 'Hit' }, { id: 'mighty-blow', label: 'Mighty Blow' }],
  // Fist or foot (the stun), a missile (left in the wound on a natural 20), subdual (half real,
  // half subdual), and an assassination attack on a helpless victim (to CON unless saved).
  hitTags: ['unarmed', 'missile', 'non-lethal', 'assassination'],
  initial: (sheet) => stateValues(initialState(asSheet(sheet))),
  status: ({ sheet, options, state: s }) => statusOf(asSheet(sheet), readState(asSheet(sheet), s), options['stunnedActs'] === 'gm' ? 'gm' : 'none'),
  takeHit,
  nextRound: (input) => nextRound(input),
  heal,
  clear,
};
