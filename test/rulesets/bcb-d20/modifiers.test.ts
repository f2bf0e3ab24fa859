import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { subdualSplit } from '../../../src/rulesets/bcb-d20/damage';
import { inputFor, planOf } from './helpers';

const mods = (decl = {}, sheet = {}) => planOf(inputFor('Sigrun', sheet, decl)).actions[0]!.check!.modifiers.map((m) => [m.label, m.value]);
const attacks = (decl = {}, sheet = {}) => planOf(inputFor('Sigrun', sheet, decl)).actions.filter((a) => a.kind === 'attack');

describe('the situation modifiers the text names', () => {
  it('from behind: +2', () => expect(mods({ fromBehind: true })).toContainEqual(['From behind', 2]));
  it('several attackers: +1 per attacker above one (3 attackers: +2 each)', () => expect(mods({ attackers: 3 })).toContainEqual(['3 attackers on the target', 2]));
  it('no bonus for several attackers against a target that sees all round', () => {
    expect(mods({ attackers: 3, targetAllRound: true }).map(([l]) => l)).not.toContain('3 attackers on the target');
  });
  it('a detected invisible foe: -4', () => expect(mods({ invisible: 'detected' })).toContainEqual(['Detected invisible foe', -4]));
  it('a foe only suspected cannot be attacked at all', () => {
    const plan = planOf(inputFor('Sigrun', {}, { invisible: 'undetected' }));
    expect(plan.actions).toEqual([]);
    expect(plan.lost[0]?.label).toBe('Undetected invisible foe');
  });
  it('terrain: the GM\'s adjustment, held within +/-4', () => {
    expect(mods({ terrain: -3 })).toContainEqual(['Terrain (GM)', -3]);
    const f = bcbD20.declarationSchema(inputFor('Sigrun').sheet).fields.find((x) => x.key === 'terrain');
    expect(f && f.kind === 'number' && [f.min, f.max]).toEqual([-4, 4]);
  });
});

describe('Two-Weapon Fighting, both modes', () => {
  it('two attacks, each at -3: the main weapon and the off-hand dagger, each with its own initiative', () => {
    const list = attacks({ twoWeapons: 'both', offhand: '1' });
    expect(list.map((a) => a.label)).toEqual(['Longsword +1, attack 1', 'Dagger, off hand']);
    for (const a of list) expect(a.check!.modifiers).toContainEqual(expect.objectContaining({ label: 'Two weapons: two attacks', value: -3 }));
    expect(list.every((a) => a.timing.kind === 'initiative')).toBe(true);
  });
  it('an off-hand longsword is flagged for the GM unless the character is a ranger', () => {
    const notes = (sheet = {}) => planOf(inputFor('Sigrun', sheet, { twoWeapons: 'both', offhand: '0' })).notes.map((n) => n.label);
    expect(notes()).toContain('Off-hand weapon');
  });
  it('a bare off hand is no second weapon: the -1 / +1 AC or the -3 off-hand punch is flagged for the GM', () => {
    for (const twoWeapons of ['defensive', 'both']) {
      const note = planOf(inputFor('Sigrun', {}, { twoWeapons, offhand: 'unarmed' })).notes.find((n) => n.label === 'Off-hand weapon');
      expect(note).toMatchObject({ gm: true });
      expect(note?.text).toMatch(/a bare hand is for the GM to allow/);
    }
    expect(planOf(inputFor('Sigrun', {}, { twoWeapons: 'defensive', offhand: '1' })).notes.some((n) => n.label === 'Off-hand weapon')).toBe(false);
  });
});

describe('moving, archery and charging', () => {
  it('a bow shoots two arrows standing still, one after a half move', () => {
    expect(attacks({ weapon: '2' }).map((a) => a.label)).toEqual(['Longbow, arrow 1', 'Longbow, arrow 2']);
    const moving = planOf(inputFor('Sigrun', {}, { weapon: '2', movement: 'half' }));
    expect(moving.actions.filter((a) => a.kind === 'attack')).toHaveLength(1);
    expect(moving.lost.map((n) => n.label)).toContain('Second arrow');
  });
  it('a half move allows one attack: a second attack per round is lost', () => {
    const plan = planOf(inputFor('Sigrun', { attacksPerRound: 2 }, { movement: 'half' }));
    expect(plan.actions.filter((a) => a.kind === 'attack')).toHaveLength(1);
    expect(plan.lost[0]?.text).toMatch(/one attack this round \(1 lost\)/);
  });
  it('a charge makes one attack and is declared before initiative (note for the GM)', () => {
    const plan = planOf(inputFor('Sigrun', { attacksPerRound: 2 }, { action: 'charge' }));
    expect(plan.actions.filter((a) => a.kind === 'attack')).toHaveLength(1);
    expect(plan.notes.find((n) => n.label === 'Charge')?.gm).toBe(true);
  });
  it('closing into combat: a move on the initiative roll and no melee attack', () => {
    const plan = planOf(inputFor('Sigrun', {}, { action: 'close' }));
    expect(plan.actions.map((a) => [a.kind, a.label])).toEqual([['move', 'Closing into combat']]);
  });
});

describe('damage', () => {
  const dmg = (decl = {}, sheet = {}) => planOf(inputFor('Sigrun', sheet, decl)).actions[0]!.damage![0]!;
  it('melee adds STR damage: 1d8+1 +1', () => expect(dmg().dist.min).toBe(3));
  it('thrown weapons add STR damage only at short range', () => {
    const sheet = { strDamage: 2, weapons: [{ name: 'Hand-axe', kind: 'thrown', damage: '1d6', magic: 0, light: true }] };
    expect(dmg({ weapon: '0', range: 'short' }, sheet).modifiers).toEqual([expect.objectContaining({ value: 2 })]);
    expect(dmg({ weapon: '0', range: 'beyond' }, sheet).modifiers).toEqual([]);
  });
  it('bows get no STR damage', () => expect(dmg({ weapon: '2' }).modifiers).toEqual([]));
  it('unarmed: 1d2 + STR, and a blow of more than half the target\'s hit points stuns (exactly half does not)', () => {
    const d = dmg({ weapon: 'unarmed' }, { strDamage: 1 });
    expect([d.dist.min, d.dist.min + d.dist.counts.length - 1]).toEqual([2, 3]);
    // The text's example: a blow of 3 against 4 hit points stuns; 2 (exactly half) would not.
    const run = (hp: number, face: number) => {
      const input = inputFor('Sigrun', { strDamage: 1 }, { weapon: 'unarmed', targetHp: hp });
      return bcbD20.roll(planOf(input), scriptedDice([5, 15, face]), 0, input).entries[0]!;
    };
    expect(run(4, 2).notes?.find((n) => n.label === 'Stunned')?.text).toMatch(/3 is more than half of 4 hit points/);
    expect((run(4, 1).notes ?? []).some((n) => n.label === 'Stunned')).toBe(false);
  });
  it('subdual: half real, half subdual; the odd point is subdual by default, real under the option', () => {
    expect(subdualSplit(7)).toEqual({ real: 3, subdual: 4 });
    expect(subdualSplit(7, 'real')).toEqual({ real: 4, subdual: 3 });
    expect(subdualSplit(8)).toEqual({ real: 4, subdual: 4 });
    const input = inputFor('Sigrun', {}, { subdual: true });
    const e = bcbD20.roll(planOf(input), scriptedDice([5, 15, 5]), 0, input).entries[0]!;
    expect(e.damage).toMatchObject({ total: 7, text: '1d8+2 · 3 real, 4 subdual' });
    expect(e.tags).toContain('non-lethal');
  });
});

describe('assassination attacks', () => {
  it('against a helpless or unaware victim the GM is told the damage goes to CON unless it saves', () => {
    const note = planOf(inputFor('Sigrun', {}, { helpless: true })).notes.find((n) => n.label === 'Assassination');
    expect(note).toMatchObject({ gm: true });
    expect(note?.text).toMatch(/CON/);
  });
});

describe('Missile Attacks: shooting into a melee', () => {
  const intoMelee = (weapon: string) => planOf(inputFor('Sigrun', {}, { weapon, intoMelee: true })).notes.some((n) => n.label === 'Into a melee');
  it('warns the GM that a bow shot into a melee may hit anyone', () => expect(intoMelee('2')).toBe(true));
  it('says nothing of missiles for a sword or a fist, even when the hidden switch was left on from a bow round', () => {
    expect(intoMelee('0')).toBe(false);
    expect(intoMelee('unarmed')).toBe(false);
  });
});

describe('Archery: two arrows a round when standing still', () => {
  const arrows = (attacksPerRound: number, options = {}) =>
    planOf(inputFor('Sigrun', { attacksPerRound }, { weapon: '2' }, options)).actions.filter((a) => a.kind === 'attack').length;
  it('one attack a round: the bow still shoots two', () => expect(arrows(1)).toBe(2));
  it('two attacks a round: two arrows, the text\'s rate, not four', () => expect(arrows(2)).toBe(2));
  it('three attacks a round: one arrow per attack', () => expect(arrows(3)).toBe(3));
  it('the table option doubles every attack (two attacks: four arrows)', () => expect(arrows(2, { bowArrows: 'attack' })).toBe(4));
});
