import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { moveStart, moveStartTable } from '../../../src/rulesets/spelljammer/attackThenMove';
import { inputFor } from './helpers';

describe('Attack then move', () => {
  it('last attack on 3 with a 4x DEX roll: no movement, since 3 - 4 = -1 (the text\'s example)', () => {
    expect(moveStart(3, 4)).toBeNull();
  });

  it('starts as many segments after the last attack as the DEX multiple made', () => {
    expect(moveStart(8, 1)).toBe(7);
    expect(moveStart(8, 2)).toBe(6);
    expect(moveStart(8, 3)).toBe(5);
    expect(moveStart(8, 4)).toBe(4);
    expect(moveStart(3, 2)).toBe(1);
    expect(moveStart(10, 1)).toBe(9);
  });

  it('5x or worse: no movement', () => {
    expect(moveStart(9, 5)).toBeNull();
  });

  it('a last attack before 10 moves from 10 with no roll; on 1 or later there is no movement', () => {
    expect(moveStart(12, null)).toBe(10);
    expect(moveStart(1, 1)).toBeNull();
    expect(moveStart(-2, 1)).toBeNull();
  });

  it('lists every multiple when the DEX roll is not made yet', () => {
    expect(moveStartTable(5)).toBe('DEX roll after the last attack on 5: 1x: from 4; 2x: from 3; 3x: from 2; 4x: from 1; 5x or worse: none.');
  });

  it('in a rolled round, reads the last attack\'s segment and the declared DEX roll', () => {
    const input = inputFor('Derrick', {}, { movement: 'attack-then-move', dexRoll: '2x', targetDef: 40 });
    const r = spelljammer.roll(spelljammer.plan(input), scriptedDice([8, 4, 90, 90]), 0, input);
    expect(r.entries.map((e) => e.timing?.order[0])).toEqual([10, 6]);
    expect(r.notes.find((n) => n.label === 'Attack then move')?.text).toBe('Last attack on 6, DEX 2x: move 1/20 TMR a segment from 4 to 1.');
  });
});
