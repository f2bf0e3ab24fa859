import { describe, expect, it } from 'vitest';
import { critTableD20 } from '../../../src/rulesets/crit-table-d20';
import { inputFor, planOf, rollWith, spearAttack } from './helpers';

const from = { rulesetId: 'crit-table-d20', character: 'Brannoc' };

describe('17.0.3 the condition chart on the victim\'s phone', () => {
  it('a natural 20 whose special d20 reached 20 tells the GM the condition, and sets it on the victim\'s declaration', () => {
    // special d20 20 (bare), damage 3, condition d4 4: blinded
    const hit = rollWith(spearAttack({}, { specialModifiers: 'none' }), [4, 20, 20, 3, 4]).entries[0]!;
    expect(hit.notes?.find((n) => n.label === 'Condition: Blinded')?.gm).toBe(true);
    const values = critTableD20.reactTo!(hit, from);
    expect(values).toEqual({ condition: 'blinded' });
    const victim = planOf(inputFor('Sylwen', {}, { surprise: 'no', targetAc: 14, ...values }));
    expect(victim.defence.map((s) => [s.label, s.value])).toEqual([['AC', 10]]);
    expect(victim.actions[0]!.check!.modifiers.find((m) => m.label === 'Blinded')?.value).toBe(-4);
  });

  it('nothing to react to for a hit without a condition, another system\'s attack, or a spell', () => {
    const plain = rollWith(spearAttack(), [4, 15, 3]).entries[0]!;
    expect(critTableD20.reactTo!(plain, from)).toBeNull();
    const hit = rollWith(spearAttack({}, { specialModifiers: 'none' }), [4, 20, 20, 3, 1]).entries[0]!;
    expect(critTableD20.reactTo!(hit, { rulesetId: 'bcb-d20', character: 'x' })).toBeNull();
    expect(critTableD20.reactTo!({ ...hit, kind: 'spell' }, from)).toBeNull();
  });

  it('an unknown charger\'s number leaves both damages for the GM in a note that travels', () => {
    const r = rollWith(spearAttack({ timing: 'set-vs-charge' }), [2, 10, 3]);
    expect(r.entries[0]!.notes?.find((n) => n.label === 'Damage if set in time')).toMatchObject({ gm: true, text: '10 damage if this initiative was at least the charger\'s number; 5 if the charger was quicker.' });
  });
});
