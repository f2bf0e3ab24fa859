/**
 * Foresee a fight: a seeded Monte Carlo simulation of the party against the GM's monsters,
 * played through the ruleset's own contract, so its order, dice, criticals, lasting state,
 * end of round and going down are the system's:
 * - each standing fighter plans and rolls its round with `plan` and `roll` from its state now;
 * - the rolled entries go in the system's order: `countdown` and `rank` by their order keys,
 *   highest first, equal keys simultaneous (./order.ts); `turns` by the sides taking turns,
 *   one character each, the side holding the initiative (a d2 per fight) first every round
 *   (./turns.ts); entries without timing in a timed system come last, together;
 * - each attack of a fighter standing when its count comes goes at a standing foe by the
 *   {@link TACTICS} policy; an attack rolled against a secret defence (outcome 'unknown') is
 *   settled with `monsters.resolve` against the target's own defence of the round (the first
 *   `defence` stat of its plan), and the hit lands through the target's `state.takeHit` (in a
 *   system without `monsters.resolve`, the attack goes to `takeHit` as rolled, whose rules
 *   settle it against the target's own state);
 * - the round ends with every fighter's `state.nextRound` and, for each group of monsters and
 *   for a party of one, `monsters.endOfRound`; a fighter whose `state.status(...).down` is set
 *   acts no more.
 *
 * What it leaves out (said in docs/gm.md): reactions (parry, dodge, counter), spells and other
 * actions that are not attacks (they are rolled but do nothing), movement, range and cover,
 * morale beyond what `endOfRound` rules (a party of several checks none), and any choice
 * cleverer than the policy.
 *
 * A system without lasting state rules cannot be simulated (no health, no going down):
 * {@link startSimulation} refuses it. A system without `monsters` has no target fields to leave
 * unknown and no end-of-round rule for a group; the rest is as above.
 *
 * Pure and deterministic given `seed`: fight i rolls with its own seeded dice, so the result
 * does not depend on how the fights are split into batches (a worker's progress steps) or into
 * parts run by several workers (`firstFight`, merged by ./simulate-tally.ts).
 */
import { seededDice, type Dice } from './dice';
import type { Plan, PlanInput } from './plan';
import type { ResultEntry } from './result';
import type { Ruleset } from './ruleset';
import { defaults, withDefaults, type Values } from './schema';
import { type CharacterStatus, type Hit, type StateRules } from './state';

export { TACTICS } from './tactics';
export * from './simulate-types';
export * from './simulate-tally';
import { byOrder, knownState, knownStateOf, type Known, type Live, type Pending, type Template } from './simulate-fighter';
import { keyOf, sameJson } from './state-key';
import { reportOfTallies, type SimulationTally } from './simulate-tally';
import { DEFAULT_ROUNDS, MAX_FIGHTS, type Encounter, type SimCombatant, type SimEvent, type Simulation, type SimulationOptions, type SimulationReport } from './simulate-types';

/** The tags of an entry that has none: one shared, read-only list. */
const NO_TAGS: readonly string[] = Object.freeze([]);

/**
 * Whether a ruleset can be simulated: it needs lasting state rules (health and going down).
 * Every system in src/rulesets has them; one without is refused by {@link startSimulation}.
 */
export function canSimulate(rs: Pick<Ruleset, 'state'>): rs is Pick<Ruleset, 'state'> & { state: StateRules } {
  return rs.state !== undefined;
}

/**
 * The declaration fields that name the target's figures (its DEF, AC, PROT, armour): those every
 * ready monster of the system leaves unknown (null). A party character's declaration is given
 * them as null too, so each attack is settled against the foe it goes at, not the one typed.
 */
export function targetFields(rs: Pick<Ruleset, 'monsters'>): string[] {
  const ready = rs.monsters?.ready ?? [];
  if (!ready.length) return [];
  return Object.keys(ready[0]!.declaration).filter((k) => ready.every((m) => m.declaration[k] === null));
}

/** Mixes the run's seed with a fight's number, so each fight has its own dice stream. */
export function fightSeed(seed: number, fight: number): number {
  let h = (seed ^ Math.imul(fight + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A whole number in range, or an Error saying what was expected and what came. */
function whole(value: number, lo: number, hi: number, what: string): number {
  if (!Number.isInteger(value) || value < lo || value > hi) throw new Error(`Expected ${what} as a whole number from ${lo} to ${hi} but received ${String(value)}`);
  return value;
}

/**
 * Prepares a simulation to run in steps. Sheets and declarations are checked against the
 * ruleset's schemas (a stale declaration field falls back to its default).
 * @throws Error "Expected ... but received ..." for a ruleset without state rules, an empty side,
 *   a sheet that does not fit, or fights, seed or rounds out of range.
 */
export function startSimulation(rs: Ruleset, encounter: Encounter, opts: SimulationOptions): Simulation {
  if (!canSimulate(rs)) throw new Error(`Expected a system with lasting state rules (health and going down) but received "${rs.id}", which has none`);
  const rules = rs.state;
  const total = whole(opts.fights, 1, MAX_FIGHTS, 'the number of fights');
  const seed = whole(opts.seed, 0, 0xffffffff, 'the seed');
  const maxRounds = whole(opts.rounds ?? DEFAULT_ROUNDS, 1, 1000, 'the rounds');
  const firstFight = whole(opts.firstFight ?? 0, 0, MAX_FIGHTS - total, 'the first fight');
  if (!encounter.party.length) throw new Error('Expected at least one character in the party but received none');
  if (!encounter.monsters.length) throw new Error('Expected at least one monster but received none');
  const options = opts.options ?? defaults(rs.optionsSchema.fields);
  const secret = targetFields(rs);
  const observe = opts.observe;
  // Nobody reads a hit's words unless the events are watched.
  const quiet = !observe;

  const templates: Template[] = [];
  const used = new Set<string>();
  const unique = (name: string): string => {
    let n = name, i = 2;
    while (used.has(n)) n = `${name} (${i++})`;
    used.add(n);
    return n;
  };
  const groups: { side: 0 | 1; sheet: Values; members: number[] }[] = [];
  ([encounter.party, encounter.monsters] as const).forEach((list, side) => {
    for (const c of list) {
      const sheetChecked = withDefaults(rs.sheetSchema.fields, c.sheet);
      if (!sheetChecked.ok) throw new Error(`Expected a ${rs.id} sheet but received one with ${sheetChecked.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
      const sheet = sheetChecked.value;
      const fields = rs.declarationSchema(sheet).fields;
      const checked = c.declaration ? withDefaults(fields, c.declaration) : undefined;
      const declaration: Record<string, Values[string]> = { ...(checked?.ok ? checked.value : defaults(fields)) };
      // The party types its target's figures; the simulation knows the real target instead.
      for (const k of secret) if (k in declaration) declaration[k] = null;
      const count = whole(c.count ?? 1, 1, 100, 'the count of a group');
      const base = c.name ?? String(sheet['name'] ?? (side === 0 ? 'Character' : 'Monster'));
      const group = { side: side as 0 | 1, sheet, members: [] as number[] };
      for (let i = 0; i < count; i++) {
        const name = unique(count > 1 ? `${base} ${i + 1}` : base);
        const memberSheet = { ...sheet, name };
        group.members.push(templates.length);
        const start = c.state ?? rules.initial(memberSheet, options);
        const first = knownState(start, keyOf(start), rules.status({ sheet: memberSheet, options, state: start }));
        const byObject = new WeakMap<object, Known>();
        if (typeof start === 'object' && start !== null) byObject.set(start, first);
        templates.push({
          side: side as 0 | 1, name, group: groups.length, sheet: memberSheet, declaration,
          start: first, ref: { side: side as 0 | 1, name }, known: new Map([[first.hash, first]]), byObject, size: 1,
        });
      }
      groups.push(group);
    }
  });

  /** The known state of a template with the contents of `state` (./simulate-fighter.ts). */
  const knownOf = (t: Template, state: Values, byObject: boolean): Known => knownStateOf(t, state, byObject, rules, options);
  const statusOf = (f: Live): CharacterStatus => f.status;
  /** `again`: the state object may come back (a ruleset's state remembered per plan), so it is known by its object too. */
  const setState = (f: Live, s: Values, again = false): void => {
    // A state with the same contents (a round that changed nothing) keeps the one held.
    if (s !== f.state) setKnown(f, knownOf(f.t, s, again));
  };
  const setKnown = (f: Live, k: Known): void => {
    if (k === f.known) return;
    f.known = k;
    f.state = k.state;
    f.status = k.status;
    f.health = k.health;
    f.down = k.down;
    if (k.down) f.everDown = true;
  };
  const isDown = (f: Live): boolean => f.down;
  /** The fighter's plan for its state now, made once per state (plans are pure functions of their input). */
  const planOf = (f: Live): { readonly input: PlanInput; readonly plan: Plan } => {
    let p = f.known.planned;
    if (!p) {
      const input: PlanInput = { sheet: f.t.sheet, declaration: f.t.declaration, options, state: f.state };
      p = { input, plan: rs.plan(input) };
      f.known.planned = p;
    }
    return p;
  };

  // Tallies.
  let done = 0, partyWins = 0, monsterWins = 0;
  const hist: number[] = [];
  const downs = templates.map(() => 0);

  /** The standing foe with the least health now, the first in the list on a tie. */
  const targetOf = (live: readonly Live[], side: 0 | 1): Live | undefined => {
    let best: Live | undefined, bestHealth = Infinity;
    for (const f of live) {
      if (f.t.side === side || isDown(f)) continue;
      const h = f.health;
      if (h < bestHealth) { best = f; bestHealth = h; }
    }
    return best;
  };

  const attack = (fight: number, round: number, a: Live, entry: ResultEntry, target: Live, dice: Dice): void => {
    // As hitOfEntry (./state.ts) makes it, written out: settled first when rolled against a secret defence.
    let outcome = entry.check?.outcome ?? 'hit', damage = entry.damage?.total ?? 0, armour = entry.damage?.armour ?? 'yes';
    if (outcome === 'unknown' && rs.monsters?.resolve && target.plan?.defence[0]) {
      const r = rs.monsters.resolve(entry, target.plan.defence[0].value, options, quiet);
      outcome = r.outcome; damage = r.damage; armour = r.armour;
    }
    const rolled = a.round!;
    const hit: Hit = { damage, outcome, tags: entry.tags ?? NO_TAGS, armour, entry, round: rolled, from: a.from! };
    const before = observe ? statusOf(target).health.value : 0;
    const change = rules.takeHit({ sheet: target.t.sheet, options, state: target.state, quiet }, hit, dice);
    // A hit that changed nothing (a miss) gives the state held again: told by one comparison, no hash.
    if (!sameJson(change.state, target.state)) setState(target, change.state);
    if (observe) {
      observe({ kind: 'attack', fight, round, who: a.ref, target: target.ref, entry, plan: a.plan!, targetPlan: target.plan!, report: change.hits[0], healthBefore: before, healthAfter: statusOf(target).health.value, stateAfter: change.state });
    }
  };

  const standing = (live: readonly Live[], side: 0 | 1): boolean => {
    for (const f of live) if (f.t.side === side && !f.down) return true;
    return false;
  };

  /** One fight; returns the winning side, or null when unfinished. */
  const fightOnce = (fight: number): { winner: 0 | 1 | null; rounds: number } => {
    const dice = seededDice(fightSeed(seed, fight));
    // The same dice, counting the dice drawn (see Known.next).
    const counted = { n: 0, roll(sides: number): number { this.n++; return dice.roll(sides); } };
    const live: Live[] = templates.map((t) => {
      const f: Live = { t, ref: t.ref, known: t.start, state: t.start.state, status: t.start.status, health: t.start.health, down: t.start.down, everDown: t.start.down };
      return f;
    });
    // In a system of turns, the side holding the initiative goes first every round.
    const first = rs.order === 'turns' ? ((dice.roll(2) - 1) as 0 | 1) : 0;
    const outcome = (): 0 | 1 | null | 'both' | undefined => {
      const p = standing(live, 0), m = standing(live, 1);
      if (p && m) return undefined;
      return p ? 0 : m ? 1 : 'both';
    };
    let end = outcome();
    for (let round = 1; round <= maxRounds && end === undefined; round++) {
      // Everyone standing plans and rolls the round from their state now.
      const pending: Pending[] = [];
      for (const f of live) {
        f.plan = undefined; f.round = undefined;
        if (isDown(f)) continue;
        const { input, plan } = planOf(f);
        f.plan = plan;
        f.round = rs.roll(plan, dice, 0, input, quiet);
        f.from = { rulesetId: f.round.rulesetId, character: f.round.character };
        if (f.round.nextState) {
          // Found by its object, else as the last roll from this state carried, else by its contents.
          const from = f.known, s = f.round.nextState, last = from.carried;
          const known = s === f.state ? from : f.t.byObject.get(s);
          if (known !== undefined) setKnown(f, known);
          else if (last !== undefined && sameJson(last.state, s)) setKnown(f, last);
          else {
            setState(f, s, true);
            from.carried = f.known;
          }
          if (observe) observe({ kind: 'state', fight, round, who: f.ref, state: f.state });
        }
        for (const e of f.round.entries) {
          if (e.kind !== 'attack' || e.skipped) continue;
          const t = e.timing;
          if (t?.lost) continue;
          pending.push({ f, entry: e, order: t ? t.order : null });
        }
      }
      // The order: `seq` in groups of entries acting at once, each group ending before the index in `ends`.
      let seq: Pending[];
      const ends: number[] = [];
      if (rs.order === 'turns') {
        const bySide = [0, 1].map((s) => live.filter((f) => f.t.side === s && f.round));
        seq = [];
        for (let i = 0; i < Math.max(bySide[0]!.length, bySide[1]!.length); i++) {
          for (const f of [bySide[first]![i], bySide[1 - first]![i]]) {
            if (!f) continue;
            for (const p of pending) if (p.f === f) seq.push(p);
            ends.push(seq.length);
          }
        }
      } else {
        seq = pending.filter((p) => p.order !== null);
        seq.sort(byOrder);
        for (let i = 1; i < seq.length; i++) if (byOrder(seq[i - 1]!, seq[i]!) !== 0) ends.push(i);
        if (seq.length) ends.push(seq.length);
        if (seq.length < pending.length) {
          for (const p of pending) if (p.order === null) seq.push(p);
          ends.push(seq.length);
        }
      }
      const acting: Pending[] = [];
      for (let g = 0, from = 0; g < ends.length; from = ends[g++]!) {
        const to = ends[g]!;
        if (to === from) continue;
        // Who acts at this count: those standing when it comes (equal counts strike together).
        acting.length = 0;
        for (let i = from; i < to; i++) if (!isDown(seq[i]!.f)) acting.push(seq[i]!);
        const statuses = observe ? acting.map((p) => statusOf(p.f)) : undefined;
        for (let i = 0; i < acting.length; i++) {
          const p = acting[i]!;
          if (statuses) observe!({ kind: 'act', fight, round, who: p.f.ref, status: statuses[i]!, entry: p.entry });
          const target = targetOf(live, p.f.t.side);
          if (!target) break;
          attack(fight, round, p.f, p.entry, target, dice);
        }
        end = outcome();
        if (end !== undefined) break;
      }
      if (end === undefined) {
        // The end of the round: each fighter's own rules, then each group of monsters'.
        for (const f of live) {
          const from = f.known;
          if (from.next) { setKnown(f, from.next); continue; }
          const drawn = counted.n;
          const ch = rules.nextRound({ sheet: f.t.sheet, options, state: f.state }, counted);
          setState(f, ch.state);
          if (counted.n === drawn) from.next = f.known;
        }
        if (rs.monsters?.endOfRound) {
          for (const g of groups) {
            if (g.side !== 1) continue;
            const members = g.members.map((i) => live[i]!);
            const res = rs.monsters.endOfRound({ sheet: g.sheet, options, states: members.map((f) => f.state) }, dice);
            if (res.states.length === members.length) members.forEach((f, i) => setState(f, res.states[i]!));
          }
          // A party of one fights alone, and the same rule holds for it (zones-factions: a
          // character alone checks morale at half health, as a lone monster does). A party of
          // several is no group of one sheet, which the rule is written for: left out.
          const party = live.filter((f) => f.t.side === 0);
          if (party.length === 1) {
            const res = rs.monsters.endOfRound({ sheet: party[0]!.t.sheet, options, states: [party[0]!.state] }, dice);
            if (res.states.length === 1) setState(party[0]!, res.states[0]!);
          }
        }
        if (observe) for (const f of live) observe({ kind: 'state', fight, round, who: f.ref, state: f.state });
        end = outcome();
      }
      if (end !== undefined) {
        live.forEach((f, i) => { if (f.everDown) downs[i]!++; });
        const winner = end === 'both' ? null : end;
        if (observe) observe({ kind: 'end', fight, rounds: round, winner });
        return { winner, rounds: round };
      }
    }
    // Unfinished after the last round, or decided before the first (a side down from the start).
    live.forEach((f, i) => { if (f.everDown) downs[i]!++; });
    const rounds = end === undefined ? maxRounds : 0;
    const winner = end === 0 || end === 1 ? end : null;
    if (observe) observe({ kind: 'end', fight, rounds, winner });
    return { winner, rounds };
  };

  const tally = (): SimulationTally => {
    const down: Record<string, number> = {};
    templates.forEach((t, i) => { if (t.side === 0) down[t.name] = downs[i]!; });
    return { fights: done, seed, partyWins, monsterWins, rounds: Array.from(hist, (n) => n ?? 0), down };
  };

  return {
    total,
    get done() { return done; },
    step(n: number): number {
      const upTo = Math.min(total, done + Math.max(0, Math.floor(n)));
      const ran = upTo - done;
      for (; done < upTo; done++) {
        const { winner, rounds } = fightOnce(firstFight + done);
        if (winner === null) continue;
        if (winner === 0) partyWins++; else monsterWins++;
        hist[rounds] = (hist[rounds] ?? 0) + 1;
      }
      return ran;
    },
    tally,
    report: () => reportOfTallies([tally()]),
  };
}

/** Runs every fight at once. @throws as {@link startSimulation}. */
export function simulate(rs: Ruleset, encounter: Encounter, opts: SimulationOptions): SimulationReport {
  const sim = startSimulation(rs, encounter, opts);
  sim.step(sim.total);
  return sim.report();
}
