/**
 * What the lasting state does to the character, as modifiers with their source: the wound level
 * and grievous wounds (to all actions and TMR), the stuck missiles' DEX penalty and bleeding,
 * the armour's PROT after grievous hits, whether the character is out of the fight, and the plan's
 * notes for what the odds cannot show (a stun's +10 for attackers, DEX rolls at the penalty).
 * @see 000 Wound Modifiers; Taking Damage; Critical and Grievous Hits; Ranged Critical or Grievous Hits
 */
import type { Modifier, Note } from '../../engine/ruleset';
import { GRIEVOUS_EXTRA_DEX, penetratingTable, RULES, SRC } from './tables';
import type { CarriedState, StuckKind } from './state';
import type { Options, Sheet } from './types';
import { sum } from './modifiers';
import { woundModifier } from './wounds';

/** The row of a stuck missile: the spear reads as a javelin under the option `thirdPenetrating: 'javelin'`. */
export function stuckRow(kind: StuckKind, third: Options['thirdPenetrating']) {
  return kind === 'spear' && third === 'javelin' ? penetratingTable.javelin : penetratingTable[kind];
}

/** A stuck missile's DEX penalty (one worse with a grievous wound) and bleeding per round. */
export function stuckEffect(kind: StuckKind, grievous: boolean, third: Options['thirdPenetrating']): { label: string; dex: number; bleed: number } {
  const row = stuckRow(kind, third);
  return { label: row.label, dex: row.dex + (grievous ? GRIEVOUS_EXTRA_DEX : 0), bleed: row.bleed };
}

/**
 * Modifiers to all actions (SC, cast chances, skill rolls) and TMR: the wound level's (none
 * while still in the level the character started in) and each grievous wound's, as the GM set it.
 */
export function allActionModifiers(sheet: Sheet, s: CarriedState): Modifier[] {
  const mods: Modifier[] = [];
  const w = woundModifier(s.hp, sheet.maxHp);
  if (w.value) mods.push({ label: `Wound modifier: ${w.label}`, value: w.value, source: SRC.wounds });
  for (const g of s.grievous) if (g.mod) mods.push({ label: `Grievous wound: ${g.text}`, value: g.mod, source: SRC.critical });
  return mods;
}

/** The stuck missiles' DEX penalty, one modifier per missile. */
export function dexPenalty(s: CarriedState, o: Options): Modifier[] {
  return s.stuck.map((x) => {
    const e = stuckEffect(x.kind, x.grievous, o.thirdPenetrating);
    return { label: `${e.label} stuck${x.grievous ? ' (grievous wound)' : ''}`, value: e.dex, source: SRC.penetrating };
  });
}

/** The armour's PROT now: the sheet's less what grievous hits took, never below 0. */
export function protNow(sheet: Sheet, s: CarriedState): { value: number; modifiers: Modifier[] } {
  const modifiers: Modifier[] = [{ label: 'PROT', value: sheet.prot, source: SRC.damage }];
  const lost = Math.min(sheet.prot, s.protLost);
  if (lost) modifiers.push({ label: 'Armour damaged by grievous hits', value: -lost, source: SRC.critical });
  return { value: sheet.prot - lost, modifiers };
}

/** Why the character cannot act, in our words (the text gives no rule below 0 HP), or undefined. */
export function downOf(s: CarriedState, o: Options): { word: string; text: string; source: string } | undefined {
  if (o.downAt !== 'zero' || s.hp > 0) return undefined;
  return { word: 'out of the fight', text: `${s.hp} HP: no actions at 0 HP or less. The text gives no rule for it; the GM says whether you are unconscious, dying or dead.`, source: SRC.wounds };
}

/** Notes for what the state holds that the odds cannot show: a stun's effect on attackers, DEX penalties to be rolled with, TMR. */
export function stateNotes(s: CarriedState, o: Options): Note[] {
  const notes: Note[] = [];
  if (s.stunned) notes.push({ label: 'Stunned', text: `Attackers get +${RULES.stunnedTarget} SC against you until the round ends.`, source: SRC.stunned });
  const dex = sum(dexPenalty(s, o));
  if (dex) {
    notes.push({ label: 'DEX penalty', source: SRC.penetrating, text: `${dex} DEX until the stuck missile${s.stuck.length > 1 ? 's are' : ' is'} pulled out: roll your DEX rolls with it.` +
      (s.dexIm || s.dexDef ? '' : ' What it costs your IM or DEF follows your DEX rules (not in this text): enter it on your state.') });
  }
  return notes;
}
