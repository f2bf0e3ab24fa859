/**
 * When a character is incapacitated. The text never states it, but its examples show it:
 * - a sword's 4 takes a bandit "from 8 to 4, incapacitating him";
 * - the bandit leader "hit for 4 damage": "enough to inflict critical damage and incapacitate him";
 * - a counter's 1 is "just a scratch", and a dagger's d4 leaves a grabbed bandit "still alive and conscious";
 * - a bandit with 3 health left is still up (an attack stunt is offered to spare his life);
 * - a character fighting alone reduced to half health or less checks morale, so is still up.
 * Default (`incapacitation: 'critical'`): a single hit that takes at least half the character's
 * maximum health after armour is critical damage and incapacitates, and so does health 0. The
 * other readings: health at half the maximum or less ('half', which fits the first example
 * but not the last two), or only health 0 ('zero'). Incapacitated, a character cannot act or
 * react; a death blow kills them.
 * @see 004 Attacking (examples, death blow); Reacting to an attack (the counter example); Attack stunts; Non-lethal attacks (the grapple example); Morale
 */

/** The readings of the `incapacitation` table option. */
export const incapacitationReadings = [
  { value: 'critical', label: 'A hit of half your maximum health or more (critical damage), or health 0' },
  { value: 'half', label: 'Health at half your maximum or less' },
  { value: 'zero', label: 'Health 0 only' },
] as const;
/** An incapacitation reading id. */
export type IncapacitationReading = (typeof incapacitationReadings)[number]['value'];

/** Whether a hit that took `taken` health (after armour), leaving `health` of `maxHp`, incapacitates, and why (in the text's words). */
export function incapacitates(taken: number, health: number, maxHp: number, reading: IncapacitationReading): string | undefined {
  if (health <= 0) return 'health 0';
  if (reading === 'critical' && taken > 0 && taken * 2 >= maxHp) return `critical damage: ${taken} is half your maximum health ${maxHp} or more`;
  if (reading === 'half' && health * 2 <= maxHp) return `health ${health} is half your maximum ${maxHp} or less`;
  return undefined;
}
