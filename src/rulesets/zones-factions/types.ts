/**
 * Typed views of the Zones and factions records (sheet, declaration, options) and the turn
 * state carried from roll to roll through `nextState`. Records are validated against the
 * schemas before `plan` runs, so these readers only name and narrow.
 */
import type { Values } from '../../engine/schema';
import type { IncapacitationReading } from './incapacitation';
import type { HalvingReading, ImpairedReading, NonLethal, Size, WeaponKind } from './tables';

/** One weapon of the sheet. `damage` is dice text (`d6`); `range` in zones (ranged kinds). */
export interface Weapon {
  readonly name: string; readonly kind: WeaponKind; readonly damage: string; readonly range: number;
  readonly blast: boolean; readonly twoHanded: boolean; readonly damaged: boolean;
}

/** The character sheet. Scores are saved against on a d20; `armour` 0..3 with the shield counted. */
export interface Sheet {
  readonly name: string; readonly str: number; readonly agi: number; readonly wit: number;
  readonly size: Size; readonly maxHp: number; readonly health: number;
  readonly armour: number; readonly shield: boolean; readonly armourDamaged: boolean; readonly shieldDamaged: boolean;
  readonly extraReactions: number; readonly immuneToFear: boolean;
  readonly weapons: readonly Weapon[];
}

/** What the character does with this declaration: (part of) its turn, a reaction, the end-of-round morale check (or, with `afterFight`, the durability rolls after the fight), or fleeing a long chase. */
export type Act = 'turn' | 'reaction' | 'morale' | 'chase';
/** The main action of a turn (`bonus`: a second bonus action instead). */
export type MainAction = 'none' | 'attack' | NonLethal | 'other' | 'bonus' | 'break-free' | 'free-ally' | 'surrender';
/** A reaction, or none (just take the attack). */
export type Reaction = 'dodge' | 'counter' | 'hide' | 'guard' | 'opportunity' | 'none';

/** The round's declaration. `weapon` is an index (as text) into the sheet's weapons, or `unarmed`. */
export interface Declaration {
  readonly round: number; readonly act: Act;
  readonly move: 'none' | 'half' | 'full'; readonly sprint: boolean;
  readonly main: MainAction; readonly bonus: boolean;
  readonly weapon: string; readonly counterWith: 'weapon' | NonLethal;
  readonly distance: number; readonly targetVisible: boolean; readonly onTheMove: boolean;
  readonly foeSize: Size; readonly foeArmour: number | null; readonly cover: boolean; readonly foeCover: boolean;
  readonly holdBack: boolean; readonly mounted: boolean; readonly mountFullSpeed: boolean;
  /** Getting on or off a mount or vehicle this turn (half a zone of movement), and whether it is moving (an AGI save or d4 direct damage). */
  readonly mounting: 'no' | 'mount' | 'dismount'; readonly mountMoving: boolean;
  readonly fromHiding: boolean; readonly deathBlow: boolean; readonly grabbed: boolean;
  readonly reaction: Reaction; readonly attackId: string; readonly incoming: 'damage' | NonLethal;
  readonly incomingDamage: number | null; readonly incomingBlast: boolean; readonly unaware: boolean;
  readonly groupOriginal: number; readonly groupAtStart: number; readonly groupNow: number; readonly healthAtStart: number | null;
  readonly chase: 'even' | 'faster' | 'slower';
  /** With act 'morale': the fight is over, so the durability rolls instead of morale. Absent in older records: false. */
  readonly afterFight?: boolean;
}

/** Table options: the readings of the text's ambiguities. */
export interface Options {
  /** Whether a save roll equal to the score passes. */
  readonly saveEqual: 'pass' | 'fail';
  readonly impaired: ImpairedReading;
  /** How damage halved more than once rounds. */
  readonly halving: HalvingReading;
  /** When a character is incapacitated (the text shows it only in examples). */
  readonly incapacitation: IncapacitationReading;
  /** The die of a durability roll after a fight (a 1 damages the item). */
  readonly durabilityDie: 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20';
}

/** The character's turn state in a round, carried in `nextState` between rolls. */
export interface TurnState {
  /** The round number (the GM's count) this state belongs to. */
  readonly round: number;
  readonly turnTaken: boolean;
  /** The turn was spent on a reaction (the reactions after it come from skills). */
  readonly tookByReaction: boolean;
  /** Reactions spent this round (the first takes the turn). */
  readonly reactions: number;
  /** Zones moved this turn. */
  readonly zones: number;
  /** The turn's movement was a sprint (so 2 zones is still half speed). Absent in states saved before it: false. */
  readonly sprinted?: boolean;
  readonly mainUsed: number;
  readonly bonusUsed: number;
  /** Attacks already reacted to this round, one key a line. */
  readonly reactedTo: string;
  /** Passed a morale check: no more morale checks this stretch (kept across rounds). */
  readonly moraleSteady: boolean;
}

/** Reads a record as a typed view (the record is already validated). */
export const asSheet = (v: Values) => v as unknown as Sheet;
/** Reads a declaration record as a typed view. */
export const asDeclaration = (v: Values) => v as unknown as Declaration;
/** Reads an options record as a typed view. */
export const asOptions = (v: Values) => v as unknown as Options;
