/**
 * The character's armour: armour points (body armour plus helmet) taken off each hit, and the
 * skill penalties it brings: body armour to physical skills (Dodge among them), helmets to
 * perception skills (Listen, Spot).
 * @see 003 5.10 Armor (Armor Types table)
 */
import type { Modifier, Stat } from '../../engine/ruleset';
import { armourTable, helmetTable, SRC, type ArmourRow, type SkillGroup } from './tables';
import type { IncomingKind, Options, Sheet } from './types';

const rowOf = (table: readonly ArmourRow[], id: string): ArmourRow => table.find((r) => r.id === id) ?? table[0]!;

/**
 * Armour points against an attack of this kind: body armour plus helmet. Riot gear lists
 * 12/6; by default (`riotGear: 'firearms-6'`) 12 counts against everything but firearms, 6
 * against firearms (our reading: the text does not say).
 */
export function armourPoints(sheet: Sheet, kind: IncomingKind | undefined, riotGear: Options['riotGear']): number {
  const body = rowOf(armourTable, sheet.armour), helmet = rowOf(helmetTable, sheet.helmet);
  let points = body.points;
  if (body.firearmPoints !== undefined) {
    if (riotGear === 'always-6' || (riotGear === 'firearms-6' && kind === 'firearm')) points = body.firearmPoints;
  }
  return points + helmet.points;
}

/** The armour penalties (negative percent) on a skill group, with where they come from. */
export function skillPenalties(sheet: Sheet, group: SkillGroup): Modifier[] {
  const out: Modifier[] = [];
  for (const row of [rowOf(armourTable, sheet.armour), rowOf(helmetTable, sheet.helmet)]) {
    if (row.penalty && row.group === group) out.push({ label: row.name, value: row.penalty, source: SRC.armour });
  }
  return out;
}

/** A skill after armour penalties (never below 0). */
export function skillAfterArmour(sheet: Sheet, value: number, group: SkillGroup): { value: number; modifiers: Modifier[] } {
  const mods = skillPenalties(sheet, group);
  return { value: Math.max(0, value + mods.reduce((s, m) => s + m.value, 0)), modifiers: [{ label: 'Skill', value }, ...mods] };
}

/** The defence figures for the round: armour points (against most attacks, and firearms when different) and Dodge after armour. */
export function defenceStats(sheet: Sheet, riotGear: Options['riotGear']): Stat[] {
  const ap = armourPoints(sheet, 'melee', riotGear), apFire = armourPoints(sheet, 'firearm', riotGear);
  const body = rowOf(armourTable, sheet.armour), helmet = rowOf(helmetTable, sheet.helmet);
  const worn = [body, helmet].filter((r) => r.id !== 'none').map((r) => r.name).join(' and ') || 'no armour';
  const dodge = skillAfterArmour(sheet, sheet.dodge, 'physical');
  return [
    { label: 'Armour points', value: ap, text: apFire !== ap ? `${worn}; ${apFire} against firearms` : worn },
    { label: 'Dodge', value: dodge.value, modifiers: dodge.modifiers, text: 'after armour penalties' },
  ];
}

/** Every other skill of the sheet with the armour penalty on its group, as status figures (only the changed ones). */
export function penalisedSkills(sheet: Sheet): Stat[] {
  return sheet.skills.flatMap((s) => {
    if (s.group === 'other') return [];
    const after = skillAfterArmour(sheet, s.value, s.group);
    return after.value === s.value ? [] : [{ label: s.name || 'Skill', value: after.value, modifiers: after.modifiers, text: `${s.value}% before armour` }];
  });
}
