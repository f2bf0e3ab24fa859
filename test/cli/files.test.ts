import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './cli';
import { run } from '../../src/cli/engine';
import { verbs } from '../../src/cli/verbs';
import type { Verb } from '../../src/cli/verb';
import { getRuleset } from '../../src/rulesets';

const dir = mkdtempSync(join(tmpdir(), 'rollcall-cli-files-'));
const file = (name: string, value: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(value));
  return p;
};


describe('engine CLI: every file is checked strictly against its kind', () => {
  const demo = run(['demo', '--ruleset', 'spelljammer']) as { sheet: Record<string, unknown> & { weapons: Record<string, unknown>[] }; declaration: Record<string, unknown> };
  const sheet = file('sheet.json', demo.sheet);
  const declare = file('declare.json', demo.declaration);
  const plan = (sheetPath: string, declarePath = declare, ...more: string[]) => cli('plan', '--ruleset', 'spelljammer', '--sheet', sheetPath, '--declare', declarePath, ...more);
  const sheetKeys = getRuleset('spelljammer').sheetSchema.fields.map((f) => f.key).join(', ');

  it('demo --part prints the sheet alone and the declaration alone, which plan takes', async () => {
    const s = file('part-sheet.json', run(['demo', '--ruleset', 'spelljammer', '--part', 'sheet']));
    const d = file('part-declare.json', run(['demo', '--ruleset', 'spelljammer', '--part', 'declaration']));
    const r = await plan(s, d);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).character).toBe('Derrick');
  });

  it('a misspelled field is refused by name, with the fields a sheet has', async () => {
    const r = await plan(file('dexx.json', { ...demo.sheet, DEXX: 14 }));
    expect(r.code).toBe(2);
    expect(r.err).toContain(`Expected one of ${sheetKeys}, but received DEXX`);
    expect(r.err).not.toContain('Usage:');
  });

  it('a misspelled field inside a weapon is refused with where it is', async () => {
    const weapons = [{ ...demo.sheet.weapons[0], damgae: '1d8' }];
    const r = await plan(file('weapon.json', { ...demo.sheet, weapons }));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Expected one of name, kind, sc, damage, .* in weapons\.0, but received damgae/);
  });

  it('a value out of range says what it received', async () => {
    const r = await plan(file('hp.json', { ...demo.sheet, maxHp: 1000 }));
    expect(r.code).toBe(2);
    expect(r.err).toContain('maxHp: Starting HP: expected at most 999, but received 1000');
  });

  it('what `engine demo` prints, given whole as --sheet, is refused with how to pass it apart', async () => {
    const whole = file('demo.json', demo);
    const r = await plan(whole, whole);
    expect(r.code).toBe(2);
    expect(r.err).toContain('is what `engine demo` prints, a sheet and a declaration together');
    expect(r.err).toContain('--part sheet > sheet.json');
    expect(r.out).toBe('');
  });

  it('a backup is refused with what to pass instead', async () => {
    const r = await plan(file('backup.json', { format: 'rollcall-backup', v: 1, exportedAt: 1, characters: [] }));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is a Rollcall backup .*Pass one character: the "character" record/);
  });

  it('a stored round from the history is refused as a sheet; a stored character is taken', async () => {
    const history = file('history.json', { v: 2, rulesetId: 'spelljammer', id: 'r1', characterId: 'c1', data: { entries: [] }, updatedAt: 1 });
    expect((await plan(history)).err).toContain('is a stored round from the app\'s history, not a character');
    const stored = file('stored.json', { v: 2, rulesetId: 'spelljammer', id: 'c1', data: demo.sheet, updatedAt: 1, createdAt: 1, archived: false });
    expect((await plan(stored)).code).toBe(0);
    expect((await plan(sheet, stored)).err).toContain('is a stored character record (a sheet). Pass it as --sheet');
  });

  it('a character of another rule system is refused with both ids', async () => {
    const other = file('other.json', { v: 2, rulesetId: 'bcb-d20', id: 'c1', data: demo.sheet, updatedAt: 1 });
    expect((await plan(other)).err).toContain('is a character of ruleset "bcb-d20", but --ruleset is "spelljammer"');
  });

  it('a declaration given as the sheet, and the sheet as the declaration, are named for the flag they belong to', async () => {
    expect((await plan(declare, declare)).err).toContain('holds a spelljammer declaration, not a spelljammer sheet: pass it as --declare.');
    expect((await plan(sheet, sheet)).err).toContain('holds a spelljammer sheet, not a spelljammer declaration: pass it as --sheet.');
  });

  it('a rolled round given as --state is refused: its nextState is what to pass', async () => {
    const rolled = file('rolled.json', await run(['roll', '--ruleset', 'spelljammer', '--sheet', sheet, '--declare', declare, '--seed', '1', '--at', '0']));
    const r = await plan(sheet, declare, '--state', rolled);
    expect(r.code).toBe(2);
    expect(r.err).toContain('Pass only its "nextState" as --state');
  });

  it('a plan, a list or plain text is refused with what it holds', async () => {
    expect((await plan(file('plan.json', run(['plan', '--ruleset', 'spelljammer', '--sheet', sheet, '--declare', declare])))).err).toContain('is a plan (what `engine plan` prints), not an input');
    expect((await plan(file('list.json', [1, 2]))).err).toContain('holds a list; expected an object, a spelljammer sheet');
    expect((await plan(file('text.json', 'Derrick'))).err).toContain('holds the text "Derrick"');
  });

  it('a fault of the CLI itself exits 1 and says so', async () => {
    const broken: Verb = { name: 'broken', summary: 'throws', flags: {}, run: () => { throw new TypeError('x is undefined'); } };
    (verbs as Verb[]).push(broken);
    try {
      const r = await cli('broken');
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/^The engine CLI failed; this is a fault of the CLI, not of your input:\nTypeError: x is undefined/);
    } finally {
      (verbs as Verb[]).pop();
    }
  });
});
