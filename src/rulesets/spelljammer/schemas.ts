/**
 * The Spelljammer forms: character sheet, round declaration (its weapon and spell choices
 * come from the sheet) and table options (the readings of the text's ambiguities).
 */
import { oncePerInput } from '../../engine/memo';
import { defaults, overDefaults, type Field, type FormSchema, type SelectOption, type Values } from '../../engine/schema';
import {
  ambushChoices, cantSeeChoices, coverChoices, initiativeLadders, intoMeleeTable, lightingChoices, MAX_SPELL_RANK, SRC,
  sizeChoices, surpriseChoices, targetCantSeeChoices, targetMovementChoices, weaponKinds,
} from './tables';
import { asOptions, type Options, type Sheet } from './types';

const opts = (list: readonly { value: string; label: string }[]): SelectOption[] => list.map(({ value, label }) => ({ value, label }));

const weaponFields: readonly Field[] = [
  { kind: 'text', key: 'name', label: 'Weapon', maxLength: 40, default: 'Longsword' },
  { kind: 'select', key: 'kind', label: 'Kind', options: opts(weaponKinds), default: 'melee', help: 'Ranged kinds get the ranged modifiers in the declaration.' },
  { kind: 'number', key: 'sc', label: 'SC', min: 0, max: 300, default: 80, unit: '%', help: 'Your strike chance with this weapon, before the round\'s modifiers.', source: SRC.hitting },
  { kind: 'dice', key: 'damage', label: 'Damage', default: '1d8', help: 'Dice and bonus, e.g. 1d8+4.' },
  { kind: 'number', key: 'rank', label: 'Weapon rank', min: 0, max: 30, default: 1, help: 'Sets how much SC you may trade for DEF and your Full Defense bonus.', source: SRC.defending },
  { kind: 'select', key: 'spec', label: 'Specialisation', options: [{ value: 'none', label: 'None' }, { value: 'specialist', label: 'Specialist' }, { value: 'double', label: 'Double specialist' }], default: 'none' },
  { kind: 'select', key: 'penetrating', label: 'Penetrating (sticks in on a critical)', options: [{ value: 'none', label: 'No' }, { value: 'arrow', label: 'Arrow or quarrel' }, { value: 'javelin', label: 'Javelin' }, { value: 'spear', label: 'Spear' }], default: 'none', visibleIf: { key: 'kind', notIn: ['melee'] }, source: SRC.penetrating },
  { kind: 'boolean', key: 'offhand', label: 'Held in the off hand', default: false, help: '-20 SC and -2 damage unless you are ambidextrous.', source: SRC.offhand },
];

const spellFields: readonly Field[] = [
  { kind: 'text', key: 'name', label: 'Spell', maxLength: 40, default: 'Bolt of Energy' },
  { kind: 'select', key: 'type', label: 'Type', options: [{ value: 'gk', label: 'Mage, GK' }, { value: 'sk', label: 'Mage, SK' }, { value: 'cleric', label: 'Cleric' }], default: 'sk' },
  { kind: 'number', key: 'rank', label: 'Spell rank', min: 1, max: MAX_SPELL_RANK, default: 1, visibleIf: { key: 'type', in: ['gk', 'sk'] }, help: 'Your rank in the spell; higher ranks cast faster.', source: SRC.mage },
  { kind: 'number', key: 'castingTime', label: 'Casting time', min: 1, max: 10, default: 5, unit: 'segments', visibleIf: { key: 'type', in: ['cleric'] }, help: 'From the spell\'s description; 10 means one full round.', source: SRC.cleric },
];

/** The character sheet; `name` first. */
export const sheetSchema: FormSchema = {
  sections: [{ id: 'combat', label: 'Combat' }, { id: 'defence', label: 'Defence' }, { id: 'health', label: 'Health' }, { id: 'gear', label: 'Weapons and spells' }],
  fields: [
    { kind: 'text', key: 'name', label: 'Name', maxLength: 60, default: 'New character' },
    { kind: 'number', key: 'im', label: 'IM', min: -10, max: 10, default: 0, section: 'combat', help: 'Your DEX modifier to initiative.', source: SRC.initiative },
    { kind: 'number', key: 'attacksPerRound', label: 'Attacks per round', min: 1, max: 5, default: 1, section: 'combat', help: 'Each attack rolls its own initiative on a smaller die.', source: SRC.initiative },
    { kind: 'number', key: 'masterBowmanRank', label: 'Rank in Master Bowman', min: 0, max: 30, default: 0, section: 'combat', help: 'Your rank in the Master Bowman skill (0 without it); it counts twice when you shoot into a melee.', source: SRC.intoMelee },
    { kind: 'boolean', key: 'ambidextrous', label: 'Ambidextrous', default: false, section: 'combat', help: 'No off-hand penalty.', source: SRC.offhand },
    { kind: 'number', key: 'def', label: 'DEF', min: 0, max: 300, default: 20, section: 'defence', help: 'Your normal DEF, everything included: the parts below are inside it.', source: SRC.hitting },
    { kind: 'number', key: 'defDexSkill', label: 'DEF from DEX and Defense skill', min: 0, max: 200, default: 0, section: 'defence', help: 'The part of DEF you lose while casting or aiming carefully.', source: SRC.mage },
    { kind: 'number', key: 'defShield', label: 'DEF from shield', min: 0, max: 200, default: 0, section: 'defence', help: 'The part of DEF you lose while casting or withdrawing.', source: SRC.mage },
    { kind: 'number', key: 'defMagicAlwaysOn', label: 'Magical DEF that is "always on"', min: 0, max: 200, default: 0, section: 'defence', help: 'The part of your DEF above from magic that works even when you are caught unawares (a ring, an enchanted cloak): all the DEF you keep when surprised out of combat.', source: SRC.surprise },
    { kind: 'number', key: 'prot', label: 'PROT', min: 0, max: 50, default: 0, section: 'defence', help: 'Taken off each hit, but not off a critical or grievous hit.', source: SRC.damage },
    { kind: 'number', key: 'con', label: 'CON', min: 1, max: 40, default: 12, section: 'health', help: 'A single hit of more than this stuns you.', source: SRC.damage },
    { kind: 'select', key: 'size', label: 'Size', options: [{ value: 'medium', label: 'Medium' }, { value: 'large', label: 'Large' }, { value: 'giant', label: 'Giant' }], default: 'medium', section: 'health', help: 'Large and giant creatures are harder to stun.', source: SRC.damage },
    { kind: 'number', key: 'maxHp', label: 'Starting HP', min: 1, max: 999, default: 30, section: 'health', unit: 'HP', help: 'Your hit points unhurt, as on your character sheet; the wound levels count from it.', source: SRC.wounds },
    { kind: 'number', key: 'currentHp', label: 'Current HP', min: -100, max: 999, default: 30, section: 'health', unit: 'HP', follows: 'maxHp', help: 'Follows Starting HP until you set it. Hits then change the HP kept with your state; editing it later replaces that HP.', source: SRC.wounds },
    { kind: 'list', key: 'weapons', label: 'Weapons', itemLabel: 'weapon', item: weaponFields, minItems: 1, maxItems: 8, default: [{}], section: 'gear' },
    { kind: 'list', key: 'spells', label: 'Spells', itemLabel: 'spell', item: spellFields, minItems: 0, maxItems: 30, default: [], section: 'gear' },
  ],
};

/** Indices (as text) of the sheet's weapons that take the ranged modifiers. */
export function rangedWeaponIndices(sheet: Sheet): string[] {
  return sheet.weapons.flatMap((w, i) => (weaponKinds.find((k) => k.value === w.kind)?.ranged ? [String(i)] : []));
}

const schemaCache = new WeakMap<Values, FormSchema>();

/**
 * The declaration form for this sheet: weapons and spells are the sheet's own.
 * Made once per sheet object (the plan, the roll and the simulation ask again and again) and shared: read-only.
 */
export function declarationSchema(values: Values): FormSchema {
  let schema = schemaCache.get(values);
  if (!schema) { schema = buildDeclarationSchema(values); schemaCache.set(values, schema); }
  return schema;
}

function buildDeclarationSchema(values: Values): FormSchema {
  const sheet = values as unknown as Sheet;
  const weapons = Array.isArray(sheet.weapons) ? sheet.weapons : [];
  const spells = Array.isArray(sheet.spells) ? sheet.spells : [];
  const ranged = rangedWeaponIndices({ ...sheet, weapons });
  const maxRank = Math.max(0, ...weapons.map((w) => w.rank ?? 0));
  const actions: SelectOption[] = [
    { value: 'attack', label: 'Attack' },
    ...(spells.length ? [{ value: 'cast', label: 'Cast a spell' }] : []),
    { value: 'full-defense', label: 'Full Defense' },
    { value: 'desperate-defense', label: 'Desperate Defense' },
    { value: 'other', label: 'Something else' },
  ];
  const weaponOptions = weapons.length ? weapons.map((w, i) => ({ value: String(i), label: w.name || `Weapon ${i + 1}` })) : [{ value: '0', label: 'No weapon' }];
  const spellOptions = spells.length ? spells.map((s, i) => ({ value: String(i), label: s.name || `Spell ${i + 1}` })) : [{ value: '0', label: 'No spell' }];
  const isRanged = { key: 'weapon', in: ranged };
  const attacking = { key: 'action', in: ['attack'] };
  return {
    sections: [
      { id: 'action', label: 'Action' }, { id: 'movement', label: 'Movement and readying' }, { id: 'situation', label: 'Situation' },
      { id: 'ranged', label: 'Ranged' }, { id: 'target', label: 'Target (from the GM)' }, { id: 'gm', label: "GM's call" },
    ],
    fields: [
      { kind: 'select', key: 'action', perRound: true, label: 'Action', options: actions, default: 'attack', section: 'action' },
      { kind: 'select', key: 'weapon', perRound: true, label: 'Weapon', options: weaponOptions, default: '0', section: 'action', visibleIf: { key: 'action', in: ['attack', 'full-defense', 'desperate-defense'] }, help: 'Its rank also sets your defence bonuses.' },
      { kind: 'select', key: 'spell', perRound: true, label: 'Spell', options: spellOptions, default: '0', section: 'action', visibleIf: { key: 'action', in: ['cast'] } },
      { kind: 'select', key: 'castStart', label: 'Start casting', default: 'initiative', section: 'action', visibleIf: { key: 'action', in: ['cast'] }, options: [
        { value: 'initiative', label: 'On my initiative roll' }, { value: 'held', label: 'On 10: I held my action last round' },
      ], help: 'A spell that takes a whole round must start on 10; holding your action from last round guarantees it.', source: SRC.round },
      { kind: 'number', key: 'sacrifice', label: 'SC given up for DEF', min: 0, max: maxRank * 5, step: 5, default: 0, unit: '%', section: 'action', visibleIf: attacking, help: 'Defending: every 2 SC buys 1 DEF, up to weapon rank x 5 SC.', source: SRC.defending },
      { kind: 'boolean', key: 'offhand', label: 'Attack with the off hand', default: false, section: 'action', visibleIf: attacking, source: SRC.offhand },
      { kind: 'boolean', key: 'carefulAim', label: 'Careful aim', default: false, section: 'action', visibleIf: isRanged, help: 'Standing still: +15 SC, one attack fewer, no DEF from DEX or Defense skill.', source: SRC.carefulAim },
      { kind: 'select', key: 'movement', perRound: true, label: 'Movement', section: 'movement', default: 'free', options: [
        { value: 'free', label: 'Stay or 5 ft free move' }, { value: 'none', label: 'No movement (+3 initiative)' },
        { value: 'move', label: 'Move half TMR, then attack' }, { value: 'run', label: 'Run up to TMR and attack' },
        { value: 'attack-then-move', label: 'Attack, then move' },
      ], help: 'TMR is your movement rate in combat, from your character sheet. Moving first costs initiative and attacks; a declared no movement gives +3 initiative but -20 DEF.', source: SRC.moveAttack },
      { kind: 'select', key: 'dexRoll', label: 'DEX roll after the last attack', section: 'movement', default: 'unknown', visibleIf: { key: 'movement', in: ['attack-then-move'] },
        options: [{ value: 'unknown', label: 'Not rolled yet' }, { value: '1x', label: 'Made 1x' }, { value: '2x', label: 'Made 2x' }, { value: '3x', label: 'Made 3x' }, { value: '4x', label: 'Made 4x' }, { value: '5x', label: '5x or worse' }],
        help: 'Decides how soon after your last attack you may start moving.', source: SRC.attackMove },
      { kind: 'select', key: 'draw', label: 'Weapon in hand', section: 'movement', default: 'none', options: [
        { value: 'none', label: 'Already in hand' }, { value: 'draw', label: 'Draw it (-5 initiative)' }, { value: 'sheathe-draw', label: 'Sheathe one, draw another (-10, one action fewer)' },
      ], source: SRC.draw },
      { kind: 'boolean', key: 'readyShield', label: 'Ready a shield', default: false, section: 'movement', help: 'Takes half the round: half your attacks, rounded up.', source: SRC.shield },
      { kind: 'select', key: 'potion', label: 'Drink a potion', section: 'movement', default: 'no', options: [
        { value: 'no', label: 'No' }, { value: 'lose-attacks', label: 'Yes, give up half my attacks' }, { value: 'lose-movement', label: 'Yes, give up half my movement' },
      ], help: 'Only if you were not in melee when the round began.', source: SRC.potion },
      { kind: 'select', key: 'pickUp', label: 'Pick up a dropped weapon', section: 'movement', default: 'no', options: [
        { value: 'no', label: 'No' }, { value: 'failed', label: 'Tried, 4x DEX roll failed' }, { value: 'retrieved', label: 'Got it (4x DEX made)' }, { value: 'attack', label: 'Got it with a 1x DEX roll: one attack at -5' },
      ], help: 'Costs 15 DEF this round whatever the roll.', source: SRC.pickUp },
      { kind: 'select', key: 'surprise', label: 'Surprise', options: opts(surpriseChoices), default: 'none', section: 'situation', help: 'Only when the target does not expect this attack; an alert guard gives +10 at best.', source: SRC.surprise },
      { kind: 'select', key: 'ambush', label: 'Ambush (target\'s PER roll)', options: opts(ambushChoices), default: 'none', section: 'situation', help: 'Only on the ambush\'s surprise round.', source: SRC.ambush },
      { kind: 'number', key: 'attackers', label: 'Attackers on the target', min: 1, max: 12, default: 1, section: 'situation', help: 'Count yourself; each pair of independent tentacles counts as one attacker. +10 SC for each above one.', source: SRC.multiple },
      { kind: 'boolean', key: 'targetStunned', label: 'Target stunned', default: false, section: 'situation', source: SRC.stunned },
      { kind: 'select', key: 'lighting', label: 'Lighting', options: opts(lightingChoices), default: 'normal', section: 'situation', source: SRC.lighting },
      { kind: 'select', key: 'cantSee', label: 'Can you see the target?', options: opts(cantSeeChoices), default: 'no', section: 'situation', source: SRC.invisible },
      { kind: 'select', key: 'targetCantSee', label: 'Can the target see you?', options: opts(targetCantSeeChoices), default: 'no', section: 'situation', source: SRC.invisible },
      { kind: 'boolean', key: 'encumbered', label: 'You are encumbered', default: false, section: 'situation', help: '-10 SC and -10 to your own DEF.', source: SRC.encumbrance },
      { kind: 'boolean', key: 'targetEncumbered', label: 'Target encumbered', default: false, section: 'situation', help: 'Its DEF is 10 lower.', source: SRC.encumbrance },
      { kind: 'select', key: 'targetMovement', label: 'Target movement', options: opts(targetMovementChoices), default: 'walking', section: 'ranged', visibleIf: isRanged, source: SRC.rangedMovement },
      { kind: 'select', key: 'cover', label: 'Target cover', options: opts(coverChoices), default: 'none', section: 'ranged', visibleIf: isRanged, help: 'Cover means more than half the body is hidden.', source: SRC.cover },
      { kind: 'select', key: 'targetSize', label: 'Target size', options: opts(sizeChoices), default: 'medium', section: 'ranged', visibleIf: isRanged, source: SRC.size },
      { kind: 'boolean', key: 'inMelee', label: 'Shooting while in melee yourself', default: false, section: 'ranged', visibleIf: isRanged, help: 'Bows and crossbows are clumsy up close; specialists less so.', source: SRC.rangedInMelee },
      { kind: 'select', key: 'intoMelee', label: 'Target is in melee with friends', section: 'ranged', visibleIf: isRanged, default: 'no',
        options: [{ value: 'no', label: 'No friends near it' }, ...opts(intoMeleeTable)], help: 'Each shot first rolls whether it flies at a friend instead.', source: SRC.intoMelee },
      { kind: 'optional-number', key: 'targetDef', perRound: true, label: 'Target DEF', min: -100, max: 300, default: null, section: 'target', placeholder: 'Unknown', help: 'Leave empty if the GM keeps it secret: you then see the odds for a range of DEF values.', source: SRC.hitting },
      { kind: 'optional-number', key: 'targetMagicDef', label: 'Target\'s always-on magical DEF', min: -100, max: 300, default: null, section: 'target', placeholder: 'Unknown',
        visibleIf: { key: 'surprise', in: ['out-of-combat'] }, help: 'Surprised out of combat, the target keeps only this part of its DEF; it replaces the target DEF. Leave empty to see a range.', source: SRC.surprise },
      { kind: 'optional-number', key: 'targetProt', label: 'Target PROT', min: 0, max: 50, default: null, section: 'target', placeholder: 'Unknown', help: 'Only shown next to the damage; criticals ignore it.', source: SRC.damage },
      { kind: 'select', added: 'defence', key: 'ambushed', label: 'Ambushed: your PER roll', default: 'no', section: 'situation', options: [
        { value: 'no', label: 'Not ambushed' }, { value: '1x', label: 'Made 1x: attack back normally' }, { value: '2x', label: 'Made 2x: attack back once' }, { value: '3x', label: '3x or worse: surprised, no attack back' },
      ], help: 'Only on the ambush\'s surprise round (the attackers\' free attack round).', source: SRC.ambush },
      { kind: 'number', key: 'scMod', label: 'SC modifier (GM\'s call)', min: -200, max: 200, default: 0, unit: '%', section: 'gm', help: 'Anything else the GM rules, e.g. a Range of Field reduction or a very fast target.' },
      { kind: 'number', key: 'initMod', label: 'Initiative modifier (GM\'s call)', min: -20, max: 20, default: 0, section: 'gm' },
    ],
  };
}

/** Table options: one field per known ambiguity, each defaulting to the most faithful reading. */
export const optionsSchema: FormSchema = {
  fields: [
    { kind: 'select', key: 'ladder', label: 'Initiative die of the 4th and 5th attack', default: 'd4-d4', options: Object.entries(initiativeLadders).map(([value, l]) => ({ value, label: l.label })),
      help: 'The text lists d10, d8, d6 and then "etc."; by default the ladder goes on to the smallest usual die, d4, and stays there.', source: SRC.initiative },
    { kind: 'select', key: 'movementEnds', label: 'Actions on exactly 10 and 1', default: 'inside', options: [
      { value: 'inside', label: 'Happen during movement (10 to 1 is movement)' }, { value: 'outside', label: '10 before movement, 1 after it' },
    ], help: 'Movement spreads over ten segments, 10 through 1, so by default both ends count as movement segments.', source: SRC.round },
    { kind: 'select', key: 'thirdPenetrating', label: 'The third stuck-weapon line', default: 'spear', options: [
      { value: 'spear', label: 'Is the spear (-4 DEX, 5 bleeding)' }, { value: 'javelin', label: 'Is ignored: a spear counts as a javelin' },
    ], help: 'The text names the javelin twice; the list above it names the spear, so by default the heavier line is the spear\'s.', source: SRC.penetrating },
    { kind: 'select', key: 'natural01', label: 'A roll of 01 with no grievous band', default: 'grievous', options: [
      { value: 'grievous', label: 'Always a grievous hit' }, { value: 'table', label: 'A critical hit; the GM may upgrade it' },
    ], help: 'When the need is 9 or less the table has no grievous band; by default 01 still counts as a grievous hit.', source: SRC.automatic },
    { kind: 'select', key: 'minusFivePairs', label: 'Two -5 initiative actions cost an action', default: 'all', options: [
      { value: 'all', label: 'Any two: drawing, sheathing, moving first, picking up' }, { value: 'draw', label: 'Only sheathing and drawing' },
    ], help: 'The text says any two actions of -5 initiative also cost an action, and gives sheathing and drawing as its example.', source: SRC.draw },
    { kind: 'select', added: 'state', key: 'stunDamage', label: 'A single hit stuns by its damage', default: 'after-prot', options: [
      { value: 'after-prot', label: 'After PROT (what it takes off your HP)' }, { value: 'before-prot', label: 'Before PROT' },
    ], help: 'A hit stuns when the damage it causes is more than your CON; by default that is what reaches your HP, after PROT.', source: SRC.damage },
    { kind: 'select', added: 'state', key: 'grievousDex', label: 'A stuck missile\'s extra -1 DEX', default: 'wound', options: [
      { value: 'wound', label: 'Only with a grievous wound (the GM\'s tables)' }, { value: 'hit', label: 'On every grievous hit' },
    ], help: 'The text adds 1 to the DEX penalty "with a grievous wound", which a grievous hit only may cause.', source: SRC.penetrating },
    { kind: 'select', added: 'state', key: 'downAt', label: 'Out of the fight', default: 'zero', options: [
      { value: 'zero', label: 'At 0 HP or less' }, { value: 'gm', label: 'Only when the GM says' },
    ], help: 'The text gives no rule for running out of hit points; by default a character at 0 HP or less takes no actions.', source: SRC.wounds },
    { kind: 'select', added: 'defence', key: 'carryOver', label: 'Careful aim or a draw that left no attack', default: 'next-round', options: [
      { value: 'next-round', label: 'Carries to the next round' }, { value: 'lost', label: 'Is lost with the round' },
    ], help: 'Aiming and drawing each take an action; a character with one attack who spends it so has aimed or drawn by the end of the round, so by default the next round\'s shot is aimed without losing an attack again, and the weapon is in hand.', source: SRC.carefulAim },
  ],
};

/** Table options with every missing field at its default, read once per options object (every hit and roll asks). Shared: read-only. */
export const readOptions: (values: Values) => Options = oncePerInput((values: Values): Options => asOptions(overDefaults(optionsSchema.fields, values)));
