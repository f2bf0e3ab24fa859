import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { hitsOfRound } from '../../../src/engine/state';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { inputFor, planOf, rollWith, spearAttack } from './helpers';

describe('17.0.3 the condition chart on the victim\'s phone', () => {
  it('a natural 20 whose special d20 reached 20 tells the GM the condition; the victim\'s takeHit keeps it in the state', () => {
    // special d20 20 (bare), damage 3, condition d4 4: blinded
    const round = rollWith(spearAttack({}, { specialModifiers: 'none' }), [4, 20, 20, 3, 4]);
    expect(round.entries[0]!.notes?.find((n) => n.label === 'Condition: Blinded')?.gm).toBe(true);
    const sylwen = inputFor('Sylwen', { maxHp: 30 }, { surprise: 'no', targetAc: 14 });
    const c = critTableD20.state!.takeHit({ sheet: sylwen.sheet, options: sylwen.options }, hitsOfRound(round)[0]!.hit, scriptedDice([]));
    const victim = planOf({ ...sylwen, state: c.state });
    expect(victim.defence.map((s) => [s.label, s.value])).toEqual([['AC', 10]]);
    expect(victim.actions[0]!.check!.modifiers.find((m) => m.label === 'Blinded')?.value).toBe(-4);
  });

  it('no condition from a hit without one; no longer a declaration to react with', () => {
    const plain = rollWith(spearAttack(), [4, 15, 3]);
    const sylwen = inputFor('Sylwen');
    const c = critTableD20.state!.takeHit({ sheet: sylwen.sheet, options: sylwen.options }, hitsOfRound(plain)[0]!.hit, scriptedDice([]));
    expect(c.state['conditions']).toEqual([]);
    expect(critTableD20.reactTo).toBeUndefined();
  });

  it('an unknown charger\'s number leaves both damages for the GM in a note that travels', () => {
    const r = rollWith(spearAttack({ timing: 'set-vs-charge' }), [2, 10, 3]);
    expect(r.entries[0]!.notes?.find((n) => n.label === 'Damage if set in time')).toMatchObject({ gm: true, text: '10 damage if this initiative was at least the charger\'s number; 5 if the charger was quicker.' });
  });
});
