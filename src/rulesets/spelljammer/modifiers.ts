/**
 * The strike roll's terms for one attack: the SC side (weapon SC and every situational
 * modifier) and the target's DEF side (its DEF and what changes it).
 * @see 000 Hitting; Surprise; Ambush; Melee Modifiers; Ranged Modifiers; Wound Modifiers
 */
import type { Modifier, Note } from '../../engine/ruleset';
import {
  ambushChoices, cantSeeChoices, coverChoices, lightingChoices, rangedInMeleeTable, RULES, sizeChoices, SRC,
  surpriseChoices, targetCantSeeChoices, targetMovementChoices,
} from './tables';
import { maxSacrifice } from './defence';
import type { Declaration, Sheet, Weapon } from './types';

const pick = <T extends { value: string; mod: number }>(list: readonly T[], value: string): T | undefined => list.find((c) => c.value === value);

/** Adds a table choice as a modifier when it changes something. */
function choice(mods: Modifier[], list: readonly { value: string; label: string; mod: number; source: string }[], value: string, label: string): void {
  const c = pick(list, value);
  if (c && c.mod) mods.push({ label: `${label}: ${c.label.split(':')[0]}`, value: c.mod, source: c.source });
}

/** Whether the off-hand penalty applies. */
export const offhandPenalty = (sheet: Sheet, w: Weapon, d: Declaration): boolean => (w.offhand || d.offhand) && !sheet.ambidextrous;

/**
 * SC and its modifiers for an attack with `w` (ranged modifiers only for ranged weapons).
 * `lasting` are the state's modifiers to all actions (wound level, grievous wounds), each kept.
 */
export function scModifiers(sheet: Sheet, w: Weapon, d: Declaration, ranged: boolean, lasting: readonly Modifier[] = []): { mods: Modifier[]; notes: Note[] } {
  const mods: Modifier[] = [{ label: `${w.name} SC`, value: w.sc, source: SRC.hitting }];
  const notes: Note[] = [];
  mods.push(...lasting);
  if (d.movement === 'run') mods.push({ label: 'Run and attack', value: RULES.runSc, source: SRC.run });
  if (d.sacrifice > 0) mods.push({ label: 'Defending: SC given up', value: -Math.min(d.sacrifice, maxSacrifice(w.rank)), source: SRC.defending });
  if (offhandPenalty(sheet, w, d)) mods.push({ label: 'Off hand', value: RULES.offhandSc, source: SRC.offhand });
  choice(mods, surpriseChoices, d.surprise, 'Surprise');
  choice(mods, ambushChoices, d.ambush, 'Ambush');
  if (d.attackers > 1) mods.push({ label: `${d.attackers} attackers on the target`, value: RULES.multipleAttackers * (d.attackers - 1), source: SRC.multiple });
  if (d.targetStunned) mods.push({ label: 'Target stunned', value: RULES.stunnedTarget, source: SRC.stunned });
  choice(mods, lightingChoices, d.lighting, 'Lighting');
  const blind = cantSeeChoices.find((c) => c.value === d.cantSee);
  if (blind && blind.mod) mods.push({ label: 'You cannot see the target', value: blind.mod, source: blind.source });
  if (d.encumbered) mods.push({ label: 'You are encumbered', value: RULES.encumberedSc, source: SRC.encumbrance });
  if (ranged) {
    if (d.carefulAim) mods.push({ label: 'Careful aim', value: RULES.carefulAimSc, source: SRC.carefulAim });
    choice(mods, targetMovementChoices, d.targetMovement, 'Target');
    choice(mods, coverChoices, d.cover, 'Cover');
    choice(mods, sizeChoices, d.targetSize, 'Size');
    if (d.inMelee) {
      const row = rangedInMeleeTable[w.kind];
      if (row) { if (row[w.spec]) mods.push({ label: 'Ranged weapon in melee', value: row[w.spec], source: SRC.rangedInMelee }); }
      else notes.push({ label: 'Ranged weapon in melee', text: `The text gives no penalty for this kind of weapon in melee: add the GM's ruling as the SC modifier.`, gm: true, source: SRC.rangedInMelee });
    }
  }
  if (d.scMod) mods.push({ label: "GM's call", value: d.scMod });
  return { mods, notes };
}

/** The target's DEF side of the need for a given DEF (out of combat surprise: its always-on magical DEF): `-DEF` and the changes the declaration makes to it. */
export function defTerms(def: number, d: Declaration): Modifier[] {
  const mods: Modifier[] = [d.surprise === 'out-of-combat'
    ? { label: 'Target\'s always-on magical DEF (surprised out of combat)', value: -def, source: SRC.surprise }
    : { label: 'Target DEF', value: -def, source: SRC.hitting }];
  if (d.surprise === 'in-combat') mods.push({ label: 'Surprised target: half DEF', value: def - Math.floor(def / 2), source: SRC.surprise });
  if (d.targetEncumbered) mods.push({ label: 'Target encumbered', value: -RULES.encumberedDef, source: SRC.encumbrance });
  const unseen = pick(targetCantSeeChoices, d.targetCantSee);
  if (unseen && unseen.mod) mods.push({ label: 'Target cannot see you', value: unseen.mod, source: unseen.source });
  return mods;
}

/** Damage modifiers: off hand -2, ambush 5x +2. */
export function damageModifiers(sheet: Sheet, w: Weapon, d: Declaration): Modifier[] {
  const mods: Modifier[] = [];
  if (offhandPenalty(sheet, w, d)) mods.push({ label: 'Off hand', value: RULES.offhandDamage, source: SRC.offhand });
  const amb = ambushChoices.find((c) => c.value === d.ambush);
  if (amb && amb.damage) mods.push({ label: 'Complete ambush', value: amb.damage, source: SRC.ambush });
  return mods;
}

/** The total of a list of modifiers. */
export const sum = (mods: readonly Modifier[]): number => mods.reduce((s, m) => s + m.value, 0);
