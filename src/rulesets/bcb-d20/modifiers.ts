/**
 * The modifiers of one attack roll: offensive BCB, STR (melee) or DEX (missile), the weapon's
 * magic, and the situation the text names (from behind, several attackers, a detected invisible
 * foe, terrain, two weapons) plus the GM's own call.
 * @see 001 The Attack Roll; Backstabbing and Flanking; Invisible Opponents; Terrain Features; Two-Weapon Fighting
 */
import type { Modifier } from '../../engine/ruleset';
import { RULES, SRC } from './tables';
import type { Declaration, Sheet } from './types';

/** The weapon an attack uses, as the modifiers need it. */
export interface AttackWeapon { readonly name: string; readonly missile: boolean; readonly magic: number }

/** Sum of modifier values. */
export const sum = (mods: readonly Modifier[]): number => mods.reduce((s, m) => s + m.value, 0);

/** The terrain adjustment, held within +/-4 (the text's outside limit). */
export const terrainValue = (t: number): number => Math.max(-RULES.terrainLimit, Math.min(RULES.terrainLimit, t));

/**
 * The attack-roll modifiers of one attack. `twoWeapon` is the two-weapon penalty (0, -1 or -3);
 * `lasting` the penalties the character's state implies (a flesh wound, fighting at -2).
 */
export function toHitModifiers(sheet: Sheet, w: AttackWeapon, d: Declaration, bcbToHit: number, twoWeapon: number, lasting: readonly Modifier[] = []): Modifier[] {
  const mods: Modifier[] = [];
  const add = (label: string, value: number, source: string) => { if (value) mods.push({ label, value, source }); };
  add('BCB (offensive)', bcbToHit, SRC.bcb);
  if (w.missile) add('DEX (missile)', sheet.dexHit, SRC.missile);
  else add('STR (melee)', sheet.strHit, SRC.melee);
  add(`Magic (${w.name})`, w.magic, SRC.attack);
  if (d.fromBehind) add('From behind', RULES.fromBehind, SRC.behind);
  if (!d.targetAllRound && d.attackers > 1) add(`${d.attackers} attackers on the target`, (d.attackers - 1) * RULES.perExtraAttacker, SRC.behind);
  if (d.invisible === 'detected') add('Detected invisible foe', RULES.detectedInvisible, SRC.invisible);
  add('Terrain (GM)', terrainValue(d.terrain), SRC.terrain);
  add(twoWeapon === RULES.twoWeaponsBoth ? 'Two weapons: two attacks' : 'Two weapons: one used to defend', twoWeapon, SRC.twoWeapons);
  mods.push(...lasting);
  if (d.toHitMod) mods.push({ label: "GM's call", value: d.toHitMod });
  return mods;
}
