/**
 * Command-line parsing for the engine CLI, with node's `util.parseArgs`: each verb declares its
 * flags, and anything else on its command line is refused with the flags it takes.
 */
import { parseArgs } from 'node:util';

/** A command line the CLI cannot use (unknown verb or flag, a flag without its value): exit 2 with the verb's usage. */
export class UsageError extends Error {
  override name = 'UsageError';
  /** The verb whose usage to print; none for the whole CLI's. */
  constructor(message: string, readonly verb?: string) {
    super(message);
  }
}

/** Input the CLI cannot use (a file of the wrong kind, a field out of range): exit 2 with the message alone. */
export class InputError extends Error {
  override name = 'InputError';
}

/** The latest time a round's code can carry (`--at`, ms since 1970): the payload's bound, the year 275,760 (src/share/compact.ts). */
export const MAX_AT = 8.64e15;

/** One flag of a verb: `--name VALUE` (string) or `--name` alone (boolean). */
export interface FlagSpec {
  readonly type: 'string' | 'boolean';
  /** The value's placeholder in usage text: `FILE`, `N`. */
  readonly value?: string;
  /** Whether the verb cannot run without it (shown without brackets in usage). */
  readonly required?: boolean;
  /** One line for `help VERB`. */
  readonly help: string;
}

/** The flags given: a string for each `--name VALUE`, true for each boolean flag given. */
export type Flags = Readonly<Record<string, string | true | undefined>>;

/** The flag names a verb takes, for messages: `--ruleset, --sheet or --help`. */
function flagList(specs: Readonly<Record<string, FlagSpec>>): string {
  const names = [...Object.keys(specs), 'help'].map((n) => `--${n}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0]!;
}

/**
 * Parses the flags after a verb against its specs (`--help` is always allowed).
 * @throws UsageError for an unknown flag, a flag given twice, a value missing or given to a
 *   flag that takes none, and any word that is not a flag; the message names it.
 */
export function parseFlags(verb: string, argv: readonly string[], specs: Readonly<Record<string, FlagSpec>>): Flags {
  const options = Object.fromEntries(Object.entries(specs).map(([k, s]) => [k, { type: s.type }]));
  const { tokens } = parseArgs({ args: [...argv], options: { ...options, help: { type: 'boolean' } }, strict: false, allowPositionals: true, tokens: true });
  const flags: Record<string, string | true> = {};
  for (const t of tokens) {
    if (t.kind === 'positional') throw new UsageError(`Expected a flag such as ${flagList(specs)}, but received "${t.value}"`, verb);
    if (t.kind !== 'option') throw new UsageError('Expected flags before or without "--"', verb);
    const spec = t.name === 'help' ? { type: 'boolean' as const } : specs[t.name];
    if (!spec || !t.rawName.startsWith('--')) {
      throw new UsageError(`Unknown flag ${t.rawName} for "${verb}"; expected ${flagList(specs)}`, verb);
    }
    if (Object.prototype.hasOwnProperty.call(flags, t.name)) throw new UsageError(`The flag --${t.name} was given twice; give it once`, verb);
    if (spec.type === 'boolean') {
      if (t.value !== undefined) throw new UsageError(`The flag --${t.name} takes no value, but received "${t.value}"`, verb);
      flags[t.name] = true;
    } else {
      const value = t.value;
      if (value === undefined || (!t.inlineValue && value.startsWith('--'))) {
        throw new UsageError(`Expected a value after --${t.name}${value ? `, but received the flag ${value}` : ''}`, verb);
      }
      flags[t.name] = value;
    }
  }
  return flags;
}

/** The string value of a flag, or undefined when not given. */
export function stringFlag(flags: Flags, name: string): string | undefined {
  const v = flags[name];
  return typeof v === 'string' ? v : undefined;
}

/**
 * A required flag's value. @throws UsageError naming the flag and what it holds when missing.
 */
export function requireFlag(flags: Flags, name: string, verb: string, what: string): string {
  const v = stringFlag(flags, name);
  if (v === undefined) throw new UsageError(`Expected --${name} ${what}`, verb);
  return v;
}

/** The string flags alone (for commands that take no boolean flag but --help, handled before them). */
export function strings(flags: Flags): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(flags).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
