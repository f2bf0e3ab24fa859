import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/engine/dice';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';

const roll = (values: Record<string, unknown>, faces: number[], options = {}) => bcbD20.combatant!.roll(values as never, options, scriptedDice(faces));

describe('the GM\'s monsters', () => {
  it('an ogre with DEX 8 and two attacks rolls two d4 initiatives; its BCB is its hit dice', () => {
    const out = roll({ by: 'dex', dex: 8, attacks: 2, hitDice: 4 }, [3, 4]);
    expect(out.map((e) => [e.label, e.timing?.order])).toEqual([['Attack 1 (BCB +4)', [3]], ['Attack 2 (BCB +4)', [4]]]);
  });
  it('a dragon of 18 hit dice given a d20 by the GM: BCB +15, a 17 acts before the count', () => {
    const out = roll({ by: 'die', die: 'd20', attacks: 1, hitDice: 18 }, [17]);
    expect(out[0]).toMatchObject({ label: 'Attack 1 (BCB +15)', timing: { order: [17], phase: 'early' } });
  });
  it('follows the table option for results above 10', () => {
    expect(roll({ by: 'die', die: 'd12', attacks: 1, hitDice: 1 }, [11], { aboveTen: 'ten' })[0]!.timing?.order).toEqual([10]);
  });
});
