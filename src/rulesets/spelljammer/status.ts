/**
 * `status`: the lasting state as the round screen's strip and the CLI show it: HP (the text's
 * word) with the wound level, the modifier to all actions and TMR, PROT now, the DEX penalty,
 * the stun threshold, conditions (stunned, each stuck missile, grievous wounds, damaged armour)
 * and whether the character is out of the fight.
 * @see 000 Taking Damage; Wound Modifiers; Critical and Grievous Hits; Ranged Critical or Grievous Hits
 */
import type { CharacterStatus, Condition, StateInput, Stat } from '../../engine/ruleset';
import type { Values } from '../../engine/schema';
import { allActionModifiers, dexPenalty, downOf, protNow, stuckEffect } from './effects';
import { sum } from './modifiers';
import { readOptions } from './schemas';
import { readState, type CarriedState } from './state';
import { RULES, SRC } from './tables';
import { asSheet, type Options, type Sheet } from './types';
import { stunThreshold, woundText } from './wounds';

/** The conditions the state holds, each with the id `clear` takes. */
export function conditionsOf(sheet: Sheet, s: CarriedState, o: Options): Condition[] {
  const out: Condition[] = [];
  if (s.stunned) {
    const at = s.stunSegment === null ? '' : ` (from segment ${s.stunSegment})`;
    out.push({ id: 'stunned', label: 'Stunned', rounds: 1, source: SRC.damage,
      text: `Your remaining attacks this round are lost${at}; attackers get +${RULES.stunnedTarget} SC against you. Ends with the round.` });
  }
  for (const x of s.stuck) {
    const e = stuckEffect(x.kind, x.grievous, o.thirdPenetrating);
    out.push({ id: `stuck-${x.n}`, label: `${e.label} stuck`, source: SRC.penetrating,
      text: `${e.dex} DEX until pulled out (First Aid); ${e.bleed} HP of bleeding each round in combat or strenuous activity.` });
  }
  for (const g of s.grievous) {
    out.push({ id: `grievous-${g.n}`, label: 'Grievous wound', source: SRC.critical, text: g.mod ? `${g.text}: ${g.mod} to all actions.` : `${g.text}.` });
  }
  if (s.grievousRolls) {
    out.push({ id: 'grievous-roll', label: 'Grievous wound?', source: SRC.critical,
      text: `The GM rolls on the grievous wound tables for ${s.grievousRolls} grievous hit${s.grievousRolls > 1 ? 's' : ''}: take a "Grievous wound" with no damage if it gives one, clear this if not.` });
  }
  const prot = protNow(sheet, s);
  if (prot.value < sheet.prot) out.push({ id: 'armour', label: 'Armour damaged', source: SRC.critical, text: `PROT ${sheet.prot} down to ${prot.value} until the armour is repaired.` });
  return out;
}

/** The lasting figures: modifier to all actions and TMR, PROT, DEX penalty, stun threshold. */
export function statsOf(sheet: Sheet, s: CarriedState, o: Options): Stat[] {
  const all = allActionModifiers(sheet, s);
  const prot = protNow(sheet, s);
  const stats: Stat[] = [
    { label: 'All actions and TMR', value: sum(all), modifiers: all, text: 'Added to SC, cast chances, skill rolls and TMR.' },
    { label: 'PROT', value: prot.value, modifiers: prot.modifiers, text: 'Taken off each hit, not off a critical or grievous hit.' },
  ];
  const dex = dexPenalty(s, o);
  if (dex.length) stats.push({ label: 'DEX penalty', value: sum(dex), modifiers: dex, text: 'Until each missile is pulled out.' });
  stats.push(stunThreshold(sheet.con, sheet.size, sheet.maxHp, o.stunDamage));
  return stats;
}

/**
 * The Spelljammer status of a character. Made once per sheet, options and what of the state it
 * shows (HP, stun, stuck missiles, grievous wounds and rolls, PROT lost): a state that differs
 * only in this round's figures (DEF, segments, a spell being cast, a weapon drawn or aimed) has
 * the same status, and the fight simulation asks for it on every new state. Shared: read-only.
 */
export function status(input: StateInput): CharacterStatus {
  const sheet = asSheet(input.sheet);
  const o = readOptions(input.options);
  let bySheet = statuses.get(input.sheet);
  if (!bySheet) { bySheet = new WeakMap(); statuses.set(input.sheet, bySheet); }
  let byKey = bySheet.get(o);
  if (!byKey) { byKey = new Map(); bySheet.set(o, byKey); }
  // A status made already is found from the record's own figures, without reading the state.
  const recorded = recordKey(sheet, input.state);
  if (recorded >= 0) {
    const known = byKey.get(recorded);
    if (known) return known;
  }
  const s = readState(sheet, input.state);
  const key = shownKey(s);
  let out = byKey.get(key);
  if (!out) {
    out = statusOf(sheet, s, o);
    if (byKey.size >= 4096) byKey.clear();
    byKey.set(key, out);
  }
  return out;
}

/** Statuses made, by sheet, options and the state's shown figures (see {@link status}). */
const statuses = new WeakMap<object, WeakMap<object, Map<number | string, CharacterStatus>>>();

/**
 * The figures of a state its status shows, as a key: one whole number below 2^30 for a state
 * without stuck missiles or grievous wounds and its figures in their usual ranges (most states),
 * else the figures joined as text.
 */
function shownKey(s: CarriedState): number | string {
  const stun = !s.stunned ? 0 : s.stunSegment === null ? 1 : s.stunSegment + 130;
  if (!s.stuck.length && !s.grievous.length && s.hp >= -999 && s.hp <= 999 && stun >= 0 && stun <= 257 &&
    s.protLost >= 0 && s.protLost <= 50 && s.grievousRolls >= 0 && s.grievousRolls <= 10) {
    return (((s.hp + 999) * 258 + stun) * 51 + s.protLost) * 11 + s.grievousRolls;
  }
  return `${s.hp}|${s.stunned ? s.stunSegment : 'no'}|${s.protLost}|${s.grievousRolls}|${JSON.stringify([s.stuck, s.grievous])}`;
}

/**
 * {@link shownKey} of the state a record reads as, taken from the record itself when its figures
 * are whole numbers in their ranges, written for this sheet's Current HP, with no stuck missiles
 * or grievous wounds (read as they stand by readState); -1 for any other record, read in full.
 */
function recordKey(sheet: Sheet, state: Values | undefined): number {
  if (typeof state !== 'object' || state === null) return -1;
  const hp = state['hp'], stunned = state['stunned'] === true, at = state['stunSegment'], prot = state['protLost'], rolls = state['grievousRolls'];
  const stuck = state['stuck'], wounds = state['grievousWounds'];
  if (typeof hp !== 'number' || !Number.isInteger(hp) || hp < -999 || hp > 999 || state['sheetHp'] !== sheet.currentHp) return -1;
  if (typeof prot !== 'number' || !Number.isInteger(prot) || prot < 0 || prot > 50) return -1;
  if (typeof rolls !== 'number' || !Number.isInteger(rolls) || rolls < 0 || rolls > 10) return -1;
  if (!Array.isArray(stuck) || stuck.length || !Array.isArray(wounds) || wounds.length) return -1;
  let stun = 0;
  if (stunned) {
    if (typeof at !== 'number') stun = 1;
    else if (Number.isInteger(at) && at >= -128 && at <= 127) stun = at + 130;
    else return -1;
  }
  return (((hp + 999) * 258 + stun) * 51 + prot) * 11 + rolls;
}

function statusOf(sheet: Sheet, s: CarriedState, o: Options): CharacterStatus {
  const down = downOf(s, o);
  return {
    health: { label: 'HP', value: s.hp, max: sheet.maxHp, text: woundText(s.hp, sheet.maxHp) },
    stats: statsOf(sheet, s, o),
    conditions: conditionsOf(sheet, s, o),
    ...(down ? { down } : {}),
  };
}
