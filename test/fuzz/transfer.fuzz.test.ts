/**
 * Fuzzing the character transfer boundary (createTransferAssembler().add): over
 * 100,000 generated code texts under `npm run fuzz` (a fiftieth in `npm test`; seeds in ./budget.ts). Each is either taken (a valid part: the count
 * never goes down, and a finished record re-encodes to the same record) or refused with a
 * message; add never throws or falls into its last-resort message, refused codes never cost
 * the parts already taken, and no built-in prototype changes.
 */
import fc from 'fast-check';
import { FULL, runs, seedFor } from './budget';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransferAssembler, encodeTransfer, TransferError, type TransferProgress } from '../../src/share/transfer/transfer';
import { deflateSync } from 'fflate';
import { transferOfBytes } from '../share/craft';
import { deepJson, expectGlobalsUntouched, globalsSnapshot, hostileJson, hostileString, TEN_MB } from './hostile';

const BASE45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const before = globalsSnapshot();
const seen = { taken: 0, refused: 0, records: 0 };

/** Checks one answer of `add` against the previous one; returns the count to compare the next with. */
function checkAnswer(r: TransferProgress, have: number): number {
  if (!r.ok) {
    expect(r.message).toMatch(/\S/);
    expect(r.message.length).toBeLessThan(400);
    expect(r.message).not.toMatch(/could not be read/);
    seen.refused++;
    return have;
  }
  seen.taken++;
  expect(r.have).toBeGreaterThanOrEqual(have);
  expect(r.have).toBeLessThanOrEqual(r.total);
  expect(r.done).toBe(r.have === r.total);
  if (r.done) {
    seen.records++;
    // Accepted as valid: the record travels again to an equal record.
    const again = createTransferAssembler();
    const answers = encodeTransfer(r.record).map((c) => again.add(c));
    expect(answers[answers.length - 1]).toEqual({ ok: true, have: answers.length, total: answers.length, done: true, record: r.record });
  }
  return r.have;
}

function feed(texts: readonly string[]): TransferProgress | undefined {
  const a = createTransferAssembler();
  let have = 0;
  let last: TransferProgress | undefined;
  for (const t of texts) {
    last = a.add(t);
    have = checkAnswer(last, have);
  }
  expectGlobalsUntouched(before);
  return last;
}

afterAll(() => {
  console.log(`transfer fuzz: ${seen.taken} codes taken, ${seen.refused} refused, ${seen.records} records completed`);
  expect(seen.taken + seen.refused).toBeGreaterThanOrEqual(FULL ? 100_000 : 2000);
  expect(seen.records).toBeGreaterThan(FULL ? 1000 : 20);
});

/** A record the storage code could hand over: any JSON value a round trip through JSON keeps. */
const record = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({ v: fc.nat(3), id: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }), rulesetId: fc.constantFrom('spelljammer', 'bcb-d20'), data: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })) }),
);

/** The codes of `r`, or of a stand-in when `r` cannot travel (a generated "__proto__" key). */
function codesOf(r: unknown): { codes: string[]; sent: unknown } {
  try {
    return { codes: encodeTransfer(r), sent: r };
  } catch (e) {
    if (!(e instanceof TransferError)) throw e;
    const sent = { refused: e.message };
    return { codes: encodeTransfer(sent), sent };
  }
}

/** A change to one valid code: a character replaced, cut, extended, or a header field changed. */
const change = fc.oneof(
  fc.tuple(fc.nat(400), fc.constantFrom(...BASE45, 'a', '\u0000', '€')).map(([i, c]) => (s: string) => s.slice(0, i % s.length) + c + s.slice((i % s.length) + 1)),
  fc.nat(400).map((n) => (s: string) => s.slice(0, n % s.length)),
  fc.string({ unit: fc.constantFrom(...BASE45), minLength: 1, maxLength: 30 }).map((x) => (s: string) => s + x),
  fc.tuple(fc.nat(120), fc.nat(120)).map(([i, n]) => (s: string) => s.replace(/^RCT1:\d+\/\d+:/, `RCT1:${i}/${n}:`)),
  fc.constantFrom(
    (s: string) => s.replace(/^RCT1:/, 'RCT2:'),
    (s: string) => s.replace(/^RCT1:/, 'RCT0:'),
    (s: string) => s.replace(/:([0-9A-Z]{7}):/, ':0000000:'),
    (s: string) => s.toLowerCase(),
    (s: string) => ` ${s}\n`,
  ),
);

describe('the transfer assembler against generated input', () => {
  it('random text of every kind', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: fc.constantFrom(...BASE45), maxLength: 320 }).map((s) => `RCT1:${s}`),
      fc.tuple(fc.nat(120), fc.nat(120), fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 7, maxLength: 7 }), fc.string({ unit: fc.constantFrom(...BASE45), maxLength: 290 }))
        .map(([i, n, id, data]) => `RCT1:${i}/${n}:${id}:${data}`),
      hostileString,
      fc.constantFrom(TEN_MB, 'RCT1:' + 'A'.repeat(1300), 'RC2:ABC', 'RCT999999:1/1:0000000:AB'),
    );
    fc.assert(fc.property(fc.array(text, { minLength: 50, maxLength: 50 }), (texts) => { feed(texts); }), { seed: seedFor(801), numRuns: runs(800) });
  }, 120_000);

  it('real transfers with damaged, foreign and repeated codes among their parts', () => {
    const run = fc.record({
      r: record, other: record,
      noise: fc.array(fc.tuple(fc.nat(), fc.oneof(change.map((f) => ({ f })), fc.constant({ f: null }))), { minLength: 1, maxLength: 8 }),
      order: fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
    });
    fc.assert(fc.property(run, ({ r, other, noise, order }) => {
      const { codes, sent } = codesOf(r);
      const foreign = codesOf(other).codes;
      const texts = [codes[0]];
      for (const [i, { f }] of noise) texts.push(f ? f(codes[i % codes.length]) : foreign[i % foreign.length]);
      for (const i of order) texts.push(codes[i % codes.length]);
      texts.push(...codes);
      const last = feed(texts);
      // However many codes were damaged, foreign or repeated, the real ones complete the transfer.
      expect(last).toEqual({ ok: true, have: codes.length, total: codes.length, done: true, record: JSON.parse(JSON.stringify(sent)) });
    }), { seed: seedFor(802), numRuns: runs(3000) });
  }, 120_000);

  it('codes with valid checksums around hostile JSON, out of order', () => {
    const run = fc.record({
      text: fc.oneof({ weight: 6, arbitrary: hostileJson }, { weight: 1, arbitrary: deepJson }, { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => new TextDecoder('latin1').decode(b)) }),
      chunk: fc.oneof(fc.integer({ min: 1, max: 190 }), fc.constantFrom(191, 400)),
      reverse: fc.boolean(),
      utf8: fc.boolean(),
      // The whole as plain JSON (0), through DEFLATE (2), or the bytes alone as the whole (a random method and DEFLATE garbage).
      method: fc.constantFrom(0, 0, 2, 2, null),
    });
    fc.assert(fc.property(run, ({ text, chunk, reverse, utf8, method }) => {
      const bytes = utf8 ? new TextEncoder().encode(text) : Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
      const codes = transferOfBytes(method === 2 ? deflateSync(bytes) : bytes, { chunk, method }).slice(0, 99);
      feed(reverse ? [...codes].reverse() : codes);
    }), { seed: seedFor(803), numRuns: runs(9000) });
  }, 120_000);
});
