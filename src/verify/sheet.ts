/**
 * The sheet a verified round was rolled from, as the GM's phone holds it: a digest a phone
 * commits to in its join code (one per character, for the sheet and table options it rolls
 * from), the one-line difference between a kept sheet and a round's ("SC 105 -> 112"), and the
 * sheet as labelled rows for a read-only view, all in the ruleset's own field labels.
 */
import type { Ruleset } from '../engine/ruleset';
import { validate, type Field, type Value, type Values } from '../engine/schema';
import { INVISIBLE } from '../engine/names';
import { nameKey } from '../engine/name-key';
import { concat, sha256 } from '../share/codec/crypto';
import { toHex } from '../share/codec/hex';
import { encodeSheet } from './inputs';

/** Bytes of a sheet digest (16 hex digits). */
export const SHEET_DIGEST_BYTES = 8;

/**
 * The digest a join code carries for a character: the first 8 bytes of SHA-256 of
 * "rollcall-sheet-v1" ‖ 0x00 ‖ the ruleset id ‖ 0x00 ‖ the sheet and options in the canonical
 * encoding (inputs.ts `encodeSheet`), as 16 hex digits. Values are read against the schemas
 * first (defaults filled in), as the round's inputs are.
 * @throws InputsError for a sheet or options outside their schemas; NoWebCryptoError.
 */
export async function sheetDigest(rs: Ruleset, sheet: Values, options: Values): Promise<string> {
  const s = validate(rs.sheetSchema.fields, sheet);
  const o = validate(rs.optionsSchema.fields, options);
  const bytes = encodeSheet(rs, s.ok ? s.value : sheet, o.ok ? o.value : options);
  return toHex((await sha256(concat('rollcall-sheet-v1', new Uint8Array([0]), rs.id, new Uint8Array([0]), bytes))).slice(0, SHEET_DIGEST_BYTES));
}

/**
 * A value as the GM reads it: a choice by its label, yes or no, empty as "none", and in text
 * every invisible character named ("Ned [invisible U+FFF9]"), as a sheet that differs only by
 * one would otherwise read "Name Ned -> Ned".
 */
function shown(f: Field, x: Value | undefined): string {
  if (x === null || x === undefined || x === '') return 'none';
  if (f.kind === 'boolean') return x ? 'yes' : 'no';
  if (f.kind === 'select') return f.options.find((o) => o.value === x)?.label ?? String(x);
  if (f.kind === 'list') return String(Array.isArray(x) ? x.length : 0);
  return String(x).replace(INVISIBLE, (c) => ` [invisible U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}] `).replace(/ +/g, ' ').trim();
}

/** The change of one field: both values, and a note when two texts look the same (a look-alike letter). */
function change(f: Field, a: Value | undefined, b: Value | undefined): string {
  const [x, y] = [shown(f, a), shown(f, b)];
  const alike = typeof a === 'string' && typeof b === 'string' && x !== y && !/\[invisible /.test(x + y) && nameKey(a) === nameKey(b);
  return `${f.label} ${x} -> ${y}${alike ? ' (a look-alike letter)' : ''}`;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A list item's name for the GM: its `name` field when it has one, else "weapon 2". */
function itemName(f: Extract<Field, { kind: 'list' }>, item: Values | undefined, i: number): string {
  const n = item?.['name'];
  return typeof n === 'string' && n.trim() ? n.trim() : `${f.itemLabel} ${i + 1}`;
}

function changesIn(fields: readonly Field[], before: Values, after: Values, prefix: string): string[] {
  const out: string[] = [];
  for (const f of fields) {
    const a = before[f.key] ?? f.default;
    const b = after[f.key] ?? f.default;
    if (same(a, b)) continue;
    if (f.kind !== 'list') { out.push(`${prefix}${change(f, a, b)}`); continue; }
    const xs = (Array.isArray(a) ? a : []) as readonly Values[];
    const ys = (Array.isArray(b) ? b : []) as readonly Values[];
    if (xs.length !== ys.length) out.push(`${prefix}${f.label} ${xs.length} -> ${ys.length}`);
    for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
      out.push(...changesIn(f.item.filter((x) => x.key !== 'name' || !same(xs[i]![x.key], ys[i]![x.key])), xs[i]!, ys[i]!, `${itemName(f, ys[i], i)} `));
    }
  }
  return out;
}

/**
 * What changed from one sheet and its table options to another, one phrase per field in the
 * ruleset's labels ("SC 105 -> 112", "Longsword Damage 1d8+4 -> 1d8+40", "Weapons 2 -> 3",
 * "table option: Critical hits ..."); empty when they are the same.
 */
export function sheetChanges(rs: Ruleset, before: { sheet: Values; options: Values }, after: { sheet: Values; options: Values }): string[] {
  return [
    ...changesIn(rs.sheetSchema.fields, before.sheet, after.sheet, ''),
    ...changesIn(rs.optionsSchema.fields, before.options, after.options, 'table option: '),
  ];
}

/** The inputs of a roll, as `PlanInput` (a state absent is the ruleset's `initial`). */
type Inputs = { sheet: Values; declaration: Values; options: Values; state?: Values };

/** The carried state of `input` as its schema's fields would read it: the ruleset's `initial` when the code carried none. */
const stateOf = (rs: Ruleset, input: Inputs): Values => input.state ?? rs.state?.initial(input.sheet, input.options) ?? {};

/**
 * What changed between the inputs of two rolls of one round (a re-roll): the sheet and table
 * options as {@link sheetChanges}, then the declaration in its schema's labels ("Target DEF 40
 * -> 10"), read against the later roll's sheet, then the state carried from the round before
 * ("carried state: HP 40 -> 48").
 */
export function inputChanges(rs: Ruleset, before: Inputs, after: Inputs): string[] {
  return [
    ...sheetChanges(rs, before, after),
    ...changesIn(rs.declarationSchema(after.sheet).fields, before.declaration, after.declaration, ''),
    ...(rs.state ? changesIn(rs.state.schema.fields, stateOf(rs, before), stateOf(rs, after), 'carried state: ') : []),
  ];
}

/** The changes as one line: the first three, then how many more, then `since` (if any). */
export function changeLine(changes: readonly string[], since = ''): string {
  const more = changes.length - 3;
  return `${changes.slice(0, 3).join(', ')}${more > 0 ? ` and ${more} more` : ''}${since ? ` ${since}` : ''}`;
}

/** A row of the read-only sheet: a label, and a value or the rows of a list's items. */
export interface SheetRow { readonly label: string; readonly value?: string; readonly items?: readonly { readonly name: string; readonly rows: readonly SheetRow[] }[] }

function rowsOf(fields: readonly Field[], values: Values): SheetRow[] {
  return fields.map((f): SheetRow => {
    const x = values[f.key] ?? f.default;
    if (f.kind !== 'list') return { label: f.label, value: shown(f, x) };
    const items = (Array.isArray(x) ? x : []) as readonly Values[];
    return { label: f.label, items: items.map((it, i) => ({ name: itemName(f, it, i), rows: rowsOf(f.item, it) })) };
  });
}

/**
 * The sheet, declaration, table options and carried state a round was rolled from, as labelled
 * rows (generated from the schemas); `state` absent when the ruleset keeps none.
 */
export function sheetRows(rs: Ruleset, input: Inputs): { sheet: SheetRow[]; declaration: SheetRow[]; options: SheetRow[]; state?: SheetRow[] } {
  return {
    sheet: rowsOf(rs.sheetSchema.fields, input.sheet),
    declaration: rowsOf(rs.declarationSchema(input.sheet).fields, input.declaration),
    options: rowsOf(rs.optionsSchema.fields, input.options),
    ...(rs.state ? { state: rowsOf(rs.state.schema.fields, stateOf(rs, input)) } : {}),
  };
}
