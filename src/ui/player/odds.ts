/**
 * Pure text for the live odds panel and the result card: percentages, band faces, initiative
 * expressions, phase chances and damage summaries, from the plan's exact distributions.
 */
import { distOf, mean, percent, probability, support, type Dist, type Fraction } from '../../engine/dist';
import { formatDice } from '../../engine/notation';
import type { DamagePlan, Modifier, OutcomeBand, Phase, PlannedAction, TimingPlan } from '../../engine/ruleset';
import { armourWord } from '../common/terms';

/** A chance as the user reads it: "61%", "12.5%", "<0.1%" for tiny non-zero odds, "100%". */
export function pct(f: Fraction | number): string {
  const x = typeof f === 'number' ? f : percent(f);
  if (x === 0) return '0%';
  if (x > 0 && x < 0.1) return '<0.1%';
  if (x < 100 && x > 99.9) return '>99.9%';
  const r = Math.round(x * 10) / 10;
  return `${Number.isInteger(r) ? r : r.toFixed(1)}%`;
}

/** A signed number with a real minus sign: "+3", "−5", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}

/** Sum of modifier values. */
export function sumModifiers(mods: readonly Modifier[] | undefined): number {
  return (mods ?? []).reduce((s, m) => s + m.value, 0);
}

/**
 * The initiative expression as shown: "1d10+2 −5". When the plan's distribution already
 * includes the modifiers (its range equals the expression's), only the expression is shown.
 */
export function initiativeText(t: TimingPlan): string {
  if (t.kind === 'turn') return 'takes a turn';
  if (t.kind === 'fixed') return String(t.value);
  const base = formatDice(t.expr);
  const extra = sumModifiers(t.modifiers);
  if (extra === 0) return base;
  const exprMin = support(distOf(t.expr)).min;
  const planMin = support(t.dist).min;
  return planMin === exprMin ? base : `${base} ${signed(extra)}`;
}

/** Chance of each phase for an initiative distribution, in the ruleset's order. Zero phases are left out, except 'lost'. */
export function phaseOdds(dist: Dist, phases: readonly Phase[]): { id: string; label: string; p: Fraction }[] {
  return phases
    .map((ph) => ({ id: ph.id, label: ph.label, p: probability(dist, (x) => x <= ph.from && x >= ph.to) }))
    .filter((x) => x.p.num > 0 || x.id === 'lost');
}

/** Short phase word for compact lines: the label up to its first parenthesis, lower case. */
export function phaseWord(label: string): string {
  return label.replace(/\s*\(.*$/, '').trim().toLowerCase();
}

const pad = (n: number, die: number) => (die === 100 ? String(n).padStart(2, '0') : String(n));

/** Face ranges sorted and joined where they touch: [[2,4],[1,1]] -> [[1,4]]. */
export function mergeRanges(faces: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...faces].map(([a, b]) => [a, b] as [number, number]).sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out.push(r);
  }
  return out;
}

/** The faces of a band: "≤04", "96–100", "02", joined with commas (d100 faces written with two digits, as the rules do). */
export function facesText(faces: readonly (readonly [number, number])[], die: number): string {
  return mergeRanges(faces).map(([lo, hi]) => {
    if (lo === hi) return pad(lo, die);
    if (lo === 1) return `≤${pad(hi, die)}`;
    return `${pad(lo, die)}–${pad(hi, die)}`;
  }).join(', ');
}

/** Chance of the check succeeding (tone 1 or better) and of a strong success (tone 2 or better). */
export function hitChances(bands: readonly OutcomeBand[]): { hit: number; strong: number } {
  let hit = 0, strong = 0;
  for (const b of bands) {
    const p = percent(b.p);
    if (b.tone >= 1) hit += p;
    if (b.tone >= 2) strong += p;
  }
  return { hit, strong };
}

/** Bands merged by outcome for the odds line (an automatic range and the table range of the same outcome add up). */
export function mergedBands(bands: readonly OutcomeBand[]): { outcome: string; label: string; tone: OutcomeBand['tone']; p: number; faces: OutcomeBand['faces']; automatic: boolean }[] {
  const out: ReturnType<typeof mergedBands> = [];
  for (const b of bands) {
    const same = out.find((x) => x.outcome === b.outcome);
    if (same) { same.p += percent(b.p); same.faces = [...same.faces, ...b.faces]; same.automatic = same.automatic && !!b.automatic; }
    else out.push({ outcome: b.outcome, label: b.label, tone: b.tone, p: percent(b.p), faces: b.faces, automatic: !!b.automatic });
  }
  return out;
}

/** One damage line: expression, multiplier, range, mean and whether armour applies. */
export function damageSummary(d: DamagePlan, rulesetId: string): { expr: string; range: string; mean: string; armour: string } {
  const s = support(d.dist);
  const word = armourWord(rulesetId);
  return {
    expr: `${formatDice(d.expr)}${d.multiplier !== 1 ? ` ×${d.multiplier}` : ''}`,
    range: s.min === s.max ? String(s.min) : `${s.min}–${s.max}`,
    mean: (Math.round(mean(d.dist) * 10) / 10).toString(),
    armour: d.armour === 'yes' ? `${word} applies` : `ignores ${word}`,
  };
}

/**
 * One action of the round in one line, for the top of the round screen: its need on the die and
 * the chance of success (every band of tone 1 or better), e.g. "Longsword, attack 1: need 72 on
 * d100, 72%", "Longbow: need 15 on d20 +4, 50%". A need that waits for the target's value says
 * so with the ruleset's word for it (`target`: DEF, AC); an action with no check gives its
 * initiative and damage ("Spear: attack · damage 1d6"), or its label alone.
 */
export function needLine(a: PlannedAction, target: string): string {
  const c = a.check;
  if (!c) {
    const t = a.timing, d = a.damage?.[0];
    const bits = [t.kind === 'turn' ? '' : `initiative ${initiativeText(t)}`, d ? `damage ${formatDice(d.expr)}${d.multiplier !== 1 ? ` ×${d.multiplier}` : ''}` : ''].filter(Boolean);
    return bits.length ? `${a.label} · ${bits.join(' · ')}` : a.label;
  }
  const die = `d${c.die}${c.mode === 'over' && c.bonus ? ` ${signed(c.bonus)}` : ''}`;
  if (c.need === null || c.bands.length === 0) return `${a.label}: need ? on ${die}, set the target's ${target}`;
  return `${a.label}: need ${c.need} on ${die}, ${pct(hitChances(c.bands).hit)}`;
}
