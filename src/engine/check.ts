/**
 * Helpers shared by rulesets for building a check's bands and resolving a face against them.
 */
import { fraction } from './dist';
import type { CheckPlan, CheckResult, OutcomeBand } from './ruleset';

/** How an outcome is presented: its word and tone (see {@link OutcomeBand}). */
export interface OutcomeStyle {
  readonly label: string;
  readonly tone: OutcomeBand['tone'];
}

/**
 * Builds the bands of a die from a face -> outcome function: contiguous faces with the same
 * outcome form a range; outcomes are listed in the order of `styles`. Odds are exact (count/die).
 * @param die sides of the deciding die (faces 1..die)
 * @param outcomeOf the outcome id of each raw face, and whether a fixed rule decided it
 * @throws Error when `outcomeOf` returns an id missing from `styles`
 */
export function bandsFromFaces(
  die: number,
  outcomeOf: (face: number) => { outcome: string; automatic?: boolean },
  styles: Readonly<Record<string, OutcomeStyle>>,
): OutcomeBand[] {
  const ranges = new Map<string, { faces: [number, number][]; count: number; automatic: boolean }>();
  let prev = '';
  for (let f = 1; f <= die; f++) {
    const { outcome, automatic } = outcomeOf(f);
    if (!styles[outcome]) throw new Error(`Outcome "${outcome}" of face ${f} has no style`);
    const key = outcome + (automatic ? '*' : '');
    let r = ranges.get(key);
    if (!r) { r = { faces: [], count: 0, automatic: !!automatic }; ranges.set(key, r); }
    const last = r.faces[r.faces.length - 1];
    if (last && prev === key && last[1] === f - 1) last[1] = f;
    else r.faces.push([f, f]);
    r.count++;
    prev = key;
  }
  const order = Object.keys(styles);
  return [...ranges.entries()]
    .sort(([a], [b]) => order.indexOf(a.replace('*', '')) - order.indexOf(b.replace('*', '')) || (a.endsWith('*') ? 1 : -1))
    .map(([key, r]) => {
      const id = key.replace('*', '');
      const s = styles[id]!;
      return { outcome: id, label: s.label, tone: s.tone, faces: r.faces, p: fraction(r.count, die), ...(r.automatic ? { automatic: true } : {}) };
    });
}

/** The band a raw face falls in. @throws Error when the bands do not cover the face (a ruleset bug). */
export function bandOf(bands: readonly OutcomeBand[], face: number): OutcomeBand {
  const band = bands.find((b) => b.faces.some(([lo, hi]) => face >= lo && face <= hi));
  if (!band) throw new Error(`No band covers face ${face}`);
  return band;
}

/** Resolves a rolled face against a check plan. With an unknown need the outcome is 'unknown': the GM's phone resolves it against the target's DEF / AC. */
export function resolveCheck(check: CheckPlan, face: number): CheckResult {
  if (check.need === null || check.bands.length === 0) {
    return { face, need: null, bonus: check.bonus, outcome: 'unknown', label: 'The GM resolves it', tone: 0 };
  }
  const b = bandOf(check.bands, face);
  // Two literals rather than a spread: every attack of a simulated fight is resolved here.
  return b.automatic ? { face, need: check.need, bonus: check.bonus, outcome: b.outcome, label: b.label, tone: b.tone, automatic: true }
    : { face, need: check.need, bonus: check.bonus, outcome: b.outcome, label: b.label, tone: b.tone };
}
