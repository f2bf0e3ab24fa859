/**
 * The d100 strike roll: need = SC - DEF, roll that or less; critical and grievous bands from
 * the Modified Strike Chance table; the automatic results 96-100, 03, 02 and 01.
 * @see 000 Hitting; Critical and Grievous Hits; Automatic Hits and Misses
 */
import { bandsFromFaces, type OutcomeStyle } from '../../engine/check';
import { oncePerKey } from '../../engine/memo';
import type { OutcomeBand } from '../../engine/ruleset';
import { mscTable, type MscRow } from './tables';

/** Outcome words and tones, best first (the order of the bands). */
export const strikeStyles: Readonly<Record<string, OutcomeStyle>> = {
  grievous: { label: 'Grievous', tone: 3 },
  critical: { label: 'Critical hit', tone: 2 },
  hit: { label: 'Hit', tone: 1 },
  miss: { label: 'Miss', tone: 0 },
};

/** The table row for a need (the modified strike chance), or undefined when the need is below 1. */
export function mscRow(need: number): MscRow | undefined {
  return mscTable.find((r) => need >= r.from && need <= r.to);
}

/** How 01 is read when the table gives no grievous band for the need (option `natural01`). */
export type Natural01 = 'grievous' | 'table';

/**
 * The outcome of one raw d100 face against a need. `automatic` is set when one of the fixed
 * results changed what the need alone would give (e.g. 98 against a need of 112 misses).
 */
export function strikeOutcome(face: number, need: number, natural01: Natural01 = 'grievous'): { readonly outcome: string; readonly automatic?: boolean } {
  const row = mscRow(need);
  const grievous = row?.grievous ?? 0, critical = row?.critical ?? 0;
  const byNeed = face <= grievous ? 'grievous' : face <= critical ? 'critical' : face <= need ? 'hit' : 'miss';
  if (face >= 96) return byNeed === 'miss' ? BY_NEED.miss : AUTOMATIC.miss;
  if (face === 1) {
    if (byNeed === 'grievous') return BY_NEED.grievous;
    if (natural01 === 'grievous') return AUTOMATIC.grievous;
    return byNeed === 'critical' ? BY_NEED.critical : AUTOMATIC.critical;
  }
  if (face === 2) return byNeed === 'grievous' || byNeed === 'critical' ? BY_NEED[byNeed] : AUTOMATIC.critical;
  if (face === 3) return byNeed === 'miss' ? AUTOMATIC.hit : BY_NEED[byNeed];
  return BY_NEED[byNeed];
}

/** The results {@link strikeOutcome} gives, made once (every attack against a secret DEF asks): shared, read-only. */
const BY_NEED = Object.freeze({ grievous: Object.freeze({ outcome: 'grievous' }), critical: Object.freeze({ outcome: 'critical' }), hit: Object.freeze({ outcome: 'hit' }), miss: Object.freeze({ outcome: 'miss' }) });
const AUTOMATIC = Object.freeze({ grievous: Object.freeze({ outcome: 'grievous', automatic: true }), critical: Object.freeze({ outcome: 'critical', automatic: true }), hit: Object.freeze({ outcome: 'hit', automatic: true }), miss: Object.freeze({ outcome: 'miss', automatic: true }) });

/** A rolled face's result when the need is unknown (the GM keeps the target's DEF). */
export interface UnknownNeedResult { readonly outcome: string; readonly label: string; readonly tone: 0 | 1 | 2 | 3; readonly automatic: true; readonly damage: 'none' | 'single' | 'double' }

/**
 * What a raw face decides on its own when the target's DEF, and so the need, is unknown: the
 * automatic results hold "regardless of SC or DEF". 96-100 miss; 01 is a grievous hit (option
 * `natural01: 'grievous'`). 02 (and 01 under the 'table' option) hits for at least a critical
 * and 03 hits, but how well depends on the need, so their outcome stays 'unknown' for the GM.
 * Undefined for 04-95, which only the need decides.
 * @see 000 Automatic Hits and Misses
 */
export function strikeOutcomeUnknownNeed(face: number, natural01: Natural01 = 'grievous'): UnknownNeedResult | undefined {
  if (face >= 96) return UNKNOWN_NEED.miss;
  if (face === 1 && natural01 === 'grievous') return UNKNOWN_NEED.grievous;
  if (face <= 2) return UNKNOWN_NEED.double;
  if (face === 3) return UNKNOWN_NEED.single;
  return undefined;
}

/** The results {@link strikeOutcomeUnknownNeed} gives, made once (read on every roll of a simulated fight): shared, read-only. */
const UNKNOWN_NEED = {
  miss: Object.freeze({ outcome: 'miss', label: strikeStyles['miss']!.label, tone: 0, automatic: true, damage: 'none' } as const),
  grievous: Object.freeze({ outcome: 'grievous', label: strikeStyles['grievous']!.label, tone: 3, automatic: true, damage: 'double' } as const),
  double: Object.freeze({ outcome: 'unknown', label: 'Critical or better: the GM\'s DEF decides if grievous', tone: 2, automatic: true, damage: 'double' } as const),
  single: Object.freeze({ outcome: 'unknown', label: 'Hit: the GM\'s DEF decides if critical', tone: 1, automatic: true, damage: 'single' } as const),
};

/** The bands of the d100 for a need: a partition of 1..100 with exact odds. */
export function strikeBands(need: number, natural01: Natural01 = 'grievous'): OutcomeBand[] {
  return strikeBandsOnce(need, natural01);
}

/** Worked out once per need and reading (every plan against a secret DEF asks for a range of them). Shared: read-only. */
const strikeBandsOnce = oncePerKey(
  (need: number, natural01: Natural01) => bandsFromFaces(100, (f) => strikeOutcome(f, need, natural01), strikeStyles),
  (need, natural01) => `${need}|${natural01}`,
);

/**
 * "need 72 · crit ≤11 · griev ≤4". Below a need of 10 the table gives only 01 as a critical,
 * but 02 is always a critical and 01 (by default) a grievous hit, so the line says so.
 */
export function strikeSummary(need: number, natural01: Natural01 = 'grievous'): string {
  const row = mscRow(need);
  if (!row) return `need ${need} · only 01-03 hit`;
  const critical = Math.max(row.critical, 2);
  const grievous = row.grievous || (natural01 === 'grievous' ? 1 : 0);
  return `need ${need} · crit ≤${critical}` + (grievous ? ` · griev ≤${grievous}` : '');
}
