/**
 * Shooting into melee: before each shot, d100 + weapon rank + 2 x Master Bowman rank
 * (+5 specialist, +10 double specialist); at or below the table's number the shot targets a
 * friend. Raw 05 or less (03 specialist, 01 double specialist) always targets a friend.
 * The state's modifiers to all actions (wound level, grievous wounds) count in the roll.
 * @see 000 Shooting Into Melee
 */
import { bandsFromFaces } from '../../engine/check';
import type { CheckPlan, Modifier } from '../../engine/ruleset';
import { intoMeleeSpec, intoMeleeTable, SRC, type Specialisation } from './tables';

/** Whether a raw d100 face with this roll bonus targets a friend. */
export function targetsFriend(face: number, bonus: number, friendAtMost: number, spec: Specialisation): boolean {
  return face <= intoMeleeSpec[spec].alwaysFriend || face + bonus <= friendAtMost;
}

/**
 * The friend-or-foe roll as a check: mode 'over' (d100 + bonus must exceed the table number),
 * outcome 'fail' = the shot targets a friend, 'pass' = it targets the foe.
 * @throws Error for an unknown configuration id.
 */
export function intoMeleeCheck(config: string, weaponRank: number, masterBowmanRank: number, spec: Specialisation, lasting: readonly Modifier[] = []): CheckPlan {
  const row = intoMeleeTable.find((r) => r.value === config);
  if (!row) throw new Error(`Shooting into melee: expected one of ${intoMeleeTable.map((r) => r.value).join(', ')}, but received "${config}"`);
  const modifiers: Modifier[] = [{ label: 'Weapon rank', value: weaponRank, source: SRC.intoMelee }];
  if (masterBowmanRank) modifiers.push({ label: 'Master Bowman rank x 2', value: 2 * masterBowmanRank, source: SRC.intoMelee });
  if (intoMeleeSpec[spec].bonus) modifiers.push({ label: spec === 'double' ? 'Double specialist' : 'Specialist', value: intoMeleeSpec[spec].bonus, source: SRC.intoMelee });
  // Wound modifiers apply to all actions: this roll is part of the shot.
  modifiers.push(...lasting);
  const bonus = modifiers.reduce((s, m) => s + m.value, 0);
  const always = intoMeleeSpec[spec].alwaysFriend;
  const bands = bandsFromFaces(100, (f) => {
    if (f + bonus <= row.friendAtMost) return { outcome: 'fail' };
    return f <= always ? { outcome: 'fail', automatic: true } : { outcome: 'pass' };
  }, { pass: { label: 'Targets the foe', tone: 1 }, fail: { label: 'Targets a friend', tone: 0 } });
  const friendFaces = Math.max(always, Math.min(100, row.friendAtMost - bonus));
  return {
    die: 100, mode: 'over', need: row.friendAtMost + 1, bonus, modifiers, bands,
    summary: `friend on ${friendFaces <= 0 ? 'none' : `≤${String(friendFaces).padStart(2, '0')}`} (${row.label}; always ≤${String(always).padStart(2, '0')})`,
  };
}
