/**
 * Non-lethal attacks (disarm, shove, grapple) and grabs: the target resists with a STR save
 * unless the attacker is larger; a smaller character cannot disarm, shove or grab a larger one;
 * a larger shover does d4 direct damage and pushes further; a grabbed character can only try
 * to break free (not with a STR save when its grabber is larger); allies may free it.
 * @see 004 Non-lethal attacks; Effects of size in combat (Non-lethal attacks; Shoving and grabbing)
 */
import { distOf } from '../../engine/dist';
import { die } from '../../engine/notation';
import type { ActionKind, Note, PlannedAction } from '../../engine/ruleset';
import type { DamageSpec } from './damage';
import { saveCheck } from './saves';
import { shoveZones, sizeDiff } from './size';
import { nonLethalAttacks, RULES, SRC, type NonLethal } from './tables';
import type { Declaration, Options, Sheet } from './types';
import { HIT_WORDS, type PlannedAttack } from './attack';

/** The d4 direct damage of a larger character's shove (armour does not count). */
export const shoveDamage: DamageSpec = { expr: die(RULES.shoveDamageDie), twice: false, halvings: 0, text: '1d4 direct damage from a larger shover' };

/** What happens to the target, given the sizes (`diff`: sizes the attacker is larger). */
function effectText(kind: NonLethal, diff: number): string {
  const effect = kind === 'shove' && diff > 0 ? `is pushed ${shoveZones(diff)} zone${diff > 1 ? 's' : ''} where you choose and takes 1d4 direct damage` : nonLethalAttacks[kind].effect;
  return diff > 0 ? `Being larger, you leave the target no STR save (it may still dodge or counter): it ${effect}.` : `The target makes a STR save, or it ${effect}.`;
}

/** Plans a disarm, shove or grapple on a nearby target; lost when the target is larger. */
export function nonLethalAttack(sheet: Sheet, d: Declaration, o: Options, kind: NonLethal, id: string, actionKind: ActionKind, counter: boolean): PlannedAttack {
  const diff = sizeDiff(sheet.size, d.foeSize);
  const title = `${nonLethalAttacks[kind].label}${counter ? ' (counter)' : ''}`;
  if (diff < 0) return { lost: [{ label: title, text: 'Your target is bigger than you: your disarm, shove or grab has no hold on it.', source: SRC.size }] };
  const check = d.targetVisible ? undefined : saveCheck('WIT', sheet.wit, o.saveEqual, SRC.attacking, HIT_WORDS);
  const notes: Note[] = [
    { label: 'To hit', text: check ? 'You cannot see the target: a WIT save to hit.' : 'Hits automatically; the target may dodge or counter.', source: SRC.attacking },
    { label: 'Effect', text: effectText(kind, diff), source: SRC.nonLethal },
  ];
  if (kind === 'grapple') notes.push({ label: 'Holding on', text: diff > 0
    ? 'One hand holds it; you can do anything else while keeping hold.'
    : 'While you hold it you may move together, disarm it, hide behind it, or attack one-handed or unarmed; anything else lets it go.', source: SRC.nonLethal });
  if (kind === 'disarm') notes.push({ label: 'Free hand', text: 'With a free hand you may catch the dropped weapon.', source: SRC.nonLethal });
  const shove = kind === 'shove' && diff > 0;
  const action: PlannedAction = {
    id, kind: actionKind, label: title, timing: { kind: 'turn' }, tags: ['melee', 'non-lethal'], notes,
    ...(check ? { check } : {}),
    ...(shove ? { damage: [{ outcomes: [check ? 'pass' : 'hit'], expr: shoveDamage.expr, multiplier: 1, modifiers: [], dist: distOf(shoveDamage.expr), armour: 'no' as const, note: shoveDamage.text }] } : {}),
  };
  return { action, lost: [], ...(shove ? { spec: shoveDamage } : {}) };
}

/** What a failed STR save means for the defender. */
const ON_FAIL: Readonly<Record<NonLethal, string>> = {
  disarm: 'You drop a weapon of the attacker\'s choice (it may catch it with a free hand).',
  shove: 'You are pushed half a zone where the attacker chooses, perhaps into a hazard.',
  grapple: 'You are grabbed: you cannot act except to try to break free, and cannot react.',
};

/**
 * The defender's STR save against an incoming disarm, shove or grapple (`foeSize` is the
 * attacker's): none when the attacker is larger (no save allowed) or smaller (it cannot work).
 */
export function resistAction(sheet: Sheet, d: Declaration, o: Options, kind: NonLethal): { action?: PlannedAction; note?: Note } {
  const diff = sizeDiff(sheet.size, d.foeSize);
  const what = nonLethalAttacks[kind].label.toLowerCase();
  if (diff > 0) return { note: { label: 'Too big', text: `A smaller attacker cannot ${what === 'grapple' ? 'grab' : what} you: it has no effect.`, source: SRC.size } };
  if (diff < 0) return { note: { label: 'No STR save', text: `The attacker is larger: you cannot resist its ${what} with a STR save, though you may dodge or counter.`, source: SRC.size } };
  return { action: { id: 'resist', kind: 'check', label: `STR save against the ${what}`, timing: { kind: 'turn' }, check: saveCheck('STR', sheet.str, o.saveEqual, SRC.nonLethal, { pass: 'resisted', fail: nonLethalAttacks[kind].failed }),
    notes: [{ label: 'On a fail', text: ON_FAIL[kind], source: SRC.nonLethal }] } };
}

/** Breaking free of a grab (the whole turn) or freeing a grabbed ally (a main action): a STR save. */
export function breakFreeAction(sheet: Sheet, d: Declaration, o: Options, ally: boolean): { action?: PlannedAction; lost?: Note } {
  if (!ally && sizeDiff(sheet.size, d.foeSize) < 0) {
    return { lost: { label: 'Break free', text: 'Held by a larger character, you cannot break free with a STR save.', source: SRC.size } };
  }
  return { action: { id: ally ? 'free-ally' : 'break-free', kind: 'check', label: ally ? 'Free a grabbed ally' : 'Break free', timing: { kind: 'turn' },
    check: saveCheck('STR', sheet.str, o.saveEqual, SRC.nonLethal, { pass: 'free', fail: 'still held' }),
    notes: [{ label: 'On a pass', text: ally ? 'Your ally is free.' : 'You are free, but this took your turn.', source: SRC.nonLethal }] } };
}
