/**
 * `reactTo`: the declaration with which a character reacts to another character's rolled
 * Zones and factions attack (scanned from the attacker's QR or link): the incoming kind
 * (damage, or the non-lethal attack), the damage rolled before armour, whether it is a blast,
 * and a key naming the attack, so the same attack is never reacted to twice. Null for what
 * cannot be reacted to: another system, a spell, a move, a missed attack, a counter, an attack
 * from concealment or a death blow.
 * @see 004 Reacting to an attack; Sneaking in combat; Attacking
 */
import type { IncomingFrom, ResultEntry } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { isNonLethal } from './tables';

/** The ruleset's id, which an entry must come from. */
export const RULESET_ID = 'zones-factions';

/** The key naming an attack, stored in `attackId` (at most 80 characters): "Bandit: Bow: attack, 4 damage". */
export function attackKey(entry: ResultEntry, from: IncomingFrom): string {
  const dmg = entry.damage ? `, ${entry.damage.total} damage` : '';
  return `${from.character}: ${entry.label}${dmg}`.slice(0, 80);
}

/** Declaration values reacting to `entry`, or null when it cannot be reacted to. */
export function reactTo(entry: ResultEntry, from: IncomingFrom): Values | null {
  if (from.rulesetId !== RULESET_ID) return null;
  const attack = entry.kind === 'attack' || (entry.kind === 'reaction' && entry.id === 'opportunity');
  if (!attack) return null;
  if (entry.check && entry.check.outcome !== 'pass') return null;
  if (entry.notes?.some((n) => n.label === 'No reaction')) return null;
  const nonLethal = entry.tags?.includes('non-lethal') ?? false;
  return {
    act: 'reaction',
    attackId: attackKey(entry, from),
    incoming: nonLethal && isNonLethal(entry.id) ? entry.id : 'damage',
    incomingDamage: entry.damage ? entry.damage.total : null,
    incomingBlast: entry.tags?.includes('blast') ?? false,
  };
}
