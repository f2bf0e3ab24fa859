/**
 * The character's own AC for the round, for the GM: the sheet's AC, -2 after a charge, +2 for
 * parry and dodge, and a condition from a foe's critical (prone: worse against melee, better
 * against missiles; blinded: worse against both).
 * @see 002 17.0.1.8 Charge; 17.0.1.4 Parry and Dodge; 17.0.3 Critical Hit (condition chart)
 */
import type { Modifier, Stat } from '../../engine/ruleset';
import { activeConditions, RULES, SRC } from './tables';
import type { Declaration, Sheet } from './types';

/** The AC stats of the round: one "AC", or two (against melee, against missiles) when they differ. */
export function ownDefence(sheet: Sheet, d: Declaration, charging: boolean): Stat[] {
  const common: Modifier[] = [];
  if (charging) common.push({ label: 'Charging', value: RULES.chargeAc, source: SRC.charge });
  if (d.action === 'parry-dodge') common.push({ label: 'Parry and dodge', value: RULES.parryDodgeAc, source: SRC.parryDodge });
  if (d.acMod) common.push({ label: "GM's call", value: d.acMod });
  const conds = activeConditions(d);
  const melee = [...common, ...conds.flatMap((c) => (c.acMelee ? [{ label: c.label, value: c.acMelee, source: c.source }] : []))];
  const missile = [...common, ...conds.flatMap((c) => (c.acMissile ? [{ label: c.label, value: c.acMissile, source: c.source }] : []))];
  const value = (mods: readonly Modifier[]) => sheet.ac + mods.reduce((s, m) => s + m.value, 0);
  const stat = (label: string, mods: Modifier[], text: string): Stat => ({ label, value: value(mods), ...(mods.length ? { modifiers: mods } : {}), text });
  if (value(melee) === value(missile)) return [stat('AC', melee, `Your AC this round (usually ${sheet.ac})`)];
  return [stat('AC against melee', melee, `Usually ${sheet.ac}`), stat('AC against missiles', missile, `Usually ${sheet.ac}`)];
}
