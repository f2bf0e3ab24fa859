/**
 * Typed views of the stored records (sheet, declaration, options, state). The records are
 * validated against the schemas before `plan` runs, so these readers only name and narrow.
 */
import type { Values } from '../../engine/schema';
import type { LadderId, Specialisation, WeaponKind } from './tables';

/** One weapon of the sheet. `sc` is the character's strike chance with it (percent). */
export interface Weapon {
  readonly name: string; readonly kind: WeaponKind; readonly sc: number; readonly damage: string; readonly rank: number;
  readonly spec: Specialisation; readonly penetrating: 'none' | 'arrow' | 'javelin' | 'spear'; readonly offhand: boolean;
}
/** One spell of the sheet: mage spells (GK/SK) have a rank; cleric spells a casting time in segments (10 = one round). */
export interface Spell { readonly name: string; readonly type: 'gk' | 'sk' | 'cleric'; readonly rank: number; readonly castingTime: number }

/** The character sheet. */
export interface Sheet {
  readonly name: string; readonly im: number; readonly attacksPerRound: number;
  readonly def: number; readonly defDexSkill: number; readonly defShield: number; readonly defMagicAlwaysOn: number;
  readonly prot: number; readonly con: number; readonly size: 'medium' | 'large' | 'giant';
  readonly maxHp: number; readonly currentHp: number; readonly ambidextrous: boolean; readonly masterBowmanRank: number;
  readonly weapons: readonly Weapon[]; readonly spells: readonly Spell[];
}

/** The round's declaration. Weapon and spell are indices (as text) into the sheet's lists. */
export interface Declaration {
  readonly action: 'attack' | 'cast' | 'full-defense' | 'desperate-defense' | 'other';
  readonly weapon: string; readonly spell: string; readonly castStart: 'initiative' | 'held';
  readonly movement: 'free' | 'none' | 'move' | 'run' | 'attack-then-move';
  readonly dexRoll: 'unknown' | '1x' | '2x' | '3x' | '4x' | '5x';
  readonly draw: 'none' | 'draw' | 'sheathe-draw';
  readonly readyShield: boolean; readonly potion: 'no' | 'lose-attacks' | 'lose-movement';
  readonly pickUp: 'no' | 'failed' | 'retrieved' | 'attack';
  readonly carefulAim: boolean; readonly sacrifice: number; readonly offhand: boolean;
  readonly surprise: string; readonly ambush: string; readonly attackers: number; readonly targetStunned: boolean;
  readonly lighting: string; readonly encumbered: boolean; readonly targetEncumbered: boolean;
  readonly cantSee: string; readonly targetCantSee: string;
  readonly targetMovement: string; readonly cover: string; readonly targetSize: string; readonly inMelee: boolean;
  readonly intoMelee: string;
  readonly targetDef: number | null; readonly targetMagicDef: number | null; readonly targetProt: number | null;
  readonly scMod: number; readonly initMod: number;
  /** Ambushed: the PER roll this character made when the ambush was sprung ('no': not ambushed). */
  readonly ambushed: 'no' | '1x' | '2x' | '3x';
}

/** Table options: the readings of the text's ambiguities. */
export interface Options {
  readonly ladder: LadderId;
  readonly movementEnds: 'inside' | 'outside';
  readonly thirdPenetrating: 'spear' | 'javelin';
  readonly natural01: 'grievous' | 'table';
  readonly minusFivePairs: 'all' | 'draw';
  /** Damage the stun compares with the threshold (see wounds.ts `StunDamage`). */
  readonly stunDamage: 'after-prot' | 'before-prot';
  /** When a stuck missile's DEX penalty is 1 worse: with a grievous wound (the GM's) or on every grievous hit. */
  readonly grievousDex: 'wound' | 'hit';
  /** When the phone counts a character out of the fight: at 0 HP or less, or never (the GM says). */
  readonly downAt: 'zero' | 'gm';
  /** A one-round action that left no attack (careful aim, drawing a weapon) carries to the next round, or is lost with the round. */
  readonly carryOver: 'next-round' | 'lost';
}

/** A spell carried to the next round, to start casting on 10 (part of the state, see state.ts). */
export interface SpellState { readonly pendingSpell: string; readonly pendingCastingTime: number }

/** Reads a record as a typed view (the record is already validated). */
export const asSheet = (v: Values) => v as unknown as Sheet;
/** Reads a declaration record as a typed view. */
export const asDeclaration = (v: Values) => v as unknown as Declaration;
/** Reads an options record as a typed view. */
export const asOptions = (v: Values) => v as unknown as Options;

/** The pending spell of a previous round's `nextState`, if it holds one (an empty name or a casting time of 0 holds none). */
export function pendingSpell(state: Values | undefined): SpellState | undefined {
  if (!state || typeof state['pendingSpell'] !== 'string' || typeof state['pendingCastingTime'] !== 'number') return undefined;
  if (!state['pendingSpell'] || state['pendingCastingTime'] <= 0) return undefined;
  return { pendingSpell: state['pendingSpell'], pendingCastingTime: state['pendingCastingTime'] };
}
