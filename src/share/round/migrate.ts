/**
 * Bringing a compact round unpacked from an older payload format up to the current shape
 * (format.ts lists the versions). Runs before validation, on what unpack.ts built for that
 * version, so each step may rely on the older shape's arity but not on its values.
 */
import { PAYLOAD_VERSION } from './format';

/** Step `n` turns the compact shape of format `n` into that of format `n + 1`. */
const STEPS: Readonly<Record<number, (round: unknown[]) => unknown[]>> = {
  // Format 2 adds each entry's attack tags: a format 1 code has none.
  1: (round) => round.map((part, i) => (i === 3 && Array.isArray(part) ? part.map((e) => (Array.isArray(e) ? [...e, []] : e)) : part)),
  // Format 3 adds the verified round's proof at the end: older codes have none.
  2: (round) => [...round, 0],
  // Format 4 adds the inputs a verified round was rolled from to its proof: a format 3 proof has none.
  3: (round) => round.map((part, i) => (i === 8 && Array.isArray(part) ? [...part, ''] : part)),
  // Format 5 only codes more strings by the dictionary: the shape is format 4's.
  4: (round) => round,
  // Format 6 adds the rules version to a verified round's proof: an older proof says none (0).
  5: (round) => round.map((part, i) => (i === 8 && Array.isArray(part) ? [...part, 0] : part)),
};

/**
 * The compact round of format `version` in the current format's shape (unchanged when it is
 * current). Returns the input as it is when it is not an array (validation then refuses it).
 * @throws Error when no step leads from `version` to the current one (a bug: every format
 * from 1 up has its step).
 */
export function migrate(round: unknown, version: number): unknown {
  if (!Array.isArray(round)) return round;
  let out: unknown[] = round;
  for (let n = version; n < PAYLOAD_VERSION; n++) {
    const step = STEPS[n];
    if (!step) throw new Error(`payload format ${n} has no migration to format ${n + 1}`);
    out = step(out);
  }
  return out;
}
