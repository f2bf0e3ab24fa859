/**
 * The Zones and factions forms: character sheet, round declaration (a turn, a reaction or the
 * end-of-round morale check; its weapon choices come from the sheet) and table options.
 */
import type { Field, FormSchema, SelectOption, Values } from '../../engine/schema';
import { incapacitationReadings } from './incapacitation';
import { halvingReadings, impairedReadings, sizes, SRC, weaponKinds } from './tables';
import type { Sheet } from './types';

const opts = (list: readonly { value: string; label: string }[]): SelectOption[] => list.map(({ value, label }) => ({ value, label }));
const score = (key: string, label: string, help: string): Field =>
  ({ kind: 'number', key, label, min: 1, max: 20, default: 10, section: 'scores', help, source: SRC.attacking });

const weaponFields: readonly Field[] = [
  { kind: 'text', key: 'name', label: 'Weapon', maxLength: 40, default: 'Sword' },
  { kind: 'select', key: 'kind', label: 'Kind', options: opts(weaponKinds), default: 'melee', help: 'Melee reaches nearby enemies; the others reach visible enemies within range.', source: SRC.attacking },
  { kind: 'dice', key: 'damage', label: 'Damage', default: 'd6', help: 'The damage die, e.g. d6.' },
  { kind: 'number', key: 'range', label: 'Range', min: 1, max: 50, default: 8, unit: 'zones', visibleIf: { key: 'kind', notIn: ['melee'] }, help: 'Beyond half of it you need a WIT save to hit.', source: SRC.attacking },
  { kind: 'boolean', key: 'blast', label: 'Blast', default: false, help: 'Hits a whole zone; size never changes its damage.', source: SRC.blast },
  { kind: 'boolean', key: 'twoHanded', label: 'Two-handed', default: false, help: 'Cannot be used while you hold someone grabbed.', source: SRC.nonLethal },
  { kind: 'boolean', key: 'damaged', label: 'Damaged or improvised', default: false, help: 'Breaks when its damage die shows a 1.', source: SRC.gear },
];

/** The character sheet; `name` first. */
export const sheetSchema: FormSchema = {
  sections: [{ id: 'scores', label: 'Scores and size' }, { id: 'health', label: 'Health and armour' }, { id: 'gear', label: 'Weapons' }],
  fields: [
    { kind: 'text', key: 'name', label: 'Name', maxLength: 60, default: 'New character' },
    score('str', 'STR', 'Saved against to resist or break a grab, a shove or a disarm.'),
    score('agi', 'AGI', 'Saved against to dodge an attack.'),
    score('wit', 'WIT', 'Saved against to hit in hard conditions, and for morale.'),
    { kind: 'select', key: 'size', label: 'Size', options: opts(sizes), default: 'medium', section: 'scores', help: 'Each size of difference halves or doubles damage.', source: SRC.size },
    { kind: 'number', key: 'extraReactions', label: 'Extra reactions', min: 0, max: 3, default: 0, section: 'scores', help: 'Reactions a skill lets you make in a round beyond the one that takes your turn.', source: SRC.reacting },
    { kind: 'boolean', key: 'immuneToFear', label: 'Immune to fear', default: false, section: 'scores', help: 'Never checks morale.', source: SRC.morale },
    { kind: 'number', key: 'maxHp', label: 'Maximum health', min: 1, max: 200, default: 10, section: 'health', source: SRC.morale },
    { kind: 'number', key: 'health', label: 'Health', min: 0, max: 200, default: 10, section: 'health', follows: 'maxHp', help: 'What you have now; follows Maximum health until you set it.', source: SRC.attacking },
    { kind: 'number', key: 'armour', label: 'Armour', min: 0, max: 3, default: 0, section: 'health', help: 'Your armour value, a shield included; taken off each hit.', source: SRC.cover },
    { kind: 'boolean', key: 'shield', label: 'Shield', default: false, section: 'health', source: SRC.gear },
    { kind: 'boolean', key: 'shieldDamaged', label: 'Shield damaged', default: false, section: 'health', visibleIf: { key: 'shield', in: [true] }, help: 'Breaks on a hit of 8 or more before armour.', source: SRC.gear },
    { kind: 'boolean', key: 'armourDamaged', label: 'Armour damaged', default: false, section: 'health', help: 'Breaks on a hit of 8 or more before armour (a damaged shield breaks first).', source: SRC.gear },
    { kind: 'list', key: 'weapons', label: 'Weapons', itemLabel: 'weapon', item: weaponFields, minItems: 0, maxItems: 8, default: [{}], section: 'gear' },
  ],
};

/** Indices (as text) of the sheet's weapons with a range. */
export function rangedWeaponIndices(sheet: Pick<Sheet, 'weapons'>): string[] {
  return sheet.weapons.flatMap((w, i) => (weaponKinds.find((k) => k.value === w.kind)?.ranged ? [String(i)] : []));
}

const TURN = { key: 'act', in: ['turn'] };
const REACTION = { key: 'act', in: ['reaction'] };
const MORALE = { key: 'act', in: ['morale'] };
const FIGHTING = { key: 'act', notIn: ['morale', 'chase'] };

const schemaCache = new WeakMap<Values, FormSchema>();

/**
 * The declaration form for this sheet: the weapons are the sheet's own, plus unarmed.
 * Made once per sheet object (the plan, the roll and the simulation ask again and again) and shared: read-only.
 */
export function declarationSchema(values: Values): FormSchema {
  let schema = schemaCache.get(values);
  if (!schema) { schema = buildDeclarationSchema(values); schemaCache.set(values, schema); }
  return schema;
}

function buildDeclarationSchema(values: Values): FormSchema {
  const weapons = Array.isArray(values['weapons']) ? (values['weapons'] as unknown as Sheet['weapons']) : [];
  const ranged = rangedWeaponIndices({ weapons });
  const weaponOptions: SelectOption[] = [...weapons.map((w, i) => ({ value: String(i), label: w.name || `Weapon ${i + 1}` })), { value: 'unarmed', label: 'Unarmed' }];
  return {
    sections: [
      { id: 'round', label: 'Round' }, { id: 'turn', label: 'Your turn' }, { id: 'reaction', label: 'Reaction' },
      { id: 'target', label: 'Target or attacker' }, { id: 'situation', label: 'Situation' }, { id: 'morale', label: 'Morale' }, { id: 'chase', label: 'Chase' },
    ],
    fields: [
      { kind: 'number', key: 'round', label: 'Round', min: 1, max: 999, default: 1, section: 'round', help: 'The GM\'s round count: a new number starts a fresh turn.', source: SRC.procedure },
      { kind: 'select', key: 'act', perRound: true, label: 'What you do', default: 'turn', section: 'round', source: SRC.turn, options: [
        { value: 'turn', label: 'My turn' }, { value: 'reaction', label: 'A reaction to an attack or a move' }, { value: 'morale', label: 'End of round: morale, or after the fight' },
        { value: 'chase', label: 'Flee a long chase' },
      ], help: 'A reaction takes your whole turn for the round unless a skill gives you more.' },
      { kind: 'select', key: 'move', perRound: true, label: 'Movement', default: 'half', section: 'turn', visibleIf: TURN, source: SRC.turn, options: [
        { value: 'none', label: 'Stay' }, { value: 'half', label: 'Half speed (1 zone), and act' }, { value: 'full', label: 'Full speed (2 zones), no actions' },
      ] },
      { kind: 'boolean', key: 'sprint', label: 'Sprinting', default: false, section: 'turn', visibleIf: TURN, help: 'Doubles the zones.', source: SRC.turn },
      { kind: 'select', key: 'main', perRound: true, label: 'Main action', default: 'attack', section: 'turn', visibleIf: TURN, source: SRC.turn, options: [
        { value: 'none', label: 'None' }, { value: 'attack', label: 'Attack' },
        { value: 'disarm', label: 'Disarm (non-lethal)' }, { value: 'shove', label: 'Shove (non-lethal)' }, { value: 'grapple', label: 'Grapple (non-lethal)' },
        { value: 'other', label: 'Another main action (power, taunt, medicine...)' }, { value: 'bonus', label: 'A second bonus action instead' },
        { value: 'break-free', label: 'Break free of a grab (the whole turn)' }, { value: 'free-ally', label: 'Free a grabbed ally' },
        { value: 'surrender', label: 'Surrender (the whole turn)' },
      ] },
      { kind: 'boolean', key: 'bonus', label: 'A bonus action', default: false, section: 'turn', visibleIf: TURN, help: 'Draw, pick up, open a door, a few words.', source: SRC.turn },
      { kind: 'select', key: 'reaction', label: 'Reaction', default: 'dodge', section: 'reaction', visibleIf: REACTION, source: SRC.reacting, options: [
        { value: 'dodge', label: 'Dodge (AGI save)' }, { value: 'counter', label: 'Counter' }, { value: 'hide', label: 'Hide behind someone nearby' },
        { value: 'guard', label: 'Guard someone nearby' }, { value: 'opportunity', label: 'Opportunity attack on a foe moving away' }, { value: 'none', label: 'None: take the attack' },
      ] },
      { kind: 'text', key: 'attackId', label: 'Which attack', maxLength: 80, default: '', section: 'reaction', visibleIf: REACTION, help: 'Filled in by a scan, or type who attacks you: the same attack cannot be reacted to twice.', source: SRC.reacting },
      { kind: 'select', key: 'incoming', label: 'Incoming attack', default: 'damage', section: 'reaction', visibleIf: REACTION, source: SRC.nonLethal, options: [
        { value: 'damage', label: 'Damage' }, { value: 'disarm', label: 'Disarm' }, { value: 'shove', label: 'Shove' }, { value: 'grapple', label: 'Grapple' },
      ] },
      { kind: 'optional-number', key: 'incomingDamage', label: 'Damage rolled at you', min: 0, max: 999, default: null, section: 'reaction', visibleIf: REACTION, placeholder: 'unknown', help: 'Before your armour, as the attacker rolled it.', source: SRC.counter },
      { kind: 'boolean', key: 'incomingBlast', label: 'A blast', default: false, section: 'reaction', visibleIf: REACTION, help: 'Only one of its targets may counter it.', source: SRC.counter },
      { kind: 'boolean', key: 'unaware', label: 'You did not know of the attacker', default: false, section: 'reaction', visibleIf: REACTION, help: 'Unaware targets, and those attacked from hiding, cannot react.', source: SRC.reacting },
      { kind: 'select', key: 'weapon', perRound: true, label: 'Weapon', options: weaponOptions, default: weapons.length ? '0' : 'unarmed', section: 'target', visibleIf: FIGHTING, help: 'For your attack, counter or opportunity attack.' },
      { kind: 'select', key: 'counterWith', label: 'Counter with', default: 'weapon', section: 'reaction', visibleIf: { key: 'reaction', in: ['counter'] }, source: SRC.nonLethal, options: [
        { value: 'weapon', label: 'The weapon' }, { value: 'disarm', label: 'A disarm' }, { value: 'shove', label: 'A shove' }, { value: 'grapple', label: 'A grapple' },
      ] },
      { kind: 'number', key: 'distance', perRound: true, given: true, label: 'Distance', min: 0, max: 100, default: 1, unit: 'zones', section: 'target', visibleIf: { key: 'weapon', in: ranged }, help: 'Zones to the target, for a ranged attack.', source: SRC.attacking },
      { kind: 'boolean', key: 'targetVisible', label: 'You can see the target', default: true, section: 'target', visibleIf: FIGHTING, help: 'In the dark a melee attack needs a WIT save; a ranged one is impossible.', source: SRC.attacking },
      { kind: 'boolean', key: 'onTheMove', label: 'Shooting on the move', default: false, section: 'target', visibleIf: { key: 'weapon', in: ranged }, help: 'Between parts of your move, or from a moving mount.', source: SRC.attacking },
      { kind: 'select', key: 'foeSize', label: 'Size of the target or attacker', options: opts(sizes), default: 'medium', section: 'target', visibleIf: FIGHTING, source: SRC.size },
      { kind: 'optional-number', key: 'foeArmour', label: 'Their armour', min: 0, max: 3, default: null, section: 'target', visibleIf: FIGHTING, placeholder: 'ask the GM', help: 'From the GM; shields included.', source: SRC.cover },
      { kind: 'boolean', key: 'cover', label: 'Cover', default: false, section: 'target', visibleIf: FIGHTING, help: 'On your attack: the target is in cover; on a reaction: you are. +1 armour, never above 3.', source: SRC.cover },
      { kind: 'boolean', key: 'foeCover', label: 'The foe you strike back at is in cover', default: false, section: 'target', visibleIf: REACTION, help: 'For a counter or an opportunity attack: +1 to their armour, never above 3 (a barrier they lean out from counts as cover).', source: SRC.cover },
      { kind: 'boolean', key: 'holdBack', label: 'Hold back (impaired damage)', default: false, section: 'situation', visibleIf: FIGHTING, source: SRC.attacking },
      { kind: 'boolean', key: 'mounted', label: 'Riding or a passenger', default: false, section: 'situation', visibleIf: FIGHTING, help: 'Your attacks are impaired.', source: SRC.mounts },
      { kind: 'boolean', key: 'mountFullSpeed', label: 'The mount or vehicle moves at full speed', default: false, section: 'situation', visibleIf: { key: 'mounted', in: [true] }, help: 'You can neither act nor react.', source: SRC.mounts },
      { kind: 'select', added: 'defence', key: 'mounting', label: 'Getting on or off a mount or vehicle', default: 'no', section: 'situation', visibleIf: TURN, options: [
        { value: 'no', label: 'No' }, { value: 'mount', label: 'Getting on' }, { value: 'dismount', label: 'Getting off' },
      ], help: 'Counts as moving half a zone.', source: SRC.mounts },
      { kind: 'boolean', added: 'defence', key: 'mountMoving', label: 'It is moving', default: false, section: 'situation', visibleIf: { key: 'mounting', in: ['mount', 'dismount'] }, help: 'An AGI save, or you fall for d4 direct damage.', source: SRC.mounts },
      { kind: 'boolean', key: 'fromHiding', label: 'Attacking from concealment', default: false, section: 'situation', visibleIf: TURN, help: 'The target is taken by surprise and cannot react.', source: SRC.sneaking },
      { kind: 'boolean', key: 'deathBlow', label: 'Death blow', default: false, section: 'situation', visibleIf: TURN, help: 'The target is nearby and incapacitated: it dies.', source: SRC.attacking },
      { kind: 'boolean', key: 'grabbed', label: 'You are grabbed', default: false, section: 'situation', visibleIf: FIGHTING, help: 'You can only try to break free, and cannot react.', source: SRC.nonLethal },
      { kind: 'number', key: 'groupOriginal', label: 'Your group at the start of the fight', min: 1, max: 100, default: 4, section: 'morale', visibleIf: MORALE, help: '1 means you fight alone: your health counts instead.', source: SRC.morale },
      { kind: 'number', key: 'groupAtStart', label: 'Still fighting when this round began', min: 0, max: 100, default: 4, section: 'morale', visibleIf: MORALE, source: SRC.morale },
      { kind: 'number', key: 'groupNow', label: 'Still fighting now', min: 0, max: 100, default: 4, section: 'morale', visibleIf: MORALE, source: SRC.morale },
      { kind: 'optional-number', key: 'healthAtStart', label: 'Your health when this round began', min: 0, max: 200, default: null, section: 'morale', visibleIf: MORALE, placeholder: 'as now', help: 'Fighting alone: a drop to half your maximum or less this round calls for morale.', source: SRC.morale },
      { kind: 'select', key: 'chase', label: 'Against the pursuers', default: 'even', section: 'chase', visibleIf: { key: 'act', in: ['chase'] }, source: SRC.chases, options: [
        { value: 'even', label: 'As fast as they are (AGI save)' }, { value: 'faster', label: 'Faster, or lasting longer (no save)' }, { value: 'slower', label: 'Slower, or tiring sooner (no escape)' },
      ] },
      { kind: 'boolean', added: 'state', key: 'afterFight', label: 'The fight is over: durability rolls', default: false, section: 'morale', visibleIf: MORALE, help: 'Instead of morale: one roll for each weapon, armour and shield used in the fight.', source: SRC.gear },
    ],
  };
}

/** Table options: the readings of the text's ambiguities. */
export const optionsSchema: FormSchema = {
  fields: [
    { kind: 'select', key: 'saveEqual', label: 'A save roll equal to the score', default: 'pass', options: [
      { value: 'pass', label: 'Passes (roll the score or under)' }, { value: 'fail', label: 'Fails (roll under the score)' },
    ], help: 'The text only shows rolls clearly under (a pass) or a 20 (a fail); by default a roll equal to the score passes. A 20 always fails.', source: SRC.attacking },
    { kind: 'select', key: 'impaired', label: 'Impaired damage', default: 'd4', options: opts(impairedReadings),
      help: 'The text never says what impaired damage is; by default the attack rolls a d4 whatever its weapon, which is what it gives unarmed attacks.', source: SRC.attacking },
    { kind: 'select', key: 'halving', label: 'Damage halved more than once', default: 'each', options: opts(halvingReadings),
      help: 'Two sizes smaller (or impaired by halving and smaller) halves twice. The text only shows one halving, 3 to 2; by default each halving rounds up, so 5 becomes 3 then 2; the option divides once and rounds to the nearest, so 5 becomes 1.', source: SRC.size },
    { kind: 'select', added: 'state', key: 'incapacitation', label: 'Incapacitated when', default: 'critical', options: opts(incapacitationReadings),
      help: 'The text shows it only in examples: a 4 takes a bandit from 8 to 4 and incapacitates him ("critical damage"), a 1 is just a scratch, a bandit with 3 health left is still up, and a lone fighter at half health checks morale. By default a single hit of half your maximum health or more after armour, or health 0, incapacitates; the options make it health at half or less, or health 0 only.', source: SRC.attacking },
    { kind: 'select', added: 'state', key: 'durabilityDie', label: 'Durability roll', default: 'd6', options: ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'].map((v) => ({ value: v, label: `${v}: a 1 damages the item` })),
      help: 'After a fight each weapon, armour and shield used at least once is rolled for: a 1 damages it. The text names the roll but not its die; a 1, as on a damaged weapon\'s damage die, is our reading.', source: SRC.gear },
  ],
};
