/**
 * Typed views of the percentile-dex-rank records (sheet, declaration, options). The records
 * are validated against the schemas before `plan` runs, so these readers only name and narrow.
 */
import type { Values } from '../../engine/schema';
import type { AmmoKind, DbMode, SkillGroup, WeaponClass, WeaponKind } from './tables';

/** One weapon of the sheet: a row of the weapon tables (`type`) or `custom` with its own figures. `skill` in percent. */
export interface SheetWeapon {
  readonly type: string; readonly name: string; readonly skill: number;
  readonly damage: string; readonly db: DbMode; readonly hands: number; readonly hp: number; readonly range: number | null;
  readonly class: WeaponClass; readonly kind: WeaponKind; readonly ammo: AmmoKind;
}
/** Another skill of the sheet, with the group an armour penalty applies to. */
export interface SheetSkill { readonly name: string; readonly value: number; readonly group: SkillGroup }

/** The character sheet. `dex` is the DEX characteristic (the DEX rank); skills in percent; `db` is dice text. */
export interface Sheet {
  readonly name: string; readonly dex: number; readonly maxHp: number; readonly currentHp: number; readonly db: string;
  readonly armour: string; readonly helmet: string; readonly dodge: number;
  readonly shield: string; readonly shieldSkill: number;
  readonly weapons: readonly SheetWeapon[]; readonly skills: readonly SheetSkill[];
}

/** The level an incoming attack reached, as the attacker's phone or the GM gives it. */
export type AttackLevel = 'special' | 'success' | 'failure';
/** How the incoming attack reaches the defender. */
export type IncomingKind = 'melee' | 'thrown' | 'arrow' | 'missile' | 'firearm';

/** Healing choices of the declaration's `action`. */
export const RECOVERIES = ['first-aid', 'week', 'hospital', 'reset'] as const;
export type Recovery = (typeof RECOVERIES)[number];

/**
 * The round's declaration as the rules read it. The stored `action` is one choice of what the
 * character does: 'attack:<weapon index>', 'reload:<weapon index>', 'defend', a healing choice
 * ({@link RECOVERIES}) or 'other'; {@link asDeclaration} splits it into `action`, `weapon` and
 * `recovery`. `defence` is 'dodge', 'shield', 'none' or 'w<index>'.
 */
export interface Declaration {
  readonly action: 'attack' | 'defend' | 'reload' | 'recover' | 'other';
  /** Weapon index (as text) of an attack or reload. */
  readonly weapon: string; readonly movement: number; readonly difficult: boolean;
  readonly distance: number | null; readonly targetArmour: number | null; readonly chanceMod: number;
  /** The attack answered, "Bram: Broadsword, attack 1" ('' when not named). */
  readonly incomingFrom: string;
  readonly incomingLevel: AttackLevel; readonly incomingKind: IncomingKind;
  readonly incomingDamage: number | null; readonly incomingNormal: number | null; readonly incomingRank: number | null;
  readonly defence: string; readonly kneel: boolean;
  readonly recovery: Recovery; readonly injury: number; readonly firstAidSkill: number;
}

/** Table options: the readings of the text's ambiguities. */
export interface Options {
  readonly special: 'less-than' | 'at-most-round' | 'at-most-down';
  readonly rankRounding: 'up' | 'down';
  readonly chanceRounding: 'up' | 'down';
  readonly rangeEdge: 'below' | 'within';
  readonly unconscious: 'two-or-less' | 'exactly-two';
  readonly dodgeMissiles: 'difficult' | 'no';
  readonly riotGear: 'firearms-6' | 'always-12' | 'always-6';
}

/** Reads a record as a typed view (the record is already validated). */
export const asSheet = (v: Values) => v as unknown as Sheet;
/** Reads a declaration record (already validated) as a typed view, splitting the stored `action` choice. */
export function asDeclaration(v: Values): Declaration {
  const [mode = 'other', index = '0'] = String(v['action'] ?? 'other').split(':');
  const recovery = (RECOVERIES as readonly string[]).includes(mode) ? (mode as Recovery) : undefined;
  const action = recovery ? 'recover' : mode === 'attack' || mode === 'reload' || mode === 'defend' ? mode : 'other';
  return { ...(v as unknown as Declaration), action, weapon: index, recovery: recovery ?? 'first-aid' };
}
/** Reads an options record as a typed view. */
export const asOptions = (v: Values) => v as unknown as Options;
