/**
 * One order per system, in its own terms, as the GM screen lays it out: the real rulesets'
 * GM combatants (and their phases) through the GM model. Cases come from the rule texts.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/engine/dice';
import { getRuleset } from '../../src/rulesets';
import { createGmModel } from '../../src/ui/gm/model';

function table(id: string, faces: number[] = []) {
  const m = createGmModel({ lookup: (x) => (x === id ? getRuleset(id) : undefined), dice: scriptedDice(faces), now: () => 1 });
  m.setSystem(id);
  return m;
}
type M = ReturnType<typeof table>;
const add = (m: M, name: string, values: Record<string, unknown>) => m.addCombatant({ name, side: 'Monsters', count: 1, values: values as never });
const layout = (m: M) => m.order.value.sections.map((s) => `${s.title ?? ''}: ${s.groups.map((g) => `${g.when} ${g.rows.map((r) => r.who).join('+')}`).join(', ')}`);

describe('Spelljammer: segments counted down (000 Initiative)', () => {
  it('marks the movement phase between 10 and 1, and puts attacks at -6 and below apart as lost', () => {
    const m = table('spelljammer', [9, 2, 1]);
    add(m, 'Ogre', { im: 3, attacks: 1, initMod: 0 });   // 9 + 3 = 12: before movement
    add(m, 'Rat', { im: 0, attacks: 1, initMod: 0 });    // 2: movement
    add(m, 'Slug', { im: -7, attacks: 1, initMod: 0 });  // 1 - 7 = -6: lost
    expect(layout(m)).toEqual([
      'Before movement (above 10): 12 Ogre',
      'Movement (10 to 1): 2 Rat',
      'Lost (-6 or lower): -6 Slug',
    ]);
    expect(m.order.value.steps).toHaveLength(2);
  });
});

describe.each(['bcb-d20', 'crit-table-d20'])('%s: the count from the top, ties simultaneous', (id) => {
  it('groups equal counts as one simultaneous moment', () => {
    const m = table(id, [4, 4, 6]);
    const values = id === 'bcb-d20' ? { by: 'die', die: 'd6', attacks: 1, hitDice: 1, dex: 10 } : { dexBonus: 0, blinded: false, initMod: 0 };
    add(m, 'Orc', values); add(m, 'Wolf', values); add(m, 'Troll', values);
    const groups = m.order.value.sections.flatMap((s) => s.groups);
    expect(groups.map((g) => [g.when, g.simultaneous, g.rows.map((r) => r.who)])).toEqual([['6', false, ['Troll']], ['4', true, ['Orc', 'Wolf']]]);
  });
});

describe('crit-table-d20: waiting for another to act (002 Determine Initiative Order)', () => {
  it('puts a character waiting for the orc on the orc\'s number, simultaneous with it', () => {
    const m = table('crit-table-d20', [5, 2]);
    add(m, 'Orc', { dexBonus: 0, blinded: false, initMod: 0 });
    add(m, 'Hireling', { dexBonus: 0, blinded: false, initMod: 0 });
    m.mark('gm:c2/a1', { actsOn: 'gm:c1/a1' });
    const g = m.order.value.sections[0]!.groups;
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({ when: '5', simultaneous: true });
    expect(g[0]!.rows[1]!.moved).toBe("Acts on Orc's number (rolled 2)");
  });
});

describe('percentile-dex-rank: DEX rank with its tie-breaks (003 5.4 Actions)', () => {
  it('orders equal ranks missile, then long, medium, short; then the higher skill; then simultaneous', () => {
    const m = table('percentile-dex-rank');
    add(m, 'Dagger', { dex: 14, movement: 0, weaponClass: 'short', skill: 90 });
    add(m, 'Archer', { dex: 14, movement: 0, weaponClass: 'missile', skill: 40 });
    add(m, 'Pike', { dex: 14, movement: 0, weaponClass: 'long', skill: 50 });
    add(m, 'Sword A', { dex: 14, movement: 0, weaponClass: 'medium', skill: 60 });
    add(m, 'Sword B', { dex: 14, movement: 0, weaponClass: 'medium', skill: 75 });
    add(m, 'Sword C', { dex: 14, movement: 0, weaponClass: 'medium', skill: 60 });
    add(m, 'Quick', { dex: 15, movement: 0, weaponClass: 'short', skill: 10 });
    const groups = m.order.value.sections.flatMap((s) => s.groups);
    expect(groups.map((g) => `${g.when} ${g.rows.map((r) => r.who).join('+')}`)).toEqual([
      '15 Quick', '14 Archer', '14 Pike', '14 Sword B', '14 Sword A+Sword C', '14 Dagger',
    ]);
    expect(groups[4]!.simultaneous).toBe(true);
  });

  it('shows a delayed entry, and one acting on another\'s number, at the rank where it now acts', () => {
    const m = table('percentile-dex-rank');
    add(m, 'Quick', { dex: 15, movement: 0, weaponClass: 'short', skill: 10 });
    add(m, 'Mid', { dex: 10, movement: 0, weaponClass: 'short', skill: 10 });
    add(m, 'Slow', { dex: 6, movement: 0, weaponClass: 'short', skill: 10 });
    const ranks = () => m.order.value.sections.flatMap((s) => s.groups.map((g) => `${g.when} ${g.rows.map((r) => `${r.who} ${r.when}`).join('+')}`));
    m.mark('gm:c1/a1', { at: 8 });
    expect(ranks()).toEqual(['10 Mid 10', '8 Quick 8', '6 Slow 6']);
    expect(m.order.value.sections[0]!.groups[1]!.rows[0]!.moved).toBe('Delayed from 15');
    m.mark('gm:c1/a1', { at: undefined, actsOn: 'gm:c3/a1' });
    expect(ranks()).toEqual(['10 Mid 10', '6 Quick 6+Slow 6']);
  });
});
