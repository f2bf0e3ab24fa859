/**
 * The Zones and factions rules as data: the sections of the text each rule cites, the size
 * scale, weapon kinds, the fixed numbers of a turn and the readings of "impaired" damage.
 * @see shared/rules/004_2715924881334fee.txt (Combat Rules)
 */

/** Where each rule comes from: "004 <section>" of the rule text. */
export const SRC = {
  procedure: '004 Combat procedure',
  turn: '004 Taking a turn',
  attacking: '004 Attacking',
  reacting: '004 Reacting to an attack',
  dodge: '004 Reacting to an attack: Dodge',
  counter: '004 Reacting to an attack: Counter',
  hide: '004 Reacting to an attack: Hide behind a nearby character',
  guard: '004 Guarding',
  opportunity: '004 Opportunity attacks',
  cover: '004 Cover',
  blast: '004 Blast attacks',
  stunts: '004 Attack stunts',
  nonLethal: '004 Non-lethal attacks',
  sneaking: '004 Sneaking in combat',
  morale: '004 Morale',
  surrender: '004 Surrendering',
  chases: '004 Chases',
  gear: '004 Combat gear degradation',
  size: '004 Effects of size in combat',
  mounts: '004 Mounts and vehicles in combat',
} as const;

/** Fixed numbers of the rules. */
export const RULES = {
  /** Zones a character moves at full speed (doubled when sprinting). @see 004 Taking a turn */
  speed: 2,
  /** Armour never goes above this, cover included. @see 004 Cover */
  maxArmour: 3,
  /** Cover adds this to the target's armour. @see 004 Cover */
  cover: 1,
  /** Saves are rolled on this die, under the score. @see 004 Attacking (examples) */
  saveDie: 20,
  /** Unarmed attacks roll this die, impaired. @see 004 Attacking */
  unarmedDie: 4,
  /** A shove by a larger character does this die of direct damage. @see 004 Effects of size in combat */
  shoveDamageDie: 4,
  /** Damaged shields and armour break on an attack of at least this much, before armour. @see 004 Combat gear degradation */
  breaksGearAt: 8,
  /** A damaged weapon or shield breaks when its attack's damage die shows this face. @see 004 Combat gear degradation */
  breaksWeaponOn: 1,
} as const;

/** The size scale, smallest first; one step is "one size of difference". The text names small, medium, large and massive. */
export const sizes = [
  { value: 'tiny', label: 'Tiny' },
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium (human)' },
  { value: 'large', label: 'Large' },
  { value: 'massive', label: 'Massive' },
] as const;
/** A size id, tiny .. massive. */
export type Size = (typeof sizes)[number]['value'];

/** The rank of a size on the scale (tiny 0 .. massive 4). */
export const sizeRank = (s: Size): number => sizes.findIndex((x) => x.value === s);

/** Weapon kinds: how the attack reaches its target, and the shared attack tags it carries. */
export const weaponKinds = [
  { value: 'melee', label: 'Melee', ranged: false, tags: ['melee'] },
  { value: 'ranged', label: 'Ranged (bow, sling)', ranged: true, tags: ['missile'] },
  { value: 'thrown', label: 'Thrown', ranged: true, tags: ['missile', 'thrown'] },
  { value: 'firearm', label: 'Firearm', ranged: true, tags: ['missile', 'firearm'] },
] as const;
/** A weapon kind id. */
export type WeaponKind = (typeof weaponKinds)[number]['value'];

/**
 * Readings of "impaired" damage, which the text uses but never defines (unarmed attacks, held
 * back attacks, riders and passengers). Default `d4`.
 */
export const impairedReadings = [
  { value: 'd4', label: 'The damage die becomes a d4' },
  { value: 'half', label: 'Half the rolled damage, rounded up' },
  { value: 'lower', label: 'Roll the damage twice, keep the lower' },
] as const;
/**
 * Readings of how halved damage rounds when it is halved more than once (two sizes smaller, or
 * impaired by halving and smaller). The text's one example (a 3 halved once becomes 2) fits both.
 * Default `each`: "halve for each size of difference" read as repeated halvings, each rounded up.
 * @see 004 Effects of size in combat (the wyrm example)
 */
export const halvingReadings = [
  { value: 'each', label: 'Halve once per step, rounding up each time (5 -> 3 -> 2)' },
  { value: 'end', label: 'Divide by 2 per step, round to nearest at the end, halves up (5 / 4 -> 1)' },
] as const;
/** A halving reading id (table option `halving`). */
export type HalvingReading = (typeof halvingReadings)[number]['value'];

/** An impaired-damage reading id (table option `impaired`). */
export type ImpairedReading = (typeof impairedReadings)[number]['value'];

/** Non-lethal attacks: what a failed STR save costs the target. @see 004 Non-lethal attacks */
export const nonLethalAttacks = {
  disarm: { label: 'Disarm', failed: 'disarmed', effect: 'drops a weapon you choose (you may catch it with a free hand)' },
  shove: { label: 'Shove', failed: 'shoved', effect: 'is pushed half a zone where you choose, perhaps into a hazard' },
  grapple: { label: 'Grapple', failed: 'grabbed', effect: 'is grabbed: it cannot act except to try to break free' },
} as const;
/** A non-lethal attack id: disarm, shove or grapple. */
export type NonLethal = keyof typeof nonLethalAttacks;
/** Whether an id (a main action, an entry id) names a non-lethal attack. */
export const isNonLethal = (x: string): x is NonLethal => x in nonLethalAttacks;
