/**
 * "Compare choices" in Spelljammer, against figures worked by hand from the text: Derrick's
 * longsword (SC 112, 1d8+4, two attacks) against DEF 40 and PROT 3.
 * @see 000 Modified Strike Chance table (SC 112 vs DEF 40: hit <= 72, critical <= 11, grievous <= 4);
 *      Damage (PROT off a hit, double damage and no PROT on a critical or grievous hit);
 *      Movement (move and attack loses half the attacks); Full Defense; Desperate Defense
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../../src/engine/compare';
import { spelljammer } from '../../../src/rulesets/spelljammer';
import { choiceOf, declared, demoRound, frac } from '../compare-helpers';

describe('Spelljammer: compare choices (000 Modified Strike Chance, Damage)', () => {
  const c = compare(spelljammer, demoRound(spelljammer, 'Derrick'));

  it('two longsword attacks at need 72 against PROT 3 are worth 10.45 damage: each 0.61 x (1d8+4-3) + 0.11 x 2(1d8+4)', () => {
    // Per attack: hit 12-72 (61%) x mean(1d8+1) 5.5 = 3.355; critical 5-11 and grievous 1-4
    // (11%) x mean(2 x (1d8+4)) 17, no PROT = 1.87. Two attacks: 2 x 5.225 = 10.45 = 209/20.
    expect(frac(declared(c).expectedDamage)).toBe('209/20');
  });

  it('the chance of at least one hit in two attacks at 72% is 1 - 0.28^2 = 0.9216', () => {
    expect(frac(declared(c).pAnyHit)).toBe('576/625');
  });

  it('moving half TMR, then attacking loses half the attacks: one attack, 5.225 damage, 72% to hit', () => {
    const half = choiceOf(c, 'Movement: Move half TMR, then attack');
    expect(half.changes).toEqual({ movement: 'move' });
    expect(frac(half.expectedDamage)).toBe('209/40');
    expect(frac(half.pAnyHit)).toBe('18/25');
  });

  it('the declared round is marked and listed first, ahead of the defensive actions that deal nothing', () => {
    expect(c.choices[0]!.current).toBe(true);
    expect(c.choices.filter((x) => x.current)).toHaveLength(1);
    const full = choiceOf(c, 'Action: Full Defense');
    expect(full.expectedDamage.num).toBe(0);
    // Full Defense: +5 + longsword rank 5 x 2.5 (12.5, rounded up: 13) = +18 over DEF 30; Desperate: +20 + 13 = +33.
    expect(declared(c).defence).toEqual({ label: 'DEF this round', value: 30 });
    expect(full.defence).toEqual({ label: 'DEF this round', value: 48 });
    expect(choiceOf(c, 'Action: Desperate Defense').defence!.value).toBe(63);
  });

  it('without PROT the hit band counts the whole 1d8+4: 2 x (0.61 x 8.5 + 0.11 x 17) = 14.11', () => {
    const open = compare(spelljammer, demoRound(spelljammer, 'Derrick', { targetProt: null }));
    expect(frac(declared(open).expectedDamage)).toBe('1411/100');
  });

  it('the target\'s DEF is the GM\'s: never listed as a choice', () => {
    expect(c.choices.some((x) => 'targetDef' in x.changes || 'targetProt' in x.changes)).toBe(false);
  });
});
