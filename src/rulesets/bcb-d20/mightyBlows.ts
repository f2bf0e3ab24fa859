/**
 * Mighty Blows: a natural 20 that would have hit anyway rolls a d20 effect on the Effects of
 * Mighty Blows table. The victim saves: a successful save lowers the effect by one, and by one
 * more per point the save is made by, down to nothing. The prose and its worked example
 * disagree (Blogo: save 10, rolls 17, effect 19 -> 12, a fall of 7, where "one for success
 * plus one per point" gives 8). Option `mightyBlowSave`:
 * - 'example' (default): the save must beat the save number and the effect falls by roll - save.
 *   This is the prose read with "made by" counted from the first roll that beats the save, so it
 *   fits both the example's arithmetic and the prose's "one for success, one per point".
 * - 'prose': the save succeeds at the save number or above and the effect falls by 1 + roll - save.
 * A natural 20 on the save negates the blow; a natural 1 fails it (the GM may rule worse).
 * @see 001 Critical Hits and Fumbles; Effects of Mighty Blows; Saving Throw Criticals/Fumbles
 */
import { bandsFromFaces, type OutcomeStyle } from '../../engine/check';
import type { CheckPlan, OutcomeBand } from '../../engine/ruleset';
import { mightyBlows, type MightyBlowRow } from './tables';
import type { Options } from './types';

/** The Mighty Blows row of an effect (21 and above: mangled); undefined for 0 or less (negated). */
export function mightyBlowRow(effect: number): MightyBlowRow | undefined {
  return mightyBlows.rows.find((r) => effect >= r.from && effect <= r.to);
}

/** Whether a save roll succeeds under the reading (a natural 20 always does, a natural 1 never). */
export function saveMade(roll: number, save: number, reading: Options['mightyBlowSave'] = 'example'): boolean {
  if (roll === 20) return true;
  if (roll === 1) return false;
  return reading === 'example' ? roll > save : roll >= save;
}

/** How far a save roll lowers the effect (0 when it fails). A natural 20 negates the whole blow. */
export function saveReduction(roll: number, save: number, effect: number, reading: Options['mightyBlowSave'] = 'example'): number {
  if (roll === 20) return effect;
  if (!saveMade(roll, save, reading)) return 0;
  return reading === 'example' ? roll - save : 1 + roll - save;
}

/** The effect after the save (0 = negated). */
export function effectAfterSave(effect: number, roll: number, save: number, reading: Options['mightyBlowSave'] = 'example'): number {
  return Math.max(0, effect - saveReduction(roll, save, effect, reading));
}

/** The attacker's view of the d20 effect: worse for the victim is better for the attacker. */
export const effectStyles: Readonly<Record<string, OutcomeStyle>> = {
  mangled: { label: 'Mangled', tone: 3 },
  deadly: { label: 'Deadly blow', tone: 3 },
  incapacitating: { label: 'Incapacitating strike', tone: 2 },
  crushing: { label: 'Crushing blow', tone: 2 },
  oof: { label: 'Painful blow', tone: 1 },
  'flesh-wound': { label: 'Flesh wound', tone: 1 },
};

/** The victim's view of the save's outcome: the effect band it ends in. */
export const saveStyles: Readonly<Record<string, OutcomeStyle>> = {
  negated: { label: 'Negated', tone: 3 },
  'flesh-wound': { label: 'Flesh wound', tone: 2 },
  oof: { label: 'Painful blow', tone: 1 },
  crushing: { label: 'Crushing blow', tone: 0 },
  incapacitating: { label: 'Incapacitating strike', tone: 0 },
  deadly: { label: 'Deadly blow', tone: -1 },
  mangled: { label: 'Mangled', tone: -1 },
};

/** The outcome id of an effect: its Mighty Blows row, or 'negated'. */
export const effectOutcome = (effect: number): string => mightyBlowRow(effect)?.id ?? 'negated';

/** The effect roll's odds as a line: "1-6 flesh wound 30% · 7-14 painful blow 40% · ...". */
export function effectOddsText(): string {
  return effectCheck().bands.slice().reverse().map((b) => {
    const [lo, hi] = [b.faces[0]![0], b.faces[b.faces.length - 1]![1]];
    return `${lo === hi ? lo : `${lo}-${hi}`} ${b.label.toLowerCase()} ${Math.round((100 * b.p.num) / b.p.den)}%`;
  }).join(' · ');
}

/** The effect roll's plan, made once. */
let effectRoll: CheckPlan | undefined;

/**
 * The attacker's d20 effect roll, made only on a Mighty Blow: bands are the table's rows. Not
 * put on the planned action (its odds are in its note), so the odds panel shows no "need".
 */
export function effectCheck(): CheckPlan {
  // The same every time: made once (rolled after every Mighty Blow). Shared: read-only.
  return (effectRoll ??= { die: 20, mode: 'over', need: 1, bonus: 0, modifiers: [], bands: bandsFromFaces(20, (f) => ({ outcome: effectOutcome(f) }), effectStyles), summary: 'd20 effect · the victim\'s save lowers it' });
}

/**
 * The victim's save against a Mighty Blow of `effect`: bands by the effect it leaves. `penalty`
 * (0 or -2) is an earlier flesh wound's, taken off the roll: it raises the face needed and
 * lowers the reduction; a natural 20 or 1 still decides by the face.
 */
export function mightyBlowSaveCheck(effect: number, save: number, reading: Options['mightyBlowSave'] = 'example', penalty = 0): CheckPlan {
  const eff = save - penalty;
  // A 20 is marked automatic only where its arithmetic alone would not have negated the blow.
  const plain = reading === 'example' ? 20 - eff : 21 - eff;
  const bands = bandsFromFaces(20, (f) => ({ outcome: effectOutcome(effectAfterSave(effect, f, eff, reading)), ...(f === 20 && plain < effect ? { automatic: true } : {}) }), saveStyles);
  const first = reading === 'example' ? eff + 1 : eff;
  const wound = penalty ? ` (${penalty} flesh wound)` : '';
  const summary = `save ${save}${wound}: ${first <= 19 ? `${first}+ lowers effect ${effect}` : 'only a 20 helps'} · 20 negates · 1 fails`;
  const modifiers = penalty ? [{ label: 'Flesh wound', value: penalty, source: mightyBlows.source }] : [];
  return { die: 20, mode: 'over', need: reading === 'example' ? save + 1 : save, bonus: penalty, modifiers, bands, summary };
}
