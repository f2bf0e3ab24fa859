/**
 * "Compare choices" in the zones-and-factions system, against figures worked by hand from the
 * text: Theobald's spear (d6, hits automatically in melee) and dagger (d4), less the target's armour.
 * @see 004 Attacking (melee hits automatically; damage less the target's armour); Cover (+1
 *      armour, never above 3); Reacting to an attack (the bandit leader's counter)
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../../src/engine/compare';
import { zonesFactions } from '../../../src/rulesets/zones-factions';
import { choiceOf, declared, demoRound, frac } from '../compare-helpers';

describe('zones and factions: compare choices (004 Attacking, Cover)', () => {
  it('a melee attack hits for sure: the spear\'s d6 against armour 0 is worth 3.5, the dagger\'s d4 2.5', () => {
    const c = compare(zonesFactions, demoRound(zonesFactions, 'Theobald'));
    expect(frac(declared(c).pAnyHit)).toBe('1/1');
    expect(frac(declared(c).expectedDamage)).toBe('7/2');
    expect(frac(choiceOf(c, 'Weapon: Dagger').expectedDamage)).toBe('5/2');
    expect(c.choices[0]!.current).toBe(true);
  });

  it('armour 2 leaves a d6 0, 0, 1, 2, 3, 4: 10/6; in cover armour 3 leaves 1, 2, 3: 1', () => {
    const armour2 = compare(zonesFactions, demoRound(zonesFactions, 'Theobald', { foeArmour: 2 }));
    expect(frac(declared(armour2).expectedDamage)).toBe('5/3');
    const covered = compare(zonesFactions, demoRound(zonesFactions, 'Theobald', { foeArmour: 2, cover: true }));
    expect(frac(declared(covered).expectedDamage)).toBe('1/1');
    // Never above 3: armour 3 in cover is still 3.
    const capped = compare(zonesFactions, demoRound(zonesFactions, 'Theobald', { foeArmour: 3, cover: true }));
    expect(frac(declared(capped).expectedDamage)).toBe('1/1');
  });

  it('the distance to the target is the situation\'s, not a choice: never listed', () => {
    const c = compare(zonesFactions, demoRound(zonesFactions, 'Sybilla'));
    expect(c.choices.some((x) => 'distance' in x.changes)).toBe(false);
  });

  it('the bandit leader\'s counter with a d8 against Theobald\'s armour 2: (1 + 2 + ... + 6) / 8 = 21/8', () => {
    const c = compare(zonesFactions, demoRound(zonesFactions, 'Bandit leader'));
    expect(frac(declared(c).expectedDamage)).toBe('21/8');
    expect(declared(c).defence).toEqual({ label: 'Armour', value: 0 });
  });
});
