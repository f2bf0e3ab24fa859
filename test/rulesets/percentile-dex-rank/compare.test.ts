/**
 * "Compare choices" in the percentile system, against figures worked by hand from the text:
 * Kara's short sword (65%, 1D6+1 with db 1D4) against 2 armour points.
 * @see 003 5.4 Attacking (a roll below 1/5 of the chance is a special success);
 *      5.13 Special Successes (the weapon's maximum + a normal roll + db; armour subtracted as normally)
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../../src/engine/compare';
import { percentileDexRank } from '../../../src/rulesets/percentile-dex-rank';
import { choiceOf, declared, demoRound, frac } from '../compare-helpers';

describe('percentile with DEX rank: compare choices (003 5.13 Special Successes)', () => {
  const c = compare(percentileDexRank, demoRound(percentileDexRank, 'Kara'));

  it('65% with specials below 13 (1-12), less 2 armour points: 0.53 x 5 + 0.12 x 12 = 4.09', () => {
    // Success 13-65 (53%): 1D6+1 + 1D4 averages 7, never below 3, so 5 gets through the armour.
    // Special 1-12 (12%): 7 + 7 = 14, less 2 = 12.
    const d = declared(c);
    expect(frac(d.expectedDamage)).toBe('409/100');
    expect(frac(d.pAnyHit)).toBe('13/20');
  });

  it('armour is taken off each blow, never below 0: 8 armour points leave 0.53 x E[max(0, X - 8)] + 0.12 x 6', () => {
    const heavy = compare(percentileDexRank, demoRound(percentileDexRank, 'Kara', { targetArmour: 8 }));
    // Sums d6+1+d4 = 9, 10, 11 come in 3, 2, 1 of 24 ways: E[max(0, X-8)] = (3 + 4 + 3) / 24 = 10/24.
    // 0.53 x 10/24 + 0.12 x (14 - 8) = 0.220833.. + 0.72 = 0.940833.. = 1129/1200.
    expect(frac(declared(heavy).expectedDamage)).toBe('1129/1200');
  });

  it('without the target\'s armour points, the damage is counted whole: 0.53 x 7 + 0.12 x 14 = 5.39', () => {
    const open = compare(percentileDexRank, demoRound(percentileDexRank, 'Kara', { targetArmour: null }));
    expect(frac(declared(open).expectedDamage)).toBe('539/100');
  });

  it('the thrown dagger is a choice of action, at its own 40%', () => {
    const dagger = choiceOf(c, 'Action: Attack with Dagger (thrown)');
    expect(dagger.changes).toEqual({ action: 'attack:1' });
    expect(frac(dagger.pAnyHit)).toBe('2/5');
  });
});
