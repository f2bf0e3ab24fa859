import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { inputFor } from './helpers';

const rollWith = (faces: number[], decl: Record<string, unknown> = {}, sheet: Record<string, unknown> = {}) => {
  const input = inputFor('Derrick', sheet as never, decl as never);
  return spelljammer.roll(spelljammer.plan(input), scriptedDice(faces), 1_700_000_000_000, input);
};

describe('Rolling the demo fighter\'s round', () => {
  it('rolls initiative, the d100 and damage, in that order (initiatives first)', () => {
    // a1: d10 7 -> 9; a2: d8 1 -> 3; a1 d100 50 hit, d8 6 -> 10; a2 d100 8 critical, d8 3 -> 7 x 2.
    const r = rollWith([7, 1, 50, 6, 8, 3]);
    expect(r.entries[0]).toMatchObject({
      id: 'a1', timing: { faces: [7], total: 9, order: [9], phase: 'movement' },
      check: { face: 50, need: 72, outcome: 'hit', label: 'Hit' }, summary: 'need 72 · crit ≤11 · griev ≤4',
      damage: { faces: [6], total: 10, armour: 'yes', text: '10 damage, 7 after PROT 3' },
    });
    expect(r.entries[1]).toMatchObject({
      id: 'a2', timing: { total: 3, order: [3] },
      check: { face: 8, outcome: 'critical', tone: 2 },
      damage: { faces: [3], total: 14, armour: 'no', text: '14 damage (doubled), PROT ignored' },
    });
    expect(r.at).toBe(1_700_000_000_000);
    expect(r.rulesetId).toBe('spelljammer');
    expect(r.character).toBe('Derrick');
  });

  it('a grievous hit doubles damage and leaves the grievous wound roll to the GM', () => {
    const r = rollWith([7, 1, 4, 8, 99]);
    expect(r.entries[0]).toMatchObject({ check: { outcome: 'grievous', tone: 3 }, damage: { total: 24, armour: 'no' } });
    expect(r.entries[0]!.notes!.some((n) => n.gm && /grievous wound/.test(n.text))).toBe(true);
    expect(r.entries[1]).toMatchObject({ check: { face: 99, outcome: 'miss' } });
    expect(r.entries[1]!.damage).toBeUndefined();
  });

  it('98 misses even with a need of 112 (automatic miss)', () => {
    const r = rollWith([7, 1, 98, 97], { targetDef: 0 });
    expect(r.entries[0]!.check).toMatchObject({ face: 98, need: 112, outcome: 'miss', automatic: true });
  });

  it('03 hits even with a need below zero (automatic hit)', () => {
    const r = rollWith([7, 1, 3, 5, 50], { targetDef: 150 });
    expect(r.entries[0]!.check).toMatchObject({ face: 3, need: -38, outcome: 'hit', automatic: true });
    expect(r.entries[0]!.damage!.total).toBe(9);
  });

  it('with the DEF unknown, the card says the GM resolves the roll, and the damage is shown both ways', () => {
    const r = rollWith([7, 1, 40, 5, 90, 2], { targetDef: null });
    expect(r.entries[0]!.check).toMatchObject({ face: 40, need: null, outcome: 'unknown', label: 'The GM resolves it' });
    expect(r.entries[0]!.damage!.text).toBe('If it hits: 9 damage less PROT; 18 on a critical or grievous hit, PROT ignored');
  });

  it('Automatic Hits and Misses with the DEF unknown: 96-100 miss and roll no damage, whatever the DEF', () => {
    const r = rollWith([7, 1, 98, 40, 5], { targetDef: null });
    expect(r.entries[0]!.check).toMatchObject({ face: 98, need: null, outcome: 'miss', automatic: true });
    expect(r.entries[0]!.damage).toBeUndefined();
    expect(r.entries[1]!.check).toMatchObject({ face: 40, outcome: 'unknown' });
    expect(r.entries[1]!.damage!.faces).toEqual([5]);
  });

  it('Automatic Hits and Misses with the DEF unknown: 01 is a grievous hit, 02 at least a critical, 03 a hit', () => {
    const r1 = rollWith([7, 1, 1, 5, 99], { targetDef: null });
    expect(r1.entries[0]!.check).toMatchObject({ face: 1, outcome: 'grievous', automatic: true });
    expect(r1.entries[0]!.damage).toMatchObject({ total: 18, armour: 'no' });
    expect(r1.entries[0]!.notes!.some((n) => n.gm && /grievous wound/.test(n.text))).toBe(true);
    const r2 = rollWith([7, 1, 2, 5, 99], { targetDef: null });
    expect(r2.entries[0]!.check).toMatchObject({ face: 2, outcome: 'unknown', tone: 2, automatic: true, label: expect.stringMatching(/Critical or better/) });
    expect(r2.entries[0]!.damage).toMatchObject({ total: 18, armour: 'no', text: '18 damage (doubled), PROT ignored' });
    const r3 = rollWith([7, 1, 3, 5, 99], { targetDef: null });
    expect(r3.entries[0]!.check).toMatchObject({ face: 3, outcome: 'unknown', tone: 1, automatic: true });
    expect(r3.entries[0]!.damage!.text).toMatch(/^9 damage less PROT; 18, PROT ignored, if the target's DEF makes 03 a critical/);
  });

  it('passes the plan\'s defence, status and lost attacks through', () => {
    const r = rollWith([7, 99], { movement: 'run', targetDef: 40 });
    expect(r.entries.length).toBe(1);
    expect(r.lost.map((n) => n.label)).toEqual(['Run and attack']);
    expect(r.defence[0]!.label).toBe('DEF this round');
  });

  it('seeded dice give the same round every time', () => {
    const input = inputFor('Derrick');
    const plan = spelljammer.plan(input);
    const a = spelljammer.roll(plan, seededDice(3), 0, input);
    expect(spelljammer.roll(plan, seededDice(3), 0, input)).toEqual(a);
  });
});

describe('A spell tells the GM when casting starts and when it goes off', () => {
  // 000 The round: a spell starts on its initiative and goes off after its casting time.
  it('Harlan\'s Bolt of Energy from initiative 3 says so in the summary the shared code carries', async () => {
    const input = inputFor('Harlan', {}, { action: 'cast', spell: '0' });
    const r = spelljammer.roll(spelljammer.plan(input), seededDice(3), 0, input);
    const spell = r.entries.find((e) => e.kind === 'spell')!;
    const start = spell.timing!.total, off = spell.timing!.order[0]!;
    expect(start).not.toBe(off);
    expect(spell.summary).toBe(`Starts on ${start}, goes off on ${off}`);
    const { encodeResult, decodePayload } = await import('../../../src/share/payload');
    const back = await decodePayload(await encodeResult(r));
    expect(back.ok && back.value.entries.find((e) => e.kind === 'spell')?.summary).toBe(spell.summary);
  });
});
