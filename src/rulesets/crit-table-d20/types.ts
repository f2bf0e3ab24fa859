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
  readonly weapons: readonly Weapon[];
}

/** The round's declared action. */
export type ActionId = 'attack' | 'charge' | 'two-weapons' | 'punch' | 'kick' | 'grapple' | 'parry-dodge' | 'cast' | 'run' | 'reload' | 'other';

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
  readonly condition: 'none' | 'disarmed' | 'shaken' | 'prone' | 'blinded';
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

/** Reads a record as a typed view (the record is already validated). */
export const asSheet = (v: Values) => v as unknown as Sheet;
/** Reads a declaration record as a typed view. */
export const asDeclaration = (v: Values) => v as unknown as Declaration;
/** Reads an options record as a typed view. */
export const asOptions = (v: Values) => v as unknown as Options;

const num = (v: Values | undefined, key: string, fallback: number): number => {
  const x = v?.[key];
  return typeof x === 'number' && Number.isFinite(x) ? Math.trunc(x) : fallback;
};

/** The previous round's state, with anything missing or malformed read as "nothing carried". */
export function readState(state: Values | undefined): CarriedState {
  return {
    reloadWeapon: num(state, 'reloadWeapon', -1),
    reloadLeft: Math.max(0, num(state, 'reloadLeft', 0)),
    roundsRun: Math.max(0, num(state, 'roundsRun', 0)),
    noAttackRounds: Math.max(0, num(state, 'noAttackRounds', 0)),
    stumbleRounds: Math.max(0, num(state, 'stumbleRounds', 0)),
  };
}

/** The state as a record for `nextState`. */
export function writeState(s: CarriedState): Values {
  return { reloadWeapon: s.reloadWeapon, reloadLeft: s.reloadLeft, roundsRun: s.roundsRun, noAttackRounds: s.noAttackRounds, stumbleRounds: s.stumbleRounds };
}
