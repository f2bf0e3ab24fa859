import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { entries } from '../../../src/engine/dist';
import { orderRound } from '../../../src/engine/order';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { initiativeDie } from '../../../src/rulesets/bcb-d20/initiative';
import { inputFor, planOf } from './helpers';

describe('COMBAT INITIATIVE: the die by DEX score, every edge of the table', () => {
  it.each([
    [1, 2], [3, 2], [4, 3], [5, 3], [6, 4], [8, 4], [9, 6], [14, 6],
    [15, 8], [17, 8], [18, 10], [20, 10], [21, 12], [24, 12], [25, 20], [30, 20],
  ])('DEX %i rolls a d%i', (dex, sides) => {
    expect(initiativeDie(dex)).toBe(sides);
    const timing = planOf(inputFor('Sigrun', { dex })).actions[0]!.timing;
    expect(timing.kind === 'initiative' && timing.expr.terms[0]!.sides).toBe(sides);
  });

  it('the Order of Battle reading gives everyone a d10', () => {
    expect(initiativeDie(3, 'd10')).toBe(10);
    expect(initiativeDie(25, 'd10')).toBe(10);
    const t = planOf(inputFor('Sigrun', { dex: 25 }, {}, { initiativeDie: 'd10' })).actions[0]!.timing;
    expect(t.kind === 'initiative' && t.expr.terms[0]!.sides).toBe(10);
  });

  it('refuses a DEX score that is not a whole number, saying what came', () => {
    expect(() => initiativeDie(12.5)).toThrow(/expected a whole number, but received 12.5/);
  });
});

describe('one roll per attack, counted down from 10', () => {
  it('a character with two attacks rolls two initiatives and each acts on its own number', () => {
    const input = inputFor('Sigrun', { attacksPerRound: 2 });
    const plan = planOf(input);
    const attacks = plan.actions.filter((a) => a.kind === 'attack');
    expect(attacks).toHaveLength(2);
    const r = bcbD20.roll(plan, scriptedDice([7, 3, 2, 2]), 0, input);
    expect(r.entries.filter((e) => e.kind === 'attack').map((e) => e.timing?.order)).toEqual([[7], [3]]);
    expect(r.entries.find((e) => e.id === 'a1')?.timing?.phase).toBe('count');
  });

  it('ties are simultaneous: equal numbers fall in one group of the GM\'s order', () => {
    const a = inputFor('Sigrun'), b = inputFor('Blogo');
    const ra = bcbD20.roll(planOf(a), scriptedDice([4, 2]), 0, a);
    const rb = bcbD20.roll(planOf(b), scriptedDice([4]), 0, b);
    const groups = orderRound([...ra.entries, ...rb.entries].map((entry) => ({ who: entry.id, entry })), bcbD20.phases);
    expect(groups[0]!.order).toEqual([4]);
    expect(groups[0]!.entries.map((e) => e.entry.kind).sort()).toEqual(['attack', 'spell']);
  });

  it('a d12 result above 10 acts before the count by default, highest first', () => {
    const input = inputFor('Sigrun', { dex: 22 });
    const r = bcbD20.roll(planOf(input), scriptedDice([12, 2]), 0, input);
    expect(r.entries[0]!.timing).toMatchObject({ total: 12, order: [12], phase: 'early' });
    expect(r.entries[0]!.timing?.text).toMatch(/before the count/);
  });

  it('the table option counts results above 10 as 10 (its odds too: 3 in 12 on a d12)', () => {
    const input = inputFor('Sigrun', { dex: 22 }, {}, { aboveTen: 'ten' });
    const plan = planOf(input);
    const t = plan.actions[0]!.timing;
    expect(t.kind === 'initiative' && entries(t.dist).at(-1)).toEqual({ value: 10, p: { num: 1, den: 4 } });
    const r = bcbD20.roll(plan, scriptedDice([12, 2]), 0, input);
    expect(r.entries[0]!.timing).toMatchObject({ total: 12, order: [10], phase: 'count' });
  });

  it('a held action acts after the count, with the other held actions', () => {
    const input = inputFor('Sigrun', {}, { hold: true });
    const r = bcbD20.roll(planOf(input), scriptedDice([2]), 0, input);
    expect(r.entries[0]!.timing).toMatchObject({ order: [0], phase: 'held' });
  });
});
