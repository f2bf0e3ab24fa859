/**
 * The character's own wounds: the wound modifier from current hit points (with the
 * starting-HP exception) and the stun threshold from CON, size and hit points.
 * @see 000 Wound Modifiers; Taking Damage
 */
import type { Modifier, Stat } from '../../engine/ruleset';
import { SRC, stunSizeBonus, stunTable, woundLevels } from './tables';

/** Index of the deepest wound level `hp` is in, or -1 above 20 HP. */
function levelOf(hp: number): number {
  let level = -1;
  woundLevels.forEach((l, i) => { if (hp <= l.atMost) level = i; });
  return level;
}

/**
 * The wound level at `currentHp` and its modifier to all actions and TMR (0, -10, -20 or -30),
 * in the text's words: Wounded (below starting HP), Bloodied (below half of it), Badly Wounded
 * (20 HP or less), Very Badly Wounded (10 or less; 5 or less). A character whose starting hit
 * points are already in a level has no modifier until the next level down (starting 18: none at
 * 11-18, -20 at 10).
 * @see 000 Wound Modifiers
 */
export function woundModifier(currentHp: number, startingHp: number): { value: number; label: string } {
  const level = levelOf(currentHp);
  const state = currentHp < startingHp / 2 ? 'Bloodied' : currentHp < startingHp ? 'Wounded' : 'Unhurt';
  if (level < 0) return { value: 0, label: state };
  if (level <= levelOf(startingHp)) return { value: 0, label: `${state}; no wound modifier until the next level (started at ${startingHp} HP)` };
  return { value: woundLevels[level]!.value, label: woundLevels[level]!.label };
}

/** The wound level as one line: "Badly Wounded: -10 to all actions and TMR", or the level alone without a modifier. */
export function woundText(currentHp: number, startingHp: number): string {
  const w = woundModifier(currentHp, startingHp);
  return w.value ? `${w.label}: ${w.value} to all actions and TMR` : w.label;
}

/** The wound modifier as a status line for the round. */
export function woundStat(currentHp: number, startingHp: number): Stat {
  const w = woundModifier(currentHp, startingHp);
  return { label: 'Wound modifier', value: w.value, text: `${currentHp} of ${startingHp} HP: ${w.label}. Applies to SC, cast chances, skill rolls and TMR.` };
}

/**
 * Which damage the stun compares with the threshold: what the hit took off HP after PROT
 * (default: the damage a hit "causes"), or the damage before PROT (option `stunDamage`; the
 * text's first sentence calls the damage PROT is taken from "damage taken").
 * @see 000 Taking Damage
 */
export type StunDamage = 'after-prot' | 'before-prot';

/**
 * Damage a single hit must exceed to stun: CON (+2 Large, +4 Giant, +1 per 10 HP or part of
 * 10 above 100 HP); above 25 the CON table. Beyond the table's CON 35 it is extended by its
 * own pattern (each point of CON adds 2), which the text does not state.
 */
export function stunThreshold(con: number, size: keyof typeof stunSizeBonus, maxHp: number, basis: StunDamage = 'after-prot'): Stat {
  const dmg = basis === 'after-prot' ? 'damage taken (after PROT)' : 'damage (before PROT)';
  const modifiers: Modifier[] = [{ label: 'CON', value: con, source: SRC.damage }];
  const sizeBonus = stunSizeBonus[size];
  if (sizeBonus.value) modifiers.push({ label: `${sizeBonus.label} size`, value: sizeBonus.value, source: sizeBonus.source });
  const hpBonus = Math.max(0, Math.ceil((maxHp - 100) / 10));
  if (hpBonus) modifiers.push({ label: `${maxHp} HP: +1 per 10 above 100`, value: hpBonus, source: SRC.damage });
  const effective = modifiers.reduce((s, m) => s + m.value, 0);
  let value = effective;
  let text = `A single hit of more than ${effective} ${dmg} stuns you for the rest of the round: your remaining attacks are lost.`;
  if (effective > 25) {
    const row = stunTable.find((r) => r.con === effective);
    value = row ? row.exceeds : 2 * effective - 25;
    text = `Stun CON ${effective} is above 25: by the stun table, a single hit of more than ${value} ${dmg} stuns you` +
      (row ? '.' : ' (the table stops at 35; extended by its pattern).') + ' Your remaining attacks are then lost.';
  }
  return { label: 'Stunned by a single hit above', value, modifiers, text };
}
