/**
 * The GM's monsters and NPCs that fight: a stat line in the system's own terms, ready monsters,
 * a secret defence resolved on the GM's phone, and what the rules do to a group at the end of
 * a round. Part of the ruleset contract (src/engine/ruleset.ts).
 *
 * A monster is a character sheet of its ruleset (`sheetSchema`), so it plans, rolls, takes hits
 * and ticks through the very same functions as a player's character: `plan`, `roll`,
 * `state.takeHit`, `state.nextRound`. What this adds is what only the GM side needs.
 */
import type { Dice } from './dice';
import type { Values } from './schema';
import type { Note } from './plan';
import type { ResultEntry } from './result';

/** A ready monster: a complete sheet (every field, defaults filled in) and the declaration it fights with. */
export interface ReadyMonster {
  /** Shown in the GM's list: "Goblin". Also the sheet's `name`. */
  readonly name: string;
  /** A complete sheet of the ruleset's `sheetSchema`. */
  readonly sheet: Values;
  /**
   * A declaration of the ruleset's `declarationSchema(sheet)`: its attacks, with the target's
   * defence left unknown where the system allows it, so the victim's phone resolves the hit
   * against its own DEF / AC.
   */
  readonly declaration: Values;
  /** Where it comes from: "000 Monsters: Goblin" for one the text gives, absent for a plain one of ours. */
  readonly source?: string;
}

/** What one secret-defence attack does against a defence value the GM types. */
export interface Resolution {
  /** The outcome id as the system's bands name it: 'hit', 'critical', 'grievous', 'miss'. */
  readonly outcome: string;
  /** The outcome in the system's words: 'Critical hit'. */
  readonly label: string;
  /** Damage as it lands before the defender's armour (a doubled critical included); 0 on a miss. */
  readonly damage: number;
  /** Whether the defender's armour comes off that damage ('yes') or not ('no': a critical in Spelljammer). */
  readonly armour: 'yes' | 'no';
  /** One line in the system's words: "Rolled 09 against SC 112 − DEF 40 = 72: critical hit, double damage 14" ('' when `quiet`). */
  readonly text: string;
}

/** A GM group at the end of a round: one sheet, the state of each member (the down included). */
export interface GroupInput {
  readonly sheet: Values;
  readonly options: Values;
  /** One state per member, in order; each already ticked by `state.nextRound`. */
  readonly states: readonly Values[];
}

/** The GM side of a ruleset. */
export interface MonsterRules {
  /**
   * The sheet fields (keys of `sheetSchema`, `name` excluded) that make a monster's stat line,
   * in the order the GM's form shows them: the defence, armour, attacks with their chance or
   * bonus and damage, health. The other fields keep the values of the monster it started from.
   */
  readonly statLine: readonly string[];
  /** A few ready monsters: the text's own where it gives some, else plain ones of ours. */
  readonly ready: readonly ReadyMonster[];
  /**
   * For a system where a player may leave the target's defence secret: resolves the player's
   * rolled attack `entry` (its `check.outcome` is 'unknown') against `defence` (DEF, AC) typed by
   * the GM. Pure. `quiet`: the caller reads only the outcome, damage and armour (the fight
   * simulation), so `text` may be left ''.
   * @throws Error "Expected an attack rolled against a secret DEF ... but received ..." when the entry carries no such roll.
   */
  resolve?(entry: ResultEntry, defence: number, options: Values, quiet?: boolean): Resolution;
  /**
   * What the text does to a GM's group at the end of a round beyond each member's own
   * `nextRound` (a morale check for a group that lost half its number). Returns the members'
   * states (same length and order) and the rules that applied. Pure given its dice.
   */
  endOfRound?(group: GroupInput, dice: Dice): { readonly states: readonly Values[]; readonly notes: readonly Note[] };
}

/**
 * `build`'s value, made at the first call and kept (the same object after). For a rule system's
 * `MonsterRules.ready`: each ready monster's declaration is filled in from its declaration schema,
 * and making them was most of loading a system's code (Spelljammer: 6 to 10 ms of the module's
 * 11 to 15 at 4x CPU, traced), paid by a player's first tap on a character though only the GM's
 * screens, the fight simulation and the CLI read them.
 */
export function onFirstRead<T>(build: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: build() }).value;
}
