/**
 * "Compare choices" in the BCB d20 system, against figures worked by hand from the text:
 * Sigrun (BCB +4 split +2/+2, longsword +1 with STR +1, 1d8+2 damage) against AC 15.
 * @see 001 Base Combat Bonuses (the split between to hit and AC; all of it to AC and no attack: +2);
 *      Critical Hits and Fumbles (a natural 20 always hits; a natural 1 always misses)
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../../src/engine/compare';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { choiceOf, declared, demoRound, frac } from '../compare-helpers';

describe('BCB d20: compare choices (001 Base Combat Bonuses)', () => {
  const c = compare(bcbD20, demoRound(bcbD20, 'Sigrun'));

  it('as declared, d20 + 4 against AC 15 hits on 11-20: half the time, for 0.5 x mean(1d8+2) 6.5 = 3.25', () => {
    const d = declared(c);
    expect(frac(d.pAnyHit)).toBe('1/2');
    expect(frac(d.expectedDamage)).toBe('13/4');
    expect(d.defence).toEqual({ label: 'AC this round', value: 18 });
  });

  it('lists the BCB split from 0 to 4, each with its own odds and AC: all four to hit gives 9-20 (60%), 3.9 damage, AC 16', () => {
    for (const [bcb, hit, damage, ac] of [[4, '3/5', '39/10', 16], [3, '11/20', '143/40', 17], [1, '9/20', '117/40', 19], [0, '2/5', '13/5', 20]] as const) {
      const x = choiceOf(c, `BCB on the attack: ${bcb}`);
      expect(x.changes).toEqual({ bcbToHit: bcb });
      expect([frac(x.pAnyHit), frac(x.expectedDamage), x.defence!.value]).toEqual([hit, damage, ac]);
    }
  });

  it('best first: more BCB on the attack ranks above the declared split, less below it', () => {
    const order = c.choices.map((x) => x.label);
    expect(order.indexOf('BCB on the attack: 4')).toBe(0);
    expect(order.indexOf('BCB on the attack: 3')).toBeLessThan(order.indexOf('As declared'));
    expect(order.indexOf('As declared')).toBeLessThan(order.indexOf('BCB on the attack: 1'));
  });

  it('defending only puts the whole BCB into AC with +2 more: 16 + 4 + 2 = AC 22 and no damage', () => {
    const defend = choiceOf(c, 'Action: Defend only (all BCB to AC, +2)');
    expect(defend.defence!.value).toBe(22);
    expect(defend.expectedDamage.num).toBe(0);
    expect(defend.pAnyHit.num).toBe(0);
  });
});
