/**
 * The GM's round as plain data, and the pure steps that change it: take a player's
 * RoundResult, start the next round. No signals, DOM or storage here (see model.ts).
 *
 * Rules of the round (issue 3 section 4, issue 6):
 * - one result per character: a newer result (later `at`) of the same character replaces
 *   the older; the same result taken twice is recognised and not doubled;
 * - a table plays one rule system at a time: the first result sets it, a result from
 *   another ruleset is refused with a message until the next round.
 */
import type { Phase, OrderKind, RoundResult } from '../../engine/ruleset';

/** What the GM screen needs to know of a ruleset (a subset of `Ruleset`, so tests need no rules). */
export interface RulesetInfo {
  readonly id: string;
  readonly name: string;
  readonly order: OrderKind;
  readonly phases: readonly Phase[];
}

/** One round's results: which system it plays, its number, and one result per character in the order taken. */
export interface RoundCore {
  /** 1 for the first round of the encounter; "Next round" adds one. */
  readonly round: number;
  /** Set by the first result taken; null while the round is empty. */
  readonly rulesetId: string | null;
  readonly results: readonly RoundResult[];
}

/**
 * The GM's round, with the round before it kept so "Next round" can be undone until the
 * first result of the new round arrives (a slip of the thumb must not lose a table's round).
 */
export interface GmRound extends RoundCore {
  readonly previous?: RoundCore;
}

/** What happened to a result offered to the round; `message` is one sentence for the GM. */
export type IngestOutcome =
  | { readonly kind: 'added' | 'replaced'; readonly character: string; readonly message: string }
  | { readonly kind: 'duplicate' | 'older'; readonly character: string; readonly message: string }
  | { readonly kind: 'wrong-ruleset' | 'unknown-ruleset'; readonly character: string; readonly message: string };

/** Whether an outcome put a result into the round (worth a tick and a buzz). */
export function accepted(o: IngestOutcome | null): boolean {
  return o !== null && (o.kind === 'added' || o.kind === 'replaced');
}

/** An empty first round. */
export function emptyRound(): GmRound {
  return { round: 1, rulesetId: null, results: [] };
}

/** The key that says two results are the same character: the name, trimmed, ignoring case. */
export function characterKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** A name to show: the character's name, or a placeholder when the sheet had none. */
export function displayName(name: string): string {
  return name.trim() || 'Unnamed character';
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
  if (state.rulesetId !== null && state.rulesetId !== rs.id && state.results.length > 0) {
    const current = lookup(state.rulesetId)?.name ?? state.rulesetId;
    return { state, outcome: { kind: 'wrong-ruleset', character: who, message: `${who}'s result is for ${rs.name}, but this round plays ${current}: start the next round to switch systems.` } };
  }
  const key = characterKey(result.character);
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
    outcome: { kind: 'replaced', character: who, message: `Took ${who}'s newer roll; it replaces the earlier one.` },
  };
}

/**
 * The next round: no results, the system is free again, the count goes up by one. The round
 * just ended is kept as `previous` (an empty round keeps the older `previous`).
 */
export function nextRound(state: GmRound): GmRound {
  const previous: RoundCore | undefined = state.results.length
    ? { round: state.round, rulesetId: state.rulesetId, results: state.results }
    : state.previous;
  return { round: state.round + 1, rulesetId: null, results: [], ...(previous ? { previous } : {}) };
}

/** Whether "Next round" can still be undone: a previous round is kept and nothing was taken since. */
export function canUndoNextRound(state: GmRound): boolean {
  return !!state.previous && state.results.length === 0;
}

/** Brings back the previous round (when {@link canUndoNextRound}); otherwise returns `state` unchanged. */
export function undoNextRound(state: GmRound): GmRound {
  if (!canUndoNextRound(state)) return state;
  const p = state.previous!;
  return { round: p.round, rulesetId: p.rulesetId, results: p.results };
}
