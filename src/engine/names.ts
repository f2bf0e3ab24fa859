/**
 * Names as people see them. A character's name is typed on one phone and read on another (a
 * shared round, a backup, a transfer, the GM's order), so every boundary cleans it the same
 * way ({@link normalizeName}), and screens that must tell two players apart compare
 * {@link nameKey}, under which two names that look the same are the same.
 */

/**
 * Characters that show nothing (or only move other text) and can be slipped into a name:
 * default-ignorable code points (zero-width space, non-joiner and joiner, word joiner, BOM,
 * soft hyphen, tag characters, variation selectors, Hangul fillers), bidirectional controls
 * (marks, embeddings, overrides, isolates) and control characters.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Cc}]/gu;

/**
 * A name cleaned for storing and sharing: invisible characters removed (see INVISIBLE), then
 * Unicode NFC (so "é" typed as e + accent equals the one-character "é"), runs of white space
 * made one space, and the ends trimmed. Pure and idempotent: `normalizeName(normalizeName(s))`
 * equals `normalizeName(s)`.
 */
export function normalizeName(name: string): string {
  return name.replace(INVISIBLE, '').normalize('NFC').replace(/\s+/gu, ' ').trim();
}

// Letters of other alphabets that pass for Latin ones (Cyrillic, Greek, dotless i, script g).
const LOOK_ALIKE: ReadonlyMap<string, string> = new Map(Object.entries({
  а: 'a', в: 'b', е: 'e', і: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', α: 'a', γ: 'y', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p',
  τ: 't', υ: 'u', χ: 'x', ϲ: 'c', ı: 'i', ɡ: 'g',
}));

/**
 * The key two players are compared by: the cleaned name in NFKC (full-width and styled letters
 * read as plain ones), lower case, with letters of other alphabets that look like Latin ones
 * read as those ("Аria" with a Cyrillic А is "aria"). Two names with the same key look alike
 * on a screen; names that differ in something visible (an accent, a digit, a full stop) keep
 * different keys.
 */
export function nameKey(name: string): string {
  return [...normalizeName(name).normalize('NFKC').toLowerCase()].map((c) => LOOK_ALIKE.get(c) ?? c).join('');
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
