/**
 * What a verb of the engine CLI is: its name, the flags it takes and what it does. Each verb is
 * one file in src/cli/verbs/ and one line in src/cli/verbs/index.ts; usage text, `help VERB`
 * and flag checks are generated from this description.
 */
import type { FlagSpec, Flags } from './args';

/** One verb of the CLI. */
export interface Verb {
  /** The word on the command line: `plan`. */
  readonly name: string;
  /** One line for the list of verbs. */
  readonly summary: string;
  /** Its flags by name (without the dashes); `--help` is added to every verb. */
  readonly flags: Readonly<Record<string, FlagSpec>>;
  /** More lines for `help VERB`: what it prints, examples. */
  readonly details?: string;
  /**
   * Runs the verb; returns the value to print as JSON (or a promise of it).
   * @throws UsageError for a command line it cannot use, InputError for input it cannot use.
   */
  run(flags: Flags): unknown;
}
