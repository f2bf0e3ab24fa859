import { describe, expect, it } from 'vitest';
import { compareOrder, orderRound } from '../../../src/engine/order';
import { percentileDexRank as rs } from '../../../src/rulesets/percentile-dex-rank';
import { movementBand, orderKey, roundRank } from '../../../src/rulesets/percentile-dex-rank/rank';
import { inputFor, planOf, rollWith } from './helpers';

describe('5.3 Movement: DEX rank bands', () => {
  it.each([
    { m: 0, band: 'full' }, { m: 5, band: 'full' }, { m: 6, band: 'half' }, { m: 15, band: 'half' },
    { m: 16, band: 'quarter' }, { m: 29, band: 'quarter' }, { m: 30, band: 'defence-only' }, { m: 40, band: 'defence-only' },
  ])('moving $m m is $band', ({ m, band }) => expect(movementBand(m)).toBe(band));

  it.each([
    { dex: 15, m: 5, up: 15, down: 15 },
    { dex: 15, m: 6, up: 8, down: 7 },
    { dex: 15, m: 15, up: 8, down: 7 },
    { dex: 15, m: 16, up: 4, down: 3 },
    { dex: 16, m: 29, up: 4, down: 4 },
  ])('DEX $dex moving $m m acts on $up (rounded up) or $down (rounded down)', ({ dex, m, up, down }) => {
    expect(roundRank(dex, m, 'up').rank).toBe(up);
    expect(roundRank(dex, m, 'down').rank).toBe(down);
  });

  it('moving about 30 m leaves no attack, only parries and dodges', () => {
    const p = planOf(inputFor('Kara', {}, { movement: 30 }));
    expect(p.actions).toHaveLength(0);
    expect(p.lost[0]?.text).toMatch(/no action but parries and dodges/);
  });

  it('the rank option changes the attack\'s timing: Kara (DEX 14) moving 16 m acts on 4, or 3 rounded down', () => {
    const t = (o: string) => planOf(inputFor('Kara', {}, { movement: 16 }, { rankRounding: o })).actions[0]!.timing;
    expect(t('up')).toMatchObject({ kind: 'fixed', value: 4 });
    expect(t('down')).toMatchObject({ kind: 'fixed', value: 3 });
  });
});

describe('5.2 and 5.4: ties on a DEX rank', () => {
  it('missile before long before medium before short or unarmed, whatever the skill', () => {
    const keys = [orderKey(10, 'short', 90), orderKey(10, 'medium', 80), orderKey(10, 'long', 20), orderKey(10, 'missile', 10)];
    expect([...keys].sort(compareOrder).map((k) => k[1])).toEqual([4, 3, 2, 1]);
  });
  it('the same class: the higher skill first; the same skill: simultaneous', () => {
    const a = { who: 'A', entry: { id: 'a1', kind: 'attack' as const, label: 'A', timing: { faces: [], total: 10, order: orderKey(10, 'medium', 60) } } };
    const b = { who: 'B', entry: { id: 'a1', kind: 'attack' as const, label: 'B', timing: { faces: [], total: 10, order: orderKey(10, 'medium', 70) } } };
    const c = { who: 'C', entry: { id: 'a1', kind: 'attack' as const, label: 'C', timing: { faces: [], total: 10, order: orderKey(10, 'medium', 60) } } };
    const groups = orderRound([a, b, c], rs.phases);
    expect(groups.map((g) => g.entries.map((e) => e.who))).toEqual([['B'], ['A', 'C']]);
  });
  it('a higher DEX rank goes first whatever the weapon', () => {
    expect(compareOrder(orderKey(15, 'short', 10), orderKey(14, 'missile', 99))).toBe(-1);
  });
  it('a rolled attack carries [rank, class, skill]: Kara\'s short sword at 65% on DEX 14', () => {
    const r = rollWith(inputFor('Kara'), [90]);
    expect(r.entries[0]!.timing!.order).toEqual([14, 2, 65]);
  });
});

describe('GM combatant', () => {
  it('a DEX 15 monster moving 10 m with a spear and 70% acts on 8, long class', () => {
    const [e] = rs.combatant!.roll({ dex: 15, movement: 10, weaponClass: 'long', skill: 70 }, {}, { roll: () => { throw new Error('no dice'); } });
    expect(e!.timing!.order).toEqual([8, 3, 70]);
  });
  it('moving 30 m: no attack', () => {
    const [e] = rs.combatant!.roll({ dex: 15, movement: 30, weaponClass: 'long', skill: 70 }, {}, { roll: () => 1 });
    expect(e!.timing!.lost).toBe(true);
  });
});
