import { describe, expect, it } from 'vitest';
import { add, distOf, entries, isNormalised, map, mean, percent, probability, support, uniform } from '../../src/engine/dist';
import { parseDice } from '../../src/engine/notation';

describe('exact distributions', () => {
  it.each(['1d6', '2d6', '1d8+4', '3d6', '1d100', '2d4+1d6+2', '1d8-1d4', '10d10'])('%s sums to exactly 1', (text) => {
    const d = distOf(parseDice(text));
    expect(isNormalised(d)).toBe(true);
    const sum = entries(d).reduce((s, e) => s + e.p.num / e.p.den, 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it('2d6 has the familiar triangle: 7 is 6/36, 2 and 12 are 1/36', () => {
    const d = distOf(parseDice('2d6'));
    expect(probability(d, (x) => x === 7)).toEqual({ num: 1, den: 6 });
    expect(probability(d, (x) => x === 2)).toEqual({ num: 1, den: 36 });
    expect(support(d)).toEqual({ min: 2, max: 12 });
    expect(mean(d)).toBe(7);
  });

  it('1d8+4 averages 8.5 and doubling a critical doubles the mean', () => {
    const d = distOf(parseDice('1d8+4'));
    expect(mean(d)).toBe(8.5);
    expect(mean(map(d, (x) => 2 * x))).toBe(17);
  });

  it('subtracting armour clamps at zero and keeps the total', () => {
    const d = map(distOf(parseDice('1d6')), (x) => Math.max(0, x - 4));
    expect(probability(d, (x) => x === 0)).toEqual({ num: 2, den: 3 });
    expect(isNormalised(d)).toBe(true);
  });

  it('a d100 roll-under 72 is exactly 72%', () => {
    expect(percent(probability(uniform(100), (x) => x <= 72))).toBe(72);
    expect(isNormalised(add(uniform(10), uniform(8)))).toBe(true);
  });
});
