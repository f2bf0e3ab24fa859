import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { intoMeleeCheck, targetsFriend } from '../../../src/rulesets/spelljammer/shootingIntoMelee';
import { inputFor, planOf } from './helpers';

const friendOdds = (config: string, rank: number, mb: number, spec: 'none' | 'specialist' | 'double') =>
  intoMeleeCheck(config, rank, mb, spec).bands.find((b) => b.outcome === 'fail')?.p;

describe('Shooting into melee: d100 + rank + 2x Master Bowman rank + specialisation vs the table', () => {
  it.each([
    ['1f1o', 30], ['1f2o', 20], ['1f3o', 10], ['2f1o', 40], ['3f1o', 50], ['3f2o', 45],
  ])('%s: a total of %i or less targets a friend', (_config, most) => {
    expect(targetsFriend(most, 0, most, 'none')).toBe(true);
    expect(targetsFriend(most + 1, 0, most, 'none')).toBe(false);
    expect(targetsFriend(most - 10, 10, most, 'none')).toBe(true);
  });

  it('counts weapon rank, twice the Master Bowman rank and +5/+10 for specialists', () => {
    expect(intoMeleeCheck('1f1o', 4, 3, 'specialist')).toMatchObject({ mode: 'over', need: 31, bonus: 4 + 6 + 5 });
    expect(friendOdds('1f1o', 4, 0, 'none')).toEqual({ num: 13, den: 50 });
  });

  it('05 or less always targets a friend (03 for specialists, 01 for double specialists)', () => {
    expect(friendOdds('1f3o', 20, 5, 'none')).toEqual({ num: 1, den: 20 });
    expect(friendOdds('1f3o', 20, 5, 'specialist')).toEqual({ num: 3, den: 100 });
    expect(friendOdds('3f1o', 20, 10, 'double')).toEqual({ num: 1, den: 100 });
    expect(targetsFriend(5, 100, 10, 'none')).toBe(true);
    expect(targetsFriend(4, 100, 10, 'specialist')).toBe(false);
  });

  it('is rolled before each shot and shares the shot\'s initiative', () => {
    const input = inputFor('Derrick', {}, { weapon: '1', intoMelee: '1f1o', targetDef: 40 });
    const plan = planOf(input);
    expect(plan.actions.map((a) => a.id)).toEqual(['a1-aim', 'a1', 'a2-aim', 'a2']);
    const r = spelljammer.roll(plan, scriptedDice([6, 2, 20, 80, 5, 70, 60]), 0, input);
    expect(r.entries[0]).toMatchObject({ id: 'a1-aim', check: { face: 20, outcome: 'fail', label: 'Targets a friend' }, timing: { order: [8] } });
    expect(r.entries[1]).toMatchObject({ id: 'a1', check: { face: 80, need: null, outcome: 'unknown' }, damage: { faces: [5] } });
    expect(r.entries[2]).toMatchObject({ id: 'a2-aim', check: { face: 70, outcome: 'pass' }, timing: { order: [4] } });
    expect(r.entries[3]).toMatchObject({ id: 'a2', check: { face: 60, outcome: 'miss' } });
  });

  it('a shot sent at a friend is resolved against the friend\'s DEF: the GM compares, with a note', () => {
    const input = inputFor('Derrick', { attacksPerRound: 1 }, { weapon: '1', intoMelee: '1f1o', targetDef: 40 });
    const atFriend = spelljammer.roll(planOf(input), scriptedDice([6, 10, 30, 4]), 0, input);
    expect(atFriend.entries[1]).toMatchObject({ id: 'a1', check: { face: 30, need: null, outcome: 'unknown' } });
    expect(atFriend.entries[1]!.notes!.some((n) => n.gm && n.label === 'Shot at a friend')).toBe(true);
    const atFoe = spelljammer.roll(planOf(input), scriptedDice([6, 90, 30, 4]), 0, input);
    expect(atFoe.entries[1]).toMatchObject({ id: 'a1', check: { face: 30, need: 55, outcome: 'hit' } });
    expect(atFoe.entries[1]!.notes ?? []).not.toContainEqual(expect.objectContaining({ label: 'Shot at a friend' }));
  });

  it('is not offered for a melee weapon', () => {
    expect(planOf(inputFor('Derrick', {}, { weapon: '0', intoMelee: '1f1o' })).actions.map((a) => a.id)).toEqual(['a1', 'a2']);
  });
});
