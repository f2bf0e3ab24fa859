/**
 * The light catalog of rule systems the app uses: each ruleset's id and name, and a loader
 * for its code. The code of a ruleset (tables, schemas, plan, roll, help) is a separate chunk
 * fetched on first use, so the first page stays small however many rulesets there are; the
 * service worker precaches every chunk, so after the first visit a load is instant offline.
 *
 * `index.ts` stays the full synchronous registry for the CLI, the bench and the tests;
 * test/rulesets/catalog.test.ts checks that both list the same ids, names and objects.
 */
import type { Ruleset, Terms } from '../engine/ruleset';

/** A ruleset as the catalog lists it: enough to name it, and how to load its code. */
export interface RulesetEntry {
  /** Kebab-case id, the same as the ruleset's `id` (stored with every record). */
  readonly id: string;
  /** The ruleset's `name`, shown in lists before its code is loaded. */
  readonly name: string;
  /** The ruleset's `terms` (DEF/PROT, AC/armour), so screens can name figures before its code loads. */
  readonly terms?: Terms;
  /** Imports the ruleset's chunk; prefer {@link loadRuleset}, which caches. */
  load(): Promise<Ruleset>;
}

/** Every ruleset the app offers, in the order it lists them: one line each. */
export const catalog: readonly RulesetEntry[] = [
  { id: 'spelljammer', name: 'Spelljammer (SC vs DEF)', terms: { target: 'DEF', armour: 'PROT' }, load: () => import('./spelljammer').then((m) => m.spelljammer) },
  { id: 'bcb-d20', name: 'd20 with Base Combat Bonus', terms: { target: 'AC', armour: 'armour' }, load: () => import('./bcb-d20').then((m) => m.bcbD20) },
  { id: 'crit-table-d20', name: 'd20 with critical tables', terms: { target: 'AC', armour: 'armour' }, load: () => import('./crit-table-d20').then((m) => m.critTableD20) },
  { id: 'percentile-dex-rank', name: 'Percentile with DEX rank', terms: { target: 'parry', armour: 'armour points' }, load: () => import('./percentile-dex-rank').then((m) => m.percentileDexRank) },
  { id: 'zones-factions', name: 'Zones and factions', terms: { target: 'armour', armour: 'armour' }, load: () => import('./zones-factions').then((m) => m.zonesFactions) },
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
