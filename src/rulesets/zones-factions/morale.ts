/**
 * Morale at the end of the round: a group reduced this round to half its original number or
 * less, or a character fighting alone reduced this round to half its maximum health or less,
 * makes a WIT save; failing means surrendering or retreating, passing spares further checks
 * for the rest of the stretch. Characters immune to fear never check. `due`: the state says a
 * round that ended left a lone character at half health or less (the check was not made then).
 * @see 004 Morale
 */
import type { Note, PlannedAction } from '../../engine/ruleset';
import { saveCheck } from './saves';
import { SRC } from './tables';
import type { Declaration, Options, Sheet, TurnState } from './types';

/** Whether this round's losses call for a morale check, and why (or why not). */
export function moraleTriggered(sheet: Sheet, d: Declaration, due = false): { triggered: boolean; why: string } {
  if (d.groupOriginal <= 1) {
    if (due) return { triggered: true, why: `Fighting alone, your health fell to half or less in the round that ended (${sheet.health} of ${sheet.maxHp}).` };
    const before = d.healthAtStart ?? sheet.maxHp;
    const half = sheet.maxHp / 2;
    if (sheet.health <= half && before > half) return { triggered: true, why: `Fighting alone, you fell from ${before} to ${sheet.health} health of ${sheet.maxHp} this round: half or less.` };
    return { triggered: false, why: sheet.health > half ? `Fighting alone with ${sheet.health} of ${sheet.maxHp} health: above half.` : 'You were already at half health or less when the round began.' };
  }
  const half = d.groupOriginal / 2;
  if (d.groupNow <= half && d.groupAtStart > half) return { triggered: true, why: `Your group fell from ${d.groupAtStart} to ${d.groupNow} of ${d.groupOriginal} this round: half or less.` };
  return { triggered: false, why: d.groupNow > half ? `Your group has ${d.groupNow} of ${d.groupOriginal}: above half.` : 'Your group was already at half or less when the round began.' };
}

/** The morale check of the end of the round, or notes saying why there is none. */
export function moraleAction(sheet: Sheet, d: Declaration, o: Options, s: TurnState, due = false): { action?: PlannedAction; notes: Note[] } {
  if (sheet.immuneToFear) return { notes: [{ label: 'Morale', text: 'Immune to fear: no morale checks.', source: SRC.morale }] };
  if (s.moraleSteady) return { notes: [{ label: 'Morale', text: 'You passed a morale check earlier in this stretch: no more checks.', source: SRC.morale }] };
  const t = moraleTriggered(sheet, d, due);
  if (!t.triggered) return { notes: [{ label: 'No morale check', text: t.why, source: SRC.morale }] };
  const notes: Note[] = [{ label: 'Why', text: t.why, source: SRC.morale }];
  if (d.groupOriginal <= 1 && d.healthAtStart === null) notes.push({ label: 'Health at the round\'s start', text: 'Not entered: taken as above half. Enter it if you were already at half or less.', source: SRC.morale });
  notes.push({ label: 'On a fail', text: 'Surrender or retreat. On a pass, no more morale checks this stretch.', source: SRC.morale });
  return { notes: [], action: { id: 'morale', kind: 'check', label: 'Morale: group WIT save', timing: { kind: 'turn' }, check: saveCheck('WIT', sheet.wit, o.saveEqual, SRC.morale, { pass: 'steady', fail: 'surrender or retreat' }), notes } };
}
