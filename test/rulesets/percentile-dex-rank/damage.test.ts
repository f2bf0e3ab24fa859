import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { support } from '../../../src/engine/dist';
import { damagePlans, halfDb, rollDamage } from '../../../src/rulesets/percentile-dex-rank/damage';
import { inputFor, noteText, rollWith, weapon } from './helpers';

describe('5.13 Special Successes: the short sword example', () => {
  it('1D6+1 with db 1D4, rolling 3 and 2: 7 + 4 + 2 = 13', () => {
    const d = rollDamage('1d6+1', '1d4', 'full', true, scriptedDice([3, 2]));
    expect(d.total).toBe(13);
    expect(d.text).toMatch(/^7 \(maximum\) \+ 4 \(1d6\+1\) \+ 2 \(db\) = 13/);
  });
  it('Kara\'s special success (d100 05 against 65) deals 13, and 11 after the target\'s 2 armour points', () => {
    const r = rollWith(inputFor('Kara'), [5, 3, 2]);
    expect(r.entries[0]!.check!.outcome).toBe('special');
    expect(r.entries[0]!.damage!.total).toBe(13);
    expect(r.entries[0]!.damage!.text).toMatch(/11 after 2 armour points/);
  });
  it('the special carries its normal-success damage (the roll and db: 6) for a partial parry', () => {
    const r = rollWith(inputFor('Kara'), [5, 3, 2]);
    expect(noteText(r.entries[0]!.notes, 'As a normal success')).toMatch(/^6 if partly parried/);
  });
  it('a normal success rolls the weapon and db only: 4 + 2 = 6', () => {
    const r = rollWith(inputFor('Kara'), [40, 3, 2]);
    expect(r.entries[0]!.damage!.total).toBe(6);
  });
  it('special damage for the short sword and 1D4 spans 10 to 18; a success 3 to 11', () => {
    const [success, special] = damagePlans('1d6+1', '1d4', 'full', null);
    expect(support(success!.dist)).toEqual({ min: 3, max: 11 });
    expect(support(special!.dist)).toEqual({ min: 10, max: 18 });
  });
  it('a failed attack deals no damage', () => expect(rollWith(inputFor('Kara'), [66]).entries[0]!.damage).toBeUndefined());
});

describe('5.9 half damage bonus: roll, halve, round up', () => {
  it.each([{ x: 3, h: 2 }, { x: 4, h: 2 }, { x: 1, h: 1 }, { x: -3, h: -1 }])('$x gives $h', ({ x, h }) => expect(halfDb(x)).toBe(h));
  it('a thrown dagger (1D4 + ½db) with db 1D4: 2 + ceil(3/2) = 4', () => {
    const r = rollWith(inputFor('Kara', {}, { action: 'attack:1' }), [10, 2, 3]);
    expect(r.entries[0]!.damage!.total).toBe(4);
  });
  it('crossbows add no db', () => {
    const r = rollWith(inputFor('Ines', { db: '1d6' }, { distance: 10 }), [50, 3, 4]);
    expect(r.entries[0]!.damage!.total).toBe(9);
    expect(r.entries[0]!.damage!.faces).toEqual([3, 4]);
  });
  it('a negative db never takes damage below 0', () => {
    const r = rollWith(inputFor('Kara', { db: '-1d6', weapons: [weapon('brawl', 50)] }), [30, 1, 6]);
    expect(r.entries[0]!.damage!.total).toBe(0);
  });
});
