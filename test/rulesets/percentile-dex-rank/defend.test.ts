import { describe, expect, it } from 'vitest';
import { matrix } from '../../../src/rulesets/percentile-dex-rank/matrix';
import { inputFor, noteText, planOf, rollWith, statValue } from './helpers';

describe('5.8 Attack and Defense Matrix: every cell', () => {
  it.each([
    { a: 'special', d: 'special', parried: true, result: 'blocked', weapon: 0, attacker: 0 },
    { a: 'special', d: 'success', parried: true, result: 'normal', weapon: 2, attacker: 0 },
    { a: 'special', d: 'success', parried: false, result: 'normal', weapon: 0, attacker: 0 },
    { a: 'special', d: 'failure', parried: true, result: 'special', weapon: 0, attacker: 0 },
    { a: 'special', d: 'none', parried: false, result: 'special', weapon: 0, attacker: 0 },
    { a: 'success', d: 'special', parried: true, result: 'blocked', weapon: 0, attacker: 1 },
    { a: 'success', d: 'special', parried: false, result: 'blocked', weapon: 0, attacker: 0 },
    { a: 'success', d: 'success', parried: true, result: 'blocked', weapon: 0, attacker: 0 },
    { a: 'success', d: 'failure', parried: false, result: 'normal', weapon: 0, attacker: 0 },
    { a: 'success', d: 'none', parried: false, result: 'normal', weapon: 0, attacker: 0 },
    { a: 'failure', d: 'none', parried: false, result: 'none', weapon: 0, attacker: 0 },
  ] as const)('attack $a, defence $d (parry: $parried): $result', ({ a, d, parried, result, weapon, attacker }) => {
    const c = matrix(a, d, parried, true);
    expect([c.result, c.parryWeaponDamage, c.attackerWeaponDamage]).toEqual([result, weapon, attacker]);
  });
  it('a special parry of a missile does not damage the attacker\'s weapon (only in melee)', () => {
    expect(matrix('success', 'special', true, false).attackerWeaponDamage).toBe(0);
  });
});

describe('5.12 the worked example: 12 HP in hard leather taking 6 keeps 8', () => {
  it('Bram takes a 6-point hit without parrying: 4 gets through, HP 8, one injury of 4', () => {
    const r = rollWith(inputFor('Bram', {}, { defence: 'none' }), []);
    expect(statValue(r.status, 'HP')).toBe(8);
    expect(r.nextState).toMatchObject({ hp: 8, injuries: [{ hp: 4, aided: false }] });
  });
  it('later damage comes off the new total', () => {
    const first = rollWith(inputFor('Bram', {}, { defence: 'none' }), []);
    const second = rollWith(inputFor('Bram', {}, { defence: 'none', incomingDamage: 5 }, {}, first.nextState), []);
    expect(second.nextState).toMatchObject({ hp: 5 });
  });
});

describe('5.6 Parrying and 5.7 Dodging on the defender\'s phone', () => {
  it('Bram parries a success with his broadsword (55%): a success blocks it', () => {
    const r = rollWith(inputFor('Bram'), [30]);
    expect(r.entries[0]!.check!.outcome).toBe('success');
    expect(noteText(r.entries[0]!.notes, 'Outcome')).toMatch(/parried/);
    expect(r.nextState).toMatchObject({ hp: 12 });
  });
  it('a special attack partly parried: the normal damage 6 less 2 gets through and the sword takes 2', () => {
    const r = rollWith(inputFor('Bram', {}, { incomingLevel: 'special', incomingDamage: 13, incomingNormal: 6 }), [30]);
    expect(r.nextState).toMatchObject({ hp: 8, gear: [{ damage: 2 }] });
    expect(statValue(r.status, 'Sword, Broad HP')).toBe(10);
  });
  it('a special attack not parried: the full 13 less 2 leaves 1 HP, unconscious for 1D6 hours; the GM rules the special result', () => {
    const r = rollWith(inputFor('Bram', {}, { incomingLevel: 'special', incomingDamage: 13, incomingNormal: 6 }), [90, 4]);
    expect(r.nextState).toMatchObject({ hp: 1 });
    expect(noteText(r.entries[0]!.notes, 'Unconscious')).toMatch(/4 hours/);
    expect(r.entries[0]!.notes!.some((n) => n.gm && /special result/.test(n.text))).toBe(true);
  });
  it('only a special parry (≤10 of 55) fully stops a special', () => {
    const r = rollWith(inputFor('Bram', {}, { incomingLevel: 'special', incomingDamage: 13, incomingNormal: 6 }), [10]);
    expect(r.nextState).toMatchObject({ hp: 12, gear: [{ damage: 0 }] });
  });
  it('a special parry of a melee success hurts the attacker\'s weapon by 1 (a GM note)', () => {
    const r = rollWith(inputFor('Bram'), [4]);
    expect(r.entries[0]!.notes!.find((n) => n.label === 'Attacker\'s weapon')).toMatchObject({ gm: true });
  });
  it('a parrying weapon breaks when its hit points are gone, and cannot parry after', () => {
    const r = rollWith(inputFor('Bram', {}, { incomingLevel: 'special', incomingDamage: 8, incomingNormal: 4 }, {}, { hp: 12, sheetHp: 12, injuries: [], gear: [{ damage: 11, ammo: 0 }], shieldDamage: 0 }), [30]);
    expect(statValue(r.status, 'Sword, Broad HP')).toBe(0);
    const next = planOf(inputFor('Bram', {}, {}, {}, r.nextState));
    expect(next.actions[0]!.check).toBeUndefined();
    expect(next.actions[0]!.notes![0]!.label).toMatch(/broken/);
  });
  it('a failed attack needs no roll', () => {
    const p = planOf(inputFor('Bram', {}, { incomingLevel: 'failure' }));
    expect(p.actions[0]!.check).toBeUndefined();
    expect(rollWith(inputFor('Bram', {}, { incomingLevel: 'failure' }), []).nextState).toMatchObject({ hp: 12 });
  });
  it('the parry happens on the attack\'s DEX rank', () => {
    expect(rollWith(inputFor('Bram'), [30]).entries[0]!.timing!.order).toEqual([14]);
    expect(rollWith(inputFor('Bram', {}, { incomingRank: null }), [30]).entries[0]!.timing).toBeUndefined();
  });
});

describe('what can parry or dodge what', () => {
  const need = (decl: Record<string, unknown>, options = {}) => planOf(inputFor('Bram', {}, decl as never, options)).actions[0]!.check?.need ?? null;
  it('Dodge is lowered by armour: 45 - 10 (hard leather) = 35', () => expect(need({ defence: 'dodge' })).toBe(35));
  it('dodging an arrow or a thrown weapon is Difficult: 18 (rounded up)', () => {
    expect(need({ defence: 'dodge', incomingKind: 'arrow' })).toBe(18);
    expect(need({ defence: 'dodge', incomingKind: 'thrown' })).toBe(18);
  });
  it('with the option, missiles cannot be dodged', () => expect(need({ defence: 'dodge', incomingKind: 'arrow' }, { dodgeMissiles: 'no' })).toBeNull());
  it('firearms can be neither dodged nor parried', () => {
    expect(need({ defence: 'dodge', incomingKind: 'firearm' })).toBeNull();
    expect(need({ defence: 'shield', incomingKind: 'firearm' })).toBeNull();
    expect(need({ defence: 'w0', incomingKind: 'firearm' })).toBeNull();
  });
  it('a weapon cannot parry a missile; a shield can', () => {
    expect(need({ defence: 'w0', incomingKind: 'arrow' })).toBeNull();
    expect(need({ defence: 'shield', incomingKind: 'arrow' })).toBe(30);
  });
  it.each([
    { shield: 'target', kneel: false, c: 15 }, { shield: 'kite', kneel: false, c: 30 }, { shield: 'round', kneel: true, c: 30 },
    { shield: 'hoplite', kneel: false, c: 60 }, { shield: 'riot', kneel: true, c: 90 },
  ])('a $shield shield against a thrown weapon (kneeling: $kneel): $c%', ({ shield, kneel, c }) => {
    expect(planOf(inputFor('Bram', { shield }, { defence: 'shield', incomingKind: 'thrown', kneel })).actions[0]!.check!.need).toBe(c);
  });
  it('in melee the shield parries with the shield skill (40%)', () => expect(need({ defence: 'shield' })).toBe(40));
  it('a shield that parries a special with a success takes 2 points', () => {
    const r = rollWith(inputFor('Bram', {}, { defence: 'shield', incomingLevel: 'special', incomingDamage: 10, incomingNormal: 4 }), [20]);
    expect(r.nextState).toMatchObject({ shieldDamage: 2, hp: 10 });
  });
});

describe('5.6 and 5.7: what the GM decides before a parry or dodge counts', () => {
  const gmNotes = (decl: Record<string, unknown>, options = {}) =>
    (planOf(inputFor('Bram', {}, decl as never, options)).actions[0]!.notes ?? []).filter((n) => n.gm).map((n) => n.label);
  it('a parry or a dodge needs the attack seen coming: a GM note, for weapon, shield and dodge', () => {
    expect(gmNotes({ defence: 'w0' })).toContain('Seen coming');
    expect(gmNotes({ defence: 'shield', incomingKind: 'thrown' })).toContain('Seen coming');
    expect(gmNotes({ defence: 'dodge' })).toContain('Seen coming');
  });
  it('dodging an arrow or a thrown weapon is the GM\'s to allow: a GM note beside the Difficult chance', () => {
    expect(gmNotes({ defence: 'dodge', incomingKind: 'arrow' })).toEqual(['Seen coming', 'Dodging a missile']);
    expect(gmNotes({ defence: 'dodge', incomingKind: 'melee' })).not.toContain('Dodging a missile');
  });
  it('no such note where there is nothing to roll (a failed attack, no parry, a firearm)', () => {
    expect(gmNotes({ incomingLevel: 'failure' })).toEqual([]);
    expect(gmNotes({ defence: 'none' })).toEqual([]);
    expect(gmNotes({ defence: 'dodge', incomingKind: 'firearm' })).toEqual([]);
  });
});

describe('5.6 and 5.7: a parry or dodge is rolled "just like an attack roll"', () => {
  it('Bram\'s broadsword parry (55): 55 succeeds, 56 fails; his Dodge (35 after armour): 35 succeeds', () => {
    expect(rollWith(inputFor('Bram'), [55]).entries[0]!.check!.outcome).toBe('success');
    expect(rollWith(inputFor('Bram'), [56]).entries[0]!.check!.outcome).toBe('failure');
    expect(rollWith(inputFor('Bram', {}, { defence: 'dodge' }), [35]).entries[0]!.check!.outcome).toBe('success');
  });
});
