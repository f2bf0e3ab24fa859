/**
 * The fight simulation's fighters (./simulate.ts): a fighter's known states and template,
 * shared by all fights, the fighter during one fight, and an attack waiting in the order.
 * Internal to the simulation.
 */
import { compareOrder } from './order';
import { keyOf, sameJson } from './state-key';
import type { Plan, PlanInput } from './plan';
import type { ResultEntry, RoundResult } from './result';
import type { Values } from './schema';
import type { CharacterStatus, StateRules } from './state';
import type { SimFighterRef } from './simulate-types';

/**
 * One distinct state of a fighter (by its contents), with what is worked out from it once:
 * its status, and its plan with the input it was made from (handed to `roll` too, so the
 * ruleset's shared work is read back). Every state a fighter takes is replaced by the one
 * known with the same contents, so the rulesets' readings remembered per state object
 * (../engine/memo.ts) are found again too.
 */
export interface Known {
  readonly state: Values;
  readonly hash: number;
  readonly status: CharacterStatus;
  /** Its status's health value and whether it is down, kept at hand: every attack's choice of target reads them. */
  readonly health: number;
  readonly down: boolean;
  planned?: { readonly input: PlanInput; readonly plan: Plan };
  /**
   * The known state one round later, when `nextRound` drew no die from this state: a pure
   * function that drew none took a path no die decided, so it gives the same state again.
   */
  next?: Known;
  /**
   * The known state the last roll from this state carried: most rolls from one state carry the
   * same contents again (a round that changes only what the dice decide changes little that
   * lasts), so it is compared first, before any hash.
   */
  carried?: Known;
}

/** A known state made from its state, hash and status (all its fields set at once: one shape for all). */
export function knownState(state: Values, hash: number, status: CharacterStatus): Known {
  return { state, hash, status, health: status.health.value, down: !!status.down, planned: undefined, next: undefined, carried: undefined };
}

/** A fighter's template: what every fight starts it from, with the states it has been in, shared by all fights. */
export interface Template {
  readonly side: 0 | 1;
  readonly name: string;
  readonly group: number;
  readonly sheet: Values;
  readonly declaration: Values;
  readonly start: Known;
  readonly ref: SimFighterRef;
  /** The known states by their hash (./state-key.ts `hashJson`); the few sharing a hash are told apart by {@link sameJson}. */
  readonly known: Map<number, Known | Known[]>;
  /**
   * Known states by their own object, those a roll carried: a ruleset that hands back a carried
   * state it made before (one remembered per plan, say) has it found without hashing. (The states
   * hits leave are new objects each time: not kept here.) Emptied with {@link known}.
   */
  byObject: WeakMap<object, Known>;
  size: number;
}

/** A fighter during one fight. */
export interface Live {
  readonly t: Template;
  readonly ref: SimFighterRef;
  /** Its state now: always a {@link Known} state of its template, with its status. */
  known: Known;
  state: Values;
  status: CharacterStatus;
  /** Its known state's health and down, copied here with it (read for every attack). */
  health: number;
  down: boolean;
  everDown: boolean;
  plan?: Plan;
  round?: RoundResult;
  /** Who rolled `round`, as its hits name the attacker (one per round, shared by its hits). */
  from?: { readonly rulesetId: string; readonly character: string };
}

/** An attack entry waiting for its turn in the order. */
export interface Pending {
  readonly f: Live;
  readonly entry: ResultEntry;
  /** The entry's order keys (its timing's), null without timing. */
  readonly order: readonly number[] | null;
}

/** {@link compareOrder}, with the usual case of one key each first. */
export function byOrder(x: Pending, y: Pending): number {
  const a = x.order!, b = y.order!;
  if (a.length === 1 && b.length === 1) return a[0] === b[0] ? 0 : a[0]! > b[0]! ? -1 : 1;
  return compareOrder(a, b);
}

/** Known states per fighter, so memory stays bounded on long runs. */
export const CACHE_LIMIT = 4096;

/**
 * The known state of template `t` with the contents of `state`: found by its object (when
 * `byObject`, see Template.byObject), else by its hash and contents; else `state` itself becomes
 * a known state, its status made once by `rules.status` (statuses are pure functions of the state),
 * and, when `byObject`, is found by its object from then on. The cache is emptied when full
 * ({@link CACHE_LIMIT}).
 */
export function knownStateOf(t: Template, state: Values, byObject: boolean, rules: Pick<StateRules, 'status'>, options: Values): Known {
  // Only a state that may come back (a carried one) can be known by its object.
  const same = byObject ? t.byObject.get(state) : undefined;
  if (same !== undefined) return same;
  const hash = keyOf(state);
  const at = t.known.get(hash);
  if (at !== undefined) {
    let found: Known | undefined;
    if (!Array.isArray(at)) {
      if (at.state === state || sameJson(at.state, state)) found = at;
    } else {
      for (const k of at) if (k.state === state || sameJson(k.state, state)) { found = k; break; }
    }
    if (found) {
      // The same contents in another object that may come back: found by that object too from now on.
      if (byObject && typeof state === 'object' && state !== null) t.byObject.set(state, found);
      return found;
    }
  }
  if (t.size >= CACHE_LIMIT) { t.known.clear(); t.byObject = new WeakMap(); t.size = 0; }
  const k = knownState(state, hash, rules.status({ sheet: t.sheet, options, state }));
  if (byObject && typeof state === 'object' && state !== null) t.byObject.set(state, k);
  const again = t.known.get(hash);
  if (again === undefined) t.known.set(hash, k);
  else if (Array.isArray(again)) again.push(k);
  else t.known.set(hash, [again, k]);
  t.size++;
  return k;
}
