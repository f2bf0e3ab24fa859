/**
 * A ruleset's own words for figures the player and GM screens both name, from the light
 * catalog (so they are known before the ruleset's code loads). One place, so the player's
 * card and the GM's order never disagree. Source: each ruleset's `terms` (src/engine/ruleset.ts).
 */
import { catalogEntry } from '../../rulesets/catalog';

/** The word for the target's defence value in a ruleset's own terms (DEF in Spelljammer, AC in d20 systems); 'Target' when it has none. */
export function targetWord(rulesetId: string): string {
  return catalogEntry(rulesetId)?.terms?.target ?? 'Target';
}

/** The word for armour in a ruleset's own terms (PROT in Spelljammer); 'armour' when it has none. */
export function armourWord(rulesetId: string): string {
  return catalogEntry(rulesetId)?.terms?.armour ?? 'armour';
}
