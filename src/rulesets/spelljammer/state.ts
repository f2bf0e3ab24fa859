/**
 * The lasting state of a Spelljammer character: one record, `PlanInput.state` and
 * `RoundResult.nextState` alike. It holds the HP the fight left (with the sheet's Current HP it
 * was written against), the armour PROT lost to grievous hits, a stun for the rest of the round,
 * each missile stuck in the character, grievous wounds the GM gave, whether the character is in
 * combat (stuck missiles bleed only then), this round's DEF and attack segments (from the last
 * roll) and a spell to start on 10 next round.
 *
 * The sheet's Current HP and the state's HP are two records of one figure: whichever changed
 * last counts. The state remembers the sheet's value it was written against (`sheetHp`); when
 * the player has since edited Current HP on the sheet, the sheet's value replaces the state's.
 * Reading is defensive: a record from before a key existed (or a bad value) takes the default.
 * @see 000 Taking Damage; Wound Modifiers; Critical and Grievous Hits; Ranged Critical or Grievous Hits
 */
import type { FormSchema, Values } from '../../engine/schema';
import { oncePerPair } from '../../engine/memo';
import { MAX_HIT_DAMAGE } from '../../engine/state';
import { penetratingTable, SRC } from './tables';
import type { Sheet } from './types';

/** Kind of a stuck missile: a row of the penetrating table. */
export type StuckKind = keyof typeof penetratingTable;
/**
 * One missile stuck in the character; `n` is its number for the condition id (`stuck-<n>`).
 * `grievous`: with a grievous wound (1 more DEX). `pending`: stuck by a grievous hit whose
 * grievous wound roll the GM has not given yet.
 */
export interface Stuck { readonly n: number; readonly kind: StuckKind; readonly grievous: boolean; readonly pending: boolean }
/** A grievous wound the GM gave from the grievous wound tables (not in the text): its words and its modifier to all actions. */
export interface GrievousWound { readonly n: number; readonly text: string; readonly mod: number }

/** The state as `plan`, `roll` and the state rules read it. */
export interface CarriedState {
  /** Current HP (may be negative). */
  readonly hp: number;
  /** PROT the armour has lost to grievous hits, until repaired. */
  readonly protLost: number;
  /** Stunned for the rest of the round; `stunSegment` is the segment of the hit, when known. */
  readonly stunned: boolean;
  readonly stunSegment: number | null;
  /** In combat or strenuous activity: stuck missiles bleed each round only then. */
  readonly inCombat: boolean;
  /** IM and DEF the stuck missiles' DEX penalty costs, by the character's own DEX rules (not in this text). */
  readonly dexIm: number;
  readonly dexDef: number;
  readonly stuck: readonly Stuck[];
  readonly grievous: readonly GrievousWound[];
  /** Grievous hits whose roll on the grievous wound tables (the GM's) is still to come. */
  readonly grievousRolls: number;
  /** The DEF of the last rolled round (to resolve a hit rolled against a secret DEF); null after the round passes. */
  readonly def: number | null;
  /** Segments of the last rolled round's attacks, in attack order (which a stun costs); empty after the round passes. */
  readonly segments: readonly number[];
  /** A spell to start on 10 next round ('' and 0: none). */
  readonly pendingSpell: string;
  readonly pendingCastingTime: number;
  /** A weapon drawn in a round that left no attack: in hand next round (its index, -1 none). */
  readonly drawnWeapon: number;
  /** A ranged weapon aimed in a round that left no attack: the aim counts for next round's shot (its index, -1 none). */
  readonly aimedWeapon: number;
  /** The spell being cast this round ('' none), the segment its casting started and the one it goes off on (null: not this round). */
  readonly casting: string;
  readonly castFrom: number | null;
  readonly castOn: number | null;
}

/** Bounds of the stored figures. */
export const STATE_LIMITS = { hp: MAX_HIT_DAMAGE, stuck: 20, grievous: 10, segments: 8 } as const;

const stuckKinds = Object.entries(penetratingTable).map(([value, row]) => ({ value, label: row.label }));

/** The state record's fields. */
export const stateSchema: FormSchema = {
  sections: [{ id: 'health', label: 'Health' }, { id: 'effects', label: 'Lasting effects' }, { id: 'round', label: 'This round' }],
  fields: [
    { kind: 'optional-number', key: 'hp', label: 'HP', min: -STATE_LIMITS.hp, max: STATE_LIMITS.hp, default: null, section: 'health', placeholder: 'As on the sheet', help: 'Hit points now; empty means the sheet\'s Current HP.', source: SRC.damage },
    { kind: 'optional-number', key: 'sheetHp', label: 'Sheet\'s Current HP when written', min: -100, max: 999, default: null, section: 'health', help: 'When the sheet\'s Current HP has changed since, the sheet\'s value counts.' },
    { kind: 'number', key: 'protLost', label: 'Armour PROT lost', min: 0, max: 50, default: 0, section: 'effects', help: 'Each grievous hit takes 1 PROT off your armour until it is repaired.', source: SRC.critical },
    { kind: 'boolean', key: 'stunned', label: 'Stunned', default: false, section: 'round', help: 'For the rest of the round: your remaining attacks are lost.', source: SRC.damage },
    { kind: 'optional-number', key: 'stunSegment', label: 'Stunned on segment', min: -100, max: 100, default: null, section: 'round', source: SRC.damage },
    { kind: 'boolean', key: 'inCombat', label: 'In combat or strenuous activity', default: true, section: 'effects', help: 'Stuck missiles bleed each round only while this is on.', source: SRC.penetrating },
    { kind: 'number', key: 'dexIm', label: 'IM lost to the DEX penalty', min: 0, max: 20, default: 0, section: 'effects', help: 'What the stuck missiles\' DEX penalty costs your IM by your DEX rules; back to 0 when the last one is out.', source: SRC.penetrating },
    { kind: 'number', key: 'dexDef', label: 'DEF lost to the DEX penalty', min: 0, max: 100, default: 0, section: 'effects', help: 'What the stuck missiles\' DEX penalty costs your DEF by your DEX rules; back to 0 when the last one is out.', source: SRC.penetrating },
    { kind: 'list', key: 'stuck', label: 'Stuck missiles', itemLabel: 'stuck missile', minItems: 0, maxItems: STATE_LIMITS.stuck, default: [], section: 'effects', source: SRC.penetrating, item: [
      { kind: 'number', key: 'n', label: 'Number', min: 1, max: 9999, default: 1 },
      { kind: 'select', key: 'kind', label: 'Missile', options: stuckKinds, default: 'arrow' },
      { kind: 'boolean', key: 'grievous', label: 'With a grievous wound (1 more DEX)', default: false },
      { kind: 'boolean', key: 'pending', label: 'The GM\'s grievous wound roll to come', default: false },
    ] },
    { kind: 'number', key: 'grievousRolls', label: 'Grievous wound rolls to come', min: 0, max: STATE_LIMITS.grievous, default: 0, section: 'effects', help: 'Grievous hits the GM has not yet rolled a grievous wound for.', source: SRC.critical },
    { kind: 'list', key: 'grievousWounds', label: 'Grievous wounds', itemLabel: 'grievous wound', minItems: 0, maxItems: STATE_LIMITS.grievous, default: [], section: 'effects', source: SRC.critical, item: [
      { kind: 'number', key: 'n', label: 'Number', min: 1, max: 9999, default: 1 },
      { kind: 'text', key: 'text', label: 'Effect (from the GM)', maxLength: 80, default: 'Grievous wound' },
      { kind: 'number', key: 'mod', label: 'Modifier to all actions', min: -100, max: 0, default: 0 },
    ] },
    { kind: 'optional-number', key: 'def', label: 'DEF this round', min: -300, max: 600, default: null, section: 'round', help: 'From the last roll: resolves a hit rolled against a DEF the attacker did not know.' },
    { kind: 'list', key: 'segments', label: 'Attack segments this round', itemLabel: 'segment', minItems: 0, maxItems: STATE_LIMITS.segments, default: [], section: 'round', item: [
      { kind: 'number', key: 'segment', label: 'Segment', min: -100, max: 100, default: 0 },
    ] },
    { kind: 'text', key: 'pendingSpell', label: 'Spell to start on 10', maxLength: 80, default: '', section: 'round', source: SRC.round },
    { kind: 'number', key: 'pendingCastingTime', label: 'Its casting time', min: 0, max: 10, default: 0, section: 'round', source: SRC.round },
    { kind: 'number', added: 'defence', key: 'drawnWeapon', label: 'Weapon drawn last round', min: -1, max: 7, default: -1, section: 'round', help: 'Its place in your list from 0; -1 for none. In hand: no draw this round.', source: SRC.draw },
    { kind: 'number', added: 'defence', key: 'aimedWeapon', label: 'Weapon aimed last round', min: -1, max: 7, default: -1, section: 'round', help: 'Its place in your list from 0; -1 for none. The aim counts for this round\'s shot.', source: SRC.carefulAim },
    { kind: 'text', added: 'defence', key: 'casting', label: 'Spell being cast', maxLength: 80, default: '', section: 'round', help: 'This round: a hit while casting may interrupt it.', source: SRC.declaring },
    { kind: 'optional-number', added: 'defence', key: 'castFrom', label: 'Casting started on', min: -100, max: 100, default: null, section: 'round', source: SRC.declaring },
    { kind: 'optional-number', added: 'defence', key: 'castOn', label: 'Goes off on', min: -100, max: 100, default: null, section: 'round', help: 'Empty: not this round.', source: SRC.declaring },
  ],
};

const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : fallback);
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const list = (v: unknown): readonly Values[] => (Array.isArray(v) ? (v as unknown[]).filter((x): x is Values => typeof x === 'object' && x !== null && !Array.isArray(x)) : []);

/** The state at the start of the evening: HP from the sheet, no effects. */
export function freshState(sheet: Sheet): CarriedState {
  return {
    hp: sheet.currentHp, protLost: 0, stunned: false, stunSegment: null, inCombat: true, dexIm: 0, dexDef: 0,
    stuck: [], grievous: [], grievousRolls: 0, def: null, segments: [], pendingSpell: '', pendingCastingTime: 0, drawnWeapon: -1, aimedWeapon: -1, casting: '', castFrom: null, castOn: null,
  };
}

/**
 * The carried state of a record for a sheet (see readStateOf below), read once per state object
 * and sheet: the plan, the roll, the status and the hit rules all read the same state (../../engine/memo.ts). Read-only.
 */
export const readState: (sheet: Sheet, state: Values | undefined) => CarriedState = oncePerPair(readStateOf);

/** Reads a stored state (absent: {@link freshState}); missing or malformed keys take their defaults. */
function readStateOf(sheet: Sheet, state: Values | undefined): CarriedState {
  const s = state ?? {};
  const fresh = freshState(sheet);
  const tracked = typeof s['hp'] === 'number' && s['sheetHp'] === sheet.currentHp;
  const stuck = list(s['stuck']).flatMap((x, i): Stuck[] => {
    const kind = String(x['kind']);
    return kind in penetratingTable ? [{ n: num(x['n'], i + 1), kind: kind as StuckKind, grievous: x['grievous'] === true, pending: x['pending'] === true && x['grievous'] !== true }] : [];
  });
  const grievous = list(s['grievousWounds']).map((x, i) => ({
    n: num(x['n'], i + 1), text: typeof x['text'] === 'string' && x['text'] ? x['text'] : 'Grievous wound', mod: clamp(num(x['mod'], 0), -100, 0),
  }));
  const pendingSpell = typeof s['pendingSpell'] === 'string' ? s['pendingSpell'] : '';
  return {
    hp: tracked ? clamp(num(s['hp'], fresh.hp), -STATE_LIMITS.hp, STATE_LIMITS.hp) : fresh.hp,
    protLost: clamp(num(s['protLost'], 0), 0, 50),
    stunned: s['stunned'] === true,
    stunSegment: typeof s['stunSegment'] === 'number' ? num(s['stunSegment'], 0) : null,
    inCombat: s['inCombat'] !== false,
    dexIm: clamp(num(s['dexIm'], 0), 0, 20),
    dexDef: clamp(num(s['dexDef'], 0), 0, 100),
    stuck, grievous,
    grievousRolls: clamp(num(s['grievousRolls'], 0), 0, STATE_LIMITS.grievous),
    def: typeof s['def'] === 'number' ? num(s['def'], 0) : null,
    segments: list(s['segments']).map((x) => num(x['segment'], 0)),
    pendingSpell,
    pendingCastingTime: pendingSpell ? clamp(num(s['pendingCastingTime'], 0), 0, 10) : 0,
    drawnWeapon: clamp(num(s['drawnWeapon'], -1), -1, 7),
    aimedWeapon: clamp(num(s['aimedWeapon'], -1), -1, 7),
    casting: typeof s['casting'] === 'string' ? s['casting'].slice(0, 80) : '',
    castFrom: typeof s['castFrom'] === 'number' ? clamp(num(s['castFrom'], 0), -100, 100) : null,
    castOn: typeof s['castOn'] === 'number' ? clamp(num(s['castOn'], 0), -100, 100) : null,
  };
}

/** The state as a record of the schema, remembering the sheet's Current HP it was written against. */
export function writeState(s: CarriedState, sheet: Sheet): Values {
  return {
    hp: clamp(s.hp, -STATE_LIMITS.hp, STATE_LIMITS.hp),
    sheetHp: sheet.currentHp,
    protLost: clamp(s.protLost, 0, 50),
    stunned: s.stunned,
    stunSegment: s.stunned ? s.stunSegment : null,
    inCombat: s.inCombat,
    dexIm: s.stuck.length ? clamp(s.dexIm, 0, 20) : 0,
    dexDef: s.stuck.length ? clamp(s.dexDef, 0, 100) : 0,
    stuck: !s.stuck.length ? [] : s.stuck.slice(-STATE_LIMITS.stuck).map((x) => ({ n: x.n, kind: x.kind, grievous: x.grievous, pending: x.pending && s.grievousRolls > 0 })),
    grievousWounds: !s.grievous.length ? [] : s.grievous.slice(-STATE_LIMITS.grievous).map((x) => ({ n: x.n, text: x.text.slice(0, 80), mod: x.mod })),
    grievousRolls: clamp(s.grievousRolls, 0, STATE_LIMITS.grievous),
    def: s.def === null ? null : clamp(s.def, -300, 600),
    segments: !s.segments.length ? [] : s.segments.slice(0, STATE_LIMITS.segments).map((segment) => ({ segment: clamp(segment, -100, 100) })),
    pendingSpell: s.pendingSpell.slice(0, 80),
    pendingCastingTime: s.pendingSpell ? s.pendingCastingTime : 0,
    drawnWeapon: clamp(s.drawnWeapon, -1, 7),
    aimedWeapon: clamp(s.aimedWeapon, -1, 7),
    casting: s.casting.slice(0, 80),
    castFrom: s.casting && s.castFrom !== null ? clamp(s.castFrom, -100, 100) : null,
    castOn: s.casting && s.castOn !== null ? clamp(s.castOn, -100, 100) : null,
  };
}

/** The next free number for a new list item (one more than the highest). */
export const nextNumber = (items: readonly { n: number }[]): number => Math.min(9999, items.reduce((m, x) => Math.max(m, x.n), 0) + 1);
