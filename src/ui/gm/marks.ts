/**
 * The GM's marks on single entries of the order, and how they move an entry: a held action
 * waits outside the order until the GM places it; a delay puts it on a later count; "acts on
 * X's number" puts it with X (simultaneous); stunned or lost attacks go to the lost part;
 * a removed entry leaves the order. Pure: the entries themselves are never changed, the view
 * is built from entry + mark.
 */
import type { Phase, ResultEntry, TimingResult } from '../../engine/ruleset';

/** First order key of entries the GM marked stunned or lost: below any count a ruleset uses. */
export const LOST_KEY = -1e6;

/** What the GM marked on one entry. Keys are row keys (see {@link rowKey}). */
export interface EntryMark {
  /** Holding the action: out of the order until placed with `at` or `actsOn`. */
  readonly held?: boolean;
  /** Acts on this count (delay) or rank instead of its own. */
  readonly at?: number;
  /** Acts on the number of the entry with this row key (simultaneous with it). */
  readonly actsOn?: string;
  readonly stunned?: boolean;
  readonly lost?: boolean;
  readonly removed?: boolean;
  /** Carry a reminder of this entry into the next round. */
  readonly carry?: boolean;
  /** The GM's own note, shown only on the GM screen. */
  readonly note?: string;
}

/** One entry of the round with its owner: a player (`p:<name key>`) or a GM combatant (`gm:<id>`). */
export interface Owned {
  /** Row key: owner key + entry id. */
  readonly key: string;
  readonly owner: string;
  readonly who: string;
  readonly side: string;
  readonly entry: ResultEntry;
}

/** The row key of an entry of an owner. */
export function rowKey(owner: string, entryId: string): string {
  return `${owner}/${entryId}`;
}

/** Whether a mark changes nothing (so it can be dropped). */
export function isEmptyMark(m: EntryMark): boolean {
  return !m.held && m.at === undefined && !m.actsOn && !m.stunned && !m.lost && !m.removed && !m.carry && !m.note?.trim();
}

/** The entry as the order should place it, and why it moved ("Delayed from 7"). */
export interface Placed extends Owned {
  readonly mark?: EntryMark;
  /** Why it is not where it rolled: "Delayed from 7", "Acts on Aria's number", "Stunned". */
  readonly moved?: string;
}

/**
 * Applies the marks: returns the entries to order (timing replaced where a mark moves them)
 * and the held and removed ones apart (a removed entry can be brought back).
 */
export function applyMarks(all: readonly Owned[], marks: Readonly<Record<string, EntryMark>>, phases: readonly Phase[]): { placed: Placed[]; held: Placed[]; removed: Placed[] } {
  const byKey = new Map(all.map((o) => [o.key, o]));
  const placed: Placed[] = [];
  const held: Placed[] = [];
  const removed: Placed[] = [];
  // The moved entry's total is where it now acts: a rank order shows the total, not the first key.
  const at = (n: number, t: TimingResult | undefined, total = n): TimingResult => {
    const phase = phases.find((p) => n <= p.from && n >= p.to);
    return { faces: t?.faces ?? [], total, order: [n], ...(phase ? { phase: phase.id } : {}), ...(phase?.id === 'lost' ? { lost: true } : {}), ...(t?.text ? { text: t.text } : {}) };
  };
  for (const o of all) {
    const m = marks[o.key];
    if (!m) { placed.push(o); continue; }
    if (m.removed) { removed.push({ ...o, mark: m, moved: 'Removed' }); continue; }
    const t = o.entry.timing;
    if (m.stunned || m.lost) {
      const why = m.stunned ? 'Stunned' : 'Lost (GM)';
      // Below every count, so a marked entry never joins a group that still acts.
      const order = [LOST_KEY, ...(t?.order ?? [])];
      placed.push({ ...o, mark: m, moved: why, entry: { ...o.entry, timing: { ...(t ?? { faces: [], total: 0 }), order, phase: 'lost', lost: true } } });
      continue;
    }
    const target = m.actsOn ? byKey.get(m.actsOn) : undefined;
    const targetOrder = target && !marks[target.key]?.held ? (marks[target.key]?.at !== undefined ? [marks[target.key]!.at!] : target.entry.timing?.order) : undefined;
    if (target && targetOrder) {
      const targetTotal = marks[target.key]?.at ?? target.entry.timing?.total ?? targetOrder[0] ?? 0;
      const timing: TimingResult = { ...at(targetOrder[0] ?? 0, t, targetTotal), order: [...targetOrder] };
      placed.push({ ...o, mark: m, moved: `Acts on ${target.who}'s number${t ? ` (rolled ${t.order[0]})` : ''}`, entry: { ...o.entry, timing } });
      continue;
    }
    if (m.at !== undefined) {
      const from = t?.order[0];
      placed.push({ ...o, mark: m, moved: from === undefined ? `Placed on ${m.at}` : m.at < from ? `Delayed from ${from}` : `Moved from ${from}`, entry: { ...o.entry, timing: at(m.at, t) } });
      continue;
    }
    if (m.held) { held.push({ ...o, mark: m, moved: 'Held' }); continue; }
    placed.push({ ...o, mark: m });
  }
  return { placed, held, removed };
}
