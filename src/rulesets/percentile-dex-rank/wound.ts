/**
 * One hit landing on the character, shared by `takeHit` and the rolled "Defend against an
 * attack": the armour points come off (unless the hit ignores armour), what gets through comes
 * off current hit points as one injury, and a hit that reduces the character to 2 (or less, by
 * the reading) knocks them out for 1D6 hours. A special success takes armour like any hit: the
 * text subtracts armour "as normally"; its special result beyond the damage is the GM's.
 * @see 003 5.10 Armor; 5.12 Damage and Injury; 5.13 Special Successes
 */
import type { Dice } from '../../engine/dice';
import type { Note } from '../../engine/ruleset';
import { armourPoints } from './armour';
import { throughArmour } from './damage';
import { isUnconscious, takeDamage } from './health';
import type { CarriedState } from './state';
import { HP, SRC } from './tables';
import type { IncomingKind, Options, Sheet } from './types';

/** What a hit did: the next state, the armour points taken off, the damage taken, and the rules that applied. */
export interface Wound {
  readonly state: CarriedState;
  /** Armour points subtracted (0 when the hit ignores armour). */
  readonly ap: number;
  /** Damage after armour: what the hit points lost. */
  readonly taken: number;
  /** "9 damage, 7 after 2 armour points; HP 12 → 5". */
  readonly text: string;
  readonly notes: readonly Note[];
}

/**
 * Applies `damage` (before armour) of an attack reaching the character as `kind` (riot gear
 * counts 6 against firearms by default). `armour: false` when the damage ignores armour.
 * Dice: 1D6 hours when the hit knocks the character out.
 */
export function sufferHit(s: CarriedState, sheet: Sheet, o: Options, damage: number, kind: IncomingKind, armour: boolean, dice: Dice): Wound {
  const ap = armour ? armourPoints(sheet, kind, o.riotGear) : 0;
  const taken = throughArmour(damage, ap);
  const r = takeDamage(s, taken, o.unconscious, dice);
  const after = r.state;
  const text = `${damage} damage, ${armour ? `${taken} after ${ap} armour points` : 'armour does not apply'}; HP ${s.hp} → ${after.hp}`;
  const notes: Note[] = [];
  if (r.hours !== undefined) notes.push({ label: 'Unconscious', text: `Reduced to ${after.hp} HP: out for ${r.hours} hours (1D6) or until someone wakes you.`, source: SRC.damage });
  else if (taken > 0 && isUnconscious(s, o.unconscious)) notes.push({ label: 'Unconscious', text: 'Still unconscious.', source: SRC.damage });
  if (s.dead) notes.push({ label: 'Dead', text: 'Already dead.', source: SRC.damage });
  else if (after.hp <= HP.dead) notes.push({ label: 'Dying', text: 'At 0 HP or below: dead at the end of this round unless First Aid brings you to 1 or more.', source: SRC.healing });
  return { state: after, ap, taken, text, notes };
}
