/**
 * The properties every simulated fight keeps, checked through the simulation's observer: nobody
 * down acts, health never rises from a hit, every state is valid against the ruleset's state
 * schema; and the tally of attacks settled against a known chance, to compare the simulated hit
 * rate with the plans' exact odds. Shared by the unit tests and `npm run fuzz`.
 */
import type { OutcomeBand, Plan } from '../../src/engine/plan';
import type { ResultEntry } from '../../src/engine/result';
import type { Ruleset } from '../../src/engine/ruleset';
import { validate } from '../../src/engine/schema';
import { startSimulation, type Encounter, type SimEvent, type SimulationReport } from '../../src/engine/simulate';

/** Outcomes of a hit report that mean the attack did not land. */
const MISSES = new Set(['miss', 'fail', 'failure', 'fumble']);

/** What a checked run found. */
export interface Checked {
  readonly report: SimulationReport;
  /** One line per broken property (at most 20 kept). */
  readonly faults: string[];
  /** Attacks whose chance of landing was known exactly: their count, landed, sum of p and of p(1-p). */
  readonly hits: { n: number; landed: number; p: number; variance: number };
  /** The same tally by attacker, target, outcome band layout and entry ("Orc -> Derrick, need ?, DEF 30, a1"), to say where a deviation is. */
  readonly byKey: Map<string, { n: number; landed: number; p: number; variance: number }>;
}

/** The bands an attack entry was rolled against, for the target's defence when it was secret. */
function bandsOf(plan: Plan, entry: ResultEntry, defence: number | undefined): readonly OutcomeBand[] | undefined {
  const action = plan.actions.find((a) => a.id === entry.id);
  const check = action?.check;
  if (!check) return undefined;
  if (check.need !== null) return check.bands;
  if (defence === undefined) return undefined;
  return check.byTarget?.find((b) => b.target === defence)?.bands;
}

/** The z score of the landed count against the exact odds (0 when no attack had known odds). */
export function hitZ(h: Checked['hits']): number {
  return h.variance > 0 ? (h.landed - h.p) / Math.sqrt(h.variance) : 0;
}

/** Runs a simulation with every property checked on every event. */
export function checkedRun(rs: Ruleset, encounter: Encounter, fights: number, seed: number): Checked {
  const faults: string[] = [];
  const fault = (s: string) => { if (faults.length < 20) faults.push(s); };
  const hits = { n: 0, landed: 0, p: 0, variance: 0 };
  const byKey: Checked['byKey'] = new Map();
  const schema = rs.state!.schema.fields;
  // States repeat from fight to fight: each distinct one is validated once.
  const seen = new Set<string>();
  const valid = (state: unknown, where: string) => {
    const key = JSON.stringify(state);
    if (seen.has(key)) return;
    if (seen.size > 100_000) seen.clear();
    seen.add(key);
    const r = validate(schema, state);
    if (!r.ok) fault(`${where}: state not valid: ${r.issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
  };
  const observe = (e: SimEvent) => {
    if (e.kind === 'act' && e.status.down) fault(`fight ${e.fight} round ${e.round}: ${e.who.name} acted while ${e.status.down.word}`);
    if (e.kind === 'state') valid(e.state, `fight ${e.fight} round ${e.round} ${e.who.name}`);
    if (e.kind !== 'attack') return;
    valid(e.stateAfter, `fight ${e.fight} round ${e.round} hit on ${e.target.name}`);
    if (e.healthAfter > e.healthBefore) fault(`fight ${e.fight} round ${e.round}: ${e.target.name}'s health rose from ${e.healthBefore} to ${e.healthAfter} on a hit`);
    // Every attack rolled against the target's defence counts, the automatic faces (01, 96-100) too: leaving them out would favour hits.
    const bands = bandsOf(e.plan, e.entry, e.targetPlan.defence[0]?.value);
    if (!bands || !e.report) return;
    const p = bands.filter((b) => b.tone >= 1).reduce((s, b) => s + b.p.num / b.p.den, 0);
    const key = `${e.who.name} -> ${e.target.name}, need ${e.entry.check?.need ?? '?'}, ${e.targetPlan.defence[0]?.label ?? 'defence'} ${e.targetPlan.defence[0]?.value ?? '?'}, ${e.entry.id}`;
    const k = byKey.get(key) ?? { n: 0, landed: 0, p: 0, variance: 0 };
    byKey.set(key, k);
    for (const t of [hits, k]) {
      t.n++;
      t.p += p;
      t.variance += p * (1 - p);
      if (!MISSES.has(e.report.outcome)) t.landed++;
    }
  };
  const sim = startSimulation(rs, encounter, { fights, seed, observe });
  sim.step(fights);
  return { report: sim.report(), faults, hits, byKey };
}
