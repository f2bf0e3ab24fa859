/**
 * The percentile-dex-rank tables as typed data, each row with the section of the rule text it
 * comes from (shared/rules/003_7e214eea39f41b04.txt). Code reads these tables; they hold no code.
 */

/** Section names of the rule text, used as `source` on rows, modifiers and notes. */
export const SRC = {
  intent: '003 5.2 Statement of Intent',
  movement: '003 5.3 Movement',
  actions: '003 5.4 Actions',
  attacking: '003 5.5 Attacking',
  parrying: '003 5.6 Parrying',
  dodging: '003 5.7 Dodging',
  matrix: '003 5.8 Attack and Defense Matrix',
  weapons: '003 5.9 Weapons and Damage',
  melee: '003 5.9 Melee Weapons table',
  missile: '003 5.9 Missile Weapons table',
  armour: '003 5.10 Armor Types table',
  shields: '003 5.11 Shields table',
  damage: '003 5.12 Damage and Injury',
  special: '003 5.13 Special Successes',
  healing: '003 5.14 Healing',
} as const;

/**
 * Weapon classes for ties on a DEX rank, with their order key (higher acts first): missile
 * weapons, then long (spears, polearms), medium (swords, axes), short (daggers) or unarmed.
 * @see 003 5.4 Actions
 */
export const weaponClasses = [
  { value: 'missile', label: 'Missile', key: 4 },
  { value: 'long', label: 'Long', key: 3 },
  { value: 'medium', label: 'Medium', key: 2 },
  { value: 'short', label: 'Short or unarmed', key: 1 },
] as const;
export type WeaponClass = (typeof weaponClasses)[number]['value'];

/** How the attacker's damage bonus is added: all of it, half (rolled, halved, rounded up) or none. */
export type DbMode = 'full' | 'half' | 'none';
/** What the weapon is, for the defender: melee; low-velocity missiles (thrown, arrows, bolts, other such as a sling); firearms and energy weapons. */
export type WeaponKind = 'melee' | 'thrown' | 'arrow' | 'bolt' | 'missile' | 'firearm';
/** Ammunition: none tracked, 6 shots (pistols, rifles), 20 charges (laser weapons), or a crossbow's one loaded bolt. */
export type AmmoKind = 'none' | 'shots' | 'charges' | 'crossbow';

/** One row of the weapon tables. `damage` is the dice without db; `hp` null for "n/a"; `range` in metres, null in melee. */
export interface WeaponRow {
  readonly id: string;
  readonly name: string;
  readonly skill: string;
  readonly base: number;
  readonly damage: string;
  readonly db: DbMode;
  readonly hands: 1 | 2;
  readonly hp: number | null;
  readonly range: number | null;
  readonly class: WeaponClass;
  readonly kind: WeaponKind;
  readonly ammo: AmmoKind;
  readonly source: string;
}

const melee = (id: string, name: string, skill: string, base: number, damage: string, hands: 1 | 2, hp: number | null, cls: WeaponClass): WeaponRow =>
  ({ id, name, skill, base, damage, db: 'full', hands, hp, range: null, class: cls, kind: 'melee', ammo: 'none', source: SRC.melee });
const missile = (id: string, name: string, skill: string, base: number, damage: string, db: DbMode, hands: 1 | 2, hp: number | null, range: number, kind: WeaponKind, ammo: AmmoKind): WeaponRow =>
  ({ id, name, skill, base, damage, db, hands, hp, range, class: 'missile', kind, ammo, source: SRC.missile });

/**
 * The Melee and Missile Weapons tables. The weapon class (for ties) is our reading of the
 * text's examples: polearms, pikes, long spears and quarterstaffs are long; swords, axes,
 * clubs, hammers and maces medium; daggers, knives and brawling short or unarmed.
 * @see 003 5.9 Weapons and Damage; 5.4 Actions
 */
export const weaponTable: readonly WeaponRow[] = [
  melee('axe-battle', 'Axe, Battle', 'Axe', 15, '1d8+2', 1, 15, 'medium'),
  melee('axe-great', 'Axe, Great', 'Axe', 15, '2d6+2', 2, 15, 'medium'),
  melee('axe-hand', 'Axe, Hand', 'Axe', 15, '1d6+1', 1, 12, 'medium'),
  melee('brawl', 'Brawl', 'Brawl', 25, '1d3', 1, null, 'short'),
  melee('club-heavy', 'Club, Heavy', 'Club', 25, '1d8', 2, 22, 'medium'),
  melee('club-light', 'Club, Light', 'Club', 25, '1d6', 1, 15, 'medium'),
  melee('dagger', 'Dagger', 'Dagger', 25, '1d4', 1, 15, 'short'),
  melee('halberd', 'Halberd', 'Polearm', 15, '3d6', 2, 25, 'long'),
  melee('hammer', 'Hammer', 'Hammer', 25, '1d6', 1, 15, 'medium'),
  melee('hammer-great', 'Hammer, Great', 'Hammer', 25, '1d10+3', 2, 15, 'medium'),
  melee('knife', 'Knife', 'Dagger', 25, '1d3+1', 1, 15, 'short'),
  melee('mace-heavy', 'Mace, Heavy', 'Mace', 25, '1d8+2', 2, 10, 'medium'),
  melee('mace-light', 'Mace, Light', 'Mace', 25, '1d6+2', 1, 6, 'medium'),
  melee('pike', 'Pike', 'Polearm', 15, '1d10+2', 2, 12, 'long'),
  melee('staff', 'Staff, Quarter-', 'Staff', 25, '1d8', 2, 8, 'long'),
  melee('spear-long', 'Spear, Long', 'Spear', 15, '1d10', 2, 10, 'long'),
  melee('sword-broad', 'Sword, Broad', 'Sword', 15, '1d8+1', 1, 12, 'medium'),
  melee('sword-great', 'Sword, Great', 'Sword', 5, '2d8', 2, 12, 'medium'),
  melee('sword-short', 'Sword, Short', 'Sword', 15, '1d6+1', 1, 12, 'medium'),
  missile('axe-thrown', 'Axe, Hand (thrown)', 'Throwing Axe', 10, '1d6', 'half', 1, 12, 20, 'thrown', 'none'),
  missile('bow-long', 'Bow, Long', 'Bow', 5, '1d8+1', 'half', 2, 10, 90, 'arrow', 'none'),
  missile('crossbow-heavy', 'Crossbow, Heavy', 'Crossbow', 25, '2d6+2', 'none', 2, 18, 55, 'bolt', 'crossbow'),
  missile('crossbow-light', 'Crossbow, Light', 'Crossbow', 25, '1d6+2', 'none', 2, 10, 40, 'bolt', 'crossbow'),
  missile('dagger-thrown', 'Dagger (thrown)', 'Throwing Dagger', 15, '1d4', 'half', 1, 15, 10, 'thrown', 'none'),
  missile('knife-thrown', 'Knife (thrown)', 'Throwing Dagger', 15, '1d3+1', 'half', 1, 10, 10, 'thrown', 'none'),
  missile('pistol', 'Pistol', 'Firearm: Pistol', 20, '1d8', 'none', 1, 8, 20, 'firearm', 'shots'),
  missile('pistol-laser', 'Pistol, Laser', 'Energy Weapon: Laser Pistol', 20, '1d8', 'none', 1, 14, 20, 'firearm', 'charges'),
  missile('rifle', 'Rifle', 'Firearm: Rifle', 25, '2d6', 'none', 2, 12, 80, 'firearm', 'shots'),
  missile('rifle-laser', 'Rifle, Laser', 'Energy Weapon: Laser Rifle', 15, '2d8', 'none', 2, 20, 100, 'firearm', 'charges'),
  missile('rock', 'Rock (thrown)', 'Throw', 0, '1d2', 'half', 1, null, 20, 'thrown', 'none'),
  missile('sling', 'Sling', 'Sling', 5, '1d8', 'half', 2, 2, 80, 'missile', 'none'),
];

/** Ammunition sizes: pistols and rifles hold 6 shots, laser weapons 20 charges; a crossbow holds one bolt. @see 003 5.9 (footnotes) */
export const AMMO = { shots: 6, charges: 20, crossbow: 1 } as const;

/** Skill groups an armour penalty applies to. @see 003 5.10 Armor */
export type SkillGroup = 'physical' | 'perception' | 'other';

/** The skills the text names as physical (plus the Agility roll) and as perception skills. @see 003 5.10 Armor */
export const PHYSICAL_SKILLS = ['Climb', 'Dodge', 'Fine Manipulation', 'Hide', 'Jump', 'Sleight of Hand', 'Stealth', 'Swim', 'Throw', 'Agility roll'] as const;
export const PERCEPTION_SKILLS = ['Listen', 'Spot'] as const;

/**
 * One row of the Armor Types table: armour points and the skill penalty (percent, negative).
 * Riot gear lists 12/6: `firearmPoints` holds the second figure (see the `riotGear` option).
 */
export interface ArmourRow {
  readonly id: string; readonly name: string; readonly points: number; readonly firearmPoints?: number;
  readonly penalty: number; readonly group: SkillGroup; readonly source: string;
}

/** Body armour from the Armor Types table (helmets are separate, {@link helmetTable}). @see 003 5.10 Armor Types */
export const armourTable: readonly ArmourRow[] = [
  { id: 'none', name: 'None', points: 0, penalty: 0, group: 'physical', source: SRC.armour },
  { id: 'clothing-heavy', name: 'Clothing, Heavy', points: 1, penalty: 0, group: 'physical', source: SRC.armour },
  { id: 'leather-soft', name: 'Leather, Soft', points: 1, penalty: 0, group: 'physical', source: SRC.armour },
  { id: 'leather-hard', name: 'Leather, Hard', points: 2, penalty: -10, group: 'physical', source: SRC.armour },
  { id: 'quilted', name: 'Quilted', points: 2, penalty: -5, group: 'physical', source: SRC.armour },
  { id: 'flak-jacket', name: 'Flak Jacket', points: 4, penalty: -10, group: 'physical', source: SRC.armour },
  { id: 'hoplite', name: 'Hoplite Panoply', points: 6, penalty: -20, group: 'physical', source: SRC.armour },
  { id: 'chain', name: 'Chain', points: 7, penalty: -20, group: 'physical', source: SRC.armour },
  { id: 'bulletproof-vest', name: 'Bulletproof Vest', points: 8, penalty: -5, group: 'physical', source: SRC.armour },
  { id: 'plate-full', name: 'Plate, Full', points: 8, penalty: -25, group: 'physical', source: SRC.armour },
  { id: 'riot-gear', name: 'Riot Gear', points: 12, firearmPoints: 6, penalty: -10, group: 'physical', source: SRC.armour },
];

/** Helmets: armour points added to the body armour's, and a penalty to perception skills. @see 003 5.10 Armor Types */
export const helmetTable: readonly ArmourRow[] = [
  { id: 'none', name: 'None', points: 0, penalty: 0, group: 'perception', source: SRC.armour },
  { id: 'light', name: 'Helmet, Light', points: 1, penalty: -15, group: 'perception', source: SRC.armour },
  { id: 'heavy', name: 'Helmet, Heavy', points: 2, penalty: -50, group: 'perception', source: SRC.armour },
];

/**
 * One row of the Shields table. `missileParry` is the straight chance to parry a low-velocity
 * missile (target 15%, full 30%, large 60%; 90% kneeling behind a large one).
 * @see 003 5.11 Shields
 */
export interface ShieldRow {
  readonly id: string; readonly name: string; readonly base: number; readonly hp: number; readonly damage: string;
  readonly size: 'target' | 'full' | 'large'; readonly missileParry: number; readonly source: string;
}

/** The Shields table, with each shield's missile parry chance by its size. @see 003 5.11 Shields */
export const shieldTable: readonly ShieldRow[] = [
  { id: 'heater', name: 'Heater', base: 15, hp: 12, damage: '1d3', size: 'full', missileParry: 30, source: SRC.shields },
  { id: 'hoplite', name: 'Hoplite', base: 15, hp: 16, damage: '1d4', size: 'large', missileParry: 60, source: SRC.shields },
  { id: 'kite', name: 'Kite', base: 15, hp: 16, damage: '1d4', size: 'full', missileParry: 30, source: SRC.shields },
  { id: 'riot', name: 'Riot', base: 15, hp: 16, damage: '1d3', size: 'large', missileParry: 60, source: SRC.shields },
  { id: 'round', name: 'Round', base: 15, hp: 12, damage: '1d3', size: 'full', missileParry: 30, source: SRC.shields },
  { id: 'target', name: 'Target', base: 15, hp: 12, damage: '1d2', size: 'target', missileParry: 15, source: SRC.shields },
];

/** Kneeling behind a large shield: the straight missile parry chance. @see 003 5.11 Shields */
export const KNEELING_LARGE_SHIELD = 90;

/** Hit points figures of 5.12: unconscious when reduced to 2, dead at 0 at the end of the round. */
export const HP = { unconscious: 2, dead: 0 } as const;

/** Movement bands of 5.3 in metres: full DEX rank up to 5 m, half 6-15, quarter 16-29, about 30 only defence. */
export const MOVEMENT = { halfFrom: 6, quarterFrom: 16, onlyDefenceFrom: 30, max: 40 } as const;
