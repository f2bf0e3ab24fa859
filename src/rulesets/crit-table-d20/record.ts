/**
 * The lasting state as a stored record: its schema (what storage, imports and the CLI check a
 * state against), and the defensive reading and the writing of it. A state from before a key
 * existed reads that key as its default (hit points missing = the sheet's maximum).
 * @see 002 17.0.9 Rate of Fire; 17.0.1.7 Run Away; 17.0.4 Critical Miss; 17.0.3 Critical Hit;
 *   17.0.10 Oil; 17.0.16 Non-Lethal; 17.0.18 Grappling
 */
import { oncePerPair } from '../../engine/memo';
import type { FormSchema, Values } from '../../engine/schema';
import { MAX_HIT_DAMAGE } from '../../engine/state';
import { conditionTable, SRC } from './tables';
import type { CritState, DownId, HeldCondition, RoundDefence, Sheet } from './types';

/** Most rounds a knock-out can last: 1d4 turns of at most 600 rounds. */
const MAX_WAKE = 2400;
/** Weapons on a sheet at most (the sheet's list). */
const MAX_WEAPONS = 8;
const DEFENCES: readonly RoundDefence[] = ['none', 'parry-dodge', 'charge'];

/** The state record's fields. */
export const stateSchema: FormSchema = {
  sections: [{ id: 'health', label: 'Hit points' }, { id: 'effects', label: 'Conditions' }, { id: 'round', label: 'Carried from the last round' }],
  fields: [
    { kind: 'optional-number', key: 'hp', label: 'Hit points', min: 0, max: MAX_HIT_DAMAGE, default: null, section: 'health', placeholder: 'Full', help: 'Empty means the sheet\'s maximum.', source: SRC.damage },
    { kind: 'number', key: 'nonLethal', label: 'Non-lethal damage taken', min: 0, max: 9999, default: 0, section: 'health', help: 'At 0 hit points with some of it taken, you fall unconscious instead of dying.', source: SRC.nonLethal },
    { kind: 'select', key: 'down', label: 'Down', default: 'none', section: 'health', options: [
      { value: 'none', label: 'No' }, { value: 'unconscious', label: 'Unconscious (knocked out)' }, { value: 'dead', label: 'Dead' },
    ], source: SRC.nonLethal },
    { kind: 'number', key: 'wakeIn', label: 'Rounds until you wake', min: 0, max: MAX_WAKE, default: 0, section: 'health', visibleIf: { key: 'down', in: ['unconscious'] }, help: '1d4 turns after the knock-out.', source: SRC.nonLethal },
    { kind: 'number', key: 'reviveIn', label: 'Rounds of help to revive you', min: 0, max: 20, default: 0, section: 'health', visibleIf: { key: 'down', in: ['unconscious'] }, help: '2d10 rounds of another character\'s help.', source: SRC.nonLethal },
    { kind: 'boolean', key: 'reviving', label: 'Someone is reviving you', default: false, section: 'health', visibleIf: { key: 'down', in: ['unconscious'] }, source: SRC.nonLethal },
    { kind: 'list', key: 'conditions', label: 'Conditions', itemLabel: 'condition', minItems: 0, maxItems: conditionTable.length, default: [], section: 'effects', item: [
      { kind: 'select', key: 'id', label: 'Condition', default: 'shaken', options: conditionTable.map((c) => ({ value: c.id, label: c.label })), source: SRC.critical },
      { kind: 'number', key: 'rounds', label: 'Rounds left', min: 0, max: 99, default: 0, help: '0: until the GM ends it.', source: SRC.critical },
    ] },
    { kind: 'boolean', key: 'grabbed', label: 'Grabbed (held)', default: false, section: 'effects', source: SRC.grapple },
    { kind: 'optional-number', key: 'holderGrapple', label: 'Holder\'s grapple total', min: -20, max: 60, default: null, section: 'effects', placeholder: 'Unknown', visibleIf: { key: 'grabbed', in: [true] }, source: SRC.grapple },
    { kind: 'boolean', key: 'silenced', label: 'Kept from speaking', default: false, section: 'effects', visibleIf: { key: 'grabbed', in: [true] }, help: 'No spells while the holder keeps you from speaking.', source: SRC.spells },
    { kind: 'number', key: 'burning', label: 'Burning oil', min: 0, max: 2, default: 0, section: 'effects', help: '2 in the round the oil hit, 1 in the round after (1d8 unless put out).', source: SRC.grenade },
    { kind: 'number', key: 'groundFire', label: 'Ground fire: rounds it still burns', min: 0, max: 10, default: 0, section: 'effects', help: 'While you stand in it: 1d6 each round, no save.', source: SRC.grenade },
    { kind: 'number', key: 'reloadWeapon', label: 'Crossbow being reloaded', min: -1, max: 7, default: -1, section: 'round', help: 'Its place in your weapon list, -1 for none.', source: SRC.rateOfFire },
    { kind: 'number', key: 'reloadLeft', label: 'Reload rounds left', min: 0, max: 10, default: 0, section: 'round', source: SRC.rateOfFire },
    { kind: 'number', key: 'roundsRun', label: 'Rounds run', min: 0, max: 999, default: 0, section: 'round', source: SRC.run },
    { kind: 'number', key: 'noAttackRounds', label: 'Rounds without an attack', min: 0, max: 9, default: 0, section: 'round', source: SRC.criticalMiss },
    { kind: 'number', key: 'stumbleRounds', label: 'Rounds stumbling', min: 0, max: 9, default: 0, section: 'round', source: SRC.criticalMiss },
    { kind: 'list', added: 'defence', key: 'broken', label: 'Broken weapons', itemLabel: 'weapon', minItems: 0, maxItems: MAX_WEAPONS, default: [], section: 'effects', help: 'Broken by a critical miss: no attack with it until repaired or replaced.', item: [
      { kind: 'number', key: 'weapon', label: 'Weapon (its place in your list, from 0)', min: 0, max: MAX_WEAPONS - 1, default: 0, source: SRC.criticalMiss },
    ] },
    { kind: 'select', added: 'defence', key: 'roundDefence', label: 'Defence declared this round', default: 'none', section: 'round', options: [
      { value: 'none', label: 'None' }, { value: 'parry-dodge', label: 'Parry and dodge (+2 AC)' }, { value: 'charge', label: 'Charge (-2 AC)' },
    ], help: 'Set by the rolled round; an attack settled on this phone counts it in your AC.', source: SRC.parryDodge },
    { kind: 'number', added: 'defence', key: 'roundAcMod', label: 'AC modifier this round (GM\'s call)', min: -10, max: 10, default: 0, section: 'round' },
    { kind: 'text', added: 'defence', key: 'spell', label: 'Spell being cast', maxLength: 40, default: '', section: 'round', help: 'This round: an attack while casting, even a miss, calls for the save.', source: SRC.spells },
    { kind: 'optional-number', added: 'defence', key: 'spellAt', label: 'Its initiative', min: -20, max: 60, default: null, section: 'round', source: SRC.spells },
    { kind: 'select', added: 'defence', key: 'spellSave', label: 'Save against disruption', default: '', section: 'round', options: [
      { value: '', label: 'Not rolled' }, { value: 'pass', label: 'Made' }, { value: 'fail', label: 'Failed' },
    ], source: SRC.spells },
    { kind: 'boolean', added: 'defence', key: 'spellLost', label: 'Spell disrupted', default: false, section: 'round', source: SRC.spells },
  ],
};

const num = (v: Values | undefined, key: string, fallback: number, min: number, max: number): number => {
  const x = v?.[key];
  return typeof x === 'number' && Number.isFinite(x) ? Math.min(max, Math.max(min, Math.trunc(x))) : fallback;
};
const bool = (v: Values | undefined, key: string): boolean => v?.[key] === true;
const DOWN: readonly DownId[] = ['none', 'unconscious', 'dead'];

function readBroken(v: Values | undefined): number[] {
  const list = v?.['broken'];
  if (!Array.isArray(list)) return [];
  const out: number[] = [];
  for (const item of list as readonly Values[]) {
    const w = num(item, 'weapon', -1, -1, MAX_WEAPONS - 1);
    if (w >= 0 && !out.includes(w)) out.push(w);
  }
  return out;
}

function readConditions(v: Values | undefined): HeldCondition[] {
  const list = v?.['conditions'];
  if (!Array.isArray(list)) return [];
  const out: HeldCondition[] = [];
  for (const item of list as readonly Values[]) {
    const row = conditionTable.find((c) => c.id === item?.['id']);
    if (row && !out.some((c) => c.id === row.id)) out.push({ id: row.id, rounds: num(item, 'rounds', 0, 0, 99) });
  }
  return out;
}

/** The state, with anything missing or malformed read as its default (nothing carried, hit points full). */
export function readState(state: Values | undefined): CritState {
  const hp = state?.['hp'];
  const down = state?.['down'];
  const holder = state?.['holderGrapple'];
  return {
    reloadWeapon: num(state, 'reloadWeapon', -1, -1, 7),
    reloadLeft: num(state, 'reloadLeft', 0, 0, 10),
    roundsRun: num(state, 'roundsRun', 0, 0, 999),
    noAttackRounds: num(state, 'noAttackRounds', 0, 0, 9),
    stumbleRounds: num(state, 'stumbleRounds', 0, 0, 9),
    hp: typeof hp === 'number' && Number.isFinite(hp) ? Math.max(0, Math.trunc(hp)) : null,
    nonLethal: num(state, 'nonLethal', 0, 0, 9999),
    down: DOWN.includes(down as DownId) ? (down as DownId) : 'none',
    wakeIn: num(state, 'wakeIn', 0, 0, MAX_WAKE),
    reviveIn: num(state, 'reviveIn', 0, 0, 20),
    reviving: bool(state, 'reviving'),
    conditions: readConditions(state),
    grabbed: bool(state, 'grabbed'),
    holderGrapple: typeof holder === 'number' && Number.isFinite(holder) ? Math.trunc(holder) : null,
    silenced: bool(state, 'silenced'),
    burning: num(state, 'burning', 0, 0, 2),
    groundFire: num(state, 'groundFire', 0, 0, 10),
    roundDefence: DEFENCES.includes(state?.['roundDefence'] as RoundDefence) ? (state!['roundDefence'] as RoundDefence) : 'none',
    roundAcMod: num(state, 'roundAcMod', 0, -10, 10),
    broken: readBroken(state),
    spell: typeof state?.['spell'] === 'string' ? state['spell'].slice(0, 40) : '',
    spellAt: typeof state?.['spellAt'] === 'number' && Number.isFinite(state['spellAt']) ? Math.max(-20, Math.min(60, Math.trunc(state['spellAt']))) : null,
    spellSave: state?.['spellSave'] === 'pass' || state?.['spellSave'] === 'fail' ? state['spellSave'] : '',
    spellLost: bool(state, 'spellLost'),
  };
}

/** The state as a stored record: every key of {@link stateSchema}, nothing else. */
export function writeState(s: CritState): Values {
  return {
    hp: s.hp, nonLethal: s.nonLethal, down: s.down, wakeIn: s.wakeIn, reviveIn: s.reviveIn, reviving: s.reviving,
    conditions: s.conditions.map((c) => ({ id: c.id, rounds: c.rounds })),
    grabbed: s.grabbed, holderGrapple: s.holderGrapple, silenced: s.silenced, burning: s.burning, groundFire: s.groundFire,
    reloadWeapon: s.reloadWeapon, reloadLeft: s.reloadLeft, roundsRun: s.roundsRun, noAttackRounds: s.noAttackRounds, stumbleRounds: s.stumbleRounds,
    broken: s.broken.map((weapon) => ({ weapon })), roundDefence: s.roundDefence, roundAcMod: s.roundAcMod,
    spell: s.spell, spellAt: s.spell ? s.spellAt : null, spellSave: s.spell ? s.spellSave : '', spellLost: s.spell ? s.spellLost : false,
  };
}

/** The sheet's maximum hit points before the sheet had them. */
export const DEFAULT_MAX_HP = 8;

/** The sheet's maximum hit points (a sheet from before the field read as {@link DEFAULT_MAX_HP}). */
export function maxHpOf(sheet: Sheet): number {
  const m = (sheet as { maxHp?: unknown }).maxHp;
  return typeof m === 'number' && Number.isFinite(m) && m >= 1 ? Math.trunc(m) : DEFAULT_MAX_HP;
}

/** Hit points now: the state's, or the sheet's maximum when the state has none, never above the maximum. */
export function hpOf(sheet: Sheet, s: CritState): number {
  return s.hp === null ? maxHpOf(sheet) : Math.min(s.hp, maxHpOf(sheet));
}

/**
 * stateForOf below, read once per state object and sheet: the plan, the roll, the status and the
 * hit rules all read the same state (../../engine/memo.ts). Shared: read-only.
 */
export const stateFor: (sheet: Sheet, state: Values | undefined) => CritState = oncePerPair(stateForOf);

/** The state as {@link readState} reads it, with hit points resolved against the sheet (a number, never null). */
function stateForOf(sheet: Sheet, state: Values | undefined): CritState {
  const s = readState(state);
  return { ...s, hp: hpOf(sheet, s) };
}

/** The state at the start of the evening: full hit points, nothing carried. */
export function initialState(sheet: Sheet): CritState {
  return { ...readState(undefined), hp: maxHpOf(sheet) };
}
