import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/engine/schema';
import { percentileDexRank as rs } from '../../../src/rulesets/percentile-dex-rank';
import { kindFromTags } from '../../../src/rulesets/percentile-dex-rank/react';
import { inputFor, rollWith, weapon } from './helpers';

const from = { rulesetId: 'percentile-dex-rank', character: 'Kara' };

describe('reactTo: the attacker\'s entry becomes the defender\'s declaration', () => {
  it('Kara\'s special success with the short sword: level, melee, 13 damage, 6 as a normal success, on DEX rank 14', () => {
    const entry = rollWith(inputFor('Kara'), [5, 3, 2]).entries[0]!;
    expect(rs.reactTo!(entry, from)).toEqual({ action: 'defend', incomingFrom: `Kara: ${entry.label}`, incomingLevel: 'special', incomingKind: 'melee', incomingDamage: 13, incomingNormal: 6, incomingRank: 14 });
  });
  it('a plain success carries its damage as both figures', () => {
    const entry = rollWith(inputFor('Kara'), [40, 3, 2]).entries[0]!;
    expect(rs.reactTo!(entry, from)).toMatchObject({ incomingLevel: 'success', incomingDamage: 6, incomingNormal: 6 });
  });
  it('a failed attack, another ruleset or a non-attack gives nothing to react to', () => {
    const miss = rollWith(inputFor('Kara'), [90]).entries[0]!;
    expect(rs.reactTo!(miss, from)).toBeNull();
    const hit = rollWith(inputFor('Kara'), [40, 3, 2]).entries[0]!;
    expect(rs.reactTo!(hit, { rulesetId: 'spelljammer', character: 'X' })).toBeNull();
    expect(rs.reactTo!({ ...hit, kind: 'spell' }, from)).toBeNull();
  });
  it.each([
    { tags: ['missile', 'arrow'], kind: 'arrow' }, { tags: ['missile', 'bolt'], kind: 'arrow' }, { tags: ['missile', 'thrown'], kind: 'thrown' },
    { tags: ['missile', 'firearm'], kind: 'firearm' }, { tags: ['missile'], kind: 'missile' }, { tags: ['melee', 'unarmed'], kind: 'melee' },
  ])('tags $tags read as $kind', ({ tags, kind }) => expect(kindFromTags(tags)).toBe(kind));

  it('end to end: Bram parries Kara\'s special with a success: 6 less 2 hard leather, HP 8, his sword takes 2', () => {
    const attack = rollWith(inputFor('Kara'), [5, 3, 2]).entries[0]!;
    const values = rs.reactTo!(attack, from)!;
    const bram = inputFor('Bram', {}, { ...values, defence: 'w0' });
    expect(validate(rs.declarationSchema(bram.sheet).fields, bram.declaration).ok).toBe(true);
    const r = rollWith(bram, [30]);
    // The parry names the attack it answers (attacker and attack), for the GM's order.
    expect(r.entries[0]!.label).toBe(`Parry with Sword, Broad against Kara: ${attack.label} (a special success)`);
    expect(r.entries[0]!.timing!.order).toEqual([14]);
    expect(r.nextState).toMatchObject({ hp: 8, gear: [{ damage: 2 }] });
  });
  it('end to end: a pistol shot cannot be dodged: Bram takes 7 less 2', () => {
    const shot = rollWith(inputFor('Ines', { weapons: [weapon('pistol', 45)] }, { action: 'attack:0', distance: 5 }), [20, 7]).entries[0]!;
    const values = rs.reactTo!(shot, { rulesetId: 'percentile-dex-rank', character: 'Ines' })!;
    expect(values).toMatchObject({ incomingKind: 'firearm', incomingDamage: 7, incomingRank: 16 });
    const r = rollWith(inputFor('Bram', {}, { ...values, defence: 'dodge' }), []);
    expect(r.entries[0]!.check).toBeUndefined();
    expect(r.nextState).toMatchObject({ hp: 7 });
  });
});
