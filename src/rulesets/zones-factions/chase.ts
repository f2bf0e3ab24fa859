/**
 * Long chases: the fleeing side makes a group AGI save; those who pass escape, those who fail
 * are caught. A side that is faster or keeps its speed longer escapes without a save; one that
 * is slower or tires sooner cannot escape.
 * @see 004 Chases
 */
import type { Note, PlannedAction } from '../../engine/ruleset';
import { saveCheck } from './saves';
import { SRC } from './tables';
import type { Declaration, Options, Sheet } from './types';

/** The fleeing character's AGI save, or why there is none. */
export function chaseAction(sheet: Sheet, d: Declaration, o: Options): { action?: PlannedAction; lost: Note[]; notes: Note[] } {
  if (d.chase === 'faster') return { lost: [], notes: [{ label: 'Chase', text: 'You are faster, or keep your speed longer: you escape without a save.', source: SRC.chases }] };
  if (d.chase === 'slower') return { lost: [{ label: 'Chase', text: 'The pursuers are faster, or keep their speed longer: you cannot escape.', source: SRC.chases }], notes: [] };
  return { lost: [], notes: [], action: { id: 'chase', kind: 'check', label: 'Flee: group AGI save', timing: { kind: 'turn' },
    check: saveCheck('AGI', sheet.agi, o.saveEqual, SRC.chases, { pass: 'escaped', fail: 'caught' }),
    notes: [{ label: 'Group save', text: 'Everyone fleeing rolls: those who pass get away, those who fail are caught.', source: SRC.chases }] } };
}
