/**
 * The character's lasting state, one record (`PlanInput.state` and `RoundResult.nextState`):
 * current hit points and each injury (for First Aid), whether someone woke the character since
 * the hit that knocked them out and the rounds of the 1D6 hours left, whether they died, damage
 * each weapon and the shield took from parrying (or from being parried), ammunition left
 * (6 shots, 20 charges), whether a crossbow is loaded, the weapon of the last attack (where a
 * special parry's point goes) and lasting effects the GM rules (a special success's special result).
 * Without a state, everything starts from the sheet: current HP, no injuries, full ammunition.
 * The sheet's Current HP and the tracked HP are two records of one figure: whichever changed
 * last counts. The state remembers the sheet's value it was written against (`sheetHp`); when
 * the player has since edited Current HP on the sheet, the sheet's value replaces the tracked one
 * (and the knock-out and death that came with the tracked figure go with it).
 * Keys missing from an older record take their defaults, so records from before a key existed read.
 * @see 003 5.9 (ammunition, crossbow reload); 5.6, 5.8 and 5.11 (weapon and shield hit points); 5.12; 5.13; 5.14
 */
import { oncePerPair } from '../../engine/memo';
import type { Values } from '../../engine/schema';
import type { Sheet } from './types';
import { ammoCapacity, weaponOf } from './weapons';

/** One injury: the hit points it took, and whether First Aid was tried on it (only once per injury). */
export interface Injury { readonly hp: number; readonly aided: boolean }
/** One weapon's wear: points of damage taken from parrying, and shots or bolts left (0 when not tracked). */
export interface Gear { readonly damage: number; readonly ammo: number }
/** A lasting effect the GM ruled (a special result): its words and the rounds left (0: until cleared). */
export interface Effect { readonly text: string; readonly rounds: number }

/** The state of a character between rounds. */
export interface CarriedState {
  readonly hp: number;
  readonly injuries: readonly Injury[];
  readonly gear: readonly Gear[];
  readonly shieldDamage: number;
  /** Woken by another character since the hit that knocked them out (or the 1D6 hours passed). */
  readonly woken: boolean;
  /** Rounds of the 1D6 hours of unconsciousness left (300 rounds of 12 s an hour); 0 when not counted. */
  readonly unconsciousRounds: number;
  /** Died: at 0 hit points or below at the end of a round. */
  readonly dead: boolean;
  /** The weapon of the last attack: a sheet weapon index as text, 'shield' for a bash, '' for none yet. */
  readonly lastWeapon: string;
  readonly effects: readonly Effect[];
}

/** Most injuries kept; older ones are merged into the first kept so hit points stay right. */
export const MAX_INJURIES = 30;
/** Most lasting effects kept. */
export const MAX_EFFECTS = 8;
/** Hit points are kept within this range (the schema's bounds): far past death either way. */
export const HP_BOUND = 999;
/** Rounds in an hour: a combat round is 12 seconds. @see 003 5.1 The Combat Round */
export const ROUNDS_PER_HOUR = 300;

const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * readStateOf below, read once per state object and sheet: the plan, the roll, the status and the
 * hit rules all read the same state (../../engine/memo.ts). Shared: read-only.
 */
export const readState: (sheet: Sheet, state: Values | undefined) => CarriedState = oncePerPair(readStateOf);

/** The state of this round: the previous `nextState` where it is well formed, the sheet's values otherwise. */
function readStateOf(sheet: Sheet, state: Values | undefined): CarriedState {
  const s = state ?? {};
  const rawGear = Array.isArray(s['gear']) ? (s['gear'] as readonly Values[]) : [];
  const gear = sheet.weapons.map((w, i) => {
    const cap = ammoCapacity(weaponOf(w)) ?? 0;
    const g = rawGear[i];
    return { damage: Math.max(0, num(g?.['damage'], 0)), ammo: Math.min(cap, Math.max(0, num(g?.['ammo'], cap))) };
  });
  const rawInjuries = Array.isArray(s['injuries']) ? (s['injuries'] as readonly Values[]) : [];
  const injuries = rawInjuries.map((x) => ({ hp: Math.max(0, num(x['hp'], 0)), aided: x['aided'] === true })).filter((x) => x.hp > 0);
  const rawEffects = Array.isArray(s['effects']) ? (s['effects'] as readonly Values[]) : [];
  const effects = rawEffects.map((x) => ({ text: typeof x['text'] === 'string' ? x['text'] : '', rounds: Math.max(0, Math.round(num(x['rounds'], 0))) })).filter((x) => x.text.trim());
  const tracked = typeof s['hp'] === 'number' && s['sheetHp'] === sheet.currentHp;
  const last = typeof s['lastWeapon'] === 'string' ? s['lastWeapon'] : '';
  return {
    hp: tracked ? num(s['hp'], sheet.currentHp) : sheet.currentHp, injuries, gear, shieldDamage: Math.max(0, num(s['shieldDamage'], 0)),
    woken: tracked && s['woken'] === true,
    unconsciousRounds: tracked ? Math.max(0, Math.round(num(s['unconsciousRounds'], 0))) : 0,
    dead: tracked && s['dead'] === true,
    lastWeapon: last === 'shield' || (/^\d$/.test(last) && Number(last) < sheet.weapons.length) ? last : '',
    effects,
  };
}

/** The state as `nextState` values, remembering the sheet's Current HP it was written against. */
export function writeState(s: CarriedState, sheet: Sheet): Values {
  let injuries = [...s.injuries];
  if (injuries.length > MAX_INJURIES) {
    const extra = injuries.slice(0, injuries.length - MAX_INJURIES + 1);
    injuries = [{ hp: extra.reduce((t, x) => t + x.hp, 0), aided: true }, ...injuries.slice(extra.length)];
  }
  const clampInt = (x: number, hi: number) => Math.min(hi, Math.max(0, Math.round(x)));
  return {
    hp: Math.max(-HP_BOUND, Math.min(HP_BOUND, s.hp)),
    sheetHp: sheet.currentHp,
    injuries: injuries.map((x) => ({ hp: clampInt(x.hp, 9999), aided: x.aided })),
    gear: s.gear.map((g) => ({ damage: clampInt(g.damage, 9999), ammo: g.ammo })),
    shieldDamage: clampInt(s.shieldDamage, 9999),
    woken: s.woken,
    unconsciousRounds: clampInt(s.unconsciousRounds, 6 * ROUNDS_PER_HOUR),
    dead: s.dead,
    lastWeapon: s.lastWeapon,
    effects: s.effects.slice(-MAX_EFFECTS).map((e) => ({ text: e.text.slice(0, 80), rounds: clampInt(e.rounds, 9999) })),
  };
}
