/**
 * The character's own DEF for the round, for the GM: Defending, Full and Desperate Defense,
 * no movement, casting, careful aim, picking up a weapon, encumbrance, not seeing the foe.
 * @see 000 Defending; Full Defense; Desperate Defense; Initiative; Casting; Careful Aim
 */
import type { Modifier, Note, Stat } from '../../engine/ruleset';
import { cantSeeChoices, RULES, SRC } from './tables';
import type { Declaration, Sheet } from './types';

/** Largest SC that may be given up for Defending: weapon rank x 5. */
export const maxSacrifice = (rank: number): number => rank * RULES.sacrificePerRank;

/** DEF gained by giving up `sacrificed` SC (2 for 1, rounded down), the sacrifice capped at rank x 5. */
export function defendingBonus(sacrificed: number, rank: number): number {
  return Math.floor(Math.min(sacrificed, maxSacrifice(rank)) / 2);
}

/** Full Defense bonus: +5 + rank x 2.5 rounded up (rank 5: +18). */
export const fullDefenseBonus = (rank: number): number => RULES.fullDefense + Math.ceil(rank * 2.5);

/** Desperate Defense bonus: +20 + rank x 2.5 rounded up. */
export const desperateDefenseBonus = (rank: number): number => RULES.desperateDefense + Math.ceil(rank * 2.5);

/**
 * What a declaration does to the character's own DEF. `rank` is the rank of the chosen weapon;
 * `lasting` are the state's changes to DEF (the DEX penalty of a stuck missile, as recorded).
 */
export function ownDefence(sheet: Sheet, d: Declaration, rank: number, casting: boolean, lasting: readonly Modifier[] = []): { stats: Stat[]; notes: Note[] } {
  const mods: Modifier[] = [{ label: 'Normal DEF', value: sheet.def, source: SRC.hitting }, ...lasting];
  const notes: Note[] = [];
  if (d.action === 'attack' && d.sacrifice > maxSacrifice(rank)) {
    notes.push({ label: 'Defending', text: `At weapon rank ${rank} you can give up at most ${maxSacrifice(rank)} SC; ${d.sacrifice} was asked.`, source: SRC.defending });
  }
  if (d.action === 'attack' && d.sacrifice > 0) {
    mods.push({ label: `Defending: ${Math.min(d.sacrifice, maxSacrifice(rank))} SC given up`, value: defendingBonus(d.sacrifice, rank), source: SRC.defending });
  }
  if (d.action === 'full-defense') mods.push({ label: `Full Defense (rank ${rank})`, value: fullDefenseBonus(rank), source: SRC.fullDefense });
  if (d.action === 'desperate-defense') {
    mods.push({ label: `Desperate Defense (rank ${rank})`, value: desperateDefenseBonus(rank), source: SRC.desperate });
    notes.push({ label: 'Desperate Defense', text: 'Your attacker may push you up to 10 ft in any direction, or ignore you.', gm: true, source: SRC.desperate });
  }
  if (d.movement === 'none') {
    mods.push({ label: 'Declared no movement', value: RULES.noMovementDef, source: SRC.initiative });
    notes.push({ label: 'No movement', text: 'Luck saves are at -20 this round. If forced to move, you lose your remaining actions, roll 2x DEX or fall, and a spell being cast is interrupted.', gm: true, source: SRC.initiative });
  }
  if (casting && (sheet.defDexSkill || sheet.defShield)) {
    mods.push({ label: 'Casting: no DEF from DEX, Defense skill or shield', value: -(sheet.defDexSkill + sheet.defShield), source: SRC.mage });
  }
  if (!casting && d.carefulAim && sheet.defDexSkill) {
    mods.push({ label: 'Careful aim: no DEF from DEX or Defense skill', value: -sheet.defDexSkill, source: SRC.carefulAim });
  }
  if (d.pickUp !== 'no') mods.push({ label: 'Picking up a dropped weapon', value: RULES.pickUpDef, source: SRC.pickUp });
  if (d.encumbered) mods.push({ label: 'Encumbered', value: RULES.encumberedDef, source: SRC.encumbrance });
  const blind = cantSeeChoices.find((c) => c.value === d.cantSee);
  if (blind && blind.def) mods.push({ label: 'Cannot see your foe', value: blind.def, source: SRC.invisible });
  const value = mods.reduce((s, m) => s + m.value, 0);
  const stats: Stat[] = [{ label: 'DEF this round', value, modifiers: mods, text: 'The DEF the GM uses against your attackers this round.' }];
  if (d.carefulAim && !casting) notes.push({ label: 'Careful aim', text: 'Anyone attacking you gets the +10 target stationary bonus.', gm: true, source: SRC.carefulAim });
  stats.push({ label: 'DEF if surprised in combat', value: Math.floor(value / 2), text: 'Half your DEF this round (rounded down).' });
  stats.push({ label: 'DEF if surprised out of combat', value: sheet.defMagicAlwaysOn, text: 'Only magical DEF that is always on.' });
  stats.push({ label: 'DEF against a free attack as you withdraw', value: value - (casting ? 0 : sheet.defShield), text: 'DEX counts, the shield does not.' });
  return { stats, notes };
}
