/**
 * The ruleset contract: what every rule system folder (`src/rulesets/<id>/`) exports, and
 * the plan and result shapes the UI, storage, sharing and the GM screen read. It is
 * designed for all five systems (see docs/contract.md for the sketch of each against it):
 * per-attack initiative counted down in segments, one initiative per round, a DEX rank, or
 * no roll at all (factions alternate); d100 roll-under, d20 roll-over or automatic hits
 * with a save; bands from a table, natural 1/20 or a fifth of the skill; a defender's
 * reaction; and state carried from round to round.
 */
import type { Dice } from './dice';
import type { DiceExpr } from './notation';
import type { Dist, Fraction } from './dist';
import type { FormSchema, Values } from './schema';

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

/** The rolled timing of an action. */
export interface TimingResult {
  readonly faces: readonly number[];
  /** The initiative total or rank. */
  readonly total: number;
  /** Ordering key, compared lexicographically, higher first; equal keys are simultaneous. */
  readonly order: readonly number[];
  /** Where it falls: a phase id of the ruleset (`pre-movement`, `movement`, `post-movement`, `lost`). */
  readonly phase?: string;
  readonly lost?: boolean;
  readonly text?: string;
}

export interface CheckResult {
  readonly face: number;
  readonly need: number | null;
  readonly bonus: number;
  /** Outcome id from the plan's bands; 'unknown' when the need was not known (the GM compares). */
  readonly outcome: string;
  readonly label: string;
  readonly tone: OutcomeBand['tone'];
  readonly automatic?: boolean;
}

export interface DamageResult {
  readonly faces: readonly number[];
  /** Damage dealt before the target's armour. */
  readonly total: number;
  readonly armour: 'yes' | 'no';
  readonly text?: string;
}

/** One rolled action. */
export interface ResultEntry {
  readonly id: string;
  readonly kind: ActionKind;
  readonly label: string;
  readonly timing?: TimingResult;
  readonly check?: CheckResult;
  /**
   * One line for the GM, carried in the shared code: the plan's band summary (need and bands),
   * or for a spell when its casting starts and when it goes off.
   */
  readonly summary?: string;
  readonly damage?: DamageResult;
  readonly notes?: readonly Note[];
  /** The plan action's `tags` (what kind of attack), so a defender's phone can react to it. */
  readonly tags?: readonly string[];
  /**
   * A planned follow-up roll that did not happen (a Mighty Blow effect after an ordinary hit):
   * kept so every planned action has its entry, but not shown on the card, not shared with
   * the GM and not spoken.
   */
  readonly skipped?: boolean;
}

/** The rolled round of one character: what the phone shows and hands to the GM. */
export interface RoundResult {
  readonly rulesetId: string;
  readonly character: string;
  /** Milliseconds since 1970 when rolled. */
  readonly at: number;
  readonly entries: readonly ResultEntry[];
  readonly defence: readonly Stat[];
  readonly status: readonly Stat[];
  readonly lost: readonly Note[];
  readonly notes: readonly Note[];
  /** State the next round starts from (spell still casting, reloads): passed back to `plan`. */
  readonly nextState?: Values;
  /** Set in verified table mode only (src/verify), never by a ruleset: what the GM needs to re-derive the dice. */
  readonly proof?: RollProof;
}

/**
 * How the dice of a round rolled in verified table mode were made (src/verify and
 * README "Verified rolls"): enough for the GM's phone to re-derive every die. Rulesets never
 * set it; the payload (format 3) carries it.
 */
export interface RollProof {
  /** The phone's id at the table, from its join code: 8 hex digits. */
  readonly player: string;
  /** Which round of the phone's hash chain this is (1 = the first after joining). */
  readonly link: number;
  /** That round's link of the chain, the HMAC key of the dice: 32 hex digits. */
  readonly secret: string;
  /** The GM's round code the dice were derived with (5 characters). */
  readonly code: string;
  /** The sides of every die drawn, in draw order (faces are re-derived, not sent). */
  readonly draws: readonly number[];
  /**
   * Faces shown on the entries that no derived die gave (a die typed on the sheet, such as a
   * surprise roll): their indices in the round's shown faces (src/verify/proof.ts `shownFaces`).
   */
  readonly manual: readonly number[];
  /** 16 hex digits tying the whole shared code to the secret (src/verify/seal.ts); set by the share encoder for rounds without `inputs` (format 3). */
  readonly seal?: string;
  /**
   * The sheet, declaration, table options and carried state the round was rolled from, in
   * their canonical encoding (src/verify/inputs.ts), as hex: with them the GM's phone rolls
   * the round again and compares every field (payload format 4). Absent in format 3 codes.
   */
  readonly inputs?: string;
}

/**
 * Tags a ruleset may put on an attack (`PlannedAction.tags`), shared by all systems so a
 * defender's phone understands an attacker's entry: how it reaches the target, and what it is.
 * Append only: a payload carries them by name.
 */
export const ATTACK_TAGS = ['melee', 'missile', 'thrown', 'arrow', 'bolt', 'firearm', 'blast', 'unarmed', 'spell', 'non-lethal'] as const;

/** Who made an attack a defender reacts to: the attacker's round, as decoded from a QR or link. */
export interface IncomingFrom {
  readonly rulesetId: string;
  /** The attacker's name. */
  readonly character: string;
}

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

/** What `plan` is given. `state` is the previous round's `nextState`, if any. */
export interface PlanInput {
  readonly sheet: Values;
  readonly declaration: Values;
  readonly options: Values;
  readonly state?: Values;
}

/** A rule system: everything the app needs, in one folder, with no UI code. */
export interface Ruleset {
  /** Kebab-case id, stored with every record: 'spelljammer'. */
  readonly id: string;
  readonly name: string;
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
  /** Pure given its dice: rolls a plan. `at` is the time stamp to record. */
  roll(plan: Plan, dice: Dice, at: number, input: PlanInput): RoundResult;
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
  /** Help in our own words (Markdown-lite: paragraphs and `- ` lists): what is computed, readings taken, what is left to the GM. */
  readonly help: string;
}
