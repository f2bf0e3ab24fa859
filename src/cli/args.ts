/** Command-line parsing for the engine CLI: `<command> --flag value ...`. */

/** Thrown for a command line the CLI cannot use; the message says what was expected. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The command and its `--flag value` pairs. */
export interface Args { readonly command: string; readonly flags: Readonly<Record<string, string>> }

/** Parses `plan --ruleset spelljammer --sheet S.json`. @throws UsageError for a flag without a value. */
export function parseArgs(argv: readonly string[]): Args {
  const [command = 'help', ...rest] = argv;
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (!a.startsWith('--')) throw new UsageError(`Expected a --flag, but received "${a}"`);
    const value = rest[i + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`Expected a value after ${a}`);
    flags[a.slice(2)] = value;
    i++;
  }
  return { command, flags };
}
