/**
 * The two follow-up d20s: the special d20 after a natural 20 (regular, maximum or critical
 * damage, or critical damage and a d4 condition) and the critical-miss d20 after a natural 1,
 * with the exact odds of each result before anything is rolled.
 * @see 002 17.0.3 Critical Hit; 17.0.4 Critical Miss
 */
import { bandsFromFaces, type OutcomeStyle } from '../../engine/check';
import { fraction, percent, type Fraction } from '../../engine/dist';
import type { OutcomeBand } from '../../engine/ruleset';
import { conditionTable, criticalMissTable, specialTable, type ConditionRow, type MissRow, type SpecialRow } from './tables';

const specialStyles: Record<string, OutcomeStyle> = Object.fromEntries(specialTable.map((r) => [r.id, { label: r.label, tone: r.tone }]));
const missStyles: Record<string, OutcomeStyle> = Object.fromEntries(criticalMissTable.map((r) => [r.id, { label: r.label, tone: r.tone }]));

/** The special-table row of a total (d20 + modifiers): below 1 reads as the first row, above 20 as the last. */
export function specialRowOf(total: number): SpecialRow {
  return specialTable.find((r) => total >= r.from && total <= r.to) ?? (total < 1 ? specialTable[0] : specialTable[specialTable.length - 1]);
}

/** The bands of the special d20's raw faces when `bonus` is added: a partition of 1..20. */
export function specialBands(bonus: number): OutcomeBand[] {
  return bandsFromFaces(20, (f) => ({ outcome: specialRowOf(f + bonus).id }), specialStyles);
}

/** Count of raw faces (out of 20) giving each special result, in table order. */
export function specialCounts(bonus: number): Record<SpecialRow['id'], number> {
  const out = { regular: 0, maximum: 0, critical: 0, 'critical-condition': 0 };
  for (let f = 1; f <= 20; f++) out[specialRowOf(f + bonus).id]++;
  return out;
}

/** The condition of a d4 face. @throws Error for a face outside 1..4. */
export function conditionOf(face: number): ConditionRow {
  const row = conditionTable.find((r) => r.face === face);
  if (!row) throw new Error(`The condition chart is rolled on a d4: expected 1 to 4, but received ${face}`);
  return row;
}

/** The critical-miss row of a raw d20 face. @throws Error for a face outside 1..20. */
export function criticalMissOf(face: number): MissRow {
  const row = criticalMissTable.find((r) => face >= r.from && face <= r.to);
  if (!row) throw new Error(`The critical-miss table is rolled on a d20: expected 1 to 20, but received ${face}`);
  return row;
}

/** The bands of the critical-miss d20 (nothing is added to it). */
export function criticalMissBands(): OutcomeBand[] {
  return bandsFromFaces(20, (f) => ({ outcome: criticalMissOf(f).id }), missStyles);
}

/**
 * Chance of passing a DEX check: d20 + DEX bonus at or above the DC (our reading of "DEX check
 * (DC20)": the d20 check the grapple rules use).
 */
export function dexCheckChance(bonus: number, dc: number): Fraction {
  let n = 0;
  for (let f = 1; f <= 20; f++) if (f + bonus >= dc) n++;
  return fraction(n, 20);
}

/** A chance as short text: "25%", "12.5%". */
export function pctText(p: Fraction): string {
  const x = Math.round(percent(p) * 10) / 10;
  return `${x}%`;
}

/** "regular 35% · maximum 25% · critical 20% · critical + condition 20%" for the special d20 with `bonus`. */
export function specialOddsText(bonus: number): string {
  return specialBands(bonus).map((b) => `${b.label.toLowerCase()} ${pctText(b.p)}`).join(' · ');
}

/** The critical-miss odds, with the chance of failing each DEX check for this DEX bonus. */
export function criticalMissOddsText(dexBonus: number): string {
  return criticalMissTable.map((r) => {
    const p = fraction(r.to - r.from + 1, 20);
    const dc = 'dexDc' in r ? r.dexDc : undefined;
    const pass = dc !== undefined ? dexCheckChance(dexBonus, dc) : undefined;
    const fail = pass ? `, DEX check failed ${pctText(fraction(pass.den - pass.num, pass.den))}` : '';
    return `${r.label.toLowerCase()} ${pctText(p)}${fail}`;
  }).join(' · ');
}
