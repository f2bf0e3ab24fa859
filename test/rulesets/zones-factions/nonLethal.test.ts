import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { PlanInput } from '../../../src/engine/ruleset';
import { zonesFactions } from '../../../src/rulesets/zones-factions';
import { inputFor, planOf } from './helpers';

const rollOf = (input: PlanInput, faces: number[]) => zonesFactions.roll(zonesFactions.plan(input), scriptedDice(faces), 0, input);
const attacker = (main: string, size: string, foeSize: string, decl: Record<string, unknown> = {}) =>
  inputFor('Theobald', { size } as never, { move: 'none', main, foeSize, bonus: false, ...decl } as never);
const defender = (incoming: string, size: string, foeSize: string) =>
  inputFor('Bandit leader', { size } as never, { reaction: 'dodge', incoming, foeSize, incomingDamage: null, attackId: '' } as never);

describe('Non-lethal attacks: disarm, shove, grapple (004 Non-lethal attacks; Effects of size)', () => {
  it('between equals the target gets a STR save; the attack hits unless unseen', () => {
    const a = planOf(attacker('grapple', 'medium', 'medium')).actions[0]!;
    expect(a).toMatchObject({ id: 'grapple', kind: 'attack', tags: ['melee', 'non-lethal'] });
    expect(a.check).toBeUndefined();
    expect(a.notes!.find((n) => n.label === 'Effect')?.text).toBe('The target makes a STR save, or it is grabbed: it cannot act except to try to break free.');
    expect(planOf(attacker('grapple', 'medium', 'medium', { targetVisible: false })).actions[0]!.check?.modifiers[0]?.label).toBe('WIT');
  });

  it('a smaller character cannot disarm, shove or grab a larger one', () => {
    for (const kind of ['disarm', 'shove', 'grapple']) {
      const p = planOf(attacker(kind, 'small', 'medium'));
      expect(p.actions).toEqual([]);
      expect(p.lost[0]!.text).toMatch(/bigger than you: your disarm, shove or grab has no hold on it/);
    }
  });

  it('a larger shover leaves no STR save, does 1d4 direct damage and pushes 1 zone per size of difference doubled', () => {
    const one = planOf(attacker('shove', 'large', 'medium')).actions[0]!;
    expect(one.notes!.find((n) => n.label === 'Effect')?.text).toMatch(/no STR save .* pushed 1 zone .* 1d4 direct damage/);
    expect(one.damage?.[0]).toMatchObject({ armour: 'no' });
    expect(planOf(attacker('shove', 'massive', 'small')).actions[0]!.notes!.find((n) => n.label === 'Effect')?.text).toMatch(/pushed 4 zones/);
    expect(rollOf(attacker('shove', 'large', 'medium', { foeArmour: 3 }), [3]).entries[0]!.damage).toMatchObject({ total: 3, text: '1d4 direct damage from a larger shover · 3 direct damage (armour does not count)' });
  });

  it('on the defender\'s phone: a STR save after the dodge, or none when the attacker is larger', () => {
    expect(planOf(defender('disarm', 'medium', 'medium')).actions.map((a) => a.id)).toEqual(['dodge', 'resist']);
    const bigger = planOf(defender('grapple', 'medium', 'large'));
    expect(bigger.actions.map((a) => a.id)).toEqual(['dodge']);
    expect(bigger.notes.some((n) => /cannot resist its grapple with a STR save/.test(n.text))).toBe(true);
    expect(planOf(defender('shove', 'large', 'medium')).notes.some((n) => /A smaller attacker cannot shove you/.test(n.text))).toBe(true);
  });

  it('held by a larger character you cannot break free with a STR save; an ally can still try', () => {
    const p = planOf(attacker('break-free', 'medium', 'large', { grabbed: true }));
    expect(p.lost[0]!.text).toMatch(/cannot break free/);
    expect(planOf(attacker('free-ally', 'medium', 'large')).actions[0]).toMatchObject({ id: 'free-ally', kind: 'check' });
  });
});
