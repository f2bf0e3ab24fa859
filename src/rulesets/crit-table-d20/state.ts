/**
 * What spans rounds: crossbow reloads (a light crossbow shoots every second round, a heavy one
 * every third, and reload rounds allow nothing else, not even moving), rounds run against
 * 3 x CON before fatigue, and a critical miss's after-effects (no attack next round; -1 to
 * combat rolls for 1d2 rounds after a stumble).
 * @see 002 17.0.9 Missile Weapon Rate of Fire; 17.0.1.7 Run Away; 17.0.4 Critical Miss
 */
import { kindOf, RULES } from './tables';
import type { CarriedState, Declaration, Sheet } from './types';

/** This round as the carried state shapes it. */
export interface RoundState {
  /** A crossbow reload fills this round (set when the declaration uses the unloaded crossbow or reloads). */
  readonly reloading?: { readonly weapon: number; readonly name: string; readonly left: number };
  /** A crossbow still waits to be reloaded while the character does something else. */
  readonly unloaded?: { readonly weapon: number; readonly name: string; readonly left: number };
  /** Rounds run since the last rest, before this round. */
  readonly roundsRun: number;
  /** Rounds the character may run before tiring (3 x CON). */
  readonly runLimit: number;
  /** Too tired to run or charge. */
  readonly fatigued: boolean;
  /** A broken or dropped weapon: no attack this round. */
  readonly noAttack: boolean;
  /** -1 to combat rolls this round from a stumble. */
  readonly stumbling: boolean;
}

const ATTACKS_WITH_WEAPON = ['attack', 'charge', 'two-weapons'];

/** Reads the carried state against this round's declaration. */
export function roundState(sheet: Sheet, d: Declaration, s: CarriedState): RoundState {
  const runLimit = RULES.runRoundsPerCon * sheet.con;
  const moving = d.action === 'run' || d.action === 'charge';
  const roundsRun = moving && d.rested ? 0 : s.roundsRun;
  const base = { roundsRun, runLimit, fatigued: roundsRun >= runLimit, noAttack: s.noAttackRounds > 0, stumbling: s.stumbleRounds > 0 };
  const w = sheet.weapons[s.reloadWeapon];
  if (s.reloadLeft <= 0 || !w || kindOf(w.kind).reloadRounds === 0) return base;
  const pending = { weapon: s.reloadWeapon, name: w.name, left: s.reloadLeft };
  const uses = ATTACKS_WITH_WEAPON.includes(d.action) && (Number(d.weapon) === s.reloadWeapon || (d.action === 'two-weapons' && Number(d.offWeapon) === s.reloadWeapon));
  if (d.action === 'reload' || (uses && !d.spareCrossbow)) return { ...base, reloading: pending };
  return { ...base, unloaded: pending };
}

/** What happened this round that the next round must know. */
export interface RoundEvents {
  /** Index of a crossbow shot this round (not from a spare), if any. */
  readonly firedCrossbow?: number;
  /** Ran or charged this round. */
  readonly ran: boolean;
  /** A critical miss left no attack for next round. */
  readonly noAttackNext: boolean;
  /** Rounds of -1 from a failed stumble check (1d2), 0 for none. */
  readonly stumbleRounds: number;
  /** Surprised: the round was lost, so a reload round did not happen either. */
  readonly surprised?: boolean;
}

/** The state for the next round. */
export function nextCarried(sheet: Sheet, rs: RoundState, s: CarriedState, e: RoundEvents): CarriedState {
  let reloadWeapon = s.reloadWeapon, reloadLeft = s.reloadLeft;
  if (rs.reloading && !e.surprised) reloadLeft = rs.reloading.left - 1;
  if (e.firedCrossbow !== undefined) {
    reloadWeapon = e.firedCrossbow;
    reloadLeft = kindOf(sheet.weapons[e.firedCrossbow]?.kind ?? 'melee').reloadRounds;
  }
  if (reloadLeft <= 0) { reloadWeapon = -1; reloadLeft = 0; }
  return {
    reloadWeapon, reloadLeft,
    roundsRun: rs.roundsRun + (e.ran ? 1 : 0),
    noAttackRounds: e.noAttackNext ? Math.max(1, s.noAttackRounds - 1) : Math.max(0, s.noAttackRounds - 1),
    stumbleRounds: Math.max(e.stumbleRounds, s.stumbleRounds - 1),
  };
}
