/** Hostile values and global-state checks shared by the boundary fuzzers. */
import fc from 'fast-check';
import { expect } from 'vitest';

/** Strings a hostile sender would try: markup, prototype keys, controls, bidi, surrogates, long runs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__',
    '<script>alert(1)</script>', '<img src=x onerror="alert(1)">', 'javascript:alert(1)', '"><svg onload=alert(1)>',
    '\u0000', 'Vex\u0007', 'Bow\u202e1 kcatta', '\u2066x\u2069', '\ud800', '\udfff\ud800', '🐉 Wyrm', '', ' ', '…', 'NaN', 'Infinity', '-0', '1e400',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u001f', '\u007f', '\u202e', '<', '>', '"', '&', 'a', ' '), maxLength: 30 }),
  fc.integer({ min: 60, max: 400 }).map((n) => 'x'.repeat(n)),
);

/** Numbers a hostile sender would try: past every bound, not finite, not whole, negative zero. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0.5, -1.5, 1e6 + 1, -1e6 - 1, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1e12, -1e12, 1e300, -1e300, Number.MAX_VALUE, Number.MIN_VALUE, 8.64e15 + 1),
  fc.double(),
  fc.integer({ min: -1_100_000, max: 1_100_000 }),
);

/** Whole numbers past the schema's bounds that the bit format can still carry (below 2^41). */
export const hostileInteger: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1e6 + 1, -1e6 - 1, 2 ** 31, -(2 ** 31), 2 ** 40, -(2 ** 40), 1e12),
  fc.integer({ min: -1_100_000, max: 1_100_000 }),
);

/** Object keys a hostile sender would try. */
const key: fc.Arbitrary<string> = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'name', 'data', 'v'), hostileString, fc.string({ maxLength: 8 }));
/** JSON leaves, written out: strings, numbers (some not JSON), and raw tokens that break or bend the grammar. */
const leaf: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => JSON.stringify(s)),
  hostileNumber.map(String), // NaN and Infinity are not JSON; 1e300 is
  fc.constantFrom('1e400', '-1e400', '-0', '0.1e-400', 'true', 'false', 'null', '"\\ud800"', '"\\u0000"', '01', '1.', '"', '{', ']'),
);
const { json } = fc.letrec<{ json: string; arr: string; obj: string }>((tie) => ({
  json: fc.oneof({ depthSize: 'small' }, leaf, tie('arr'), tie('obj')),
  arr: fc.array(tie('json'), { maxLength: 4 }).map((xs) => `[${xs.join(',')}]`),
  obj: fc.array(fc.tuple(key, tie('json')), { maxLength: 4 }).map((kvs) => `{${kvs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
}));
/** Arrays or objects nested 60 to 70 deep (the transfer refuses past 64). */
export const deepJson: fc.Arbitrary<string> = fc.integer({ min: 60, max: 70 }).chain((n) => fc.constantFrom('['.repeat(n) + ']'.repeat(n), `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`));

/** JSON text as a hostile sender writes it: prototype keys anywhere, markup, huge or non-finite numbers, broken tokens. */
export const hostileJson: fc.Arbitrary<string> = json;

/** 10 MB of text, built once. */
export const TEN_MB = 'RC2:' + 'A'.repeat(10_000_000);

/** The own property names of the built-in prototypes, to check nothing global changed. */
export function globalsSnapshot(): string {
  const names = (o: object) => Object.getOwnPropertyNames(o).sort().join(',');
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype].map(names).join('|');
}

/** Fails when a fuzzed input left a trace on the built-in prototypes. */
export function expectGlobalsUntouched(before: string): void {
  expect(globalsSnapshot()).toBe(before);
  for (const key of ['polluted', 'isAdmin', 'x']) expect((({}) as Record<string, unknown>)[key]).toBeUndefined();
}

/** Picks `n` inputs per run so async work is awaited in batches, not one microtask chain per input. */
export const batchOf = <T>(arb: fc.Arbitrary<T>, n: number) => fc.array(arb, { minLength: n, maxLength: n });
