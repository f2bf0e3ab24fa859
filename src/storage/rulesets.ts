/**
 * How storage finds the ruleset of a record. The app passes nothing and gets the catalog,
 * which loads a ruleset's code on first use; tests pass a plain synchronous lookup.
 */
import type { Ruleset } from '../engine/ruleset';
import { findRulesetAsync } from '../rulesets/catalog';

/** The ruleset with an id, or undefined when this app has none; may load it first. */
export type FindRuleset = (id: string) => Ruleset | undefined | PromiseLike<Ruleset | undefined>;

/** The app's lookup: the catalog (rejects only when a known ruleset's code cannot be loaded). */
export const defaultFindRuleset: FindRuleset = findRulesetAsync;

/** Rulesets resolved for a batch of records: a synchronous lookup, and the ids whose code failed to load, with why. */
export interface ResolvedRulesets {
  find(id: string): Ruleset | undefined;
  readonly failed: ReadonlyMap<string, string>;
}

/** Looks up (and loads) the rulesets of these ids together, so reading the records stays synchronous. */
export async function resolveRulesets(ids: Iterable<string>, find: FindRuleset = defaultFindRuleset): Promise<ResolvedRulesets> {
  const found = new Map<string, Ruleset | undefined>();
  const failed = new Map<string, string>();
  await Promise.all([...new Set(ids)].map(async (id) => {
    try {
      found.set(id, await find(id));
    } catch (err) {
      failed.set(id, err instanceof Error ? err.message : String(err));
    }
  }));
  return { find: (id) => found.get(id), failed };
}
