/**
 * A safe copy of untrusted JSON-like data (a carried round state from a backup): plain
 * objects, lists, strings, finite numbers, booleans and null only, without the keys that
 * reach an object's prototype (`__proto__`, `constructor`, `prototype`), within a size budget.
 */

const BAD_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Copies `x` if it is a plain record of JSON values within `budget` (counted as characters of
 * strings and keys plus one per value), or returns undefined when it is not one.
 */
export function cleanJson(x: unknown, budget: number): { [key: string]: unknown } | undefined {
  let left = budget;
  const copy = (y: unknown, depth: number): unknown => {
    if (--left < 0 || depth > 16) throw new RangeError('too big');
    if (y === null || typeof y === 'boolean') return y;
    if (typeof y === 'number') { if (!Number.isFinite(y)) throw new TypeError('not finite'); return y; }
    if (typeof y === 'string') { left -= y.length; if (left < 0) throw new RangeError('too big'); return y; }
    if (Array.isArray(y)) return y.map((z) => copy(z, depth + 1));
    if (typeof y === 'object' && Object.getPrototypeOf(y) === Object.prototype) {
      const out: { [key: string]: unknown } = {};
      for (const [k, z] of Object.entries(y)) {
        if (BAD_KEYS.has(k)) continue;
        left -= k.length;
        out[k] = copy(z, depth + 1);
      }
      return out;
    }
    throw new TypeError('not JSON');
  };
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return undefined;
  try { return copy(x, 0) as { [key: string]: unknown }; } catch { return undefined; }
}
