/**
 * Work shared between a ruleset's `plan` and `roll` of the same input. Both are pure functions
 * of their `PlanInput` (sheet, declaration, options, state), and several rulesets work the round
 * out again in `roll` from that input; when the caller hands `roll` the very input object it
 * planned from (the fight simulation does, once per fighter and state), the second working-out
 * is read back instead of done again. An input object is never changed after it is made
 * (`PlanInput`'s fields are read-only values), so its identity stands for its contents.
 */

/**
 * `fn` remembered per input object (a WeakMap: an input no longer held frees its entry). The
 * result is shared between callers, so `fn`'s result must be treated as read-only by them.
 * @param fn a pure function of its input object's contents
 * @returns a function giving `fn(input)`, worked out once per input object
 */
export function oncePerInput<I extends object, R>(fn: (input: I) => R): (input: I) => R {
  const seen = new WeakMap<I, R>();
  return (input) => {
    // Not an object (a caller's slip): no key to remember it by; fn says what is wrong.
    if (typeof input !== 'object' || input === null) return fn(input);
    let r = seen.get(input);
    if (r === undefined && !seen.has(input)) {
      r = fn(input);
      seen.set(input, r);
    }
    return r as R;
  };
}

/**
 * `fn(...args)` remembered by a text key of its arguments (`key`), at most `limit` results kept
 * (all forgotten when full): tables a ruleset works out again and again from a few figures, such
 * as a die's outcome bands for a bonus and a defence, asked by every plan and every attack
 * settled against a secret defence. Shared: read-only.
 * @param fn a pure function of its arguments
 * @param key a text that tells apart every argument list giving another result
 */
export function oncePerKey<A extends unknown[], R>(fn: (...args: A) => R, key: (...args: A) => string, limit = 4096): (...args: A) => R {
  const seen = new Map<string, R>();
  return (...args) => {
    const k = key(...args);
    let r = seen.get(k);
    if (r === undefined && !seen.has(k)) {
      r = fn(...args);
      if (seen.size >= limit) seen.clear();
      seen.set(k, r);
    }
    return r as R;
  };
}

/**
 * `fn(a, b)` remembered per `b` object (a WeakMap), for the `a` it was last made with: a
 * ruleset's reading of a lasting state (`b`) for a sheet (`a`), asked by its plan, roll, status
 * and hit rules of the same state over and over. Shared: read-only. A `b` that is not an object
 * (no state yet) is not remembered.
 * @param fn a pure function of its arguments' contents
 */
export function oncePerPair<A extends object, B, R>(fn: (a: A, b: B) => R): (a: A, b: B) => R {
  const seen = new WeakMap<object, { readonly a: A; readonly r: R }>();
  return (a, b) => {
    if (typeof b !== 'object' || b === null) return fn(a, b);
    const hit = seen.get(b);
    if (hit && hit.a === a) return hit.r;
    const r = fn(a, b);
    seen.set(b, { a, r });
    return r;
  };
}
