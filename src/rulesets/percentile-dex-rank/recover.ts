/**
 * Healing declarations: First Aid on one injury (the helper's d100 roll, then 1D3 up to what
 * that injury took, once per injury), a week of rest (1D3) or in hospital (3), or starting the
 * tracked hit points again from the sheet.
 * @see 003 5.14 Healing
 */
import { bandsFromFaces } from '../../engine/check';
import type { Dice } from '../../engine/dice';
import type { Note, PlannedAction } from '../../engine/ruleset';
import { applyFirstAid, applyWeek, firstAidProblem } from './health';
import type { CarriedState } from './state';
import { SRC } from './tables';
import type { Declaration, Sheet } from './types';

const styles = { success: { label: 'Success', tone: 1 }, failure: { label: 'Failure', tone: 0 } } as const;

/** The healing action, or a lost note when First Aid cannot be applied. */
export function planRecover(d: Declaration, s: CarriedState): { actions: PlannedAction[]; lost: Note[] } {
  const turn = { kind: 'turn' as const, note: 'Not on a DEX rank: First Aid takes a round, healing a week' };
  if (d.recovery === 'first-aid') {
    const problem = firstAidProblem(s.injuries, d.injury);
    if (problem) return { actions: [], lost: [{ label: 'First Aid', text: problem, source: SRC.healing }] };
    const need = Math.max(0, d.firstAidSkill);
    return { lost: [], actions: [{
      id: 'heal', kind: 'check', label: `First Aid on injury ${d.injury} (${s.injuries[d.injury - 1]!.hp} HP)`, timing: turn,
      check: { die: 100, mode: 'under', need, bonus: 0, modifiers: [{ label: 'First Aid skill', value: need, source: SRC.healing }],
        bands: bandsFromFaces(100, (f) => ({ outcome: f <= need ? 'success' : 'failure' }), styles), summary: `need ${need} · heals 1D3, at most ${s.injuries[d.injury - 1]!.hp}` },
      notes: [{ label: 'Once per injury', text: 'Whatever the roll, this injury is bandaged and cannot have First Aid again.', source: SRC.healing }],
    }] };
  }
  if (d.recovery === 'reset') return { lost: [], actions: [{ id: 'heal', kind: 'other', label: 'Start again from the sheet\'s current HP', timing: turn }] };
  return { lost: [], actions: [{ id: 'heal', kind: 'other', label: d.recovery === 'hospital' ? 'A week in hospital: 3 HP' : 'A week of rest: 1D3 HP', timing: turn }] };
}

/** Rolls a healing action: the First Aid roll then its 1D3, or the week's 1D3. Returns the new state and what happened. */
export function rollRecover(d: Declaration, s: CarriedState, sheet: Sheet, dice: Dice, face: number | undefined): { state: CarriedState; text: string } {
  if (d.recovery === 'reset') return { state: { ...s, hp: sheet.currentHp, injuries: [], woken: false, unconsciousRounds: 0, dead: false }, text: `Tracking starts again at ${sheet.currentHp} HP with no injuries.` };
  if (d.recovery === 'first-aid') {
    const success = face !== undefined && face <= d.firstAidSkill;
    const roll = success ? dice.roll(3) : 0;
    const r = applyFirstAid(s, d.injury, success, roll);
    return { state: r.state, text: success ? `First Aid worked: 1D3 rolled ${roll}, ${r.healed} HP back (at most what the injury took).` : 'First Aid failed: the wound is bandaged but no HP come back.' };
  }
  const amount = d.recovery === 'hospital' ? 3 : dice.roll(3);
  const r = applyWeek(s, amount, sheet.maxHp);
  return { state: r.state, text: `${d.recovery === 'hospital' ? 'Hospital: 3' : `1D3 rolled ${amount}`}: ${r.healed} HP back (up to your maximum).` };
}
