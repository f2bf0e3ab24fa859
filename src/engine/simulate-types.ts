/**
 * The shapes of the fight simulation (./simulate.ts): the encounter and options it is given,
 * the events it reports to observers, and its report. Kept apart from the simulation itself so
 * each file has one job.
 */
import type { Plan } from './plan';
import type { ResultEntry } from './result';
import type { Values } from './schema';
import type { CharacterStatus, HitReport } from './state';

/** Rounds after which a fight counts as unfinished, when not given. */
export const DEFAULT_ROUNDS = 30;

/** The most fights one simulation runs (the CLI's and the panel's bound). */
export const MAX_FIGHTS = 1_000_000;

/** One side's combatant: a sheet of the ruleset, the round it declares, how many of it fight, and where its state starts. */
export interface SimCombatant {
  /** Shown and reported: the sheet's name when left out. A group of `count` > 1 names its members "Goblin 1", "Goblin 2". */
  readonly name?: string;
  /** A sheet of the ruleset's `sheetSchema` (checked; missing fields take their defaults). */
  readonly sheet: Values;
  /** A declaration of `declarationSchema(sheet)`: the character's last round or the default one. A stale field falls back to its default. */
  readonly declaration?: Values;
  /** How many of it fight (a group of monsters), 1 when left out. */
  readonly count?: number;
  /** The lasting state each member starts from; the ruleset's `initial` when left out. */
  readonly state?: Values;
}

/** The encounter: the players' characters against the GM's monsters, each group of monsters ending its round together. */
export interface Encounter {
  readonly party: readonly SimCombatant[];
  readonly monsters: readonly SimCombatant[];
}

/** How to run it. */
export interface SimulationOptions {
  /** Fights to run: a whole number 1..{@link MAX_FIGHTS}. */
  readonly fights: number;
  /** Seed of the dice (0..2^32-1): the same seed, the same result. */
  readonly seed: number;
  /**
   * The number of the first fight (0 when left out): a part of a run split across workers runs
   * fights `firstFight` .. `firstFight + fights - 1`, each with the dice of its number, and the
   * parts' tallies merge into the report of the whole run (./simulate-tally.ts).
   */
  readonly firstFight?: number;
  /** Rounds after which a fight is unfinished: 1..1000, {@link DEFAULT_ROUNDS} when left out. */
  readonly rounds?: number;
  /** Table options of the ruleset; their defaults when left out. */
  readonly options?: Values;
  /** Called on every event of every fight (tests and the fuzz check their properties with it). Slows the run. */
  readonly observe?: (event: SimEvent) => void;
}

/** One fighter in a fight, as an event names it. */
export interface SimFighterRef {
  /** 0 = the party, 1 = the monsters. */
  readonly side: 0 | 1;
  readonly name: string;
}

/** What happened, for observers: a fighter acting, an attack landing (or missing), a state changing (after a fighter's roll, and for everyone at the end of a round), a fight ending. */
export type SimEvent =
  /** `status` is the fighter's when its count came: those acting at the same count strike together, even one felled by another's blow. */
  | { readonly kind: 'act'; readonly fight: number; readonly round: number; readonly who: SimFighterRef; readonly status: CharacterStatus; readonly entry: ResultEntry }
  | { readonly kind: 'attack'; readonly fight: number; readonly round: number; readonly who: SimFighterRef; readonly target: SimFighterRef; readonly entry: ResultEntry; readonly plan: Plan; readonly targetPlan: Plan; readonly report: HitReport | undefined; readonly healthBefore: number; readonly healthAfter: number; readonly stateAfter: Values }
  | { readonly kind: 'state'; readonly fight: number; readonly round: number; readonly who: SimFighterRef; readonly state: Values }
  | { readonly kind: 'end'; readonly fight: number; readonly rounds: number; readonly winner: 0 | 1 | null };

/**
 * The result, every share a fraction of all fights (0..1). `party.down` maps each party
 * character's name to the share of fights in which it went down at some point. `rounds` are
 * those of the fights one side won (null when none did): the median and the 90th percentile
 * (nearest rank). A fight where the last of both sides fall at once counts with the unfinished.
 */
export interface SimulationReport {
  readonly fights: number;
  readonly seed: number;
  readonly party: { readonly wins: number; readonly down: Readonly<Record<string, number>> };
  readonly monsters: { readonly wins: number };
  readonly unfinished: number;
  readonly rounds: { readonly median: number | null; readonly p90: number | null };
}

/** A simulation run in steps (a worker's progress, the in-place fallback's slices). */
export interface Simulation {
  /** Fights asked for. */
  readonly total: number;
  /** Fights run so far. */
  readonly done: number;
  /** Runs up to `n` more fights; returns the number run now. */
  step(n: number): number;
  /** The report of the fights run so far (all of them once `done === total`). */
  report(): SimulationReport;
  /** The counts of the fights run so far, to merge with other parts' (./simulate-tally.ts). */
  tally(): SimulationTally;
}

/**
 * What a run of fights counted, plain data (posted from a worker as it is; merged into a report
 * by ./simulate-tally.ts). Every count is of fights. `rounds[r]` counts the fights one side won
 * in `r` rounds; `down` maps each party character's name (in the party's order) to the fights
 * in which it went down at some point.
 */
export interface SimulationTally {
  readonly fights: number;
  readonly seed: number;
  readonly partyWins: number;
  readonly monsterWins: number;
  readonly rounds: readonly number[];
  readonly down: Readonly<Record<string, number>>;
}
