import { describe, expect, it } from 'vitest';
import { SIZES, expectFair } from './fairness';
import { cryptoDice, DieSizeError, faceFromWords, scriptedDice, ScriptError, seededDice, sfc32 } from '../../src/engine/dice';

describe('fair dice (rejection sampling, no modulo bias)', () => {
  it.each(SIZES)('d%i faces from a seeded source pass chi-square at p=0.001', (sides) => {
    const dice = seededDice(sides * 7919);
    expectFair(sides, () => dice.roll(sides));
  });

  it('crypto dice stay inside 1..sides for every size', () => {
    const dice = cryptoDice();
    for (const sides of SIZES) {
      for (let i = 0; i < 500; i++) {
        const f = dice.roll(sides);
        expect(Number.isInteger(f) && f >= 1 && f <= sides).toBe(true);
      }
    }
  });

  it('rejects words in the biased tail instead of folding them with modulo', () => {
    // For a d3, 2^32 mod 3 = 1: the single top word 2^32-1 must be redrawn.
    const words = [0xffffffff, 5];
    const face = faceFromWords(() => words.shift()!, 3);
    expect(face).toBe((5 % 3) + 1);
    expect(words).toHaveLength(0);
  });

  it('the same seed gives the same faces', () => {
    const a = seededDice(42), b = seededDice(42), c = seededDice(43);
    const ra = Array.from({ length: 20 }, () => a.roll(100));
    expect(Array.from({ length: 20 }, () => b.roll(100))).toEqual(ra);
    expect(Array.from({ length: 20 }, () => c.roll(100))).not.toEqual(ra);
  });

  it('sfc32 words are 32-bit unsigned integers', () => {
    const next = sfc32(1);
    for (let i = 0; i < 100; i++) {
      const w = next();
      expect(w >>> 0).toBe(w);
    }
  });

  it('refuses dice it cannot roll', () => {
    expect(() => seededDice(1).roll(0)).toThrow(DieSizeError);
    expect(() => seededDice(1).roll(2.5)).toThrow(/whole number of sides/);
  });

  it('scripted dice replay faces and complain when they do not fit or run out', () => {
    const d = scriptedDice([7, 100]);
    expect(d.roll(10)).toBe(7);
    expect(d.roll(100)).toBe(100);
    expect(() => d.roll(6)).toThrow(ScriptError);
    expect(() => scriptedDice([11]).roll(10)).toThrow(/does not fit a d10/);
  });
});
