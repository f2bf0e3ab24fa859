/**
 * The GM's monsters that fight: a combatant with a sheet of its ruleset (`GmCombatant.sheet`)
 * rolls whole rounds, takes hits and ticks through the ruleset's own `plan`, `roll` and `state`
 * rules, one state per member of a group. Every change to a member's state is a
 * {@link FightEntry} of the round's log, which keeps the state before and after, so any entry
 * can be undone while it is the latest change to that member. Pure: no signals, DOM or storage.
 */
import type { Dice } from '../../engine/dice';
import type { Note } from '../../engine/plan';
import type { ReadyMonster, Resolution } from '../../engine/monster';
import type { ResultEntry, RoundResult } from '../../engine/result';
import { defaults, withDefaults, type Values } from '../../engine/schema';
import { hitOfEntry, type CharacterStatus, type StateChange } from '../../engine/state';
import { memberNames, type GmCombatant } from './combatants';
import type { RulesetInfo } from './info';

/** A combatant whose ruleset can make it fight: a sheet, a declaration, and a state per member. */
export interface Fighter extends GmCombatant {
  readonly sheet: Values;
  readonly declaration: Values;
  /** One lasting state per member, in order; `count` long. */
  readonly states: readonly Values[];
}

/** Whether a combatant fights (has a stat line), as opposed to one placed by its initiative only. */
export function isFighter(c: GmCombatant): c is Fighter {
  return c.sheet !== undefined && c.declaration !== undefined && Array.isArray(c.states);
}

/**
 * The combatant as the encounter's system `id` sees it: a stat line of another system is put
 * aside (the combatant is then placed by its initiative only) and comes back, wounds and all,
 * when the encounter plays its system again. Nothing is lost by switching.
 */
export function forSystem(c: GmCombatant, id: string): GmCombatant {
  if (isFighter(c) && c.rulesetId !== undefined && c.rulesetId !== id) {
    const { sheet, declaration, states, rulesetId, ...rest } = c;
    return { ...rest, parked: { rulesetId, sheet, declaration, states } };
  }
  if (!isFighter(c) && c.parked?.rulesetId === id) {
    const { parked, ...rest } = c;
    return { ...rest, ...parked, count: parked.states.length };
  }
  return c;
}

/** Whether a ruleset has everything a fighting monster needs. */
export function canFight(rs: RulesetInfo | undefined): rs is RulesetInfo & Required<Pick<RulesetInfo, 'monsters' | 'state' | 'plan' | 'roll' | 'sheetSchema' | 'declarationSchema'>> {
  return !!(rs?.monsters && rs.state && rs.plan && rs.roll && rs.sheetSchema && rs.declarationSchema);
}

/** One state change in the round's log: a hit applied to a monster, a round passing, healing or clearing by hand. */
export interface FightEntry {
  /** Unique in the encounter, increasing. */
  readonly id: number;
  /** The round it happened in. */
  readonly round: number;
  /** Milliseconds since 1970. */
  readonly at: number;
  readonly kind: 'hit' | 'tick' | 'heal' | 'clear';
  /** The combatant and the member (0-based) whose state changed. */
  readonly cid: string;
  readonly member: number;
  /** The member's name as shown then: "Goblin 2". */
  readonly who: string;
  /** Who hit, and with what: "Arn: Longsword, attack 1"; for hits only. */
  readonly from?: string;
  /** The order row the hit came from (`p:<name>/<entry id>`), so the row can say where it went. */
  readonly row?: string;
  /** The outcome the hit was taken as ('hit', 'critical', 'miss'); for hits only. */
  readonly outcome?: string;
  /** What happened, in the system's words: "9 damage, 5 after PROT 4". */
  readonly text: string;
  /** The other rules that applied. */
  readonly notes: readonly string[];
  readonly before: Values;
  readonly after: Values;
}

/** Entries kept in the encounter's log of changes. */
export const MAX_FIGHT_LOG = 300;

const options = (rs: RulesetInfo): Values => (rs.optionsSchema ? defaults(rs.optionsSchema.fields) : {});

/** The sheet of member `i` (0-based): the group's sheet under the member's own name. */
export function memberSheet(c: Fighter, i: number): Values {
  return { ...c.sheet, name: memberNames(c)[i] ?? c.name };
}

/** A new fighter's states: each member at the ruleset's initial state. */
export function initialStates(rs: RulesetInfo, sheet: Values, count: number): Values[] {
  if (!canFight(rs)) return [];
  const o = options(rs);
  return Array.from({ length: count }, () => rs.state.initial(sheet, o));
}

/**
 * The states after a change of count or sheet: members kept keep theirs; new ones start at
 * the initial state. A changed maximum health is the ruleset's to read from the sheet.
 */
export function resizeStates(rs: RulesetInfo, c: Fighter, count: number): Values[] {
  const fresh = initialStates(rs, c.sheet, count);
  return fresh.map((s, i) => c.states[i] ?? s);
}

/** A ready monster as a fighter's sheet and declaration, with a new name. */
export function fromReady(m: ReadyMonster): { sheet: Values; declaration: Values } {
  return { sheet: m.sheet, declaration: m.declaration };
}

/** Member `i`'s status (health, conditions, down), or undefined when the ruleset cannot say. */
export function memberStatus(rs: RulesetInfo | undefined, c: Fighter, i: number): CharacterStatus | undefined {
  if (!canFight(rs)) return undefined;
  // A stored sheet or state that no longer fits the rules (another app version) must not take the GM's screen down.
  try {
    return rs.state.status({ sheet: memberSheet(c, i), options: options(rs), state: c.states[i] });
  } catch {
    return undefined;
  }
}

/** Member `i`'s health and conditions in one line: "HP 5 / 8 · Stunned · out of the fight". */
export function healthLine(status: CharacterStatus): string {
  const h = status.health;
  return [`${h.label} ${h.value}${h.max !== undefined ? ` / ${h.max}` : ''}`, ...status.conditions.map((c) => c.label), ...(status.down ? [status.down.word] : [])].join(' · ');
}

/**
 * The entries of the order with those of members now down moved to the lost part, saying why:
 * a monster taken out after it rolled does not act on its count.
 */
export function withoutTheDown(rolls: readonly ResultEntry[], down: ReadonlyMap<number, string>): ResultEntry[] {
  return rolls.map((e) => {
    const m = memberOfEntry(e.id);
    const why = m ? down.get(m.member) : undefined;
    if (!why) return e;
    const t = e.timing ?? { faces: [], total: 0, order: [] };
    return { ...e, timing: { ...t, order: [LOST_BELOW, ...t.order], phase: 'lost', lost: true }, notes: [...(e.notes ?? []), { label: 'Down', text: why }] };
  });
}

/** Below every count a ruleset uses: where the entries of the down go (as the GM's "lost" mark puts them). */
const LOST_BELOW = -1e6;

/** Whether member `i` is down (cannot act). */
export function isDown(rs: RulesetInfo | undefined, c: Fighter, i: number): boolean {
  return !!memberStatus(rs, c, i)?.down;
}

/**
 * Rolls member `i`'s whole round through the ruleset's `plan` and `roll`, from its state now.
 * The declaration is checked against the ruleset's schema first; a stale field falls back to
 * its default, so a monster saved under an older version still rolls.
 */
export function rollMember(rs: RulesetInfo, c: Fighter, i: number, dice: Dice, at: number): RoundResult {
  if (!canFight(rs)) throw new Error(`Expected a system whose monsters fight but received "${rs.id}"`);
  const sheet = memberSheet(c, i);
  const fields = rs.declarationSchema(sheet).fields;
  const checked = withDefaults(fields, c.declaration);
  const declaration = checked.ok ? checked.value : defaults(fields);
  const input = { sheet, declaration, options: options(rs), state: c.states[i]! };
  return rs.roll(rs.plan(input), dice, at, input);
}

/** Rolls every member of a fighter: their rounds, and the states those rounds leave (ammunition spent, a spell started). */
export function rollFighter(rs: RulesetInfo, c: Fighter, dice: Dice, at: number): { rounds: RoundResult[]; states: Values[] } {
  const rounds = c.states.map((_, i) => rollMember(rs, c, i, dice, at));
  return { rounds, states: rounds.map((r, i) => r.nextState ?? c.states[i]!) };
}

/** Separates a member's number from an entry id in the order: "2:a1" is member 2's entry "a1". */
const MEMBER_SEP = ':';

/**
 * A fighter's rounds as entries of the order: every rolled entry of every member, ids prefixed
 * with the member's number ("2:a1") and, in a group, labels with the member's name.
 */
export function fighterEntries(c: Fighter, rounds: readonly RoundResult[]): ResultEntry[] {
  const names = memberNames(c);
  return rounds.flatMap((r, i) => r.entries.filter((e) => !e.skipped).map((e) => ({
    ...e, id: `${i + 1}${MEMBER_SEP}${e.id}`, ...(c.count > 1 ? { label: `${names[i]}: ${e.label}` } : {}),
  })));
}

/** The member (0-based) and its own entry id of an order entry id made by {@link fighterEntries}, or null. */
export function memberOfEntry(id: string): { member: number; entryId: string } | null {
  const m = /^(\d+):(.+)$/.exec(id);
  return m ? { member: Number(m[1]) - 1, entryId: m[2]! } : null;
}

/** What a player's attack entry would do to member `i`: the change, computed with `dice` (pure). @throws Error from the ruleset when the hit cannot apply. */
export function hitOnMember(rs: RulesetInfo, c: Fighter, i: number, entry: ResultEntry, round: RoundResult, dice: Dice): StateChange {
  if (!canFight(rs)) throw new Error(`Expected a system whose monsters fight but received "${rs.id}"`);
  return rs.state.takeHit({ sheet: memberSheet(c, i), options: options(rs), state: c.states[i]! }, hitOfEntry(entry, round), dice);
}

/** A secret-defence attack resolved against a DEF / AC the GM types, or null where the system has no such attack. @throws Error from the ruleset when the entry carries no secret roll. */
export function resolveAgainst(rs: RulesetInfo | undefined, entry: ResultEntry, defence: number): Resolution | null {
  if (!rs?.monsters?.resolve) return null;
  return rs.monsters.resolve(entry, defence, options(rs));
}

/** Whether an entry is an attack rolled with the target's defence left secret (the GM resolves it). */
export function isSecret(e: ResultEntry): boolean {
  return e.kind === 'attack' && e.check?.outcome === 'unknown';
}

/** One line of notes: "Stunned: loses the rest of the round". */
const noteText = (n: Note): string => `${n.label}: ${n.text}`;

/** The log entry of a change to member `i`. */
export function entryOf(id: number, round: number, at: number, kind: FightEntry['kind'], c: Fighter, i: number, change: StateChange, extra: { from?: string; row?: string } = {}): FightEntry {
  const report = change.hits[0];
  const notes = change.notes.map(noteText);
  return {
    id, round, at, kind, cid: c.id, member: i, who: memberNames(c)[i] ?? c.name,
    ...(extra.from ? { from: extra.from } : {}), ...(extra.row ? { row: extra.row } : {}),
    ...(report ? { outcome: report.outcome } : {}),
    text: report ? `${report.label}: ${report.text}` : notes[0] ?? 'No change',
    notes: report ? notes : notes.slice(1),
    before: c.states[i]!, after: change.state,
  };
}

/** The fighter with member `i`'s state replaced. */
export function withState(c: Fighter, i: number, state: Values): Fighter {
  return { ...c, states: c.states.map((s, j) => (j === i ? state : s)) };
}

/** Deep equality of two plain records (states are JSON data). */
export function sameState(a: Values | undefined, b: Values | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The state with one change taken back: every field the change altered and nothing altered
 * since returns to its value before it; a field a roll has written since (this round's DEF, the
 * segments it acts on, a reload used) keeps its value now, as the roll came after. A later
 * change in the log is taken back first (the caller checks that).
 */
export function undoChange(now: Values, before: Values, after: Values): Values {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const out: Record<string, Values[string]> = { ...now };
  for (const k of keys) {
    const became = JSON.stringify(after[k]);
    if (JSON.stringify(before[k]) === became || JSON.stringify(now[k]) !== became) continue;
    if (before[k] === undefined) delete out[k];
    else out[k] = before[k]!;
  }
  return out;
}

/**
 * The end of a round for one fighter: each member's `nextRound`, then the ruleset's
 * `endOfRound` for the group (a morale check). Returns the new states and, per member, the
 * change it went through (empty notes when nothing happened to it).
 */
export function tickFighter(rs: RulesetInfo, c: Fighter, dice: Dice): { states: Values[]; changes: StateChange[]; group: readonly Note[] } {
  if (!canFight(rs)) return { states: [...c.states], changes: [], group: [] };
  const o = options(rs);
  const changes = c.states.map((s, i) => rs.state.nextRound({ sheet: memberSheet(c, i), options: o, state: s }, dice));
  let states = changes.map((ch) => ch.state);
  let group: readonly Note[] = [];
  if (rs.monsters.endOfRound) {
    const end = rs.monsters.endOfRound({ sheet: c.sheet, options: o, states }, dice);
    if (end.states.length === states.length) states = [...end.states];
    group = end.notes;
  }
  return { states, changes, group };
}
