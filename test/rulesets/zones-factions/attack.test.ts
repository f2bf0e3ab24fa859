import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { zonesFactions } from '../../../src/rulesets/zones-factions';
import { inputFor, planOf } from './helpers';

const bow = { name: 'Bow', kind: 'ranged', damage: 'd6', range: 8, blast: false, twoHanded: true, damaged: false };
const sword = { name: 'Sword', kind: 'melee', damage: 'd6', range: 1, blast: false, twoHanded: false, damaged: false };
const archer = (decl: Record<string, unknown>, sheet: Record<string, unknown> = {}) =>
  inputFor('Sybilla', { wit: 10, weapons: [bow, sword], ...sheet } as never, { move: 'none', main: 'attack', weapon: '0', bonus: false, ...decl } as never);
const rollOf = (input: ReturnType<typeof archer>, faces: number[]) => zonesFactions.roll(zonesFactions.plan(input), scriptedDice(faces), 0, input);
const attackOf = (input: ReturnType<typeof archer>) => planOf(input).actions.find((a) => a.id === 'attack');

describe('Attacking: automatic hits, WIT saves and impossible shots (004 Attacking)', () => {
  it('the bandit\'s bow (range 8) at 5 zones needs a WIT save; a 5 passes and the d6 is rolled', () => {
    const input = archer({ distance: 5 });
    expect(attackOf(input)?.check?.summary).toBe('WIT 10 · pass on 10 or less (50%) · 20 fails');
    const r = rollOf(input, [5, 4]);
    expect(r.entries[0]).toMatchObject({ id: 'attack', check: { face: 5, outcome: 'pass' }, damage: { faces: [4], total: 4 } });
    expect(r.entries[0]!.timing).toBeUndefined();
  });

  it('within half range (4 zones) the arrow hits automatically: no save, only damage dice', () => {
    const input = archer({ distance: 4 });
    expect(attackOf(input)?.check).toBeUndefined();
    expect(rollOf(input, [6]).entries[0]).toMatchObject({ damage: { total: 6 } });
  });

  it('Theobald\'s sword in complete darkness needs a WIT save; a 20 misses and does no damage', () => {
    const input = archer({ weapon: '1', targetVisible: false });
    const r = rollOf(input, [20]);
    expect(r.entries[0]).toMatchObject({ check: { face: 20, outcome: 'fail', label: 'Fail: miss' } });
    expect(r.entries[0]!.damage).toBeUndefined();
  });

  it('Balthasar\'s sword on a nearby bandit hits at once: a 4 is 4 damage', () => {
    const r = rollOf(archer({ weapon: '1', foeArmour: 0 }), [4]);
    expect(r.entries[0]).toMatchObject({ label: 'Sword: attack', damage: { total: 4, text: '1d6 · 4 damage, 4 after armour 0' } });
  });

  it.each([
    { why: 'a ranged attack at an unseen target', decl: { distance: 2, targetVisible: false }, text: /visible target/ },
    { why: 'beyond half range on the move', decl: { distance: 5, onTheMove: true }, text: /cannot shoot on the move/ },
    { why: 'beyond the range', decl: { distance: 9 }, text: /beyond your reach of 8/ },
  ])('$why is impossible: the attack is lost, with why', ({ decl, text }) => {
    const p = planOf(archer(decl));
    expect(p.actions.some((a) => a.kind === 'attack')).toBe(false);
    expect(p.lost.some((n) => text.test(n.text))).toBe(true);
  });

  it('shooting on the move within half range needs a WIT save', () => {
    expect(attackOf(archer({ distance: 3, onTheMove: true }))?.check).toBeDefined();
  });

  it('against a larger target the reach doubles: the bow at 10 zones from a wyrm needs a save, and damage is halved', () => {
    const input = archer({ distance: 10, foeSize: 'large' });
    const r = rollOf(input, [3, 3]);
    expect(r.entries[0]).toMatchObject({ check: { outcome: 'pass' }, damage: { total: 2 } });
    expect(r.entries[0]!.damage!.text).toMatch(/halved, 1 size smaller/);
    expect(attackOf(archer({ distance: 8, foeSize: 'large' }))?.check).toBeUndefined();
  });

  it('a melee blast cannot miss, even in the dark', () => {
    const breath = { ...sword, name: 'Shockwave', blast: true };
    expect(attackOf(archer({ weapon: '1', targetVisible: false }, { weapons: [bow, breath] }))?.check).toBeUndefined();
  });

  it('a ranged blast that misses lands in a neighbouring zone', () => {
    const bomb = { ...bow, name: 'Fire bomb', kind: 'thrown', range: 2, blast: true };
    const r = rollOf(archer({ distance: 2 }, { weapons: [bomb] }), [20]);
    expect(r.entries[0]!.tags).toEqual(['missile', 'thrown', 'blast']);
    expect(r.entries[0]!.notes!.some((n) => n.label === 'Deviates')).toBe(true);
  });

  it('unarmed attacks are impaired: a d4 by default, with the unarmed tag', () => {
    const a = attackOf(archer({ weapon: 'unarmed' }));
    expect(a?.tags).toEqual(['melee', 'unarmed']);
    expect(a?.damage?.[0]?.note).toMatch(/^1d4 · impaired \(unarmed\): a d4\. /);
  });

  it('riders\' and held-back attacks are impaired', () => {
    expect(attackOf(archer({ weapon: '1', mounted: true }))?.damage?.[0]?.note).toMatch(/impaired \(riding\): a d4/);
    expect(attackOf(archer({ weapon: '1', holdBack: true }))?.damage?.[0]?.note).toMatch(/impaired \(held back\): a d4/);
  });

  it('a death blow on an incapacitated target rolls nothing and cannot be reacted to', () => {
    const r = rollOf(archer({ weapon: '1', deathBlow: true }), []);
    expect(r.entries[0]).toMatchObject({ label: 'Sword: death blow' });
    expect(r.entries[0]!.damage).toBeUndefined();
  });

  it('a death blow needs the target nearby: Sybilla cannot finish off a bandit 5 zones away with her bow, but can in her own zone', () => {
    const far = planOf(archer({ weapon: '0', distance: 5, deathBlow: true }));
    expect(far.actions.find((a) => a.id === 'attack')).toBeUndefined();
    expect(far.lost[0]).toMatchObject({ label: 'Bow: death blow' });
    expect(far.lost[0]!.text).toMatch(/nearby, in your zone; it is 5 zones away/);
    expect(attackOf(archer({ weapon: '0', distance: 0, deathBlow: true }))?.label).toBe('Bow: death blow');
  });

  it('a two-handed weapon says that attacking with it lets go of a grab; a one-handed one keeps hold (004 Non-lethal attacks: Grapple)', () => {
    const twoHanded = attackOf(archer({ weapon: '0', distance: 2 }))!.notes!.find((n) => n.label === 'Two-handed');
    expect(twoHanded?.text).toMatch(/hold someone grabbed, attacking with this lets them go/);
    expect(attackOf(archer({ weapon: '1' }))!.notes!.some((n) => n.label === 'Two-handed')).toBe(false);
  });

  it('an attack stunt is offered before the target reacts, for the GM to approve; accepting it rules out a reaction (004 Attack stunts)', () => {
    const stunt = attackOf(archer({ weapon: '1' }))!.notes!.find((n) => n.label === 'Attack stunt');
    expect(stunt).toMatchObject({ gm: true, source: '004 Attack stunts' });
    expect(stunt!.text).toMatch(/Before the target reacts/);
    expect(stunt!.text).toMatch(/accepts it cannot react/);
  });

  it('a damaged weapon that rolls a 1 breaks', () => {
    const r = rollOf(archer({ weapon: '0', distance: 2 }, { weapons: [{ ...bow, damaged: true }] }), [1]);
    expect(r.entries[0]!.notes!.some((n) => n.label === 'Weapon breaks')).toBe(true);
    const ok = rollOf(archer({ weapon: '0', distance: 2 }, { weapons: [{ ...bow, damaged: true }] }), [2]);
    expect(ok.entries[0]!.notes!.some((n) => n.label === 'Weapon breaks')).toBe(false);
  });

  it('the target\'s armour with cover counts at most 3 in the damage text', () => {
    const r = rollOf(archer({ weapon: '1', foeArmour: 3, cover: true }), [6]);
    expect(r.entries[0]!.damage!.text).toBe('1d6 · 6 damage, 3 after armour 3');
  });
});

describe('Reach and damage against smaller and larger targets (004 Effects of size in combat)', () => {
  it('against a smaller target the bow\'s range 8 is halved to 4: 3 zones needs a save, 5 is out of reach', () => {
    expect(attackOf(archer({ distance: 2, foeSize: 'small' }))?.check).toBeUndefined();
    expect(attackOf(archer({ distance: 3, foeSize: 'small' }))?.check).toBeDefined();
    expect(planOf(archer({ distance: 5, foeSize: 'small' })).lost[0]!.text).toBe('5 zones is beyond your reach of 4 (range 8, halved for the target\'s size).');
  });

  it('a large archer doubles its dice against a medium target', () => {
    const r = rollOf(archer({ distance: 2 }, { size: 'large' }), [2, 5]);
    expect(r.entries[0]!.damage).toMatchObject({ faces: [2, 5], total: 7 });
  });

  it('the "half" impaired reading and a size smaller halve twice: a held-back 6 on a wyrm does 2', () => {
    const input = inputFor('Sybilla', { weapons: [sword] } as never, { move: 'none', main: 'attack', weapon: '0', bonus: false, holdBack: true, foeSize: 'large' } as never, { impaired: 'half' });
    expect(rollOf(input, [6]).entries[0]!.damage!.total).toBe(2);
  });
});
