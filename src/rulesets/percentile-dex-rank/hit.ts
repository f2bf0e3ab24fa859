/**
 * `takeHit`: an attack landing on this character, from another phone's code or typed by hand.
 * The attack is taken as it lands: to parry or dodge it, declare "Defend against an attack"
 * (scanning fills it in) and roll; that roll applies what gets through the same way.
 * - 'special' and 'success' (and 'hit', a success typed by hand): the damage less armour points
 *   comes off hit points as one injury; 2 HP or less knocks the character out (1D6 hours).
 * - 'failure' ('miss', 'fail'): nothing happens, and the report says so.
 * - 'unknown': resolved from the attacker's d100 face and chance (`entry.check`) with this
 *   table's reading of a special success.
 * - 'parried': this character's own melee attack was parried with a special success, so the
 *   matrix takes 1 point off the attacking weapon. The parrying phone cannot reach this state,
 *   so the attacker records it by hand: the weapon is the one of the last attack rolled here,
 *   or the one a tag 'weapon-N' (1-based) or 'shield' names.
 * @see 003 5.8 Attack and Defense Matrix; 5.10 Armor; 5.12 Damage and Injury; 5.13 Special Successes
 */
import type { Dice } from '../../engine/dice';
import type { Hit, HitReport, Note, StateChange, StateInput } from '../../engine/ruleset';
import { checkHit } from '../../engine/state';
import { levelOf, levelStyles } from './chance';
import { matrix } from './matrix';
import { kindFromTags, RULESET_ID } from './react';
import { readState, writeState, type CarriedState } from './state';
import { readInput } from './stateInput';
import { SRC } from './tables';
import type { Options, Sheet } from './types';
import { shieldWeapon, weaponOf } from './weapons';
import { sufferHit } from './wound';

/** The outcome ids a hit may carry here, and the level each means. */
const OUTCOMES: Readonly<Record<string, 'special' | 'success' | 'failure' | 'parried'>> = {
  special: 'special', success: 'success', hit: 'success', failure: 'failure', miss: 'failure', fail: 'failure', parried: 'parried',
};

/** The level of the hit: its outcome, or for 'unknown' the attacker's face against the chance. @throws Error when it cannot be known. */
export function levelOfHit(hit: Hit, o: Options): 'special' | 'success' | 'failure' | 'parried' {
  if (hit.outcome === 'unknown') {
    const c = hit.entry?.check;
    if (!c || c.need === null) throw new Error(`Expected a resolved attack (special, success or failure, or the attacker's roll and chance) but received "unknown" without them`);
    return levelOf(c.face, c.need, o.special);
  }
  const level = OUTCOMES[hit.outcome];
  if (!level) throw new Error(`Expected the outcome special, success, failure or parried but received "${hit.outcome}"`);
  return level;
}

/** The parried weapon: a 'weapon-N' or 'shield' tag, else the last attack's weapon. @throws Error when none is known. */
function parriedWeapon(sheet: Sheet, s: CarriedState, tags: readonly string[]): string {
  const tag = tags.find((t) => t === 'shield' || /^weapon-\d+$/.test(t));
  if (tag === 'shield' && shieldWeapon(sheet)) return 'shield';
  if (tag && tag !== 'shield') {
    const n = Number(tag.slice(7));
    if (n >= 1 && n <= sheet.weapons.length) return String(n - 1);
    throw new Error(`Expected a tag weapon-1 to weapon-${sheet.weapons.length} but received "${tag}"`);
  }
  if (s.lastWeapon) return s.lastWeapon;
  throw new Error('Expected the parried weapon (a tag weapon-N or shield, or an attack rolled first) but received none');
}

/** A special parry's point on this character's attacking weapon (melee only). */
function parried(s: CarriedState, sheet: Sheet, hit: Hit): { state: CarriedState; report: HitReport; notes: Note[] } {
  const which = parriedWeapon(sheet, s, hit.tags);
  const w = which === 'shield' ? shieldWeapon(sheet)! : weaponOf(sheet.weapons[Number(which)]!);
  const melee = kindFromTags(hit.tags) === 'melee';
  const points = matrix('success', 'special', true, melee).attackerWeaponDamage;
  const taken = which === 'shield' ? s.shieldDamage : s.gear[Number(which)]?.damage ?? 0;
  let state = s, text: string;
  if (!points) text = `Parried with a special success: only a parry in melee damages the attacking weapon, so ${w.name} takes nothing.`;
  else if (w.hp === null) text = `Parried with a special success: ${w.name} has no hit points to lose.`;
  else {
    state = which === 'shield' ? { ...s, shieldDamage: taken + points } : { ...s, gear: s.gear.map((g, i) => (i === Number(which) ? { ...g, damage: g.damage + points } : g)) };
    const left = Math.max(0, w.hp - taken - points);
    text = `Parried with a special success: ${w.name} takes ${points} point (${left} of ${w.hp} left${left === 0 ? ': broken' : ''}).`;
  }
  return { state, notes: [{ label: 'Weapon damaged', text, source: SRC.matrix }], report: { outcome: 'parried', label: 'Special parry', damage: hit.damage, taken: 0, text } };
}

/**
 * Applies one hit to the character. Pure given its dice (1D6 hours when it knocks the character out).
 * @throws Error "Expected an attack from percentile-dex-rank but received one from ..." for another
 * system's code, "Expected an attack ..." for an entry that is not one, and the {@link checkHit} errors.
 */
export function takeHit(input: StateInput, hit: Hit, dice: Dice): StateChange {
  checkHit(hit);
  if (hit.from && hit.from.rulesetId !== RULESET_ID) throw new Error(`Expected an attack from ${RULESET_ID} but received one from ${hit.from.rulesetId}`);
  if (hit.entry && hit.entry.kind !== 'attack') throw new Error(`Expected an attack but received a ${hit.entry.kind} ("${hit.entry.label}")`);
  const { sheet, o } = readInput(input);
  const s = readState(sheet, input.state);
  const level = levelOfHit(hit, o);
  if (level === 'parried') {
    const p = parried(s, sheet, hit);
    return { state: writeState(p.state, sheet), notes: p.notes, hits: [p.report] };
  }
  if (level === 'failure') {
    const text = 'The attack failed: no damage, nothing to parry or dodge.';
    return { state: writeState(s, sheet), notes: [{ label: 'Failure', text, source: SRC.matrix }], hits: [{ outcome: 'failure', label: levelStyles.failure!.label, damage: hit.damage, taken: 0, text }] };
  }
  const w = sufferHit(s, sheet, o, hit.damage, kindFromTags(hit.tags), hit.armour === 'yes', dice);
  const notes: Note[] = [...w.notes];
  if (level === 'special') notes.push({ label: 'Special result', text: 'Any special result beyond the damage is the GM\'s to rule: add it under lasting effects.', gm: true, source: SRC.special });
  return {
    state: writeState(w.state, sheet), notes,
    hits: [{ outcome: level, label: levelStyles[level]!.label, damage: hit.damage, taken: w.taken, text: w.text }],
  };
}
