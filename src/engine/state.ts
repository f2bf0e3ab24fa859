/**
 * A character's lasting state: what stays with them across the rounds of an evening (health,
 * wound levels, conditions, effects counting down, ammunition, a spell in progress), and the
 * pure rules that change it. Part of the ruleset contract (src/engine/ruleset.ts).
 *
 * The state is one record of {@link Values} per character, described by the ruleset's
 * `state.schema`. The same record is `PlanInput.state` (so `plan` puts every penalty it
 * implies into the odds) and `RoundResult.nextState` (what a rolled round used up, such as
 * ammunition or a reload). Four things change it besides a roll:
 * - `takeHit`: an attack landing on this character (from another phone's code or typed by hand);
 * - `nextRound`: one round passing (bleeding, recovery, stun ending, counts going down);
 * - `heal` and `clear`: the player or GM changing it by hand.
 * Each returns a {@link StateChange}: the next state and the rules that applied, in the
 * system's words. Every function is pure given its dice, so undo is "keep the previous record".
 */
import type { Dice } from './dice';
import type { FormSchema, Values } from './schema';
import type { Note, Stat } from './plan';
import type { IncomingFrom, ResultEntry, RoundResult } from './result';

/** The most damage one hit may carry; more is refused as absurd at every boundary (code, CLI, form). */
export const MAX_HIT_DAMAGE = 999;

/**
 * One attack landing on a character, before the defender's armour.
 * From another phone's code, `entry` is the attacker's rolled entry and `round` its whole
 * round (for follow-up entries such as a Mighty Blow's effect rolls); typed by hand, both are
 * absent and the player gives the damage, the outcome and the tags.
 */
export interface Hit {
  /** Damage the attacker rolled, before the defender's armour (PROT, armour points): a whole number 0..{@link MAX_HIT_DAMAGE}. */
  readonly damage: number;
  /**
   * The attack's outcome id, as the attacker's bands name it: 'hit', 'critical', 'grievous',
   * 'special', 'success'; 'unknown' when the attacker left the defence secret (the defender's
   * rules may resolve it from `entry.check` against their own defence).
   */
  readonly outcome: string;
  /** What kind of attack (ATTACK_TAGS in ./result.ts): 'melee', 'missile', 'arrow', 'non-lethal'. */
  readonly tags: readonly string[];
  /** Whether the defender's armour applies ('yes') or the damage ignores it ('no'). */
  readonly armour: 'yes' | 'no';
  /** The attacker's rolled entry, when the hit came from a code. */
  readonly entry?: ResultEntry;
  /** The attacker's whole round, when the hit came from a code. */
  readonly round?: RoundResult;
  /** Who attacked, when known. */
  readonly from?: IncomingFrom;
}

/** What one applied hit did: the outcome it was taken as, and the damage before and after armour. */
export interface HitReport {
  /** The outcome applied ('hit', 'critical', 'grievous', ...; 'miss' when it turned out not to land). */
  readonly outcome: string;
  /** The outcome in the system's words: 'Critical hit'. */
  readonly label: string;
  /** Damage before armour, as received. */
  readonly damage: number;
  /** Damage after armour: what the character's health lost. */
  readonly taken: number;
  /** One line in the system's words: "9 damage, 5 after PROT 4" ('' when asked to be quiet). */
  readonly text: string;
}

/** A lasting condition on the character (stunned, grabbed, bleeding, an arrow stuck), shown on the round screen's strip. */
export interface Condition {
  /** Stable id within the ruleset, used by `clear`: 'stunned', 'bleeding', 'arrow-1'. */
  readonly id: string;
  /** Short word for the strip: 'Stunned'. */
  readonly label: string;
  /** What it does, in our own words: "-2 DEX and 1 HP a round until pulled out". */
  readonly text: string;
  /** Rounds left when it counts down; absent when it lasts until cleared or healed. */
  readonly rounds?: number;
  /** Rule text section: "000 Stun". */
  readonly source?: string;
}

/** The state as the round screen's strip and the CLI show it. */
export interface CharacterStatus {
  /**
   * Health in the system's words: label 'HP', 'hit points', 'health' or 'wounds'; `value` now,
   * `max` when the system has one, `text` for a wound level ("Badly Wounded").
   */
  readonly health: Stat & { readonly max?: number };
  /** Other lasting figures: wound modifier, DEX penalty, ammunition. */
  readonly stats: readonly Stat[];
  readonly conditions: readonly Condition[];
  /**
   * Set when the character cannot act: the system's word ('unconscious', 'dying', 'dead', 'out
   * of the fight', 'incapacitated') and one line on why. `plan` gives such a character no actions.
   */
  readonly down?: { readonly word: string; readonly text: string; readonly source?: string };
}

/** The result of a change: the next state, the rules that applied, and one report per hit applied. */
export interface StateChange {
  readonly state: Values;
  /** Which rules applied, in the system's words ("Badly Wounded: -10 to all actions and TMR"). */
  readonly notes: readonly Note[];
  /** One per attack applied (empty for a round passing, healing or clearing). */
  readonly hits: readonly HitReport[];
}

/** What every state rule is given: the sheet, the table options and the state now (absent = `initial`). */
export interface StateInput {
  readonly sheet: Values;
  readonly options: Values;
  readonly state?: Values;
  /**
   * Set by a caller that reads only the new state and each hit report's outcome, damage and
   * taken (the fight simulation, which lands hundreds of thousands of hits and shows none of
   * their words): the rules may then leave `notes` empty and report texts ''. The state and
   * the figures are the same either way.
   */
  readonly quiet?: boolean;
}

/** A ruleset's lasting state: its schema and the pure rules that change it. */
export interface StateRules {
  /** The state record's fields; storage, imports and the CLI validate against it. */
  readonly schema: FormSchema;
  /**
   * The outcomes a hit typed by hand may have in this system, best last, as its attack bands
   * name them: `[{ id: 'hit', label: 'Hit' }, { id: 'critical', label: 'Critical hit' }]`. The
   * "Take a hit" form offers them; without it the form offers a plain hit only.
   */
  readonly hitOutcomes?: readonly { readonly id: string; readonly label: string }[];
  /**
   * The tags whose effect differs in this system, offered on a hit typed by hand: attack tags
   * (ATTACK_TAGS in ./result.ts) such as `'arrow'` or `'non-lethal'`, or the ruleset's own
   * kebab-case words (`'grapple'`, `'ground-fire'`). Without it, none are offered.
   */
  readonly hitTags?: readonly string[];
  /** The state at the start of the evening: health from the sheet, no conditions. */
  initial(sheet: Values, options: Values): Values;
  /** Health, conditions and whether the character is down. */
  status(input: StateInput): CharacterStatus;
  /**
   * Pure given its dice: applies one hit (armour, wound levels, stun, bleeding, lasting
   * effects). Health never rises from a hit.
   * @throws Error "Expected ... but received ..." when the hit cannot apply to this system (see {@link checkHit}).
   */
  takeHit(input: StateInput, hit: Hit, dice: Dice): StateChange;
  /** Pure given its dice: the state one round later (bleeding, recovery, stun ending, counts going down). */
  nextRound(input: StateInput, dice: Dice): StateChange;
  /** Heals `amount` (whole number >= 1) of health by hand, up to the maximum. */
  heal(input: StateInput, amount: number): StateChange;
  /** Removes one condition by hand (its {@link Condition.id}); an unknown id changes nothing. */
  clear(input: StateInput, conditionId: string): StateChange;
}

/**
 * Checks a hit at a boundary (a scanned code, the CLI, the hit form): damage a whole number
 * 0..{@link MAX_HIT_DAMAGE}, an outcome id (lower case, digits and hyphens: "natural-20"), tags as strings.
 * @throws Error "Expected the damage as a whole number from 0 to 999 but received -3" and the like.
 */
export function checkHit(hit: Hit): Hit {
  const d = hit.damage;
  if (typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d > MAX_HIT_DAMAGE) {
    throw new Error(`Expected the damage as a whole number from 0 to ${MAX_HIT_DAMAGE} but received ${JSON.stringify(d)}`);
  }
  if (typeof hit.outcome !== 'string' || !/^[a-z][a-z0-9-]{0,23}$/.test(hit.outcome)) {
    throw new Error(`Expected the outcome as a short id such as "hit" or "critical" but received ${JSON.stringify(hit.outcome)}`);
  }
  if (!Array.isArray(hit.tags) || hit.tags.some((t) => typeof t !== 'string')) {
    throw new Error(`Expected the tags as a list of words but received ${JSON.stringify(hit.tags)}`);
  }
  if (hit.armour !== 'yes' && hit.armour !== 'no') throw new Error(`Expected armour "yes" or "no" but received ${JSON.stringify(hit.armour)}`);
  return hit;
}

/**
 * The hits a rolled round carries for its victims: one per attack entry that was rolled (not
 * skipped), in entry order, with its damage before armour, outcome, tags and the entry itself.
 * A missed attack is included with its outcome, so the defender's rules can say it missed.
 * `index` is the entry's position in `round.entries`, counting from 1 (the CLI's `--entry`).
 */
export function hitsOfRound(round: RoundResult): { index: number; hit: Hit }[] {
  const out: { index: number; hit: Hit }[] = [];
  round.entries.forEach((entry, i) => {
    if (entry.kind !== 'attack' || entry.skipped) return;
    out.push({ index: i + 1, hit: hitOfEntry(entry, round) });
  });
  return out;
}

/** One attack entry of a rolled round as a {@link Hit}: damage total (0 without damage), outcome ('hit' without a check), tags, armour. */
export function hitOfEntry(entry: ResultEntry, round?: RoundResult): Hit {
  return {
    damage: entry.damage?.total ?? 0,
    outcome: entry.check?.outcome ?? 'hit',
    tags: entry.tags ?? [],
    armour: entry.damage?.armour ?? 'yes',
    entry,
    ...(round ? { round, from: { rulesetId: round.rulesetId, character: round.character } } : {}),
  };
}
