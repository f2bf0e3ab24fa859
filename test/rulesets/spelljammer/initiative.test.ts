import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { entries } from '../../../src/engine/dist';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { initiativeDie, ownSegments, phaseAt } from '../../../src/rulesets/spelljammer/initiative';
import { inputFor, planOf } from './helpers';

describe('Initiative: one roll per attack on a smaller die each time, plus IM', () => {
  it('two attacks with IM +2 roll 1d10+2 and 1d8+2 (the text\'s example)', () => {
    const [a1, a2] = planOf(inputFor('Derrick')).actions;
    expect(a1!.timing).toMatchObject({ kind: 'initiative', expr: { terms: [{ count: 1, sides: 10 }], bonus: 2 } });
    expect(a2!.timing).toMatchObject({ kind: 'initiative', expr: { terms: [{ count: 1, sides: 8 }], bonus: 2 } });
  });

  it('gives the exact distribution of the total', () => {
    const t = planOf(inputFor('Derrick')).actions[1]!.timing;
    if (t.kind !== 'initiative') throw new Error('expected an initiative roll');
    expect(entries(t.dist)).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map((value) => ({ value, p: { num: 1, den: 8 } })));
  });

  it('ladder: d10, d8, d6, then d4 by default; the options give d4 then d2, or d6 on', () => {
    expect([0, 1, 2, 3, 4].map((i) => initiativeDie(i))).toEqual([10, 8, 6, 4, 4]);
    expect([0, 1, 2, 3, 4].map((i) => initiativeDie(i, 'd4-d2'))).toEqual([10, 8, 6, 4, 2]);
    expect([0, 1, 2, 3, 4].map((i) => initiativeDie(i, 'd6-d6'))).toEqual([10, 8, 6, 6, 6]);
    const five = planOf(inputFor('Derrick', { attacksPerRound: 5 }, {}, { ladder: 'd6-d6' }));
    expect(five.actions.map((a) => (a.timing.kind === 'initiative' ? a.timing.expr.terms[0]!.sides : 0))).toEqual([10, 8, 6, 6, 6]);
  });

  it('notes the chance an attack is lost at -6 or lower', () => {
    const a = planOf(inputFor('Derrick', { im: -3 }, { movement: 'run' })).actions[0]!;
    expect(a.timing).toMatchObject({ expr: { bonus: -10 }, note: 'Lost on -6 or lower: 40%' });
  });
});

describe('Same initiative for two of your own attacks', () => {
  it('the second attack goes one segment later', () => {
    expect(ownSegments([7, 7])).toEqual([7, 6]);
    expect(ownSegments([5, 6, 6])).toEqual([5, 6, 4]);
    expect(ownSegments([3, 8])).toEqual([3, 8]);
  });

  it('shows the shift in the rolled round', () => {
    const input = inputFor('Derrick');
    const r = spelljammer.roll(spelljammer.plan(input), scriptedDice([5, 5, 50, 3, 30, 4]), 0, input);
    expect(r.entries.map((e) => e.timing?.order)).toEqual([[7], [6]]);
    expect(r.entries[1]!.timing!.text).toMatch(/moved from 7/);
  });
});

describe('Phases of the count', () => {
  it('above 10 is before movement, 10 to 1 movement, 0 to -5 after, -6 or lower lost', () => {
    expect([12, 11, 10, 5, 1, 0, -5, -6, -9].map((s) => phaseAt(s))).toEqual([
      'pre-movement', 'pre-movement', 'movement', 'movement', 'movement', 'post-movement', 'post-movement', 'lost', 'lost',
    ]);
  });

  it('the "outside" option resolves 10 before movement and 1 after it', () => {
    expect([11, 10, 9, 2, 1, 0].map((s) => phaseAt(s, 'outside'))).toEqual([
      'pre-movement', 'pre-movement', 'movement', 'movement', 'post-movement', 'post-movement',
    ]);
  });

  it('the ruleset\'s phases are listed highest first and meet without gaps', () => {
    const ps = spelljammer.phases;
    expect(ps.map((p) => p.id)).toEqual(['pre-movement', 'movement', 'post-movement', 'lost']);
    for (let i = 1; i < ps.length; i++) expect(ps[i]!.from).toBe(ps[i - 1]!.to - 1);
  });
});

describe('Initiative -6 or later: the attack is lost', () => {
  it('a lost attack is marked and rolls no d100', () => {
    const input = inputFor('Derrick', { im: -3, attacksPerRound: 1 }, { movement: 'run' });
    const dice = scriptedDice([4]);
    const r = spelljammer.roll(spelljammer.plan(input), dice, 0, input);
    expect(r.entries[0]!.timing).toMatchObject({ total: -6, lost: true, phase: 'lost' });
    expect(r.entries[0]!.check).toBeUndefined();
    expect(dice.used).toBe(1);
  });

  it('-5 still happens, after movement', () => {
    const input = inputFor('Derrick', { im: -3, attacksPerRound: 1 }, { movement: 'run', targetDef: 40 });
    const r = spelljammer.roll(spelljammer.plan(input), scriptedDice([5, 90]), 0, input);
    expect(r.entries[0]!.timing).toMatchObject({ total: -5, phase: 'post-movement' });
    expect(r.entries[0]!.timing!.lost).toBeUndefined();
    expect(r.entries[0]!.check).toMatchObject({ face: 90, outcome: 'miss' });
  });

  it('an attack pushed from -5 to -6 by its twin is lost too', () => {
    const input = inputFor('Derrick', { im: -3 }, { movement: 'run', attackers: 1 });
    expect(planOf(input).actions.length).toBe(1);
    expect(ownSegments([-5, -5])).toEqual([-5, -6]);
  });
});
