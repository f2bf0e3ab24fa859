/**
 * The engine CLI: plan and roll a round without the browser, for GMs and tests, and check
 * verified rolls by hand. One file per verb in src/cli/verbs/; `engine --help` lists them.
 *
 *   npm run -s engine -- --help            every verb
 *   npm run -s engine -- help plan         one verb's flags
 *   npm run -s engine -- plan --ruleset spelljammer --sheet S.json --declare D.json
 *
 * Output is JSON on stdout (usage text for help). Exit codes: 0 done; 2 bad input (a usage
 * error prints the verb's usage after the message, an input error the message alone); 1 a
 * fault of the CLI itself (with its stack). Fields: docs/engine-cli.md.
 */
import { InputError, parseFlags, UsageError } from './args';
import { usageText, verbUsage } from './usage';
import { verbs } from './verbs';

/** Help asked for: its text is printed as is, not as JSON. */
export class HelpText {
  constructor(readonly text: string) {}
}

const verbNames = () => verbs.map((v) => v.name).join(', ');

function findVerb(name: string) {
  const verb = verbs.find((v) => v.name === name);
  if (!verb) throw new UsageError(`Unknown verb "${name}"; expected one of: ${verbNames()}, or help`);
  return verb;
}

/**
 * Runs one command line (without `node engine.ts`) and returns what to print: the JSON value
 * (a promise for the verified-roll verbs, which use Web Crypto), or {@link HelpText}.
 * @throws UsageError for a command line it cannot use, InputError for input it cannot use.
 */
export function run(argv: readonly string[]): unknown {
  const [first, ...rest] = argv;
  if (first === undefined) throw new UsageError('Expected a verb');
  if (first === '--help' || first === '-h') {
    if (rest.length) throw new UsageError(`Expected nothing after --help, but received "${rest[0]}"`);
    return new HelpText(usageText(verbs));
  }
  if (first === 'help') {
    if (rest.length > 1) throw new UsageError(`Expected one verb after help, but received "${rest.join(' ')}"`);
    return new HelpText(rest[0] === undefined ? usageText(verbs) : verbUsage(findVerb(rest[0])));
  }
  const verb = findVerb(first);
  const flags = parseFlags(verb.name, rest, verb.flags);
  if (flags['help'] === true) return new HelpText(verbUsage(verb));
  return verb.run(flags);
}

/** Where {@link main} writes: stdout and stderr. */
export interface Output { out(text: string): void; err(text: string): void }

/** The usage to print after a usage error: the verb's when known, else the whole CLI's. */
function usageFor(e: UsageError, argv: readonly string[]): string {
  const name = e.verb ?? argv[0];
  const verb = verbs.find((v) => v.name === name);
  return verb ? verbUsage(verb) : usageText(verbs);
}

/**
 * Runs a command line, prints its result, and returns the exit code: 0 done, 2 bad input,
 * 1 a fault of the CLI.
 */
export async function main(argv: readonly string[], io: Output): Promise<number> {
  try {
    const result = await run(argv);
    io.out(result instanceof HelpText ? result.text + '\n' : JSON.stringify(result, null, 2) + '\n');
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}\n\n${usageFor(e, argv)}\n`);
      return 2;
    }
    if (e instanceof InputError) {
      io.err(`${e.message}\n`);
      return 2;
    }
    io.err(`The engine CLI failed; this is a fault of the CLI, not of your input:\n${String((e as Error)?.stack ?? e)}\n`);
    return 1;
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (isMain) {
  const code = await main(process.argv.slice(2), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
  process.exitCode = code;
}
