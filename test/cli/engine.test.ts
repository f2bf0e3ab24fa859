import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/engine';
import { InputError, UsageError } from '../../src/cli/args';
import type { Plan, RoundResult } from '../../src/engine/ruleset';

const dir = mkdtempSync(join(tmpdir(), 'rollcall-cli-'));
const file = (name: string, value: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
  return p;
};

describe('engine CLI', () => {
  const demo = run(['demo', '--ruleset', 'spelljammer']) as { sheet: Record<string, unknown>; declaration: Record<string, unknown> };
  const sheet = file('sheet.json', demo.sheet);
  const declare = file('declare.json', { ...demo.declaration, targetDef: 40 });

  it('plans the demo fighter: SC 112 vs DEF 40 needs 72 or less', () => {
    const plan = run(['plan', '--ruleset', 'spelljammer', '--sheet', sheet, '--declare', declare]) as Plan;
    expect(plan.character).toBe('Derrick');
    expect(plan.actions[0]!.check!.need).toBe(72);
  });

  it('takes the stored record shape { v, rulesetId, data } as the sheet', () => {
    const stored = file('stored.json', { v: 1, rulesetId: 'spelljammer', id: 'x', data: demo.sheet, updatedAt: 0 });
    const plan = run(['plan', '--ruleset', 'spelljammer', '--sheet', stored, '--declare', declare]) as Plan;
    expect(plan.character).toBe('Derrick');
  });

  it('rolls the same faces for the same --seed', async () => {
    const args = ['roll', '--ruleset', 'spelljammer', '--sheet', sheet, '--declare', declare, '--seed', '7', '--at', '0'];
    const a = await run(args) as RoundResult, b = await run(args) as RoundResult;
    expect(a).toEqual(b);
    expect(a.entries.length).toBeGreaterThan(0);
    const other = await run([...args.slice(0, -4), '--seed', '8', '--at', '0']) as RoundResult;
    expect(other.entries.map((e) => [e.timing?.faces, e.check?.face])).not.toEqual(a.entries.map((e) => [e.timing?.faces, e.check?.face]));
  });

  it('says what was expected for bad input', () => {
    expect(() => run(['plan', '--ruleset', 'nope', '--sheet', sheet, '--declare', declare])).toThrow(/Expected --ruleset as one of: spelljammer, .*, but received "nope"/);
    expect(() => run(['plan', '--ruleset', 'spelljammer', '--sheet', file('bad.json', '{oops'), '--declare', declare])).toThrow(/to hold JSON, but it does not/);
    expect(() => run(['plan', '--ruleset', 'spelljammer', '--sheet', file('hp.json', { ...demo.sheet, currentHp: 'lots' }), '--declare', declare])).toThrow(InputError);
    expect(() => run(['roll', '--ruleset', 'spelljammer', '--sheet', sheet, '--declare', declare, '--seed', 'abc'])).toThrow(/whole number/);
    expect(() => run(['fly'])).toThrow(UsageError);
    expect(() => run(['fly'])).toThrow(/Unknown verb "fly"/);
  });
});
