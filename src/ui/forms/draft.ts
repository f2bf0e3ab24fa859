/**
 * Pure helpers of the generated forms. A form edits a *draft*: a record shaped like the
 * schema's values, where a number the user mistyped is kept as its raw text (so nothing the
 * user typed is lost, and `validate` reports it next to the field).
 */
import { defaults, type Field, type FieldIssue, type FormSchema, type Value, type Values } from '../../engine/schema';
import { NotationError, parseSheetDice } from '../../engine/notation';

/**
 * Reads the text of a number input: a finite number when the text is one, `null` for empty
 * text of an optional number, otherwise the raw text (a draft `validate` will flag).
 */
export function parseNumberDraft(text: string, optional: boolean): number | string | null {
  const t = text.trim().replace(/^\u2212/, '-'); // a typographic minus from a keyboard
  if (t === '') return optional ? null : '';
  if (!/^[+-]?\d+(\.\d+)?$/.test(t)) return text;
  const n = Number(t);
  return Number.isFinite(n) ? n : text;
}

/** Draft text standing for input the browser could not read as a number (it hides such text). */
export const UNREADABLE_NUMBER = '(not a number)';

/** The text a number input shows for a draft value. */
export function numberText(v: Value | undefined): string {
  // Unreadable input stays in the box as the user typed it: the browser keeps it while value is ''.
  return typeof v === 'number' ? String(v) : typeof v === 'string' && v !== UNREADABLE_NUMBER ? v : '';
}

/**
 * The next value of a stepper: one step from the current number (or from the default when
 * the draft is not a number), kept within min..max.
 */
export function stepNumber(current: Value | undefined, delta: number, field: { min: number; max: number; default?: number | null }): number {
  // From an empty or mistyped value, start at the default, or at 0 kept within the range.
  const start = typeof field.default === 'number' ? field.default : Math.min(field.max, Math.max(field.min, 0));
  const base = typeof current === 'number' && Number.isFinite(current) ? current : start;
  const next = Math.round(base + delta);
  return Math.min(field.max, Math.max(field.min, next));
}

/** Why a dice text is not valid, in one sentence, or null when it is. */
export function diceProblem(text: string): string | null {
  try { parseSheetDice(text); return null; } catch (err) {
    return err instanceof NotationError ? err.message : 'Expected dice like 1d8+4';
  }
}

/** A copy of `values` with `key` set (the record itself is never mutated). */
export function setKey(values: Values, key: string, value: Value): Values {
  return { ...values, [key]: value };
}

/** A copy of a list with item `from` moved to `to` (indexes clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const dest = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(dest, 0, item!);
  return out;
}

/** The issues whose path is exactly `path` (a field key path such as `weapons.1.damage`). */
export function issuesAt(issues: readonly FieldIssue[] | undefined, path: string): FieldIssue[] {
  return (issues ?? []).filter((i) => i.path === path);
}

/** Whether any issue is at `path` or inside it. */
export function hasIssuesUnder(issues: readonly FieldIssue[] | undefined, path: string): boolean {
  return (issues ?? []).some((i) => i.path === path || i.path.startsWith(path + '.'));
}

/** The issues inside a list item, with the item's path prefix removed (for its nested form). */
export function issuesUnder(issues: readonly FieldIssue[] | undefined, prefix: string): FieldIssue[] {
  return (issues ?? []).filter((i) => i.path.startsWith(prefix + '.')).map((i) => ({ ...i, path: i.path.slice(prefix.length + 1) }));
}

/**
 * One message per field, in the user's words: a number kept as typed text gets "expected a
 * whole number from 0 to 200, but received "12a"" rather than valibot's type message.
 */
export function fieldMessage(field: Field, value: Value | undefined, issue: FieldIssue): string {
  if ((field.kind === 'number' || field.kind === 'optional-number') && typeof value === 'string') {
    const expected = `${field.label}: expected a whole number from ${field.min} to ${field.max}`;
    if (value.trim() === '') return expected;
    if (value === UNREADABLE_NUMBER) return `${expected}, but what was typed is not a number`;
    return `${expected}, but received "${value}"`;
  }
  if (field.kind === 'dice' && typeof value === 'string') return diceProblem(value) ?? issue.message;
  return issue.message;
}

/** Fields grouped for rendering: those without a section first, then each section in the schema's order. */
export function groupFields(schema: FormSchema): { id: string | null; label: string; fields: Field[] }[] {
  const groups: { id: string | null; label: string; fields: Field[] }[] = [];
  const loose = schema.fields.filter((f) => !f.section);
  if (loose.length) groups.push({ id: null, label: '', fields: loose });
  const order = (schema.sections ?? []).map((s) => s.id);
  for (const f of schema.fields) if (f.section && !order.includes(f.section)) order.push(f.section);
  for (const id of order) {
    const fields = schema.fields.filter((f) => f.section === id);
    if (!fields.length) continue;
    const label = schema.sections?.find((s) => s.id === id)?.label ?? id;
    groups.push({ id, label, fields });
  }
  return groups;
}

/** How many of these fields differ from their defaults (shown on a closed section: "2 set"). */
export function changedCount(fields: readonly Field[], values: Values): number {
  const d = defaults(fields);
  return fields.filter((f) => f.key in values && JSON.stringify(values[f.key]) !== JSON.stringify(d[f.key])).length;
}

/** The heading of a list item: "Weapon 2: Longsword" (the item's `name` or `label`, if any). */
export function itemHeading(itemLabel: string, index: number, item: Values): string {
  const title = `${itemLabel.charAt(0).toUpperCase()}${itemLabel.slice(1)} ${index + 1}`;
  const name = item['name'] ?? item['label'];
  return typeof name === 'string' && name.trim() ? `${title}: ${name.trim()}` : title;
}

/**
 * Declaration values whose default comes from other data (the BCB on the attack defaults to the
 * sheet's BCB) follow that default while the player has not changed them: each top-level value
 * still equal to its default under `before` becomes its default under `after`. Values the
 * player set (different from the old default) stay. Returns `values` itself when nothing moves.
 */
export function followDefaults(before: readonly Field[], after: readonly Field[], values: Values): Values {
  const old = defaults(before), now = defaults(after);
  let out: Values | null = null;
  for (const f of after) {
    if (f.kind === 'list' || !(f.key in old)) continue;
    const was = JSON.stringify(old[f.key]), is = JSON.stringify(now[f.key]);
    if (was !== is && JSON.stringify(values[f.key]) === was) (out ??= { ...values })[f.key] = now[f.key]!;
  }
  return out ?? values;
}
