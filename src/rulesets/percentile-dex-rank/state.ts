/**
 * What a character carries from round to round (`nextState`, passed back as `input.state`):
 * current hit points and each injury (for First Aid), damage each weapon and the shield took
 * from parrying, ammunition left (6 shots, 20 charges) and whether a crossbow is loaded.
 * Without a state, everything starts from the sheet: current HP, no injuries, full ammunition.
 * The sheet's Current HP and the tracked HP are two records of one figure: whichever changed
 * last counts. The state remembers the sheet's value it was written against (`sheetHp`); when
 * the player has since edited Current HP on the sheet, the sheet's value replaces the tracked one.
 * @see 003 5.9 (ammunition, crossbow reload); 5.6 and 5.11 (weapon and shield hit points); 5.12; 5.14
 */
import type { Values } from '../../engine/schema';
import type { Sheet } from './types';
import { ammoCapacity, weaponOf } from './weapons';

/** One injury: the hit points it took, and whether First Aid was tried on it (only once per injury). */
export interface Injury { readonly hp: number; readonly aided: boolean }
/** One weapon's wear: points of damage taken from parrying, and shots or bolts left (0 when not tracked). */
export interface Gear { readonly damage: number; readonly ammo: number }

/** The state of a character between rounds. */
export interface CarriedState {
  readonly hp: number;
  readonly injuries: readonly Injury[];
  readonly gear: readonly Gear[];
  readonly shieldDamage: number;
}

/** Most injuries kept; older ones are merged into the first kept so hit points stay right. */
export const MAX_INJURIES = 30;

const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The state of this round: the previous `nextState` where it is well formed, the sheet's values otherwise. */
export function readState(sheet: Sheet, state: Values | undefined): CarriedState {
  const s = state ?? {};
  const rawGear = Array.isArray(s['gear']) ? (s['gear'] as readonly Values[]) : [];
  const gear = sheet.weapons.map((w, i) => {
    const cap = ammoCapacity(weaponOf(w)) ?? 0;
    const g = rawGear[i];
    return { damage: Math.max(0, num(g?.['damage'], 0)), ammo: Math.min(cap, Math.max(0, num(g?.['ammo'], cap))) };
  });
  const rawInjuries = Array.isArray(s['injuries']) ? (s['injuries'] as readonly Values[]) : [];
  const injuries = rawInjuries.map((x) => ({ hp: Math.max(0, num(x['hp'], 0)), aided: x['aided'] === true })).filter((x) => x.hp > 0);
  const tracked = typeof s['hp'] === 'number' && s['sheetHp'] === sheet.currentHp;
  return { hp: tracked ? num(s['hp'], sheet.currentHp) : sheet.currentHp, injuries, gear, shieldDamage: Math.max(0, num(s['shieldDamage'], 0)) };
}

/** The state as `nextState` values, remembering the sheet's Current HP it was written against. */
export function writeState(s: CarriedState, sheet: Sheet): Values {
  let injuries = [...s.injuries];
  if (injuries.length > MAX_INJURIES) {
    const extra = injuries.slice(0, injuries.length - MAX_INJURIES + 1);
    injuries = [{ hp: extra.reduce((t, x) => t + x.hp, 0), aided: true }, ...injuries.slice(extra.length)];
  }
  return {
    hp: s.hp,
    sheetHp: sheet.currentHp,
    injuries: injuries.map((x) => ({ hp: x.hp, aided: x.aided })),
    gear: s.gear.map((g) => ({ damage: g.damage, ammo: g.ammo })),
    shieldDamage: s.shieldDamage,
  };
}
