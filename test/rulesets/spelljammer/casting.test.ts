import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { castingTime, spellTiming } from '../../../src/rulesets/spelljammer/casting';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { inputFor, planOf } from './helpers';

describe('Mage casting time by rank and GK/SK', () => {
  it('an SK spell at rank 8 takes 6 segments (the text\'s example)', () => {
    expect(castingTime({ type: 'sk', rank: 8, castingTime: 0 })).toBe(6);
  });

  it.each([
    [1, 6, 7], [5, 6, 7], [6, 5, 6], [10, 5, 6], [11, 4, 5], [15, 4, 5], [16, 3, 4], [20, 3, 4], [21, 2, 3], [22, 1, 2],
  ])('rank %i: GK %i, SK %i', (rank, gk, sk) => {
    expect(castingTime({ type: 'gk', rank, castingTime: 0 })).toBe(gk);
    expect(castingTime({ type: 'sk', rank, castingTime: 0 })).toBe(sk);
  });

  it('rejects a rank the table does not cover', () => {
    expect(() => castingTime({ type: 'gk', rank: 23, castingTime: 0 })).toThrow(/1 to 22, but received 23/);
  });

  it('cleric spells use their own casting time', () => {
    expect(castingTime({ type: 'cleric', rank: 1, castingTime: 5 })).toBe(5);
  });
});

describe('When a spell goes off', () => {
  it('SK rank 8 from initiative 9 goes off on 3, from 2 on -4 (the text\'s example)', () => {
    expect(spellTiming(9, 6)).toEqual({ inRound: true, startsAt: 9, goesOff: 3 });
    expect(spellTiming(2, 6)).toEqual({ inRound: true, startsAt: 2, goesOff: -4 });
  });

  it('a cleric spell of casting time 5 from initiative 8 goes off on 3, from 3 on -2 (the text\'s example)', () => {
    expect(spellTiming(8, 5)).toMatchObject({ goesOff: 3 });
    expect(spellTiming(3, 5)).toMatchObject({ goesOff: -2 });
  });

  it('-5 is still this round; -6 or later starts on 10 next round', () => {
    expect(spellTiming(1, 6)).toMatchObject({ inRound: true, goesOff: -5 });
    expect(spellTiming(0, 6)).toEqual({ inRound: false, startsAt: 0, wouldGoOff: -6, nextRoundGoesOff: 4 });
  });

  it('a one-round spell must start on 10', () => {
    expect(spellTiming(10, 10)).toMatchObject({ inRound: true, startsAt: 10, goesOff: 0 });
    expect(spellTiming(12, 10)).toMatchObject({ inRound: true, startsAt: 10, goesOff: 0 });
    expect(spellTiming(9, 10)).toMatchObject({ inRound: false, nextRoundGoesOff: 0 });
  });
});

describe('Casting in a planned and rolled round', () => {
  it('plans Harlan\'s SK rank 8 spell with casting time 6 on a d10 + IM', () => {
    const a = planOf(inputFor('Harlan')).actions[0]!;
    expect(a.kind).toBe('spell');
    expect(a.castingTime).toBe(6);
    expect(a.timing).toMatchObject({ kind: 'initiative', expr: { terms: [{ count: 1, sides: 10 }], bonus: 1 } });
  });

  it('rolls the go-off segment: initiative 9 (8 + IM 1) goes off on 3', () => {
    const input = inputFor('Harlan');
    const r = spelljammer.roll(spelljammer.plan(input), scriptedDice([8]), 0, input);
    expect(r.entries[0]!.timing).toMatchObject({ total: 9, order: [3], phase: 'movement' });
    expect(r.nextState).toMatchObject({ pendingSpell: '', pendingCastingTime: 0 });
  });

  it('a spell too late for this round is carried over and goes off on 10 - casting time next round', () => {
    const input = inputFor('Harlan', {}, { draw: 'sheathe-draw' });
    const r = spelljammer.roll(spelljammer.plan(input), scriptedDice([3]), 0, input);
    expect(r.entries[0]!.timing).toMatchObject({ total: -6, lost: true });
    expect(r.entries[0]!.timing!.text).toMatch(/starts casting on 10 next round, goes off on 4/);
    expect(r.nextState).toMatchObject({ pendingCastingTime: 6 });

    const next = inputFor('Harlan', {}, {}, {}, r.nextState);
    const plan = spelljammer.plan(next);
    expect(plan.actions[0]!.timing).toMatchObject({ kind: 'fixed', value: 10 });
    const r2 = spelljammer.roll(plan, scriptedDice([]), 0, next);
    expect(r2.entries[0]!.timing).toMatchObject({ order: [4], phase: 'movement' });
  });

  it('the carried spell is dropped (with a note) when the next declaration does something else', () => {
    const plan = planOf(inputFor('Harlan', {}, { action: 'full-defense' }, {}, { pendingSpell: 'Bolt of Energy', pendingCastingTime: 6 }));
    expect(plan.actions).toEqual([]);
    expect(plan.notes.some((n) => n.label === 'Held spell dropped')).toBe(true);
  });

  it('a cleric spell of casting time 5 rolled at initiative 8 goes off on 3', () => {
    const sheet = { im: 0, spells: [{ name: 'Cure', type: 'cleric', rank: 1, castingTime: 5 }] };
    const input = inputFor('Harlan', sheet);
    const r = spelljammer.roll(spelljammer.plan(input), scriptedDice([8]), 0, input);
    expect(r.entries[0]!.timing).toMatchObject({ total: 8, order: [3] });
  });
});

describe('Holding an action to cast on 10', () => {
  it('a one-round cleric spell started from a held action goes off on 0 with no initiative roll', () => {
    const sheet = { spells: [{ name: 'Sanctuary', type: 'cleric', rank: 1, castingTime: 10 }] };
    const input = inputFor('Harlan', sheet, { castStart: 'held' });
    const plan = spelljammer.plan(input);
    expect(plan.actions[0]!.timing).toMatchObject({ kind: 'fixed', value: 10 });
    const dice = scriptedDice([]);
    const r = spelljammer.roll(plan, dice, 0, input);
    expect(r.entries[0]!.timing).toMatchObject({ order: [0], phase: 'post-movement' });
    expect(dice.used).toBe(0);
  });

  it('rolled instead, the one-round spell needs initiative 10 or more', () => {
    const sheet = { im: 0, spells: [{ name: 'Sanctuary', type: 'cleric', rank: 1, castingTime: 10 }] };
    const input = inputFor('Harlan', sheet);
    expect(planOf(input).actions[0]!.notes!.find((n) => n.label === 'Goes off')!.text).toMatch(/initiative 10 or more \(10%\)/);
    const r = spelljammer.roll(spelljammer.plan(input), scriptedDice([9]), 0, input);
    expect(r.entries[0]!.timing).toMatchObject({ lost: true });
    expect(r.nextState).toMatchObject({ pendingCastingTime: 10 });
  });
});
