/**
 * The GM's side of crit-table-d20 (`Ruleset.monsters`): a monster is a character sheet of this
 * ruleset, so it rolls its 1d6 + DEX initiative, its d20 against AC, the special d20 after a
 * natural 20 and its damage exactly as a player's character does, and takes hits through the
 * same `state.takeHit`. This adds the stat line the GM edits, the ready monsters (./ready.ts),
 * and `resolve`: a player's attack rolled with the AC left secret, settled against the AC the
 * GM types by the same comparison the victim's own phone makes (./secret.ts).
 * No `endOfRound`: the text has no morale or other rule for a group at the end of a round;
 * each member's own `state.nextRound` (burning oil, a knock-out counting down) is all it does.
 * @see 002 17 Combat, 5. Start Next Round; 17.0.1.2 Attack; 17.0.3 Critical Hit; 17.0.4 Critical Miss
 */
import type { MonsterRules, Resolution } from '../../engine/monster';
import type { ResultEntry } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { ready } from './ready';
import { againstAc, OUTCOME_LABELS } from './secret';

/** What an entry is, for the error when it carries no d20 rolled against a secret AC. */
function described(entry: ResultEntry): string {
  if (entry.kind !== 'attack') return `a ${entry.kind} entry ("${entry.label}")`;
  if (!entry.check) return `an attack without a d20 ("${entry.label}")`;
  return `an attack rolled against AC ${entry.check.need} ("${entry.label}")`;
}

/**
 * Settles a player's attack `entry` whose d20 was rolled with the target's AC unknown against
 * the AC `defence` the GM types: a natural 20 always hits (its damage, already rolled with the
 * special d20, stands), a natural 1 always misses, any other face hits when the d20 plus the
 * bonus reaches the AC. Damage is the entry's as rolled ("if it hits"); armour is part of the
 * AC in this system, so nothing comes off it afterwards. `options` change nothing here.
 * @throws Error "Expected an attack rolled against a secret AC ... but received ..." for an entry
 *   that is not an attack, has no d20, or was rolled against a known AC; and for an AC that is not a whole number.
 */
export function resolve(entry: ResultEntry, defence: number, _options: Values): Resolution {
  const c = entry.check;
  if (entry.kind !== 'attack' || !c || c.need !== null) {
    throw new Error(`Expected an attack rolled against a secret AC (its d20 rolled with the AC unknown) but received ${described(entry)}`);
  }
  if (!Number.isInteger(defence)) throw new Error(`Expected the target's AC as a whole number but received ${JSON.stringify(defence)}`);
  const r = againstAc(c, defence);
  const lands = r.outcome === 'hit' || r.outcome === 'natural-20';
  const damage = lands ? entry.damage?.total ?? 0 : 0;
  const kind = entry.tags?.includes('non-lethal') ? ' non-lethal' : '';
  const dealt = !lands ? 'no damage' : entry.damage ? `${damage}${kind} damage` : 'it lands (no damage roll)';
  const condition = entry.notes?.find((n) => n.label.startsWith('Condition: '))?.label.slice('Condition: '.length);
  const extra = lands && condition ? `; the target is ${condition.toLowerCase()}` : '';
  const detail = c.label.includes(': ') && (entry.damage || r.outcome === 'fumble') ? ` (${c.label.slice(c.label.indexOf(': ') + 2)})` : '';
  const text = r.outcome === 'natural-20' ? `Natural 20${detail}: it always hits, whatever the AC (${defence}); ${dealt}${extra}`
    : r.outcome === 'fumble' ? `Natural 1${detail}: it always misses, whatever the AC (${defence}); no damage`
    : `Rolled ${r.why}; ${dealt}`;
  return { outcome: r.outcome, label: OUTCOME_LABELS[r.outcome], damage, armour: entry.damage?.armour ?? 'yes', text };
}

/** The crit-table-d20 monsters: AC, hit points, attack bonus, STR and DEX bonus (to hit, damage and initiative), weapons. */
export const monsters: MonsterRules = {
  statLine: ['ac', 'maxHp', 'attackBonus', 'strBonus', 'dexBonus', 'weapons'],
  get ready() { return ready(); },
  resolve,
};
