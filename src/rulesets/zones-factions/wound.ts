/**
 * One hit landing on the character, shared by `takeHit` and a rolled reaction: armour (what is
 * left of it, +1 in cover, never above 3) comes off unless the damage is direct, health goes
 * down (never below 0), a damaged shield (first) or damaged armour is destroyed by a hit of 8
 * or more before armour, the incapacitation reading decides whether the hit incapacitates, and
 * being harmed lets a character who surrendered or failed morale fight again.
 * @see 004 Attacking; Cover; Combat gear degradation; Surrendering; incapacitation.ts
 */
import type { Note } from '../../engine/ruleset';
import { incapacitates } from './incapacitation';
import { armourLeft, type Lasting } from './lasting';
import { armourAgainst } from './size';
import { RULES, SRC } from './tables';
import type { Options, Sheet } from './types';

/** What a hit did. */
export interface Wound {
  readonly lasting: Lasting;
  /** The armour that counted (0 for direct damage). */
  readonly armour: number;
  /** Health lost (what got through armour, at most the health there was). */
  readonly taken: number;
  /** "7 damage, 5 after armour 2; health 12 → 7". */
  readonly text: string;
  readonly notes: readonly Note[];
}

/** Applies `damage` (before armour); `direct` when armour does not count, `cover` when the character is in cover. */
export function sufferHit(l: Lasting, sheet: Sheet, o: Options, damage: number, direct: boolean, cover: boolean): Wound {
  const armour = direct ? 0 : armourAgainst(armourLeft(sheet, l), cover);
  const through = Math.max(0, damage - armour);
  const taken = Math.min(l.health, through);
  const health = l.health - taken;
  const notes: Note[] = [];
  let next: Lasting = { ...l, health };
  if (!direct) {
    const hasBody = sheet.armour - (sheet.shield ? 1 : 0) > 0 && !l.armour.destroyed;
    next = { ...next, armour: hasBody ? { ...next.armour, used: true } : next.armour, shield: sheet.shield && !l.shield.destroyed ? { ...next.shield, used: true } : next.shield };
    if (damage >= RULES.breaksGearAt) {
      if (sheet.shield && l.shield.damaged && !l.shield.destroyed) {
        next = { ...next, shield: { ...next.shield, destroyed: true } };
        notes.push({ label: 'Shield destroyed', text: `A hit of ${damage} before armour destroys your damaged shield.`, source: SRC.gear });
      } else if (hasBody && l.armour.damaged) {
        next = { ...next, armour: { ...next.armour, destroyed: true } };
        notes.push({ label: 'Armour destroyed', text: `A hit of ${damage} before armour destroys your damaged armour.`, source: SRC.gear });
      }
    }
  }
  if (taken > 0 && (l.moraleBroken || l.surrendered)) {
    next = { ...next, moraleBroken: false, surrendered: false };
    notes.push({ label: 'Harmed', text: 'Harmed by the enemy, you may fight on normally, whatever morale said.', source: SRC.surrender });
  }
  const why = !l.incapacitated && !l.dead ? incapacitates(through, health, sheet.maxHp, o.incapacitation) : undefined;
  if (why) {
    next = { ...next, incapacitated: true };
    notes.push({ label: 'Incapacitated', text: `Incapacitated (${why}): no actions or reactions; a nearby foe may kill you with a death blow.`, source: SRC.attacking });
  }
  const text = `${damage} damage, ${direct ? 'direct (armour does not count)' : `${through} after armour ${armour}`}; health ${l.health} → ${health}`;
  return { lasting: next, armour, taken, text, notes };
}
