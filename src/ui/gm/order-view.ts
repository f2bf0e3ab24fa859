/**
 * The round's order as the GM screen lays it out: phase headers between groups, groups
 * highest first (ties "simultaneous"), lost actions at the bottom, held and untimed entries
 * apart. Players' entries and the GM's combatants' entries are merged by the engine's
 * `orderRound`, after the GM's marks (marks.ts). Pure; rendering is in OrderList.tsx.
 */
import { compareOrder, orderRound, type OrderGroup } from '../../engine/order';
import type { CheckResult, Phase, ResultEntry, RoundResult, Stat } from '../../engine/ruleset';
import { armourWord } from '../common/terms';
import { combatantName, type GmCombatant } from './combatants';
import { applyMarks, LOST_KEY, rowKey, type EntryMark, type Owned, type Placed } from './marks';
import { characterKey, displayName, type RulesetInfo } from './round';
import { NOT_CHECKED, type StoredVerdict } from './verified';
import type { Verdict } from '../../verify/verify';
import { isSecret, memberOfEntry, type FightEntry } from './fight';

/** One action as a line of the order. Strings are ready to show. */
export interface OrderRow {
  /** Unique key: owner + entry id (also the key of the GM's marks). */
  readonly key: string;
  readonly who: string;
  /** Whether the GM's own combatant (true) or a player's character. */
  readonly gm: boolean;
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
  /** The defence the player declared for the round: "DEF 48". */
  readonly defence?: string;
  /** Why the GM moved it: "Delayed from 7", "Stunned", "Held". */
  readonly moved?: string;
  /** The GM's mark on it, to edit. */
  readonly mark?: EntryMark;
  /** Extra lines: timing text, GM's calls on this entry, the GM's own note. */
  readonly notes: readonly { readonly text: string; readonly gm: boolean }[];
  readonly lost: boolean;
  /** Verified table mode only: the check of this entry's dice (a player's entry). */
  readonly verdict?: Verdict;
  /** True when `verdict` is the whole round's (a wrong code, say): its sentence is on the character's card, not repeated per entry. */
  readonly verdictOfRound?: boolean;
  /**
   * A player's rolled attack the GM can apply to a monster that fights: 'attack', or 'secret'
   * when it was rolled with the target's defence left secret (the GM's phone resolves it).
   */
  readonly hit?: 'attack' | 'secret';
  /** Where this attack went this round: "Goblin 2: Hit: 9 damage, 5 after PROT 4", one per monster it was applied to. */
  readonly applied?: readonly string[];
  /** A fighting monster's entry: its combatant and member (0-based), whose round's code a player's phone takes. */
  readonly member?: { readonly cid: string; readonly index: number };
  /** That member's health and conditions now: "HP 5 / 8 · Stunned". */
  readonly health?: string;
  /**
   * The row folded to a glance (see {@link glanceOf}): the result's first word ("Hit", "Miss"),
   * the one figure that matters ("8 damage", "rolled 11 · need 70 − target DEF"), and why the GM
   * must act on it, if they must: 'resolve' (a roll against a defence only the GM knows) or
   * 'call' (the rules leave something to the GM).
   */
  readonly glance: RowGlance;
}

/** What a row of the order shows folded: one or two lines at 360 px. */
export interface RowGlance {
  readonly word?: string;
  readonly figure?: string;
  readonly flag?: 'resolve' | 'call';
}

/** A set of rows that act at once. */
export interface OrderGroupView {
  /** Unique in the round; the "now acting" marker names it. */
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
  /** Held actions, waiting for the GM to place them. */
  readonly held: readonly OrderRow[];
  /** Entries the GM removed from the order (they can be brought back). */
  readonly removed: readonly OrderRow[];
  /** Keys of the groups that act, top to bottom (not the lost ones): the "now acting" marker's steps. */
  readonly steps: readonly string[];
  /** Number of actions in the round (timed, held and untimed). */
  readonly count: number;
}

/** What besides the players' results goes into the order. */
export interface OrderExtras {
  readonly combatants?: readonly GmCombatant[];
  readonly rolls?: Readonly<Record<string, readonly ResultEntry[]>>;
  readonly marks?: Readonly<Record<string, EntryMark>>;
  /** The checks of the players' rounds by character key; given only while verified mode is on. */
  readonly verdicts?: Readonly<Record<string, StoredVerdict>>;
  /** Whether any monster can take hits now (a fighting monster is in the encounter): players' attacks get a "Hit" then. */
  readonly fighters?: boolean;
  /** This round's changes to monsters (fight.ts), to say where each player's attack went. */
  readonly fight?: readonly FightEntry[];
  /** Each fighting member's health line by '<combatant id>#<member>' (fight.ts `healthLine`). */
  readonly health?: ReadonlyMap<string, string>;
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
 * on 3 that goes off on -3 acts on -3), otherwise the rolled total or rank. An entry the GM
 * marked lost shows the number it had.
 */
function whenOf(e: ResultEntry, countdown: boolean): string {
  const t = e.timing;
  if (!t) return '';
  const order = t.order[0] === LOST_KEY ? t.order.slice(1) : t.order;
  return String(countdown && order.length ? order[0] : t.total);
}

const statText = (s: Stat | undefined) => (s ? `${s.label} ${s.value}` : undefined);

type Ctx = {
  rulesetId: string; countdown: boolean; defence: Map<string, string | undefined>; verdicts: Map<string, { v: Verdict; ofRound: boolean }>;
  fighters: boolean; applied: Map<string, string[]>; fighterIds: Set<string>; health: ReadonlyMap<string, string>;
};

/**
 * Each player's entry's verdict by row key, while verified mode is on: a result taken before
 * the mode was on (or replaced since its check) is "unverified".
 */
function verdictsByRow(results: readonly RoundResult[], verdicts: OrderExtras['verdicts']): Map<string, { v: Verdict; ofRound: boolean }> {
  const out = new Map<string, { v: Verdict; ofRound: boolean }>();
  if (!verdicts) return out;
  for (const r of results) {
    const owner = `p:${characterKey(r.character)}`;
    const found = verdicts[characterKey(r.character)];
    const v = found && found.at === r.at ? found : undefined;
    r.entries.filter((e) => !e.skipped).forEach((e, i) => {
      const mine = v ? v.entries[i] ?? v.round : NOT_CHECKED;
      out.set(rowKey(owner, e.id), { v: mine, ofRound: !v || mine.status === 'unverified' || (mine.status === v.round.status && mine.message === v.round.message) });
    });
  }
  return out;
}

/** What makes a row something to hit a monster with, or a monster's own entry with a code. */
function fightParts(o: Placed, ctx: Ctx): Pick<OrderRow, 'hit' | 'applied' | 'member' | 'health'> {
  const e = o.entry;
  if (o.owner.startsWith('p:')) {
    if (!ctx.fighters || e.kind !== 'attack') return {};
    const applied = ctx.applied.get(o.key);
    return { hit: isSecret(e) ? 'secret' : 'attack', ...(applied ? { applied } : {}) };
  }
  const cid = o.owner.slice(3);
  const m = ctx.fighterIds.has(cid) ? memberOfEntry(e.id) : null;
  if (!m) return {};
  const health = ctx.health.get(`${cid}#${m.member}`);
  return { member: { cid, index: m.member }, ...(health ? { health } : {}) };
}

/** What a row was made from besides its entry (see {@link rowOf}), to tell whether it would come out the same. */
interface RowMaking {
  readonly o: Placed; readonly rulesetId: string; readonly countdown: boolean; readonly def: string | undefined;
  readonly verdict: { v: Verdict; ofRound: boolean } | undefined; readonly fight: ReturnType<typeof fightParts>; readonly row: OrderRow;
}

/**
 * Rows made so far, by their entry object: the order is rebuilt on every change of the round,
 * and an entry that did not change (another character's new code) gets its row back without
 * working it out again. Entries are never changed in place, so the same object shows the same.
 */
const made = new WeakMap<ResultEntry, RowMaking>();

/** The row of `o`: the one made before from the same entry and the same surroundings, else a new one. */
function rowOf(o: Placed, ctx: Ctx): OrderRow {
  const def = ctx.defence.get(o.owner);
  const verdict = ctx.verdicts.get(o.key);
  const fight = fightParts(o, ctx);
  const was = made.get(o.entry);
  if (was && was.o.key === o.key && was.o.who === o.who && was.o.owner === o.owner && was.o.moved === o.moved && was.o.mark === o.mark
    && was.rulesetId === ctx.rulesetId && was.countdown === ctx.countdown && was.def === def
    && was.verdict?.v === verdict?.v && was.verdict?.ofRound === verdict?.ofRound && sameData(was.fight, fight)) {
    return was.row;
  }
  const row = makeRow(o, ctx);
  made.set(o.entry, { o, rulesetId: ctx.rulesetId, countdown: ctx.countdown, def, verdict, fight, row });
  return row;
}

function makeRow(o: Placed, ctx: Ctx): OrderRow {
  const { rulesetId, countdown, defence, verdicts } = ctx;
  const e: ResultEntry = o.entry;
  const notes: { text: string; gm: boolean }[] = [];
  if (e.timing?.text) notes.push({ text: e.timing.text, gm: false });
  for (const n of e.notes ?? []) notes.push({ text: `${n.label}: ${n.text}`, gm: !!n.gm });
  if (o.mark?.note?.trim()) notes.push({ text: `Your note: ${o.mark.note.trim()}`, gm: true });
  const damage = e.damage ? damageText(e.damage, armourWord(rulesetId)) : undefined;
  const c = e.check;
  const def = defence.get(o.owner);
  const row: Omit<OrderRow, 'glance'> = {
    key: o.key,
    who: o.who,
    gm: o.owner.startsWith('gm:'),
    what: e.label,
    when: whenOf(e, countdown),
    ...(e.summary ? { need: e.summary } : {}),
    ...(c ? { roll: `rolled ${c.face}${c.bonus ? ` ${c.bonus > 0 ? '+' : '−'} ${Math.abs(c.bonus)} = ${c.face + c.bonus}` : ''}`, outcome: { label: c.label, tone: c.tone } } : {}),
    ...(damage ? { damage } : {}),
    ...(def ? { defence: def } : {}),
    ...(o.moved ? { moved: o.moved } : {}),
    ...(o.mark ? { mark: o.mark } : {}),
    notes,
    lost: !!e.timing?.lost || e.timing?.phase === 'lost',
    ...(verdicts.has(o.key) ? { verdict: verdicts.get(o.key)!.v, ...(verdicts.get(o.key)!.ofRound ? { verdictOfRound: true } : {}) } : {}),
    ...fightParts(o, ctx),
  };
  return { ...row, glance: glanceOf(e, row) };
}

/**
 * "8 damage · ×2 · ignores PROT", saying each fact once: a ruleset's damage text that already
 * gives the total ("8 damage (doubled), PROT ignored") stands alone, and "ignores PROT" is added
 * only where the text does not already say so.
 */
export function damageText(d: NonNullable<ResultEntry['damage']>, armour: string): string {
  const lead = `${d.total} damage`;
  const text = d.text?.trim() ?? '';
  const said = text.includes(lead) ? text : text ? `${lead} · ${text}` : lead;
  const ignores = d.armour === 'no' && !said.toLowerCase().includes(armour.toLowerCase()) ? ` · ignores ${armour}` : '';
  return `${said}${ignores}`;
}

/**
 * The row folded: the outcome's first word ("Hit: the GM's DEF decides if critical" gives "Hit";
 * the rest is the GM's to decide, so the row is flagged), and one figure: the damage of a hit,
 * the roll and its need when the GM resolves it. Everything else is in the opened row.
 */
export function glanceOf(e: ResultEntry, row: Omit<OrderRow, 'glance'>): RowGlance {
  const c = e.check;
  const secret = c?.outcome === 'unknown';
  const call = row.notes.some((n) => n.gm) || (!!c && !secret && c.label.includes(':') && /\bGM\b/.test(c.label));
  const flag = secret ? 'resolve' as const : call ? 'call' as const : undefined;
  // "need 70 − target DEF (ask the GM)" reads "need 70 − DEF" on the row; the whole sentence is in the opened row.
  const need = (row.need ?? '').split(' · ')[0]!.replace(/\s*\([^)]*\)\s*$/, '').replace(/\btarget /, '');
  let word: string | undefined;
  let figure: string | undefined;
  if (c && secret && c.label.includes(':') && e.damage) {
    // "Hit: the GM's DEF decides if critical": a hit whatever the defence, its damage known.
    word = c.label.split(':')[0]!.trim();
    figure = `${e.damage.total} damage`;
  } else if (c && secret) {
    figure = `rolled ${c.face + c.bonus}${need ? ` · ${need}` : ''}`;
  } else if (c) {
    word = c.label.split(':')[0]!.trim();
    figure = e.damage && c.tone > 0 ? `${e.damage.total} damage` : undefined;
  } else if (e.damage) {
    figure = `${e.damage.total} damage`;
  }
  // An action with no roll (a spell going off) shows no figure: when it acts is the row's count, its timing is inside.
  return { ...(word ? { word } : {}), ...(figure ? { figure } : {}), ...(flag ? { flag } : {}) };
}

function groupView(g: OrderGroup, ctx: Ctx): OrderGroupView {
  const rows = g.entries.map((o) => rowOf(o as Placed, ctx));
  return { key: g.order.join(','), when: rows[0]?.when ?? '', simultaneous: rows.length > 1, rows };
}

function isLost(g: OrderGroup): boolean {
  return g.phase?.id === 'lost' || g.entries.every((o) => o.entry.timing?.lost);
}

/** Every entry of the round with its owner: players' results, then the GM's combatants' rolls. */
export function ownedEntries(results: readonly RoundResult[], extras: OrderExtras = {}): Owned[] {
  const players = results.flatMap((r) => {
    const owner = `p:${characterKey(r.character)}`;
    return r.entries.filter((entry) => !entry.skipped).map((entry) => ({ key: rowKey(owner, entry.id), owner, who: displayName(r.character), side: 'player', entry }));
  });
  const gm = (extras.combatants ?? []).flatMap((c) => {
    const owner = `gm:${c.id}`;
    return (extras.rolls?.[c.id] ?? []).map((entry) => ({ key: rowKey(owner, entry.id), owner, who: combatantName(c), side: c.side, entry }));
  });
  return [...players, ...gm];
}

/**
 * Lays out the round: sections by phase, highest first, with lost actions last, held and
 * untimed entries apart. Results are assumed to share `rs` (the encounter plays one ruleset).
 */
export function buildOrderView(results: readonly RoundResult[], rs: RulesetInfo | undefined, extras: OrderExtras = {}): OrderView {
  const rulesetId = rs?.id ?? '';
  const countdown = rs?.order === 'countdown';
  const phases = rs?.phases ?? [];
  const owned = ownedEntries(results, extras);
  const defence = new Map(results.map((r) => [`p:${characterKey(r.character)}`, statText(r.defence[0])]));
  const applied = new Map<string, string[]>();
  for (const f of extras.fight ?? []) if (f.row) applied.set(f.row, [...(applied.get(f.row) ?? []), `${f.who}: ${f.text}`]);
  const fighterIds = new Set((extras.combatants ?? []).filter((c) => c.sheet).map((c) => c.id));
  const ctx: Ctx = { rulesetId, countdown, defence, verdicts: verdictsByRow(results, extras.verdicts), fighters: !!extras.fighters, applied, fighterIds, health: extras.health ?? new Map() };
  const { placed, held, removed } = applyMarks(owned, extras.marks ?? {}, phases);
  const groups = orderRound(placed, phases);
  const sections: OrderSection[] = [];
  const lostGroups: OrderGroupView[] = [];
  for (const g of groups) {
    if (isLost(g)) { lostGroups.push(groupView(g, ctx)); continue; }
    const id = g.phase?.id ?? '';
    let last = sections[sections.length - 1];
    if (!last || last.key !== id) {
      last = { key: id, ...(g.phase ? { title: phaseTitle(g.phase) } : {}), lost: false, groups: [] };
      sections.push(last);
    }
    (last.groups as OrderGroupView[]).push(groupView(g, ctx));
  }
  const steps = sections.flatMap((s) => s.groups.map((g) => g.key));
  if (lostGroups.length) {
    const lostPhase = phases.find((p) => p.id === 'lost');
    sections.push({ key: 'lost', title: lostPhase ? phaseTitle(lostPhase) : 'Lost', lost: true, groups: lostGroups });
  }
  const untimed = placed.filter((o) => !o.entry.timing).map((o) => rowOf(o, ctx));
  return { sections, untimed, held: held.map((o) => rowOf(o, ctx)), removed: removed.map((o) => rowOf(o, ctx)), steps, count: placed.length + held.length };
}

/**
 * Where the "now acting" marker goes from `now` one step down (`+1`) or up (`-1`) `steps`:
 * a group key, or null past the last group. A marker whose group is gone (the GM delayed,
 * held or stunned everyone in it) goes on from the count it stood at, not from the top.
 */
export function stepFrom(steps: readonly string[], now: string | null, by: 1 | -1): string | null {
  if (!steps.length) return null;
  if (now === null) return by > 0 ? steps[0]! : steps[steps.length - 1]!;
  let i = steps.indexOf(now);
  if (i < 0) {
    const at = now.split(',').map(Number);
    // The first group after the count the marker stood at; the marker stands just before it.
    const after = steps.findIndex((k) => compareOrder(k.split(',').map(Number), at) > 0);
    i = (after < 0 ? steps.length : after) - (by > 0 ? 1 : 0);
  }
  const next = i + by;
  return next >= steps.length ? null : steps[Math.max(0, next)]!;
}

/** Whether two pieces of plain data (strings, numbers, arrays, records) hold the same values. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
