/**
 * Morale for a GM's group at the end of a round (`MonsterRules.endOfRound`). The text: a group
 * reduced in the past round to half its original number or less, or a character fighting alone
 * reduced in the past round to half its maximum health or less, makes a group WIT save; those
 * who fail surrender or retreat, those who pass are not subject to morale for the rest of the
 * stretch; the immune to fear never check.
 *
 * Readings (the state keeps no count of the group at the round's start):
 * - A group's number is its members (`states.length`, its original number); a member still
 *   fighting is neither incapacitated, dead, surrendered nor broken by morale.
 * - Called at the end of every round, the first end of a round that finds the group at half or
 *   less is the round that reduced it there: the group checks then, unless a member already
 *   carries this stretch's result (passed: steady; failed: broken). So a group already at half
 *   does not check again when it loses more, as the player's morale form reads it too.
 * - Alone (a group of one): `nextRound` marks the check due (`moraleDue`) when health fell from
 *   above half the maximum to half or less in the round that ended; that mark calls for it.
 * - Each member still fighting rolls its own d20 against the sheet's WIT (a 20 always fails;
 *   a roll equal to WIT as the `saveEqual` option says). Failing sets `moraleBroken` (plan
 *   gives it no attack, the status strip says "Morale broken", and being harmed lets it fight
 *   again, @see 004 Surrendering); passing sets `moraleSteady` for the stretch.
 * @see 004 Morale; Surrendering
 */
import type { Dice } from '../../engine/dice';
import type { GroupInput } from '../../engine/monster';
import type { Note } from '../../engine/ruleset';
import { defaults, overDefaults, type Values } from '../../engine/schema';
import { readLasting, type Lasting } from './lasting';
import { turnOf, writeRecord } from './record';
import { passUpTo } from './saves';
import { optionsSchema } from './schemas';
import { RULES, SRC } from './tables';
import { asOptions, asSheet, type Options, type Sheet, type TurnState } from './types';

/** One member as the morale rule reads it. */
interface Member { readonly state: Values; readonly l: Lasting; readonly turn: TurnState }

/** Whether a member still fights: not incapacitated, dead, surrendered or broken by morale. */
export const stillFighting = (l: Lasting): boolean => !l.incapacitated && !l.dead && !l.surrendered && !l.moraleBroken;

const note = (label: string, text: string): Note => ({ label, text, source: SRC.morale });

/** Why a group of more than one checks now, or why not. */
function groupTrigger(members: readonly Member[]): { check: boolean; why: string } {
  const original = members.length;
  const now = members.filter((m) => stillFighting(m.l)).length;
  if (now === 0) return { check: false, why: `None of the ${original} is still fighting.` };
  if (now * 2 > original) return { check: false, why: `${now} of ${original} still fighting: above half.` };
  if (members.some((m) => m.turn.moraleSteady || m.l.moraleBroken)) return { check: false, why: `${now} of ${original} still fighting, but the group already made its morale check this stretch.` };
  return { check: true, why: `${now} of ${original} still fighting: half or less.` };
}

/** Why a character fighting alone checks now, or why not. */
function loneTrigger(sheet: Sheet, m: Member): { check: boolean; why: string } {
  if (!stillFighting(m.l)) return { check: false, why: `${sheet.name} is no longer fighting.` };
  if (m.turn.moraleSteady) return { check: false, why: `${sheet.name} passed a morale check earlier this stretch.` };
  if (!m.l.moraleDue) return { check: false, why: `${sheet.name} did not fall to half health or less this round (${m.l.health} of ${sheet.maxHp}).` };
  return { check: true, why: `Fighting alone, ${sheet.name} fell to half health or less this round (${m.l.health} of ${sheet.maxHp}).` };
}

/** One member's WIT save: the face, and whether it passed. */
function witSave(sheet: Sheet, o: Options, dice: Dice): { face: number; passed: boolean } {
  const face = dice.roll(RULES.saveDie);
  return { face, passed: face !== RULES.saveDie && face <= passUpTo(sheet.wit, o.saveEqual) };
}

/**
 * The group's morale at the end of a round: the members' states (same length and order; a
 * member the rule does not change is returned as given) and what applied. Dice: one d20 per
 * member still fighting, in order, when the check is made; none otherwise.
 */
export function endOfRound(group: GroupInput, dice: Dice): { states: Values[]; notes: Note[] } {
  const sheet = asSheet(group.sheet);
  const o = asOptions(overDefaults(optionsSchema.fields, group.options));
  const members: Member[] = group.states.map((state) => ({ state, l: readLasting(sheet, state), turn: turnOf(state) }));
  if (!members.length) return { states: [], notes: [] };
  if (sheet.immuneToFear) return { states: [...group.states], notes: [note('No morale check', `${sheet.name}: immune to fear, so never checks morale.`)] };
  const alone = members.length === 1;
  const t = alone ? loneTrigger(sheet, members[0]!) : groupTrigger(members);
  // In a group, a member's own health never calls for morale: drop the lone fighter's mark.
  const unmarked = (m: Member): Member => (!alone && m.l.moraleDue ? { ...m, l: { ...m.l, moraleDue: false } } : m);
  const notes: Note[] = [note(t.check ? 'Morale check' : 'No morale check', t.why)];
  if (!alone && members.some((m) => m.l.moraleDue)) notes.push(note('In a group', 'A member\'s own health does not call for morale in a group: only the group\'s number does.'));
  const out = members.map((m0, i) => {
    const m = unmarked(m0);
    if (!t.check || !stillFighting(m.l)) return m === m0 ? m.state : writeRecord(m.turn, m.l, sheet);
    const who = alone ? sheet.name : `${sheet.name} ${i + 1}`;
    const s = witSave(sheet, o, dice);
    notes.push(note(who, `Rolled ${s.face} against WIT ${sheet.wit}: ${s.passed ? 'passes, steady for the rest of the stretch' : 'fails, surrenders or retreats'}.`));
    const l: Lasting = { ...m.l, moraleDue: false, moraleBroken: !s.passed };
    return writeRecord(s.passed ? { ...m.turn, moraleSteady: true } : m.turn, l, sheet);
  });
  return { states: out, notes };
}
