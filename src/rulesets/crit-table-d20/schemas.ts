/**
 * The crit-table-d20 forms: character sheet, round declaration (its weapon choices come from
 * the sheet) and table options (the readings of the text's ambiguities).
 * @see shared/rules/002_531e683ac1309b4e.txt, 17 Combat
 */
import type { Field, FormSchema, SelectOption, Values } from '../../engine/schema';
import { concealmentTable, grappleSizes, kindOf, rangeBands, SRC, weaponKinds } from './tables';
import type { Weapon } from './types';

const opts = (list: readonly { value: string; label: string }[]): SelectOption[] => list.map(({ value, label }) => ({ value, label }));

const weaponFields: readonly Field[] = [
  { kind: 'text', key: 'name', label: 'Weapon', maxLength: 40, default: 'Longsword' },
  { kind: 'select', key: 'kind', label: 'Kind', options: opts(weaponKinds), default: 'melee', help: 'Missiles add DEX to hit; melee, thrown weapons and slings add STR to damage. Crossbows need reload rounds.', source: SRC.damage },
  { kind: 'dice', key: 'damage', label: 'Damage', default: '1d8', help: 'The weapon\'s dice, e.g. 1d8; your STR bonus is added for you where it counts.', source: SRC.damage },
  { kind: 'number', key: 'toHit', label: 'Bonus to hit', min: -5, max: 10, default: 0, help: 'The weapon\'s own bonus, e.g. +1 for a magic sword.', source: SRC.attack },
  { kind: 'number', key: 'damageBonus', label: 'Bonus to damage', min: -5, max: 10, default: 0, help: 'Magic bonus (or a cursed weapon\'s penalty) to damage.', source: SRC.damage },
  { kind: 'boolean', key: 'charge', label: 'Suits a charge', default: false, help: 'Spears, lances and pole arms.', source: SRC.charge },
  { kind: 'boolean', key: 'setVsCharge', label: 'Can be set against a charge', default: false, help: 'Spears, pole arms and some other piercing weapons: double damage against a charger.', source: SRC.setVsCharge },
  { kind: 'boolean', key: 'longReach', label: 'Long reach', default: false, help: 'Spears and the like may strike a closing foe on its number.', source: SRC.hold },
  { kind: 'boolean', key: 'small', label: 'Small (second weapon)', default: false, help: 'Short sword or dagger: can be the second weapon when fighting with two.', source: SRC.twoWeapons },
  { kind: 'boolean', key: 'allSharp', label: 'Sharp on every side', default: false, help: 'Cannot strike with the flat for non-lethal damage.', source: SRC.nonLethal },
];

/** The character sheet; `name` first. */
export const sheetSchema: FormSchema = {
  sections: [{ id: 'combat', label: 'Combat' }, { id: 'defence', label: 'Defence and body' }, { id: 'gear', label: 'Weapons' }],
  fields: [
    { kind: 'text', key: 'name', label: 'Name', maxLength: 60, default: 'New character' },
    { kind: 'number', key: 'attackBonus', label: 'Attack bonus', min: -5, max: 25, default: 1, section: 'combat', help: 'Added to every attack roll.', source: SRC.attack },
    { kind: 'number', key: 'strBonus', label: 'STR bonus', min: -5, max: 6, default: 0, section: 'combat', help: 'To hit in melee; to damage with melee, thrown weapons and slings.', source: SRC.attack },
    { kind: 'number', key: 'dexBonus', label: 'DEX bonus', min: -5, max: 6, default: 0, section: 'combat', help: 'To initiative and to hit with missiles.', source: SRC.initiative },
    { kind: 'number', key: 'save', label: 'Saving throw', min: 2, max: 20, default: 15, section: 'combat', help: 'The d20 roll you need (at or above) to keep a spell when attacked while casting.', source: SRC.spells },
    { kind: 'number', added: 'state', key: 'maxHp', label: 'Maximum HP', unit: 'HP', min: 1, max: 999, default: 8, section: 'defence', help: 'Your full hit points; the damage you take is kept with the character.', source: SRC.damage },
    { kind: 'number', key: 'ac', label: 'AC', min: 0, max: 40, default: 12, section: 'defence', help: 'Your usual Armor Class, everything included.', source: SRC.attack },
    { kind: 'number', key: 'con', label: 'CON', min: 1, max: 25, default: 10, section: 'defence', help: 'Your Constitution score: you can run 3 rounds per point before tiring.', source: SRC.run },
    { kind: 'number', key: 'move', label: 'Movement', min: 5, max: 240, default: 30, step: 5, unit: 'ft', section: 'defence', help: 'Your normal encounter movement per round; a charge may cover up to double.', source: SRC.charge },
    { kind: 'select', key: 'size', label: 'Size', options: opts(grappleSizes), default: 'medium', section: 'defence', help: 'Counts in grapple checks.', source: SRC.grapple },
    { kind: 'select', key: 'armour', label: 'Armour worn', options: [{ value: 'none', label: 'None' }, { value: 'leather', label: 'Leather' }, { value: 'metal', label: 'Metal' }], default: 'leather', section: 'defence', help: 'Unarmoured or leather-clad brawlers hurt themselves on metal armour.', source: SRC.brawling },
    { kind: 'boolean', key: 'elf', label: 'Elf', default: false, section: 'defence', help: 'Elves use 15 instead of 13 in the surprise roll (by default, that makes them harder to surprise).', source: SRC.surprise },
    { kind: 'boolean', added: 'state', key: 'fireResistant', label: 'Resistant to fire', default: false, section: 'defence', help: 'Fire-resistant or fire-based creatures take no damage from burning oil.', source: SRC.grenade },
    { kind: 'list', key: 'weapons', label: 'Weapons', itemLabel: 'weapon', item: weaponFields, minItems: 1, maxItems: 8, default: [{}], section: 'gear' },
  ],
};

/** Indices (as text) of the sheet's weapons that make missile attacks. */
export function missileIndices(weapons: readonly Weapon[]): string[] {
  return weapons.flatMap((w, i) => (kindOf(w.kind).missile ? [String(i)] : []));
}

/** Indices (as text) of the sheet's crossbows (they need reload rounds). */
export function crossbowIndices(weapons: readonly Weapon[]): string[] {
  return weapons.flatMap((w, i) => (kindOf(w.kind).reloadRounds > 0 ? [String(i)] : []));
}

const ACTIONS: readonly SelectOption[] = [
  { value: 'attack', label: 'Attack' },
  { value: 'charge', label: 'Charge' },
  { value: 'two-weapons', label: 'Attack with two weapons' },
  { value: 'punch', label: 'Punch' },
  { value: 'kick', label: 'Kick' },
  { value: 'grapple', label: 'Grapple' },
  { value: 'parry-dodge', label: 'Parry and dodge (+2 AC, no attack)' },
  { value: 'cast', label: 'Cast a spell' },
  { value: 'run', label: 'Run away' },
  { value: 'reload', label: 'Reload a crossbow' },
  { value: 'other', label: 'Move or something else' },
  // Appended, so verified codes of older versions keep their action's index.
  { value: 'smother', label: 'Put out burning oil on you' },
];

const schemaCache = new WeakMap<Values, FormSchema>();

/**
 * The declaration form for this sheet: the weapon choices are the sheet's own.
 * Made once per sheet object (the plan, the roll and the simulation ask again and again) and shared: read-only.
 */
export function declarationSchema(values: Values): FormSchema {
  let schema = schemaCache.get(values);
  if (!schema) { schema = buildDeclarationSchema(values); schemaCache.set(values, schema); }
  return schema;
}

function buildDeclarationSchema(values: Values): FormSchema {
  const weapons = (Array.isArray(values['weapons']) ? values['weapons'] : []) as unknown as Weapon[];
  const weaponOptions = weapons.length ? weapons.map((w, i) => ({ value: String(i), label: w.name || `Weapon ${i + 1}` })) : [{ value: '0', label: 'No weapon' }];
  const missiles = missileIndices(weapons);
  const withWeapon = { key: 'action', in: ['attack', 'charge', 'two-weapons'] };
  const attacking = { key: 'action', in: ['attack', 'charge', 'two-weapons', 'punch', 'kick', 'grapple', 'cast', 'other', 'parry-dodge'] };
  return {
    sections: [
      { id: 'action', label: 'Action' }, { id: 'timing', label: 'When you act' }, { id: 'situation', label: 'Situation' },
      { id: 'missile', label: 'Missiles' }, { id: 'you', label: 'On you' }, { id: 'target', label: 'Target (from the GM)' }, { id: 'gm', label: "GM's call" },
    ],
    fields: [
      { kind: 'select', key: 'action', perRound: true, label: 'Action', options: ACTIONS, default: 'attack', section: 'action' },
      { kind: 'select', key: 'weapon', perRound: true, label: 'Weapon', options: weaponOptions, default: '0', section: 'action', visibleIf: { key: 'action', notIn: ['punch', 'kick', 'grapple', 'run', 'reload'] }, help: 'With two weapons, the main one; also the weapon of a parting shot.' },
      { kind: 'select', key: 'offWeapon', label: 'Second weapon', options: weaponOptions, default: weaponOptions.length > 1 ? '1' : '0', section: 'action', visibleIf: { key: 'action', in: ['two-weapons'] }, help: 'It must be the smaller one: -2 to hit with the main weapon, -5 with this.', source: SRC.twoWeapons },
      { kind: 'number', key: 'chargeFeet', label: 'Charge distance', min: 0, max: 480, step: 5, default: 20, unit: 'ft', section: 'action', visibleIf: { key: 'action', in: ['charge'] }, help: 'A straight, clear run of at least 10 ft and at most double your movement, at a foe you could see from the start.', source: SRC.charge },
      { kind: 'text', key: 'spell', label: 'Spell', maxLength: 40, default: 'Spell', section: 'action', visibleIf: { key: 'action', in: ['cast'] }, source: SRC.spells },
      { kind: 'select', key: 'grappleWith', label: 'Grapple with', options: [{ value: 'str', label: 'STR' }, { value: 'dex', label: 'DEX' }], default: 'str', section: 'action', visibleIf: { key: 'action', in: ['grapple'] }, help: 'The bonus added to the touch attack and the grapple check.', source: SRC.grapple },
      { kind: 'boolean', key: 'grappleStart', label: 'Starting the hold', default: true, section: 'action', visibleIf: { key: 'action', in: ['grapple'] }, help: 'A touch attack first; when you already hold the foe, only the grapple check is rolled.', source: SRC.grapple },
      { kind: 'optional-number', key: 'opponentGrapple', label: "Opponent's grapple total", min: -20, max: 60, default: null, section: 'action', placeholder: 'Unknown', visibleIf: { key: 'action', in: ['grapple'] }, help: 'Its d20 + STR or DEX + size, if already rolled; leave empty to see a range.', source: SRC.grapple },
      { kind: 'boolean', key: 'nonLethal', label: 'Strike to subdue', default: false, section: 'action', visibleIf: withWeapon, help: 'With the flat of the blade (melee weapons only): -4 to hit, half damage.', source: SRC.nonLethal },
      { kind: 'boolean', key: 'rested', label: 'Rested 3 turns since the last run', default: false, section: 'action', visibleIf: { key: 'action', in: ['run', 'charge'] }, help: 'Clears fatigue and the count of rounds run.', source: SRC.run },
      { kind: 'select', key: 'timing', label: 'Act on', section: 'timing', visibleIf: attacking, default: 'own', options: [
        { value: 'own', label: 'My own initiative' },
        { value: 'hold', label: 'Hold: wait for someone and act with them' },
        { value: 'set-vs-charge', label: 'Set my weapon against a charge' },
        { value: 'long-reach', label: 'Long reach: strike a closing foe on its number' },
      ], help: 'Waiting, setting against a charge and long reach put you on another combatant\'s number, simultaneous with it.', source: SRC.hold },
      { kind: 'optional-number', key: 'actsOn', label: 'Their initiative', min: -20, max: 40, default: null, section: 'timing', placeholder: 'Unknown', visibleIf: { key: 'timing', in: ['hold', 'set-vs-charge', 'long-reach'] }, help: 'The number of the one you wait for, the charger or the closing foe, if the GM has told you; otherwise the GM places you.', source: SRC.hold },
      { kind: 'boolean', key: 'behind', label: 'From behind', default: false, section: 'situation', help: '+2 to hit.', source: SRC.behind },
      { kind: 'boolean', key: 'sneakAttack', label: 'Using Sneak Attack', default: false, section: 'situation', visibleIf: { key: 'behind', in: [true] }, help: 'Sneak Attack replaces the +2 for attacking from behind.', source: SRC.behind },
      { kind: 'boolean', key: 'flanking', label: 'Flanking', default: false, section: 'situation', help: 'You and an ally on opposite sides, both within 5 ft: +1 in melee.', source: SRC.flanking },
      { kind: 'boolean', key: 'partingShot', label: 'Parting shot', default: false, section: 'situation', help: 'A foe next to you turned its back to move away: one extra attack at +2 with your weapon, even if you have attacked already.', source: SRC.partingShot },
      { kind: 'select', key: 'concealment', label: 'Target concealed', options: opts(concealmentTable), default: 'none', section: 'situation', help: 'Fog, smoke, foliage: the share of the target hidden.', source: SRC.concealment },
      { kind: 'boolean', key: 'cover', label: 'Target behind cover', default: false, section: 'situation', help: 'A wall, tree or shield between you: the rules give no number, so the GM sets the penalty (enter it as the to-hit modifier).', source: SRC.concealment },
      { kind: 'boolean', key: 'targetMetalArmour', label: 'Target wears metal armour', default: false, section: 'situation', visibleIf: { key: 'action', in: ['punch', 'kick'] }, help: 'Unarmoured or in leather, you take the damage instead.', source: SRC.brawling },
      { kind: 'select', key: 'withdraw', label: 'Leaving melee', section: 'situation', default: 'none', options: [
        { value: 'none', label: 'Not leaving' }, { value: 'turn-away', label: 'Turn and move away' }, { value: 'fighting-withdrawal', label: 'Fighting withdrawal (back away)' },
      ], help: 'Turning your back gives adjacent foes a parting shot at +2; backing away at half walking speed does not.', source: SRC.partingShot },
      { kind: 'select', key: 'range', perRound: true, label: 'Range', options: opts(rangeBands), default: 'short', section: 'missile', visibleIf: { key: 'weapon', in: missiles }, source: SRC.ranged },
      { kind: 'boolean', key: 'targetUnaware', label: 'Target unaware of you', default: false, section: 'missile', visibleIf: { key: 'range', in: ['within-5'] }, help: 'Within 5 ft but struck from behind or distracted: +1 and +2 instead of -5.', source: SRC.ranged },
      { kind: 'boolean', key: 'intoMelee', label: 'Shooting into a melee with allies', default: false, section: 'missile', visibleIf: { key: 'weapon', in: missiles }, help: 'A miss may hit an ally: the GM rolls that (a thrown flask scatters instead).', source: SRC.missed },
      { kind: 'boolean', key: 'spareCrossbow', label: 'Grab a loaded spare crossbow', default: false, section: 'missile', visibleIf: { key: 'weapon', in: crossbowIndices(weapons) }, help: 'Pre-loaded crossbows at a fixed position: drop the empty one and shoot again.', source: SRC.rateOfFire },
      // Kept from before the state held the chart's conditions, so stored declarations and verified
      // codes of that time still read: shown only while set, and counted until switched off.
      { kind: 'select', key: 'condition', label: 'Your condition (set in an older app)', section: 'you', default: 'none', visibleIf: { key: 'condition', notIn: ['none'] }, options: [
        { value: 'none', label: 'None' }, { value: 'disarmed', label: 'Disarmed' }, { value: 'shaken', label: 'Shaken (-2 to hit, saves, checks)' },
        { value: 'prone', label: 'Prone (-4 to hit, AC -4 melee / +4 missiles)' }, { value: 'blinded', label: 'Blinded (-4 to hit, -4 AC, -2 initiative)' },
      ], help: 'Switch it off when it ends; a condition from a hit you take is now kept with your hit points.', source: SRC.critical },
      { kind: 'select', key: 'surprise', label: 'Surprise roll', section: 'you', default: 'no', options: [
        { value: 'no', label: 'No surprise possible' }, { value: 'roll', label: 'Roll: we may be surprised' }, { value: 'ambushed', label: 'Roll: a well-hidden ambush (+3)' },
      ], help: 'The GM says when your side might be surprised; surprised characters cannot act this round.', source: SRC.surprise },
      { kind: 'optional-number', key: 'surpriseFace', label: 'Your side\'s surprise d20', min: 1, max: 20, default: null, section: 'you', placeholder: 'Roll it here', visibleIf: { key: 'surprise', in: ['roll', 'ambushed'] }, help: 'One d20 decides for the whole side. If the GM or a friend has rolled it, enter that face so everyone on your side reads the same roll; leave it empty to roll it here.', source: SRC.surprise },
      { kind: 'optional-number', key: 'targetAc', perRound: true, label: 'Target AC', min: -10, max: 50, default: null, section: 'target', placeholder: 'Unknown', help: 'Leave empty if the GM keeps it secret: you then see the odds for a range of AC.', source: SRC.attack },
      { kind: 'number', key: 'toHitMod', label: 'To-hit modifier (GM\'s call)', min: -20, max: 20, default: 0, section: 'gm', help: 'e.g. the target\'s cover, which the GM rules on.' },
      { kind: 'number', key: 'damageMod', label: 'Damage modifier (GM\'s call)', min: -20, max: 20, default: 0, section: 'gm' },
      { kind: 'number', key: 'initMod', label: 'Initiative modifier (GM\'s call)', min: -10, max: 10, default: 0, section: 'gm' },
      { kind: 'number', key: 'acMod', label: 'AC modifier (GM\'s call)', min: -10, max: 10, default: 0, section: 'gm', help: 'e.g. your own cover, which the GM rules on.' },
    ],
  };
}

/** Table options: one field per known ambiguity, each defaulting to the most faithful reading. */
export const optionsSchema: FormSchema = {
  fields: [
    { kind: 'select', key: 'specialModifiers', label: 'Added to the special d20 after a natural 20', default: 'attack', options: [
      { value: 'attack', label: 'The attack roll\'s modifiers' }, { value: 'none', label: 'Nothing: a bare d20 (the printed odds)' }, { value: 'damage', label: 'The damage modifier (STR, magic)' },
    ], help: 'The text says "d20 + modifiers" without naming them. By default the second d20 repeats the attack roll\'s modifiers; the percentages the text prints hold only for a bare d20, and its damage example calls the damage bonus the "modifier".', source: SRC.critical },
    { kind: 'select', key: 'surprise', label: 'Reading of "surprised on a DC13"', default: 'surprised-at-or-above', options: [
      { value: 'surprised-at-or-above', label: 'd20: surprised on 13 or more (elves 15); an ambush adds 3 to the roll' },
      { value: 'check-to-avoid', label: 'd20: roll 13 or more to avoid it (elves 15); an ambush adds 3 to the DC' },
    ], help: '"Surprised on" names the roll that surprises you, and it leaves elves, with their higher number, harder to surprise: the default. The other reading treats the DC as a number to beat.', source: SRC.surprise },
    { kind: 'select', key: 'kickStr', label: 'STR bonus on a kick', default: 'no', options: [
      { value: 'no', label: 'No: a kick is 1d4' }, { value: 'yes', label: 'Yes: 1d4 + STR, like other melee attacks' },
    ], help: 'The punch names its STR bonus and the kick does not; by default the kick deals 1d4 alone.', source: SRC.brawling },
    { kind: 'select', added: 'state', key: 'knockOut', label: 'Who falls unconscious at 0 hit points', default: 'any-non-lethal', options: [
      { value: 'any-non-lethal', label: 'Anyone who has taken some non-lethal damage' }, { value: 'last-blow', label: 'Only when the blow that brings you to 0 is non-lethal' },
    ], help: 'The text knocks out a character reduced to 0 hit points who "has taken some non-lethal damage": by default any non-lethal damage taken counts, even if a lethal blow brought you down. Some tables count only the last blow.', source: SRC.nonLethal },
    { kind: 'number', added: 'state', key: 'turnRounds', label: 'Rounds in a turn', min: 1, max: 600, default: 60, help: 'A knocked-out character wakes after 1d4 turns. The text does not say how long a turn is; the usual turn of ten minutes is 60 of its 10-second rounds.', source: SRC.nonLethal },
    { kind: 'number', added: 'state', key: 'conditionRounds', label: 'Rounds a critical\'s condition lasts', min: 0, max: 20, default: 0, help: 'The text gives disarmed, shaken, prone and blinded no duration: by default (0) one lasts until the GM ends it (clear it by hand). A number makes each last that many rounds.', source: SRC.critical },
  ],
};
