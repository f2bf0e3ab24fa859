/**
 * The canonical encoding of what a verified round was rolled from: the sheet, the declaration,
 * the table options and the state carried from the round before (a ruleset's `PlanInput`). A
 * verified round's code carries it (payload format 4), so the GM's phone can run the
 * ruleset's own `plan` and `roll` again with the re-derived dice and compare every field the
 * code shows (verify.ts). The player's phone rolls from the decoded bytes, never from its own
 * copy, so both phones plan from exactly the same values.
 *
 * Fields go in schema order, each against its default: one bit "as the default", else the
 * value (a number as its offset from `min` in just enough bits, a choice as its index, text in
 * the payload's text code, a list as its count and each item's fields). The state goes the same
 * way against the ruleset's state schema when it fits it exactly; otherwise (and in codes from
 * before state schemas) as tagged values (null, booleans, numbers, text, lists of records).
 */
import type { PlanInput, Ruleset } from '../engine/ruleset';
import { defaults, FIELD_GENERATIONS, validate, type Field, type Value, type Values } from '../engine/schema';
import { BitReader, BitWriter, BitsError } from '../share/codec/bits';
import { MAX_INPUT_BYTES } from '../share/round/compact';
import { readText, writeText } from '../share/codec/textcode';

/** Thrown for inputs that cannot be encoded (outside their schema) or bytes that do not decode to valid inputs. */
export class InputsError extends Error {
  override name = 'InputsError';
}


const widthOf = (span: number): number => (span <= 0 ? 0 : Math.floor(Math.log2(span)) + 1);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function writeFields(out: BitWriter, fields: readonly Field[], values: Values, path: string): void {
  for (const f of fields) {
    const at = `${path}${f.key}`;
    const value = Object.prototype.hasOwnProperty.call(values, f.key) ? values[f.key] : f.default;
    if (f.kind === 'boolean') {
      if (typeof value !== 'boolean') throw new InputsError(`${at}: expected yes or no, but received ${JSON.stringify(value)}`);
      out.bit(value);
      continue;
    }
    const isDefault = same(value, f.default);
    out.bit(isDefault);
    if (isDefault) continue;
    switch (f.kind) {
      case 'number':
      case 'optional-number': {
        if (f.kind === 'optional-number') out.bit(value === null);
        if (value === null && f.kind === 'optional-number') break;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < f.min || value > f.max) {
          throw new InputsError(`${at}: expected a whole number from ${f.min} to ${f.max}, but received ${JSON.stringify(value)}`);
        }
        out.bits(value - f.min, widthOf(f.max - f.min));
        break;
      }
      case 'select': {
        const i = f.options.findIndex((o) => o.value === value);
        if (i < 0) throw new InputsError(`${at}: expected one of ${f.options.map((o) => o.value).join(', ')}, but received ${JSON.stringify(value)}`);
        out.bits(i, widthOf(f.options.length - 1));
        break;
      }
      case 'text':
      case 'dice':
        if (typeof value !== 'string') throw new InputsError(`${at}: expected text, but received ${JSON.stringify(value)}`);
        writeText(out, value);
        break;
      case 'list': {
        if (!Array.isArray(value) || value.length > f.maxItems) throw new InputsError(`${at}: expected a list of at most ${f.maxItems} ${f.itemLabel}s`);
        out.uint(value.length);
        (value as readonly Values[]).forEach((item, i) => writeFields(out, f.item, item, `${at}.${i}.`));
        break;
      }
    }
  }
}

/** Reads fields in schema order; `before` lists the `added` generations the code was written before (their fields take their defaults). */
function readFields(input: BitReader, fields: readonly Field[], path: string, before: Before = NONE): Values {
  const values: Values = {};
  for (const f of fields) {
    const at = `${path}${f.key}`;
    if (f.added !== undefined && before.has(f.added)) { values[f.key] = defaults([f])[f.key]!; continue; }
    if (f.kind === 'boolean') { values[f.key] = input.bit(); continue; }
    if (input.bit()) { values[f.key] = f.default; continue; }
    switch (f.kind) {
      case 'number':
      case 'optional-number': {
        if (f.kind === 'optional-number' && input.bit()) { values[f.key] = null; break; }
        const n = f.min + input.bits(widthOf(f.max - f.min));
        if (n > f.max) throw new InputsError(`${at}: expected at most ${f.max}, but received ${n}`);
        values[f.key] = n;
        break;
      }
      case 'select': {
        const i = input.bits(widthOf(f.options.length - 1));
        const o = f.options[i];
        if (!o) throw new InputsError(`${at}: expected one of ${f.options.length} choices, but received choice ${i + 1}`);
        values[f.key] = o.value;
        break;
      }
      case 'text':
        values[f.key] = readText(input, f.maxLength);
        break;
      case 'dice':
        values[f.key] = readText(input, 64);
        break;
      case 'list': {
        const count = input.uint();
        if (count > f.maxItems) throw new InputsError(`${at}: expected at most ${f.maxItems} ${f.itemLabel}s, but received ${count}`);
        values[f.key] = Array.from({ length: count }, (_, i) => readFields(input, f.item, `${at}.${i}.`, before));
        break;
      }
    }
  }
  return values;
}

// The state (no schema): tagged values, bounded on reading.
const TAG = { null: 0, false: 1, true: 2, int: 3, float: 4, text: 5, list: 6 } as const;
const MAX_STATE_KEYS = 64;
const MAX_STATE_DEPTH = 4;

function writeValue(out: BitWriter, v: Value, depth: number): void {
  if (depth > MAX_STATE_DEPTH) throw new InputsError(`state: expected at most ${MAX_STATE_DEPTH} levels of lists`);
  if (v === null) out.bits(TAG.null, 3);
  else if (typeof v === 'boolean') out.bits(v ? TAG.true : TAG.false, 3);
  else if (typeof v === 'number') {
    if (Number.isSafeInteger(v) && !Object.is(v, -0)) { out.bits(TAG.int, 3); out.sint(v); } else { out.bits(TAG.float, 3); out.float(v); }
  } else if (typeof v === 'string') { out.bits(TAG.text, 3); writeText(out, v); }
  else if (Array.isArray(v)) {
    out.bits(TAG.list, 3);
    out.uint(v.length);
    for (const r of v as readonly Values[]) writeRecord(out, r, depth + 1);
  } else throw new InputsError(`state: expected a value, but received ${JSON.stringify(v)}`);
}

function writeRecord(out: BitWriter, r: Values, depth: number): void {
  const keys = Object.keys(r);
  if (keys.length > MAX_STATE_KEYS) throw new InputsError(`state: expected at most ${MAX_STATE_KEYS} keys in a record`);
  out.uint(keys.length);
  for (const k of keys) { writeText(out, k); writeValue(out, r[k]!, depth); }
}

function readValue(input: BitReader, depth: number): Value {
  const tag = input.bits(3);
  switch (tag) {
    case TAG.null: return null;
    case TAG.false: return false;
    case TAG.true: return true;
    case TAG.int: return input.sint();
    case TAG.float: {
      const x = input.float();
      if (!Number.isFinite(x)) throw new InputsError('state: expected a finite number');
      return x;
    }
    case TAG.text: return readText(input, 300);
    case TAG.list: {
      if (depth >= MAX_STATE_DEPTH) throw new InputsError(`state: expected at most ${MAX_STATE_DEPTH} levels of lists`);
      const n = input.uint();
      if (n > MAX_STATE_KEYS) throw new InputsError(`state: expected at most ${MAX_STATE_KEYS} records in a list, but received ${n}`);
      return Array.from({ length: n }, () => readRecord(input, depth + 1));
    }
    default: throw new InputsError(`state: expected a value, but received tag ${tag}`);
  }
}

function readRecord(input: BitReader, depth: number): Values {
  return readRecordOf(input, input.uint(), depth);
}

/** The top-level tagged state whose key count `n` was already read. */
const readTaggedRest = (input: BitReader, n: number): Values => readRecordOf(input, n, 0);

function readRecordOf(input: BitReader, n: number, depth: number): Values {
  if (n > MAX_STATE_KEYS) throw new InputsError(`state: expected at most ${MAX_STATE_KEYS} keys in a record, but received ${n}`);
  const r: Values = {};
  for (let i = 0; i < n; i++) {
    const k = readText(input, 64);
    if (k === '__proto__' || Object.prototype.hasOwnProperty.call(r, k)) throw new InputsError(`state: the key "${k}" is not allowed or repeated`);
    Object.defineProperty(r, k, { value: readValue(input, depth), enumerable: true, writable: true, configurable: true });
  }
  return r;
}

/** Whether `state` holds exactly the fields of the ruleset's state schema, each valid. */
function fitsStateSchema(rs: Ruleset, state: Values): boolean {
  const fields = rs.state?.schema.fields;
  if (!fields) return false;
  const keys = Object.keys(state);
  if (keys.length !== fields.length || !fields.every((f) => Object.prototype.hasOwnProperty.call(state, f.key))) return false;
  const r = validate(fields, state);
  return r.ok && fields.every((f) => same(r.value[f.key], state[f.key]));
}

/**
 * The state: by the ruleset's state schema when it fits it (an empty record's count, 0, then
 * 1 bit "by schema", then its fields as the sheet's go), else as tagged values (a record).
 */
function writeState(out: BitWriter, rs: Ruleset, state: Values): void {
  if (!fitsStateSchema(rs, state)) { writeRecord(out, state, 0); return; }
  out.uint(0);
  out.bit(true);
  writeFields(out, rs.state!.schema.fields, state, 'state.');
}

/** Reads a state written by {@link writeState}; an empty record followed by zero padding (an older code) is `{}`. */
function readState(input: BitReader, rs: Ruleset, before: Before): Values {
  const n = input.uint();
  if (n > 0) return readTaggedRest(input, n);
  if (input.remaining === 0 || !input.bit()) return {};
  const fields = rs.state?.schema.fields;
  if (!fields) throw new InputsError('state: expected tagged values, as this rule system has no state schema');
  const state = readFields(input, fields, 'state.', before);
  const ok = validate(fields, state);
  if (!ok.ok) throw new InputsError(`state: ${ok.issues[0]!.path}: ${ok.issues[0]!.message}`);
  return ok.value;
}

/**
 * A carried state checked against the ruleset's state schema (`state.schema`), however it was
 * encoded: a field the schema lacks is refused, fields it lacks come from the ruleset's
 * `initial` for this sheet (a state from before they existed), and every value must be in
 * range (no hp 9999). A ruleset without a state schema takes the state as it is.
 * @throws InputsError naming the field.
 */
function checkedState(rs: Ruleset, state: Values, sheet: Values, options: Values): Values {
  const fields = rs.state?.schema.fields;
  if (!fields || !Object.keys(state).length) return state;
  const unknown = Object.keys(state).find((k) => !fields.some((f) => f.key === k));
  if (unknown !== undefined) throw new InputsError(`state: expected only the fields ${fields.map((f) => f.key).join(', ')}, but received ${JSON.stringify(unknown)}`);
  const ok = validate(fields, { ...rs.state!.initial(sheet, options), ...state });
  if (!ok.ok) throw new InputsError(`state: ${ok.issues[0]!.path}: ${ok.issues[0]!.message}`);
  return ok.value;
}

/**
 * The bytes of `input` for ruleset `rs`: the same inputs always give the same bytes.
 * @throws InputsError for a value outside its schema (the sheet, declaration or options were not validated).
 */
export function encodeInputs(rs: Ruleset, input: PlanInput): Uint8Array {
  const out = new BitWriter();
  try {
    writeFields(out, rs.sheetSchema.fields, input.sheet, 'sheet.');
    writeFields(out, rs.declarationSchema(input.sheet).fields, input.declaration, 'declaration.');
    writeFields(out, rs.optionsSchema.fields, input.options, 'options.');
    out.bit(input.state !== undefined);
    if (input.state !== undefined) writeState(out, rs, input.state);
  } catch (e) {
    if (e instanceof BitsError) throw new InputsError(e.message);
    throw e;
  }
  const bytes = out.finish();
  if (bytes.length > MAX_INPUT_BYTES) throw new InputsError(`The sheet and declaration take ${bytes.length} bytes, more than the ${MAX_INPUT_BYTES} a code can carry.`);
  return bytes;
}

/**
 * Reads inputs written by {@link encodeInputs} for `rs`, checked against the ruleset's schemas
 * (the declaration's against the decoded sheet). A code written before fields marked `added`
 * (engine/schema.ts) existed reads with those fields at their defaults.
 * @throws InputsError for bytes that do not hold valid inputs (too short, out of range, bad dice notation, extra bytes).
 */
export function decodeInputs(rs: Ruleset, bytes: Uint8Array): PlanInput {
  if (bytes.length > MAX_INPUT_BYTES) throw new InputsError(`expected at most ${MAX_INPUT_BYTES} bytes of inputs, but received ${bytes.length}`);
  try {
    return decodeLayout(rs, bytes, NONE);
  } catch (e) {
    // A code written before fields were added to the schemas: read it without them (they take
    // their defaults), newest generation first, then the ones before it too.
    if (!(e instanceof InputsError)) throw e;
    const used = addedIn(rs);
    for (let i = FIELD_GENERATIONS.length - 1; i >= 0; i--) {
      if (!FIELD_GENERATIONS.slice(i).some((g) => used.has(g))) continue;
      try { return decodeLayout(rs, bytes, new Set(FIELD_GENERATIONS.slice(i))); } catch { /* an older layout still */ }
    }
    throw e;
  }
}

/** The `added` generations a code may lack (a set of {@link FIELD_GENERATIONS} values). */
type Before = ReadonlySet<string>;
const NONE: Before = new Set();

/** The `added` generations used by the ruleset's sheet, default declaration, options and state (or their list items). */
function addedIn(rs: Ruleset): Set<string> {
  const out = new Set<string>();
  const walk = (fields: readonly Field[]): void => { for (const f of fields) { if (f.added) out.add(f.added); if (f.kind === 'list') walk(f.item); } };
  walk(rs.sheetSchema.fields); walk(rs.optionsSchema.fields); walk(rs.declarationSchema(defaults(rs.sheetSchema.fields)).fields);
  if (rs.state) walk(rs.state.schema.fields);
  return out;
}

/** Reads the inputs in the current layout, or in the layout of codes written before the `added` generations in `before`. */
function decodeLayout(rs: Ruleset, bytes: Uint8Array, before: Before): PlanInput {
  const input = new BitReader(bytes);
  try {
    const sheet = readFields(input, rs.sheetSchema.fields, 'sheet.', before);
    const sheetOk = validate(rs.sheetSchema.fields, sheet);
    if (!sheetOk.ok) throw new InputsError(`sheet: ${sheetOk.issues[0]!.path}: ${sheetOk.issues[0]!.message}`);
    const declFields = rs.declarationSchema(sheetOk.value).fields;
    const declaration = readFields(input, declFields, 'declaration.', before);
    const declOk = validate(declFields, declaration);
    if (!declOk.ok) throw new InputsError(`declaration: ${declOk.issues[0]!.path}: ${declOk.issues[0]!.message}`);
    const options = readFields(input, rs.optionsSchema.fields, 'options.', before);
    const optOk = validate(rs.optionsSchema.fields, options);
    if (!optOk.ok) throw new InputsError(`options: ${optOk.issues[0]!.path}: ${optOk.issues[0]!.message}`);
    const read = input.bit() ? readState(input, rs, before) : undefined;
    const state = read !== undefined ? checkedState(rs, read, sheetOk.value, optOk.value) : undefined;
    // Only the zero padding of the last byte may follow.
    if (input.remaining >= 8) throw new InputsError(`expected the inputs to end, but ${Math.floor(input.remaining / 8)} more bytes follow`);
    if (input.remaining && input.bits(input.remaining) !== 0) throw new InputsError('expected zero padding after the inputs');
    return { sheet: sheetOk.value, declaration: declOk.value, options: optOk.value, ...(state !== undefined ? { state } : {}) };
  } catch (e) {
    if (e instanceof BitsError) throw new InputsError(e.message);
    throw e;
  }
}

/**
 * The bytes of a sheet and table options alone, in the layout of {@link encodeInputs} (sheet
 * fields, then options fields): what a join code's sheet digest covers (src/verify/sheet.ts).
 * @throws InputsError for a value outside its schema.
 */
export function encodeSheet(rs: Ruleset, sheet: Values, options: Values): Uint8Array {
  const out = new BitWriter();
  try {
    writeFields(out, rs.sheetSchema.fields, sheet, 'sheet.');
    writeFields(out, rs.optionsSchema.fields, options, 'options.');
  } catch (e) {
    if (e instanceof BitsError) throw new InputsError(e.message);
    throw e;
  }
  return out.finish();
}

/**
 * The inputs as the GM's phone will read them, and their bytes: the player's phone plans and
 * rolls from these, so both phones work from the same values.
 * @throws InputsError as encodeInputs and decodeInputs do.
 */
export function canonicalInputs(rs: Ruleset, input: PlanInput): { input: PlanInput; bytes: Uint8Array } {
  const bytes = encodeInputs(rs, input);
  return { input: decodeInputs(rs, bytes), bytes };
}
