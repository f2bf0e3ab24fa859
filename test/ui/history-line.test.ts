import { describe, expect, it } from 'vitest';
import type { RoundResult } from '../../src/engine/ruleset';
import { roundLine } from '../../src/ui/player/HistoryTab';

describe('history line', () => {
  it('names the outcomes with their shapes, so a round is told apart without colour', () => {
    const r: RoundResult = {
      rulesetId: 'spelljammer', character: 'Derrick', at: 0, defence: [], status: [], lost: [], notes: [],
      entries: [
        { id: 'a1', kind: 'attack', label: 'Longsword, attack 1', check: { face: 8, need: 72, bonus: 0, outcome: 'critical', label: 'Critical hit', tone: 2 } },
        { id: 'a2', kind: 'attack', label: 'Longsword, attack 2', check: { face: 90, need: 72, bonus: 0, outcome: 'miss', label: 'Miss', tone: 0 } },
        { id: 's', kind: 'spell', label: 'Bolt' },
      ],
    };
    expect(roundLine(r)).toBe('3 actions · ★ Critical hit, ✗ Miss');
  });
});
