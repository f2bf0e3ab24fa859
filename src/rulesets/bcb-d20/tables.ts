/**
 * The d20-with-BCB rules as data: the initiative die by DEX score, the Mighty Blows effects,
 * the armour quality a fighter-mage needs per spell level, the surprise dice and the fixed
 * numbers of the text. Every table carries its `source` (section of the rule text).
 * @see shared/rules/001_9b33af6f46041b76.txt (Combat)
 */

/** Sections of the rule text, for `source` fields. */
export const SRC = {
  attack: '001 The Attack Roll',
  bcb: '001 Base Combat Bonuses',
  order: '001 Order of Battle',
  surprise: '001 Surprise; Determine Surprise',
  spells: '001 Declare Spells; Magic Use in Combat',
  initiative: '001 Determine Initiative (COMBAT INITIATIVE)',
  round: '001 The Combat Round',
  archery: '001 Archery; Missile Attacks',
  behind: '001 Backstabbing and Flanking',
  charge: '001 Charging into combat',
  closing: '001 Closing into combat',
  critical: '001 Critical Hits and Fumbles',
  mightyBlows: '001 Effects of Mighty Blows',
  fumble: '001 Fumbles',
  saveCrits: '001 Saving Throw Criticals/Fumbles',
  defensive: '001 Fighting Defensively',
  invisible: '001 Invisible Opponents',
  melee: '001 Melee Attacks',
  targets: '001 Multiple Melee Targets',
  missile: '001 Missile Attacks',
  spellArmour: '001 Spells (Spell Level / Required Armour Quality)',
  subdual: '001 Subdual Damage',
  terrain: '001 Terrain Features',
  twoWeapons: '001 Two-Weapon Fighting',
  unarmed: '001 Unarmed Combat',
  wands: '001 Wands and similar magic items in combat',
  spears: '001 Spears and Polearms',
  assassination: '001 "Assassination" attacks',
  retreating: '001 Retreating',
  shieldWall: '001 Shield-wall',
  monsters: '001 Critical Hits and Fumbles (monsters and NPCs at 0 to -10)',
} as const;

/** One row of the COMBAT INITIATIVE table: DEX scores `from`..`to` roll a d`die`. */
export interface InitiativeRow { readonly from: number; readonly to: number; readonly die: number }

/** Initiative die by DEX score (the whole table; 25 or more rolls a d20, 3 or less a d2). */
export const initiativeByDex = {
  source: SRC.initiative,
  rows: [
    { from: 25, to: Infinity, die: 20 },
    { from: 21, to: 24, die: 12 },
    { from: 18, to: 20, die: 10 },
    { from: 15, to: 17, die: 8 },
    { from: 9, to: 14, die: 6 },
    { from: 6, to: 8, die: 4 },
    { from: 4, to: 5, die: 3 },
    { from: -Infinity, to: 3, die: 2 },
  ] as const satisfies readonly InitiativeRow[],
};

/** Initiative dice a GM may give a monster directly (the dice of the table). */
export const INITIATIVE_DICE = [2, 3, 4, 6, 8, 10, 12, 20] as const;

/** One row of Effects of Mighty Blows: d20 effect `from`..`to`, with the CON lost ('all' = dead). */
export interface MightyBlowRow {
  readonly id: 'flesh-wound' | 'oof' | 'crushing' | 'incapacitating' | 'deadly' | 'mangled';
  readonly from: number;
  readonly to: number;
  readonly label: string;
  /** What it does, in our own words. */
  readonly text: string;
  readonly con: number | 'all';
  /** Rounds stunned: the die rolled for it, if any. */
  readonly stunDie?: number;
  /** A further save: to stay in the fight (crushing) or to survive (incapacitating). */
  readonly save?: 'stay-in' | 'survive';
  /** The blow leaves a flesh wound (-2 to attacks and saves), which already counts on its further save. */
  readonly wound?: true;
}

/** Effects of Mighty Blows (21+ needs an effect raised above the d20's 20). */
export const mightyBlows = {
  source: SRC.mightyBlows,
  rows: [
    { id: 'flesh-wound', from: 1, to: 6, label: 'Flesh wound', text: 'Fights on at -2 to attacks and saves.', con: 1, wound: true },
    { id: 'oof', from: 7, to: 14, label: 'Painful blow', text: 'Stunned 1d3 rounds, and a flesh wound.', con: 2, stunDie: 3, wound: true },
    { id: 'crushing', from: 15, to: 17, label: 'Crushing blow', text: 'Stunned 1d6 rounds, a flesh wound, and a save or out of the fight until healed.', con: 4, stunDie: 6, save: 'stay-in', wound: true },
    { id: 'incapacitating', from: 18, to: 19, label: 'Incapacitating strike', text: 'Unconscious or crippled until healed, and a save or dead.', con: 8, save: 'survive' },
    { id: 'deadly', from: 20, to: 20, label: 'Deadly blow', text: 'Dead.', con: 'all' },
    { id: 'mangled', from: 21, to: Infinity, label: 'Mangled', text: 'Dead, the body mangled.', con: 'all' },
  ] as const satisfies readonly MightyBlowRow[],
};

/** One row of the Spells table: spell levels `from`..`to` need magical armour of at least +`quality` (fighter-mages). */
export interface SpellArmourRow { readonly from: number; readonly to: number; readonly quality: number }

/** Required Armour Quality by spell level, for fighter-mages casting in magical armour. */
export const spellArmour = {
  source: SRC.spellArmour,
  rows: [
    { from: 1, to: 3, quality: 1 },
    { from: 4, to: 6, quality: 2 },
    { from: 7, to: 9, quality: 3 },
    { from: 10, to: 12, quality: 4 },
  ] as const satisfies readonly SpellArmourRow[],
};

/** Highest spell level of the Spells table. */
export const MAX_SPELL_LEVEL = 12;

/** Surprise dice: the d6 by default; class, species or a closed helm move it up or down ("up to a d30"). */
export const SURPRISE_DICE = [3, 4, 6, 8, 10, 12, 20, 30] as const;

/** The fixed numbers of the text. */
export const RULES = {
  /** The Mighty Blow effect is a d20: its maximum, a Deadly Blow, is what a natural 1 on the save takes. */
  effectDie: 20,
  /** The count runs from 10 down to 1. */
  countFrom: 10,
  countTo: 1,
  /** Order key of actions held to the end of the round (after 1). */
  heldOrder: 0,
  /** All of the BCB to AC and no attack: a further +2 AC. */
  fullDefenceBonus: 2,
  fromBehind: 2,
  /** Per attacker above one, against a target without all-round vision. */
  perExtraAttacker: 1,
  /** Other foes in reach of someone who picks a target attack as if from behind. */
  choosingTarget: 2,
  detectedInvisible: -4,
  /** Terrain adjustments stay within +/-4. */
  terrainLimit: 4,
  twoWeaponsBoth: -3,
  twoWeaponsDefensive: -1,
  twoWeaponsDefensiveAc: 1,
  /** Surprised on this or lower; a 1 always surprises. */
  surprisedOn: 2,
  /** Monsters: BCB = hit dice, at most +15. */
  monsterBcbMax: 15,
  unarmedDie: 2,
  /** A flesh wound (Mighty Blows 1-17): this much on attacks and saves. */
  fleshWound: -2,
  /** Backing away faster than the safe speed, and fleeing. */
  retreatFaster: -2,
  retreatFlee: -4,
  /** A shield wall's total shield bonus on a flank and in the centre (one's own shield, +1, is in the sheet's AC). */
  shieldWallFlank: 2,
  shieldWallCentre: 3,
  ownShield: 1,
  /** A round is one minute: subdual points come back at one an hour, every 60 rounds. */
  roundsPerHour: 60,
  /** A monster or NPC that makes its save at 0 to -5 fights at this. */
  hurt: -2,
  /** A stunned character knocked unconscious by the next successful attack: for 1d4 rounds. */
  knockOutDie: 4,
} as const;

/** What a monster or NPC at or below 0 hit points faces, by band. */
export interface ZeroHpRow {
  /** Hit points `from` (highest) down to `to`. */
  readonly from: number;
  readonly to: number;
  /**
   * 'save': a save against death; made: conscious, fights at -2; failed: unconscious; a 1: dead.
   * 'unconscious-save': unconscious, and dead on a failed save. 'dead': killed outright.
   */
  readonly rule: 'save' | 'unconscious-save' | 'dead';
}

/** "For monsters and NPCs, just make a simple save versus death when reduced to damage from 0 to -5 ..." */
export const zeroHp = {
  source: SRC.monsters,
  rows: [
    { from: 0, to: -5, rule: 'save' },
    { from: -6, to: -10, rule: 'unconscious-save' },
    { from: -11, to: -Infinity, rule: 'dead' },
  ] as const satisfies readonly ZeroHpRow[],
};

/** Weapon kinds: how each reaches its target, and the attack tags it carries. */
export const weaponKinds = [
  { value: 'melee', label: 'Melee (hand-held)', missile: false, tags: ['melee'] },
  { value: 'thrown', label: 'Thrown', missile: true, tags: ['missile', 'thrown'] },
  { value: 'bow', label: 'Bow', missile: true, tags: ['missile', 'arrow'] },
  { value: 'crossbow', label: 'Crossbow', missile: true, tags: ['missile', 'bolt'] },
  { value: 'missile', label: 'Other missile (sling...)', missile: true, tags: ['missile'] },
] as const;

/** A weapon kind id. */
export type WeaponKind = (typeof weaponKinds)[number]['value'];

/** Range of target AC values shown when the GM keeps the AC to themself. */
export const AC_RANGE = { from: 10, to: 25 } as const;
