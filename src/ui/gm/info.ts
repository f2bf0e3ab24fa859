/**
 * The plain types the GM's round, its combatants and its verified checks share: what the GM
 * screen knows of a ruleset, and what became of a code offered to the round. Kept apart from
 * round.ts so that the files using them do not import each other.
 */
import type { CombatantRules, OrderKind, Phase, Ruleset } from '../../engine/ruleset';
import type { FormSchema } from '../../engine/schema';

/**
 * What the GM screen needs to know of a ruleset (a subset of `Ruleset`, so tests need no rules).
 * The optional rules make its monsters fight (fight.ts): without them a combatant is placed by
 * its initiative only.
 */
export interface RulesetInfo extends Partial<Pick<Ruleset, 'monsters' | 'state' | 'plan' | 'roll' | 'sheetSchema' | 'declarationSchema' | 'terms'>> {
  readonly id: string;
  readonly name: string;
  readonly order: OrderKind;
  readonly phases: readonly Phase[];
  /** How the GM rolls their own combatants; absent: the GM enters a number. */
  readonly combatant?: CombatantRules;
  /** The table options (their defaults are used for the GM's combatants). */
  readonly optionsSchema?: FormSchema;
}

/** What happened to a result offered to the round; `message` is one sentence for the GM. */
export type IngestOutcome =
  | { readonly kind: 'added' | 'replaced'; readonly character: string; readonly message: string }
  | { readonly kind: 'duplicate' | 'older'; readonly character: string; readonly message: string }
  | { readonly kind: 'wrong-ruleset' | 'unknown-ruleset' | 'other-round'; readonly character: string; readonly message: string }
  /** A phone joined the verified table (`character` is its label). */
  | { readonly kind: 'joined'; readonly character: string; readonly message: string }
  /** A second roll of a round already taken (same phone, link and round code, other figures): held for the GM. */
  | { readonly kind: 'reroll'; readonly character: string; readonly message: string };
