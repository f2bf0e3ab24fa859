import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import type { PlanInput } from '../../../src/engine/ruleset';
import { zonesFactions } from '../../../src/rulesets/zones-factions';
import { inputFor, planOf } from './helpers';

const rollOf = (input: PlanInput, faces: number[]) => zonesFactions.roll(zonesFactions.plan(input), scriptedDice(faces), 0, input);
const morale = (decl: Record<string, unknown>, sheet: Record<string, unknown> = {}, state?: Record<string, unknown>) =>
  inputFor('Bandit leader', sheet as never, { act: 'morale', ...decl } as never, {}, state as never);

describe('Morale at the end of the round (004 Morale)', () => {
  it('a group of 4 down to 2 this round makes a group WIT save', () => {
    const p = planOf(morale({ groupOriginal: 4, groupAtStart: 3, groupNow: 2 }));
    expect(p.actions[0]).toMatchObject({ id: 'morale', kind: 'check', check: { need: 9 } });
  });

  it('no check when the group is above half, or was already at half when the round began', () => {
    expect(planOf(morale({ groupOriginal: 4, groupAtStart: 4, groupNow: 3 })).actions).toEqual([]);
    expect(planOf(morale({ groupOriginal: 4, groupAtStart: 2, groupNow: 1 })).actions).toEqual([]);
  });

  it('fighting alone: a drop to half health or less this round calls for the check', () => {
    expect(planOf(morale({ groupOriginal: 1, healthAtStart: 8 }, { health: 5, maxHp: 10 })).actions).toHaveLength(1);
    expect(planOf(morale({ groupOriginal: 1, healthAtStart: 5 }, { health: 4, maxHp: 10 })).actions).toEqual([]);
    expect(planOf(morale({ groupOriginal: 1, healthAtStart: 8 }, { health: 6, maxHp: 10 })).actions).toEqual([]);
  });

  it('the immune to fear never check', () => {
    expect(planOf(morale({ groupOriginal: 4, groupAtStart: 3, groupNow: 2 }, { immuneToFear: true })).actions).toEqual([]);
  });

  it('a pass spares later checks for the stretch, in later rounds too; a fail says surrender or retreat', () => {
    const passed = rollOf(morale({ groupOriginal: 4, groupAtStart: 3, groupNow: 2 }), [4]);
    expect(passed.nextState).toMatchObject({ moraleSteady: true });
    const later = planOf(morale({ round: 3, groupOriginal: 4, groupAtStart: 2, groupNow: 1 }, {}, passed.nextState));
    expect(later.actions).toEqual([]);
    expect(later.notes[0]!.text).toMatch(/passed a morale check earlier/);
    const failed = rollOf(morale({ groupOriginal: 4, groupAtStart: 3, groupNow: 2 }), [15]);
    expect(failed.entries[0]!.notes!.some((n) => n.text === 'Surrender or retreat.')).toBe(true);
    expect(failed.nextState).toMatchObject({ moraleSteady: false });
  });
});

describe('Long chases: a group AGI save (004 Chases)', () => {
  const chase = (how: string) => inputFor('Sybilla', {}, { act: 'chase', chase: how } as never);
  it('at even speed each fleeing character makes an AGI save: pass escapes, fail is caught', () => {
    const p = planOf(chase('even'));
    expect(p.actions[0]).toMatchObject({ id: 'chase', check: { summary: 'AGI 12 · pass on 12 or less (60%) · 20 fails' } });
    expect(rollOf(chase('even'), [13]).entries[0]!.check).toMatchObject({ outcome: 'fail', label: 'Fail: caught' });
  });
  it('faster escapes without a save; slower cannot escape', () => {
    expect(planOf(chase('faster')).actions).toEqual([]);
    expect(planOf(chase('faster')).notes[0]!.text).toMatch(/escape without a save/);
    expect(planOf(chase('slower')).lost[0]!.text).toMatch(/cannot escape/);
  });
});
