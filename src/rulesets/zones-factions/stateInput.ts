/** Reads the sheet, the table options (with their defaults) and the lasting state of a state rule's input. */
import type { StateInput } from '../../engine/ruleset';
import { overDefaults } from '../../engine/schema';
import { readLasting, type Lasting } from './lasting';
import { optionsSchema } from './schemas';
import { asOptions, asSheet, type Options, type Sheet } from './types';

/** The typed sheet, options and lasting state of a state input; missing options take their defaults. */
export function readInput(input: StateInput): { sheet: Sheet; o: Options; l: Lasting } {
  const sheet = asSheet(input.sheet);
  return { sheet, o: asOptions(overDefaults(optionsSchema.fields, input.options)), l: readLasting(sheet, input.state) };
}
