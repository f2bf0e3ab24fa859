/**
 * The forms: character sheet, round declaration (weapons, off hand and spells come from the
 * sheet; the BCB on the attack is capped by the sheet's BCB) and table options (the readings
 * of the text's ambiguities).
 * @see 001 (sections named on each field's `source`)
 */
import type { Field, FormSchema, SelectOption, Values } from '../../engine/schema';
import { AC_RANGE, MAX_SPELL_LEVEL, RULES, SRC, SURPRISE_DICE, weaponKinds } from './tables';
import type { Sheet } from './types';

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
    { kind: 'number', key: 'bcb', label: 'BCB', min: 0, max: 20, default: 1, section: 'combat', help: 'Base Combat Bonus from your class table; each round you split it between hitting and AC.', source: SRC.bcb },
    { kind: 'number', key: 'attacksPerRound', label: 'Attacks per round', min: 1, max: 6, default: 1, section: 'combat', help: 'Each attack rolls its own initiative.', source: SRC.order },
    { kind: 'number', key: 'strHit', label: 'STR to hit', min: -5, max: 5, default: 0, section: 'combat', help: 'Added to melee and unarmed attacks.', source: SRC.melee },
    { kind: 'number', key: 'strDamage', label: 'STR damage', min: -5, max: 6, default: 0, section: 'combat', help: 'Added to melee, unarmed, and thrown damage at short range.', source: SRC.melee },
    { kind: 'number', key: 'dexHit', label: 'DEX to hit (missiles)', min: -5, max: 5, default: 0, section: 'combat', source: SRC.missile },
    { kind: 'boolean', key: 'ranger', label: 'Ranger', default: false, section: 'combat', help: 'May fight with two swords.', source: SRC.twoWeapons },
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

/** The sheet's weapons as choices, plus fist and foot. */
function weaponOptions(sheet: Partial<Sheet>): SelectOption[] {
  const list = Array.isArray(sheet.weapons) ? sheet.weapons : [];
  return [...list.map((w, i) => ({ value: String(i), label: w.name || `Weapon ${i + 1}` })), { value: 'unarmed', label: 'Unarmed (fist, foot)' }];
}

/** The first weapon fit for the off hand (index as text), else 'unarmed'. */
function firstLight(sheet: Partial<Sheet>): string {
  const i = (Array.isArray(sheet.weapons) ? sheet.weapons : []).findIndex((w, j) => j > 0 && w.light && w.kind === 'melee');
  return i >= 0 ? String(i) : 'unarmed';
}

/** Indices (as text) of the sheet's weapons of these kinds. */
function indicesOf(sheet: Partial<Sheet>, kinds: readonly string[]): string[] {
  return (Array.isArray(sheet.weapons) ? sheet.weapons : []).flatMap((w, i) => (kinds.includes(w.kind) ? [String(i)] : []));
}

/** The declaration form for this sheet. */
export function declarationSchema(values: Values): FormSchema {
  const sheet = values as unknown as Partial<Sheet>;
  const bcb = typeof sheet.bcb === 'number' ? sheet.bcb : 0;
  const spells = Array.isArray(sheet.spells) ? sheet.spells : [];
  const missiles = indicesOf(sheet, weaponKinds.filter((k) => k.missile).map((k) => k.value));
  const melee = [...indicesOf(sheet, ['melee']), 'unarmed'];
  const weapons = weaponOptions(sheet);
  const attacking = { key: 'action', in: ['attack', 'charge'] };
  const actions: SelectOption[] = [
    { value: 'attack', label: 'Attack' },
    { value: 'charge', label: 'Charge (full move, one attack)' },
    { value: 'close', label: 'Close into combat (no melee attack)' },
    ...(spells.length ? [{ value: 'cast', label: 'Cast a spell' }] : []),
    { value: 'scroll', label: 'Read a scroll' },
    { value: 'wand', label: 'Use a wand or magic item' },
    { value: 'defend', label: 'Defend only (all BCB to AC, +2)' },
    { value: 'other', label: 'Something else' },
  ];
  const spellOptions = spells.length ? spells.map((s, i) => ({ value: String(i), label: s.name || `Spell ${i + 1}` })) : [{ value: '0', label: 'No spell' }];
  return {
    sections: [
      { id: 'action', label: 'Action' }, { id: 'situation', label: 'Situation' }, { id: 'target', label: 'Target (from the GM)' },
      { id: 'gm', label: "GM's call" }, { id: 'surprise', label: 'Surprise' }, { id: 'struck', label: 'Hit by a Mighty Blow' },
    ],
    fields: [
      { kind: 'select', key: 'action', label: 'Action', options: actions, default: 'attack', section: 'action', help: 'Charges and spells must be declared before initiative is rolled.', source: SRC.order },
      { kind: 'select', key: 'weapon', label: 'Weapon', options: weapons, default: '0', section: 'action', visibleIf: attacking },
      { kind: 'number', key: 'bcbToHit', label: 'BCB on the attack', min: 0, max: bcb, default: bcb, section: 'action', visibleIf: attacking,
        help: `Of your BCB +${bcb}: the rest goes to your AC.`, source: SRC.bcb },
      { kind: 'select', key: 'twoWeapons', label: 'Two weapons', section: 'action', default: 'no', visibleIf: { key: 'weapon', in: melee }, options: [
        { value: 'no', label: 'No' }, { value: 'both', label: 'Attack with both (-3 each)' }, { value: 'defensive', label: 'One attack at -1, the other weapon +1 AC' },
      ], source: SRC.twoWeapons },
      { kind: 'select', key: 'offhand', label: 'Off-hand weapon', options: weapons, default: firstLight(sheet), section: 'action', visibleIf: { key: 'twoWeapons', in: ['both', 'defensive'] },
        help: 'A dagger, short sword or hand-axe; a ranger may use a sword.', source: SRC.twoWeapons },
      { kind: 'select', key: 'spell', label: 'Spell', options: spellOptions, default: '0', section: 'action', visibleIf: { key: 'action', in: ['cast'] }, source: SRC.spells },
      { kind: 'number', key: 'scrollLevel', label: 'Scroll spell level', min: 1, max: MAX_SPELL_LEVEL, default: 1, section: 'action', visibleIf: { key: 'action', in: ['scroll'] },
        help: 'Reading takes a round per level; the phone counts the rounds.', source: SRC.spells },
      { kind: 'select', key: 'movement', label: 'Movement', section: 'action', default: 'stand', visibleIf: { key: 'action', in: ['attack', 'cast', 'scroll', 'wand'] }, options: [
        { value: 'stand', label: 'Stay put' }, { value: 'half', label: 'Move up to half speed, then act' },
      ], help: 'Moving allows one attack; archers fire two arrows only standing still; no spells on the move.', source: SRC.round },
      { kind: 'boolean', key: 'hold', label: 'Hold my action', default: false, section: 'action', help: 'Act after the count, together with everyone else who held.', source: SRC.order },
      { kind: 'select', key: 'range', label: 'Range', section: 'situation', default: 'short', visibleIf: { key: 'weapon', in: indicesOf(sheet, ['thrown']) }, options: [
        { value: 'short', label: 'Short (first range increment)' }, { value: 'beyond', label: 'Beyond short range' },
      ], help: 'Thrown weapons add STR damage at short range only.', source: SRC.missile },
      { kind: 'boolean', key: 'intoMelee', label: 'Shooting into a melee', default: false, section: 'situation', visibleIf: { key: 'weapon', in: missiles }, help: 'You usually cannot choose who is hit.', source: SRC.missile },
      { kind: 'boolean', key: 'subdual', label: 'Subdual attack', default: false, section: 'situation', visibleIf: attacking, help: 'Half the damage is real, half subdual.', source: SRC.subdual },
      { kind: 'boolean', key: 'helpless', label: 'Victim helpless or unaware', default: false, section: 'situation', visibleIf: attacking,
        help: 'An assassination attack: the damage goes to CON unless the victim saves.', source: SRC.assassination },
      { kind: 'boolean', key: 'fromBehind', label: 'Attacking from behind', default: false, section: 'situation', visibleIf: attacking, source: SRC.behind },
      { kind: 'number', key: 'attackers', label: 'Attackers on the target', min: 1, max: 8, default: 1, section: 'situation', visibleIf: attacking,
        help: 'Count yourself: +1 to hit for each attacker above one.', source: SRC.behind },
      { kind: 'boolean', key: 'targetAllRound', label: 'Target sees all round', default: false, section: 'situation', visibleIf: attacking, help: 'Then several attackers get no bonus.', source: SRC.behind },
      { kind: 'boolean', key: 'chooseTarget', label: 'I pick my target among several in reach', default: false, section: 'situation',
        help: 'The other foes in reach get +2 to hit you this round.', source: SRC.targets },
      { kind: 'select', key: 'retreat', label: 'Backing away', section: 'situation', default: 'no', options: [
        { value: 'no', label: 'No' }, { value: 'slow', label: 'Slowly (no penalty)' }, { value: 'faster', label: 'Faster (-2 AC, DEX roll)' }, { value: 'flee', label: 'Fleeing (-4 AC, free attack)' },
      ], help: 'The text leaves the speeds blank: the GM says which band your retreat is in.', source: SRC.retreating },
      { kind: 'select', key: 'shieldWall', label: 'Shield wall', section: 'situation', default: 'no', options: [
        { value: 'no', label: 'No' }, { value: 'flank', label: 'On a flank (shields +2 in all)' }, { value: 'centre', label: 'In the centre (shields +3 in all)' },
      ], help: 'Shoulder to shoulder, your neighbours\' shields cover you from the front; no DEX bonus to AC.', source: SRC.shieldWall },
      { kind: 'select', key: 'invisible', label: 'Target invisible', section: 'situation', default: 'no', visibleIf: attacking, options: [
        { value: 'no', label: 'No' }, { value: 'detected', label: 'Detected but unseen (-4)' }, { value: 'undetected', label: 'Only suspected: cannot be hit' },
      ], source: SRC.invisible },
      { kind: 'optional-number', key: 'targetAc', label: 'Target AC', min: -10, max: 50, default: null, section: 'target', placeholder: 'Unknown',
        help: `Leave empty if the GM keeps it: you then see the odds for AC ${AC_RANGE.from} to ${AC_RANGE.to}.`, source: SRC.attack },
      { kind: 'optional-number', key: 'targetHp', label: 'Target hit points left', min: 0, max: 999, default: null, section: 'target', placeholder: 'Unknown',
        visibleIf: { key: 'weapon', in: ['unarmed'] }, help: 'A fist blow of more than half of them stuns.', source: SRC.unarmed },
      { kind: 'number', key: 'terrain', label: 'Terrain (GM)', min: -RULES.terrainLimit, max: RULES.terrainLimit, default: 0, section: 'gm', help: 'Cover, higher ground, an arrow slit: the GM says, at most +/-4.', source: SRC.terrain },
      { kind: 'number', key: 'toHitMod', label: 'Other to-hit modifier (GM)', min: -10, max: 10, default: 0, section: 'gm' },
      { kind: 'boolean', key: 'rollSurprise', label: 'Roll for surprise', default: false, section: 'surprise', help: 'When the GM asks for a surprise roll at the start of a fight.', source: SRC.surprise },
      { kind: 'optional-number', key: 'mightyBlow', label: 'Mighty Blow effect against me', min: 1, max: 30, default: null, section: 'struck', placeholder: 'None',
        help: 'The attacker\'s d20 effect: your phone rolls your save and lowers it.', source: SRC.mightyBlows },
    ],
  };
}

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
  ],
};
