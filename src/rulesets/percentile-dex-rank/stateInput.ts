/** Reads the sheet and the table options (with their defaults) of a state rule's input. */
import type { StateInput } from '../../engine/ruleset';
import { overDefaults } from '../../engine/schema';
import { optionsSchema } from './schemas';
import { asOptions, asSheet, type Options, type Sheet } from './types';

/** The typed sheet and options of a state input; missing options take their defaults. */
export function readInput(input: StateInput): { sheet: Sheet; o: Options } {
  return { sheet: asSheet(input.sheet), o: asOptions(overDefaults(optionsSchema.fields, input.options)) };
}
