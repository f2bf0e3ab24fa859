/**
 * The inputs of the state verbs (hit, next-round): a ruleset with lasting state rules, the
 * sheet, options and state files checked strictly, the dice, and the JSON they print,
 * `{ state, status, notes, hits }`.
 */
import { cryptoDice, seededDice, type Dice } from '../engine/dice';
import type { Values } from '../engine/schema';
import type { Ruleset } from '../engine/ruleset';
import type { CharacterStatus, HitReport, StateChange, StateInput, StateRules } from '../engine/state';
import type { Note } from '../engine/plan';
import { rulesets } from '../rulesets';
import { type FlagSpec, type Flags, InputError, requireFlag, stringFlag } from './args';
import { rulesetFlag, sheetOf, stateFileOf } from './input';

/** What a state verb prints: the next state, its status, the rules that applied, one report per hit. */
export interface StateOutput {
  readonly state: Values;
  readonly status: CharacterStatus;
  readonly notes: readonly Note[];
  readonly hits: readonly HitReport[];
}

/** The flags every state verb takes: the character and its lasting state, and the dice. */
export const stateFlags: Readonly<Record<string, FlagSpec>> = {
  ruleset: rulesetFlag,
  sheet: { type: 'string', value: 'FILE', required: true, help: 'the character sheet (JSON: the bare sheet, or the record the app stores)' },
  state: { type: 'string', value: 'FILE', help: 'the lasting state (JSON): what `hit`, `next-round` or a roll\'s "nextState" printed; the ruleset\'s initial state when left out' },
  options: { type: 'string', value: 'FILE', help: 'table options (JSON); their defaults when left out' },
  seed: { type: 'string', value: 'N', help: 'seeded dice: the same seed gives the same faces; fair dice (crypto) when left out' },
};

/** The ruleset's state rules. @throws InputError when it has none yet. */
export function stateRulesOf(rs: Ruleset): StateRules {
  if (!rs.state) {
    const have = rulesets.filter((r) => r.state).map((r) => r.id);
    throw new InputError(`Expected a ruleset with lasting state rules (${have.join(', ') || 'none yet'}), but received "${rs.id}", which has none yet`);
  }
  return rs.state;
}

/**
 * The state input of a state verb from --sheet, --options and --state.
 * @param needState whether --state is required (next-round)
 */
export function stateInputOf(rs: Ruleset, rules: StateRules, flags: Flags, verb: string, needState = false): StateInput {
  const { sheet, options } = sheetOf(rs, flags, verb);
  const statePath = needState ? requireFlag(flags, 'state', verb, 'FILE (the lasting state, JSON)') : stringFlag(flags, 'state');
  const state = statePath !== undefined ? stateFileOf(rs, statePath, sheet, options) : rules.initial(sheet, options);
  return { sheet, options, state };
}

/** The largest seed: the seeded dice take 32 bits of it, so a larger one would give another seed's faces. */
const MAX_SEED = 0xffffffff;

/** Seeded dice with --seed (the same seed, the same faces), else fair dice. @throws InputError for a seed that is not a whole number from 0 to 4294967295. */
export function diceOf(flags: Flags): Dice {
  const seedText = stringFlag(flags, 'seed');
  if (seedText !== undefined && (!/^\d+$/.test(seedText) || Number(seedText) > MAX_SEED)) throw new InputError(`Expected --seed to be a whole number from 0 to ${MAX_SEED}, but received "${seedText}"`);
  return seedText !== undefined ? seededDice(Number(seedText)) : cryptoDice();
}

/**
 * Runs one state rule, turning its "Expected ... but received ..." refusals (a hit of another
 * system, an unresolved attack) into input errors; any other error is a fault and passes on.
 */
export function applyRule(fn: () => StateChange): StateChange {
  try {
    return fn();
  } catch (e) {
    if (e instanceof Error && /^Expected\b/.test(e.message)) throw new InputError(e.message);
    throw e;
  }
}

/** The printed shape of a change: the state, its status, notes and hit reports. */
export function outputOf(rules: StateRules, input: StateInput, change: StateChange): StateOutput {
  return { state: change.state, status: rules.status({ ...input, state: change.state }), notes: change.notes, hits: change.hits };
}
