import { describe, expect, it } from 'vitest';
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
