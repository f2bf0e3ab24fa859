/**
 * What a round looks like before the dice: the plan a ruleset computes from a sheet, a
 * declaration, the table options and the carried state. Part of the ruleset contract
 * (src/engine/ruleset.ts); the UI, the odds and the GM's order read it.
 */
import type { DiceExpr } from './notation';
import type { Dist, Fraction } from './dist';
import type { Values } from './schema';

/** One named term of a sum, shown in breakdowns: `{ label: 'Run and attack', value: -25, source: '000 Run and Attack' }`. */
export interface Modifier {
  readonly label: string;
  readonly value: number;
  readonly source?: string;
}

/** A line of information. `gm: true` marks a judgement only the GM can make (a labelled note, never dropped). */
export interface Note {
  readonly label: string;
  readonly text: string;
  readonly gm?: boolean;
  readonly source?: string;
}

/** A named number for the round: the DEF or AC the GM should use against this character, a wound modifier. */
export interface Stat {
  readonly label: string;
  readonly value: number;
  readonly modifiers?: readonly Modifier[];
  readonly text?: string;
}

/**
 * How the GM orders actions:
 * - `countdown`: initiative values counted down (Spelljammer segments 10..-5, d20 counts),
 *   higher `order` first, equal `order` simultaneous; `phases` name ranges of the count.
 * - `rank`: a rank (DEX rank) with tie-break keys after it in `order`.
 * - `turns`: no roll; factions alternate on a turn board.
 */
export type OrderKind = 'countdown' | 'rank' | 'turns';

/** A named range of the count, for `countdown` (`from` >= value >= `to`). */
export interface Phase {
  readonly id: string;
  readonly label: string;
  readonly from: number;
  readonly to: number;
}

/** When an action happens, before the dice: initiative expression and its exact distribution. */
export type TimingPlan =
  | { readonly kind: 'initiative'; readonly expr: DiceExpr; readonly modifiers: readonly Modifier[]; readonly dist: Dist; readonly note?: string }
  | { readonly kind: 'fixed'; readonly value: number; readonly modifiers: readonly Modifier[]; readonly note?: string }
  | { readonly kind: 'turn'; readonly note?: string };

/** One outcome of a check and the faces of the die that give it, e.g. critical on 1..11 of a d100. */
export interface OutcomeBand {
  /** Stable id: 'grievous', 'critical', 'hit', 'miss', 'special', 'success', 'failure', 'fumble', 'pass', 'fail'. */
  readonly outcome: string;
  /** Word shown to the user (never colour alone): 'Grievous', 'Critical hit'. */
  readonly label: string;
  /** Inclusive face ranges `[lo, hi]` of the raw die that give this outcome. */
  readonly faces: readonly (readonly [number, number])[];
  /** Exact chance of this outcome. */
  readonly p: Fraction;
  /** 0 = failure, 1 = success, 2 = strong success (critical/special), 3 = best (grievous). -1 = fumble. */
  readonly tone: -1 | 0 | 1 | 2 | 3;
  /** Set when the outcome comes from a rule regardless of the need (96-100 miss, natural 20). */
  readonly automatic?: boolean;
}

/** The roll that decides an action: the die, the number to reach, the bands of its faces and their odds. */
export interface CheckPlan {
  /** Sides of the deciding die: 100 or 20. */
  readonly die: number;
  /** 'under': raw face <= need succeeds (d100, saves). 'over': face + bonus >= target (d20 vs AC). */
  readonly mode: 'under' | 'over';
  /** The number the roll is compared to: the need (under) or the target AC (over); null when the GM's value is unknown. */
  readonly need: number | null;
  /** For 'over': what is added to the face. For 'under': 0. */
  readonly bonus: number;
  readonly modifiers: readonly Modifier[];
  /** A partition of the faces 1..die. Empty when `need` is null. */
  readonly bands: readonly OutcomeBand[];
  /** When the target value is unknown: the need and bands for a range of target values. */
  readonly byTarget?: readonly { readonly target: number; readonly need: number; readonly bands: readonly OutcomeBand[] }[];
  /** Short text of the bands, for the GM: "need 72 · crit ≤11 · griev ≤4". */
  readonly summary: string;
}

/** Damage for one outcome: the expression, its exact distribution before the target's armour, and what changes it. */
export interface DamagePlan {
  /** Outcome ids this applies to, e.g. ['hit'] or ['critical', 'grievous']. */
  readonly outcomes: readonly string[];
  readonly expr: DiceExpr;
  /** Multiplier applied to the rolled total (2 for a critical). */
  readonly multiplier: number;
  readonly modifiers: readonly Modifier[];
  /** Exact distribution of the damage dealt before the target's PROT/armour. */
  readonly dist: Dist;
  /** Whether the target's PROT or armour applies ('yes'), or is ignored ('no'). */
  readonly armour: 'yes' | 'no';
  /**
   * The target's armour or PROT taken off this damage, as the declaration gives it (the GM's
   * value, cover included where the rules add it); left out when the declaration does not give
   * it, when `armour` is 'no', or when the system counts armour in the AC instead. Data the
   * ruleset fills in, so odds that need damage after armour (src/engine/compare.ts) read it
   * the same way in every system: what gets through is `max(0, damage - targetArmour)`.
   */
  readonly targetArmour?: number;
  readonly note?: string;
}

export type ActionKind = 'attack' | 'spell' | 'reaction' | 'check' | 'move' | 'other';

/** One thing the character does this round, planned but not rolled. */
export interface PlannedAction {
  /** Unique within the plan: 'a1', 'spell'. */
  readonly id: string;
  readonly kind: ActionKind;
  /** "Longsword, attack 1". */
  readonly label: string;
  readonly timing: TimingPlan;
  readonly check?: CheckPlan;
  readonly damage?: readonly DamagePlan[];
  /** For spells: casting time in segments; the result gives when it goes off. */
  readonly castingTime?: number;
  readonly notes?: readonly Note[];
  /**
   * What kind of attack this is, for a defender's reaction: short kebab-case codes from
   * {@link ATTACK_TAGS} (e.g. ['missile', 'arrow']). Carried to the result entry and the QR.
   */
  readonly tags?: readonly string[];
}

/** Everything computed from a sheet and a declaration, before any die is rolled. */
export interface Plan {
  readonly rulesetId: string;
  readonly character: string;
  readonly actions: readonly PlannedAction[];
  /** The character's own defence for the round, for the GM (DEF, AC). */
  readonly defence: readonly Stat[];
  /** Other figures of the round: wound modifier, attacks per round. */
  readonly status: readonly Stat[];
  /** Attacks or actions the declaration costs, with why. */
  readonly lost: readonly Note[];
  /** Rules notes and GM-only judgements. */
  readonly notes: readonly Note[];
}


/** What `plan` is given. `state` is the previous round's `nextState`, if any. */
export interface PlanInput {
  readonly sheet: Values;
  readonly declaration: Values;
  readonly options: Values;
  readonly state?: Values;
}

