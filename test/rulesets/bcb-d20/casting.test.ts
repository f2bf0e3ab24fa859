import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { requiredQuality } from '../../../src/rulesets/bcb-d20/casting';
import { inputFor, planOf } from './helpers';

const fighterMage = (quality: number, level: number) =>
  planOf(inputFor('Blogo', { casterType: 'fighter-mage', armour: 'magical', armourQuality: quality, spells: [{ name: 'Spell', level }] }, { spell: '0' }));

describe('casting limits', () => {
  it('Blogo casts Fireball on his initiative, declared before it; no BCB on his AC', () => {
    const plan = planOf(inputFor('Blogo'));
    expect(plan.actions.map((a) => [a.kind, a.label, a.timing.kind])).toEqual([['spell', 'Fireball (level 3)', 'initiative']]);
    expect(plan.actions[0]!.notes?.find((n) => n.label === 'Disrupted')?.gm).toBe(true);
  });
  it('a magic-user in ordinary armour cannot cast', () => {
    const plan = planOf(inputFor('Blogo', { armour: 'mundane' }));
    expect(plan.actions).toEqual([]);
    expect(plan.lost[0]?.text).toMatch(/magic-user cannot cast in armour/);
  });
  it.each([[1, 1], [3, 1], [4, 2], [6, 2], [7, 3], [9, 3], [10, 4], [12, 4]])('spell level %i needs armour +%i', (level, q) => {
    expect(requiredQuality(level)).toBe(q);
  });
  it('a fighter-mage in +1 magical armour casts a level 3 spell but not a level 4 one', () => {
    expect(fighterMage(1, 3).actions).toHaveLength(1);
    expect(fighterMage(1, 4).lost[0]?.text).toMatch(/needs magical armour of \+2/);
  });
  it('no spells on the move', () => {
    expect(planOf(inputFor('Blogo', {}, { movement: 'half' })).lost[0]?.text).toMatch(/walking/);
  });
});

describe('reading a scroll: a round per spell level, counted across rounds', () => {
  it('a level 3 scroll takes three rounds; the spell goes off on the initiative of the third', () => {
    const first = inputFor('Blogo', {}, { action: 'scroll', scrollLevel: 3 });
    const r1 = bcbD20.roll(planOf(first), scriptedDice([]), 0, first);
    expect(r1.entries.map((e) => e.label)).toEqual(['Scroll (level 3): reading, round 1 of 3']);
    expect(r1.nextState).toMatchObject({ scrollLevel: 3, scrollRoundsLeft: 2 });
    const second = { ...first, state: r1.nextState };
    const r2 = bcbD20.roll(planOf(second), scriptedDice([]), 0, second);
    expect(r2.entries[0]!.label).toBe('Scroll (level 3): reading, round 2 of 3');
    const third = { ...first, state: r2.nextState };
    const r3 = bcbD20.roll(planOf(third), scriptedDice([4]), 0, third);
    expect(r3.entries[0]).toMatchObject({ label: 'Scroll (level 3): last round, the spell goes off', timing: { order: [4] } });
    expect(r3.nextState).toMatchObject({ scrollLevel: 0, scrollRoundsLeft: 0, hp: 14 });
  });
  it('a level 1 scroll goes off this round', () => {
    expect(planOf(inputFor('Blogo', {}, { action: 'scroll', scrollLevel: 1 })).actions[0]!.timing.kind).toBe('initiative');
  });
  it('the armour limits hold for scrolls too', () => {
    expect(planOf(inputFor('Blogo', { armour: 'mundane' }, { action: 'scroll' })).lost[0]?.label).toBe('Scroll (level 1): cannot read');
  });
});

describe('a spell that cannot be cast', () => {
  it('leaves the caster not casting: the BCB goes back on AC', () => {
    const plan = planOf(inputFor('Blogo', { armour: 'mundane' }));
    expect(plan.defence[0]!.value).toBe(11 + 2);
    expect(plan.notes.map((n) => n.label)).not.toContain('Casting');
  });
});
