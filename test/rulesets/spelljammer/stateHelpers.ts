/** Builders for Spelljammer state tests: a hit typed by hand, and state inputs for the demos. */
import { seededDice } from '../../../src/engine/dice';
import type { Hit, StateChange, StateInput } from '../../../src/engine/state';
import type { Values } from '../../../src/engine/schema';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { inputFor } from './helpers';

export const rules = spelljammer.state!;

/** A hit typed by hand: damage before PROT, outcome, tags; armour applies unless said. */
export function typed(damage: number, outcome = 'hit', tags: string[] = [], armour: 'yes' | 'no' = 'yes'): Hit {
  return { damage, outcome, tags, armour };
}

/** The state input of a demo character with sheet overrides, options and a state. */
export function stateFor(name: 'Derrick' | 'Harlan', sheet: Values = {}, state?: Values, options: Values = {}): StateInput {
  const i = inputFor(name, sheet, {}, options);
  return { sheet: i.sheet, options: i.options, ...(state ? { state } : {}) };
}

/** Takes the hits one after another, from the input's state. */
export function takeAll(input: StateInput, hits: readonly Hit[]): StateChange {
  let change: StateChange = { state: input.state ?? rules.initial(input.sheet, input.options), notes: [], hits: [] };
  for (const h of hits) change = rules.takeHit({ ...input, state: change.state }, h, seededDice(1));
  return change;
}

/** The HP in a state record. */
export const hpOf = (input: StateInput, state: Values): number => rules.status({ ...input, state }).health.value;
