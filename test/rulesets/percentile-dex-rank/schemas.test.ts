import { describe, expect, it } from 'vitest';
import { isVisible, type Values } from '../../../src/engine/schema';
import { percentileDexRank as rs } from '../../../src/rulesets/percentile-dex-rank';
import { inputFor } from './helpers';

const shown = (name: 'Kara' | 'Bram' | 'Ines', action: string, sheet: Values = {}) => {
  const input = inputFor(name, sheet, { action });
  return rs.declarationSchema(input.sheet).fields.filter((f) => isVisible(f, input.declaration)).map((f) => f.key);
};
const actions = (name: 'Kara' | 'Bram' | 'Ines') => {
  const f = rs.declarationSchema(inputFor(name).sheet).fields.find((x) => x.key === 'action');
  return f?.kind === 'select' ? f.options.map((o) => o.value) : [];
};

describe('the round form shows only what the chosen action needs', () => {
  it('an attack with each weapon; a reload only for weapons with ammunition', () => {
    expect(actions('Ines')).toEqual(['attack:0', 'attack:1', 'reload:0', 'reload:1', 'defend', 'first-aid', 'week', 'hospital', 'reset', 'other']);
    expect(actions('Kara').filter((a) => a.startsWith('reload'))).toEqual([]);
  });
  it('the distance only for a missile attack', () => {
    expect(shown('Ines', 'attack:0')).toContain('distance');
    expect(shown('Kara', 'attack:0')).not.toContain('distance');
    expect(shown('Ines', 'defend')).not.toContain('distance');
  });
  it('defending shows the attack on you and no movement; healing shows First Aid fields only for First Aid', () => {
    expect(shown('Bram', 'defend')).toEqual(['action', 'incomingFrom', 'incomingLevel', 'incomingKind', 'incomingDamage', 'incomingNormal', 'incomingRank', 'defence', 'chanceMod']);
    expect(shown('Bram', 'first-aid')).toEqual(['action', 'injury', 'firstAidSkill']);
    expect(shown('Bram', 'week')).toEqual(['action']);
  });
  it('the parry choices are the sheet\'s melee weapons and shield; kneeling only with a large shield', () => {
    const f = rs.declarationSchema(inputFor('Bram').sheet).fields.find((x) => x.key === 'defence');
    expect(f?.kind === 'select' && f.options.map((o) => o.value)).toEqual(['dodge', 'w0', 'shield', 'none']);
    expect(shown('Bram', 'defend')).not.toContain('kneel');
    expect(shown('Bram', 'defend', { shield: 'hoplite' })).toContain('kneel');
  });
});
