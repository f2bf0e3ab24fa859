import { describe, expect, it } from 'vitest';
import { orderRound } from '../../src/engine/order';
import type { Phase, ResultEntry } from '../../src/engine/ruleset';

const phases: Phase[] = [
  { id: 'pre-movement', label: 'Pre-movement', from: 99, to: 11 },
  { id: 'movement', label: 'Movement', from: 10, to: 1 },
  { id: 'post-movement', label: 'Post-movement', from: 0, to: -5 },
  { id: 'lost', label: 'Lost', from: -6, to: -99 },
];
const at = (segment: number, label = 'attack'): ResultEntry => ({ id: label, kind: 'attack', label, timing: { faces: [], total: segment, order: [segment] } });

describe('the GM order for a round', () => {
  it('runs from the highest initiative down, ties simultaneous, with phases', () => {
    const groups = orderRound([
      { who: 'Derrick', entry: at(5) },
      { who: 'Harlan', entry: at(12) },
      { who: 'Mira', entry: at(5) },
      { who: 'Orc', entry: at(-7) },
      { who: 'Derrick', entry: at(0, 'second') },
    ], phases);
    expect(groups.map((g) => g.order[0])).toEqual([12, 5, 0, -7]);
    expect(groups[1]!.entries.map((e) => e.who)).toEqual(['Derrick', 'Mira']);
    expect(groups.map((g) => g.phase?.id)).toEqual(['pre-movement', 'movement', 'post-movement', 'lost']);
  });

  it('breaks ties with later keys (rank systems)', () => {
    const e = (order: number[]): ResultEntry => ({ id: 'x', kind: 'attack', label: 'x', timing: { faces: [], total: order[0]!, order } });
    const groups = orderRound([{ who: 'a', entry: e([14, 1]) }, { who: 'b', entry: e([14, 3]) }], []);
    expect(groups.map((g) => g.entries[0]!.who)).toEqual(['b', 'a']);
  });
});
