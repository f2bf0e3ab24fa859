/**
 * Typed views of the stored records (sheet, declaration, options, state). The records are
 * validated against the schemas before `plan` runs, so these readers only name and narrow.
 */
import type { Values } from '../../engine/schema';
import type { WeaponKind } from './tables';

/** One weapon of the sheet: damage dice, the weapon's own bonuses, and what it is suited for. */
export interface Weapon {
  readonly name: string; readonly kind: WeaponKind; readonly damage: string;
  /** The weapon's own bonus to hit (magic), added to the attack roll. */
  readonly toHit: number;
  /** The weapon's own bonus to damage (magic; a cursed weapon's penalty is negative). */
  readonly damageBonus: number;
  /** Spear, lance or pole arm: may be used in a charge. */
  readonly charge: boolean;
  /** Spear, pole arm or similar: may be set against a charge for double damage. */
  readonly setVsCharge: boolean;
  /** Long reach (spears): may strike a closing opponent on its number. */
  readonly longReach: boolean;
  /** Small enough to be the second weapon of the two-weapon style (short sword, dagger). */
  readonly small: boolean;
  /** Sharp on every side: cannot be used for non-lethal blows. */
  readonly allSharp: boolean;
}

/** The character sheet. Bonuses are the d20 ability bonuses (+1, -2); `con` is the CON score. */
export interface Sheet {
  readonly name: string; readonly attackBonus: number; readonly strBonus: number; readonly dexBonus: number;
  readonly con: number; readonly ac: number; readonly move: number; readonly size: 'small' | 'medium' | 'large';
  readonly elf: boolean; readonly save: number; readonly armour: 'none' | 'leather' | 'metal';
  /** Maximum hit points. */
  readonly maxHp: number;
  /** Resistant to fire or fire-based: burning oil does it no harm (17.0.10). */
  readonly fireResistant: boolean;
  readonly weapons: readonly Weapon[];
}

/** The round's declared action. */
export type ActionId = 'attack' | 'charge' | 'two-weapons' | 'punch' | 'kick' | 'grapple' | 'parry-dodge' | 'cast' | 'run' | 'reload' | 'smother' | 'other';

/** When the character acts: on its own roll, or on another's number. */
export type TimingId = 'own' | 'hold' | 'set-vs-charge' | 'long-reach';

/** The round's declaration. Weapons are indices (as text) into the sheet's list. */
export interface Declaration {
  readonly action: ActionId; readonly weapon: string; readonly offWeapon: string;
  readonly timing: TimingId; readonly actsOn: number | null;
  readonly chargeFeet: number; readonly range: string; readonly targetUnaware: boolean; readonly intoMelee: boolean;
  readonly spareCrossbow: boolean;
  readonly behind: boolean; readonly sneakAttack: boolean; readonly flanking: boolean; readonly partingShot: boolean;
  readonly concealment: string; readonly cover: boolean; readonly nonLethal: boolean; readonly targetMetalArmour: boolean;
  readonly grappleWith: 'str' | 'dex'; readonly grappleStart: boolean; readonly opponentGrapple: number | null;
  readonly spell: string; readonly withdraw: 'none' | 'turn-away' | 'fighting-withdrawal'; readonly rested: boolean;
  /** A condition declared in an older app (the field stays so older records read); counted until switched off. */
  readonly condition: 'none' | 'disarmed' | 'shaken' | 'prone' | 'blinded';
  /** The chart's conditions the lasting state holds, merged in by `buildRound` (not a form field). */
  readonly held?: readonly ('disarmed' | 'shaken' | 'prone' | 'blinded')[];
  readonly surprise: 'no' | 'roll' | 'ambushed';
  /** The side's surprise d20 when already rolled (one roll per side), else null: the phone rolls it. */
  readonly surpriseFace: number | null;
  readonly targetAc: number | null;
  readonly toHitMod: number; readonly damageMod: number; readonly initMod: number; readonly acMod: number;
}

/** Table options: the readings of the text's ambiguities. */
export interface Options {
  /** What is added to the special d20 after a natural 20. */
  readonly specialModifiers: 'attack' | 'none' | 'damage';
  /** How "surprised on a DC13" is read. */
  readonly surprise: 'surprised-at-or-above' | 'check-to-avoid';
  /** Whether a kick adds the STR bonus to its 1d4. */
  readonly kickStr: 'no' | 'yes';
  /** When 0 hit points knocks out instead of killing: after any non-lethal damage taken, or only when the last blow was non-lethal. */
  readonly knockOut: 'any-non-lethal' | 'last-blow';
  /** Rounds in a turn (the text counts waking and rest in turns without giving their length). */
  readonly turnRounds: number;
  /** Rounds a critical's condition lasts; 0 = until the GM ends it. */
  readonly conditionRounds: number;
}

/** State carried across rounds (`nextState`): crossbow reloads, running and fatigue, critical-miss after-effects. */
export interface CarriedState {
  /** Index of the crossbow being reloaded, -1 for none. */
  readonly reloadWeapon: number;
  /** Reload rounds still to spend on it. */
  readonly reloadLeft: number;
  /** Rounds run (or charged) since the last rest. */
  readonly roundsRun: number;
  /** Rounds in which no attack is possible (weapon broken or dropped). */
  readonly noAttackRounds: number;
  /** Rounds still at -1 to combat rolls from a stumble. */
  readonly stumbleRounds: number;
}

/** A condition of the d4 chart (17.0.3) on this character, with rounds left (0: until cleared). */
export interface HeldCondition { readonly id: 'disarmed' | 'shaken' | 'prone' | 'blinded'; readonly rounds: number }

/** Who is down and why: knocked out by non-lethal damage, or dead. */
export type DownId = 'none' | 'unconscious' | 'dead';

/**
 * The whole lasting state (`PlanInput.state`, `RoundResult.nextState`, `state.schema`): what a
 * round carries to the next ({@link CarriedState}) and what lasts the evening: hit points,
 * non-lethal damage, a knock-out and waking, the chart's conditions, being held, burning oil
 * and ground fire.
 */
export interface CritState extends CarriedState {
  /** Hit points now; null = the sheet's maximum (a state from before hit points were kept). */
  readonly hp: number | null;
  /** Non-lethal damage taken since the last knock-out (17.0.16). */
  readonly nonLethal: number;
  readonly down: DownId;
  /** Rounds until waking from a knock-out (1d4 turns). */
  readonly wakeIn: number;
  /** Rounds of another character's help still needed to revive you (2d10). */
  readonly reviveIn: number;
  /** Another character is reviving you. */
  readonly reviving: boolean;
  readonly conditions: readonly HeldCondition[];
  /** Held in a grapple (17.0.18). */
  readonly grabbed: boolean;
  /** The holder's grapple total (d20 + STR or DEX + size), when known. */
  readonly holderGrapple: number | null;
  /** The holder keeps you from speaking (no spells, 17.0.13). */
  readonly silenced: boolean;
  /** Burning oil: 2 in the round it hit, 1 in the following round (1d8 at its end unless put out), 0 none. */
  readonly burning: number;
  /** Rounds the ground fire you stand in still burns (1d6 at the end of each), 0 none. */
  readonly groundFire: number;
  /**
   * The defence the last rolled round declared, counted in the AC an attack is settled against
   * until a round passes: parry and dodge (+2), a charge (-2), or none.
   */
  readonly roundDefence: RoundDefence;
  /** The GM's call on your AC declared for that round (your own cover): -10..10. */
  readonly roundAcMod: number;
  /** Weapons broken by a critical miss (indices into the sheet's list): no attack with them until repaired or replaced. */
  readonly broken: readonly number[];
  /** The spell being cast this round ('' none), its initiative number, and the round's disruption save ('pass', 'fail'; '' not rolled). */
  readonly spell: string;
  readonly spellAt: number | null;
  readonly spellSave: '' | 'pass' | 'fail';
  /** Attacked while casting with the save failed: the spell is disrupted and lost. */
  readonly spellLost: boolean;
}

/** A defence declared for the round that changes the AC (17.0.1.4 Parry and Dodge; 17.0.1.8 Charge). */
export type RoundDefence = 'none' | 'parry-dodge' | 'charge';

/** Reads a record as a typed view (the record is already validated). */
export const asSheet = (v: Values) => v as unknown as Sheet;
/** Reads a declaration record as a typed view. */
export const asDeclaration = (v: Values) => v as unknown as Declaration;
/** Reads an options record as a typed view. */
export const asOptions = (v: Values) => v as unknown as Options;
