import { describe, expect, it } from 'vitest';
import { support } from '../../../src/engine/dist';
import type { Values } from '../../../src/engine/schema';
import { inputFor, modValue, planOf, rollWith, spearAttack, withConditions } from './helpers';

const mods = (decl: Parameters<typeof spearAttack>[0], options = {}) => planOf(spearAttack(decl, options)).actions[0]!.check!.modifiers;
const bow = (decl: Record<string, unknown> = {}) => inputFor('Sylwen', {}, { surprise: 'no', weapon: '1', targetAc: 14, ...decl } as never);

describe('17.0.1.8 Charge', () => {
  it('gives +2 to hit, double damage and -2 AC for the round (Brannoc\'s spear, 40 ft)', () => {
    const plan = planOf(inputFor('Brannoc'));
    expect(modValue(plan.actions[0]!.check!.modifiers, 'Charge')).toBe(2);
    expect(plan.actions[0]!.damage![0]).toMatchObject({ multiplier: 2 });
    expect(support(plan.actions[0]!.damage![0]!.dist)).toEqual({ min: 6, max: 16 });
    expect(plan.defence).toEqual([expect.objectContaining({ label: 'AC', value: 14 })]);
  });

  it.each<{ what: string; decl: Values; why: RegExp }>([
    { what: 'a weapon unfit for charging', decl: { weapon: '1' }, why: /spear, lance or pole arm/ },
    { what: 'under 10 ft', decl: { chargeFeet: 5 }, why: /at least 10 ft/ },
    { what: 'more than double the movement (30 ft -> 60)', decl: { chargeFeet: 65 }, why: /at most double your movement, 60 ft/ },
  ])('is not possible with $what: no attack, and AC unchanged', ({ decl, why }) => {
    const plan = planOf(inputFor('Brannoc', {}, decl));
    expect(plan.actions.some((a) => a.kind === 'attack')).toBe(false);
    expect(plan.lost[0]?.text).toMatch(why);
    expect(plan.defence[0]!.value).toBe(16);
  });
});

describe('positional modifiers', () => {
  it('from behind +2, but not together with Sneak Attack', () => {
    expect(modValue(mods({ behind: true }), 'From behind')).toBe(2);
    expect(modValue(mods({ behind: true, sneakAttack: true }), 'From behind')).toBeUndefined();
  });

  it('flanking +1 on melee attacks only', () => {
    expect(modValue(mods({ flanking: true }), 'Flanking')).toBe(1);
    expect(modValue(planOf(bow({ flanking: true })).actions[0]!.check!.modifiers, 'Flanking')).toBeUndefined();
  });

  it('parting shot: an extra attack at +2 when the foe moves off, besides the round\'s own action', () => {
    const plan = planOf(spearAttack({ action: 'parry-dodge', partingShot: true }));
    const ps = plan.actions.find((a) => a.id === 'ps')!;
    expect(ps).toMatchObject({ kind: 'attack', label: 'Spear, parting shot', timing: { kind: 'turn' } });
    expect(modValue(ps.check!.modifiers, 'Parting shot')).toBe(2);
    const both = planOf(spearAttack({ partingShot: true })).actions;
    expect(both.map((a) => a.id)).toEqual(['a1', 'ps']);
    expect(modValue(both[0]!.check!.modifiers, 'Parting shot')).toBeUndefined();
    expect(planOf(spearAttack({ action: 'run', partingShot: true })).actions.some((a) => a.id === 'ps')).toBe(false);
  });

  it('cover has no number in the text: a GM note asks for the penalty, entered as the GM\'s to-hit modifier', () => {
    const plan = planOf(spearAttack({ cover: true }));
    expect(plan.notes.find((n) => n.label === 'Cover')).toMatchObject({ gm: true, text: expect.stringMatching(/GM sets the penalty; enter it as the to-hit modifier/) });
    expect(planOf(spearAttack({ cover: true, toHitMod: -2 })).notes.find((n) => n.label === 'Cover')?.text).toMatch(/entered: -2 to hit/);
    expect(planOf(spearAttack()).notes.some((n) => n.label === 'Cover')).toBe(false);
    expect(planOf(spearAttack({ cover: true, action: 'parry-dodge' })).notes.some((n) => n.label === 'Cover')).toBe(false);
  });

  it('a parting shot with a missile weapon is at a foe within 5 ft: -5, not the range of the round\'s own shot', () => {
    const plan = planOf(bow({ range: 'long', partingShot: true }));
    expect(modValue(plan.actions[0]!.check!.modifiers, 'Long range')).toBe(-2);
    const ps = plan.actions.find((a) => a.id === 'ps')!.check!;
    expect(modValue(ps.modifiers, 'Long range')).toBeUndefined();
    expect(modValue(ps.modifiers, 'Missile within 5 ft')).toBe(-5);
    expect(ps.bonus).toBe(2 + 3 - 5 + 2);
  });

  it.each([['25', -1], ['50', -2], ['75', -3], ['90', -4]])('concealment %s%% gives %i', (c, v) => {
    expect(modValue(mods({ concealment: c }), `Concealed ${c}%`)).toBe(v);
  });
});

describe('17.0.7 Ranged Attack', () => {
  it('adds DEX, not STR, to hit with missiles; short +1, medium 0, long -2', () => {
    const short = planOf(bow({ range: 'short' })).actions[0]!.check!;
    expect(short.modifiers.map((m) => [m.label, m.value])).toEqual([['Attack bonus', 2], ['DEX bonus', 3], ['Short range', 1]]);
    expect(planOf(bow({ range: 'medium' })).actions[0]!.check!.bonus).toBe(5);
    expect(planOf(bow({ range: 'long' })).actions[0]!.check!.bonus).toBe(3);
  });

  it('beyond long range: no attack', () => {
    const plan = planOf(bow({ range: 'beyond' }));
    expect(plan.actions.some((a) => a.kind === 'attack')).toBe(false);
    expect(plan.lost[0]?.label).toBe('Out of range');
  });

  it('a target within 5 ft: -5; unaware of you: +1 and +2 instead (and no second +2 for behind)', () => {
    expect(planOf(bow({ range: 'within-5' })).actions[0]!.check!.bonus).toBe(0);
    const unaware = planOf(bow({ range: 'within-5', targetUnaware: true, behind: true })).actions[0]!.check!;
    expect(unaware.bonus).toBe(8);
    expect(unaware.modifiers.filter((m) => m.value === 2 && m.label !== 'Attack bonus').map((m) => m.label)).toEqual(['Unaware target: from behind']);
  });

  it('the unaware exception\'s +2 for behind does not combine with Sneak Attack either (the +1 for short range stays)', () => {
    const sneak = planOf(bow({ range: 'within-5', targetUnaware: true, behind: true, sneakAttack: true })).actions[0]!.check!;
    expect(modValue(sneak.modifiers, 'Unaware target: from behind')).toBeUndefined();
    expect(modValue(sneak.modifiers, 'Unaware target: short range')).toBe(1);
    expect(sneak.bonus).toBe(6);
  });

  it('bows add no STR to damage; slings and thrown weapons do', () => {
    expect(planOf(bow()).actions[0]!.damage![0]!.expr).toEqual({ terms: [{ count: 1, sides: 8 }], bonus: 0 });
    const sling = planOf(inputFor('Odo', {}, { action: 'attack', weapon: '1', range: 'short', targetAc: 12 }));
    expect(sling.actions[0]!.damage![0]!.expr.bonus).toBe(-1);
  });

  it('a missile into a melee with allies: the GM rolls a miss against them', () => {
    expect(planOf(bow({ intoMelee: true })).actions[0]!.notes?.find((n) => n.label === 'Into a melee')?.gm).toBe(true);
  });
});

describe('17.0.14 Two-weapon style', () => {
  it('attacks with both: -2 with the main weapon, -5 with the smaller one', () => {
    const plan = planOf(spearAttack({ action: 'two-weapons', weapon: '1', offWeapon: '2' }));
    expect(plan.actions.map((a) => [a.label, modValue(a.check!.modifiers, 'Two weapons, main') ?? modValue(a.check!.modifiers, 'Two weapons, second')])).toEqual([
      ['Longsword, main hand, attack', -2], ['Dagger, second weapon, attack', -5],
    ]);
    expect(plan.notes.some((n) => n.label === 'Two weapons')).toBe(false);
  });

  it('warns the GM when the second weapon is not the smaller one', () => {
    expect(planOf(spearAttack({ action: 'two-weapons', weapon: '2', offWeapon: '1' })).notes.find((n) => n.label === 'Two weapons')?.gm).toBe(true);
  });
});

describe('17.0.16 Non-lethal and 17.0.17 Brawling', () => {
  it('strikes with the flat at -4 for half damage, rounded down (1d6+2 -> 1 to 4)', () => {
    const a = planOf(spearAttack({ nonLethal: true })).actions[0]!;
    expect(modValue(a.check!.modifiers, 'Non-lethal')).toBe(-4);
    expect(support(a.damage![0]!.dist)).toEqual({ min: 1, max: 4 });
    expect(a.tags).toContain('non-lethal');
    expect(rollWith(spearAttack({ nonLethal: true }), [4, 15, 5]).entries[0]!.damage?.total).toBe(3);
  });

  it('a weapon sharp on every side cannot strike to subdue', () => {
    const a = planOf(spearAttack({ weapon: '2', nonLethal: true })).actions[0]!;
    expect(modValue(a.check!.modifiers, 'Non-lethal')).toBeUndefined();
    expect(a.notes?.some((n) => n.label === 'No flat to strike with')).toBe(true);
  });

  it('a missile weapon has no flat to strike with: a bow shot "to subdue" stays a normal shot', () => {
    const a = planOf(bow({ nonLethal: true })).actions[0]!;
    expect(modValue(a.check!.modifiers, 'Non-lethal')).toBeUndefined();
    expect(a.check!.bonus).toBe(3);
    expect(a.damage![0]).toMatchObject({ multiplier: 1 });
    expect(support(a.damage![0]!.dist)).toEqual({ min: 1, max: 8 });
    expect(a.tags).not.toContain('non-lethal');
    expect(a.notes?.find((n) => n.label === 'No flat to strike with')?.text).toMatch(/needs a melee weapon/);
  });

  it('a punch is 1d3 + STR, non-lethal', () => {
    const a = planOf(spearAttack({ action: 'punch' })).actions[0]!;
    expect(a.damage![0]!.expr).toEqual({ terms: [{ count: 1, sides: 3 }], bonus: 2 });
    expect(a.tags).toEqual(['melee', 'unarmed', 'non-lethal']);
  });

  it('a kick is 1d4 at -2 to hit; STR only under the table option', () => {
    const a = planOf(spearAttack({ action: 'kick' })).actions[0]!;
    expect(modValue(a.check!.modifiers, 'Kick')).toBe(-2);
    expect(a.damage![0]!.expr).toEqual({ terms: [{ count: 1, sides: 4 }], bonus: 0 });
    expect(planOf(spearAttack({ action: 'kick' }, { kickStr: 'yes' })).actions[0]!.damage![0]!.expr.bonus).toBe(2);
  });

  it('brawling against metal armour without metal armour of your own hurts you instead', () => {
    const odo = planOf(inputFor('Odo', {}, { action: 'punch', targetMetalArmour: true, timing: 'own' }));
    expect(odo.actions[0]!.notes?.find((n) => n.label === 'Metal armour')?.gm).toBe(true);
    expect(planOf(spearAttack({ action: 'punch', targetMetalArmour: true })).actions[0]!.notes?.some((n) => n.label === 'Metal armour')).toBe(false);
  });
});

describe('conditions from a foe\'s critical, held in the lasting state', () => {
  it.each([['shaken', -2], ['prone', -4], ['blinded', -4]])('%s: %i to hit', (condition, v) => {
    const plan = planOf({ ...spearAttack(), state: withConditions(condition) });
    expect(modValue(plan.actions[0]!.check!.modifiers, condition[0]!.toUpperCase() + condition.slice(1))).toBe(v);
  });
});

describe('17.0.9 grenade-like missiles (a flask of oil or holy water)', () => {
  const flask = { weapons: [{ name: 'Oil flask', kind: 'flask', damage: '1d8', toHit: 0, damageBonus: 0, charge: false, setVsCharge: false, longReach: false, small: false, allSharp: false }] };
  const throwFlask = (decl = {}) => inputFor('Sylwen', flask, { surprise: 'no', weapon: '0', targetAc: 14, range: 'short', ...decl });

  it('is thrown with DEX, no STR to its 1d8, and tells the GM what burning oil and holy water do', () => {
    const a = planOf(throwFlask()).actions[0]!;
    expect(a.check!.bonus).toBe(6);
    expect(a.damage![0]!.expr).toEqual({ terms: [{ count: 1, sides: 8 }], bonus: 0 });
    expect(a.tags).toEqual(['missile', 'thrown', 'blast']);
    expect(a.notes?.find((n) => n.label === 'Flask')?.gm).toBe(true);
  });

  it('thrown into a melee with allies, a flask is not rolled against the allies: a miss scatters instead', () => {
    expect(planOf(throwFlask({ intoMelee: true })).actions[0]!.notes?.some((n) => n.label === 'Into a melee')).toBe(false);
    const miss = rollWith(throwFlask({ intoMelee: true }), [4, 5]).entries[0]!.notes?.map((n) => n.label);
    expect(miss).toContain('Flask missed');
    expect(miss).not.toContain('Into a melee');
  });

  it('a miss asks the GM to roll where it lands; a hit does not', () => {
    expect(rollWith(throwFlask(), [4, 5]).entries[0]!.notes?.find((n) => n.label === 'Flask missed')?.gm).toBe(true);
    expect(rollWith(throwFlask(), [4, 12, 5]).entries[0]!.notes?.some((n) => n.label === 'Flask missed')).toBe(false);
  });
});
