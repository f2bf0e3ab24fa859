/** Hand-built RoundResults for the GM screen's tests (no rulesets imported). */
import type { Phase, ResultEntry, RoundResult } from '../../src/engine/ruleset';
import type { RulesetInfo } from '../../src/ui/gm/round';

/** Spelljammer-like phases: before movement, movement 10..1, after movement 0..-5, lost -6 and below. */
export const phases: Phase[] = [
  { id: 'pre-movement', label: 'Before movement', from: 99, to: 11 },
  { id: 'movement', label: 'Movement', from: 10, to: 1 },
  { id: 'post-movement', label: 'After movement', from: 0, to: -5 },
  { id: 'lost', label: 'Lost', from: -6, to: -99 },
];

export const countdown: RulesetInfo = { id: 'spelljammer', name: 'Spelljammer', order: 'countdown', phases };
export const other: RulesetInfo = { id: 'bcb-d20', name: 'd20 with Base Combat Bonus', order: 'countdown', phases: [] };
export const lookup = (id: string) => [countdown, other].find((r) => r.id === id);

/** An attack at initiative `total` that hit (need 72, rolled 40) for 9 damage. */
export function attack(id: string, label: string, total: number, extra: Partial<ResultEntry> = {}): ResultEntry {
  const phase = phases.find((p) => total <= p.from && total >= p.to)!.id;
  return {
    id, kind: 'attack', label,
    timing: { faces: [total], total, order: [total], phase, ...(phase === 'lost' ? { lost: true } : {}) },
    check: { face: 40, need: 72, bonus: 0, outcome: 'hit', label: 'Hit', tone: 1 },
    summary: 'need 72 · crit ≤11 · griev ≤4',
    damage: { faces: [6, 3], total: 9, armour: 'yes' },
    ...extra,
  };
}

/** A character's round. */
export function result(character: string, at: number, entries: ResultEntry[], rulesetId = 'spelljammer'): RoundResult {
  return {
    rulesetId, character, at, entries,
    defence: [{ label: 'DEF', value: 48 }],
    status: [],
    lost: [],
    notes: [{ label: 'Grievous wound', text: 'roll on your grievous wound table', gm: true }],
  };
}
