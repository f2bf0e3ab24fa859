/** The engine CLI's usage text, generated from the verbs' descriptions (src/cli/verb.ts). */
import type { Verb } from './verb';

/** `plan --ruleset ID --sheet FILE [--options FILE]`: a verb's synopsis. */
export function synopsis(verb: Verb): string {
  const parts = Object.entries(verb.flags).map(([name, f]) => {
    const flag = f.type === 'string' ? `--${name} ${f.value ?? 'VALUE'}` : `--${name}`;
    return f.required ? flag : `[${flag}]`;
  });
  return ['engine', verb.name, ...parts].join(' ');
}

/** The whole CLI's usage: every verb with its summary, and where to read more. */
export function usageText(verbs: readonly Verb[]): string {
  const width = Math.max(...verbs.map((v) => v.name.length));
  return [
    'Usage: engine VERB [--flag VALUE ...]     (npm run -s engine -- VERB ...)',
    '',
    'Plans and rolls a round with the same rules engine as the app, without the browser.',
    'Prints JSON on stdout; an error prints one message on stderr.',
    '',
    'Verbs:',
    ...verbs.map((v) => `  ${v.name.padEnd(width)}  ${v.summary}`),
    '',
    'engine help VERB (or engine VERB --help) shows a verb\'s flags.',
    'Exit codes: 0 done; 2 bad input (the command line or a file); 1 a fault of the CLI itself.',
    'More: docs/engine-cli.md',
  ].join('\n');
}

/** One verb's usage: synopsis, summary, each flag with its help, and the details. */
export function verbUsage(verb: Verb): string {
  const rows = Object.entries(verb.flags).map(([name, f]) => [f.type === 'string' ? `--${name} ${f.value ?? 'VALUE'}` : `--${name}`, f.help] as const);
  const width = Math.max(0, ...rows.map(([flag]) => flag.length));
  return [
    `Usage: ${synopsis(verb)}`,
    '',
    verb.summary.charAt(0).toUpperCase() + verb.summary.slice(1) + '.',
    ...(rows.length ? ['', 'Flags:', ...rows.map(([flag, help]) => `  ${flag.padEnd(width)}  ${help}`)] : []),
    ...(verb.details ? ['', verb.details] : []),
  ].join('\n');
}
