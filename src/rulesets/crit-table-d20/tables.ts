/**
 * Every table of the critical-table d20 rules as typed data, each row with the section of the
 * rule text it comes from (shared/rules/002_531e683ac1309b4e.txt, chapter 17 Combat). Code reads
 * these tables; they hold no code.
 */

/** Section names of the rule text, used as `source` on rows, fields and modifiers. */
export const SRC = {
  surprise: '002 17 Combat, 1. Determine Surprise',
  initiative: '002 17 Combat, 3. Determine Initiative Order',
  attack: '002 17.0.1.2 Attack',
  parryDodge: '002 17.0.1.4 Parry and Dodge',
  hold: '002 17.0.1.6 Hold Action',
  run: '002 17.0.1.7 Run Away',
  charge: '002 17.0.1.8 Charge',
  setVsCharge: '002 17.0.1.9 Set Weapon Against Charge',
  partingShot: '002 17.0.2 Defensive Movement and Attacks of Opportunity',
  critical: '002 17.0.3 Critical Hit',
  criticalMiss: '002 17.0.4 Critical Miss',
  behind: '002 17.0.5 Attacking from Behind',
  flanking: '002 17.0.6 Flanking',
  ranged: '002 17.0.7 Ranged Attack',
  concealment: '002 17.0.8 Cover and Concealment',
  rateOfFire: '002 17.0.9 Missile Weapon Rate of Fire',
  missed: '002 17.0.12 Missiles That Miss',
  grenade: '002 17.0.9 Grenade-Like Missiles; 17.0.10 Oil; 17.0.11 Holy Water',
  spells: '002 17.0.13 Spell Casting',
  twoWeapons: '002 17.0.14 Two-weapon style',
  damage: '002 17.0.15 Damage',
  nonLethal: '002 17.0.16 Non-Lethal attacks or Subdual Damage',
  brawling: '002 17.0.17 Brawling',
  grapple: '002 17.0.18 Grappling / Wrestling',
} as const;

/** Fixed numbers of the rules. */
export const RULES = {
  initiativeDie: 6,
  chargeToHit: 2,
  chargeAc: -2,
  chargeMinFeet: 10,
  parryDodgeAc: 2,
  behind: 2,
  flanking: 1,
  partingShot: 2,
  missileWithin5ft: -5,
  unawareShort: 1,
  unawareBehind: 2,
  twoWeaponsPrimary: -2,
  twoWeaponsSecondary: -5,
  nonLethal: -4,
  kick: -2,
  runRoundsPerCon: 3,
  restTurns: 3,
  stumble: -1,
  stumbleDc: 20,
  sloppyDc: 15,
} as const;

/** A row of the special d20 after a natural 20: totals `from`..`to` give this damage. */
export interface SpecialRow { readonly id: 'regular' | 'maximum' | 'critical' | 'critical-condition'; readonly label: string; readonly from: number; readonly to: number; readonly tone: 1 | 2 | 3; readonly source: string }

/** The special d20 after a natural 20 (totals below 1 read as the first row, above 20 as the last). */
export const specialTable = [
  { id: 'regular', label: 'Regular damage', from: 1, to: 10, tone: 1, source: SRC.critical },
  { id: 'maximum', label: 'Maximum damage', from: 11, to: 15, tone: 2, source: SRC.critical },
  { id: 'critical', label: 'Critical damage', from: 16, to: 19, tone: 2, source: SRC.critical },
  { id: 'critical-condition', label: 'Critical damage and a condition', from: 20, to: 20, tone: 3, source: SRC.critical },
] as const satisfies readonly SpecialRow[];

/** A condition of the d4 chart after a special 20, with its effects on the enemy. */
export interface ConditionRow { readonly face: number; readonly id: 'disarmed' | 'shaken' | 'prone' | 'blinded'; readonly label: string; readonly effect: string; readonly toHit: number; readonly acMelee: number; readonly acMissile: number; readonly initiative: number; readonly saves: number; readonly source: string }

/** The d4 condition chart (effects in our words). */
export const conditionTable = [
  { face: 1, id: 'disarmed', label: 'Disarmed', effect: 'its main weapon is knocked out of its hand', toHit: 0, acMelee: 0, acMissile: 0, initiative: 0, saves: 0, source: SRC.critical },
  { face: 2, id: 'shaken', label: 'Shaken', effect: '-2 to hit, to saves and to DC checks', toHit: -2, acMelee: 0, acMissile: 0, initiative: 0, saves: -2, source: SRC.critical },
  { face: 3, id: 'prone', label: 'Prone', effect: '-4 to hit; its AC is 4 worse against melee and 4 better against missiles', toHit: -4, acMelee: -4, acMissile: 4, initiative: 0, saves: 0, source: SRC.critical },
  { face: 4, id: 'blinded', label: 'Blinded', effect: '-4 to hit, -4 AC and -2 initiative', toHit: -4, acMelee: -4, acMissile: -4, initiative: -2, saves: 0, source: SRC.critical },
] as const satisfies readonly ConditionRow[];

/** The chart's conditions on a character (those the lasting state holds, and one an older app declared), each once, in chart order. */
export function activeConditions(d: { readonly condition?: string; readonly held?: readonly string[] }): ConditionRow[] {
  return conditionTable.filter((c) => c.id === d.condition || (d.held ?? []).includes(c.id));
}

/** A row of the critical-miss d20 after a natural 1 (raw faces; nothing is added). */
export interface MissRow {
  readonly id: 'breaks' | 'stumble' | 'sloppy' | 'drop' | 'miss'; readonly label: string; readonly from: number; readonly to: number;
  readonly tone: -1 | 0; readonly effect: string; readonly noAttackNextRound: boolean; readonly dexDc?: number; readonly source: string;
}

/** The critical-miss d20 (effects in our words). */
export const criticalMissTable = [
  { id: 'breaks', label: 'Weapon breaks', from: 1, to: 2, tone: -1, effect: 'the weapon breaks and you cannot attack next round', noAttackNextRound: true, source: SRC.criticalMiss },
  { id: 'stumble', label: 'Stumble', from: 3, to: 5, tone: -1, effect: 'make a DEX check against DC 20 or take -1 to combat rolls for 1d2 rounds', noAttackNextRound: false, dexDc: RULES.stumbleDc, source: SRC.criticalMiss },
  { id: 'sloppy', label: 'Sloppy attack', from: 6, to: 10, tone: -1, effect: 'make a DEX check against DC 15 or your opponent gets a free attack', noAttackNextRound: false, dexDc: RULES.sloppyDc, source: SRC.criticalMiss },
  { id: 'drop', label: 'Weapon dropped', from: 11, to: 15, tone: -1, effect: 'you drop the weapon and cannot attack next round', noAttackNextRound: true, source: SRC.criticalMiss },
  { id: 'miss', label: 'Just a miss', from: 16, to: 20, tone: 0, effect: 'nothing more happens', noAttackNextRound: false, source: SRC.criticalMiss },
] as const satisfies readonly MissRow[];

/** Missile range bands; `allowed: false` means the target cannot be hit. */
export const rangeBands = [
  { value: 'short', label: 'Short range (+1)', mod: 1, allowed: true, source: SRC.ranged },
  { value: 'medium', label: 'Medium range (0)', mod: 0, allowed: true, source: SRC.ranged },
  { value: 'long', label: 'Long range (-2)', mod: -2, allowed: true, source: SRC.ranged },
  { value: 'beyond', label: 'Beyond long range (no attack)', mod: 0, allowed: false, source: SRC.ranged },
  { value: 'within-5', label: 'Within 5 ft, engaged with you (-5)', mod: RULES.missileWithin5ft, allowed: true, source: SRC.ranged },
] as const;

/** Concealment: the share of the target hidden and the attack penalty. */
export const concealmentTable = [
  { value: 'none', label: 'None', mod: 0, source: SRC.concealment },
  { value: '25', label: '25% concealed (-1)', mod: -1, source: SRC.concealment },
  { value: '50', label: '50% concealed (-2)', mod: -2, source: SRC.concealment },
  { value: '75', label: '75% concealed (-3)', mod: -3, source: SRC.concealment },
  { value: '90', label: '90% concealed (-4)', mod: -4, source: SRC.concealment },
] as const;

/** Size modifiers to the grapple check. */
export const grappleSizes = [
  { value: 'small', label: 'Small (-4)', mod: -4, source: SRC.grapple },
  { value: 'medium', label: 'Medium (+0)', mod: 0, source: SRC.grapple },
  { value: 'large', label: 'Large (+4)', mod: 4, source: SRC.grapple },
] as const;

/**
 * Weapon kinds: how the attack is made and whether STR adds to damage (melee, thrown and
 * slings do; bows and crossbows do not). Crossbows carry their reload rounds after a shot.
 */
export const weaponKinds = [
  { value: 'melee', label: 'Melee', missile: false, strDamage: true, reloadRounds: 0, tags: ['melee'] },
  { value: 'thrown', label: 'Thrown (dagger, spear)', missile: true, strDamage: true, reloadRounds: 0, tags: ['missile', 'thrown'] },
  { value: 'bow', label: 'Bow', missile: true, strDamage: false, reloadRounds: 0, tags: ['missile', 'arrow'] },
  { value: 'sling', label: 'Sling', missile: true, strDamage: true, reloadRounds: 0, tags: ['missile'] },
  { value: 'light-crossbow', label: 'Light crossbow', missile: true, strDamage: false, reloadRounds: 1, tags: ['missile', 'bolt'] },
  { value: 'heavy-crossbow', label: 'Heavy crossbow', missile: true, strDamage: false, reloadRounds: 2, tags: ['missile', 'bolt'] },
  { value: 'flask', label: 'Flask (oil, holy water)', missile: true, strDamage: false, reloadRounds: 0, tags: ['missile', 'thrown', 'blast'] },
] as const;

/** A weapon kind id. */
export type WeaponKind = (typeof weaponKinds)[number]['value'];

/** The kind row of a weapon kind id (melee when unknown). */
export function kindOf(kind: string) {
  return weaponKinds.find((k) => k.value === kind) ?? weaponKinds[0];
}

/** Brawling: a punch is 1d3 + STR and non-lethal; a kick 1d4 at -2 to hit. */
export const brawling = {
  punch: { damage: '1d3', strDamage: true, nonLethal: true, toHit: 0, source: SRC.brawling },
  kick: { damage: '1d4', strDamage: false, nonLethal: false, toHit: RULES.kick, source: SRC.brawling },
} as const;
