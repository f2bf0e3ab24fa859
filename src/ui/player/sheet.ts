/**
 * Reading common figures off any ruleset's sheet without ruleset code: the current-HP field
 * (for the quick damage buttons and the list) and the maximum HP, found by key.
 */
import type { FormSchema, NumberField, Values } from '../../engine/schema';

const CURRENT_KEYS = ['currentHp', 'hpCurrent', 'hp', 'hitPoints', 'health'];
const MAX_KEYS = ['maxHp', 'hpMax', 'startingHp', 'maxHitPoints'];

function numberField(schema: FormSchema, keys: readonly string[]): NumberField | undefined {
  for (const k of keys) {
    const f = schema.fields.find((x) => x.key === k);
    if (f && f.kind === 'number') return f;
  }
  return undefined;
}

/** The sheet's current-HP number field, if it has one. */
export function hpField(schema: FormSchema): NumberField | undefined {
  return numberField(schema, CURRENT_KEYS);
}

/** "HP 24 / 30", "HP 12", or null when the sheet has no HP field. */
export function hpText(schema: FormSchema, sheet: Values): string | null {
  const cur = hpField(schema);
  if (!cur || typeof sheet[cur.key] !== 'number') return null;
  const max = numberField(schema, MAX_KEYS);
  const m = max ? sheet[max.key] : undefined;
  return typeof m === 'number' ? `HP ${sheet[cur.key]} / ${m}` : `HP ${sheet[cur.key]}`;
}
