/**
 * Initiative: one 1d6 + DEX bonus per round for everything the character does; high numbers
 * act first and equal numbers act simultaneously. Holding an action, setting a weapon against
 * a charge and striking a closing foe with a long-reach weapon put the character on another
 * combatant's number, simultaneous with it.
 * @see 002 17 Combat, 3. Determine Initiative Order; 17.0.1.6 Hold Action; 17.0.1.9 Set Weapon Against Charge
 */
import { distOf } from '../../engine/dist';
import { die } from '../../engine/notation';
import type { Modifier, TimingPlan } from '../../engine/ruleset';
import { activeConditions, RULES, SRC } from './tables';
import type { Declaration, Sheet, TimingId } from './types';

/** The initiative modifiers: DEX bonus, blindness and the GM's call. */
export function initiativeModifiers(sheet: Pick<Sheet, 'dexBonus'>, d: Pick<Declaration, 'held' | 'initMod'>): Modifier[] {
  const mods: Modifier[] = [];
  if (sheet.dexBonus) mods.push({ label: 'DEX bonus', value: sheet.dexBonus, source: SRC.initiative });
  for (const cond of activeConditions(d)) if (cond.initiative) mods.push({ label: cond.label, value: cond.initiative, source: cond.source });
  if (d.initMod) mods.push({ label: "GM's call", value: d.initMod });
  return mods;
}

const TIMING_NOTES: Record<Exclude<TimingId, 'own'>, string> = {
  hold: 'Held: you act on the number of the one you wait for, at the same time as it.',
  'set-vs-charge': 'Set against a charge: if your number is at least the charger\'s, you both act on the charger\'s number.',
  'long-reach': 'Long reach: you strike the closing foe on its number, at the same time, even if you rolled lower.',
};

/** The round's initiative: 1d6 + modifiers, with its exact distribution. */
export function initiativeTiming(mods: readonly Modifier[], timing: TimingId): TimingPlan {
  const total = mods.reduce((s, m) => s + m.value, 0);
  const expr = die(RULES.initiativeDie, total);
  return { kind: 'initiative', expr, modifiers: mods, dist: distOf(expr), note: timing === 'own' ? 'One roll for the whole round' : TIMING_NOTES[timing] };
}

/** Where a rolled initiative places the character, and whether a set weapon was set in time. */
export interface Placement {
  /** The GM's order key: the number the character acts on. */
  readonly order: number;
  readonly text: string;
  /** For a set weapon: true when set in time, false when the charger was quicker, undefined when unknown. */
  readonly setInTime?: boolean;
  /** True when the GM must place the character (the other's number is unknown). */
  readonly gmPlaces: boolean;
}

/**
 * The number the character acts on, from its rolled total, its timing and the other
 * combatant's number (`actsOn`, null when unknown). Holding can only wait (never act earlier
 * than the own roll); a set weapon needs an equal or better roll than the charger's; long reach
 * strikes on the closing foe's number whatever the own roll.
 */
export function placeInitiative(total: number, timing: TimingId, actsOn: number | null): Placement {
  if (timing === 'own') return { order: total, text: `Acts on ${total}`, gmPlaces: false };
  if (actsOn === null) {
    const who = timing === 'hold' ? 'the one you wait for' : timing === 'set-vs-charge' ? 'the charger' : 'the closing foe';
    const extra = timing === 'set-vs-charge' ? ` if it is ${total} or lower; otherwise on ${total}, and the weapon is not set in time` : timing === 'hold' ? ` if it is ${total} or lower` : '';
    return { order: total, text: `Rolled ${total}: acts on the number of ${who}${extra} (the GM places you)`, gmPlaces: true };
  }
  if (timing === 'hold') {
    return actsOn <= total
      ? { order: actsOn, text: `Rolled ${total}, held to ${actsOn}: simultaneous with the one you wait for`, gmPlaces: false }
      : { order: total, text: `Rolled ${total}: the one you wait for acts first (on ${actsOn}); you act on ${total}`, gmPlaces: false };
  }
  if (timing === 'set-vs-charge') {
    return actsOn <= total
      ? { order: actsOn, text: `Rolled ${total}, set against the charge: both act on ${actsOn}`, setInTime: true, gmPlaces: false }
      : { order: total, text: `Rolled ${total}, below the charger's ${actsOn}: not set in time, you act on ${total}`, setInTime: false, gmPlaces: false };
  }
  return { order: actsOn, text: `Rolled ${total}, long reach: strikes on the closing foe's ${actsOn}`, gmPlaces: false };
}
