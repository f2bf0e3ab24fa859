/**
 * The faces a round shows, and how they are matched to the derived dice (verified table mode).
 * Both phones run the same code: the player's to list the faces no die gave
 * (`manual`), the GM's to check that every other face is a die the secret and the code give.
 */
import type { ResultEntry, RoundResult } from '../engine/ruleset';

/** Where a shown face sits: which shared entry (index among the entries that are not skipped), and in what. */
export interface ShownFace {
  readonly entry: number;
  readonly what: 'initiative' | 'check' | 'damage';
  readonly value: number;
}

/** The entries the payload carries (skipped ones are not shared). */
export const sharedEntries = (r: RoundResult): readonly ResultEntry[] => r.entries.filter((e) => !e.skipped);

/** Every face shown in a round, in a fixed order: entry by entry; initiative faces, check face, damage faces. */
export function shownFaces(r: RoundResult): ShownFace[] {
  const out: ShownFace[] = [];
  sharedEntries(r).forEach((e, entry) => {
    for (const value of e.timing?.faces ?? []) out.push({ entry, what: 'initiative', value });
    if (e.check) out.push({ entry, what: 'check', value: e.check.face });
    for (const value of e.damage?.faces ?? []) out.push({ entry, what: 'damage', value });
  });
  return out;
}

/** How shown faces map to the derived dice. */
export interface FaceMatch {
  /** For each shown face, the index of the die it matched (-1 when none or typed in). */
  readonly dieOf: readonly number[];
  /** Indices of shown faces (not manual) that no unused die gives: the faces that do not follow. */
  readonly unmatched: readonly number[];
  /** Indices of dice no shown face used: drawn for the rules' own sake (a critical's condition die), listed to the GM. */
  readonly spare: readonly number[];
}

/**
 * Matches each shown face (except the `manual` ones) to a distinct die with that face, the
 * earliest unused one. As faces match by value only, this finds a match for every face exactly
 * when the shown faces are among the dice, counted with repeats.
 */
export function matchFaces(shown: readonly ShownFace[], dice: readonly number[], manual: readonly number[] = []): FaceMatch {
  const used = new Array<boolean>(dice.length).fill(false);
  const skip = new Set(manual);
  const unmatched: number[] = [];
  const dieOf = shown.map((s, i) => {
    if (skip.has(i)) return -1;
    const at = dice.findIndex((f, k) => !used[k] && f === s.value);
    if (at < 0) unmatched.push(i);
    else used[at] = true;
    return at;
  });
  const spare = dice.map((_, k) => k).filter((k) => !used[k]);
  return { dieOf, unmatched, spare };
}
