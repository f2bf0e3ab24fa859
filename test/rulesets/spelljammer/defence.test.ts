import { describe, expect, it } from 'vitest';
import { defendingBonus, desperateDefenseBonus, fullDefenseBonus, maxSacrifice } from '../../../src/rulesets/spelljammer/defence';
import { inputFor, planOf, statValue } from './helpers';

const defOf = (decl: Record<string, unknown>, sheet: Record<string, unknown> = {}, who: 'Derrick' | 'Harlan' = 'Derrick') =>
  statValue(planOf(inputFor(who, sheet as never, decl as never)).defence, 'DEF this round');

describe('Defending: SC given up 2 for 1, rounded down, at most weapon rank x 5', () => {
  it('sacrificing 25 SC improves DEF by 12, not 13 (the text\'s example)', () => {
    expect(defendingBonus(25, 5)).toBe(12);
    expect(defendingBonus(20, 5)).toBe(10);
  });

  it('caps the sacrifice at rank x 5', () => {
    expect(maxSacrifice(5)).toBe(25);
    expect(defendingBonus(40, 5)).toBe(12);
  });

  it('raises the DEF the GM uses and lowers the need by the SC given up', () => {
    const plan = planOf(inputFor('Derrick', {}, { sacrifice: 25, targetDef: 40 }));
    expect(statValue(plan.defence, 'DEF this round')).toBe(42);
    expect(plan.actions[0]!.check!.need).toBe(47);
    const capped = planOf(inputFor('Derrick', {}, { sacrifice: 50, targetDef: 40 }));
    expect(capped.actions[0]!.check!.need).toBe(47);
    expect(capped.notes.find((n) => n.label === 'Defending')!.text).toMatch(/at most 25 SC; 50 was asked/);
  });
});

describe('Full and Desperate Defense', () => {
  it('full defense at rank 5 is +18, so DEF 30 becomes 48 (the text\'s example)', () => {
    expect(fullDefenseBonus(5)).toBe(18);
    expect(defOf({ action: 'full-defense' })).toBe(48);
  });

  it('desperate defense at rank 5 is +33', () => {
    expect(desperateDefenseBonus(5)).toBe(33);
    expect(defOf({ action: 'desperate-defense' })).toBe(63);
  });

  it('rounds rank x 2.5 up', () => {
    expect(fullDefenseBonus(3)).toBe(13);
    expect(fullDefenseBonus(4)).toBe(15);
  });

  it('leaves no attacks, says so, and warns of the forced move on desperate defense', () => {
    const plan = planOf(inputFor('Derrick', {}, { action: 'desperate-defense' }));
    expect(plan.actions).toEqual([]);
    expect(plan.lost[0]!.text).toMatch(/2 attacks lost/);
    expect(plan.notes.some((n) => n.gm && /10 ft/.test(n.text))).toBe(true);
  });
});

describe('Other changes to your own DEF', () => {
  it('declared no movement: -20 DEF and a Luck note', () => {
    const plan = planOf(inputFor('Derrick', {}, { movement: 'none' }));
    expect(statValue(plan.defence, 'DEF this round')).toBe(10);
    expect(plan.notes.some((n) => /Luck saves are at -20/.test(n.text))).toBe(true);
  });

  it('casting loses the DEF from DEX, Defense skill and shield', () => {
    expect(defOf({}, {}, 'Harlan')).toBe(10);
    expect(defOf({}, { defShield: 4, def: 22 }, 'Harlan')).toBe(10);
  });

  it('careful aim loses the DEF from DEX and Defense skill but keeps the shield', () => {
    expect(defOf({ weapon: '1', carefulAim: true })).toBe(20);
  });

  it('careful aim only counts with a ranged weapon', () => {
    expect(defOf({ weapon: '0', carefulAim: true })).toBe(30);
  });

  it('picking up a dropped weapon: -15 DEF', () => {
    expect(defOf({ pickUp: 'retrieved' })).toBe(15);
  });

  it('being encumbered: -10 DEF; not seeing the foe: -20, -10 after 2x PER, -5 after 1x PER', () => {
    expect(defOf({ encumbered: true })).toBe(20);
    expect(defOf({ cantSee: 'cannot' })).toBe(10);
    expect(defOf({ cantSee: '2x' })).toBe(20);
    expect(defOf({ cantSee: '1x' })).toBe(25);
  });

  it('shows the DEF to use if surprised: half in combat, only always-on magic out of combat', () => {
    const plan = planOf(inputFor('Derrick', { defMagicAlwaysOn: 6 }));
    expect(statValue(plan.defence, 'DEF if surprised in combat')).toBe(15);
    expect(statValue(plan.defence, 'DEF if surprised out of combat')).toBe(6);
    expect(statValue(plan.defence, 'DEF against a free attack as you withdraw')).toBe(25);
  });
});
