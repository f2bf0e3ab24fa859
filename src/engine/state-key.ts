/**
 * A state's contents as a key, without writing its JSON: a 32-bit hash and an equality check
 * of plain records, for the fight simulation's cache of known states (./simulate-fighter.ts).
 */

/**
 * A state's hash as a map key: {@link hashJson} cut to 30 bits, so it is a small integer in
 * every engine (Chromium keeps whole numbers up to 2^30 unboxed; a larger key would be a heap
 * number, boxed on every lookup).
 */
export function keyOf(state: unknown): number {
  return hashJson(state, 0) & 0x3fffffff;
}

/**
 * A 32-bit hash of a value's JSON contents (what {@link sameJson} compares), worked out
 * without writing the JSON: equal contents give equal hashes; unequal ones mostly differ.
 */
export function hashJson(v: unknown, h: number): number {
  switch (typeof v) {
    case 'number':
      // Whole numbers (nearly every figure) mix in directly; others through their text.
      return Number.isInteger(v) && Math.abs(v) < 0x80000000 ? Math.imul(h ^ (v | 0), 0x01000193) ^ 0x5bd1e995 : hashString(String(v), Math.imul(h, 31) ^ 7);
    case 'string':
      return hashString(v, Math.imul(h ^ 0x27d4eb2f, 0x01000193));
    case 'boolean':
      return Math.imul(h ^ (v ? 0x9e37 : 0x79b9), 0x01000193);
    case 'object': {
      if (v === null) return Math.imul(h ^ 0x2545f491, 0x01000193);
      if (Array.isArray(v)) {
        h = Math.imul(h ^ (0x3c6ef372 + v.length), 0x01000193);
        for (let i = 0; i < v.length; i++) h = hashJson(v[i], h);
        return h;
      }
      // Keys are left out: the states of one fighter share them (sameJson checks them).
      const o = v as Record<string, unknown>;
      let n = 0;
      for (const k in o) {
        const x = o[k];
        // A small whole number (most figures) mixed in here as the number case does, without the call.
        h = typeof x === 'number' && (x | 0) === x && x !== -0x80000000 ? Math.imul(h ^ x, 0x01000193) ^ 0x5bd1e995 : hashJson(x, h);
        n++;
      }
      return Math.imul(h ^ n, 0x01000193);
    }
    default:
      return Math.imul(h ^ 0x1b873593, 0x01000193);
  }
}

/** FNV-style mix of a string's UTF-16 code units into `h`. */
function hashString(s: string, h: number): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return Math.imul(h ^ s.length, 0x01000193);
}

/**
 * Whether two states have the same contents: the same own keys (in any order: no rule reads a
 * state by the order of its keys) with equal values, as their JSON would show. Says false when
 * unsure (NaN, an undefined value, say), which only costs a state known twice.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const v = a[i], w = b[i];
      if (v !== w && (typeof v !== 'object' || v === null || !sameJson(v, w))) return false;
    }
    return true;
  }
  if (Array.isArray(b) || typeof (a as { toJSON?: unknown }).toJSON === 'function') return false;
  // Keys counted and looked up rather than listed (no array made per object): a state is a plain record.
  const x = a as Record<string, unknown>, y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    const v = x[k], w = y[k];
    // Equal figures (most of them) need no call; only records and lists are walked.
    if (v === undefined || (v !== w && (typeof v !== 'object' || v === null || !sameJson(v, w)))) return false;
    n++;
  }
  for (const _ in y) if (n-- === 0) return false;
  return n === 0;
}
