/**
 * The GM's side of percentile-dex-rank (`Ruleset.monsters`): a monster is a character sheet of
 * this ruleset, so it acts on its DEX rank, rolls its d100 against its weapon skill and its
 * damage, parries or dodges through the Attack and Defense Matrix ("Defend against an attack",
 * filled in by `reactTo`), and takes hits through the same `state.takeHit` as a player's
 * character. This adds the stat line the GM edits and the ready monsters (./ready.ts).
 *
 * No `resolve`: an attack here is a d100 against the attacker's own skill, decided without any
 * number of the target's, so no attack is ever rolled against a secret defence (every rolled
 * attack carries its level: special, success or failure). The defence is the target's own parry
 * or dodge roll, made on its own phone (the GM's, for a monster) after the attack, and its
 * armour points come off in `takeHit` from its own sheet.
 * No `endOfRound`: the one end-of-round rule, death at 0 hit points or less, is each member's
 * own `state.nextRound`; the text does nothing to a group (no morale).
 * @see 003 5.5 Attacking; 5.6 Parrying; 5.7 Dodging; 5.8 Attack and Defense Matrix; 5.12 Damage and Injury
 */
import type { MonsterRules } from '../../engine/monster';
import { ready } from './ready';

/** The percentile-dex-rank monsters: Dodge, armour, weapons (skill: attack and parry) and db, hit points, DEX rank. */
export const monsters: MonsterRules = {
  statLine: ['dodge', 'armour', 'weapons', 'db', 'maxHp', 'currentHp', 'dex'],
  get ready() { return ready(); },
};
