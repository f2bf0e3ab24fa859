/**
 * The registry of rule systems: every ruleset the app offers, looked up by its id
 * (the id is stored with every character, declaration and result). It imports every
 * ruleset's code, so it is for the CLI, the bench and tests; the app uses the light
 * catalog (./catalog.ts), which loads each ruleset on first use. Add a ruleset to both:
 * test/rulesets/catalog.test.ts fails when they differ.
 */
import type { Ruleset } from '../engine/ruleset';
import { spelljammer } from './spelljammer';
import { bcbD20 } from './bcb-d20';
import { critTableD20 } from './crit-table-d20';
import { percentileDexRank } from './percentile-dex-rank';
import { zonesFactions } from './zones-factions';

/** All rulesets, in the order the app lists them. */
export const rulesets: readonly Ruleset[] = [spelljammer, bcbD20, critTableD20, percentileDexRank, zonesFactions];

/** The ruleset with this id, or undefined when there is none (e.g. a record from a newer app). */
export function findRuleset(id: string): Ruleset | undefined {
  return rulesets.find((r) => r.id === id);
}

/**
 * The ruleset with this id.
 * @throws Error naming the expected ids and the id received when no ruleset has it.
 */
export function getRuleset(id: string): Ruleset {
  const found = findRuleset(id);
  if (!found) throw new Error(`Unknown ruleset "${id}": expected one of ${rulesets.map((r) => `"${r.id}"`).join(', ')}`);
  return found;
}
