/**
 * Who is hit first when a target counters: both roll damage at once and whoever suffers more
 * after armour is hit first; a tie lands both at once. A non-lethal attack (disarm, shove,
 * grapple) is resolved after a damaging one; when both are non-lethal, the counter goes last.
 * @see 004 Reacting to an attack: Counter (the spear and battleaxe example); Non-lethal attacks
 */
import { nonLethalAttacks, type NonLethal } from './tables';

/** The note on a counter that never landed because its maker was hit first and stopped; it travels in the code (a GM note). */
export const COUNTER_STOPPED = 'Counter stopped';

/** One side of a counter: what it is, and the damage it does after the other side's armour (null: not known yet). */
export interface CounterSide {
  readonly kind: 'damage' | NonLethal;
  readonly suffered: number | null;
}

/** The order of a counter exchange, in a sentence. `yours` is your counter (what the attacker suffers); `theirs` the attack on you. */
export function counterOrder(yours: CounterSide, theirs: CounterSide): { first: 'you' | 'them' | 'both' | 'unknown'; text: string } {
  const name = (k: NonLethal) => nonLethalAttacks[k].label.toLowerCase();
  if (yours.kind !== 'damage' && theirs.kind !== 'damage') {
    return { first: 'them', text: `Both are non-lethal: their ${name(theirs.kind)} is resolved first, your ${name(yours.kind)} last.` };
  }
  if (yours.kind !== 'damage') {
    return { first: 'them', text: `Their attack lands first${theirs.suffered === null ? '' : ` (${theirs.suffered} damage to you)`}; your ${name(yours.kind)} is resolved after it, if you can still act.` };
  }
  if (theirs.kind !== 'damage') {
    return { first: 'you', text: `Your hit lands first${yours.suffered === null ? '' : ` (${yours.suffered} damage after their armour)`}; their ${name(theirs.kind)} is resolved after it, if they can still act.` };
  }
  if (yours.suffered === null || theirs.suffered === null) {
    return { first: 'unknown', text: 'Whoever suffers more after armour is hit first; a tie lands both at once. Compare with the GM.' };
  }
  if (yours.suffered > theirs.suffered) {
    return { first: 'you', text: `They suffer ${yours.suffered} and you ${theirs.suffered}: they are hit first, and if that stops them you take nothing.` };
  }
  if (yours.suffered < theirs.suffered) {
    return { first: 'them', text: `You suffer ${theirs.suffered} and they ${yours.suffered}: you are hit first, and if that stops you your counter does not land.` };
  }
  return { first: 'both', text: `Both suffer ${yours.suffered}: the two hits land at once.` };
}
