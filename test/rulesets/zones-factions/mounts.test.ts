/**
 * Getting on or off a mount or vehicle in a turn.
 * @see 004 Mounts and vehicles in combat ("Mounting or dismounting, or getting on or on off a vehicle, counts as moving half a zone. If the mount or vehicle is moving, an AGI save is required to avoid falling, suffering d4 direct damage.")
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { zonesFactions as rs } from '../../../src/rulesets/zones-factions';
import { inputFor, planOf } from './helpers';

const rollOf = (input: ReturnType<typeof inputFor>, faces: number[]) => rs.roll(rs.plan(input), scriptedDice(faces), 0, input);

describe('004 Mounts and vehicles in combat', () => {
  it('getting on counts as moving half a zone, and a mount standing still needs no save', () => {
    const p = planOf(inputFor('Theobald', {}, { mounting: 'mount' } as never));
    expect(p.notes.find((n) => n.label === 'Getting on')).toMatchObject({ text: 'Getting on counts as moving half a zone of this turn\'s movement.', source: '004 Mounts and vehicles in combat' });
    expect(p.actions.some((a) => a.id === 'mount-save')).toBe(false);
  });

  it('off a moving mount: an AGI save (Theobald\'s AGI 9: 9 or less passes); a 15 fails, he falls for d4 direct damage, his armour 2 does not count', () => {
    const input = inputFor('Theobald', {}, { mounting: 'dismount', mountMoving: true } as never);
    const save = planOf(input).actions.find((a) => a.id === 'mount-save')!;
    expect(save.check!.summary).toBe('AGI 9 · pass on 9 or less (45%) · 20 fails');
    const r = rollOf(input, [4, 15, 3]); // the spear's d6, the save's d20, the fall's d4
    const e = r.entries.find((x) => x.id === 'mount-save')!;
    expect(e.check!.outcome).toBe('fail');
    expect(e.damage).toMatchObject({ total: 3, armour: 'no' });
    expect(r.nextState).toMatchObject({ health: 9 });
  });

  it('a passed save: no fall, no damage', () => {
    const r = rollOf(inputFor('Theobald', {}, { mounting: 'mount', mountMoving: true } as never), [4, 5]);
    expect(r.entries.find((x) => x.id === 'mount-save')!.damage).toBeUndefined();
    expect(r.nextState).toMatchObject({ health: 12 });
  });
});
