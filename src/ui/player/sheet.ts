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

/** The keys of the sheet's current-HP and maximum-HP number fields; undefined without a current-HP field. */
export function hpKeys(schema: FormSchema): { current: string; max?: string } | undefined {
  const cur = hpField(schema);
  if (!cur) return undefined;
  const max = numberField(schema, MAX_KEYS);
  return max ? { current: cur.key, max: max.key } : { current: cur.key };
}

/** "HP 24 / 30", "HP 12", or null when the sheet has no HP field. */
export function hpText(schema: FormSchema, sheet: Values): string | null {
  return hpTextOf(hpKeys(schema), sheet);
}

/**
 * Like {@link hpText}, from the HP field keys a ruleset's meta names (no ruleset code needed):
 * null without keys or when the sheet's current HP is not a number.
 */
export function hpTextOf(keys: { current: string; max?: string } | undefined, sheet: Values): string | null {
  if (!keys || typeof sheet[keys.current] !== 'number') return null;
  const m = keys.max ? sheet[keys.max] : undefined;
  return typeof m === 'number' ? `HP ${sheet[keys.current]} / ${m}` : `HP ${sheet[keys.current]}`;
}
