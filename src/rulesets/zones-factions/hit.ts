/**
 * `takeHit`: an attack landing on this character, from another phone's code or typed by hand.
 * The attack is taken as it lands: to dodge, counter or resist it, declare the reaction (a scan
 * fills it in) and roll, which applies what gets through the same way.
 * - 'hit' (an automatic hit) and 'pass' (the attacker's WIT save to hit passed): the damage less
 *   armour comes off health (wound.ts); a hit typed with armour 'no' is direct damage; the tag
 *   'cover' adds the cover's +1 (never above 3).
 * - 'fail' and 'miss': nothing happens, and the report says so.
 * - A non-lethal attack from a code (disarm, shove, grapple): this character's STR save is
 *   rolled here (none when the attacker is larger, as its entry says); failing it, the character
 *   is disarmed, shoved or grabbed. Typed by hand, the outcome says what the failed save led to:
 *   'grabbed', 'disarmed' or 'shoved'. A larger shover's d4 comes as direct damage.
 * - A death blow (from a code, or 'death-blow' typed): kills an incapacitated character;
 *   otherwise it changes nothing and says why.
 * @see 004 Attacking; Cover; Non-lethal attacks; Effects of size in combat
 */
import type { Dice } from '../../engine/dice';
import type { Hit, HitReport, Note, StateChange, StateInput } from '../../engine/ruleset';
import { checkHit } from '../../engine/state';
import { COUNTER_STOPPED } from './counter';
import type { Lasting } from './lasting';
import { RULESET_ID } from './react';
import { turnOf, writeRecord } from './record';
import { passUpTo } from './saves';
import { readInput } from './stateInput';
import { isNonLethal, nonLethalAttacks, RULES, SRC, type NonLethal } from './tables';
import type { Sheet } from './types';
import { sufferHit } from './wound';

/** The outcomes a hit typed by hand may carry, and what each is. */
export const HIT_OUTCOMES = [
  { id: 'hit', label: 'Hit' }, { id: 'grabbed', label: 'Grabbed (failed STR save)' }, { id: 'disarmed', label: 'Disarmed (failed STR save)' },
  { id: 'shoved', label: 'Shoved (failed STR save)' }, { id: 'death-blow', label: 'Death blow' },
] as const;

const EFFECT: Readonly<Record<string, NonLethal>> = { grabbed: 'grapple', disarmed: 'disarm', shoved: 'shove' };

const change = (l: Lasting, sheet: Sheet, input: StateInput, notes: Note[], hits: HitReport[]): StateChange =>
  ({ state: writeRecord(turnOf(input.state), l, sheet), notes, hits });

/** The lasting state after a failed save against a non-lethal attack. */
export function nonLethalEffect(l: Lasting, kind: NonLethal): { lasting: Lasting; note: Note } {
  const text = kind === 'grapple' ? 'Grabbed: you cannot act except to try to break free (a STR save, your whole turn), and cannot react.'
    : kind === 'disarm' ? 'Disarmed: you dropped a weapon of the attacker\'s choice (picking it up is a bonus action).'
      : 'Shoved half a zone (or further by a larger shover) where the attacker chose.';
  return { lasting: kind === 'grapple' ? { ...l, grabbed: true } : kind === 'disarm' ? { ...l, disarmed: true } : l, note: { label: nonLethalAttacks[kind].label, text, source: SRC.nonLethal } };
}

/**
 * Applies one hit to the character. Dice: the STR save against a non-lethal attack from a code.
 * @throws Error "Expected an attack from zones-factions but received one from ..." for another
 * system's code, "Expected an attack ..." for an entry that is not one, "Expected the outcome ..."
 * for an outcome this system does not have, and the {@link checkHit} errors.
 */
export function takeHit(input: StateInput, hit: Hit, dice: Dice): StateChange {
  checkHit(hit);
  if (hit.from && hit.from.rulesetId !== RULESET_ID) throw new Error(`Expected an attack from ${RULESET_ID} but received one from ${hit.from.rulesetId}`);
  const e = hit.entry;
  if (e && !(e.kind === 'attack' || (e.kind === 'reaction' && (e.id === 'counter' || e.id === 'opportunity')))) throw new Error(`Expected an attack but received a ${e.kind} ("${e.label}")`);
  const { sheet, o, l } = readInput(input);
  const report = (outcome: string, label: string, taken: number, text: string): HitReport => ({ outcome, label, damage: hit.damage, taken, text });
  if (hit.outcome === 'unknown') throw new Error('Expected a resolved attack (hit, pass or fail) but received "unknown"');
  if (e && e.kind === 'reaction' && e.id === 'counter' && e.notes?.some((n) => n.label === COUNTER_STOPPED)) {
    const text = 'Your attack hit first and stopped them: their counter does not land.';
    return change(l, sheet, input, [{ label: COUNTER_STOPPED, text, source: SRC.counter }], [report('miss', 'Counter stopped', 0, text)]);
  }
  if (hit.outcome === 'fail' || hit.outcome === 'miss') {
    const text = 'The attack missed: nothing happens.';
    return change(l, sheet, input, [{ label: 'Missed', text, source: SRC.attacking }], [report('miss', 'Miss', 0, text)]);
  }
  if (hit.outcome === 'death-blow' || (e && /: death blow$/.test(e.label))) {
    if (!l.incapacitated || l.dead) {
      const text = l.dead ? 'Already dead.' : 'A death blow needs an incapacitated target: you are still up, so nothing happens.';
      return change(l, sheet, input, [{ label: 'Death blow', text, source: SRC.attacking }], [report('death-blow', 'Death blow', 0, text)]);
    }
    const text = 'Incapacitated and nearby, you are killed by a death blow.';
    return change({ ...l, dead: true }, sheet, input, [{ label: 'Dead', text, source: SRC.attacking }], [report('death-blow', 'Death blow', 0, text)]);
  }
  const typed = EFFECT[hit.outcome];
  const coded = e && hit.tags.includes('non-lethal') ? (isNonLethal(e.id) ? e.id : undefined) : undefined;
  if (!typed && hit.outcome !== 'hit' && hit.outcome !== 'pass') throw new Error(`Expected the outcome hit, pass, fail, grabbed, disarmed, shoved or death-blow but received "${hit.outcome}"`);
  if (!typed && !coded && hit.tags.includes('non-lethal')) throw new Error('Expected the outcome grabbed, disarmed or shoved for a non-lethal attack typed by hand but received "hit"');
  const kind = typed ?? coded;
  const notes: Note[] = [];
  let lasting = l, taken = 0, text = '';
  if (kind) {
    // A larger attacker leaves no STR save (its entry says so); typed by hand, the save already failed.
    const noSave = typed !== undefined || (e?.notes ?? []).some((n) => n.label === 'Effect' && n.text.startsWith('Being larger'));
    const face = noSave ? undefined : dice.roll(RULES.saveDie);
    const resisted = face !== undefined && face !== RULES.saveDie && face <= passUpTo(sheet.str, o.saveEqual);
    if (face !== undefined) notes.push({ label: 'STR save', text: `${face} against STR ${sheet.str}: ${resisted ? 'resisted' : 'failed'}.`, source: SRC.nonLethal });
    if (!resisted) {
      const r = nonLethalEffect(lasting, kind);
      lasting = r.lasting;
      notes.push(r.note);
    }
    text = resisted ? `${nonLethalAttacks[kind].label} resisted.` : `${nonLethalAttacks[kind].label}: ${nonLethalAttacks[kind].failed}.`;
    if (!resisted && hit.damage > 0) {
      const w = sufferHit(lasting, sheet, o, hit.damage, true, false);
      lasting = w.lasting; taken = w.taken; text += ` ${w.text}`; notes.push(...w.notes);
    }
    return change(lasting, sheet, input, notes, [report(resisted ? 'resisted' : nonLethalAttacks[kind].failed, nonLethalAttacks[kind].label, taken, text)]);
  }
  const w = sufferHit(l, sheet, o, hit.damage, hit.armour === 'no', hit.tags.includes('cover'));
  return change(w.lasting, sheet, input, [...w.notes], [report('hit', 'Hit', w.taken, w.text)]);
}
