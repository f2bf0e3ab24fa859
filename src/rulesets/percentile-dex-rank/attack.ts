/**
 * Planning an attack: the DEX rank for the round and its order key, the attack chance (skill,
 * Difficult, the missile range bands, the GM's modifier) with its special / success / failure
 * bands, damage for a success and a special success, and what stops the attack (moving about
 * 30 m, no ammunition, an unloaded crossbow, a broken weapon, a target beyond three times the range).
 * Armour lowers an attack only with a physical skill (Throw, for a rock).
 * @see 003 5.3 Movement; 5.4 Actions; 5.5 Attacking; 5.9 Weapons and Damage; 5.10 Armor; 5.13 Special Successes
 */
import type { Modifier, Note, PlannedAction } from '../../engine/ruleset';
import { levelCheck, rangeFactor, scaledChance } from './chance';
import { damagePlans } from './damage';
import { orderKey, type RoundRank } from './rank';
import type { CarriedState } from './state';
import { skillPenalties } from './armour';
import { PHYSICAL_SKILLS, SRC } from './tables';
import type { Declaration, Options, Sheet } from './types';
import { ammoCapacity, attackTags, declaredWeapon, type Weapon } from './weapons';

/** What an attack declaration gives: the action (unless lost), lost notes and notes. */
export interface AttackPlan { readonly actions: PlannedAction[]; readonly lost: Note[]; readonly notes: Note[] }

/** Why a weapon cannot attack this round (ammunition, crossbow, broken), or undefined. */
export function cannotAttack(w: Weapon, s: CarriedState, index: number | 'shield'): Note | undefined {
  if (index === 'shield') {
    return w.hp !== null && s.shieldDamage >= w.hp ? { label: `${w.name} broken`, text: `It took ${s.shieldDamage} points parrying, its ${w.hp} hit points are gone.`, source: SRC.shields } : undefined;
  }
  const g = s.gear[index];
  if (w.hp !== null && g && g.damage >= w.hp) return { label: `${w.name} broken`, text: `It took ${g.damage} points parrying, its ${w.hp} hit points are gone.`, source: SRC.parrying };
  const cap = ammoCapacity(w);
  if (cap !== undefined && g && g.ammo <= 0) {
    return w.ammo === 'crossbow'
      ? { label: `${w.name} not loaded`, text: 'Reloading a crossbow takes a whole round: declare Reload this round, fire next round.', source: SRC.weapons }
      : { label: `${w.name} empty`, text: `No ${w.ammo === 'charges' ? 'charges' : 'shots'} left: declare Reload.`, source: SRC.weapons };
  }
  return undefined;
}

/**
 * The armour penalties on a weapon's skill: only where the skill is one the text names as
 * physical, which among the weapon tables is Throw (a thrown rock); weapon skills are not.
 * @see 003 5.10 Armor ("'Physical' skills are ... and Throw"); 5.9 Missile Weapons (Rock: Throw)
 */
export function weaponSkillPenalties(sheet: Sheet, w: Weapon): Modifier[] {
  return (PHYSICAL_SKILLS as readonly string[]).includes(w.skill) ? skillPenalties(sheet, 'physical') : [];
}

/**
 * The attack chance and its breakdown; null when the target is beyond three times the range.
 * `penalties` (armour on a physical skill) come off the skill before halving or quartering.
 */
export function attackChance(w: Weapon, d: Declaration, o: Options, penalties: readonly Modifier[] = []): { chance: number; modifiers: Modifier[]; rangeNote?: string } | null {
  let factor = 1, rangeNote: string | undefined;
  const modifiers: Modifier[] = [{ label: `${w.name} skill`, value: w.skillValue, source: SRC.attacking }, ...penalties];
  const skill = Math.max(0, w.skillValue + penalties.reduce((t, m) => t + m.value, 0));
  if (w.range !== null && d.distance !== null) {
    const r = rangeFactor(d.distance, w.range, o.rangeEdge);
    if (!r) return null;
    factor = r.factor;
    if (r.factor !== 1) rangeNote = r.label;
  }
  if (d.difficult) factor /= 2;
  const scaled = scaledChance(skill, factor, o.chanceRounding);
  if (factor !== 1) {
    const why = [d.difficult ? 'Difficult' : '', rangeNote ?? ''].filter(Boolean).join('; ');
    modifiers.push({ label: `${why}: ${factor === 0.5 ? 'half' : factor === 0.25 ? 'a quarter' : 'an eighth'}, rounded ${o.chanceRounding}`, value: scaled - skill, source: d.difficult ? SRC.attacking : SRC.weapons });
  }
  if (d.chanceMod) modifiers.push({ label: "GM's call", value: d.chanceMod });
  const chance = Math.max(0, scaled + d.chanceMod);
  return { chance, modifiers, ...(rangeNote ? { rangeNote } : {}) };
}

/** Plans an attack with the declared weapon at the round's DEX rank. */
export function planAttack(sheet: Sheet, d: Declaration, o: Options, s: CarriedState, rank: RoundRank): AttackPlan {
  const { weapon: w, index } = declaredWeapon(sheet, d.weapon);
  const notes: Note[] = [];
  if (!rank.canAct) return { actions: [], lost: [{ label: 'No attack', text: rank.text, source: SRC.movement }], notes };
  const stop = cannotAttack(w, s, index);
  if (stop) return { actions: [], lost: [stop], notes };
  const c = attackChance(w, d, o, weaponSkillPenalties(sheet, w));
  if (!c) return { actions: [], lost: [{ label: 'Out of range', text: `Beyond three times ${w.name}'s range (${3 * w.range!} m): no chance of hitting.`, source: SRC.weapons }], notes };
  if (w.range !== null && d.distance === null) notes.push({ label: 'Range', text: `Taken as within ${w.name}'s range (${w.range} m); enter the distance for the range bands.`, source: SRC.weapons });
  const check = levelCheck(c.chance, c.modifiers, o.special);
  const damage = damagePlans(w.damage, sheet.db, w.db, d.targetArmour);
  const attackNotes: Note[] = [
    { label: 'Special success', text: 'Only a special parry or dodge stops it; the GM rules any special result.', source: SRC.special },
  ];
  if (w.hands === 2 && sheet.shield !== 'none') notes.push({ label: 'Two hands', text: `${w.name} needs both hands: no shield in use while you wield it.`, source: SRC.weapons });
  const action: PlannedAction = {
    id: 'a1', kind: 'attack', label: `${w.name}, attack`,
    timing: { kind: 'fixed', value: rank.rank, modifiers: rank.modifiers, note: `${rank.text}; ties: ${w.class} weapon, skill ${w.skillValue}` },
    check, damage, notes: attackNotes, tags: attackTags(w),
  };
  return { actions: [action], lost: [], notes };
}

/** The order key of an attack: DEX rank, weapon class, skill. */
export const attackOrder = (rank: number, w: Weapon): number[] => orderKey(rank, w.class, w.skillValue);
