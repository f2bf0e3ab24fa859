import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { entries } from '../../../src/engine/dist';
import { formatDice } from '../../../src/engine/notation';
import { damageDist, damageSpec, rollDamage } from '../../../src/rulesets/zones-factions/damage';
import { armourAgainst, reachAgainst, sizeDiff } from '../../../src/rulesets/zones-factions/size';
import { zonesFactions } from '../../../src/rulesets/zones-factions';
import { inputFor } from './helpers';

const spec = (dice: string, diff: number, blast = false, impaired = false, reading: 'd4' | 'half' | 'lower' = 'd4') =>
  damageSpec({ dice, impaired, reading, sizeDiff: diff, blast });

/** Theobald's spear (d6) against a target 1 or 2 sizes larger (he is medium: large, massive), under a halving reading. */
const tiny = (halving: 'each' | 'end', diff: -1 | -2) =>
  inputFor('Theobald', {}, { move: 'none', main: 'attack', weapon: '0', bonus: false, foeSize: diff === -1 ? 'large' : 'massive' } as never, { halving } as never);

describe('Effects of size on damage (004, the wyrm example)', () => {
  it('the wyrm\'s d8 bite is 2d8 against a medium target and 4d8 against a small one', () => {
    expect(sizeDiff('large', 'medium')).toBe(1);
    expect(formatDice(spec('d8', sizeDiff('large', 'medium')).expr)).toBe('2d8');
    expect(formatDice(spec('d8', sizeDiff('large', 'small')).expr)).toBe('4d8');
  });

  it('its fire breath is a blast: always d6, whatever the target\'s size', () => {
    const s = spec('d6', sizeDiff('large', 'small'), true);
    expect(formatDice(s.expr)).toBe('1d6');
    expect(s.halvings).toBe(0);
    expect(spec('d6', sizeDiff('medium', 'large'), true).halvings).toBe(0);
  });

  it('a human\'s sword against the wyrm: a roll of 3 does 2', () => {
    const s = spec('d6', sizeDiff('medium', 'large'));
    expect(rollDamage(s, scriptedDice([3])).total).toBe(2);
    expect(entries(damageDist(s)).map((e) => [e.value, e.p])).toEqual([[1, { num: 1, den: 3 }], [2, { num: 1, den: 3 }], [3, { num: 1, den: 3 }]]);
  });

  it('two sizes smaller halves twice, rounding up each time: 5 -> 3 -> 2', () => {
    expect(rollDamage(spec('d6', -2), scriptedDice([5])).total).toBe(2);
  });

  it('halving twice is a table option: by default 5 -> 3 -> 2; divided once and rounded to nearest, 5 / 4 -> 1; both keep the example\'s 3 -> 2', () => {
    const once = (halving: 'each' | 'end', face: number, diff: -1 | -2) =>
      zonesFactions.roll(zonesFactions.plan(tiny(halving, diff)), scriptedDice([face]), 0, tiny(halving, diff)).entries[0]!.damage!.total;
    expect(zonesFactions.optionsSchema.fields.find((f) => f.key === 'halving')).toMatchObject({ default: 'each' });
    expect(once('each', 5, -2)).toBe(2);
    expect(once('end', 5, -2)).toBe(1);
    expect(once('each', 3, -1)).toBe(2);
    expect(once('end', 3, -1)).toBe(2);
    expect(zonesFactions.plan(tiny('end', -2)).actions[0]!.damage![0]!.note).toMatch(/divided by 4, rounded to nearest/);
  });

  it('a human\'s bow (range 8) reaches 16 zones against the wyrm; a blast keeps its range', () => {
    expect(reachAgainst(8, sizeDiff('medium', 'large'), false)).toBe(16);
    expect(reachAgainst(8, sizeDiff('medium', 'small'), false)).toBe(4);
    expect(reachAgainst(2, sizeDiff('medium', 'large'), true)).toBe(2);
  });
});

describe('Impaired damage (undefined in the text: a table option)', () => {
  it('by default an impaired attack rolls a d4 whatever its weapon', () => {
    expect(formatDice(spec('d8', 0, false, true).expr)).toBe('1d4');
  });
  it('the "half" reading halves the roll, rounded up', () => {
    expect(rollDamage(spec('d8', 0, false, true, 'half'), scriptedDice([7])).total).toBe(4);
  });
  it('the "lower" reading rolls twice and keeps the lower, with its exact odds', () => {
    const s = spec('d4', 0, false, true, 'lower');
    expect(rollDamage(s, scriptedDice([4, 2]))).toEqual({ faces: [4, 2], total: 2 });
    expect(entries(damageDist(s))[0]).toEqual({ value: 1, p: { num: 7, den: 16 } });
  });
});

describe('Armour (004 Cover)', () => {
  it('cover adds 1, never above 3', () => {
    expect(armourAgainst(2, false)).toBe(2);
    expect(armourAgainst(2, true)).toBe(3);
    expect(armourAgainst(3, true)).toBe(3);
  });
});
