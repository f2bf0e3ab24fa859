import { describe, expect, it } from 'vitest';
import { roundSentence } from '../../src/ui/player/ResultCard';
import type { RoundResult } from '../../src/engine/ruleset';

const round: RoundResult = {
  rulesetId: 'spelljammer', character: 'Derrick', at: 0,
  entries: [
    { id: 'a1', kind: 'attack', label: 'Longsword, attack 1', timing: { faces: [5], total: 7, order: [7], phase: 'movement' },
      check: { face: 34, need: 72, bonus: 0, outcome: 'hit', label: 'Hit', tone: 1 }, damage: { faces: [5], total: 9, armour: 'yes' } },
    { id: 'a2', kind: 'attack', label: 'Longsword, attack 2', timing: { faces: [1], total: -6, order: [-6], phase: 'lost', lost: true } },
  ],
  defence: [{ label: 'DEF this round', value: 30 }], status: [], lost: [], notes: [],
};

describe('the sentence a screen reader hears after a roll', () => {
  it('says each attack\'s initiative and phase, the roll against the need and what it means, and the damage', () => {
    const s = roundSentence(round, [{ id: 'movement', label: 'Movement (10 to 1)', from: 10, to: 1 }, { id: 'lost', label: 'Lost', from: -6, to: -99 }]);
    expect(s).toBe('Derrick rolled. Longsword, attack 1: initiative 7, Movement (10 to 1); rolled 34, need 72: Hit; damage 9. '
      + 'Longsword, attack 2: initiative -6, Lost (lost). DEF this round 30.');
  });

  it('says the total of a d20 roll with its bonus, and an unknown need', () => {
    const d20: RoundResult = { ...round, rulesetId: 'bcb-d20', defence: [], entries: [
      { id: 'a1', kind: 'attack', label: 'Axe', check: { face: 12, need: null, bonus: 4, outcome: 'unknown', label: 'GM compares', tone: 0 } },
    ] };
    expect(roundSentence(d20)).toBe('Derrick rolled. Axe: rolled 12 +4 = 16, need unknown: GM compares.');
  });
});
