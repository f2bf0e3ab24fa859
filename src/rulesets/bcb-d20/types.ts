/**
 * Typed views of the stored records (sheet, declaration, options). Records are validated
 * against the schemas before `plan` runs, so these readers only name and narrow.
 */
import type { Values } from '../../engine/schema';
import type { WeaponKind } from './tables';

/** One weapon of the sheet. `magic` is its bonus to the attack roll. */
export interface Weapon {
  readonly name: string; readonly kind: WeaponKind; readonly damage: string; readonly magic: number;
  /** A dagger, short sword, hand-axe or the like: fit for the off hand. */
  readonly light: boolean;
}
/** One spell of the sheet, with its level (1..12). */
export interface Spell { readonly name: string; readonly level: number }

/** Who casts, for the armour limits. */
export type CasterType = 'none' | 'magic-user' | 'fighter-mage' | 'other';
/** What the character wears, for the casting limits. */
export type ArmourWorn = 'none' | 'bracers' | 'mundane' | 'magical';

/** The character sheet. */
export interface Sheet {
  readonly name: string; readonly dex: number; readonly bcb: number; readonly attacksPerRound: number;
  readonly strHit: number; readonly strDamage: number; readonly dexHit: number;
  readonly ac: number; readonly dexAc: number; readonly save: number;
  /** Full hit points; `con` the CON score; `creature` whether the monsters' and NPCs' rule at 0 hit points applies. */
  readonly maxHp: number; readonly con: number; readonly creature: 'character' | 'monster';
  readonly surpriseDie: string; readonly surpriseMod: number; readonly ranger: boolean;
  readonly casterType: CasterType; readonly armour: ArmourWorn; readonly armourQuality: number;
  readonly weapons: readonly Weapon[]; readonly spells: readonly Spell[];
}

/** The round's action. */
export type Action = 'attack' | 'charge' | 'close' | 'cast' | 'scroll' | 'wand' | 'defend' | 'other';

/** The round's declaration. Weapon, off hand and spell are indices (as text) into the sheet's lists; weapon may be 'unarmed'. */
export interface Declaration {
  readonly action: Action; readonly weapon: string; readonly bcbToHit: number;
  readonly twoWeapons: 'no' | 'both' | 'defensive'; readonly offhand: string;
  readonly movement: 'stand' | 'half'; readonly hold: boolean; readonly range: 'short' | 'beyond';
  readonly intoMelee: boolean; readonly subdual: boolean; readonly spell: string; readonly scrollLevel: number;
  readonly fromBehind: boolean; readonly helpless: boolean;
  readonly retreat: 'no' | 'slow' | 'faster' | 'flee'; readonly shieldWall: 'no' | 'flank' | 'centre'; readonly attackers: number; readonly targetAllRound: boolean;
  readonly chooseTarget: boolean; readonly invisible: 'no' | 'detected' | 'undetected';
  readonly terrain: number; readonly toHitMod: number;
  readonly targetAc: number | null; readonly targetHp: number | null;
  readonly rollSurprise: boolean;
  /** Set in an older app: never used (the Mighty Blow is taken as a hit). */
  readonly mightyBlow: number | null;
  /** A flesh wound set in an older app: -2 like the state's, until switched off. */
  readonly fleshWound: boolean;
}

/** Table options: the readings of the text's ambiguities. */
export interface Options {
  readonly initiativeDie: 'dex' | 'd10';
  readonly aboveTen: 'first' | 'ten';
  readonly mightyBlowSave: 'example' | 'prose';
  /** A natural 1 on the save against a Mighty Blow: the blow's maximum effect (20, Deadly Blow), or the effect as struck. */
  readonly saveNatural1: 'maximum' | 'as-struck';
  /** An attack on the very count a spell goes off on: it disrupts the spell, or the spell goes off first. */
  readonly spellSameCount: 'disrupts' | 'goes-off';
  readonly subdualOdd: 'subdual' | 'real';
  readonly bowArrows: 'round' | 'attack';
  readonly characterZeroHp: 'dead' | 'save';
  readonly stunnedActs: 'none' | 'gm';
  readonly stunStart: 'this' | 'after';
  readonly brawlStun: number;
  readonly stunnedKnockOut: 'any' | 'unarmed';
}

/** Reads a sheet record as a typed view (the record is already validated). */
export const asSheet = (v: Values) => v as unknown as Sheet;
/** Reads a declaration record as a typed view. */
export const asDeclaration = (v: Values) => v as unknown as Declaration;
/** Reads an options record as a typed view. */
export const asOptions = (v: Values) => v as unknown as Options;
