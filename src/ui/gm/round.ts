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

/** The GM's round: which system it plays, its number, and one result per character in the order taken. */
export interface GmRound {
  /** 1 for the first round of the encounter; "Next round" adds one. */
  readonly round: number;
  /** Set by the first result taken; null while the round is empty. */
  readonly rulesetId: string | null;
  readonly results: readonly RoundResult[];
}

/** What happened to a result offered to the round; `message` is one sentence for the GM. */
export type IngestOutcome =
  | { readonly kind: 'added' | 'replaced'; readonly character: string; readonly message: string }
  | { readonly kind: 'duplicate' | 'older'; readonly character: string; readonly message: string }
  | { readonly kind: 'wrong-ruleset' | 'unknown-ruleset'; readonly character: string; readonly message: string };

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

/** The next round: no results, the system is free again, the count goes up by one. */
export function nextRound(state: GmRound): GmRound {
  return { round: state.round + 1, rulesetId: null, results: [] };
}
