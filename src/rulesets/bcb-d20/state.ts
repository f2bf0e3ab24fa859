/**
 * The character's lasting state in this system: hit points and subdual damage, the results of
 * Mighty Blows kept as conditions (stunned for rounds, a flesh wound, out of the fight, CON
 * lost, dead), a brawling knock-out, the monsters' and NPCs' fate between 0 and -10 hit points,
 * missiles left in a wound, and what a rolled round carries into the next (a scroll being read,
 * the AC of the round, a spell being cast and whether a hit disrupted it). One record, `PlanInput.state` and `RoundResult.nextState` alike.
 * @see 001 Effects of Mighty Blows; Critical Hits and Fumbles; Subdual Damage; Unarmed Combat; Magic Use in Combat
 */
import { oncePerPair } from '../../engine/memo';
import type { FormSchema, Values } from '../../engine/schema';
import { SRC } from './tables';
import type { Sheet } from './types';

/** Lowest hit points kept: far below every threshold of the text (-11 kills any creature). */
export const HP_FLOOR = -999;

/** One missile left in the wound by a critical hit. */
export interface StuckMissile { readonly name: string }

/** The state record, typed. */
export interface BcbState {
  /** Hit points now (real damage only); may fall below 0. */
  readonly hp: number;
  /** Subdual damage taken: counts against hit points for a knock-out, never kills. */
  readonly subdual: number;
  /** Rounds counted towards the next hour's point of subdual recovery (0..59). */
  readonly subdualRounds: number;
  /** Rounds left stunned, this one included (0: not stunned). */
  readonly stunned: number;
  /** Rounds left knocked unconscious by a blow while stunned (0: awake). */
  readonly knockedOut: number;
  /** A Mighty Blow's flesh wound: -2 on attacks and saves until healed. */
  readonly fleshWound: boolean;
  /** Out of the fight (unconscious or crippled) until healed: a crushing blow's failed save, an incapacitating strike. */
  readonly outOfFight: boolean;
  /** A monster or NPC below 0 hit points that failed its save (or fell to -6..-10). */
  readonly unconscious: boolean;
  /** A monster or NPC that made its save at 0 to -5: fights at -2. */
  readonly hurt: boolean;
  readonly dead: boolean;
  /** CON lost to Mighty Blows. */
  readonly conLost: number;
  readonly missiles: readonly StuckMissile[];
  /** The AC of the last rolled round (to resolve an attack rolled against an unknown AC); null after a round passes. */
  readonly roundAc: number | null;
  /** A scroll being read: its spell level, and the rounds left including the coming one (0: none). */
  readonly scrollLevel: number;
  readonly scrollRoundsLeft: number;
  /** The spell declared for the round, from the roll until it goes off or the round passes ('' for none). */
  readonly spell: string;
  /** The count it goes off on (the caster's initiative); null when not known. */
  readonly spellCount: number | null;
  /** The spell was disrupted by a successful attack before it went off: lost, as if cast. */
  readonly spellLost: boolean;
}

/** The state record's fields (storage, imports and the CLI validate against them). */
export const stateSchema: FormSchema = {
  sections: [{ id: 'health', label: 'Hit points' }, { id: 'blows', label: 'Mighty Blows and stuns' }, { id: 'carried', label: 'Carried from the last round' }],
  fields: [
    { kind: 'number', key: 'hp', label: 'Hit points', min: HP_FLOOR, max: 999, default: 8, section: 'health', source: SRC.critical },
    { kind: 'number', key: 'subdual', label: 'Subdual damage', min: 0, max: 999, default: 0, section: 'health', help: 'Knocks out, never kills; 1 point heals each hour.', source: SRC.subdual },
    { kind: 'number', key: 'subdualRounds', label: 'Rounds towards the next hour', min: 0, max: 59, default: 0, section: 'health', source: SRC.subdual },
    { kind: 'number', key: 'stunned', label: 'Rounds stunned', min: 0, max: 99, default: 0, section: 'blows', source: SRC.mightyBlows },
    { kind: 'number', key: 'knockedOut', label: 'Rounds knocked unconscious', min: 0, max: 99, default: 0, section: 'blows', source: SRC.unarmed },
    { kind: 'boolean', key: 'fleshWound', label: 'Flesh wound', default: false, section: 'blows', help: '-2 on attacks and saves until healed.', source: SRC.mightyBlows },
    { kind: 'boolean', key: 'outOfFight', label: 'Out of the fight', default: false, section: 'blows', help: 'Unconscious or crippled until healed.', source: SRC.mightyBlows },
    { kind: 'boolean', key: 'unconscious', label: 'Unconscious', default: false, section: 'health', source: SRC.monsters },
    { kind: 'boolean', key: 'hurt', label: 'Fights at -2', default: false, section: 'health', source: SRC.monsters },
    { kind: 'boolean', key: 'dead', label: 'Dead', default: false, section: 'health' },
    { kind: 'number', key: 'conLost', label: 'CON lost', min: 0, max: 99, default: 0, section: 'blows', source: SRC.mightyBlows },
    { kind: 'list', key: 'missiles', label: 'Missiles in the wound', itemLabel: 'missile', minItems: 0, maxItems: 12, default: [], section: 'blows', source: SRC.critical,
      item: [{ kind: 'text', key: 'name', label: 'Missile', maxLength: 40, default: 'Arrow' }] },
    { kind: 'optional-number', key: 'roundAc', label: 'AC this round', min: -10, max: 99, default: null, section: 'carried', source: SRC.attack },
    { kind: 'number', key: 'scrollLevel', label: 'Scroll spell level', min: 0, max: 12, default: 0, section: 'carried', source: SRC.spells },
    { kind: 'number', key: 'scrollRoundsLeft', label: 'Scroll rounds left', min: 0, max: 12, default: 0, section: 'carried', source: SRC.spells },
    { kind: 'text', added: 'defence', key: 'spell', label: 'Spell being cast', maxLength: 60, default: '', section: 'carried', help: 'Declared before initiative; goes off on your count.', source: SRC.spells },
    { kind: 'optional-number', added: 'defence', key: 'spellCount', label: 'Count the spell goes off on', min: -10, max: 30, default: null, section: 'carried', source: SRC.spells },
    { kind: 'boolean', added: 'defence', key: 'spellLost', label: 'Spell disrupted', default: false, section: 'carried', help: 'A successful attack before it went off: lost as if cast.', source: SRC.spells },
  ],
};

const int = (v: unknown, fallback: number, lo: number, hi: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(lo, Math.min(hi, Math.trunc(v))) : fallback;
const bool = (v: unknown): boolean => v === true;

/** The state at the start of the evening: full hit points, nothing else. */
export function initialState(sheet: Pick<Sheet, 'maxHp'>): BcbState {
  return { hp: maxHpOf(sheet), subdual: 0, subdualRounds: 0, stunned: 0, knockedOut: 0, fleshWound: false, outOfFight: false,
    unconscious: false, hurt: false, dead: false, conLost: 0, missiles: [], roundAc: null, scrollLevel: 0, scrollRoundsLeft: 0, spell: '', spellCount: null, spellLost: false };
}

/** The sheet's maximum hit points (an older sheet without them: the schema's default). */
export const maxHpOf = (sheet: Partial<Pick<Sheet, 'maxHp'>>): number => (typeof sheet.maxHp === 'number' ? sheet.maxHp : DEFAULT_MAX_HP);
/** Maximum hit points of a sheet that has none. */
export const DEFAULT_MAX_HP = 8;

/**
 * readStateOf below, read once per state object and sheet: the plan, the roll, the status and the
 * hit rules all read the same state (../../engine/memo.ts). Shared: read-only.
 */
export const readState: (sheet: Partial<Sheet>, raw: Values | undefined) => BcbState = oncePerPair(readStateOf);

/**
 * Reads a stored state defensively: missing keys (a state from before they existed, such as a
 * scroll reading alone) take the initial values; numbers are held to their ranges.
 */
function readStateOf(sheet: Partial<Sheet>, raw: Values | undefined): BcbState {
  const init = initialState({ maxHp: maxHpOf(sheet) });
  if (!raw) return init;
  const missiles = Array.isArray(raw['missiles'])
    ? (raw['missiles'] as readonly Values[]).filter((m) => m && typeof m === 'object').map((m) => ({ name: typeof m['name'] === 'string' ? m['name'].slice(0, 40) : 'Missile' }))
    : [];
  return {
    hp: int(raw['hp'], init.hp, HP_FLOOR, 999),
    subdual: int(raw['subdual'], 0, 0, 999),
    subdualRounds: int(raw['subdualRounds'], 0, 0, 59),
    stunned: int(raw['stunned'], 0, 0, 99),
    knockedOut: int(raw['knockedOut'], 0, 0, 99),
    fleshWound: bool(raw['fleshWound']),
    outOfFight: bool(raw['outOfFight']),
    unconscious: bool(raw['unconscious']),
    hurt: bool(raw['hurt']),
    dead: bool(raw['dead']),
    conLost: int(raw['conLost'], 0, 0, 99),
    missiles: missiles.slice(0, 12),
    roundAc: raw['roundAc'] === null || raw['roundAc'] === undefined ? null : int(raw['roundAc'], 0, -10, 99),
    scrollLevel: int(raw['scrollLevel'], 0, 0, 12),
    scrollRoundsLeft: int(raw['scrollRoundsLeft'], 0, 0, 12),
    spell: typeof raw['spell'] === 'string' ? raw['spell'].slice(0, 60) : '',
    spellCount: raw['spellCount'] === null || raw['spellCount'] === undefined ? null : int(raw['spellCount'], 0, -10, 30),
    spellLost: bool(raw['spellLost']),
  };
}

/** The state as a stored record (every key of the schema). */
export function stateValues(s: BcbState): Values {
  // Written out key by key (in the order of initialState): a spread of a state built by spreads is slow in the fight simulation.
  return {
    hp: s.hp, subdual: s.subdual, subdualRounds: s.subdualRounds, stunned: s.stunned, knockedOut: s.knockedOut, fleshWound: s.fleshWound,
    outOfFight: s.outOfFight, unconscious: s.unconscious, hurt: s.hurt, dead: s.dead, conLost: s.conLost,
    missiles: s.missiles.length ? s.missiles.map((m) => ({ name: m.name })) : [],
    roundAc: s.roundAc, scrollLevel: s.scrollLevel, scrollRoundsLeft: s.scrollRoundsLeft, spell: s.spell, spellCount: s.spellCount, spellLost: s.spellLost,
  };
}
