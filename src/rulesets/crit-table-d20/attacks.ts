/**
 * The attacks of a round as specifications: label, to-hit check, damage expression and how it
 * scales, what the special d20 adds, and the notes the player and GM need. `plan` turns them
 * into planned actions; `roll` reads the same specifications to roll the follow-up dice.
 * @see 002 17.0.1.2 Attack; 17.0.1.8 Charge; 17.0.14 Two-weapon style; 17.0.16 Non-Lethal; 17.0.17 Brawling; 17.0.18 Grappling
 */
import { addBonus, parseDice, type DiceExpr } from '../../engine/notation';
import type { CheckPlan, Modifier, Note } from '../../engine/ruleset';
import type { Scaling } from './damage';
import { sum, toHitModifiers, type AttackSource } from './modifiers';
import { criticalMissOddsText, specialOddsText } from './special';
import { activeConditions, brawling, kindOf, RULES, SRC } from './tables';
import { attackCheck, touchStyles } from './tohit';
import type { Declaration, Options, Sheet, Weapon } from './types';

/** One attack of the round, ready to plan and roll. */
export interface AttackSpec {
  readonly id: string;
  readonly label: string;
  readonly tags: readonly string[];
  readonly check: CheckPlan;
  /** Absent for the grapple's touch attack, which deals no damage. */
  readonly damage?: { readonly expr: DiceExpr; readonly modifiers: readonly Modifier[]; readonly scaling: Scaling; readonly specialBonus: number };
  /** The double damage depends on the weapon being set in time (decided when initiative is known). */
  readonly setVsCharge: boolean;
  readonly notes: readonly Note[];
  /** Index of the sheet's weapon used, if any (a crossbow shot starts its reload). */
  readonly weaponIndex?: number;
}

/** What every attack of the round shares. */
export interface AttackContext {
  readonly sheet: Sheet; readonly d: Declaration; readonly o: Options;
  readonly charging: boolean; readonly setVsCharge: boolean; readonly stumbling: boolean;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

/** The DEX bonus for DEX checks this round (shaken: -2 to DC checks). */
export function dexForChecks(sheet: Sheet, d: Declaration): number {
  return sheet.dexBonus + activeConditions(d).reduce((s, c) => s + c.saves, 0);
}

/** What the special d20 adds, by the `specialModifiers` option. */
export function specialBonusOf(option: Options['specialModifiers'], toHit: readonly Modifier[], damage: DiceExpr): number {
  if (option === 'attack') return sum(toHit);
  if (option === 'damage') return damage.bonus;
  return 0;
}

function followUpNotes(ctx: AttackContext, specialBonus: number | null): Note[] {
  const out: Note[] = [];
  if (specialBonus !== null) {
    out.push({ label: 'On a natural 20', text: `A second d20${specialBonus ? ` ${signed(specialBonus)}` : ''} sets the damage: ${specialOddsText(specialBonus)}. On a total of 20, a d4 also puts a condition on the foe: disarmed, shaken, prone or blinded (25% each).`, source: SRC.critical });
  }
  out.push({ label: 'On a natural 1', text: `A second d20 decides: ${criticalMissOddsText(dexForChecks(ctx.sheet, ctx.d))}.`, source: SRC.criticalMiss });
  return out;
}

function damageOf(ctx: AttackContext, dice: string, str: boolean, bonus: number, double: boolean, half: boolean): { expr: DiceExpr; modifiers: Modifier[]; scaling: Scaling } {
  const modifiers: Modifier[] = [];
  if (str && ctx.sheet.strBonus) modifiers.push({ label: 'STR bonus', value: ctx.sheet.strBonus, source: SRC.damage });
  if (bonus) modifiers.push({ label: 'Weapon bonus', value: bonus, source: SRC.damage });
  if (ctx.d.damageMod) modifiers.push({ label: "GM's call", value: ctx.d.damageMod });
  const why: string[] = [];
  if (double) why.push(ctx.charging ? 'doubled for the charge' : 'doubled: set against the charge');
  if (half) why.push('halved (non-lethal)');
  return { expr: addBonus(parseDice(dice), sum(modifiers)), modifiers, scaling: { double, half, why } };
}

/** An attack with a weapon of the sheet; `hand` for the two-weapon style. */
export function weaponAttack(ctx: AttackContext, w: Weapon, index: number, hand: AttackSource['hand'], id: string, partingShot = false): AttackSpec {
  const kind = kindOf(w.kind);
  // Non-lethal blows are struck with the flat of a blade (17.0.16): a melee weapon not sharp all round.
  const nonLethal = ctx.d.nonLethal && !w.allSharp && !kind.missile;
  // A parting shot is at a foe next to you (17.0.2): a missile takes the within-5-ft penalty (17.0.7), whatever range the round's own shot had.
  const d = partingShot && kind.missile ? { ...ctx.d, range: 'within-5', targetUnaware: ctx.d.range === 'within-5' && ctx.d.targetUnaware } : ctx.d;
  const toHit = toHitModifiers(ctx.sheet, d, { missile: kind.missile, toHit: w.toHit, hand, nonLethal, partingShot }, ctx.charging, ctx.stumbling);
  const dmg = damageOf(ctx, w.damage, kind.strDamage, w.damageBonus, ctx.charging || ctx.setVsCharge, nonLethal);
  const specialBonus = specialBonusOf(ctx.o.specialModifiers, toHit, dmg.expr);
  const notes = followUpNotes(ctx, specialBonus);
  if (ctx.d.nonLethal && kind.missile) notes.push({ label: 'No flat to strike with', text: `A blow with the flat of a blade needs a melee weapon: this shot with the ${w.name} is a normal, lethal one.`, source: SRC.nonLethal });
  else if (ctx.d.nonLethal && w.allSharp) notes.push({ label: 'No flat to strike with', text: `${w.name} is sharp on every side: this is a normal, lethal attack.`, source: SRC.nonLethal });
  if (nonLethal) notes.push({ label: 'Non-lethal', text: 'A foe brought to 0 hit points with some of this damage falls unconscious instead of dying.', gm: true, source: SRC.nonLethal });
  if (ctx.setVsCharge) notes.push({ label: 'Set against the charge', text: 'Double damage only if your initiative is equal to or better than the charger\'s.', gm: true, source: SRC.setVsCharge });
  if (kind.value === 'flask') notes.push({ label: 'Flask', text: 'A hit is a direct hit. Burning oil: 1d8 now and 1d8 next round unless put out; with a lit fuse, 1d6 splash within 5 ft (a save against Death Ray avoids it, except for the one hit). Holy water: 1d8 to undead, 1d6 splash to undead within 5 ft.', gm: true, source: SRC.grenade });
  // 17.0.12 excepts grenade-like missiles: a thrown flask that misses scatters (the GM's d10), it does not fall on an ally.
  if (kind.missile && kind.value !== 'flask' && ctx.d.intoMelee) notes.push({ label: 'Into a melee', text: 'If this misses, it may hit an ally: the GM rolls against each ally in turn.', gm: true, source: SRC.missed });
  const handWord = hand === 'main' ? ', main hand' : hand === 'second' ? ', second weapon' : '';
  const what = partingShot ? 'parting shot' : ctx.charging ? 'charge' : kind.missile ? 'shot' : 'attack';
  return { id, label: `${w.name}${handWord}, ${what}`, tags: [...kind.tags, ...(nonLethal ? ['non-lethal'] : [])], check: attackCheck(toHit, ctx.d.targetAc),
    damage: { ...dmg, specialBonus }, setVsCharge: ctx.setVsCharge, notes, weaponIndex: index };
}

/** A punch (1d3 + STR, non-lethal) or a kick (1d4 at -2; STR by the `kickStr` option). */
export function brawl(ctx: AttackContext, form: 'punch' | 'kick'): AttackSpec {
  const b = brawling[form];
  const toHit = toHitModifiers(ctx.sheet, ctx.d, { missile: false, toHit: 0, hand: 'only', ...(b.toHit ? { formPenalty: { label: 'Kick', value: b.toHit, source: b.source } } : {}) }, false, ctx.stumbling);
  const str = form === 'punch' || ctx.o.kickStr === 'yes';
  const dmg = damageOf(ctx, b.damage, str, 0, false, false);
  const specialBonus = specialBonusOf(ctx.o.specialModifiers, toHit, dmg.expr);
  const notes = followUpNotes(ctx, specialBonus);
  if (b.nonLethal) notes.push({ label: 'Non-lethal', text: 'Punches deal non-lethal damage.', source: b.source });
  if (ctx.d.targetMetalArmour && ctx.sheet.armour !== 'metal') notes.push({ label: 'Metal armour', text: 'Without armour or in leather, you take this damage yourself instead of the target.', gm: true, source: b.source });
  notes.push({ label: 'Brawling', text: 'The GM decides which monsters brawling can hurt.', gm: true, source: b.source });
  return { id: 'a1', label: form === 'punch' ? 'Punch' : 'Kick', tags: ['melee', 'unarmed', ...(b.nonLethal ? ['non-lethal'] : [])], check: attackCheck(toHit, ctx.d.targetAc),
    damage: { ...dmg, specialBonus }, setVsCharge: false, notes };
}

/** The grapple's touch attack: attack bonus + STR or DEX against AC; no damage. */
export function touchAttack(ctx: AttackContext): AttackSpec {
  const toHit = toHitModifiers(ctx.sheet, ctx.d, { missile: false, toHit: 0, hand: 'only', abilityOverride: ctx.d.grappleWith }, false, ctx.stumbling);
  return { id: 'a1', label: 'Grapple: touch attack', tags: ['melee', 'unarmed'], check: attackCheck(toHit, ctx.d.targetAc, touchStyles), setVsCharge: false,
    notes: [...followUpNotes(ctx, null), { label: 'Touch attack', text: 'On a hit you move into the foe\'s space and both of you make a grapple check.', source: SRC.grapple },
      // The text names a touch attack without saying what AC it is against (does armour count?).
      { label: 'Touch attack AC', text: 'The GM says which AC a touch attack must reach: the rules do not say whether the foe\'s armour counts.', gm: true, source: SRC.grapple }] };
}

/** Why a declared charge cannot happen, or undefined when it can. */
export function chargeProblem(sheet: Sheet, w: Weapon, feet: number, fatigued: boolean): string | undefined {
  if (!w.charge) return `${w.name} does not suit a charge: it takes a spear, lance or pole arm.`;
  if (feet < RULES.chargeMinFeet) return `A charge covers at least ${RULES.chargeMinFeet} ft; ${feet} ft is not enough.`;
  if (feet > 2 * sheet.move) return `A charge covers at most double your movement, ${2 * sheet.move} ft; ${feet} ft is too far.`;
  if (fatigued) return 'You are fatigued: you can only walk until you rest.';
  return undefined;
}
