/**
 * The round's order as the GM screen lays it out: phase headers between groups, groups
 * highest first (ties "simultaneous"), lost actions at the bottom, untimed entries apart.
 * Pure: built on the engine's `orderRound`; rendering is in OrderList.tsx.
 */
import { orderRound, type OrderGroup, type OwnedEntry } from '../../engine/order';
import type { CheckResult, Phase, ResultEntry, RoundResult } from '../../engine/ruleset';
import { armourWord } from '../terms';
import { displayName, type RulesetInfo } from './round';

/** One action as a line of the order. Strings are ready to show. */
export interface OrderRow {
  /** Unique key for rendering: who + entry id. */
  readonly key: string;
  readonly who: string;
  /** "Longsword, attack 1". */
  readonly what: string;
  /** Initiative total, segment or rank as shown ("8", "-2"); empty for untimed entries. */
  readonly when: string;
  /** Need and bands: "need 72 · crit ≤11 · griev ≤4". */
  readonly need?: string;
  /** The deciding roll: "rolled 9". */
  readonly roll?: string;
  /** The outcome word and its tone (engine tone -1..3), never shown as colour alone. */
  readonly outcome?: { readonly label: string; readonly tone: CheckResult['tone'] };
  /** "18 damage · ignores PROT". */
  readonly damage?: string;
  /** Extra lines: timing text, GM's calls on this entry. */
  readonly notes: readonly { readonly text: string; readonly gm: boolean }[];
  readonly lost: boolean;
}

/** A set of rows that act at once. */
export interface OrderGroupView {
  readonly key: string;
  readonly when: string;
  readonly simultaneous: boolean;
  readonly rows: readonly OrderRow[];
}

/** A phase of the round with its groups; `phase` is absent where the ruleset names none. */
export interface OrderSection {
  readonly key: string;
  readonly title?: string;
  readonly lost: boolean;
  readonly groups: readonly OrderGroupView[];
}

/** The whole order of the round. */
export interface OrderView {
  readonly sections: readonly OrderSection[];
  /** Entries with no timing (reactions, checks): listed after the order. */
  readonly untimed: readonly OrderRow[];
  /** Number of actions in the order (timed and untimed). */
  readonly count: number;
}

/**
 * "Movement · 10 → 1"; open-ended ranges read "11 and above" / "-6 and below". A label that
 * already gives its numbers ("Movement (10 to 1)") is shown as it is.
 */
export function phaseTitle(p: Phase): string {
  if (/\d/.test(p.label)) return p.label;
  const FAR = 50;
  const range = p.from >= FAR && p.to <= -FAR ? ''
    : p.from >= FAR ? `${p.to} and above`
    : p.to <= -FAR ? `${p.from} and below`
    : p.from === p.to ? `${p.from}`
    : `${p.from} → ${p.to}`;
  return range ? `${p.label} · ${range}` : p.label;
}

/**
 * When an entry acts, as the GM counts: for a countdown the first order key (a spell starting
 * on 3 that goes off on -3 acts on -3), otherwise the rolled total or rank.
 */
function whenOf(e: ResultEntry, countdown: boolean): string {
  const t = e.timing;
  if (!t) return '';
  return String(countdown && t.order.length ? t.order[0] : t.total);
}

function rowOf(o: OwnedEntry, rulesetId: string, countdown: boolean): OrderRow {
  const e: ResultEntry = o.entry;
  const notes: { text: string; gm: boolean }[] = [];
  if (e.timing?.text) notes.push({ text: e.timing.text, gm: false });
  for (const n of e.notes ?? []) notes.push({ text: `${n.label}: ${n.text}`, gm: !!n.gm });
  let damage: string | undefined;
  if (e.damage) {
    const parts = [`${e.damage.total} damage`];
    if (e.damage.text) parts.push(e.damage.text);
    if (e.damage.armour === 'no') parts.push(`ignores ${armourWord(rulesetId)}`);
    damage = parts.join(' · ');
  }
  const c = e.check;
  return {
    key: `${o.who}\u0000${e.id}`,
    who: o.who,
    what: e.label,
    when: whenOf(e, countdown),
    ...(e.summary ? { need: e.summary } : {}),
    ...(c ? { roll: `rolled ${c.face}${c.bonus ? ` ${c.bonus > 0 ? '+' : '−'} ${Math.abs(c.bonus)} = ${c.face + c.bonus}` : ''}`, outcome: { label: c.label, tone: c.tone } } : {}),
    ...(damage ? { damage } : {}),
    notes,
    lost: !!e.timing?.lost || e.timing?.phase === 'lost',
  };
}

function groupView(g: OrderGroup, rulesetId: string, countdown: boolean): OrderGroupView {
  const rows = g.entries.map((o) => rowOf(o, rulesetId, countdown));
  return { key: g.order.join(','), when: rows[0]?.when ?? '', simultaneous: rows.length > 1, rows };
}

function isLost(g: OrderGroup): boolean {
  return g.phase?.id === 'lost' || g.entries.every((o) => o.entry.timing?.lost);
}

/**
 * Lays out the round: sections by phase, highest first, with lost actions last.
 * Results are assumed to share `rs` (the round accepts one ruleset at a time).
 */
export function buildOrderView(results: readonly RoundResult[], rs: RulesetInfo | undefined): OrderView {
  const rulesetId = rs?.id ?? '';
  const countdown = rs?.order === 'countdown';
  const owned: OwnedEntry[] = results.flatMap((r) => r.entries.map((entry) => ({ who: displayName(r.character), entry })));
  const groups = orderRound(owned, rs?.phases ?? []);
  const sections: OrderSection[] = [];
  const lostGroups: OrderGroupView[] = [];
  for (const g of groups) {
    if (isLost(g)) { lostGroups.push(groupView(g, rulesetId, countdown)); continue; }
    const id = g.phase?.id ?? '';
    let last = sections[sections.length - 1];
    if (!last || last.key !== id) {
      last = { key: id, ...(g.phase ? { title: phaseTitle(g.phase) } : {}), lost: false, groups: [] };
      sections.push(last);
    }
    (last.groups as OrderGroupView[]).push(groupView(g, rulesetId, countdown));
  }
  if (lostGroups.length) {
    const lostPhase = rs?.phases.find((p) => p.id === 'lost');
    sections.push({ key: 'lost', title: lostPhase ? phaseTitle(lostPhase) : 'Lost', lost: true, groups: lostGroups });
  }
  const untimed = owned.filter((o) => !o.entry.timing).map((o) => rowOf(o, rulesetId, countdown));
  return { sections, untimed, count: owned.length };
}
