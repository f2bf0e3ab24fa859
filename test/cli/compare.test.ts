/**
 * `engine compare`: the JSON the issue names, best first, the declared round marked, and the
 * target value assumed said when the GM keeps it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, run } from '../../src/cli/engine';

const dir = mkdtempSync(join(tmpdir(), 'rollcall-compare-'));
const file = (name: string, value: unknown) => { const p = join(dir, name); writeFileSync(p, JSON.stringify(value)); return p; };

interface Printed {
  choices: { changes: Record<string, unknown>; label: string; expectedDamage: number; pAnyHit: number; defence: { label: string; value: number } | null; current?: true }[];
  against?: { label: string; value: number };
}

describe('engine compare', () => {
  const sigrun = run(['demo', '--ruleset', 'bcb-d20']) as { sheet: unknown; declaration: Record<string, unknown> };
  const sheet = file('sigrun.json', sigrun.sheet);

  it('prints Sigrun\'s BCB splits best first: all four to hit (60%, 3.9 damage, AC 16) above the declared +2/+2 (50%, 3.25, AC 18)', () => {
    const out = run(['compare', '--ruleset', 'bcb-d20', '--sheet', sheet, '--declare', file('d.json', sigrun.declaration)]) as Printed;
    expect(Object.keys(out)).toEqual(['choices']);
    expect(out.choices[0]).toEqual({ changes: { bcbToHit: 4 }, label: 'BCB on the attack: 4', expectedDamage: 3.9, pAnyHit: 0.6, defence: { label: 'AC this round', value: 16 } });
    const mine = out.choices.find((c) => c.current)!;
    expect(mine).toEqual({ changes: {}, label: 'As declared', expectedDamage: 3.25, pAnyHit: 0.5, defence: { label: 'AC this round', value: 18 }, current: true });
    expect(out.choices.filter((c) => c.current)).toHaveLength(1);
    for (let i = 1; i < out.choices.length; i++) expect(out.choices[i - 1]!.expectedDamage).toBeGreaterThanOrEqual(out.choices[i]!.expectedDamage);
  });

  it('with the target\'s AC left empty, says the AC it read every choice against', () => {
    const out = run(['compare', '--ruleset', 'bcb-d20', '--sheet', sheet, '--declare', file('open.json', { ...sigrun.declaration, targetAc: null })]) as Printed;
    expect(out.against).toEqual({ label: 'AC', value: expect.any(Number) });
    expect(out.choices.some((c) => c.current)).toBe(true);
  });

  it('a declaration of another system exits 2 with one sentence', async () => {
    let err = '';
    const code = await main(['compare', '--ruleset', 'spelljammer', '--sheet', sheet, '--declare', file('d2.json', sigrun.declaration)], { out: () => {}, err: (t) => { err += t; } });
    expect(code).toBe(2);
    expect(err).not.toMatch(/\n\s+at /);
  });
});
