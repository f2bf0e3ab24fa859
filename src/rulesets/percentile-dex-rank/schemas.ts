/**
 * The percentile-dex-rank forms: character sheet (weapons from the tables or custom, armour,
 * helmet, shield, Dodge and other skills), the round declaration (attack, defend against an
 * attack or reload with each weapon, defend, heal, something else: one choice built from the
 * sheet, so each field shows only for the choice it belongs to) and the
 * table options (the readings of the text's ambiguities).
 */
import type { Field, FormSchema, SelectOption, Values } from '../../engine/schema';
import { armourTable, helmetTable, MOVEMENT, shieldTable, SRC, weaponClasses, weaponTable } from './tables';
import type { Sheet } from './types';
import { ammoCapacity, weaponOf } from './weapons';

const weaponFields: readonly Field[] = [
  { kind: 'select', key: 'type', label: 'Weapon', default: 'sword-broad', source: SRC.weapons,
    options: [...weaponTable.map((r) => ({ value: r.id, label: r.name })), { value: 'custom', label: 'Other (enter its figures)' }],
    help: 'Damage, hands, hit points, range and class come from the weapon tables.' },
  { kind: 'text', key: 'name', label: 'Name (optional)', maxLength: 40, default: '' },
  { kind: 'number', key: 'skill', label: 'Skill', min: 0, max: 200, default: 50, unit: '%', help: 'Your attack chance with it; parries use the same skill. A rock uses Throw, a physical skill: enter it before armour, the phone takes the penalty off.', source: SRC.attacking },
  { kind: 'dice', key: 'damage', label: 'Damage (without db)', default: '1d6', visibleIf: { key: 'type', in: ['custom'] }, source: SRC.weapons },
  { kind: 'select', key: 'db', label: 'Damage bonus', default: 'full', visibleIf: { key: 'type', in: ['custom'] }, source: SRC.weapons,
    options: [{ value: 'full', label: 'Add db' }, { value: 'half', label: 'Add half db' }, { value: 'none', label: 'No db' }] },
  { kind: 'number', key: 'hands', label: 'Hands', min: 1, max: 2, default: 1, visibleIf: { key: 'type', in: ['custom'] } },
  { kind: 'number', key: 'hp', label: 'Hit points (0: cannot parry)', min: 0, max: 99, default: 12, visibleIf: { key: 'type', in: ['custom'] }, source: SRC.weapons },
  { kind: 'select', key: 'class', label: 'Class (for ties)', default: 'medium', visibleIf: { key: 'type', in: ['custom'] }, source: SRC.actions,
    options: weaponClasses.map((c) => ({ value: c.value, label: c.label })) },
  { kind: 'optional-number', key: 'range', label: 'Range', min: 1, max: 5000, default: null, unit: 'm', visibleIf: { key: 'type', in: ['custom'] }, help: 'Missile weapons only.', source: SRC.weapons },
  { kind: 'select', key: 'kind', label: 'Missile kind', default: 'missile', visibleIf: { key: 'type', in: ['custom'] }, help: 'Missile weapons only: what a defender may do against it.', source: SRC.dodging,
    options: [{ value: 'thrown', label: 'Thrown' }, { value: 'arrow', label: 'Arrow' }, { value: 'bolt', label: 'Crossbow bolt' }, { value: 'missile', label: 'Other low-velocity missile' }, { value: 'firearm', label: 'Firearm or energy weapon' }] },
  { kind: 'select', key: 'ammo', label: 'Ammunition', default: 'none', visibleIf: { key: 'type', in: ['custom'] }, source: SRC.weapons,
    options: [{ value: 'none', label: 'Not tracked' }, { value: 'shots', label: '6 shots' }, { value: 'charges', label: '20 charges' }, { value: 'crossbow', label: 'Crossbow: a round to reload' }] },
];

const skillFields: readonly Field[] = [
  { kind: 'text', key: 'name', label: 'Skill', maxLength: 40, default: 'Spot' },
  { kind: 'number', key: 'value', label: 'Value', min: 0, max: 200, default: 25, unit: '%' },
  { kind: 'select', key: 'group', label: 'Armour penalty', default: 'perception', source: SRC.armour,
    options: [{ value: 'physical', label: 'Physical skill' }, { value: 'perception', label: 'Perception skill' }, { value: 'other', label: 'None' }],
    help: 'Physical: Climb, Fine Manipulation, Hide, Jump, Sleight of Hand, Stealth, Swim, Throw, Agility. Perception: Listen, Spot.' },
];

/** The character sheet; `name` first. */
export const sheetSchema: FormSchema = {
  sections: [{ id: 'combat', label: 'Combat' }, { id: 'defence', label: 'Armour and defence' }, { id: 'health', label: 'Health' }, { id: 'gear', label: 'Weapons' }, { id: 'skills', label: 'Other skills' }],
  fields: [
    { kind: 'text', key: 'name', label: 'Name', maxLength: 60, default: 'New character' },
    { kind: 'number', key: 'dex', label: 'DEX', min: 1, max: 40, default: 12, section: 'combat', help: 'Your DEX rank: you act on it, highest first.', source: SRC.actions },
    { kind: 'dice', key: 'db', label: 'Damage bonus (db)', default: '0', section: 'combat', help: 'Dice added to melee damage, e.g. 1d4, or -1d4; 0 for none.', source: SRC.weapons },
    { kind: 'select', key: 'armour', label: 'Armour', default: 'none', section: 'defence', options: armourTable.map((r) => ({ value: r.id, label: `${r.name} (${r.firearmPoints ? `${r.points}/${r.firearmPoints}` : r.points})` })), source: SRC.armour },
    { kind: 'select', key: 'helmet', label: 'Helmet', default: 'none', section: 'defence', options: helmetTable.map((r) => ({ value: r.id, label: r.id === 'none' ? 'None' : `${r.name} (+${r.points})` })), source: SRC.armour },
    { kind: 'number', key: 'dodge', label: 'Dodge', min: 0, max: 200, default: 30, unit: '%', section: 'defence', help: 'Before armour: the phone takes the armour penalty off.', source: SRC.dodging },
    { kind: 'select', key: 'shield', label: 'Shield', default: 'none', section: 'defence', source: SRC.shields,
      options: [{ value: 'none', label: 'None' }, ...shieldTable.map((r) => ({ value: r.id, label: r.name }))] },
    { kind: 'number', key: 'shieldSkill', label: 'Shield skill', min: 0, max: 200, default: 15, unit: '%', section: 'defence', visibleIf: { key: 'shield', notIn: ['none'] }, help: 'Parries in melee; against missiles the shield\'s size sets the chance.', source: SRC.shields },
    { kind: 'optional-number', added: 'derived', key: 'con', label: 'CON', min: 1, max: 99, default: null, placeholder: 'not given', section: 'health', help: 'Your Constitution; with SIZ it sets your hit points.', source: SRC.damage },
    { kind: 'optional-number', added: 'derived', key: 'siz', label: 'SIZ', min: 1, max: 99, default: null, placeholder: 'not given', section: 'health', help: 'Your Size; with CON it sets your hit points.', source: SRC.damage },
    { kind: 'number', key: 'maxHp', label: 'Maximum HP', min: 1, max: 99, default: 12, unit: 'HP', section: 'health', source: SRC.damage,
      help: 'The average of CON and SIZ: give both and the phone works it out; without them, type it.',
      derived: { from: ['con', 'siz'], op: 'average', round: 'up', note: 'The average of CON and SIZ, a half rounded up. The text points to its section 2.5, which it does not include, for the rounding; up is what the rules it comes from do.' } },
    { kind: 'number', key: 'currentHp', label: 'Current HP', min: -99, max: 99, default: 12, unit: 'HP', section: 'health', follows: 'maxHp', help: 'Follows Maximum HP until you set it; the phone then counts hits and healing from here.', source: SRC.damage },
    { kind: 'list', key: 'weapons', label: 'Weapons', itemLabel: 'weapon', item: weaponFields, minItems: 1, maxItems: 8, default: [{}], section: 'gear' },
    { kind: 'list', key: 'skills', label: 'Skills armour affects', itemLabel: 'skill', item: skillFields, minItems: 0, maxItems: 16, default: [], section: 'skills' },
  ],
};

const schemaCache = new WeakMap<Values, FormSchema>();

/**
 * The declaration form for this sheet: what to do (attack or reload with each weapon, defend,
 * heal) comes from the sheet. Cached per sheet record (records are never mutated), since plan
 * and roll both read it.
 */
export function declarationSchema(values: Values): FormSchema {
  let schema = schemaCache.get(values);
  if (!schema) { schema = buildDeclarationSchema(values); schemaCache.set(values, schema); }
  return schema;
}

function buildDeclarationSchema(values: Values): FormSchema {
  const sheet = values as unknown as Sheet;
  const weapons = (Array.isArray(sheet.weapons) ? sheet.weapons : []).map(weaponOf);
  const shield = shieldTable.find((r) => r.id === sheet.shield);
  const attackValues = [...(weapons.length ? weapons.map((_, i) => `attack:${i}`) : ['attack:0']), ...(shield ? ['attack:shield'] : [])];
  const missileAttacks = weapons.flatMap((w, i) => (w.class === 'missile' ? [`attack:${i}`] : []));
  const healing = ['first-aid', 'week', 'hospital', 'reset'];
  const actions: SelectOption[] = [
    ...(weapons.length ? weapons.map((w, i) => ({ value: `attack:${i}`, label: `Attack with ${w.name}` })) : [{ value: 'attack:0', label: 'Attack' }]),
    ...(shield ? [{ value: 'attack:shield', label: `Bash with the ${shield.name} shield` }] : []),
    ...weapons.flatMap((w, i) => (ammoCapacity(w) !== undefined ? [{ value: `reload:${i}`, label: `Reload ${w.name}` }] : [])),
    { value: 'defend', label: 'Defend against an attack' },
    { value: 'first-aid', label: 'First Aid on one of my injuries' }, { value: 'week', label: 'Heal: a week of rest (1D3)' },
    { value: 'hospital', label: 'Heal: a week in hospital (3)' }, { value: 'reset', label: 'Start my HP again from the sheet' },
    { value: 'other', label: 'Something else' },
  ];
  const parryOptions: SelectOption[] = [
    { value: 'dodge', label: 'Dodge' },
    ...weapons.flatMap((w, i) => (w.hp !== null && w.class !== 'missile' ? [{ value: `w${i}`, label: `Parry with ${w.name}` }] : [])),
    ...(shield ? [{ value: 'shield', label: `Parry with the ${shield.name} shield` }] : []),
    { value: 'none', label: 'No parry or dodge: take it' },
  ];
  const attacking = { key: 'action', in: attackValues };
  const defending = { key: 'action', in: ['defend'] };
  const firstAid = { key: 'action', in: ['first-aid'] };
  return {
    sections: [{ id: 'action', label: 'Action' }, { id: 'attack', label: 'Attack' }, { id: 'incoming', label: 'The attack on you' }, { id: 'recover', label: 'First Aid' }, { id: 'gm', label: "GM's call" }],
    fields: [
      { kind: 'select', key: 'action', perRound: true, label: 'Action', default: attackValues[0]!, section: 'action', options: actions, source: SRC.intent },
      { kind: 'number', key: 'movement', perRound: true, label: 'Movement this round', min: 0, max: MOVEMENT.max, default: 0, unit: 'm', section: 'action', visibleIf: { key: 'action', notIn: ['defend', ...healing] },
        help: '6-15 m: act at half DEX rank; 16-29 m: a quarter; about 30 m: only parries and dodges.', source: SRC.movement },
      { kind: 'boolean', key: 'difficult', label: 'Difficult (half chance)', default: false, section: 'attack', visibleIf: attacking, help: 'E.g. the GM lets you use a related weapon skill.', source: SRC.attacking },
      { kind: 'optional-number', key: 'distance', perRound: true, label: 'Distance to the target', min: 0, max: 5000, default: null, unit: 'm', section: 'attack', visibleIf: { key: 'action', in: missileAttacks },
        placeholder: 'Within range', help: 'Below the range: the full chance; from the range up to twice it Difficult, up to three times a quarter, beyond that no chance.', source: SRC.weapons },
      { kind: 'optional-number', key: 'targetArmour', perRound: true, label: 'Target armour points', min: 0, max: 30, default: null, section: 'attack', visibleIf: attacking, placeholder: 'Unknown', help: 'Only shown next to the damage.', source: SRC.armour },
      { kind: 'text', key: 'incomingFrom', label: 'Which attack', maxLength: 80, default: '', section: 'incoming', visibleIf: defending,
        help: 'Who attacks you and with what, e.g. "Bram: Broadsword, attack 1": filled in by a scan of the attacker\'s code, and shown to the GM with your parry or dodge.', source: SRC.actions },
      { kind: 'select', key: 'incomingLevel', label: 'The attack rolled', default: 'success', section: 'incoming', visibleIf: defending, source: SRC.matrix,
        options: [{ value: 'special', label: 'A special success' }, { value: 'success', label: 'A success' }, { value: 'failure', label: 'A failure' }] },
      { kind: 'select', key: 'incomingKind', label: 'Attack with', default: 'melee', section: 'incoming', visibleIf: defending, source: SRC.dodging,
        options: [{ value: 'melee', label: 'A melee weapon' }, { value: 'thrown', label: 'A thrown weapon' }, { value: 'arrow', label: 'An arrow or bolt' }, { value: 'missile', label: 'Another low-velocity missile' }, { value: 'firearm', label: 'A firearm or energy weapon' }] },
      { kind: 'optional-number', key: 'incomingDamage', label: 'Its damage', min: 0, max: 999, default: null, section: 'incoming', visibleIf: defending, placeholder: 'Not rolled yet', help: 'As rolled, before your armour.', source: SRC.damage },
      { kind: 'optional-number', key: 'incomingNormal', label: 'A special\'s damage as a normal success', min: 0, max: 999, default: null, section: 'incoming', visibleIf: defending, placeholder: 'Unknown',
        help: 'Only for a special: partly parried or dodged, it deals the roll and db without the weapon\'s maximum.', source: SRC.matrix },
      { kind: 'optional-number', key: 'incomingRank', label: 'Attacker\'s DEX rank', min: 0, max: 40, default: null, section: 'incoming', visibleIf: defending, placeholder: 'Unknown', help: 'A parry or dodge happens on the attack\'s own DEX rank.', source: SRC.actions },
      { kind: 'select', key: 'defence', label: 'You', default: 'dodge', section: 'incoming', visibleIf: defending, options: parryOptions, source: SRC.parrying },
      ...(shield?.size === 'large' ? [{ kind: 'boolean' as const, key: 'kneel', label: 'Kneel behind the shield against missiles', default: false, section: 'incoming', visibleIf: defending, help: 'A large shield then stops missiles 90% of the time.', source: SRC.shields }] : []),
      { kind: 'number', key: 'injury', label: 'Injury number', min: 1, max: 30, default: 1, section: 'recover', visibleIf: firstAid, help: 'As listed under your HP.', source: SRC.healing },
      { kind: 'number', key: 'firstAidSkill', label: 'First Aid skill of the helper', min: 0, max: 200, default: 30, unit: '%', section: 'recover', visibleIf: firstAid, source: SRC.healing },
      { kind: 'number', key: 'chanceMod', label: 'Chance modifier (GM\'s call)', min: -200, max: 200, default: 0, unit: '%', section: 'gm', visibleIf: { key: 'action', in: [...attackValues, 'defend'] } },
    ],
  };
}

/** Table options: one field per known ambiguity, each defaulting to the most faithful reading. */
export const optionsSchema: FormSchema = {
  fields: [
    { kind: 'select', key: 'special', label: 'Special success', default: 'less-than', source: SRC.attacking, options: [
      { value: 'less-than', label: 'Strictly below a fifth of the chance' }, { value: 'at-most-round', label: 'Up to a fifth, rounded to the nearest' }, { value: 'at-most-down', label: 'Up to a fifth, rounded down' },
    ], help: 'The text says "less than 1/5": by default a roll must be below the exact fifth (chance 50: 01-09).' },
    { kind: 'select', key: 'rankRounding', label: 'Half and quarter DEX rank', default: 'up', source: SRC.movement, options: [
      { value: 'up', label: 'Round up' }, { value: 'down', label: 'Round down' },
    ], help: 'The text does not say; it rounds half damage bonus up, so by default ranks round up too.' },
    { kind: 'select', key: 'chanceRounding', label: 'Half and quarter chances', default: 'up', source: SRC.attacking, options: [
      { value: 'up', label: 'Round up' }, { value: 'down', label: 'Round down' },
    ], help: 'Difficult and range-reduced chances: rounded up by default, like half damage bonus.' },
    { kind: 'select', key: 'rangeEdge', label: 'A target at exactly the range', default: 'below', source: SRC.weapons, options: [
      { value: 'below', label: 'Difficult (only below the range is unmodified)' }, { value: 'within', label: 'Unmodified (up to the range)' },
    ], help: 'The text keeps the chance "below" the range and makes it Difficult "at up to twice" it, so by default exactly the range is already Difficult.' },
    { kind: 'select', key: 'unconscious', label: 'Unconscious at', default: 'two-or-less', source: SRC.damage, options: [
      { value: 'two-or-less', label: '2 HP or less' }, { value: 'exactly-two', label: 'Exactly 2 HP' },
    ], help: 'The text says "reduced to 2": by default any hit leaving 2 or less knocks you out, 0 and below too.' },
    { kind: 'select', key: 'dodgeMissiles', label: 'Dodging arrows and thrown weapons', default: 'difficult', source: SRC.dodging, options: [
      { value: 'difficult', label: 'Allowed as Difficult' }, { value: 'no', label: 'Not allowed' },
    ], help: 'The GM may allow it at half the Dodge skill; firearms can never be dodged.' },
    { kind: 'select', key: 'riotGear', label: 'Riot gear 12/6', default: 'firearms-6', source: SRC.armour, options: [
      { value: 'firearms-6', label: '12, but 6 against firearms' }, { value: 'always-12', label: 'Always 12' }, { value: 'always-6', label: 'Always 6' },
    ], help: 'The table gives two figures without saying when each counts.' },
  ],
};
