/**
 * The state rules besides a hit: a round passing (the stun ends, stuck missiles bleed while the
 * character is in combat or strenuous activity, the last roll's DEF and segments are done with),
 * healing by hand, and clearing a condition by hand (pulling a missile out, repairing armour).
 * @see 000 Taking Damage; Ranged Critical or Grievous Hits; Critical and Grievous Hits
 */
import type { Dice } from '../../engine/dice';
import type { Note } from '../../engine/ruleset';
import type { StateChange, StateInput } from '../../engine/state';
import { downOf, stuckEffect } from './effects';
import { readOptions } from './schemas';
import { readState, writeState, type CarriedState } from './state';
import { SRC } from './tables';
import { asSheet, type Options, type Sheet } from './types';
import { woundModifier, woundText } from './wounds';

/** Notes for a change of HP: a new wound level, and falling out of the fight. */
function hpNotes(sheet: Sheet, before: CarriedState, after: CarriedState, o: Options): Note[] {
  const notes: Note[] = [];
  if (woundModifier(before.hp, sheet.maxHp).value !== woundModifier(after.hp, sheet.maxHp).value) {
    notes.push({ label: 'Wound level', text: `${woundText(after.hp, sheet.maxHp)}.`, source: SRC.wounds });
  }
  const down = downOf(after, o);
  if (down && !downOf(before, o)) notes.push({ label: 'Out of the fight', text: down.text, source: down.source });
  if (!down && downOf(before, o)) notes.push({ label: 'Back in the fight', text: `${after.hp} HP.`, source: SRC.wounds });
  return notes;
}

/** One round later: the stun ends with its round; each stuck missile bleeds if the character is in combat or strenuous activity. */
export function nextRound(input: StateInput, _dice: Dice): StateChange {
  const sheet = asSheet(input.sheet);
  const o = readOptions(input.options);
  const before = readState(sheet, input.state);
  const notes: Note[] = [];
  let s: CarriedState = { ...before, stunned: false, stunSegment: null, def: null, segments: [], casting: '', castFrom: null, castOn: null };
  if (before.stunned) notes.push({ label: 'Stun ends', text: 'The stun lasted the rest of the round.', source: SRC.damage });
  if (before.stuck.length) {
    if (before.inCombat) {
      const bleeds = before.stuck.map((x) => stuckEffect(x.kind, x.grievous, o.thirdPenetrating));
      const total = bleeds.reduce((t, e) => t + e.bleed, 0);
      s = { ...s, hp: before.hp - total };
      notes.push({ label: 'Bleeding', source: SRC.penetrating,
        text: `${total} HP (${bleeds.map((e) => `${e.label.toLowerCase()} ${e.bleed}`).join(', ')}): ${s.hp} of ${sheet.maxHp} HP.` });
    } else {
      notes.push({ label: 'No bleeding', text: 'Out of combat and resting: the stuck missiles do not bleed this round.', source: SRC.penetrating });
    }
  }
  notes.push(...hpNotes(sheet, before, s, o));
  return { state: writeState(s, sheet), notes, hits: [] };
}

/** Heals `amount` HP by hand, up to the starting HP (never lowering HP already above it). */
export function heal(input: StateInput, amount: number): StateChange {
  if (!Number.isInteger(amount) || amount < 1) throw new Error(`Expected the HP healed as a whole number of at least 1 but received ${JSON.stringify(amount)}`);
  const sheet = asSheet(input.sheet);
  const o = readOptions(input.options);
  const before = readState(sheet, input.state);
  const hp = Math.max(before.hp, Math.min(sheet.maxHp, before.hp + amount));
  const s = { ...before, hp };
  const notes: Note[] = [{ label: 'Healed', text: `${hp - before.hp} HP: ${hp} of ${sheet.maxHp} HP.` }, ...hpNotes(sheet, before, s, o)];
  return { state: writeState(s, sheet), notes, hits: [] };
}

/**
 * Clears one condition by hand: 'stunned'; 'grievous-roll' (the GM's grievous wound roll for
 * the latest grievous hit gave no wound); 'stuck-<n>' (the missile pulled out: the text sends
 * this to the First Aid skill, which it does not give, so what it costs is the GM's);
 * 'grievous-<n>' (healed, as the GM rules); 'armour' (repaired). An unknown id changes nothing.
 */
export function clear(input: StateInput, conditionId: string): StateChange {
  const sheet = asSheet(input.sheet);
  const before = readState(sheet, input.state);
  const keep = (notes: Note[], s: CarriedState): StateChange => ({ state: writeState(s, sheet), notes, hits: [] });
  if (conditionId === 'stunned' && before.stunned) {
    return keep([{ label: 'Stun cleared', text: 'No longer stunned.', source: SRC.damage }], { ...before, stunned: false, stunSegment: null });
  }
  if (conditionId === 'armour' && before.protLost > 0) {
    return keep([{ label: 'Armour repaired', text: `PROT back to ${sheet.prot}.`, source: SRC.critical }], { ...before, protLost: 0 });
  }
  if (conditionId === 'grievous-roll' && before.grievousRolls > 0) {
    // The GM's roll gave no grievous wound: the missile of that hit stays as it is.
    const at = before.stuck.map((m) => m.pending).lastIndexOf(true);
    const stuckNow = before.stuck.map((m, i) => (i === at ? { ...m, pending: false } : m));
    return keep([{ label: 'No grievous wound', text: 'The GM\'s roll on the grievous wound tables gave none.', source: SRC.critical }],
      { ...before, grievousRolls: before.grievousRolls - 1, stuck: stuckNow });
  }
  const stuck = /^stuck-(\d+)$/.exec(conditionId);
  const x = stuck ? before.stuck.find((m) => m.n === Number(stuck[1])) : undefined;
  if (x) {
    const rest = before.stuck.filter((m) => m !== x);
    return keep([{ label: 'Pulled out', gm: true, source: SRC.penetrating,
      text: 'Removed with First Aid; the First Aid skill is not in this text, so the GM rules what the roll and the removal cost.' + (rest.length ? '' : ' No DEX penalty left.') }],
    { ...before, stuck: rest, ...(rest.length ? {} : { dexIm: 0, dexDef: 0 }) });
  }
  const g = /^grievous-(\d+)$/.exec(conditionId);
  const wound = g ? before.grievous.find((m) => m.n === Number(g[1])) : undefined;
  if (wound) {
    return keep([{ label: 'Grievous wound healed', text: `${wound.text}: removed as the GM rules.`, gm: true, source: SRC.critical }], { ...before, grievous: before.grievous.filter((m) => m !== wound) });
  }
  return keep([{ label: 'Nothing to clear', text: `No condition "${conditionId}".` }], before);
}
