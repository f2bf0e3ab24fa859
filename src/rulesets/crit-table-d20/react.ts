/**
 * The victim's side of a critical hit: a foe's natural 20 whose special d20 reached 20 puts a
 * condition (disarmed, shaken, prone, blinded) on the target. Scanning that attack's QR on the
 * victim's phone sets "Your condition", so the victim's next plan carries its to-hit, AC and
 * initiative effects.
 * @see 002 17.0.3 Critical Hit (the d4 condition chart)
 */
import type { IncomingFrom, ResultEntry } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { conditionTable } from './tables';

/** The declaration values for a scanned attack: `{ condition }` when it put a condition on its target, else null. */
export function reactTo(entry: ResultEntry, from: IncomingFrom): Values | null {
  if (from.rulesetId !== 'crit-table-d20' || entry.kind !== 'attack') return null;
  const found = conditionTable.find((c) => entry.notes?.some((n) => n.label === `Condition: ${c.label}`));
  return found ? { condition: found.id } : null;
}
