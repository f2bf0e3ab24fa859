/**
 * The character's conditions from the lasting state, in the text's words, and whether the
 * character is down (incapacitated, dead).
 * @see 004 Attacking (incapacitated, death blow); Non-lethal attacks; Morale; Surrendering; Combat gear degradation
 */
import type { CharacterStatus, Condition } from '../../engine/ruleset';
import type { GearWear, Lasting } from './lasting';
import { SRC } from './tables';
import type { Sheet } from './types';

/** The named gear of the sheet with its wear: each weapon, the armour (when worn), the shield (when carried). */
export function gearOf(sheet: Sheet, l: Lasting): { id: string; name: string; wear: GearWear }[] {
  const out = sheet.weapons.map((w, i) => ({ id: `weapon-${i + 1}`, name: w.name || `Weapon ${i + 1}`, wear: l.weapons[i]! }));
  if (sheet.armour - (sheet.shield ? 1 : 0) > 0) out.push({ id: 'armour', name: 'Armour', wear: l.armour });
  if (sheet.shield) out.push({ id: 'shield', name: 'Shield', wear: l.shield });
  return out;
}

/** The conditions on the strip. */
export function conditionsOf(sheet: Sheet, l: Lasting, moraleSteady: boolean): Condition[] {
  const out: Condition[] = [];
  if (l.dead) out.push({ id: 'dead', label: 'Dead', text: 'Killed by a death blow.', source: SRC.attacking });
  else if (l.incapacitated) out.push({ id: 'incapacitated', label: 'Incapacitated', text: 'No actions or reactions; a nearby foe may kill you with a death blow. Clear it when the GM says you are back up.', source: SRC.attacking });
  if (l.grabbed) out.push({ id: 'grabbed', label: 'Grabbed', text: 'You can only try to break free (a STR save, your whole turn), and cannot react.', source: SRC.nonLethal });
  if (l.disarmed) out.push({ id: 'disarmed', label: 'Disarmed', text: 'A weapon of the attacker\'s choice is on the ground: picking it up is a bonus action (clear it then).', source: SRC.nonLethal });
  if (l.surrendered) out.push({ id: 'surrendered', label: 'Surrendered', text: 'You attack no more; harmed by the enemy, you may fight again.', source: SRC.surrender });
  if (l.moraleBroken) out.push({ id: 'morale-broken', label: 'Morale broken', text: 'You failed a morale check: surrender or retreat. Harmed by the enemy, you may fight again.', source: SRC.morale });
  if (l.moraleDue) out.push({ id: 'morale-due', label: 'Morale check', text: 'Your health fell to half or less last round: if you fight alone, make a morale check (a WIT save).', source: SRC.morale });
  if (moraleSteady) out.push({ id: 'steady', label: 'Steady', text: 'You passed a morale check: no more this stretch.', source: SRC.morale });
  for (const g of gearOf(sheet, l)) {
    if (g.wear.destroyed) out.push({ id: g.id, label: `${g.name} destroyed`, text: g.id.startsWith('weapon') ? 'It cannot be used.' : 'Its armour no longer counts.', source: SRC.gear });
    else if (g.wear.damaged) out.push({ id: g.id, label: `${g.name} damaged`, text: g.id.startsWith('weapon') ? 'Destroyed if its damage die shows a 1 on an attack.' : 'Destroyed by a hit of 8 or more before armour.', source: SRC.gear });
  }
  const used = gearOf(sheet, l).filter((g) => g.wear.used && !g.wear.destroyed);
  if (used.length) out.push({ id: 'durability', label: 'Durability rolls due', text: `After the fight: ${used.map((g) => g.name).join(', ')} (declare "End of round" with "The fight is over" ticked; clear to skip).`, source: SRC.gear });
  return out;
}

/** Why the character cannot act, in the text's word, or undefined. */
export function downOf(l: Lasting): CharacterStatus['down'] {
  if (l.dead) return { word: 'dead', text: 'Killed by a death blow.', source: SRC.attacking };
  if (l.incapacitated) return { word: 'incapacitated', text: `Incapacitated at ${l.health} health: no actions or reactions.`, source: SRC.attacking };
  return undefined;
}
