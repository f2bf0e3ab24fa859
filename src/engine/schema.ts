/**
 * Form schemas: each ruleset describes its sheet, its round declaration and its table
 * options as a list of {@link Field}s. The UI renders forms from them (no ruleset-specific UI
 * code), and {@link validate} checks stored, imported and shared values against the same
 * description through valibot, so there is one schema per shape.
 */
import * as v from 'valibot';
import { isSheetDice, SHEET_DICE } from './notation';

/** Show a field only when a sibling field has (or has not) a value. Data, so schemas stay serialisable. */
export interface VisibleIf {
  readonly key: string;
  readonly in?: readonly (string | number | boolean)[];
  readonly notIn?: readonly (string | number | boolean)[];
}

interface FieldBase {
  /** Property name in the record (camelCase). */
  readonly key: string;
  /** Short label shown next to the control; uses the rule text's own terms (SC, DEF, PROT). */
  readonly label: string;
  /** One sentence of help in our own words, shown under the control. */
  readonly help?: string;
  /** Groups fields into collapsible sections in the generated form. */
  readonly section?: string;
  readonly visibleIf?: VisibleIf;
  /** Where the rule comes from, e.g. "000 Defending". */
  readonly source?: string;
  /**
   * A declaration field the player changes from round to round (action, weapon, movement, the
   * target's DEF): the round screen shows these first, with the odds, and folds the rest away.
   */
  readonly perRound?: boolean;
  /**
   * Set on a `perRound` field that the situation or the GM gives (the distance to the target),
   * not a choice the player makes: "Compare choices" (src/engine/compare.ts) lists no
   * alternatives of it. Optional numbers (the target's DEF or armour, left empty when unknown)
   * are always read that way and need no flag.
   */
  readonly given?: boolean;
  /**
   * Set on a field added to a schema after verified codes (payload format 4, which carry the
   * sheet, declaration and options field by field) were shown: such a code, written without the
   * field, reads it as its default (src/verify/inputs.ts). The value says what added it, one of
   * {@link FIELD_GENERATIONS}: 'state' (lasting states), 'defence' (the round's defence, spells
   * in progress and their table options), 'derived' (the figures a derived field is computed
   * from, such as percentile CON and SIZ).
   */
  readonly added?: string;
}

/**
 * The values of `Field.added`, oldest first: a verified code written before generation N lacks
 * the fields of N and of every later one, so src/verify/inputs.ts tries those layouts in turn.
 * Append only.
 */
export const FIELD_GENERATIONS = ['state', 'defence', 'derived'] as const;

/** A whole number between `min` and `max` inclusive. */
export interface NumberField extends FieldBase {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly default: number;
  readonly step?: number;
  /** Unit shown after the value: 'segments', '%', 'ft', 'HP'. */
  readonly unit?: string;
  /**
   * Key of a sibling number this one follows until the player sets it: Current HP follows the
   * maximum, so a new character starts unhurt whatever maximum the player types.
   */
  readonly follows?: string;
  /** Computed from sibling figures as the rule text defines it (see {@link Derivation}). */
  readonly derived?: Derivation;
}
/**
 * A figure a rule text defines from other figures of the same record: while every figure in
 * `from` has a value, the form shows the result and stores it, and the player does not type it;
 * while one is empty (an older character, or a player who only knows the result), the figure
 * is typed as before. Data, so schemas stay serialisable.
 */
export interface Derivation {
  /** Keys of the sibling number fields it is computed from. */
  readonly from: readonly string[];
  /** The average of `from`. */
  readonly op: 'average';
  /** How a fraction is rounded. */
  readonly round: 'up' | 'down';
  /** One sentence shown under the figure: what it is computed from, the rounding and where each comes from. */
  readonly note: string;
}
/** A number the player may leave empty (e.g. the GM's target DEF when unknown). */
export interface OptionalNumberField extends FieldBase {
  readonly kind: 'optional-number';
  readonly min: number;
  readonly max: number;
  readonly default: null;
  readonly unit?: string;
  readonly placeholder?: string;
}
export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
  readonly default: boolean;
}
export interface SelectOption { readonly value: string; readonly label: string }
export interface SelectField extends FieldBase {
  readonly kind: 'select';
  readonly options: readonly SelectOption[];
  readonly default: string;
}
export interface TextField extends FieldBase {
  readonly kind: 'text';
  readonly maxLength: number;
  readonly default: string;
}
/** A dice expression such as `1d8+4`, within the sheet's bounds (notation.ts `SHEET_DICE`). */
export interface DiceField extends FieldBase {
  readonly kind: 'dice';
  readonly default: string;
}
/** A list of records (weapons, spells), each described by `item`. */
export interface ListField extends FieldBase {
  readonly kind: 'list';
  readonly item: readonly Field[];
  /** Singular noun for the add button and headings: 'weapon'. */
  readonly itemLabel: string;
  readonly minItems: number;
  readonly maxItems: number;
  readonly default: readonly Values[];
}

export type Field = NumberField | OptionalNumberField | BooleanField | SelectField | TextField | DiceField | ListField;

/** A record of field values, as stored, shared and passed to `plan`. */
export type Values = { [key: string]: Value };
export type Value = number | string | boolean | null | readonly Values[];

/** A form: fields and the order of their sections. */
export interface FormSchema {
  readonly fields: readonly Field[];
  readonly sections?: readonly { readonly id: string; readonly label: string }[];
}

/** Default values of a schema (lists get their default items). */
export function defaults(fields: readonly Field[]): Values {
  const out: Values = {};
  for (const f of fields) out[f.key] = f.kind === 'list' ? f.default.map((item) => ({ ...defaults(f.item), ...item })) : f.default;
  return out;
}

const filledCache = new WeakMap<readonly Field[], WeakMap<object, Values>>();

/**
 * `{ ...defaults(fields), ...values }`: the values given over the schema's defaults, made once
 * per pair of objects and shared, so the result is read-only. Rulesets read their options and
 * declarations this way on every plan, roll and state rule; the fight simulation asks with the
 * same objects thousands of times a second, and Node's V8 (11.3) takes tens of µs to spread a
 * record over another with the same keys.
 */
export function overDefaults(fields: readonly Field[], values: Values | undefined): Values {
  if (typeof values !== 'object' || values === null) return defaults(fields);
  // An own "__proto__" key would set the prototype through Object.assign: spread such a record as before.
  if (Object.prototype.hasOwnProperty.call(values, '__proto__')) return { ...defaults(fields), ...values };
  let byValues = filledCache.get(fields);
  if (!byValues) { byValues = new WeakMap(); filledCache.set(fields, byValues); }
  let out = byValues.get(values);
  if (!out) { out = Object.assign(defaults(fields), values); byValues.set(values, out); }
  return out;
}

/**
 * The value a derived field takes from its record (`field.derived`), or null when the field is
 * not derived or one of the figures it needs is not a number yet.
 */
export function derivedValue(field: Field, values: Values): number | null {
  if (field.kind !== 'number' || !field.derived) return null;
  const d = field.derived;
  const parts = d.from.map((k) => values[k]);
  if (!parts.length || parts.some((x) => typeof x !== 'number' || !Number.isFinite(x))) return null;
  const mean = (parts as number[]).reduce((a, b) => a + b, 0) / parts.length;
  const n = d.round === 'up' ? Math.ceil(mean) : Math.floor(mean);
  return Math.min(field.max, Math.max(field.min, n));
}

/**
 * The record after one edit (`before` -> `after`), with the figures that depend on others
 * brought along: each derived field set from its sources, and each field that `follows` another
 * moved with it while it still equalled that field's old value (the player has not set it apart).
 * `hold` names following fields that must stay where they are (a tracked figure the sheet's
 * value would replace). Pure; `after` is returned unchanged when nothing depends on the edit.
 */
export function settle(fields: readonly Field[], before: Values, after: Values, hold: readonly string[] = []): Values {
  let out = after;
  const set = (k: string, v: Value) => { if (out[k] !== v) out = { ...out, [k]: v }; };
  for (const f of fields) {
    if (f.kind !== 'number' || !f.derived) continue;
    const n = derivedValue(f, out);
    if (n !== null) set(f.key, n);
  }
  for (const f of fields) {
    if (f.kind !== 'number' || !f.follows || hold.includes(f.key)) continue;
    const was = before[f.follows];
    const now = out[f.follows];
    // Strings are drafts being typed ("", "4"): following through them keeps the link until a number lands.
    if (was !== now && before[f.key] === was && out[f.key] === before[f.key] && (typeof now === 'number' || typeof now === 'string')) set(f.key, now);
  }
  return out;
}

/** Whether a field is shown, given the record it belongs to. */
export function isVisible(field: Field, values: Values): boolean {
  const cond = field.visibleIf;
  if (!cond) return true;
  const value = values[cond.key] as string | number | boolean;
  if (cond.in && !cond.in.includes(value)) return false;
  if (cond.notIn && cond.notIn.includes(value)) return false;
  return true;
}

function fieldSchema(f: Field): v.GenericSchema {
  const range = (s: v.GenericSchema) => s;
  switch (f.kind) {
    case 'number':
      return range(v.pipe(v.number(`${f.label}: expected a number`), v.integer(`${f.label}: expected a whole number`),
        v.minValue(f.min, `${f.label}: expected at least ${f.min}`), v.maxValue(f.max, `${f.label}: expected at most ${f.max}`)));
    case 'optional-number':
      return v.nullable(v.pipe(v.number(`${f.label}: expected a number or empty`), v.integer(`${f.label}: expected a whole number`),
        v.minValue(f.min, `${f.label}: expected at least ${f.min}`), v.maxValue(f.max, `${f.label}: expected at most ${f.max}`)));
    case 'boolean':
      return v.boolean(`${f.label}: expected yes or no`);
    case 'select':
      return v.picklist(f.options.map((o) => o.value), `${f.label}: expected one of ${f.options.map((o) => o.value).join(', ')}`);
    case 'text':
      return v.pipe(v.string(`${f.label}: expected text`), v.maxLength(f.maxLength, `${f.label}: expected at most ${f.maxLength} characters`));
    case 'dice':
      return v.pipe(v.string(`${f.label}: expected a dice expression`), v.check(isSheetDice, `${f.label}: expected dice like 1d8+4, at most ${SHEET_DICE.dice} dice of at most ${SHEET_DICE.sides} sides`));
    case 'list':
      return v.pipe(v.array(recordSchema(f.item), `${f.label}: expected a list`),
        v.minLength(f.minItems, `${f.label}: expected at least ${f.minItems} ${f.itemLabel}(s)`),
        v.maxLength(f.maxItems, `${f.label}: expected at most ${f.maxItems} ${f.itemLabel}s`));
  }
}

const schemaCache = new WeakMap<readonly Field[], v.GenericSchema>();

/** The valibot schema of a record of these fields (unknown keys are dropped). */
export function recordSchema(fields: readonly Field[]): v.GenericSchema<unknown, Values> {
  let s = schemaCache.get(fields);
  if (!s) {
    s = v.object(Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f)])), 'expected a record');
    schemaCache.set(fields, s);
  }
  return s as v.GenericSchema<unknown, Values>;
}

/** One problem found by {@link validate}: `path` is the field key path, e.g. `weapons.1.damage`. */
export interface FieldIssue { readonly path: string; readonly message: string }

/** Result of checking values at a boundary (storage, import, QR, form). */
export type Checked<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

/** Checks `input` against the fields; never throws. */
export function validate(fields: readonly Field[], input: unknown): Checked<Values> {
  const r = v.safeParse(recordSchema(fields), input);
  if (r.success) return { ok: true, value: r.output };
  return {
    ok: false,
    issues: r.issues.map((i) => ({
      path: (i.path ?? []).map((p) => String(p.key)).join('.'),
      message: i.message,
    })),
  };
}

/**
 * Fills fields missing from an older record with their defaults, then validates.
 * Used when reading stored data written before a field existed.
 */
export function withDefaults(fields: readonly Field[], input: unknown): Checked<Values> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, issues: [{ path: '', message: `expected a record, but received ${input === null ? 'null' : typeof input}` }] };
  }
  const filled: Record<string, unknown> = {};
  const src = input as Record<string, unknown>;
  for (const f of fields) {
    const own = Object.prototype.hasOwnProperty.call(src, f.key) ? src[f.key] : undefined;
    if (own === undefined) filled[f.key] = defaults([f])[f.key];
    else if (f.kind === 'list' && Array.isArray(own)) {
      filled[f.key] = own.map((item) => (typeof item === 'object' && item && !Array.isArray(item) ? { ...defaults(f.item), ...item } : item));
    } else filled[f.key] = own;
  }
  return validate(fields, filled);
}
