/**
 * Brawling against metal armour: a punch or kick by an attacker in no armour or only leather
 * does not hurt a target in metal armour; the attacker takes the damage instead. The rolled
 * round applies it to the attacker's own hit points (a punch's damage stays non-lethal).
 * @see 002 17.0.17 Brawling; 17.0.16 Non-Lethal (0 hit points)
 */
import type { Dice } from '../../engine/dice';
import type { Note, ResultEntry } from '../../engine/ruleset';
import { applyDamage } from './hp';
import type { Round } from './round';
import { SRC } from './tables';
import type { CritState } from './types';

/** Outcomes of a brawling blow that land (an unknown one is the GM's to compare, so nothing is taken). */
const LANDED = ['hit', 'natural-20'];

/**
 * The attacker's own damage from its punches and kicks that landed on metal armour, and the notes
 * saying so. Dice: only if the blow brings the attacker to 0 hit points (the knock-out's d4 and 2d10).
 */
export function brawlRecoil(round: Round, entries: readonly ResultEntry[], s: CritState, dice: Dice): { state: CritState; notes: Note[] } {
  if (!round.d.targetMetalArmour || round.sheet.armour === 'metal') return { state: s, notes: [] };
  let state = s;
  const notes: Note[] = [];
  for (const e of entries) {
    const spec = round.attacks.find((a) => a.id === e.id);
    if (!spec || !spec.tags.includes('unarmed') || !e.damage || !LANDED.includes(e.check?.outcome ?? '')) continue;
    const r = applyDamage(round.sheet, round.o, state, e.damage.total, spec.tags.includes('non-lethal'), dice);
    state = r.state;
    notes.push({ label: 'Hurt on metal armour', text: `Your ${e.label.toLowerCase()} landed on metal armour: you take its ${e.damage.total} damage yourself, not the target (hit points ${s.hp} → ${state.hp}).`, source: SRC.brawling }, ...r.notes);
  }
  return { state, notes };
}
