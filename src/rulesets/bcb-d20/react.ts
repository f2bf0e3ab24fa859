/**
 * The victim's side of a Mighty Blow: an attacker's rolled effect entry ('a1-mb', scanned from
 * the attacker's QR or link) becomes the victim's declaration "resolve a Mighty Blow, effect N",
 * whose plan is the save. Nothing else in this system is a reaction (no parry or dodge roll).
 * @see 001 Critical Hits and Fumbles; Effects of Mighty Blows
 */
import type { IncomingFrom, ResultEntry } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { EFFECT_SUFFIX } from './attacks';

/** Declaration values for a rolled Mighty Blow effect of this ruleset; null for anything else. */
export function reactTo(entry: ResultEntry, from: IncomingFrom): Values | null {
  if (from.rulesetId !== 'bcb-d20' || entry.kind !== 'check' || !entry.id.endsWith(EFFECT_SUFFIX) || !entry.check) return null;
  const effect = entry.check.face + entry.check.bonus;
  return effect >= 1 && effect <= 30 ? { mightyBlow: effect } : null;
}
