/**
 * Names as people see them. A character's name is typed on one phone and read on another (a
 * shared round, a backup, a transfer, the GM's order), so every boundary cleans it the same
 * way ({@link normalizeName}); screens that must tell two players apart, and the dice of a
 * verified round, use `nameKey` (name-key.ts), under which two names that look the same are
 * the same.
 */

/**
 * Characters that show nothing (or only move other text) and can be slipped into a name: every
 * format character (zero-width space, joiners, word joiner, BOM, soft hyphen, bidirectional
 * marks and overrides, tag characters, interlinear annotation marks U+FFF9 to U+FFFB, the
 * Arabic number signs U+0600 to U+0605, Egyptian hieroglyph format controls U+13430 on),
 * every other default-ignorable code point (variation selectors, the combining grapheme
 * joiner, Hangul fillers) and control characters.
 */
export const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

/**
 * A name cleaned for storing and sharing: invisible characters removed (see INVISIBLE), then
 * Unicode NFC (so "é" typed as e + accent equals the one-character "é"), runs of white space
 * made one space, and the ends trimmed. Pure and idempotent: `normalizeName(normalizeName(s))`
 * equals `normalizeName(s)`. Two names that look the same compare by `nameKey` (name-key.ts).
 */
export function normalizeName(name: string): string {
  return name.replace(INVISIBLE, '').normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/**
 * A record's `name` field cleaned (see {@link normalizeName}); the value itself when it is
 * not a record with a text name, or the name is already clean.
 */
export function withNormalName<T>(values: T): T {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
  const n = (values as Record<string, unknown>)['name'];
  if (typeof n !== 'string') return values;
  const clean = normalizeName(n);
  return clean === n ? values : { ...values, name: clean };
}

/** A name folded for sorting: compatibility-decomposed, accents dropped, lower case ("Élan" -> "elan"). */
function sortFold(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Orders two names for a list: by their letters with case and accents set aside, then exactly
 * (code points), so the order is total and the same on every phone. Not `localeCompare`: a page's
 * first locale-aware comparison loads the browser's collation data, a task of 40 to 160 ms at
 * 4x CPU slowdown on the first screen. @returns negative, 0 or positive, as a sort comparator
 */
export function compareNames(a: string, b: string): number {
  const fa = sortFold(a), fb = sortFold(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}
