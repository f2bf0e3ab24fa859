/**
 * Surprise: each character rolls the surprise die (a d6 unless class, species or a helm change
 * it); 1 or 2 is surprised, and the number rolled is how many segments the surprise lasts (each
 * segment is a free round of attacks for the foe). A modifier for wisdom or keen senses adds to
 * the roll, but a 1 always surprises. The segments are read from the die's own face.
 * @see 001 Determine Surprise; Surprise
 */
import { bandsFromFaces, type OutcomeStyle } from '../../engine/check';
import type { CheckPlan } from '../../engine/ruleset';
import { RULES } from './tables';

/** Outcome words and tones of the surprise roll. */
export const surpriseStyles: Readonly<Record<string, OutcomeStyle>> = {
  alert: { label: 'Not surprised', tone: 1 },
  surprised: { label: 'Surprised', tone: 0 },
};

/** Whether a raw face surprises: a 1 always; otherwise face + modifier of 2 or less. */
export function isSurprised(face: number, modifier: number): boolean {
  return face === 1 || face + modifier <= RULES.surprisedOn;
}

/** The surprise check on a d`sides` with a modifier: 'under', surprised at `need` or less. */
export function surpriseCheck(sides: number, modifier: number): CheckPlan {
  const bands = bandsFromFaces(sides, (f) => ({ outcome: isSurprised(f, modifier) ? 'surprised' : 'alert', ...(f === 1 && 1 + modifier > RULES.surprisedOn ? { automatic: true } : {}) }), surpriseStyles);
  const need = Math.max(1, RULES.surprisedOn - modifier);
  const mod = modifier ? ` (${modifier > 0 ? '+' : ''}${modifier} to the roll)` : '';
  return { die: sides, mode: 'under', need, bonus: 0, modifiers: modifier ? [{ label: 'Surprise modifier', value: modifier }] : [], bands,
    summary: `d${sides}${mod}: surprised on ${need === 1 ? '1' : `1-${need}`} · the face = segments` };
}

/** Sides of a surprise die value such as 'd6'. @throws Error for text that is not dN */
export function surpriseSides(value: string): number {
  const m = /^d(\d+)$/.exec(value);
  if (!m) throw new Error(`Surprise die: expected d3..d30, but received "${value}"`);
  return Number(m[1]);
}
