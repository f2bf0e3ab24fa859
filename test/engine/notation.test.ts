import { describe, expect, it } from 'vitest';
import { diceRange, formatDice, isDiceNotation, NotationError, parseDice, rollDice } from '../../src/engine/notation';
import { scriptedDice } from '../../src/engine/dice';

describe('dice notation', () => {
  it.each([
    ['1d8+4', '1d8+4'],
    ['2d6', '2d6'],
    ['d100', '1d100'],
    ['1D10 + 2', '1d10+2'],
    ['1d6-1', '1d6-1'],
    ['2d4+1d6+2', '2d4+1d6+2'],
    ['1d8-1d4', '1d8-1d4'],
    ['5', '5'],
    ['-3', '-3'],
  ])('"%s" is read as %s', (text, canonical) => {
    expect(formatDice(parseDice(text))).toBe(canonical);
  });

  it.each(['', 'd', '1d', '2x6', '1d0', '1d8++2', 'abc', '1d8+4;alert(1)', '101d6', '1d1001', '1d8 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4 4'])(
    '"%s" is rejected with a message saying what was expected',
    (text) => {
      expect(isDiceNotation(text)).toBe(false);
      expect(() => parseDice(text)).toThrow(NotationError);
      expect(() => parseDice(text)).toThrow(/expected/);
    },
  );

  it('rolls the terms in order and adds the constant', () => {
    const r = rollDice(parseDice('2d6+1d4+3'), scriptedDice([6, 2, 4]));
    expect(r).toEqual({ faces: [6, 2, 4], total: 15 });
    expect(rollDice(parseDice('1d8-1d4'), scriptedDice([3, 4])).total).toBe(-1);
  });

  it('knows the smallest and largest totals', () => {
    expect(diceRange(parseDice('1d8+4'))).toEqual({ min: 5, max: 12 });
    expect(diceRange(parseDice('1d8-1d4'))).toEqual({ min: -3, max: 7 });
  });
});
