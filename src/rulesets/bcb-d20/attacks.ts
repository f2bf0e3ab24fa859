/**
 * The attacks of a round: how many (attacks per round; one when moving or charging; a bow's
 * second arrow when standing still; an off-hand attack with two weapons), and each attack's
 * initiative, roll and damage. Each attack that can be a Mighty Blow is followed by its d20
 * effect roll, which the roll makes only when the Mighty Blow happens.
 * @see 001 The Combat Round; Archery; Missile Attacks; Charging into combat; Two-Weapon Fighting
 */
import type { Modifier, Note, PlannedAction } from '../../engine/ruleset';
import { attackCheck, rollNeeded } from './attackRoll';
import { damagePlans } from './damage';
import { initiativeTiming } from './initiative';
import { effectOddsText } from './mightyBlows';
import { toHitModifiers, sum } from './modifiers';
import { RULES, SRC } from './tables';
import type { Declaration, Options, Sheet } from './types';
import { weaponOf, type UsedWeapon } from './weapons';

/** Suffix of the id of an attack's Mighty Blow effect roll ('a1-mb'). */
export const EFFECT_SUFFIX = '-mb';

/** How many main-hand attacks the declaration leaves, with what it costs. */
export function attackCount(sheet: Sheet, d: Declaration, w: UsedWeapon, bowArrows: Options['bowArrows'] = 'round'): { count: number; lost: Note[]; notes: Note[] } {
  const lost: Note[] = [];
  const notes: Note[] = [];
  if (d.action === 'charge') {
    if (sheet.attacksPerRound > 1) lost.push({ label: 'Charge', text: `A charge allows a single attack (${sheet.attacksPerRound - 1} lost).`, source: SRC.charge });
    return { count: 1, lost, notes };
  }
  let count = sheet.attacksPerRound;
  if (d.movement === 'half' && count > 1) {
    lost.push({ label: 'Half move and attack', text: `Moving allows one attack this round (${count - 1} lost).`, source: SRC.round });
    count = 1;
  }
  // "Two arrows a round": by default the bow's rate, not a doubling of a fighter's extra attacks.
  if (w.kind === 'bow' && d.movement === 'stand' && (bowArrows === 'attack' || count < 2)) {
    notes.push({ label: 'Two arrows', text: 'A bow shoots two arrows when standing still.', source: SRC.archery });
    count = bowArrows === 'attack' ? count * 2 : 2;
  }
  if (w.kind === 'bow' && d.movement === 'half') lost.push({ label: 'Second arrow', text: 'A bow fires its second arrow only if the archer does not move.', source: SRC.archery });
  if (w.kind === 'crossbow' && d.movement === 'half') notes.push({ label: 'Crossbow', text: 'Most crossbows cannot be reloaded on the move; only very light ones span with one hand.', gm: true, source: SRC.archery });
  return { count, lost, notes };
}

/** The two-weapon mode that applies: none for missiles, and 'both' falls back to none when moving leaves one attack. */
export function twoWeaponMode(sheet: Sheet, d: Declaration, w: UsedWeapon): { mode: Declaration['twoWeapons']; notes: Note[]; lost: Note[] } {
  const notes: Note[] = [];
  const lost: Note[] = [];
  if (d.twoWeapons === 'no' || w.missile || d.action === 'charge') return { mode: 'no', notes, lost };
  if (d.twoWeapons === 'both' && d.movement === 'half') {
    lost.push({ label: 'Off-hand attack', text: 'Moving allows one attack: the off-hand attack is lost and the -3 does not apply.', source: SRC.round });
    return { mode: 'no', notes, lost };
  }
  const off = weaponOf(sheet, d.offhand);
  // A bare hand is no second weapon: the text's off hand holds a dagger, short sword or hand-axe.
  const bare = off.kind === 'unarmed';
  if (bare || off.missile || (!off.light && !sheet.ranger) || d.offhand === d.weapon) {
    notes.push({ label: 'Off-hand weapon', text: `The off hand needs a second weapon such as a dagger, short sword or hand-axe (a ranger may use a sword); ${bare ? 'a bare hand' : off.name} is for the GM to allow.`, gm: true, source: SRC.twoWeapons });
  }
  return { mode: d.twoWeapons, notes, lost };
}

/** One attack's planned action. */
function attackAction(id: string, label: string, sheet: Sheet, w: UsedWeapon, d: Declaration, o: Options, bcbToHit: number, twoWeapon: number, lasting: readonly Modifier[]): PlannedAction {
  const mods = toHitModifiers(sheet, w, d, bcbToHit, twoWeapon, lasting);
  const bonus = sum(mods);
  const shortRange = d.range === 'short';
  const tags = d.subdual ? [...w.tags, 'non-lethal'] : [...w.tags];
  return {
    id, kind: 'attack', label, timing: initiativeTiming(sheet.dex, o, d.hold), check: attackCheck(bonus, mods, d.targetAc),
    damage: damagePlans(sheet, w, shortRange, d.subdual), tags,
  };
}

/** Whether a Mighty Blow is possible: the AC is unknown or a natural 20 would reach it. */
export const mightyBlowPossible = (a: PlannedAction): boolean => !!a.check && (a.check.need === null || rollNeeded(a.check.bonus, a.check.need) <= 20);

/**
 * The attack's d20 effect roll, planned after it. It has no initiative of its own: the roll
 * gives it the attack's timing when it is made, so the GM sees it beside the blow.
 */
function effectAction(attack: PlannedAction): PlannedAction {
  return { id: attack.id + EFFECT_SUFFIX, kind: 'check', label: `${attack.label}: Mighty Blow effect`,
    timing: { kind: 'turn', note: 'Rolled with the attack, only on a Mighty Blow' },
    notes: [{ label: 'Mighty Blow', text: `A d20 on the Effects of Mighty Blows, which the victim's save lowers: ${effectOddsText()}.`, source: SRC.mightyBlows }] };
}

/** The attack actions of the round (with their effect rolls) and what the declaration costs. `lasting`: the state's penalties on attack rolls. */
export function attackActions(sheet: Sheet, d: Declaration, o: Options, bcbToHit: number, lasting: readonly Modifier[] = []): { actions: PlannedAction[]; lost: Note[]; notes: Note[]; count: number; twoWeapons: Declaration['twoWeapons'] } {
  const w = weaponOf(sheet, d.weapon);
  const { count, lost, notes } = attackCount(sheet, d, w, o.bowArrows);
  const two = twoWeaponMode(sheet, d, w);
  lost.push(...two.lost);
  notes.push(...two.notes);
  const penalty = two.mode === 'both' ? RULES.twoWeaponsBoth : two.mode === 'defensive' ? RULES.twoWeaponsDefensive : 0;
  const noun = w.kind === 'bow' ? 'arrow' : 'attack';
  const planned: PlannedAction[] = [];
  for (let i = 0; i < count; i++) planned.push(attackAction(`a${i + 1}`, `${w.name}, ${noun} ${i + 1}`, sheet, w, d, o, bcbToHit, penalty, lasting));
  if (two.mode === 'both') {
    const off = weaponOf(sheet, d.offhand);
    planned.push(attackAction(`a${count + 1}`, `${off.name}, off hand`, sheet, off, d, o, bcbToHit, penalty, lasting));
  }
  const actions = planned.flatMap((a) => (mightyBlowPossible(a) ? [a, effectAction(a)] : [a]));
  return { actions, lost, notes, count: planned.length, twoWeapons: two.mode };
}
