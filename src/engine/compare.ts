/**
 * "Compare choices": the round as declared beside the rounds the player could declare instead,
 * one per-round choice changed at a time, with what each is worth: the expected damage to the
 * target, the chance of at least one hit and the character's own defence. Pure and the same
 * for every ruleset: it reads only the declaration schema (`Field.perRound`, `Field.given`) and
 * `plan`'s output (bands, damage distributions, `DamagePlan.targetArmour`, `Plan.defence`), so
 * every rule of the round is the ruleset's own. Exact: rational arithmetic over the plan's
 * exact bands and distributions (./dist.ts), no sampling.
 */
import { fraction, type Dist, type Fraction } from './dist';
import type { CheckPlan, OutcomeBand, Plan, PlannedAction } from './plan';
import type { PlanInput, Ruleset } from './ruleset';
import { isVisible, type Field, type NumberField, type Values, type Value } from './schema';

/** The target's defence a comparison assumed because the declaration leaves it empty: `{ label: 'AC', value: 16 }`. */
export interface Against {
  /** The ruleset's word for it (`Ruleset.terms.target`: 'DEF', 'AC'), 'Target' without one. */
  readonly label: string;
  readonly value: number;
}

/** One round the player could declare, and what it is worth. */
export interface Choice {
  /**
   * The declaration fields this choice sets, by key (`{ weapon: '1' }`, `{ bcbToHit: 0 }`);
   * empty for the round as declared. Merged over the declaration, it gives the choice's round.
   */
  readonly changes: Values;
  /** "Weapon: Dagger", "BCB on the attack: 0"; "As declared" for the current round. */
  readonly label: string;
  /**
   * Expected damage to the target this round, in its hit points: over every planned action with
   * damage, the sum over its outcome bands of the band's chance times the expected damage of the
   * band's DamagePlan, after `targetArmour` where the plan gives it (never below 0 per blow).
   * Exact; see `exact` below for the rare case it is rounded.
   */
  readonly expectedDamage: Fraction;
  /**
   * Chance that at least one action with damage lands (a band its DamagePlans name): 1 minus the
   * product of each such action's chance to miss, the attacks' dice being independent. An action
   * with damage and no check (an automatic hit) counts as certain.
   */
  readonly pAnyHit: Fraction;
  /** The character's own defence this round: `plan.defence[0]` (DEF, AC, armour), null when the plan gives none. */
  readonly defence: { readonly label: string; readonly value: number } | null;
  /** Set on the round as declared. */
  readonly current?: true;
}

/** What {@link compare} returns: the choices best first, and the target value assumed, if any. */
export interface Comparison {
  readonly choices: readonly Choice[];
  /**
   * Null when the declaration gives the target's defence (or no action needs it). When it is
   * empty (a check's `need` is null and the plan gives odds `byTarget`), every choice is
   * compared against the middle value of the declared round's `byTarget` range, and this says
   * which: the UI and the CLI show "against AC 16".
   */
  readonly against: Against | null;
}

/** The most choices listed, the round as declared included. */
export const MAX_CHOICES = 40;
/** The most evenly spread values of one number field tried before halving between those that differ. */
export const NUMBER_SAMPLES = 11;

/** An exact non-negative rational as BigInts: sums of products of the plans' fractions overflow doubles. */
interface Q { readonly n: bigint; readonly d: bigint }
const ZERO: Q = { n: 0n, d: 1n };
const ONE: Q = { n: 1n, d: 1n };
const q = (f: Fraction): Q => ({ n: BigInt(f.num), d: BigInt(f.den) });
const qAdd = (a: Q, b: Q): Q => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const qMul = (a: Q, b: Q): Q => ({ n: a.n * b.n, d: a.d * b.d });
const qSub = (a: Q, b: Q): Q => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const qCmp = (a: Q, b: Q): number => { const x = a.n * b.d - b.n * a.d; return x > 0n ? 1 : x < 0n ? -1 : 0; };
function bigGcd(a: bigint, b: bigint): bigint { a = a < 0n ? -a : a; while (b) [a, b] = [b, a % b]; return a; }
function qReduce(a: Q): Q { if (a.n === 0n) return ZERO; const g = bigGcd(a.n, a.d); return { n: a.n / g, d: a.d / g }; }

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/**
 * A rational as a {@link Fraction}: exact whenever its reduced numerator and denominator are
 * safe integers (every demo and every sheet of a few dice); otherwise rounded to millionths, as
 * only sums over very large dice pools (say 12d20 damage) reach.
 */
function exact(a: Q): Fraction {
  const r = qReduce(a);
  if (r.n <= SAFE && r.d <= SAFE) return fraction(Number(r.n), Number(r.d));
  const scaled = Number((r.n * 1_000_000n + r.d / 2n) / r.d);
  return fraction(scaled, 1_000_000);
}

/** E[max(0, x - armour)] of a damage distribution, exactly. */
function meanThrough(dist: Dist, armour: number): Q {
  let s = 0n;
  dist.counts.forEach((c, i) => { const x = dist.min + i - armour; if (c && x > 0) s += BigInt(c) * BigInt(x); });
  return { n: s, d: BigInt(dist.total) };
}

/** The bands a check gives against the assumed target value, or its own bands when the need is known. */
function bandsOf(check: CheckPlan, target: number | null): readonly OutcomeBand[] {
  if (check.need !== null || !check.byTarget?.length) return check.bands;
  if (target === null) return check.byTarget[Math.floor((check.byTarget.length - 1) / 2)]!.bands;
  let best = check.byTarget[0]!;
  for (const t of check.byTarget) if (Math.abs(t.target - target) < Math.abs(best.target - target)) best = t;
  return best.bands;
}

/** One action's chance to land and expected damage; null for an action without damage. */
function actionFigures(a: PlannedAction, target: number | null): { hit: Q; damage: Q } | null {
  if (!a.damage?.length) return null;
  const through = (outcome: string): Q | null => {
    const dp = a.damage!.find((p) => p.outcomes.includes(outcome));
    if (!dp) return null;
    return meanThrough(dp.dist, dp.armour === 'yes' ? dp.targetArmour ?? 0 : 0);
  };
  if (!a.check) {
    const dp = a.damage[0]!;
    return { hit: ONE, damage: meanThrough(dp.dist, dp.armour === 'yes' ? dp.targetArmour ?? 0 : 0) };
  }
  let hit = ZERO, damage = ZERO;
  for (const b of bandsOf(a.check, target)) {
    const e = through(b.outcome);
    if (!e) continue;
    const p = q(b.p);
    hit = qAdd(hit, p);
    damage = qAdd(damage, qMul(p, e));
  }
  return { hit, damage };
}

/**
 * The round's figures from a plan: expected damage and the chance of at least one hit (see
 * {@link Choice}), with checks whose need is unknown read at `target` (the `byTarget` entry
 * nearest it; the middle entry when `target` is null).
 */
export function roundFigures(plan: Plan, target: number | null = null): { expectedDamage: Fraction; pAnyHit: Fraction } {
  const f = figuresQ(plan, target);
  return { expectedDamage: exact(f.damage), pAnyHit: exact(f.hit) };
}

function figuresQ(plan: Plan, target: number | null): { damage: Q; hit: Q } {
  let damage = ZERO, miss = ONE;
  for (const a of plan.actions) {
    const f = actionFigures(a, target);
    if (!f) continue;
    damage = qReduce(qAdd(damage, f.damage));
    miss = qReduce(qMul(miss, qSub(ONE, f.hit)));
  }
  return { damage, hit: qReduce(qSub(ONE, miss)) };
}

/** The middle target value of the first check whose need is unknown, with the ruleset's word for it. */
function assumedTarget(plan: Plan, word: string): Against | null {
  for (const a of plan.actions) {
    const c = a.check;
    if (a.damage?.length && c && c.need === null && c.byTarget?.length) return { label: word, value: c.byTarget[Math.floor((c.byTarget.length - 1) / 2)]!.target };
  }
  return null;
}

/** The other options of a select, or the other value of a boolean, each with its label. */
function alternatives(f: Field, now: Value): { value: Value; label: string }[] {
  if (f.kind === 'select') return f.options.filter((o) => o.value !== now).map((o) => ({ value: o.value, label: `${f.label}: ${o.label}` }));
  if (f.kind === 'boolean') return [{ value: !now, label: `${f.label}: ${now ? 'no' : 'yes'}` }];
  return [];
}

/**
 * The values of a number field worth listing: one per stretch of its range over which the round
 * stays the same, the value of that stretch nearest the declared one. The range is sampled at
 * most {@link NUMBER_SAMPLES} times, evenly; between two neighbouring samples that differ it is
 * halved until the exact value where the round changes is found. A stretch that starts and
 * ends between two samples that agree would be missed; the rules' thresholds (a BCB split, a
 * movement band) are wider than the sampling step.
 */
function numberValues<S>(f: NumberField, now: number, at: (value: number) => S | null, same: (a: S, b: S) => boolean): { value: number; s: S }[] {
  const step = f.step ?? 1;
  const n = Math.floor((f.max - f.min) / step) + 1;
  const memo = new Map<number, S | null>();
  const ev = (i: number) => { if (!memo.has(i)) memo.set(i, at(f.min + i * step)); return memo.get(i)!; };
  const eq = (a: S | null, b: S | null) => (a === null || b === null ? a === b : same(a, b));
  // Indices where a new stretch starts.
  const starts = new Set<number>([0]);
  const split = (i: number, j: number): void => {
    if (eq(ev(i), ev(j))) return;
    if (j === i + 1) { starts.add(j); return; }
    const m = Math.floor((i + j) / 2);
    split(i, m); split(m, j);
  };
  const k = Math.max(1, Math.ceil((n - 1) / (NUMBER_SAMPLES - 1)));
  for (let i = 0; i < n - 1; i += k) split(i, Math.min(n - 1, i + k));
  const sorted = [...starts].sort((a, b) => a - b);
  const nowI = Math.round((now - f.min) / step);
  const out: { value: number; s: S }[] = [];
  sorted.forEach((a, idx) => {
    const b = idx + 1 < sorted.length ? sorted[idx + 1]! - 1 : n - 1;
    if (nowI >= a && nowI <= b) return;
    const i = nowI < a ? a : b;
    const s = ev(i);
    if (s !== null) out.push({ value: f.min + i * step, s });
  });
  return out.sort((x, y) => Math.abs(x.value - now) - Math.abs(y.value - now) || x.value - y.value);
}

/** A choice being built, with its exact figures for sorting. */
interface Scored { choice: Choice; damage: Q; hit: Q }

/**
 * The round as declared and the rounds one per-round choice away, best first.
 *
 * The choices: every visible `perRound` field of `rs.declarationSchema(input.sheet)` that the
 * player chooses (selects: each other option; booleans: the other value; numbers: the value
 * nearest the declared one of each stretch of their range over which the round stays the same,
 * found by sampling and halving, see `numberValues`) changed alone, the rest
 * of the declaration kept. Changing two fields at once is left out on purpose: the list stays
 * short, and each row says what one tap changes. Not choices: optional numbers (the target's
 * DEF, AC or armour, a distance the GM gives) and fields flagged `given`.
 *
 * Pruned: a choice whose figures (expected damage, chance of a hit, own defence) equal the
 * declared round's is left out, and so is a number value whose figures equal a nearer value's
 * of the same field; an alternative the ruleset's `plan` throws on is left out. Best first:
 * expected damage, then the chance of a hit, then the own defence, highest first (DEF, AC and
 * armour are better high in every system here); ties keep the schema's order. At most
 * {@link MAX_CHOICES}, the declared round always among them and marked `current`.
 *
 * When the target's defence is unknown (a check's need is null with odds `byTarget`), every
 * choice is read against the middle value of the declared round's range, named in `against`.
 *
 * @param rs the ruleset (its `plan`, `declarationSchema` and `terms`)
 * @param input the declared round, as validated for `plan`
 * @param limit the most choices returned (default {@link MAX_CHOICES})
 * @throws whatever `rs.plan` throws for the declared round itself
 * @see issue text "Odds that decide"; the odds come from each ruleset's plan and its rule text
 */
export function compare(rs: Pick<Ruleset, 'plan' | 'declarationSchema' | 'terms'>, input: PlanInput, limit = MAX_CHOICES): Comparison {
  const base = rs.plan(input);
  const against = assumedTarget(base, rs.terms?.target ?? 'Target');
  const target = against?.value ?? null;
  const score = (plan: Plan, changes: Values, label: string, current?: true): Scored => {
    const f = figuresQ(plan, target);
    const d = plan.defence[0];
    return {
      damage: f.damage, hit: f.hit,
      choice: { changes, label, expectedDamage: exact(f.damage), pAnyHit: exact(f.hit), defence: d ? { label: d.label, value: d.value } : null, ...(current ? { current } : {}) },
    };
  };
  const same = (a: Scored, b: Scored) => qCmp(a.damage, b.damage) === 0 && qCmp(a.hit, b.hit) === 0 && a.choice.defence?.value === b.choice.defence?.value && a.choice.defence?.label === b.choice.defence?.label;
  const declared = score(base, {}, 'As declared', true);
  const out: Scored[] = [declared];
  const fields = rs.declarationSchema(input.sheet).fields;
  for (const f of fields) {
    if (!f.perRound || f.given || !isVisible(f, input.declaration)) continue;
    const kept: Scored[] = [];
    const tryOne = (value: Value, label: string): Scored | null => {
      const changes = { [f.key]: value };
      try { return score(rs.plan({ ...input, declaration: { ...input.declaration, ...changes } }), changes, label); } catch { return null; }
    };
    if (f.kind === 'number') {
      const now = input.declaration[f.key];
      if (typeof now !== 'number') continue;
      const label = (value: number) => `${f.label}: ${value}${f.unit ? ` ${f.unit}` : ''}`;
      for (const { s } of numberValues(f, now, (value) => tryOne(value, label(value)), same)) {
        if (!same(s, declared) && !kept.some((k) => same(k, s))) kept.push(s);
      }
    } else {
      for (const alt of alternatives(f, input.declaration[f.key] ?? null)) {
        const s = tryOne(alt.value, alt.label);
        if (s && !same(s, declared)) kept.push(s);
      }
    }
    out.push(...kept);
  }
  const order = out.map((s, i) => ({ s, i })).sort((a, b) =>
    qCmp(b.s.damage, a.s.damage) || qCmp(b.s.hit, a.s.hit) || (b.s.choice.defence?.value ?? 0) - (a.s.choice.defence?.value ?? 0) || a.i - b.i);
  let top = order.slice(0, Math.max(1, limit));
  if (!top.some((x) => x.s === declared)) top = [...top.slice(0, top.length - 1), order.find((x) => x.s === declared)!];
  return { choices: top.map((x) => x.s.choice), against };
}
