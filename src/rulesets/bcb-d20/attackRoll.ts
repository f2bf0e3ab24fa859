/**
 * The attack roll: d20 + modifiers against the target's AC, equal or higher hits. A natural 20
 * always hits (a Critical Hit), and where the total would have hit anyway it is a Mighty Blow
 * (the victim rolls the d20 effect). A natural 1 always misses (a fumble: free attacks for
 * foes in reach, a mishap of the GM's choosing).
 * @see 001 The Attack Roll; Critical Hits and Fumbles; Fumbles
 */
import { bandsFromFaces, type OutcomeStyle } from '../../engine/check';
import { oncePerKey } from '../../engine/memo';
import type { CheckPlan, Modifier, OutcomeBand } from '../../engine/ruleset';
import { AC_RANGE } from './tables';

/** Outcome words and tones, best first (the order of the bands). */
export const attackStyles: Readonly<Record<string, OutcomeStyle>> = {
  'mighty-blow': { label: 'Mighty Blow', tone: 3 },
  hit: { label: 'Hit', tone: 1 },
  miss: { label: 'Miss', tone: 0 },
  fumble: { label: 'Fumble', tone: -1 },
};

/**
 * The outcome of a raw d20 face with `bonus` against `ac`. `automatic` marks where the natural
 * 1 or 20 overrides the total (a 20 that hits only because it is a 20; a 1 that would have hit).
 */
export function attackOutcome(face: number, bonus: number, ac: number): { outcome: string; automatic?: boolean } {
  const reaches = face + bonus >= ac;
  if (face === 20) return reaches ? { outcome: 'mighty-blow' } : { outcome: 'hit', automatic: true };
  if (face === 1) return reaches ? { outcome: 'fumble', automatic: true } : { outcome: 'fumble' };
  return { outcome: reaches ? 'hit' : 'miss' };
}

/** The bands of the d20 against a known AC: a partition of 1..20 with exact odds. */
export const attackBands: (bonus: number, ac: number) => OutcomeBand[] = oncePerKey(
  (bonus: number, ac: number) => bandsFromFaces(20, (f) => attackOutcome(f, bonus, ac), attackStyles),
  (bonus, ac) => `${bonus}|${ac}`,
);

/** The raw d20 face needed: AC minus the bonus (may be below 2 or above 20). */
export const rollNeeded = (bonus: number, ac: number): number => ac - bonus;

/**
 * The band line the GM reads, e.g. "AC 17: need 12 · 20 Mighty Blow · 1 fumble". Below 2 only
 * the natural 1 misses; above 20 only a natural 20 hits, and it is no Mighty Blow.
 */
export function attackSummary(bonus: number, ac: number | null): string {
  if (ac === null) return `d20 ${bonus >= 0 ? '+' : ''}${bonus} vs the AC · 20 always hits · 1 fumbles`;
  const need = rollNeeded(bonus, ac);
  if (need > 20) return `AC ${ac}: need ${need} · only a natural 20 hits (no Mighty Blow) · 1 fumbles`;
  if (need <= 2) return `AC ${ac}: need ${need} · all but a natural 1 hit · 20 Mighty Blow · 1 fumbles`;
  return `AC ${ac}: need ${need} · 20 Mighty Blow · 1 fumbles`;
}

/** The check of an attack: `need` is the AC (null when only the GM knows it: `byTarget` over AC 10..25). */
export function attackCheck(bonus: number, modifiers: readonly Modifier[], ac: number | null): CheckPlan {
  const base = { die: 20, mode: 'over' as const, bonus, modifiers, summary: attackSummary(bonus, ac) };
  if (ac !== null) return { ...base, need: ac, bands: attackBands(bonus, ac) };
  const byTarget = [];
  for (let t = AC_RANGE.from; t <= AC_RANGE.to; t++) byTarget.push({ target: t, need: rollNeeded(bonus, t), bands: attackBands(bonus, t) });
  return { ...base, need: null, bands: [], byTarget };
}
