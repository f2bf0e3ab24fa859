import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './cli';
import { verbs } from '../../src/cli/verbs';


describe('engine CLI: help and usage', () => {
  it('--help lists every verb as text and exits 0', async () => {
    const r = await cli('--help');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^Usage: engine VERB/);
    expect(() => JSON.parse(r.out)).toThrow();
    for (const v of verbs) expect(r.out).toContain(`  ${v.name} `);
    expect(r.out).toContain('Exit codes: 0 done; 2 bad input');
  });

  it.each(verbs.map((v) => v.name))('help %s and %s --help show that verb\'s flags and exit 0', async (name) => {
    const a = await cli('help', name);
    const b = await cli(name, '--help');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toMatch(new RegExp(`^Usage: engine ${name}\\b`));
    const verb = verbs.find((v) => v.name === name)!;
    for (const flag of Object.keys(verb.flags)) expect(a.out).toContain(`--${flag}`);
  });

  it('an unknown flag is refused by name with the flags the verb takes, then its usage, exit 2', async () => {
    const r = await cli('demo', '--ruleset', 'spelljammer', '--idx', '1');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^Unknown flag --idx for "demo"; expected --ruleset, --index, --part or --help\n\nUsage: engine demo /);
  });

  it.each([
    [['plan', '--ruleset', 'spelljammer', '--sheet'], 'Expected a value after --sheet'],
    [['plan', '--ruleset', 'spelljammer', '--sheet', '--declare', 'd.json'], 'Expected a value after --sheet, but received the flag --declare'],
    [['demo', '--ruleset', 'spelljammer', 'extra'], 'Expected a flag such as --ruleset, --index, --part or --help, but received "extra"'],
    [['demo', '--ruleset', 'spelljammer', '--ruleset', 'bcb-d20'], 'The flag --ruleset was given twice'],
    [['list', '--help=yes'], 'The flag --help takes no value, but received "yes"'],
    [['demo'], 'Expected --ruleset ID'],
    [['fly'], 'Unknown verb "fly"; expected one of: list, demo, plan'],
    [[], 'Expected a verb'],
  ])('the command line %j is a usage error: the message, then usage, exit 2', async (argv, message) => {
    const r = await cli(...argv);
    expect(r.code).toBe(2);
    expect(r.err.startsWith(message)).toBe(true);
    expect(r.err).toContain('\n\nUsage: engine ');
  });

  it('bad input prints its message alone (no usage), exit 2', async () => {
    const r = await cli('demo', '--ruleset', 'spelljammer', '--index', '7');
    expect(r.code).toBe(2);
    expect(r.err).toBe('Expected --index to be a whole number from 0 to 1 (spelljammer has 2 demo characters), but received "7"\n');
  });

  it('the process exits 0 for --help and 2 for an unknown flag', () => {
    const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
    const engine = join(import.meta.dirname, '../../src/cli/engine.ts');
    expect(execFileSync(tsx, [engine, '--help'], { encoding: 'utf8' })).toMatch(/^Usage: engine VERB/);
    const bad = spawnSync(tsx, [engine, 'list', '--bogus'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^Unknown flag --bogus for "list"; expected --help/);
  });
});
