/**
 * Every Spelljammer table as typed data, each row with the section of the rule text it comes
 * from (shared/rules/000_abb45db44eb0a0ba.txt). Code reads these tables; they hold no code.
 */

/** Section names of the rule text, used as `source` on rows and modifiers. */
export const SRC = {
  nutshell: '000 In a Nutshell',
  declaring: '000 Action Declaration',
  initiative: '000 Initiative',
  round: '000 The Initiative Round',
  hitting: '000 Hitting',
  msc: '000 Critical and Grievous Hits (Modified Strike Chance table)',
  critical: '000 Critical and Grievous Hits',
  damage: '000 Taking Damage',
  wounds: '000 Wound Modifiers',
  surprise: '000 Surprise',
  ambush: '000 Ambush',
  cleric: '000 Casting Cleric Spells',
  mage: '000 Casting Mage Spells',
  moveAttack: '000 Move and Attack',
  attackMove: '000 Attack and Move',
  run: '000 Run and Attack',
  draw: '000 Draw Weapon',
  shield: '000 Ready Shield',
  potion: '000 Drink Potion',
  free: '000 Free Actions',
  invisible: '000 Invisible Foe',
  multiple: '000 Multiple Attackers',
  stunned: '000 Target Stunned',
  lighting: '000 Lighting Modifiers',
  encumbrance: '000 Encumbrance Modifier',
  defending: '000 Defending',
  fullDefense: '000 Full Defense',
  desperate: '000 Desperate Defense',
  offhand: '000 Using Offhand',
  pickUp: '000 Picking Up a Dropped Weapon',
  withdraw: '000 Withdrawing From Melee',
  automatic: '000 Automatic Hits and Misses',
  rangedMovement: '000 Ranged Modifiers: Movement Modifiers',
  carefulAim: '000 Careful Aim',
  cover: '000 Cover Modifiers',
  size: '000 Size Modifiers',
  rangedInMelee: '000 Using a Ranged Weapon in Melee',
  penetrating: '000 Ranged Critical or Grievous Hits',
  intoMelee: '000 Shooting Into Melee',
} as const;

/** A row of the Modified Strike Chance table: for a need in `from..to`, faces <= `grievous` are grievous and <= `critical` critical (0 = none). */
export interface MscRow { readonly from: number; readonly to: number; readonly grievous: number; readonly critical: number; readonly source: string }

/** The whole Modified Strike Chance table; the last row is open-ended ("130+"). */
export const mscTable = [
  { from: 1, to: 9, grievous: 0, critical: 1 },
  { from: 10, to: 16, grievous: 1, critical: 2 },
  { from: 17, to: 23, grievous: 1, critical: 3 },
  { from: 24, to: 28, grievous: 1, critical: 4 },
  { from: 29, to: 36, grievous: 2, critical: 5 },
  { from: 37, to: 43, grievous: 2, critical: 6 },
  { from: 44, to: 49, grievous: 2, critical: 7 },
  { from: 50, to: 56, grievous: 3, critical: 8 },
  { from: 57, to: 63, grievous: 3, critical: 9 },
  { from: 64, to: 69, grievous: 3, critical: 10 },
  { from: 70, to: 76, grievous: 4, critical: 11 },
  { from: 77, to: 83, grievous: 4, critical: 12 },
  { from: 84, to: 89, grievous: 4, critical: 13 },
  { from: 90, to: 96, grievous: 5, critical: 14 },
  { from: 97, to: 103, grievous: 5, critical: 15 },
  { from: 104, to: 109, grievous: 5, critical: 16 },
  { from: 110, to: 116, grievous: 6, critical: 17 },
  { from: 117, to: 123, grievous: 6, critical: 18 },
  { from: 124, to: 129, grievous: 6, critical: 19 },
  { from: 130, to: Infinity, grievous: 7, critical: 20 },
].map((r) => ({ ...r, source: SRC.msc })) satisfies readonly MscRow[];

/** Mage casting time in segments by spell rank and type. Ranks above 22 are not in the table. */
export interface CastingRow { readonly from: number; readonly to: number; readonly gk: number; readonly sk: number; readonly source: string }
/** The mage casting-time table (segments). */
export const mageCastingTable = [
  { from: 1, to: 5, gk: 6, sk: 7 },
  { from: 6, to: 10, gk: 5, sk: 6 },
  { from: 11, to: 15, gk: 4, sk: 5 },
  { from: 16, to: 20, gk: 3, sk: 4 },
  { from: 21, to: 21, gk: 2, sk: 3 },
  { from: 22, to: 22, gk: 1, sk: 2 },
].map((r) => ({ ...r, source: SRC.mage })) satisfies readonly CastingRow[];

/** Highest mage spell rank the casting-time table covers. */
export const MAX_SPELL_RANK = 22;

/** Stun level for CON above the human maximum (25): stunned when a single hit's damage exceeds `exceeds`. */
export const stunTable = [
  { con: 26, exceeds: 27 }, { con: 27, exceeds: 29 }, { con: 28, exceeds: 31 }, { con: 29, exceeds: 33 },
  { con: 30, exceeds: 35 }, { con: 31, exceeds: 37 }, { con: 32, exceeds: 39 }, { con: 33, exceeds: 41 },
  { con: 34, exceeds: 43 }, { con: 35, exceeds: 45 },
].map((r) => ({ ...r, source: SRC.damage }));

/** CON added for stun purposes by size. */
export const stunSizeBonus = {
  medium: { value: 0, label: 'Medium', source: SRC.damage },
  large: { value: 2, label: 'Large', source: SRC.damage },
  giant: { value: 4, label: 'Giant', source: SRC.damage },
} as const;

/**
 * Wound levels with a modifier, deepest last: at `atMost` hit points or fewer, `value` applies to
 * all actions (SC, cast chances, skill rolls) and TMR. The text names the last two levels alike.
 */
export const woundLevels = [
  { atMost: 20, value: -10, label: 'Badly Wounded', source: SRC.wounds },
  { atMost: 10, value: -20, label: 'Very Badly Wounded', source: SRC.wounds },
  { atMost: 5, value: -30, label: 'Very Badly Wounded', source: SRC.wounds },
] as const;

/** Initiative at or below which an action is lost for the round. */
export const LOST_AT = -6;

/** Die sides of each successive attack's initiative, by table option (the text gives 1d10, 1d8, 1d6, "etc."). */
export const initiativeLadders = {
  'd4-d4': { dice: [10, 8, 6, 4, 4], label: 'd10, d8, d6, d4, d4' },
  'd4-d2': { dice: [10, 8, 6, 4, 2], label: 'd10, d8, d6, d4, d2' },
  'd6-d6': { dice: [10, 8, 6, 6, 6], label: 'd10, d8, d6, d6, d6' },
} as const;
/** Id of an initiative ladder option. */
export type LadderId = keyof typeof initiativeLadders;

/** A choice in the declaration with its effect, for the select options and the modifiers. */
export interface Choice { readonly value: string; readonly label: string; readonly mod: number; readonly source: string }

/** Surprise: the SC bonus (and, in `defTerms`, the target's DEF loss). */
export const surpriseChoices = [
  { value: 'none', label: 'No surprise', mod: 0, source: SRC.surprise },
  { value: 'in-combat', label: 'In combat: +10, target at half DEF', mod: 10, source: SRC.surprise },
  { value: 'out-of-combat', label: 'Out of combat: +25, only always-on magic DEF', mod: 25, source: SRC.surprise },
] as const satisfies readonly Choice[];

/** Ambush by the target's PER roll: SC bonus on the surprise round; 5x or worse also gives +2 damage. */
export const ambushChoices = [
  { value: 'none', label: 'No ambush (or target made 1x/2x PER)', mod: 0, damage: 0, source: SRC.ambush },
  { value: '3x', label: 'Target made 3x PER: +10', mod: 10, damage: 0, source: SRC.ambush },
  { value: '4x', label: 'Target made 4x PER: +20', mod: 20, damage: 0, source: SRC.ambush },
  { value: '5x', label: 'Target 5x PER or worse: +30, +2 damage', mod: 30, damage: 2, source: SRC.ambush },
] as const;

/** Lighting: SC penalty. */
export const lightingChoices = [
  { value: 'normal', label: 'Good light', mod: 0, source: SRC.lighting },
  { value: 'starry', label: 'Starry night or shadowy interior: -10', mod: -10, source: SRC.lighting },
  { value: 'cloudy', label: 'Cloudy night: -20', mod: -20, source: SRC.lighting },
  { value: 'cave', label: 'Cave or unlit interior: -40', mod: -40, source: SRC.lighting },
  { value: 'pitch', label: 'Pitch black: -60', mod: -60, source: SRC.lighting },
] as const satisfies readonly Choice[];

/** You cannot see your target: SC penalty, and the same table gives your own DEF penalty. */
export const cantSeeChoices = [
  { value: 'no', label: 'You can see the target', mod: 0, def: 0, source: SRC.invisible },
  { value: 'cannot', label: 'Cannot see it: -40 SC, -20 DEF', mod: -40, def: -20, source: SRC.invisible },
  { value: '2x', label: 'Made a 2x PER roll: -20 SC, -10 DEF', mod: -20, def: -10, source: SRC.invisible },
  { value: '1x', label: 'Made a 1x PER roll: -10 SC, -5 DEF', mod: -10, def: -5, source: SRC.invisible },
] as const;

/** The target cannot see you: its DEF penalty (added to your need). */
export const targetCantSeeChoices = [
  { value: 'no', label: 'The target can see you', mod: 0, source: SRC.invisible },
  { value: 'cannot', label: 'It cannot see you: its DEF -20', mod: 20, source: SRC.invisible },
  { value: '2x', label: 'It made a 2x PER roll: its DEF -10', mod: 10, source: SRC.invisible },
  { value: '1x', label: 'It made a 1x PER roll: its DEF -5', mod: 5, source: SRC.invisible },
] as const satisfies readonly Choice[];

/** Ranged: the target's movement. */
export const targetMovementChoices = [
  { value: 'walking', label: 'Walking (normal TMR): 0', mod: 0, source: SRC.rangedMovement },
  { value: 'stationary', label: 'Stationary: +10', mod: 10, source: SRC.rangedMovement },
  { value: 'running', label: 'Running (2x TMR): -10', mod: -10, source: SRC.rangedMovement },
  { value: 'sprinting', label: 'Sprinting (3x TMR): -20', mod: -20, source: SRC.rangedMovement },
  { value: 'fast-sprinting', label: 'Fast sprinting (4x TMR): -30', mod: -30, source: SRC.rangedMovement },
  { value: 'dodging', label: 'Dodging: -20', mod: -20, source: SRC.rangedMovement },
  { value: 'mount', label: 'On a moving mount or wagon: -10', mod: -10, source: SRC.rangedMovement },
] as const satisfies readonly Choice[];

/** Ranged: the target's cover (more than half of it hidden). */
export const coverChoices = [
  { value: 'none', label: 'No cover', mod: 0, source: SRC.cover },
  { value: 'soft', label: 'Soft cover: -10', mod: -10, source: SRC.cover },
  { value: 'hard', label: 'Hard cover: -20', mod: -20, source: SRC.cover },
] as const satisfies readonly Choice[];

/** Ranged: the target's size. */
export const sizeChoices = [
  { value: 'medium', label: 'Medium: 0', mod: 0, source: SRC.size },
  { value: 'tiny', label: 'Tiny: -10', mod: -10, source: SRC.size },
  { value: 'small', label: 'Small: -5', mod: -5, source: SRC.size },
  { value: 'large', label: 'Large: +5', mod: 5, source: SRC.size },
  { value: 'giant', label: 'Giant: +10', mod: 10, source: SRC.size },
] as const satisfies readonly Choice[];

/** Weapon kinds of the sheet. `ranged` kinds get the ranged modifiers. */
export const weaponKinds = [
  { value: 'melee', label: 'Melee', ranged: false },
  { value: 'hand-crossbow', label: 'Hand crossbow', ranged: true },
  { value: 'crossbow', label: 'Light or heavy crossbow', ranged: true },
  { value: 'bow', label: 'Short or long bow', ranged: true },
  { value: 'thrown', label: 'Thrown', ranged: true },
  { value: 'other-ranged', label: 'Other ranged', ranged: true },
] as const;
/** Id of a weapon kind. */
export type WeaponKind = (typeof weaponKinds)[number]['value'];

/** Weapon specialisation: none, specialist or double specialist. */
export type Specialisation = 'none' | 'specialist' | 'double';
/** SC penalty for firing a ranged weapon while in melee, by kind and specialisation (kinds not listed: not in the text). */
export const rangedInMeleeTable: Partial<Record<WeaponKind, Record<Specialisation, number>>> & { source: string } = {
  'hand-crossbow': { none: -10, specialist: -5, double: 0 },
  crossbow: { none: -20, specialist: -15, double: -10 },
  bow: { none: -30, specialist: -20, double: -10 },
  source: SRC.rangedInMelee,
};

/** Penetrating ranged weapons stuck by a critical: DEX penalty until removed and bleeding per round. */
export const penetratingTable = {
  'arrow': { label: 'Arrow or quarrel', dex: -2, bleed: 1, source: SRC.penetrating },
  'javelin': { label: 'Javelin', dex: -3, bleed: 2, source: SRC.penetrating },
  // The text's third line repeats "javelin"; by default we read it as the spear (option `thirdPenetrating`).
  'spear': { label: 'Spear', dex: -4, bleed: 5, source: SRC.penetrating },
} as const;
/** Extra DEX penalty of a stuck weapon on a grievous hit. */
export const GRIEVOUS_EXTRA_DEX = -1;

/** Shooting into melee: configurations and the highest total that targets a friend. */
export const intoMeleeTable = [
  { value: '1f1o', label: '1 friend, 1 opponent (30 or less)', friendAtMost: 30 },
  { value: '1f2o', label: '1 friend, 2 opponents (20 or less)', friendAtMost: 20 },
  { value: '1f3o', label: '1 friend, 3 opponents (10 or less)', friendAtMost: 10 },
  { value: '2f1o', label: '2 friends, 1 opponent (40 or less)', friendAtMost: 40 },
  { value: '3f1o', label: '3 friends, 1 opponent (50 or less)', friendAtMost: 50 },
  { value: '3f2o', label: '3 friends, 2 opponents (45 or less)', friendAtMost: 45 },
].map((r) => ({ ...r, source: SRC.intoMelee }));

/** Raw d100 faces that always target a friend, by specialisation; and the roll's specialisation bonus. */
export const intoMeleeSpec: Record<Specialisation, { alwaysFriend: number; bonus: number }> = {
  none: { alwaysFriend: 5, bonus: 0 },
  specialist: { alwaysFriend: 3, bonus: 5 },
  double: { alwaysFriend: 1, bonus: 10 },
};

/** Attack then move: segments after the last attack at which movement starts, by the DEX roll multiple made (5x or worse: none). */
export const attackThenMoveTable = [
  { multiple: 1, after: 1 }, { multiple: 2, after: 2 }, { multiple: 3, after: 3 }, { multiple: 4, after: 4 },
].map((r) => ({ ...r, source: SRC.attackMove }));

/** Fixed numbers of the text, named. */
export const RULES = {
  noMovementInit: 3, noMovementDef: -20, noMovementLuck: -20,
  moveAttackInit: -5, runInit: -7, runSc: -25, drawInit: -5, sheatheDrawInit: -10, pickUpInit: -5, pickUpDef: -15,
  carefulAimSc: 15, stationaryBonus: 10, offhandSc: -20, offhandDamage: -2, multipleAttackers: 10, stunnedTarget: 10,
  encumberedSc: -10, encumberedDef: -10, fullDefense: 5, desperateDefense: 20, sacrificePerRank: 5,
  movementFrom: 10, movementTo: 1, oneRoundSpell: 10,
} as const;
