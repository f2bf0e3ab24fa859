import { describe, expect, it } from 'vitest';
import { halfRoundUpLoss, moveAndAttackLoss, runAndAttackKeeps } from '../../../src/rulesets/spelljammer/attacks';
import { inputFor, planOf, statValue } from './helpers';

const attacks = (n: number, decl: Record<string, unknown>) =>
  statValue(planOf(inputFor('Derrick', { attacksPerRound: n }, decl as never)).status, 'Attacks this round');

describe('Move and attack: lose half the attacks, rounded down; -5 initiative', () => {
  it.each([[1, 0], [2, 1], [3, 1], [4, 2], [5, 2]])('%i attacks lose %i', (n, lost) => {
    expect(moveAndAttackLoss(n)).toBe(lost);
    expect(attacks(n, { movement: 'move' })).toBe(n - lost);
  });

  it('puts -5 on every initiative roll', () => {
    const plan = planOf(inputFor('Derrick', {}, { movement: 'move', attackers: 1 }));
    expect(plan.actions[0]!.timing).toMatchObject({ expr: { bonus: -3 } });
  });
});

describe('Run and attack: keep half, rounded down, at least one; -7 initiative, -25 SC', () => {
  it.each([[1, 1], [2, 1], [3, 1], [4, 2], [5, 2]])('%i attacks keep %i', (n, kept) => {
    expect(runAndAttackKeeps(n)).toBe(kept);
    expect(attacks(n, { movement: 'run' })).toBe(kept);
  });

  it('costs 7 initiative and 25 SC', () => {
    const a = planOf(inputFor('Derrick', {}, { movement: 'run', targetDef: 40 })).actions[0]!;
    expect(a.timing).toMatchObject({ expr: { bonus: -5 } });
    expect(a.check!.need).toBe(47);
  });
});

describe('Ready shield and drink potion: lose half, rounded up', () => {
  it.each([[1, 1], [2, 1], [3, 2], [4, 2], [5, 3]])('%i attacks lose %i', (n, lost) => {
    expect(halfRoundUpLoss(n)).toBe(lost);
    expect(attacks(n, { readyShield: true })).toBe(n - lost);
    expect(attacks(n, { potion: 'lose-attacks' })).toBe(n - lost);
  });

  it('3 attacks leave 1 and 1 attack leaves none (the text\'s examples)', () => {
    expect(attacks(3, { readyShield: true })).toBe(1);
    expect(attacks(1, { readyShield: true })).toBe(0);
  });

  it('a potion can cost half the movement instead, and the GM checks it was not drunk in melee', () => {
    const plan = planOf(inputFor('Derrick', {}, { potion: 'lose-movement' }));
    expect(statValue(plan.status, 'Attacks this round')).toBe(2);
    expect(plan.notes.some((n) => n.gm && /not in melee/.test(n.text) && /half as far/.test(n.text))).toBe(true);
  });
});

describe('Careful aim, drawing and picking up a weapon', () => {
  it('careful aim costs one attack and gives +15 SC with a ranged weapon', () => {
    const plan = planOf(inputFor('Derrick', {}, { weapon: '1', carefulAim: true, targetDef: 40 }));
    expect(statValue(plan.status, 'Attacks this round')).toBe(1);
    expect(plan.actions[0]!.check!.need).toBe(95 + 15 - 40);
  });

  it('Careful Aim needs the attacker standing still: not counted when moving or running first, with a note', () => {
    for (const movement of ['move', 'run']) {
      const plan = planOf(inputFor('Derrick', { attacksPerRound: 4 }, { weapon: '1', carefulAim: true, movement, targetDef: 40 }));
      expect(plan.actions[0]!.check!.modifiers.some((m) => m.label === 'Careful aim')).toBe(false);
      expect(plan.lost.some((n) => n.label === 'Careful aim')).toBe(false);
      expect(statValue(plan.defence, 'DEF this round')).toBe(30);
      expect(plan.notes.some((n) => n.label === 'Careful aim' && /stand still/.test(n.text))).toBe(true);
    }
    const still = planOf(inputFor('Derrick', {}, { weapon: '1', carefulAim: true, movement: 'none', targetDef: 40 }));
    expect(still.actions[0]!.check!.need).toBe(95 + 15 - 40);
  });

  it('Careful Aim: anyone attacking the aimer gets the +10 target stationary bonus (a GM note)', () => {
    const plan = planOf(inputFor('Derrick', {}, { weapon: '1', carefulAim: true }));
    expect(plan.notes.some((n) => n.gm && n.label === 'Careful aim' && /Anyone attacking you gets the \+10/.test(n.text))).toBe(true);
  });

  it('drawing is -5 initiative; sheathing and drawing is -10 and costs an action', () => {
    const draw = planOf(inputFor('Derrick', {}, { draw: 'draw' }));
    expect(draw.actions[0]!.timing).toMatchObject({ expr: { bonus: -3 } });
    expect(statValue(draw.status, 'Attacks this round')).toBe(2);
    const swap = planOf(inputFor('Derrick', {}, { draw: 'sheathe-draw' }));
    expect(swap.actions[0]!.timing).toMatchObject({ expr: { bonus: -8 } });
    expect(statValue(swap.status, 'Attacks this round')).toBe(1);
  });

  it('two -5 actions (drawing while moving and attacking) also cost an action', () => {
    expect(attacks(3, { draw: 'draw', movement: 'move' })).toBe(1);
  });

  it('picking up a weapon: no attack unless a 1x DEX roll, then one attack at -5 initiative', () => {
    expect(attacks(2, { pickUp: 'failed' })).toBe(0);
    expect(attacks(2, { pickUp: 'retrieved' })).toBe(0);
    const plan = planOf(inputFor('Derrick', {}, { pickUp: 'attack' }));
    expect(statValue(plan.status, 'Attacks this round')).toBe(1);
    expect(plan.actions[0]!.timing).toMatchObject({ expr: { bonus: -3 } });
  });

  it('declared no movement is +3 initiative', () => {
    expect(planOf(inputFor('Derrick', {}, { movement: 'none' })).actions[0]!.timing).toMatchObject({ expr: { bonus: 5 } });
  });

  it('lists each cost with its reason', () => {
    const plan = planOf(inputFor('Derrick', { attacksPerRound: 4 }, { movement: 'move', readyShield: true }));
    expect(plan.lost.map((n) => n.label)).toEqual(['Move and attack', 'Ready shield']);
    expect(statValue(plan.status, 'Attacks this round')).toBe(0);
  });
});

describe('Two -5 initiative actions cost an action (option)', () => {
  it('by default moving first counts as one of them; the "draw" option counts only sheathing and drawing', () => {
    const plan = (options: Record<string, unknown>) =>
      planOf(inputFor('Derrick', { attacksPerRound: 3 }, { draw: 'draw', movement: 'move' }, options as never));
    expect(statValue(plan({}).status, 'Attacks this round')).toBe(1);
    expect(statValue(plan({ minusFivePairs: 'draw' }).status, 'Attacks this round')).toBe(2);
    expect(statValue(planOf(inputFor('Derrick', {}, { draw: 'sheathe-draw' }, { minusFivePairs: 'draw' })).status, 'Attacks this round')).toBe(1);
  });
});
