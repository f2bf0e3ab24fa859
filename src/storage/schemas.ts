/**
 * The valibot schemas of the shapes Rollcall stores, exports and imports: one per shape,
 * shared by storage (reading records back), the backup import and the QR transfer, and by
 * the GM screen's saved round (its results are {@link RoundResultSchema}s).
 *
 * Sheets, declarations and options are described by each ruleset's `FormSchema` and checked
 * by `validate` (src/engine/schema.ts); these schemas cover everything around them.
 * Strings and lists have generous caps so a hostile file (a 10 MB name) is refused with a
 * message instead of being carried around; numbers must be finite (no NaN, no Infinity).
 */
import * as v from 'valibot';
import { ATTACK_TAGS } from '../engine/ruleset';
import { cleanJson } from './clean';

/** Longest text kept in a stored round (labels, notes, summaries), in characters. */
export const MAX_TEXT = 4000;
/** Most entries of any list in a stored round (actions, notes, faces). */
export const MAX_ITEMS = 200;
/** Latest time stamp a JavaScript Date can hold, in ms since 1970. */
const MAX_TIME = 8.64e15;

const num = v.pipe(v.number('expected a number'), v.finite('expected a finite number'));
const text = v.pipe(v.string('expected text'), v.maxLength(MAX_TEXT, `expected at most ${MAX_TEXT} characters`));
const id = v.pipe(v.string('expected an id'), v.minLength(1, 'expected a non-empty id'), v.maxLength(200, 'expected an id of at most 200 characters'));
const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item, 'expected a list'), v.maxLength(MAX_ITEMS, `expected at most ${MAX_ITEMS} items`));
/** A time in ms since 1970 that a Date can show. */
export const TimeSchema = v.pipe(num, v.minValue(0, 'expected a time after 1970'), v.maxValue(MAX_TIME, 'expected a time a date can hold'));

const NoteS = v.looseObject({ label: text, text, gm: v.optional(v.boolean()), source: v.optional(text) });
const StatS = v.looseObject({ label: text, value: num, text: v.optional(text) });
const EntryS = v.looseObject({
  id: text,
  kind: v.picklist(['attack', 'spell', 'reaction', 'check', 'move', 'other'], 'expected an action kind (attack, spell, reaction, check, move, other)'),
  label: text,
  timing: v.optional(v.looseObject({
    faces: list(num), total: num, order: list(num),
    phase: v.optional(text), lost: v.optional(v.boolean()), text: v.optional(text),
  })),
  check: v.optional(v.looseObject({
    face: num, need: v.nullable(num), bonus: num, outcome: text, label: text,
    tone: v.picklist([-1, 0, 1, 2, 3], 'expected a tone from -1 to 3'), automatic: v.optional(v.boolean()),
  })),
  summary: v.optional(text),
  damage: v.optional(v.looseObject({ faces: list(num), total: num, armour: v.picklist(['yes', 'no'], 'expected armour "yes" or "no"'), text: v.optional(text) })),
  notes: v.optional(list(NoteS)),
  skipped: v.optional(v.boolean()),
  tags: v.optional(list(v.picklist(ATTACK_TAGS, `expected an attack tag (${ATTACK_TAGS.join(', ')})`))),
});

/**
 * A rolled round (`RoundResult`, src/engine/ruleset.ts) as stored in the history, in the GM's
 * saved round and in backups. Unknown keys are kept (a later ruleset may add fields), except
 * `__proto__`, `constructor` and `prototype`, which valibot never copies. `nextState` is only
 * checked to be a record: the ruleset reads it.
 */
export const RoundResultSchema = v.looseObject({
  rulesetId: id,
  character: text,
  at: TimeSchema,
  entries: list(EntryS),
  defence: list(StatS),
  status: list(StatS),
  lost: list(NoteS),
  notes: list(NoteS),
  nextState: v.optional(v.record(v.string(), v.unknown(), 'expected the state as a record')),
});

/**
 * The wrapper every stored record has (current version): `{ v, rulesetId, id, data, updatedAt }`.
 * `data` is checked by the record's own schema (a ruleset's sheet, a round).
 */
export const WrapperSchema = v.object({
  v: v.pipe(num, v.integer('expected a whole version number'), v.minValue(1, 'expected a version of at least 1')),
  rulesetId: id,
  id,
  data: v.unknown(),
  updatedAt: TimeSchema,
});

/** A character record (version 2): the wrapper plus `createdAt` and `archived`. */
export const CharacterRecordSchema = v.object({
  ...WrapperSchema.entries,
  createdAt: TimeSchema,
  archived: v.boolean('expected archived to be true or false'),
});

/** Largest lasting state record kept, counted as by {@link cleanJson} (characters of text plus one per value). */
export const MAX_STATE = 16_000;

/** A lasting state record (a ruleset's `state.schema` checks its fields): plain JSON values within {@link MAX_STATE}. */
export const StateValuesSchema = v.pipe(
  v.record(v.string(), v.unknown(), 'expected the state as a record'),
  v.check((x) => cleanJson(x, MAX_STATE) !== undefined, `expected a state of plain values within ${MAX_STATE} characters`),
);

/** The kinds of change a state event records: a hit taken, a round passing, healing and clearing by hand. */
export const STATE_EVENT_KINDS = ['hit', 'next-round', 'heal', 'clear'] as const;

const HitReportS = v.looseObject({ outcome: text, label: text, damage: num, taken: num, text });

/** Longest shared code of a round kept with it (a QR code holds far less). */
export const MAX_CODE = 8000;

/**
 * The round rolled and not passed yet (`RolledRound`, src/storage/rolled.ts), kept with its
 * character so leaving or reloading shows it again: the history round's id, the result, the
 * lasting state it was rolled from, and the shared code once made. Unknown keys are kept.
 */
export const RolledRoundSchema = v.looseObject({
  roundId: id,
  result: RoundResultSchema,
  start: v.nullable(StateValuesSchema),
  code: v.optional(v.pipe(v.string('expected the code as text'), v.maxLength(MAX_CODE, `expected a code of at most ${MAX_CODE} characters`))),
  roundCode: v.optional(text),
  beforeReaction: v.optional(v.nullable(v.record(v.string(), v.unknown(), 'expected the declaration as a record'))),
});

/** How a round's end came: the player's Next round, or first thing in a roll of the next round. */
export const ROUND_END_BY = ['next-round', 'roll'] as const;

/**
 * A change of a character's lasting state as the history stores it (`StateEvent`,
 * src/storage/state.ts): which change, when, the state before and after, and the rules that
 * applied. Unknown keys are kept, as in a round.
 */
export const StateEventSchema = v.looseObject({
  kind: v.literal('state', 'expected kind "state"'),
  event: v.picklist(STATE_EVENT_KINDS, `expected a state event (${STATE_EVENT_KINDS.join(', ')})`),
  rulesetId: id,
  character: text,
  at: TimeSchema,
  before: v.nullable(StateValuesSchema),
  after: StateValuesSchema,
  notes: list(NoteS),
  hits: list(HitReportS),
  /** The rolled round this change ended (a round's end), put back by its undo. */
  ended: v.optional(RolledRoundSchema),
  /** What ended it: Next round, or the roll of the next round. */
  by: v.optional(v.picklist(ROUND_END_BY, `expected ${ROUND_END_BY.join(' or ')}`)),
});

/** A history record of a rolled round: the wrapper with a {@link RoundResultSchema} as data, and its character's id. */
export const RoundRecordSchema = v.object({
  ...WrapperSchema.entries,
  characterId: id,
  data: RoundResultSchema,
});

/** A history record of a state change: the wrapper with a {@link StateEventSchema} as data, and its character's id. */
export const StateEventRecordSchema = v.object({
  ...WrapperSchema.entries,
  characterId: id,
  data: StateEventSchema,
});

/**
 * A history record: a rolled round ({@link RoundRecordSchema}) or a state change
 * ({@link StateEventRecordSchema}, whose data has `kind: 'state'`). Readers pick the schema by
 * `data.kind` first ({@link historySchemaOf}) so a failure names the fields of the right shape.
 */
export const HistoryRecordSchema = v.union([RoundRecordSchema, StateEventRecordSchema], 'expected a rolled round or a state change');

/** The schema of a raw history record: a state change when its data says `kind: 'state'`, else a rolled round. */
export function historySchemaOf(raw: unknown): typeof RoundRecordSchema | typeof StateEventRecordSchema {
  const data = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['data'] : undefined;
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>)['kind'] === 'state' ? StateEventRecordSchema : RoundRecordSchema;
}

/** "at data.entries.0.label, expected text": where the first issue is and what was expected. */
export function firstIssueText(issues: readonly v.BaseIssue<unknown>[], whole = 'the record'): string {
  const issue = issues[0];
  if (!issue) return 'not valid';
  const where = issue.path?.map((p) => String(p.key)).join('.') || whole;
  if (issue.input === undefined && issue.path?.length) return `at ${where}, expected a value, but it is missing`;
  return `at ${where}, ${issue.message}${issue.message.startsWith('expected') ? `, but found ${describeValue(issue.input)}` : ''}`;
}

/** A short description of a value for a message: "null", "a list", "text "abc…"", "number NaN". */
export function describeValue(x: unknown): string {
  if (x === undefined) return 'nothing';
  if (x === null) return 'null';
  if (Array.isArray(x)) return `a list of ${x.length}`;
  if (typeof x === 'string') return `"${x.length > 30 ? x.slice(0, 30) + '…' : x}"${x.length > 30 ? ` (${x.length} characters)` : ''}`;
  if (typeof x === 'object') return 'an object';
  return `${typeof x} ${String(x)}`;
}
