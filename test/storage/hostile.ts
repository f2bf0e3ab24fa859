/**
 * Generators of hostile input for the storage fuzz tests (fast-check): valid records and
 * backups from the fixtures, mutated at random places into hostile values (markup, prototype
 * keys, NaN, Infinity, huge and negative numbers, wrong types, deep nesting, 10 MB strings),
 * and, for files, hostile text (truncated JSON, 1e400, NaN literals, junk).
 */
import fc from 'fast-check';

/** A 10 MB string, made once (a generator of it would cost seconds per run). */
export const TEN_MB = 'A<script>'.repeat(1_000_000);

/** JSON-parsed values with own `__proto__`, `constructor` and `prototype` keys, as a file would bring them. */
const POLLUTERS = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"prototype":{"polluted":true},"name":"x"}',
  '[{"__proto__":{"polluted":true}}]',
].map((t) => () => JSON.parse(t) as unknown);

/** One hostile value (a fresh object each time, so mutations never share state). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 600, arbitrary: fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e308, -1, 2 ** 53 + 1, 0.5, 8.64e15 + 1) },
  { weight: 600, arbitrary: fc.constantFrom('', ' ', '<img src=x onerror=alert(1)>', '</script><script>alert(1)</script>', '__proto__', '1d8+', '9999d9999', '\u0000', '\ud800', 'x'.repeat(5000)) },
  { weight: 400, arbitrary: fc.constantFrom(null, undefined, true, false, 0, 1, 2, 99) },
  { weight: 400, arbitrary: fc.constantFrom(...POLLUTERS).map((make) => make()) },
  { weight: 600, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 200, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 200, arbitrary: fc.integer() },
  { weight: 200, arbitrary: fc.constant(0).map(() => { let deep: unknown = 1; for (let i = 0; i < 200; i++) deep = [deep]; return deep; }) },
  // Rare: a 10 MB string (about 1 in 3,400 hostile values).
  { weight: 1, arbitrary: fc.constant(TEN_MB) },
);

/** A path of choices into a value: each number picks a key (modulo the keys there). */
const pathArb = fc.array(fc.nat(1000), { minLength: 0, maxLength: 6 });

/** A copy of `base` with the value at `path` replaced by `value` (or a key deleted when `value` is the DELETE mark). */
export function mutate(base: unknown, path: readonly number[], value: unknown, del: boolean): unknown {
  if (path.length === 0 || typeof base !== 'object' || base === null) return del ? undefined : value;
  const keys = Object.keys(base);
  if (keys.length === 0) return del ? base : value;
  const key = keys[path[0]! % keys.length]!;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...(base as Record<string, unknown>) };
  const next = mutate((base as Record<string, unknown>)[key], path.slice(1), value, del);
  if (next === undefined && del && !Array.isArray(copy)) delete (copy as Record<string, unknown>)[key];
  else (copy as Record<string, unknown>)[key] = next;
  return copy;
}

/** One mutation: where, what, and whether it deletes instead. */
export const mutationArb = fc.record({ path: pathArb, value: hostileValue, del: fc.boolean() });

/** `base` with up to four mutations applied. */
export function mutatedArb(bases: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc.tuple(fc.constantFrom(...bases), fc.array(mutationArb, { maxLength: 4 }))
    .map(([b, ms]) => ms.reduce((x, m) => mutate(x, m.path, m.value, m.del), b));
}

/** Text of a backup file: a mutated valid backup, perhaps with its text damaged, or junk. */
export function backupTextArb(bases: readonly unknown[]): fc.Arbitrary<string> {
  const text = mutatedArb(bases).map((x) => JSON.stringify(x) ?? 'undefined');
  return fc.oneof(
    { weight: 6, arbitrary: text },
    { weight: 1, arbitrary: fc.tuple(text, fc.nat()).map(([t, n]) => t.slice(0, n % (t.length + 1))) },
    { weight: 1, arbitrary: fc.tuple(text, fc.constantFrom('1e400', 'NaN', '-Infinity', '"\\ud800"', '{"__proto__":{"polluted":true}}', '0x10'), fc.nat())
      .map(([t, junk, n]) => t.replace(/(-?\d+(\.\d+)?|null|true|false)/g, (m, _a, _b, off: number) => (off % 7 === n % 7 ? junk : m))) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.json({ maxDepth: 4 }) },
  );
}
