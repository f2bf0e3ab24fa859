/**
 * The light catalog of rule systems the app uses: each ruleset's meta (id, name, terms, the HP
 * fields the list shows, its demos; `<id>/meta.ts`, generated from the ruleset) and a loader for
 * its code. The rules of a ruleset (tables, schemas, plan, roll, help) are a separate chunk
 * fetched when a character of that system is opened or made, so the first page loads none of
 * them however many rulesets there are; the service worker precaches every chunk, so after the
 * first visit a load is instant offline.
 *
 * `index.ts` stays the full synchronous registry for the CLI, the bench and the tests;
 * test/rulesets/catalog.test.ts and meta.test.ts check that both agree.
 */
import type { Ruleset, RulesetMeta } from '../engine/ruleset';
import { meta as spelljammer } from './spelljammer/meta';
import { meta as bcbD20 } from './bcb-d20/meta';
import { meta as critTableD20 } from './crit-table-d20/meta';
import { meta as percentileDexRank } from './percentile-dex-rank/meta';
import { meta as zonesFactions } from './zones-factions/meta';

/** A ruleset as the catalog lists it: its meta, and how to load its code. */
export interface RulesetEntry extends RulesetMeta {
  /** Imports the ruleset's chunk; prefer {@link loadRuleset}, which caches. */
  load(): Promise<Ruleset>;
}

/** Every ruleset the app offers, in the order it lists them: one line each. */
export const catalog: readonly RulesetEntry[] = [
  { ...spelljammer, load: () => import('./spelljammer').then((m) => m.spelljammer) },
  { ...bcbD20, load: () => import('./bcb-d20').then((m) => m.bcbD20) },
  { ...critTableD20, load: () => import('./crit-table-d20').then((m) => m.critTableD20) },
  { ...percentileDexRank, load: () => import('./percentile-dex-rank').then((m) => m.percentileDexRank) },
  { ...zonesFactions, load: () => import('./zones-factions').then((m) => m.zonesFactions) },
];

/** The catalog entry with this id, or undefined when there is none (e.g. a record from a newer app). */
export function catalogEntry(id: string): RulesetEntry | undefined {
  return catalog.find((e) => e.id === id);
}

const loading = new Map<string, Promise<Ruleset>>();

/**
 * The ruleset with this id, its code loaded once per page (later calls share the promise).
 * A failed load (e.g. offline before the service worker cached the chunk) is not cached, so
 * the next call tries again.
 * @throws (rejects) Error naming the known ids and the id received when no ruleset has it;
 *   the import's own error when the chunk cannot be fetched
 */
export function loadRuleset(id: string): Promise<Ruleset> {
  const cached = loading.get(id);
  if (cached) return cached;
  const entry = catalogEntry(id);
  if (!entry) {
    return Promise.reject(new Error(`Unknown ruleset "${id}": expected one of ${catalog.map((e) => `"${e.id}"`).join(', ')}`));
  }
  const p = entry.load();
  loading.set(id, p);
  p.catch(() => { if (loading.get(id) === p) loading.delete(id); });
  return p;
}

/**
 * Like {@link loadRuleset}, but resolves undefined for an id the catalog does not know, so
 * callers can report "unknown rule system" apart from a failed load (which still rejects).
 */
export function findRulesetAsync(id: string): Promise<Ruleset | undefined> {
  return catalogEntry(id) ? loadRuleset(id) : Promise.resolve(undefined);
}
