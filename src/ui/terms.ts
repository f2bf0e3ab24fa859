/**
 * A ruleset's own words for figures the player and GM screens both name. One place, so the
 * player's card and the GM's order never disagree (the Ruleset contract has no field for them
 * yet; until it does, they are looked up by the ruleset's id here).
 */

/** The word for the target's defence value in a ruleset's own terms (DEF in Spelljammer). */
export function targetWord(rulesetId: string): string {
  return rulesetId === 'spelljammer' ? 'DEF' : 'Target';
}

/** The word for armour in a ruleset's own terms (PROT in Spelljammer). */
export function armourWord(rulesetId: string): string {
  return rulesetId === 'spelljammer' ? 'PROT' : 'armour';
}
