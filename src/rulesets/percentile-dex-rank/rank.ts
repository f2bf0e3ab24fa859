/**
 * DEX rank for the round: the DEX characteristic, halved when the character moves 6-15 m and
 * quartered at 16-29 m; at about 30 m only defence is possible. Ties on a rank break by weapon
 * class (missile, long, medium, short or unarmed), then by skill, then are simultaneous: the
 * order key `[rank, class key, skill]` carries both.
 * @see 003 5.3 Movement; 5.2 Statement of Intent; 5.4 Actions
 */
import type { Modifier } from '../../engine/ruleset';
import { MOVEMENT, SRC, weaponClasses, type WeaponClass } from './tables';
import type { Options } from './types';

/** Which movement band a distance (metres) falls in. */
export type MovementBand = 'full' | 'half' | 'quarter' | 'defence-only';

/** The band of a declared movement in metres: 0-5 full, 6-15 half, 16-29 quarter, 30 or more defence only. */
export function movementBand(metres: number): MovementBand {
  if (metres >= MOVEMENT.onlyDefenceFrom) return 'defence-only';
  if (metres >= MOVEMENT.quarterFrom) return 'quarter';
  if (metres >= MOVEMENT.halfFrom) return 'half';
  return 'full';
}

/** The DEX rank for the round, how it came about, and whether the character can act beyond defence. */
export interface RoundRank {
  readonly rank: number;
  readonly band: MovementBand;
  readonly canAct: boolean;
  readonly modifiers: readonly Modifier[];
  readonly text: string;
}

const round = (x: number, how: Options['rankRounding']) => (how === 'up' ? Math.ceil(x) : Math.floor(x));

/**
 * The DEX rank a character acts on this round after moving `metres`.
 * Halving and quartering round by the `rankRounding` option (up by default).
 */
export function roundRank(dex: number, metres: number, rounding: Options['rankRounding']): RoundRank {
  const band = movementBand(metres);
  const base: Modifier = { label: 'DEX', value: dex, source: SRC.actions };
  if (band === 'full') return { rank: dex, band, canAct: true, modifiers: [base], text: `DEX rank ${dex}` };
  if (band === 'defence-only') {
    return { rank: dex, band, canAct: false, modifiers: [base], text: `Moving ${metres} m: no action but parries and dodges` };
  }
  const divisor = band === 'half' ? 2 : 4;
  const rank = round(dex / divisor, rounding);
  const word = band === 'half' ? 'half' : 'a quarter';
  return {
    rank, band, canAct: true,
    modifiers: [base, { label: `Moving ${metres} m: ${word} DEX rank (rounded ${rounding})`, value: rank - dex, source: SRC.movement }],
    text: `DEX rank ${rank} (${word} of ${dex} for moving ${metres} m)`,
  };
}

/** The order key of a weapon class (missile 4 ... short 1). */
export function classKey(cls: WeaponClass): number {
  return weaponClasses.find((c) => c.value === cls)!.key;
}

/** The GM's ordering key for an action: `[rank, class key, skill]`, higher first; equal keys are simultaneous. */
export function orderKey(rank: number, cls: WeaponClass, skill: number): number[] {
  return [rank, classKey(cls), skill];
}
