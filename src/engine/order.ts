/**
 * The GM's order for a round: everyone's rolled entries, highest first, with ties grouped as
 * simultaneous and the ruleset's phases marked. Pure: used by the GM screen and its tests.
 */
import type { Phase, ResultEntry } from './ruleset';

/** An entry with who it belongs to. */
export interface OwnedEntry {
  readonly who: string;
  readonly entry: ResultEntry;
}

/** Entries that act at the same time (equal order keys), in one phase. */
export interface OrderGroup {
  readonly order: readonly number[];
  readonly phase?: Phase;
  readonly entries: readonly OwnedEntry[];
}

/** -1, 0 or 1: lexicographic comparison of order keys, higher first. */
export function compareOrder(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -Infinity, y = b[i] ?? -Infinity;
    if (x !== y) return x > y ? -1 : 1;
  }
  return 0;
}

/** The phase a count value falls in. */
export function phaseOf(phases: readonly Phase[], value: number): Phase | undefined {
  return phases.find((p) => value <= p.from && value >= p.to);
}

/**
 * Groups timed entries from the highest order key down; equal keys form one simultaneous
 * group. Entries without timing are left out (they are shown separately by the GM screen).
 * Shape: groups highest first, each with the phase of its first key.
 */
export function orderRound(entries: readonly OwnedEntry[], phases: readonly Phase[]): OrderGroup[] {
  const timed = entries.filter((e) => e.entry.timing);
  timed.sort((a, b) => compareOrder(a.entry.timing!.order, b.entry.timing!.order));
  const groups: OrderGroup[] = [];
  for (const e of timed) {
    const last = groups[groups.length - 1];
    if (last && compareOrder(last.order, e.entry.timing!.order) === 0) (last.entries as OwnedEntry[]).push(e);
    else {
      const phase = e.entry.timing!.phase ? phases.find((p) => p.id === e.entry.timing!.phase) : phaseOf(phases, e.entry.timing!.order[0] ?? 0);
      groups.push({ order: e.entry.timing!.order, entries: [e], ...(phase ? { phase } : {}) });
    }
  }
  return groups;
}
