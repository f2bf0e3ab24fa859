/**
 * The defender's side of the contract (`reactTo`): an attacker's rolled entry of this ruleset,
 * scanned from the attacker's QR or link, becomes the values of a "Defend against an attack"
 * declaration: which attack it is (attacker and attack, for the GM), the attack's level, how it reaches the defender (from its attack tags), its
 * rolled damage, its damage as a normal success (for a special partly parried or dodged) and
 * the DEX rank it happens on.
 * @see 003 5.6 Parrying; 5.7 Dodging; 5.8 Attack and Defense Matrix
 */
import type { IncomingFrom, ResultEntry } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { NORMAL_DAMAGE_LABEL } from './roll';
import { MOVEMENT } from './tables';
import type { IncomingKind } from './types';

/** The ruleset id this reacts to. */
export const RULESET_ID = 'percentile-dex-rank';

/** How an attack reaches the defender, from its attack tags. */
export function kindFromTags(tags: readonly string[] | undefined): IncomingKind {
  const t = tags ?? [];
  if (t.includes('firearm')) return 'firearm';
  if (t.includes('arrow') || t.includes('bolt')) return 'arrow';
  if (t.includes('thrown')) return 'thrown';
  if (t.includes('missile')) return 'missile';
  return 'melee';
}

const clampInt = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(x)));

/**
 * Declaration values for defending against `entry`, or null when there is nothing to react to:
 * another ruleset, not an attack, or an attack that failed (or whose level the GM must judge).
 */
export function reactTo(entry: ResultEntry, from: IncomingFrom): Values | null {
  if (from.rulesetId !== RULESET_ID || entry.kind !== 'attack' || !entry.check) return null;
  const level = entry.check.outcome;
  if (level !== 'special' && level !== 'success') return null;
  const normalNote = entry.notes?.find((n) => n.label === NORMAL_DAMAGE_LABEL);
  const normal = normalNote ? /^(\d+)/.exec(normalNote.text) : null;
  const rank = entry.timing?.order[0];
  return {
    action: 'defend',
    incomingFrom: `${from.character}: ${entry.label}`.slice(0, 80),
    incomingLevel: level,
    incomingKind: kindFromTags(entry.tags),
    incomingDamage: entry.damage ? clampInt(entry.damage.total, 0, 999) : null,
    incomingNormal: level === 'special' && normal ? clampInt(Number(normal[1]), 0, 999) : level === 'success' && entry.damage ? clampInt(entry.damage.total, 0, 999) : null,
    incomingRank: typeof rank === 'number' && Number.isFinite(rank) ? clampInt(rank, 0, MOVEMENT.max) : null,
  };
}
