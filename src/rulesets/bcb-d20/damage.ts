/**
 * Damage of a hit: the weapon's dice, plus the STR damage bonus for melee and unarmed blows and
 * for thrown weapons at short range only (bows, crossbows and slings get none). Unarmed blows do
 * 1d2 + STR. A subdual attack splits the damage into half real and half subdual points. A
 * natural 20 does its damage even against too high an AC; a Mighty Blow adds the d20 effect.
 * @see 001 Melee Attacks; Missile Attacks; Unarmed Combat; Subdual Damage; Critical Hits and Fumbles
 */
import { distOf, map } from '../../engine/dist';
import { addBonus, die, parseDice } from '../../engine/notation';
import type { DamagePlan, Modifier } from '../../engine/ruleset';
import { RULES, SRC, type WeaponKind } from './tables';
import type { Options, Sheet } from './types';

/** A weapon as the damage needs it; `kind` 'unarmed' for fist and foot. */
export interface DamageWeapon { readonly kind: WeaponKind | 'unarmed'; readonly damage: string }

/** The damage modifiers: STR where the text allows it. `shortRange` matters for thrown weapons only. */
export function damageModifiers(sheet: Sheet, w: DamageWeapon, shortRange: boolean): Modifier[] {
  if (!sheet.strDamage) return [];
  if (w.kind === 'melee' || w.kind === 'unarmed') return [{ label: 'STR damage', value: sheet.strDamage, source: w.kind === 'unarmed' ? SRC.unarmed : SRC.melee }];
  if (w.kind === 'thrown' && shortRange) return [{ label: 'STR damage (thrown, short range)', value: sheet.strDamage, source: SRC.missile }];
  return [];
}

/**
 * Splits a subdual attack's damage into real and subdual points, half each. An odd point goes
 * to subdual by default (the attacker means to beat down, not kill); option `subdualOdd: 'real'`
 * gives it to real damage.
 */
export function subdualSplit(total: number, odd: Options['subdualOdd'] = 'subdual'): { real: number; subdual: number } {
  const half = Math.floor(total / 2);
  return odd === 'subdual' ? { real: half, subdual: total - half } : { real: total - half, subdual: half };
}

/** The damage plan of an attack: one line for every hitting outcome. Damage never drops below 0. */
export function damagePlans(sheet: Sheet, w: DamageWeapon, shortRange: boolean, subdual: boolean): DamagePlan[] {
  const mods = damageModifiers(sheet, w, shortRange);
  const base = w.kind === 'unarmed' ? die(RULES.unarmedDie) : parseDice(w.damage);
  const expr = addBonus(base, mods.reduce((s, m) => s + m.value, 0));
  const dist = map(distOf(expr), (x) => Math.max(0, x));
  const split = subdual ? ' Half of it is subdual damage (see the result).' : '';
  const stun = w.kind === 'unarmed' ? ' A blow of more than half the defender\'s remaining hit points stuns it.' : '';
  return [
    { outcomes: ['hit'], expr, multiplier: 1, modifiers: mods, dist, armour: 'yes', note: `Hit-point damage, as rolled (armour counts in the AC, not against damage).${split}${stun}` },
    { outcomes: ['mighty-blow'], expr, multiplier: 1, modifiers: mods, dist, armour: 'yes',
      note: `Hit-point damage as usual, and the victim rolls the Mighty Blow effect.${split}${w.kind === 'unarmed' ? ' A natural 20 with the fist stuns.' : ''}` },
  ];
}
