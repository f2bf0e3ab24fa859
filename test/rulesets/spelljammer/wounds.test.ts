import { describe, expect, it } from 'vitest';
import { stunThreshold, woundModifier } from '../../../src/rulesets/spelljammer/wounds';
import { inputFor, planOf } from './helpers';

describe('Wound modifiers: -10 at 20 HP or less, -20 at 10, -30 at 5', () => {
  it.each([
    [48, 48, 0], [48, 21, 0], [48, 20, -10], [48, 11, -10], [48, 10, -20], [48, 6, -20], [48, 5, -30], [48, 0, -30], [48, -4, -30],
  ])('starting %i HP, at %i HP: %i', (start, current, value) => {
    expect(woundModifier(current, start).value).toBe(value);
  });

  it('starting at 18 HP: no modifier under 20, the normal -20 at 10 (the text\'s example)', () => {
    expect(woundModifier(18, 18)).toEqual({ value: 0, label: 'Unhurt; no wound modifier until the next level (started at 18 HP)' });
    expect(woundModifier(11, 18).value).toBe(0);
    expect(woundModifier(10, 18).value).toBe(-20);
    expect(woundModifier(5, 18).value).toBe(-30);
  });

  it('starting at exactly 20, 8 or 4 HP follows the same exception', () => {
    expect(woundModifier(15, 20).value).toBe(0);
    expect(woundModifier(10, 20).value).toBe(-20);
    expect(woundModifier(6, 8).value).toBe(0);
    expect(woundModifier(5, 8).value).toBe(-30);
    expect(woundModifier(1, 4).value).toBe(0);
  });

  it('applies to the SC of every attack and shows as a status', () => {
    const plan = planOf(inputFor('Derrick', { currentHp: 9 }, { targetDef: 40 }));
    expect(plan.actions[0]!.check!.need).toBe(52);
    expect(plan.actions[0]!.check!.modifiers).toContainEqual({ label: 'Wound modifier: Very Badly Wounded', value: -20, source: '000 Wound Modifiers' });
    expect(plan.status.find((s) => s.label === 'Wound modifier')).toMatchObject({ value: -20, text: expect.stringMatching(/TMR/) });
  });
});

describe('Stun threshold: a single hit above CON stuns', () => {
  it('is CON for a medium character up to 100 HP', () => {
    expect(stunThreshold(16, 'medium', 48).value).toBe(16);
    expect(stunThreshold(25, 'medium', 100).value).toBe(25);
  });

  it.each([[26, 27], [27, 29], [28, 31], [29, 33], [30, 35], [31, 37], [32, 39], [33, 41], [34, 43], [35, 45]])(
    'CON %i above the human maximum: stunned above %i (the stun table)', (con, exceeds) => {
      expect(stunThreshold(con, 'medium', 50).value).toBe(exceeds);
    });

  it('adds +2 for Large and +4 for Giant before the table', () => {
    expect(stunThreshold(20, 'large', 50).value).toBe(22);
    expect(stunThreshold(24, 'large', 50).value).toBe(27);
    expect(stunThreshold(25, 'giant', 50).value).toBe(33);
  });

  it('adds 1 per 10 HP or part of 10 above 100', () => {
    expect(stunThreshold(20, 'medium', 101).value).toBe(21);
    expect(stunThreshold(20, 'medium', 110).value).toBe(21);
    expect(stunThreshold(20, 'medium', 111).value).toBe(22);
  });

  it('extends the table past CON 35 by its own pattern and says so', () => {
    const s = stunThreshold(34, 'giant', 50);
    expect(s.value).toBe(51);
    expect(s.text).toMatch(/table stops at 35/);
  });
});
