import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main, run } from '../../src/cli/engine';

/** Runs a command line as the shell would and returns its exit code and what it wrote to stderr. */
async function exit(argv: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await main(argv, { out: () => {}, err: (t) => { err += t; } });
  return { code, err };
}

// Values a hand or a script can put after any flag: empty, signs, fractions, exponents, hex, overflow, long lists.
const BAD = ['', ' ', '0', '-1', '-0', '1.5', '1e3', '0x10', 'NaN', 'abc', '99999999999', '999999999999999999999999', '6,,6', '1,0', Array(20_000).fill('6').join(',')];

let dir = '';
const file = (name: string) => join(dir, name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bad-flags-'));
  for (const [id, name] of [['percentile-dex-rank', 'pdr'], ['spelljammer', 'sj']] as const) {
    const d = (await run(['demo', '--ruleset', id])) as { sheet: unknown; declaration: unknown };
    writeFileSync(file(`${name}-sheet.json`), JSON.stringify(d.sheet));
    writeFileSync(file(`${name}-decl.json`), JSON.stringify(d.declaration));
  }
});

/** Every verb's flags, each with good values for the others, and the flag whose value is replaced. */
function lines(bad: string): string[][] {
  const secret = '0'.repeat(32);
  const sj = ['--ruleset', 'spelljammer', '--sheet', file('sj-sheet.json'), '--declare', file('sj-decl.json')];
  const pdr = ['--ruleset', 'percentile-dex-rank', '--sheet', file('pdr-sheet.json')];
  return [
    ['dice', '--secret', secret, '--code', 'K7QFA', '--name', 'X', '--sides', bad],
    ['dice', '--secret', bad, '--code', 'K7QFA', '--name', 'X', '--sides', '6'],
    ['dice', '--secret', secret, '--code', bad, '--name', 'X', '--sides', '6'],
    ['demo', '--ruleset', 'spelljammer', '--index', bad],
    ['demo', '--ruleset', bad],
    ['demo', '--ruleset', 'spelljammer', '--part', bad],
    ['monster', '--ruleset', 'zones-factions', '--index', bad],
    ['monster', '--ruleset', 'zones-factions', '--seed', bad],
    ['monster', '--ruleset', 'zones-factions', '--at', bad],
    ['decode', '--code', bad],
    ['verify', '--code', bad, '--join', 'x', '--round-code', 'K7QFA'],
    ['verify', '--code', 'x', '--join', 'x', '--round-code', bad],
    ['verify', '--code', 'x', '--join', 'x', '--round-code', 'K7QFA', '--earlier', bad],
    ['verify', '--code', 'x', '--join', 'x', '--round-code', 'K7QFA', '--last-link', bad],
    ['hit', ...pdr, '--damage', bad],
    ['hit', ...pdr, '--damage', '3', '--seed', bad],
    ['hit', ...pdr, '--damage', '3', '--outcome', bad],
    ['hit', ...pdr, '--damage', '3', '--tags', bad],
    ['hit', ...pdr, '--damage', '3', '--armour', bad],
    ['hit', ...pdr, '--code', 'x', '--entry', bad],
    ['next-round', ...pdr, '--state', bad],
    ['plan', ...sj.slice(0, 4), '--declare', bad],
    ['compare', ...sj.slice(0, 4), '--declare', bad],
    ['compare', ...sj, '--options', bad],
    ['compare', ...sj, '--state', bad],
    ['compare', '--ruleset', bad, ...sj.slice(2)],
    ['roll', ...sj, '--seed', bad],
    ['roll', ...sj, '--at', bad],
    ['simulate', '--ruleset', 'spelljammer', '--party', file('sj-sheet.json'), '--monsters', bad, '--fights', '3'],
    ['simulate', '--ruleset', 'spelljammer', '--party', file('sj-sheet.json'), '--monsters', '1', '--fights', bad],
    ['simulate', '--ruleset', 'spelljammer', '--party', file('sj-sheet.json'), '--monsters', '1', '--fights', '3', '--seed', bad],
    ['simulate', '--ruleset', 'spelljammer', '--party', file('sj-sheet.json'), '--monsters', '1', '--fights', '3', '--rounds', bad],
    ['simulate', '--ruleset', 'spelljammer', '--party', bad, '--monsters', '1', '--fights', '3'],
  ];
}

describe('engine CLI: a bad flag value exits 2 with one sentence, never a stack trace', () => {
  it.each([
    ['--sides 0', '0'],
    ['--sides 99999999999', '99999999999'],
    ['a 20,000-entry --sides list', Array(20_000).fill('6').join(',')],
  ])('dice %s', async (_, sides) => {
    const r = await exit(['dice', '--secret', '0'.repeat(32), '--code', 'K7QFA', '--name', 'Ana', '--sides', sides]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^Expected (every die in )?--sides /);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.err.split('\n')[0]!.length).toBeLessThan(200);
  });

  it('every verb, every flag, values of every wrong shape', async () => {
    const faults: string[] = [];
    for (const bad of BAD) {
      for (const argv of lines(bad)) {
        const r = await exit(argv);
        // 0 is fine (a value that happens to be good, such as --index 0); 1 is a fault of the CLI.
        if (r.code === 1 || (r.code === 2 && (!/^\S[^\n]*\n/.test(r.err) || /\n\s+at /.test(r.err)))) faults.push(`${argv.join(' ').slice(0, 120)} -> ${r.code}: ${r.err.slice(0, 120)}`);
      }
    }
    expect(faults).toEqual([]);
  }, 60_000);

  it('a seed past 32 bits is refused, not folded onto another seed', async () => {
    const r = await exit(['monster', '--ruleset', 'zones-factions', '--seed', String(2 ** 32 + 5)]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^Expected --seed to be a whole number from 0 to 4294967295/);
  });
});
