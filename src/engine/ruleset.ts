/**
 * The ruleset contract: what every rule system folder (`src/rulesets/<id>/`) exports. It is
 * designed for all five systems (see docs/contract.md for the sketch of each against it):
 * per-attack initiative counted down in segments, one initiative per round, a DEX rank, or
 * no roll at all (factions alternate); d100 roll-under, d20 roll-over or automatic hits
 * with a save; bands from a table, natural 1/20 or a fifth of the skill; a defender's
 * reaction; and a character's lasting state (health, wounds, conditions) from round to round.
 *
 * The shapes it passes around live beside it, split by concern: the round before the dice
 * (./plan.ts), the rolled round (./result.ts) and the lasting state (./state.ts). This file
 * re-exports them so a ruleset imports its whole contract from one place.
 */
import type { Dice } from './dice';
import type { FormSchema, Values } from './schema';
import type { Plan, PlanInput, OrderKind, Phase } from './plan';
import type { ResultEntry, RoundResult, IncomingFrom } from './result';
import type { StateRules } from './state';
import type { MonsterRules } from './monster';

export type * from './plan';
export type * from './result';
export type * from './state';
export type * from './monster';
export { ATTACK_TAGS } from './result';

/** A ruleset's words for the figures every screen names (DEF/PROT in Spelljammer, AC/armour in d20 systems). */
export interface Terms {
  /** The target's defence value the need is computed against: 'DEF', 'AC'. */
  readonly target: string;
  /** What is subtracted from damage: 'PROT', 'armour', 'armour points'. */
  readonly armour: string;
}

/**
 * The GM's own combatants (monsters, NPCs) in a ruleset: the few inputs that place one in the
 * order, and how it rolls. The GM screen adds name, side and count around `schema`.
 */
export interface CombatantRules {
  /** Initiative inputs only (IM and attacks; DEX score; DEX bonus; DEX rank, weapon class, skill). */
  readonly schema: FormSchema;
  /**
   * Pure given its dice: one combatant's timed entries for the round (ids 'a1'.., kind, label,
   * timing with `order` and `phase` as the players' entries have them; no timing for `turns`).
   * Inputs are already validated against `schema` and the options schema.
   */
  roll(values: Values, options: Values, dice: Dice): ResultEntry[];
}

/**
 * One word or abbreviation the app shows in a ruleset's own terms (SC, DEF, TMR, BCB, db), with
 * what it means in our words; the generated forms explain it on a tap beside each label that
 * uses it, and the system's Help page lists them all.
 */
export interface GlossaryEntry {
  /** As the labels write it, matched as a whole word: 'DEF', 'db'. */
  readonly term: string;
  /** One sentence in our own words. */
  readonly text: string;
}

/** A ready character to try the app with. */
export interface DemoCharacter {
  readonly name: string;
  readonly sheet: Values;
  /** A declaration that shows the character off. */
  readonly declaration?: Values;
}

/**
 * What the app shows of a ruleset before loading its code (the character list, first-run
 * demos, the GM's system choice): kept beside each ruleset in `meta.ts`, generated from it.
 */
export interface RulesetMeta {
  /** The ruleset's `id`. */
  readonly id: string;
  /** The ruleset's `name`. */
  readonly name: string;
  /** The ruleset's `terms`. */
  readonly terms?: Terms;
  /** The sheet's number fields the list shows as "HP current / max", when it has them. */
  readonly hp?: { readonly current: string; readonly max?: string };
  /** The ruleset's demos as first run stores them: each sheet complete (defaults filled in). */
  readonly demos: readonly DemoCharacter[];
}

/** A rule system: everything the app needs, in one folder, with no UI code. */
export interface Ruleset {
  /** Kebab-case id, stored with every record: 'spelljammer'. */
  readonly id: string;
  readonly name: string;
  /**
   * The version of the rules' figures, from 1 (absent: 1): a verified round's code says it, so a
   * GM's phone whose rules give other figures says the round was rolled under other rules
   * rather than calling it altered. Raise it by one in the same commit as any change that makes
   * `plan` or `roll` give other figures, or read or draw other dice, for inputs and dice that
   * gave a round before (docs/verified.md, "Rules versions").
   */
  readonly rulesVersion?: number;
  /** The rule text this implements: its file name in shared/rules (for developers) and its title (shown in the app). */
  readonly source: { readonly file: string; readonly title: string };
  /** The character sheet; its first field should be `name`. */
  readonly sheetSchema: FormSchema;
  /** The round declaration; its choices can depend on the sheet (weapons, spells). */
  declarationSchema(sheet: Values): FormSchema;
  /** Table options: the readings of the texts' ambiguities and house choices. */
  readonly optionsSchema: FormSchema;
  readonly demos: readonly DemoCharacter[];
  readonly order: OrderKind;
  /** For `countdown`: named ranges of the count, highest first. */
  readonly phases: readonly Phase[];
  /** Pure: computes the round before the dice. Inputs are already validated against the schemas. */
  plan(input: PlanInput): Plan;
  /**
   * Pure given its dice: rolls a plan. `at` is the time stamp to record. `quiet`: the caller
   * reads only the entries' outcomes, figures, timing order, tags and summaries and the next
   * state (the fight simulation, which rolls hundreds of thousands of rounds and shows none of
   * their words), so notes may be left empty and timing and damage texts ''; the dice drawn and
   * everything else are the same either way.
   */
  roll(plan: Plan, dice: Dice, at: number, input: PlanInput, quiet?: boolean): RoundResult;
  /** Words for the target's defence and armour; the UI falls back to 'Target' and 'armour'. */
  readonly terms?: Terms;
  /**
   * For systems with a defender's reaction (parry, dodge, counter): the declaration values with
   * which this character reacts to another character's rolled attack `entry` (scanned from the
   * attacker's QR or link), merged over the current declaration; null when the entry cannot be
   * reacted to (a spell, a miss, another ruleset). An entry may be a follow-up roll of an attack (a Mighty Blow effect) when that is what the victim's phone resolves. The same fields can be set by hand
   * from what the GM says, so the reaction never depends on a scan.
   */
  reactTo?(entry: ResultEntry, from: IncomingFrom): Values | null;
  /** How the GM rolls their own combatants in this system; without it the GM enters a number. */
  readonly combatant?: CombatantRules;
  /**
   * The character's lasting state (health, wounds, conditions, effects that count down) and
   * the pure rules that change it: a hit taken, a round passing, healing and clearing by hand.
   * `plan` reads the same state (`PlanInput.state`), so every penalty it implies is in the odds.
   */
  readonly state?: StateRules;
  /**
   * The GM's monsters that fight: a stat line, ready monsters, a secret defence resolved against
   * a typed number, and what the rules do to a group at the end of a round (./monster.ts).
   */
  readonly monsters?: MonsterRules;
  /** Help in our own words (Markdown-lite: paragraphs and `- ` lists): what is computed, readings taken, what is left to the GM. */
  readonly help: string;
  /** The abbreviations and terms of the rule text that the sheet and round show (see {@link GlossaryEntry}). */
  readonly glossary?: readonly GlossaryEntry[];
}
