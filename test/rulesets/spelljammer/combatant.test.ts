import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { spelljammer } from '../../../src/rulesets/spelljammer';

const roll = (values: Record<string, number>, faces: number[], options = {}) =>
  spelljammer.combatant!.roll(values, options, scriptedDice(faces));

describe('Spelljammer monsters and NPCs in the count', () => {
  it('rolls one initiative per attack down the die ladder, plus IM (000 Initiative)', () => {
    const dice = scriptedDice([7, 5, 2]);
    const entries = spelljammer.combatant!.roll({ im: 2, attacks: 3, initMod: 0 }, {}, dice);
    expect(dice.used).toBe(3);
    expect(entries.map((e) => e.timing!.order[0])).toEqual([9, 7, 4]);
    expect(entries.map((e) => e.timing!.text!.slice(0, 3))).toEqual(['d10', 'd8 ', 'd6 ']);
    expect(entries.map((e) => e.label)).toEqual(['Attack 1', 'Attack 2', 'Attack 3']);
  });

  it('moves its own second attack on the same segment one later', () => {
    const entries = roll({ im: 0, attacks: 2, initMod: 0 }, [5, 5]);
    expect(entries.map((e) => e.timing!.order[0])).toEqual([5, 4]);
    expect(entries[1]!.timing!.text).toMatch(/moved from 5/);
  });

  it('marks the movement phase and loses an attack at -6 or lower', () => {
    const entries = roll({ im: -7, attacks: 2, initMod: -2 }, [10, 1]);
    expect(entries.map((e) => e.timing!.order[0])).toEqual([1, -8]);
    expect(entries[0]!.timing).toMatchObject({ phase: 'movement' });
    expect(entries[1]!.timing).toMatchObject({ phase: 'lost', lost: true });
  });

  it('follows the table option for actions on exactly 10', () => {
    expect(roll({ im: 0, attacks: 1, initMod: 0 }, [10])[0]!.timing!.phase).toBe('movement');
    expect(roll({ im: 0, attacks: 1, initMod: 0 }, [10], { movementEnds: 'outside' })[0]!.timing!.phase).toBe('pre-movement');
  });

  it('asks only for IM, attacks and a modifier', () => {
    expect(spelljammer.combatant!.schema.fields.map((f) => f.key)).toEqual(['im', 'attacks', 'initMod']);
  });
});
