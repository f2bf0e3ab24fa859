import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { surpriseCheck } from '../../../src/rulesets/bcb-d20/surprise';
import { inputFor, planOf } from './helpers';

const surprised = (sides: number, mod = 0) => surpriseCheck(sides, mod).bands.filter((b) => b.outcome === 'surprised').reduce((s, b) => s + (b.p.num * sides) / b.p.den, 0);

describe('Surprise: 1-2 on the surprise die, the number rolled = segments', () => {
  it('a d6 by default: surprised on 1-2, one chance in three', () => {
    expect(surprised(6)).toBe(2);
    expect(surpriseCheck(6, 0).bands.find((b) => b.outcome === 'surprised')!.p).toEqual({ num: 1, den: 3 });
  });
  it('a closed helm drops the die to a d3: surprised two times in three', () => expect(surprised(3)).toBe(2));
  it('keen senses (+1): only the 1 surprises', () => {
    expect(surpriseCheck(6, 1).bands.find((b) => b.outcome === 'surprised')).toMatchObject({ faces: [[1, 1]] });
  });
  it('very keen senses (+2): the 1 still surprises, because a 1 always does', () => {
    expect(surpriseCheck(6, 2).bands.find((b) => b.outcome === 'surprised')).toMatchObject({ faces: [[1, 1]], automatic: true });
  });
  it('dull senses (-1): 1-3 surprise', () => expect(surprised(6, -1)).toBe(3));
  it('the roll says how many segments: a 2 means two segments of free attacks', () => {
    const input = inputFor('Sigrun', { surpriseDie: 'd8' }, { rollSurprise: true });
    const plan = planOf(input);
    expect(plan.actions[0]).toMatchObject({ id: 'surprise', label: 'Surprise (d8)', check: { die: 8 } });
    const r = bcbD20.roll(plan, scriptedDice([5, 2, 12, 3]), 0, input);
    expect(r.entries[0]!.check).toMatchObject({ face: 2, outcome: 'surprised', label: 'Surprised for 2 segments' });
    expect(r.entries[0]!.timing).toBeUndefined();
  });
});
