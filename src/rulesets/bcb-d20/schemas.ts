/**
 * The forms: character sheet and table options (the readings of the text's ambiguities); the
 * round declaration is in declaration.ts and re-exported here.
 * @see 001 (sections named on each field's `source`)
 */
import type { Field, FormSchema } from '../../engine/schema';
import { MAX_SPELL_LEVEL, SRC, SURPRISE_DICE, weaponKinds } from './tables';

export { declarationSchema } from './declaration';

const weaponFields: readonly Field[] = [
  { kind: 'text', key: 'name', label: 'Weapon', maxLength: 40, default: 'Longsword' },
  { kind: 'select', key: 'kind', label: 'Kind', options: weaponKinds.map(({ value, label }) => ({ value, label })), default: 'melee',
    help: 'Melee adds STR to hit, missiles DEX; thrown weapons add STR damage at short range.', source: SRC.missile },
  { kind: 'dice', key: 'damage', label: 'Damage', default: '1d8', help: 'Dice and bonus, e.g. 1d8+1 (put a magic damage bonus here).' },
  { kind: 'number', key: 'magic', label: 'Magic bonus to hit', min: -5, max: 5, default: 0, source: SRC.attack },
  { kind: 'boolean', key: 'light', label: 'Fit for the off hand', default: false, help: 'A dagger, short sword, hand-axe or similar (rangers may use any sword).', source: SRC.twoWeapons },
];

const spellFields: readonly Field[] = [
  { kind: 'text', key: 'name', label: 'Spell', maxLength: 40, default: 'Magic Missile' },
  { kind: 'number', key: 'level', label: 'Spell level', min: 1, max: MAX_SPELL_LEVEL, default: 1, help: 'Sets the magical armour a fighter-mage needs.', source: SRC.spellArmour },
];

/** The character sheet; `name` first. */
export const sheetSchema: FormSchema = {
  sections: [{ id: 'combat', label: 'Combat' }, { id: 'defence', label: 'Defence' }, { id: 'magic', label: 'Magic' }, { id: 'gear', label: 'Weapons and spells' }],
  fields: [
    { kind: 'text', key: 'name', label: 'Name', maxLength: 60, default: 'New character' },
    { kind: 'number', key: 'dex', label: 'DEX score', min: 1, max: 30, default: 12, section: 'combat', help: 'Sets your initiative die: d6 for 9-14, d8 for 15-17, d10 for 18-20 and so on.', source: SRC.initiative },
    { kind: 'number', key: 'bcb', label: 'BCB', min: 0, max: 20, default: 1, section: 'combat', help: 'Base Combat Bonus from your class table (a monster: its hit dice, at most +15); each round you split it between hitting and AC.', source: SRC.bcb },
    { kind: 'number', key: 'attacksPerRound', label: 'Attacks per round', min: 1, max: 6, default: 1, section: 'combat', help: 'Each attack rolls its own initiative.', source: SRC.order },
    { kind: 'number', key: 'strHit', label: 'STR to hit', min: -5, max: 5, default: 0, section: 'combat', help: 'Added to melee and unarmed attacks.', source: SRC.melee },
    { kind: 'number', key: 'strDamage', label: 'STR damage', min: -5, max: 6, default: 0, section: 'combat', help: 'Added to melee, unarmed, and thrown damage at short range.', source: SRC.melee },
    { kind: 'number', key: 'dexHit', label: 'DEX to hit (missiles)', min: -5, max: 5, default: 0, section: 'combat', source: SRC.missile },
    { kind: 'boolean', key: 'ranger', label: 'Ranger', default: false, section: 'combat', help: 'May fight with two swords.', source: SRC.twoWeapons },
    { kind: 'number', added: 'state', key: 'maxHp', label: 'Maximum HP', min: 1, max: 999, default: 8, section: 'defence', unit: 'HP',
      help: 'Your full hit points; the damage you take is kept with your state.', source: SRC.critical },
    { kind: 'number', added: 'state', key: 'con', label: 'CON score', min: 1, max: 30, default: 10, section: 'defence', help: 'A Mighty Blow costs CON; with none left you are dead.', source: SRC.mightyBlows },
    { kind: 'select', added: 'state', key: 'creature', label: 'Played as', default: 'character', section: 'defence', options: [
      { value: 'character', label: 'A player character' }, { value: 'monster', label: 'A monster or NPC' },
    ], help: 'Monsters and NPCs save against death between 0 and -5 hit points, and are unconscious from -6.', source: SRC.monsters },
    { kind: 'number', key: 'ac', label: 'AC', min: 0, max: 40, default: 12, section: 'defence', help: 'Your AC with armour, shield and DEX, before the BCB.', source: SRC.attack },
    { kind: 'number', key: 'dexAc', label: 'DEX part of AC', min: -5, max: 10, default: 0, section: 'defence', help: 'Lost when you charge (a penalty stays).', source: SRC.charge },
    { kind: 'number', key: 'save', label: 'Saving throw', min: 2, max: 20, default: 14, section: 'defence', help: 'The number your save is measured against, e.g. to lower a Mighty Blow.', source: SRC.mightyBlows },
    { kind: 'select', key: 'surpriseDie', label: 'Surprise die', options: SURPRISE_DICE.map((n) => ({ value: `d${n}`, label: `d${n}` })), default: 'd6', section: 'defence',
      help: 'A d6 unless your class, species or helm changes it; 1-2 means surprised.', source: SRC.surprise },
    { kind: 'number', key: 'surpriseMod', label: 'Surprise modifier', min: -3, max: 3, default: 0, section: 'defence', help: 'For wisdom or keen or dull senses; a 1 still surprises.', source: SRC.surprise },
    { kind: 'select', key: 'casterType', label: 'Spell-caster', section: 'magic', default: 'none', options: [
      { value: 'none', label: 'No' }, { value: 'magic-user', label: 'Magic-user' }, { value: 'fighter-mage', label: 'Fighter-mage' }, { value: 'other', label: 'Other caster' },
    ], help: 'Sets which armour you may cast in.', source: SRC.spellArmour },
    { kind: 'select', key: 'armour', label: 'Armour worn', section: 'magic', default: 'none', options: [
      { value: 'none', label: 'None' }, { value: 'bracers', label: 'Magical bracers only' }, { value: 'mundane', label: 'Ordinary armour' }, { value: 'magical', label: 'Magical armour' },
    ], source: SRC.spellArmour },
    { kind: 'number', key: 'armourQuality', label: 'Magical armour quality', min: 1, max: 5, default: 1, section: 'magic', visibleIf: { key: 'armour', in: ['magical'] }, help: '+1 allows spells of level 1-3, +2 up to 6, +3 up to 9, +4 up to 12.', source: SRC.spellArmour },
    { kind: 'list', key: 'weapons', label: 'Weapons', itemLabel: 'weapon', item: weaponFields, minItems: 1, maxItems: 8, default: [{}], section: 'gear' },
    { kind: 'list', key: 'spells', label: 'Spells', itemLabel: 'spell', item: spellFields, minItems: 0, maxItems: 30, default: [], section: 'gear' },
  ],
};

/** Table options: one field per known ambiguity, each defaulting to the reading we argue is most faithful. */
export const optionsSchema: FormSchema = {
  fields: [
    { kind: 'select', key: 'initiativeDie', label: 'Initiative die', default: 'dex', options: [
      { value: 'dex', label: 'By DEX score (the COMBAT INITIATIVE table)' }, { value: 'd10', label: 'A d10 for everyone (Order of Battle)' },
    ], help: 'The Order of Battle says d10; the Initiative section gives a die by DEX score, which is the detailed rule and the default.', source: SRC.initiative },
    { kind: 'select', key: 'aboveTen', label: 'Initiative above 10', default: 'first', options: [
      { value: 'first', label: 'Acts before 10, highest first' }, { value: 'ten', label: 'Counts as 10' },
    ], help: 'The count runs from 10, but a d12 or d20 can roll higher; by default the highest result still goes first.', source: SRC.round },
    { kind: 'select', key: 'mightyBlowSave', label: 'Save against a Mighty Blow', default: 'example', options: [
      { value: 'example', label: 'As the example: beat the save, lower by roll - save' }, { value: 'prose', label: 'As the prose: make the save, lower by 1 + roll - save' },
    ], help: 'The worked example (save 10, roll 17: 19 becomes 12) and the prose (one for success and one per point) differ by one; the example fits the prose when a save must beat its number.', source: SRC.mightyBlows },
    { kind: 'select', key: 'subdualOdd', label: 'Odd point of subdual damage', default: 'subdual', options: [
      { value: 'subdual', label: 'Goes to subdual' }, { value: 'real', label: 'Goes to real damage' },
    ], help: 'Half real, half subdual leaves one point over on odd damage; by default it does not kill.', source: SRC.subdual },
    { kind: 'select', added: 'state', key: 'characterZeroHp', label: 'A character at 0 hit points', default: 'dead', options: [
      { value: 'dead', label: 'Dead (real damage to 0 kills)' }, { value: 'save', label: 'As monsters and NPCs: a save at 0 to -5' },
    ], help: 'The text gives a rule for monsters and NPCs only; its Subdual Damage says real damage to zero kills, which is the default for characters.', source: SRC.subdual },
    { kind: 'select', added: 'state', key: 'stunnedActs', label: 'A stunned character', default: 'none', options: [
      { value: 'none', label: 'Loses its attacks, spells and moves' }, { value: 'gm', label: 'Acts; the GM rules the penalties' },
    ], help: 'The text names no penalties for being stunned; by default a stunned character does nothing but defend.', source: SRC.mightyBlows },
    { kind: 'select', added: 'state', key: 'stunStart', label: 'Rounds of a stun', default: 'this', options: [
      { value: 'this', label: 'The round of the blow is the first' }, { value: 'after', label: 'Whole rounds after the blow' },
    ], help: '"Stunned for 1d3 rounds": by default the rest of the round of the blow counts as the first of them.', source: SRC.mightyBlows },
    { kind: 'number', added: 'state', key: 'brawlStun', label: 'Rounds a brawling stun lasts', min: 1, max: 6, default: 1, unit: 'rounds',
      help: 'The text gives no length for a stun from fist or foot; by default it lasts the round of the blow.', source: SRC.unarmed },
    { kind: 'select', added: 'state', key: 'stunnedKnockOut', label: 'Hit while stunned', default: 'any', options: [
      { value: 'any', label: 'Any successful attack knocks out (1d4 rounds)' }, { value: 'unarmed', label: 'Only a blow of fist or foot' },
    ], help: '"Anyone who is already stunned will be knocked unconscious for 1d4 rounds by the next successful attack", in the Unarmed Combat section.', source: SRC.unarmed },
    { kind: 'select', key: 'bowArrows', label: 'A bow standing still', default: 'round', options: [
      { value: 'round', label: 'Two arrows a round (more only with more attacks)' }, { value: 'attack', label: 'Two arrows per attack' },
    ], help: 'The text gives a bow two arrows a round; by default a character with more attacks than that shoots one arrow per attack, not twice as many.', source: SRC.archery },
    { kind: 'select', added: 'defence', key: 'saveNatural1', label: 'A natural 1 on the save against a Mighty Blow', default: 'maximum', options: [
      { value: 'maximum', label: 'The maximum effect: 20, a Deadly Blow (or the effect as struck, if higher)' }, { value: 'as-struck', label: 'The effect as struck, not lowered (the GM may rule worse)' },
    ], help: '"A natural 1 for a saving throw means that the victim takes the maximum possible effect of whatever caused the saving throw": the top of the d20 effect by default.', source: SRC.saveCrits },
    { kind: 'select', added: 'defence', key: 'spellSameCount', label: 'An attack on the count a spell goes off', default: 'disrupts', options: [
      { value: 'disrupts', label: 'Disrupts the spell' }, { value: 'goes-off', label: 'The spell goes off first' },
    ], help: 'Casting starts with the round, so by default a successful attack on the same count as the spell (simultaneous) still comes before it is cast; a wand, by contrast, is only interrupted then.', source: SRC.spells },
  ],
};
