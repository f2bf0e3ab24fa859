/**
 * A rolled entry in one line, for the hand-over view of a result where the QR must share the
 * screen with every action: what was rolled against what, the outcome word and the damage.
 */
import type { ResultEntry } from '../../engine/ruleset';
import { signed } from './odds';

/**
 * "Longsword, attack 1: 42 vs 72, Hit, 9 damage"; a d20 roll shows its bonus ("Longbow: 11 +4 =
 * 15 vs 14, Hit"); an entry that lost its action says "lost"; one with no check gives its
 * summary (a spell: when it starts and goes off), or its initiative.
 */
export function resultHeadline(e: ResultEntry): string {
  const t = e.timing, c = e.check, d = e.damage;
  const bits: string[] = [];
  if (c) {
    const roll = c.bonus ? `${c.face} ${signed(c.bonus)} = ${c.face + c.bonus}` : String(c.face);
    bits.push(`${roll} vs ${c.need ?? '?'}`, `${c.label}${c.automatic ? ' (auto)' : ''}`);
  } else if (e.summary) bits.push(e.summary);
  else if (t) bits.push(`initiative ${t.total}`);
  if (d) bits.push(`${d.total} damage`);
  if (t?.lost) bits.push('lost');
  return bits.length ? `${e.label}: ${bits.join(', ')}` : e.label;
}
