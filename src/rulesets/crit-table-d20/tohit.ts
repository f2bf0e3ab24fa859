/**
 * The attack roll: d20 + attack bonus + STR (melee) or DEX (missile) + situation, at or above
 * the target's AC hits. A natural 20 always hits and calls for the special d20; a natural 1
 * always misses and calls for the critical-miss d20.
 * @see 002 17.0.1.2 Attack; 17.0.3 Critical Hit; 17.0.4 Critical Miss
 */
import { bandsFromFaces, type OutcomeStyle } from '../../engine/check';
import { oncePerKey } from '../../engine/memo';
import type { CheckPlan, Modifier, OutcomeBand } from '../../engine/ruleset';

/** Outcome words and tones of an attack with damage, best first (the order of the bands). */
export const attackStyles: Readonly<Record<string, OutcomeStyle>> = {
  'natural-20': { label: 'Natural 20: special roll', tone: 2 },
  hit: { label: 'Hit', tone: 1 },
  miss: { label: 'Miss', tone: 0 },
  fumble: { label: 'Natural 1: critical-miss roll', tone: -1 },
};

/** Outcome words of an attack without damage (the grapple's touch attack): a natural 20 just hits. */
export const touchStyles: Readonly<Record<string, OutcomeStyle>> = {
  'natural-20': { label: 'Natural 20: hits', tone: 1 },
  hit: { label: 'Hit', tone: 1 },
  miss: { label: 'Miss', tone: 0 },
  fumble: { label: 'Natural 1: critical-miss roll', tone: -1 },
};

/** The lowest and highest AC shown when the GM keeps the target's AC secret. */
export const AC_RANGE = { from: 8, to: 24 } as const;

/** The outcome of a raw d20 face: 20 and 1 are fixed results whatever the AC. */
export function attackOutcome(face: number, bonus: number, ac: number): { outcome: string; automatic?: boolean } {
  if (face === 20) return { outcome: 'natural-20', automatic: true };
  if (face === 1) return { outcome: 'fumble', automatic: true };
  return { outcome: face + bonus >= ac ? 'hit' : 'miss' };
}

/** The bands of the d20 against an AC: a partition of 1..20 with exact odds. */
export function attackBands(bonus: number, ac: number, styles: Readonly<Record<string, OutcomeStyle>> = attackStyles): OutcomeBand[] {
  let byStyles = bandsByStyles.get(styles);
  if (!byStyles) { byStyles = oncePerKey((b: number, a: number) => bandsFromFaces(20, (f) => attackOutcome(f, b, a), styles), (b, a) => `${b}|${a}`); bandsByStyles.set(styles, byStyles); }
  return byStyles(bonus, ac);
}

/** The bands per style table, worked out once per bonus and AC (every plan against a secret AC asks for a range of them). Shared: read-only. */
const bandsByStyles = new WeakMap<object, (bonus: number, ac: number) => OutcomeBand[]>();

/**
 * The GM's line for an attack: the face needed on the die and the fixed results, e.g.
 * "need 12 · nat 20 hits · nat 1 misses"; above 20 only a natural 20 hits, at 2 or less only a
 * natural 1 misses.
 */
export function attackSummary(bonus: number, ac: number): string {
  const need = ac - bonus;
  if (need > 20) return `need ${need} · only a nat 20 hits`;
  if (need <= 2) return `need ${need} · only a nat 1 misses`;
  return `need ${need} · nat 20 hits · nat 1 misses`;
}

/** The attack check against a known AC, or (AC null) the odds for each AC of {@link AC_RANGE}. */
export function attackCheck(modifiers: readonly Modifier[], ac: number | null, styles: Readonly<Record<string, OutcomeStyle>> = attackStyles): CheckPlan {
  const bonus = modifiers.reduce((s, m) => s + m.value, 0);
  const sign = bonus >= 0 ? `+${bonus}` : String(bonus);
  if (ac === null) {
    const byTarget = [];
    for (let t = AC_RANGE.from; t <= AC_RANGE.to; t++) byTarget.push({ target: t, need: t, bands: attackBands(bonus, t, styles) });
    return { die: 20, mode: 'over', need: null, bonus, modifiers, bands: [], byTarget, summary: `d20 ${sign} vs AC (ask the GM) · nat 20 hits · nat 1 misses` };
  }
  return { die: 20, mode: 'over', need: ac, bonus, modifiers, bands: attackBands(bonus, ac, styles), summary: attackSummary(bonus, ac) };
}
