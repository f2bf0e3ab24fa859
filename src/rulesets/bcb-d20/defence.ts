/**
 * The character's own AC for the round, for the GM: the sheet's AC plus the defensive part of
 * the BCB (+2 more when all of it goes to AC and no attack is made), +1 for a second weapon used
 * to defend; a charge loses the DEX and BCB parts; a caster gets no BCB on AC. When the
 * character picks one foe among several in reach, the others attack it as if from behind.
 * @see 001 Base Combat Bonuses; Fighting Defensively; Charging into combat; Magic Use in Combat; Multiple Melee Targets
 */
import type { Modifier, Note, Stat } from '../../engine/ruleset';
import { fullDefenceBonus, type BcbSplit } from './bcb';
import { RULES, SRC } from './tables';
import type { Sheet } from './types';

/** What the round does to the character's defence. */
export interface DefenceInput {
  readonly split: BcbSplit;
  readonly attacking: boolean;
  readonly casting: boolean;
  readonly charging: boolean;
  readonly twoWeaponDefensive: boolean;
  readonly chooseTarget: boolean;
  /** The declared 'defend only' action (fighting defensively). */
  readonly defending: boolean;
  readonly retreat: 'no' | 'slow' | 'faster' | 'flee';
  readonly shieldWall: 'no' | 'flank' | 'centre';
}

/** The AC for the round (with its breakdown) and the figures derived from it. */
export function ownDefence(sheet: Sheet, r: DefenceInput): { stats: Stat[]; notes: Note[] } {
  const mods: Modifier[] = [{ label: 'AC (sheet)', value: sheet.ac, source: SRC.attack }];
  const notes: Note[] = [];
  const noDex = r.charging ? 'Charging' : r.shieldWall !== 'no' ? 'Shield wall' : undefined;
  if (noDex && sheet.dexAc > 0) mods.push({ label: `${noDex}: no DEX bonus to AC`, value: -sheet.dexAc, source: r.charging ? SRC.charge : SRC.shieldWall });
  if (r.shieldWall !== 'no') {
    const total = r.shieldWall === 'flank' ? RULES.shieldWallFlank : RULES.shieldWallCentre;
    mods.push({ label: `Shield wall (${r.shieldWall}): neighbours' shields`, value: total - RULES.ownShield, source: SRC.shieldWall });
  }
  if (r.retreat === 'faster') mods.push({ label: 'Backing away fast', value: RULES.retreatFaster, source: SRC.retreating });
  if (r.retreat === 'flee') mods.push({ label: 'Fleeing', value: RULES.retreatFlee, source: SRC.retreating });
  if (r.split.toAc) mods.push({ label: 'BCB (defensive)', value: r.split.toAc, source: SRC.bcb });
  const extra = fullDefenceBonus(r.split, sheet.bcb, r.defending);
  if (extra) mods.push({ label: 'All BCB on AC, no attack', value: extra, source: SRC.defensive });
  if (r.twoWeaponDefensive) mods.push({ label: 'Second weapon used to defend', value: RULES.twoWeaponsDefensiveAc, source: SRC.twoWeapons });
  if (r.casting && sheet.bcb > 0) notes.push({ label: 'Casting', text: 'A caster puts none of the BCB on AC this round.', source: SRC.spells });
  if (r.charging && sheet.bcb > r.split.toHit) notes.push({ label: 'Charging', text: `A charge gets no BCB on AC: the ${sheet.bcb - r.split.toHit} not put on the attack is unused.`, source: SRC.charge });
  if (r.retreat === 'faster') notes.push({ label: 'Backing away', text: 'Roll DEX (the GM adjusts for terrain): if you stumble the foe gets a free attack and you spend a half move next round getting up.', gm: true, source: SRC.retreating });
  if (r.retreat === 'flee') notes.push({ label: 'Fleeing', text: 'The foe gets a free attack you cannot answer.', gm: true, source: SRC.retreating });
  if (r.shieldWall !== 'no') notes.push({ label: 'Shield wall', text: 'The shields count only from the front; area attacks hit the packed wall hard.', gm: true, source: SRC.shieldWall });
  const value = mods.reduce((s, m) => s + m.value, 0);
  const stats: Stat[] = [{ label: 'AC this round', value, modifiers: mods }];
  if (r.shieldWall !== 'no') {
    const shieldPart = (r.shieldWall === 'flank' ? RULES.shieldWallFlank : RULES.shieldWallCentre);
    stats.push({ label: 'AC from the flanks or rear', value: value - shieldPart, text: 'Side and rear attacks get past every shield.' });
  }
  if (r.chooseTarget) {
    stats.push({ label: 'AC against your other foes in reach', value: value - RULES.choosingTarget,
      text: 'The others in reach get +2 to hit you.' });
  }
  return { stats, notes };
}
