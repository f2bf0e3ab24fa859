/**
 * What a round looks like after the dice: the rolled result a phone shows, stores in its
 * history and hands to the GM (QR, text code, share). Part of the ruleset contract
 * (src/engine/ruleset.ts).
 */
import type { Values } from './schema';
import type { Note, Stat, ActionKind, OutcomeBand } from './plan';

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

/**
 * A {@link ResultEntry} being built field by field, in the order the entry lists them: a
 * ruleset's `roll` builds each entry this way rather than by spreading optional parts into an
 * object literal, which is several times slower in the fight simulation's inner loop.
 */
export type EntryDraft = { -readonly [K in keyof ResultEntry]: ResultEntry[K] };

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
  /** 16 hex digits tying the whole shared code to the secret (src/share/round/seal.ts); set by the share encoder for rounds without `inputs` (format 3). */
  readonly seal?: string;
  /**
   * The sheet, declaration, table options and carried state the round was rolled from, in
   * their canonical encoding (src/verify/inputs.ts), as hex: with them the GM's phone rolls
   * the round again and compares every field (payload format 4). Absent in format 3 codes.
   */
  readonly inputs?: string;
  /**
   * The version of the ruleset's rules the round was rolled with (`Ruleset.rulesVersion`),
   * from payload format 6 on. Absent in older codes: the GM's check reads them as version 1,
   * the rules when versions began.
   */
  readonly rules?: number;
  /**
   * The payload format the code was read from, set by the decoder (never carried in a code)
   * on a proof without inputs read from format 4 on: such a format carries the inputs, so the
   * code was changed after it was rolled, where a format 3 code is an older app's.
   */
  readonly format?: number;
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

