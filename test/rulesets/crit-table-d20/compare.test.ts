/**
 * "Compare choices" in the d20 system with critical tables, against figures worked by hand
 * from the text: Sylwen's heavy crossbow (1d10, d20 + 3 at long range) at an AC the GM keeps
 * secret, read at the middle of the range the plan shows.
 * @see 002 17.0.3 Critical Hit (a natural 20 always hits; the special d20 + modifiers: 1-10
 *      regular, 11-15 maximum, 16-19 and 20 critical: regular + maximum + modifier); 17.0.7 Ranged Attack
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../../src/engine/compare';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { choiceOf, declared, demoRound, frac } from '../compare-helpers';

describe('critical tables d20: compare choices (002 17.0.3 Critical Hit)', () => {
  const c = compare(critTableD20, demoRound(critTableD20, 'Sylwen'));

  it('with the target\'s AC unknown, every choice is read against the middle of AC 8-24: AC 16', () => {
    expect(c.against).toEqual({ label: 'AC', value: 16 });
  });

  it('d20 + 3 against AC 16 hits on 13-20 (40%); 1d10 on 13-19, and on a natural 20 the special d20 + 3', () => {
    // Hit on 13-19: 7/20 x 5.5 = 1.925. Natural 20 (1/20): special d20 + 3 gives regular (faces
    // 1-7: 7/20 x 5.5), maximum 10 (faces 8-12: 5/20), critical 1d10 + 10 (faces 13-20: 8/20 x
    // 15.5) = 10.625; 1/20 x 10.625 = 0.53125. In all 2.45625 = 393/160.
    const d = declared(c);
    expect(frac(d.pAnyHit)).toBe('2/5');
    expect(frac(d.expectedDamage)).toBe('393/160');
  });

  it('short range (+1) hits on 11-20 against AC 16 and ranks first', () => {
    const short = choiceOf(c, 'Range: Short range (+1)');
    expect(short.changes).toEqual({ range: 'short' });
    // d20 + 6: hit on 10-19 = 10/20 x 5.5 = 2.75; natural 20: special d20 + 6 gives regular on
    // 1-4 (4/20 x 5.5), maximum on 5-9 (5/20 x 10), critical on 10-20 (11/20 x 15.5): 12.125 / 20.
    // In all 3.35625 = 537/160.
    expect(frac(short.pAnyHit)).toBe('11/20');
    expect(frac(short.expectedDamage)).toBe('537/160');
    expect(c.choices[0]).toBe(short);
  });

  it('a given AC is used as it is, and then nothing is assumed', () => {
    const known = compare(critTableD20, demoRound(critTableD20, 'Sylwen', { targetAc: 21 }));
    expect(known.against).toBeNull();
    // d20 + 3 >= 21 on 18-20: 3/20.
    expect(frac(declared(known).pAnyHit)).toBe('3/20');
  });
});
