/**
 * Saves: a d20 rolled under a score (STR, AGI, WIT). The examples give a 2 against AGI 8 as a
 * pass and a 20 as a fail; whether a roll equal to the score passes is a table option
 * (`saveEqual`, default: it passes). A 20 always fails, so every save can fail.
 * @see 004 Attacking; Reacting to an attack (examples)
 */
import { bandsFromFaces } from '../../engine/check';
import { percent, type Fraction } from '../../engine/dist';
import type { CheckPlan, Modifier, OutcomeBand } from '../../engine/ruleset';
import { RULES, SRC } from './tables';
import type { Options } from './types';

/** What passing and failing a save mean, for its band labels: "Pass: hit" / "Fail: miss". */
export interface SaveWords { readonly pass: string; readonly fail: string }

const styles = (w?: SaveWords) => ({
  pass: { label: w ? `Pass: ${w.pass}` : 'Pass', tone: 1 as const },
  fail: { label: w ? `Fail: ${w.fail}` : 'Fail', tone: 0 as const },
});

/** The highest face that passes a save against `score` (0 when none does). */
export function passUpTo(score: number, saveEqual: Options['saveEqual']): number {
  return Math.max(0, Math.min(RULES.saveDie - 1, saveEqual === 'pass' ? score : score - 1));
}

/** The pass and fail bands of a d20 save against `score`; the 20 is an automatic fail. Outcome ids are always `pass` and `fail`. */
export function saveBands(score: number, saveEqual: Options['saveEqual'], words?: SaveWords): OutcomeBand[] {
  const need = passUpTo(score, saveEqual);
  return bandsFromFaces(RULES.saveDie, (f) => (f === RULES.saveDie ? { outcome: 'fail', automatic: true } : { outcome: f <= need ? 'pass' : 'fail' }), styles(words));
}

/** A probability as a short percentage: "45%", "33.3%". */
export const pct = (p: Fraction): string => `${Math.round(percent(p) * 10) / 10}%`;

/** The exact chance of passing a save against `score`. */
export function passChance(score: number, saveEqual: Options['saveEqual']): Fraction {
  const band = saveBands(score, saveEqual).find((b) => b.outcome === 'pass');
  return band ? band.p : { num: 0, den: 1 };
}

/**
 * A save as a check: `label` names the score ("WIT"), `score` is the character's, `words` what
 * passing and failing mean. Summary: "WIT 10 · pass on 10 or less (50%) · 20 fails".
 */
export function saveCheck(label: string, score: number, saveEqual: Options['saveEqual'], source: string = SRC.attacking, words?: SaveWords): CheckPlan {
  const need = passUpTo(score, saveEqual);
  const mods: Modifier[] = [{ label, value: score, source }];
  const bands = saveBands(score, saveEqual, words);
  const pass = need === 0 ? 'no roll passes' : `pass on ${need} or less (${pct(passChance(score, saveEqual))})`;
  return { die: RULES.saveDie, mode: 'under', need, bonus: 0, modifiers: mods, bands, summary: `${label} ${score} · ${pass} · 20 fails` };
}
