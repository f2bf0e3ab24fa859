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
