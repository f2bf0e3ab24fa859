/**
 * The GM's round as plain data, and the pure steps that change it: take a player's
 * RoundResult, start the next round. No signals, DOM or storage here (see model.ts).
 *
 * Rules of the round:
 * - one result per character: a newer result (later `at`) of the same character replaces
 *   the older; the same result taken twice is recognised and not doubled;
 * - a code that belongs to another round is refused with a message: for a character taken
 *   last round, a code not newer than that one (the same phone's clock); for anyone else, a
 *   code rolled well before this round started;
 * - a table plays one rule system at a time: the encounter says which (the GM's choice or
 *   the first result); a result from another ruleset is refused with a message.
 */
import { normalizeName } from '../../engine/names';
import { nameKey } from '../../engine/name-key';
import { toCompact } from '../../share/round/compact';
import type { ResultEntry, RoundResult } from '../../engine/ruleset';
import type { TurnBoard } from '../../engine/turns';
import type { GmCombatant } from './combatants';
import type { Values } from '../../engine/schema';
import type { FightEntry } from './fight';
import type { EntryMark } from './marks';
import { seePhone, storedVerdict, undoCode, type StoredVerdict, type VerifiedTable } from './verified';
import type { RoundVerdict } from '../../verify/verify';
import type { IngestOutcome, RulesetInfo } from './info';
import { clockTime } from '../common/clock';

export type { IngestOutcome, RulesetInfo } from './info';


/** A reminder carried into the next round: a spell that goes off then, a held action, a reload. */
export interface Carried {
  readonly from: number;
  readonly who: string;
  readonly text: string;
}

/** One past round in the encounter's log: when it ended and one line per moment of its order. */
export interface RoundLogEntry {
  readonly round: number;
  readonly at: number;
  readonly lines: readonly string[];
  /** The sheets its verified codes were rolled from, for the GM to open later (absent in logs from before). */
  readonly sheets?: readonly LoggedSheet[];
}

/**
 * A sheet a past round's code carried: whose it was, its system, the code's inputs (hex, as
 * `RoundResult.proof.inputs`: sheet, declaration, options, state) and the round's mark then.
 */
export interface LoggedSheet {
  readonly who: string;
  readonly rulesetId: string;
  readonly inputs: string;
  readonly mark?: string;
}

/** One round's results: which system it plays, its number, and one result per character in the order taken. */
export interface RoundCore {
  /** 1 for the first round of the encounter; "Next round" adds one. */
  readonly round: number;
  /** Set by the first result taken; null while the round is empty. */
  readonly rulesetId: string | null;
  readonly results: readonly RoundResult[];
  /** When the round started (ms since 1970): codes rolled well before it belong to another round. Absent for a first round. */
  readonly startedAt?: number;
  /** The GM's combatants' rolled entries this round, by combatant id. */
  readonly rolls?: Readonly<Record<string, readonly ResultEntry[]>>;
  /** The rounds the GM's fighting monsters rolled, by combatant id, one per member (their codes for the players). */
  readonly rounds?: Readonly<Record<string, readonly RoundResult[]>>;
  /**
   * Kept on `previous` only: each fighting monster's member states as they were when the round
   * ended, before the round's end ticked them, so "Next round" can be undone whole.
   */
  readonly states?: Readonly<Record<string, readonly Values[]>>;
  /** The GM's marks on entries (held, delayed, acts on X, stunned, lost, removed, notes), by row key. */
  readonly marks?: Readonly<Record<string, EntryMark>>;
  /** Key of the group "now acting" (see order-view.ts), null before the first. */
  readonly now?: string | null;
  /** The turn board, for systems without initiative rolls. */
  readonly board?: TurnBoard;
  /** Reminders carried from the round before. */
  readonly carried?: readonly Carried[];
  /** Verified table mode: the check of each character's round, by {@link characterKey}. */
  readonly verdicts?: Readonly<Record<string, StoredVerdict>>;
  /**
   * Verified table mode: second rolls of a round already taken (see {@link rerollOf}), by
   * {@link characterKey}, waiting for the GM; the first roll stays in `results` until the GM
   * accepts the second. Not kept across a reload (the first stays).
   */
  readonly rerolls?: Readonly<Record<string, PendingReroll>>;
}

/** A re-roll waiting for the GM: the second code and its check. */
export interface PendingReroll {
  readonly result: RoundResult;
  readonly verdict: StoredVerdict;
}

/**
 * The GM's round, with the round before it kept so "Next round" can be undone until the
 * first result of the new round arrives (a slip of the thumb must not lose a table's round).
 */
export interface GmRound extends RoundCore {
  readonly previous?: RoundCore;
  /** The GM's own monsters and NPCs: kept from round to round. */
  readonly combatants?: readonly GmCombatant[];
  /** Past rounds of the encounter, oldest first. */
  readonly log?: readonly RoundLogEntry[];
  /** Every change to a monster's state this encounter (hits, rounds passing, healing), oldest first; see fight.ts. */
  readonly fight?: readonly FightEntry[];
  /** Verified table mode: on or off, the round code, earlier codes, joined phones. */
  readonly verified?: VerifiedTable;
}


/** How long before the round's start a code may have been rolled and still count (phones' clocks differ; players roll as the GM taps). */
export const EARLY_MS = 2 * 60_000;

const clock = (at: number): string => clockTime(at) || String(at);

/** Whether an outcome put a result into the round (worth a tick and a buzz). */
export function accepted(o: IngestOutcome | null): boolean {
  return o !== null && (o.kind === 'added' || o.kind === 'replaced');
}

/** An empty first round. */
export function emptyRound(): GmRound {
  return { round: 1, rulesetId: null, results: [] };
}

/**
 * The key that says two results are the same character: names that look the same on the
 * GM's screen (invisible characters, case, look-alike letters of other alphabets) are the
 * same character, so two rows never look identical (engine/names.ts `nameKey`).
 */
export function characterKey(name: string): string {
  return remembered(keys, name, nameKey);
}

/** A name to show: the character's name, or a placeholder when the sheet had none. */
export function displayName(name: string): string {
  return remembered(shown, name, (n) => normalizeName(n) || 'Unnamed character');
}

/**
 * The names worked out so far (both functions are pure): the order is rebuilt on every change
 * of the round and asks for each entry's name, and normalizing a name takes longer than the
 * rest of its row. A few hundred names at most; emptied past that.
 */
const keys = new Map<string, string>();
const shown = new Map<string, string>();
function remembered(memo: Map<string, string>, name: string, work: (n: string) => string): string {
  let v = memo.get(name);
  if (v === undefined) {
    if (memo.size >= 500) memo.clear();
    v = work(name);
    memo.set(name, v);
  }
  return v;
}

/**
 * Offers a result to the round. Returns the new round (the same object when nothing changed)
 * and what happened.
 * @param lookup the ruleset with an id, or undefined when this app does not know it
 */
export function ingestResult(
  state: GmRound,
  result: RoundResult,
  lookup: (id: string) => RulesetInfo | undefined,
): { state: GmRound; outcome: IngestOutcome } {
  const who = displayName(result.character);
  const rs = lookup(result.rulesetId);
  if (!rs) {
    return { state, outcome: { kind: 'unknown-ruleset', character: who, message: `${who}'s result uses the rule system "${result.rulesetId}", which this version of Rollcall does not know.` } };
  }
  if (state.rulesetId !== null && state.rulesetId !== rs.id) {
    const current = lookup(state.rulesetId)?.name ?? state.rulesetId;
    // "System played" sits under Encounter once a system is set, and is fixed while the round holds codes.
    const how = state.results.length ? 'to switch, start the next round, then change "System played" under Encounter' : 'to switch, change "System played" under Encounter';
    return { state, outcome: { kind: 'wrong-ruleset', character: who, message: `${who}'s result is for ${rs.name}, but this encounter plays ${current}: ${how}.` } };
  }
  const key = characterKey(result.character);
  // A character taken last round is judged by that code's time: the same phone's clock, so a
  // phone whose clock is off, or a player who rolled before the GM tapped "Next round", still counts.
  const mine = state.previous?.results.find((r) => characterKey(r.character) === key);
  if (mine && result.at <= mine.at && !state.results.some((r) => characterKey(r.character) === key && r.at === result.at)) {
    const n = state.previous!.round;
    const message = result.at === mine.at ? `This is ${who}'s code from round ${n}: ask for this round's code.` : `This is an older code of ${who} than the one taken in round ${n}: ask for this round's code.`;
    return { state, outcome: { kind: 'other-round', character: who, message } };
  }
  if (!mine && state.startedAt !== undefined && result.at < state.startedAt - EARLY_MS) {
    return { state, outcome: { kind: 'other-round', character: who, message: `${who}'s code was rolled at ${clock(result.at)}, before round ${state.round} started (${clock(state.startedAt)}): ask for this round's code.` } };
  }
  const i = state.results.findIndex((r) => characterKey(r.character) === key);
  if (i < 0) {
    return {
      state: { ...state, rulesetId: rs.id, results: [...state.results, result] },
      outcome: { kind: 'added', character: who, message: `Took ${who}'s round.` },
    };
  }
  const old = state.results[i]!;
  if (old.at === result.at) {
    return { state, outcome: { kind: 'duplicate', character: who, message: `${who}'s round is already taken.` } };
  }
  if (old.at > result.at) {
    return { state, outcome: { kind: 'older', character: who, message: `This is an older roll of ${who} than the one already taken; the newer one stays.` } };
  }
  const results = state.results.slice();
  results[i] = result;
  return {
    state: { ...state, rulesetId: rs.id, results },
    outcome: { kind: 'replaced', character: who, message: old.character === result.character
      ? `Took ${who}'s newer roll; it replaces the earlier one.`
      : `Took ${who}'s newer roll in place of ${displayName(old.character)}'s: the names look the same on this screen, so they are one character.` },
  };
}

/** The round-level fields of a round (what "Next round" clears and its undo brings back). */
function coreOf(state: GmRound): RoundCore {
  const { previous: _p, combatants: _c, log: _l, verified: _v, fight: _f, ...core } = state;
  return core;
}

/**
 * The next round: no results, rolls, marks or moves; the system, the GM's combatants and the
 * log stay; the count goes up by one. The round just ended is kept as `previous` (for undo and
 * to recognise its codes), `carried` holds its reminders, and `log` gains its summary.
 * @param now the time the new round starts (ms since 1970)
 */
export function nextRound(state: GmRound, now: number, summary?: { lines: readonly string[]; carried: readonly Carried[]; sheets?: readonly LoggedSheet[] }): GmRound {
  const ended = coreOf(state);
  const sheets = summary?.sheets?.length ? { sheets: summary.sheets } : {};
  const log = summary && (summary.lines.length || sheets.sheets) ? [...(state.log ?? []), { round: state.round, at: now, lines: summary.lines, ...sheets }].slice(-MAX_LOG) : state.log;
  return {
    round: state.round + 1,
    rulesetId: state.rulesetId,
    results: [],
    startedAt: now,
    ...(summary && summary.carried.length ? { carried: summary.carried } : {}),
    previous: { ...ended, ...statesOf(state.combatants) },
    ...(state.combatants ? { combatants: state.combatants } : {}),
    ...(log ? { log } : {}),
    ...(state.fight ? { fight: state.fight } : {}),
    ...(state.verified ? { verified: state.verified } : {}),
  };
}

/** The fighting monsters' member states by combatant id, as a round keeps them for undo; nothing when there are none. */
function statesOf(cs: readonly GmCombatant[] | undefined): { states?: Record<string, readonly Values[]> } {
  const fighters = (cs ?? []).filter((c) => c.states);
  return fighters.length ? { states: Object.fromEntries(fighters.map((c) => [c.id, c.states!])) } : {};
}

/** Rounds kept in the log. */
export const MAX_LOG = 100;

/** Whether "Next round" can still be undone: a previous round is kept and no player's code was taken since. */
export function canUndoNextRound(state: GmRound): boolean {
  return !!state.previous && state.previous.round === state.round - 1 && state.results.length === 0;
}

/** Brings back the previous round (when {@link canUndoNextRound}); otherwise returns `state` unchanged. */
export function undoNextRound(state: GmRound): GmRound {
  if (!canUndoNextRound(state)) return state;
  const p = state.previous!;
  const log = state.log?.length && state.log[state.log.length - 1]!.round === p.round ? state.log.slice(0, -1) : state.log;
  // A combatant added since "Next round" has no roll in the round brought back: it keeps the one it got when added.
  const added = Object.fromEntries((state.combatants ?? []).filter((c) => !p.rolls?.[c.id] && state.rolls?.[c.id]).map((c) => [c.id, state.rolls![c.id]!]));
  const rolls = Object.keys(added).length ? { rolls: { ...(p.rolls ?? {}), ...added } } : {};
  const addedRounds = Object.fromEntries((state.combatants ?? []).filter((c) => !p.rounds?.[c.id] && state.rounds?.[c.id]).map((c) => [c.id, state.rounds![c.id]!]));
  const rounds = Object.keys(addedRounds).length ? { rounds: { ...(p.rounds ?? {}), ...addedRounds } } : {};
  const verified = state.verified ? { verified: undoCode(state.verified, p.round) } : {};
  // Monsters get back the states the round's end ticked; one added or resized since keeps its own.
  const combatants = state.combatants?.map((c) => {
    const before = p.states?.[c.id];
    if (!before || !c.states || before.length !== c.states.length) return c;
    // The new round's starting states go too: rolling again now starts from the states brought back.
    const { starts: _new, ...kept } = c;
    return { ...kept, states: before };
  });
  const fight = state.fight?.filter((f) => !(f.kind === 'tick' && f.round === p.round));
  const { states: _kept, ...core } = p;
  return { ...core, ...rolls, ...rounds, ...(combatants ? { combatants } : {}), ...(log && log.length ? { log } : {}), ...(fight && fight.length ? { fight } : {}), ...verified };
}

/**
 * Keeps a verified-mode check with the round after `ingestResult` gave `state` and `outcome`:
 * the phone's record goes to the table (its link was shown, whatever became of the result),
 * and the verdict goes with the character's round when the result was taken, or when it was
 * already there (a second scan) and not yet verified: then the scanned code replaces the one
 * taken, which has the same time stamp but may say other things.
 */
export function withVerdict(state: GmRound, result: RoundResult, outcome: IngestOutcome, verdict: RoundVerdict): GmRound {
  let next = state;
  if (verdict.phone && next.verified) next = { ...next, verified: seePhone(next.verified, verdict.phone) };
  const key = characterKey(result.character);
  const old = next.verdicts?.[key];
  const again = outcome.kind === 'duplicate' && (!old || old.at !== result.at || old.round.status !== 'verified');
  // A second scan has the first one's time stamp but not always its faces (a doctored code
  // taken first): the scanned code goes in with its check, so a mark is always its own code's.
  const taken = next.results.find((r) => characterKey(r.character) === key);
  if (again && taken && JSON.stringify(taken) !== JSON.stringify(result)) {
    next = { ...next, results: next.results.map((r) => (r === taken ? result : r)) };
  }
  if (again || outcome.kind === 'added' || outcome.kind === 'replaced') {
    next = { ...next, verdicts: { ...(next.verdicts ?? {}), [key]: storedVerdict(verdict, result) } };
  }
  return next;
}

/** A round's figures without its time stamp, to tell a re-roll from the same roll shown again. */
const figures = (r: RoundResult): string => JSON.stringify(toCompact({ ...r, at: 0 }));

/**
 * The round already taken that `result` rolls again, if it does: both verified-mode codes of
 * the same character from the same phone and the same round code, either with another link of
 * the phone's chain (a second link for the round gives other dice: a second try, whatever its
 * figures), or with the same link at another time and with other figures (the same link and
 * code always give the same dice, so other figures come from another declaration or sheet).
 * The same link with the same figures at another time is the same roll shown again, not a re-roll.
 */
export function rerollOf(state: RoundCore, result: RoundResult): RoundResult | undefined {
  const p = result.proof;
  if (!p) return undefined;
  const key = characterKey(result.character);
  const taken = state.results.find((r) => characterKey(r.character) === key);
  const q = taken?.proof;
  if (!taken || !q || q.player !== p.player || q.code !== p.code) return undefined;
  if (q.link !== p.link) return taken;
  if (taken.at === result.at || figures(taken) === figures(result)) return undefined;
  return taken;
}

/** Holds `result`, a re-roll of `first`, for the GM with its check; the round taken stays. */
export function holdReroll(state: GmRound, first: RoundResult, result: RoundResult, verdict: RoundVerdict): { state: GmRound; outcome: IngestOutcome } {
  const key = characterKey(result.character);
  const who = displayName(result.character);
  let next: GmRound = { ...state, rerolls: { ...(state.rerolls ?? {}), [key]: { result, verdict: storedVerdict(verdict, result) } } };
  if (verdict.phone && next.verified) next = { ...next, verified: seePhone(next.verified, verdict.phone) };
  const how = first.proof && result.proof && first.proof.link !== result.proof.link ? `the same round code, round ${result.proof.link} of the phone's chain where the first used ${first.proof.link}` : 'the same round code and link, other figures';
  const message = `Re-roll: ${who} rolled this round again at ${clock(result.at)} (${how}). The first roll, from ${clock(first.at)}, is kept; both are shown under "Re-rolls", where you can take the second.`;
  return { state: next, outcome: { kind: 'reroll', character: who, message } };
}

/** Takes the re-roll waiting for `key` in place of the round taken (with its check), or drops it (`accept` false). */
export function settleReroll(state: GmRound, key: string, accept: boolean): GmRound {
  const pending = state.rerolls?.[key];
  if (!pending) return state;
  const { [key]: _done, ...rest } = state.rerolls!;
  const next: GmRound = { ...state, rerolls: rest };
  if (!accept) return next;
  return {
    ...next,
    results: next.results.map((r) => (characterKey(r.character) === key ? pending.result : r)),
    verdicts: { ...(next.verdicts ?? {}), [key]: pending.verdict },
  };
}
