/**
 * The round declaration form: weapons, off hand and spells come from the sheet; the BCB on the
 * attack is capped by the sheet's BCB.
 * @see 001 (sections named on each field's `source`)
 */
import type { FormSchema, SelectOption, Values } from '../../engine/schema';
import { AC_RANGE, MAX_SPELL_LEVEL, RULES, SRC, weaponKinds } from './tables';
import type { Sheet } from './types';

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

const schemaCache = new WeakMap<Values, FormSchema>();

/**
 * The declaration form for this sheet. Made once per sheet object (the plan, the roll and the
 * simulation ask again and again) and shared: read-only.
 */
export function declarationSchema(values: Values): FormSchema {
  let schema = schemaCache.get(values);
  if (!schema) { schema = buildDeclarationSchema(values); schemaCache.set(values, schema); }
  return schema;
}

function buildDeclarationSchema(values: Values): FormSchema {
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
      { id: 'gm', label: "GM's call" }, { id: 'surprise', label: 'Surprise' },
    ],
    fields: [
      { kind: 'select', key: 'action', perRound: true, label: 'Action', options: actions, default: 'attack', section: 'action', help: 'Charges and spells must be declared before initiative is rolled.', source: SRC.order },
      { kind: 'select', key: 'weapon', perRound: true, label: 'Weapon', options: weapons, default: '0', section: 'action', visibleIf: attacking },
      { kind: 'number', key: 'bcbToHit', perRound: true, label: 'BCB on the attack', min: 0, max: bcb, default: bcb, section: 'action', visibleIf: attacking,
        help: `Of your BCB +${bcb}: the rest goes to your AC.`, source: SRC.bcb },
      { kind: 'select', key: 'twoWeapons', label: 'Two weapons', section: 'action', default: 'no', visibleIf: { key: 'weapon', in: melee }, options: [
        { value: 'no', label: 'No' }, { value: 'both', label: 'Attack with both (-3 each)' }, { value: 'defensive', label: 'One attack at -1, the other weapon +1 AC' },
      ], source: SRC.twoWeapons },
      { kind: 'select', key: 'offhand', label: 'Off-hand weapon', options: weapons, default: firstLight(sheet), section: 'action', visibleIf: { key: 'twoWeapons', in: ['both', 'defensive'] },
        help: 'A dagger, short sword or hand-axe; a ranger may use a sword.', source: SRC.twoWeapons },
      { kind: 'select', key: 'spell', perRound: true, label: 'Spell', options: spellOptions, default: '0', section: 'action', visibleIf: { key: 'action', in: ['cast'] }, source: SRC.spells },
      { kind: 'number', key: 'scrollLevel', label: 'Scroll spell level', min: 1, max: MAX_SPELL_LEVEL, default: 1, section: 'action', visibleIf: { key: 'action', in: ['scroll'] },
        help: 'Reading takes a round per level; the phone counts the rounds.', source: SRC.spells },
      { kind: 'select', key: 'movement', perRound: true, label: 'Movement', section: 'action', default: 'stand', visibleIf: { key: 'action', in: ['attack', 'cast', 'scroll', 'wand'] }, options: [
        { value: 'stand', label: 'Stay put' }, { value: 'half', label: 'Move up to half speed, then act' },
      ], help: 'Moving allows one attack; archers fire two arrows only standing still; no spells on the move.', source: SRC.round },
      { kind: 'boolean', key: 'hold', label: 'Hold my action', default: false, section: 'action', help: 'Act after the count, together with everyone else who held.', source: SRC.order },
      { kind: 'select', key: 'range', perRound: true, label: 'Range', section: 'situation', default: 'short', visibleIf: { key: 'weapon', in: indicesOf(sheet, ['thrown']) }, options: [
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
      { kind: 'boolean', key: 'chooseTarget', label: 'I pick my target among several in reach', default: false, section: 'situation', visibleIf: attacking,
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
      { kind: 'optional-number', key: 'targetAc', perRound: true, label: 'Target AC', min: -10, max: 50, default: null, section: 'target', placeholder: 'Unknown',
        help: `Leave empty if the GM keeps it: you then see the odds for AC ${AC_RANGE.from} to ${AC_RANGE.to}.`, source: SRC.attack },
      { kind: 'optional-number', key: 'targetHp', label: 'Target hit points left', min: 0, max: 999, default: null, section: 'target', placeholder: 'Unknown',
        visibleIf: { key: 'weapon', in: ['unarmed'] }, help: 'A fist blow of more than half of them stuns.', source: SRC.unarmed },
      { kind: 'number', key: 'terrain', label: 'Terrain (GM)', min: -RULES.terrainLimit, max: RULES.terrainLimit, default: 0, section: 'gm', help: 'Cover, higher ground, an arrow slit: the GM says, at most +/-4.', source: SRC.terrain },
      { kind: 'number', key: 'toHitMod', label: 'Other to-hit modifier (GM)', min: -10, max: 10, default: 0, section: 'gm' },
      { kind: 'boolean', key: 'rollSurprise', label: 'Roll for surprise', default: false, section: 'surprise', help: 'When the GM asks for a surprise roll at the start of a fight.', source: SRC.surprise },
      // Kept from before the state held what a Mighty Blow leaves, so stored declarations and
      // verified codes of that time still read: the effect is never shown and never used (the
      // victim's phone takes the blow as a hit); an old flesh wound shows until switched off.
      { kind: 'optional-number', key: 'mightyBlow', label: 'Mighty Blow effect against me (older app)', min: 1, max: 30, default: null, visibleIf: { key: 'action', in: [] }, source: SRC.mightyBlows },
      { kind: 'boolean', key: 'fleshWound', label: 'I have a flesh wound (set in an older app)', default: false, visibleIf: { key: 'fleshWound', in: [true] },
        help: 'Switch it off once healed; new wounds are kept with your hit points.', source: SRC.mightyBlows },
    ],
  };
}
