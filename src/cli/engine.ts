/**
 * The engine CLI: plan and roll a round without the browser, for GMs and tests.
 *   npm run engine -- plan --ruleset spelljammer --sheet S.json --declare D.json [--options O.json] [--state T.json]
 *   npm run engine -- roll ... --seed N      (omit --seed for fair crypto dice)
 *   npm run engine -- demo --ruleset spelljammer [--index 0]   (prints a demo sheet and declaration)
 *   npm run engine -- list
 *   npm run engine -- decode | dice | verify ...   (verified rolls: src/cli/verify.ts)
 * Output is JSON on stdout; errors go to stderr with exit code 2. Fields: docs/engine-cli.md.
 */
import { readFileSync } from 'node:fs';
import { cryptoDice, seededDice } from '../engine/dice';
import { defaults, withDefaults, type Field, type Values } from '../engine/schema';
import { rulesets, findRuleset } from '../rulesets';
import type { Ruleset, PlanInput } from '../engine/ruleset';
import { parseArgs, UsageError } from './args';
import { decodeCommand, diceCommand, verifyCommand } from './verify';

const USAGE = `Usage:
  engine list
  engine demo --ruleset ID [--index N]
  engine plan --ruleset ID --sheet SHEET.json --declare DECLARATION.json [--options OPTIONS.json] [--state STATE.json]
  engine roll --ruleset ID --sheet SHEET.json --declare DECLARATION.json [--options ...] [--state ...] [--seed N] [--at MS]
  engine decode --code "RC3:..." | --code-file FILE
  engine dice --secret HEX --code ROUNDCODE --name NAME --sides 10,100,8
  engine verify --code "RC3:..." --join "RCJ1:..." --round-code ROUNDCODE [--earlier 1:CODE,2:CODE] [--last-link N --last-code CODE]`;

function readJson(path: string, what: string): unknown {
  let text: string;
  try { text = readFileSync(path, 'utf8'); } catch (e) { throw new UsageError(`Could not read the ${what} file "${path}": ${(e as Error).message}`); }
  try { return JSON.parse(text); } catch (e) { throw new UsageError(`The ${what} file "${path}" is not JSON: ${(e as Error).message}`); }
}

/** A sheet file may be the bare sheet or the stored/exported record `{ v, rulesetId, data }`. */
function unwrap(value: unknown, rs: Ruleset): unknown {
  if (value && typeof value === 'object' && 'data' in value && 'rulesetId' in value) {
    const rec = value as { rulesetId: unknown; data: unknown };
    if (rec.rulesetId !== rs.id) throw new UsageError(`The sheet is for ruleset "${String(rec.rulesetId)}", but --ruleset is "${rs.id}"`);
    return rec.data;
  }
  return value;
}

function checked(fields: readonly Field[], input: unknown, what: string): Values {
  const r = withDefaults(fields, input);
  if (!r.ok) throw new UsageError(`The ${what} is invalid:\n` + r.issues.map((i) => `  ${i.path || '(record)'}: ${i.message}`).join('\n'));
  return r.value;
}

function input(rs: Ruleset, flags: Readonly<Record<string, string>>): PlanInput {
  if (!flags.sheet) throw new UsageError('Expected --sheet SHEET.json');
  if (!flags.declare) throw new UsageError('Expected --declare DECLARATION.json');
  const sheet = checked(rs.sheetSchema.fields, unwrap(readJson(flags.sheet, 'sheet'), rs), 'sheet');
  const declaration = checked(rs.declarationSchema(sheet).fields, readJson(flags.declare, 'declaration'), 'declaration');
  const options = flags.options ? checked(rs.optionsSchema.fields, readJson(flags.options, 'options'), 'options') : defaults(rs.optionsSchema.fields);
  const state = flags.state ? (readJson(flags.state, 'state') as Values) : undefined;
  return state ? { sheet, declaration, options, state } : { sheet, declaration, options };
}

function ruleset(flags: Readonly<Record<string, string>>): Ruleset {
  if (!flags.ruleset) throw new UsageError(`Expected --ruleset, one of: ${rulesets.map((r) => r.id).join(', ')}`);
  const rs = findRuleset(flags.ruleset);
  if (!rs) throw new UsageError(`Unknown ruleset "${flags.ruleset}"; expected one of: ${rulesets.map((r) => r.id).join(', ')}`);
  return rs;
}

/**
 * Runs one CLI command and returns the JSON to print (a promise for the verified-roll
 * commands, which use Web Crypto). @throws UsageError for bad input.
 */
export function run(argv: readonly string[]): unknown {
  const { command, flags } = parseArgs(argv);
  switch (command) {
    case 'list':
      return rulesets.map((r) => ({ id: r.id, name: r.name, source: r.source, demos: r.demos.map((d) => d.name) }));
    case 'demo': {
      const rs = ruleset(flags);
      const i = Number(flags.index ?? 0);
      const demo = rs.demos[i];
      if (!demo) throw new UsageError(`Expected --index from 0 to ${rs.demos.length - 1}, but received ${flags.index}`);
      return { sheet: demo.sheet, declaration: demo.declaration ?? defaults(rs.declarationSchema(demo.sheet).fields) };
    }
    case 'plan': {
      const rs = ruleset(flags);
      return rs.plan(input(rs, flags));
    }
    case 'roll': {
      const rs = ruleset(flags);
      const inp = input(rs, flags);
      if (flags.seed !== undefined && !/^\d+$/.test(flags.seed)) throw new UsageError(`Expected --seed to be a whole number, but received "${flags.seed}"`);
      const dice = flags.seed !== undefined ? seededDice(Number(flags.seed)) : cryptoDice();
      const at = flags.at !== undefined ? Number(flags.at) : Date.now();
      return rs.roll(rs.plan(inp), dice, at, inp);
    }
    case 'decode':
      return decodeCommand(flags);
    case 'dice':
      return diceCommand(flags);
    case 'verify':
      return verifyCommand(flags);
    case 'help':
      return { usage: USAGE };
    default:
      throw new UsageError(`Unknown command "${command}"; expected list, demo, plan, roll, decode, dice or verify`);
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (isMain) {
  try {
    process.stdout.write(JSON.stringify(await run(process.argv.slice(2)), null, 2) + '\n');
  } catch (e) {
    process.stderr.write((e instanceof UsageError ? e.message + '\n\n' + USAGE : String((e as Error).stack ?? e)) + '\n');
    process.exit(2);
  }
}
