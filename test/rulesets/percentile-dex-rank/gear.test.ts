import { describe, expect, it } from 'vitest';
import { armourPoints } from '../../../src/rulesets/percentile-dex-rank/armour';
import { asSheet } from '../../../src/rulesets/percentile-dex-rank/types';
import { inputFor, planOf, rollWith, statValue, weapon } from './helpers';

describe('5.9 ammunition and crossbow reloads across rounds', () => {
  it('a crossbow fires, then needs a round to reload: it fires every other round', () => {
    const fired = rollWith(inputFor('Ines', {}, { distance: 10 }), [90]);
    expect(statValue(fired.status, 'Crossbow, Heavy loaded')).toBe(0);
    const blocked = planOf(inputFor('Ines', {}, { distance: 10 }, {}, fired.nextState));
    expect(blocked.actions).toHaveLength(0);
    expect(blocked.lost[0]!.label).toMatch(/not loaded/);
    const reloaded = rollWith(inputFor('Ines', {}, { action: 'reload:0' }, {}, fired.nextState), []);
    expect(planOf(inputFor('Ines', {}, { distance: 10 }, {}, reloaded.nextState)).actions).toHaveLength(1);
  });
  it('a pistol holds 6 shots: the seventh needs a reload', () => {
    let state = undefined as Record<string, unknown> | undefined;
    for (let i = 0; i < 6; i++) state = rollWith(inputFor('Ines', {}, { action: 'attack:1', distance: 5 }, {}, state as never), [99]).nextState;
    const p = planOf(inputFor('Ines', {}, { action: 'attack:1', distance: 5 }, {}, state as never));
    expect(statValue(p.status, 'Pistol shots')).toBe(0);
    expect(p.lost[0]!.label).toMatch(/empty/);
  });
  it('laser weapons hold 20 charges', () => {
    const r = rollWith(inputFor('Ines', { weapons: [weapon('rifle-laser', 40)] }, { action: 'attack:0', distance: 5 }), [99]);
    expect(statValue(r.status, 'Rifle, Laser charges')).toBe(19);
  });
  it('the carried state survives rounds that do not touch it', () => {
    const fired = rollWith(inputFor('Ines', {}, { distance: 10 }), [90]);
    const other = rollWith(inputFor('Ines', {}, { action: 'other' }, {}, fired.nextState), []);
    expect(other.nextState).toEqual(fired.nextState);
  });
});

describe('5.10 armour points and skill penalties', () => {
  const sheet = (armour: string, helmet = 'none') => asSheet({ ...inputFor('Bram').sheet, armour, helmet });
  it('chain and a heavy helmet stop 9; riot gear 12, but 6 against firearms by default', () => {
    expect(armourPoints(sheet('chain', 'heavy'), 'melee', 'firearms-6')).toBe(9);
    expect(armourPoints(sheet('riot-gear'), 'melee', 'firearms-6')).toBe(12);
    expect(armourPoints(sheet('riot-gear'), 'firearm', 'firearms-6')).toBe(6);
    expect(armourPoints(sheet('riot-gear'), 'firearm', 'always-12')).toBe(12);
  });
  it('chain takes 20 off Dodge and physical skills; a heavy helmet 50 off Spot', () => {
    const p = planOf(inputFor('Bram', { armour: 'chain', helmet: 'heavy', skills: [{ name: 'Spot', value: 60, group: 'perception' }, { name: 'Climb', value: 40, group: 'physical' }, { name: 'Lore', value: 40, group: 'other' }] }));
    expect(statValue(p.defence, 'Dodge')).toBe(25);
    expect(statValue(p.status, 'Spot')).toBe(10);
    expect(statValue(p.status, 'Climb')).toBe(20);
    expect(statValue(p.status, 'Lore')).toBeUndefined();
  });
  it('the defender\'s riot gear counts 6 against a firearm hit', () => {
    const r = rollWith(inputFor('Bram', { armour: 'riot-gear' }, { defence: 'none', incomingKind: 'firearm', incomingDamage: 8 }), []);
    expect(r.nextState).toMatchObject({ hp: 10 });
  });
});
