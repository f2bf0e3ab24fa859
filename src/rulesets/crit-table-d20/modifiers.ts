/**
 * To-hit modifiers: everything the text adds to the attack d20 beyond the die, each labelled
 * with its section so the breakdown answers "why +2?".
 * @see 002 17.0.1.2 Attack and the sections named on each modifier
 */
import type { Modifier } from '../../engine/ruleset';
import { activeConditions, concealmentTable, rangeBands, RULES, SRC } from './tables';
import type { Declaration, Sheet } from './types';

/** What is attacking: a weapon (melee or missile), a punch, a kick, or the grapple's touch attack. */
export interface AttackSource {
  readonly missile: boolean;
  /** The weapon's own bonus to hit (0 unarmed). */
  readonly toHit: number;
  /** 'main' / 'second' of the two-weapon style, or 'only'. */
  readonly hand: 'only' | 'main' | 'second';
  /** Fixed penalty of the attack form (kick -2). */
  readonly formPenalty?: Modifier;
  /** The grapple's touch attack adds STR or DEX, the attacker's choice. */
  readonly abilityOverride?: 'str' | 'dex';
  /** Struck with the flat of the blade: -4. */
  readonly nonLethal?: boolean;
  /** The extra attack on a foe that turns its back to move away: +2. */
  readonly partingShot?: boolean;
}

/** Sum of modifier values. */
export const sum = (mods: readonly Modifier[]): number => mods.reduce((s, m) => s + m.value, 0);

/** The condition's to-hit penalty and the stumble's, which apply to every combat roll of the character. */
export function ownPenalties(d: Declaration, stumbling: boolean): Modifier[] {
  const out: Modifier[] = [];
  for (const cond of activeConditions(d)) if (cond.toHit) out.push({ label: cond.label, value: cond.toHit, source: cond.source });
  if (stumbling) out.push({ label: 'Stumbling', value: RULES.stumble, source: SRC.criticalMiss });
  return out;
}

/**
 * The to-hit modifiers of one attack. `charging` adds the charge's +2.
 * Missiles within 5 ft take -5, or, against an unaware target, +1 (short range) and +2 (from behind).
 */
export function toHitModifiers(sheet: Sheet, d: Declaration, src: AttackSource, charging: boolean, stumbling: boolean): Modifier[] {
  const mods: Modifier[] = [{ label: 'Attack bonus', value: sheet.attackBonus, source: SRC.attack }];
  const ability = src.abilityOverride ?? (src.missile ? 'dex' : 'str');
  mods.push(ability === 'dex' ? { label: 'DEX bonus', value: sheet.dexBonus, source: SRC.attack } : { label: 'STR bonus', value: sheet.strBonus, source: SRC.attack });
  if (src.toHit) mods.push({ label: 'Weapon bonus', value: src.toHit, source: SRC.attack });
  if (src.formPenalty) mods.push(src.formPenalty);
  if (src.hand === 'main') mods.push({ label: 'Two weapons, main', value: RULES.twoWeaponsPrimary, source: SRC.twoWeapons });
  if (src.hand === 'second') mods.push({ label: 'Two weapons, second', value: RULES.twoWeaponsSecondary, source: SRC.twoWeapons });
  if (src.nonLethal) mods.push({ label: 'Non-lethal', value: RULES.nonLethal, source: SRC.nonLethal });
  if (charging) mods.push({ label: 'Charge', value: RULES.chargeToHit, source: SRC.charge });
  const unawareClose = src.missile && d.range === 'within-5' && d.targetUnaware;
  if (src.missile) {
    if (unawareClose) mods.push({ label: 'Unaware target: short range', value: RULES.unawareShort, source: SRC.ranged });
    else {
      const band = rangeBands.find((r) => r.value === d.range);
      if (band && band.mod) mods.push({ label: band.value === 'within-5' ? 'Missile within 5 ft' : band.label.replace(/ \(.*\)$/, ''), value: band.mod, source: band.source });
    }
  }
  // The unaware exception's +2 is the bonus for attacking from behind (17.0.5), which Sneak Attack replaces.
  const sneaking = d.behind && d.sneakAttack;
  if (unawareClose) { if (!sneaking) mods.push({ label: 'Unaware target: from behind', value: RULES.unawareBehind, source: SRC.ranged }); }
  else if (d.behind && !d.sneakAttack) mods.push({ label: 'From behind', value: RULES.behind, source: SRC.behind });
  if (d.flanking && !src.missile) mods.push({ label: 'Flanking', value: RULES.flanking, source: SRC.flanking });
  if (src.partingShot) mods.push({ label: 'Parting shot', value: RULES.partingShot, source: SRC.partingShot });
  const conc = concealmentTable.find((c) => c.value === d.concealment);
  if (conc && conc.mod) mods.push({ label: `Concealed ${conc.value}%`, value: conc.mod, source: conc.source });
  mods.push(...ownPenalties(d, stumbling));
  if (d.toHitMod) mods.push({ label: "GM's call", value: d.toHitMod });
  return mods;
}
