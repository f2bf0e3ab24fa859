/**
 * Hit points going down: damage taken, and what 0 hit points means. A character reduced to 0
 * with some non-lethal damage taken falls unconscious instead of dying, and wakes with 1 hit
 * point after 1d4 turns (or sooner, revived by another character after 2d10 rounds); otherwise
 * 0 hit points is death. Further damage to an unconscious character counts as lethal and kills.
 * @see 002 17.0.16 Non-Lethal attacks or Subdual Damage
 */
import type { Dice } from '../../engine/dice';
import type { Note } from '../../engine/ruleset';
import { hpOf } from './record';
import { SRC } from './tables';
import type { CritState, Options, Sheet } from './types';

/** The state after some damage, and the rules that applied. */
export interface Damaged { readonly state: CritState; readonly notes: readonly Note[] }

/**
 * Takes `taken` damage (a whole number >= 0, already after every reduction); `nonLethal` when it
 * is subdual damage. Dice (only when knocked out): the d4 of turns to wake, then the 2d10 rounds
 * of help that revive sooner. Hit points never go below 0 and never rise.
 */
export function applyDamage(sheet: Sheet, o: Options, s: CritState, taken: number, nonLethal: boolean, dice: Dice): Damaged {
  if (taken <= 0) return { state: s, notes: [] };
  if (s.down === 'dead') return { state: s, notes: [{ label: 'Dead', text: 'Already dead: nothing more happens.', source: SRC.nonLethal }] };
  if (s.down === 'unconscious') {
    return { state: { ...s, hp: 0, down: 'dead', wakeIn: 0, reviveIn: 0, reviving: false },
      notes: [{ label: 'Dead', text: `${taken} damage to an unconscious character counts as lethal: dead.`, source: SRC.nonLethal }] };
  }
  const hp = Math.max(0, hpOf(sheet, s) - taken);
  const nl = s.nonLethal + (nonLethal ? taken : 0);
  if (hp > 0) return { state: { ...s, hp, nonLethal: nl }, notes: [] };
  const knockedOut = o.knockOut === 'last-blow' ? nonLethal : nl > 0;
  if (!knockedOut) {
    return { state: { ...s, hp: 0, nonLethal: nl, down: 'dead' },
      notes: [{ label: 'Dead', text: `Reduced to 0 hit points${nl > 0 ? ' by a lethal blow' : ''} without being subdued: dead.`, source: SRC.nonLethal }] };
  }
  const turns = dice.roll(4);
  const wakeIn = turns * o.turnRounds;
  const reviveIn = dice.roll(10) + dice.roll(10);
  return { state: { ...s, hp: 0, nonLethal: nl, down: 'unconscious', wakeIn, reviveIn, reviving: false },
    notes: [{ label: 'Unconscious', text: `Reduced to 0 hit points after non-lethal damage: unconscious instead of dying. Wakes with 1 hit point after ${turns} turn${turns > 1 ? 's' : ''} (d4 ${turns}: ${wakeIn} rounds), or sooner when another character revives you for ${reviveIn} rounds (2d10).`, source: SRC.nonLethal }] };
}

/** Waking from a knock-out: 1 hit point, the non-lethal damage spent. */
export function wake(s: CritState): CritState {
  return { ...s, hp: Math.max(1, s.hp ?? 1), nonLethal: 0, down: 'none', wakeIn: 0, reviveIn: 0, reviving: false };
}
