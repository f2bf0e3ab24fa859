/**
 * Fuzzing the join-code boundary (decodeJoinCode, then the GM's verified table): generated
 * texts (npm run fuzz: 120,000; npm test: a fiftieth) of every kind: random text, `RCJ1:` with
 * Base45 garbage, real join codes mutated (bit flips, cuts, extensions, each with the checksum
 * left wrong or fixed so the parser is reached) and bodies with hostile labels and lengths
 * behind a valid checksum, and `RCJ2:` codes with sheet digests (real, cut, extended, and any
 * sheet count behind a valid checksum). Each is either read (and then encodes again to the same code's
 * values) or refused with one sentence; nothing throws; a refused code leaves the GM's round,
 * and so what it stores, exactly as it was; no built-in prototype changes.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeBase45 } from '../../src/share/codec/base45';
import { crc32 } from '../../src/share/codec/crc32';
import { createGmModel } from '../../src/ui/gm/model';
import { decodeJoinCode, encodeJoinCode, JOIN_PREFIX, JOIN_PREFIX_SHEETS } from '../../src/verify/join';
import { FULL, runs, seedFor } from './budget';
import { batchOf, expectGlobalsUntouched, globalsSnapshot, hostileString } from './hostile';

const BATCH = 50;
const before = globalsSnapshot();
const seen = { read: 0, refused: 0 };
const lookup = () => undefined;

/** A join code's text for any body, with its checksum right (`RCJ1:`, or `RCJ2:` with sheet digests). */
function withChecksum(body: Uint8Array, text = JOIN_PREFIX): string {
  const prefix = new TextEncoder().encode(text);
  const all = new Uint8Array(prefix.length + body.length);
  all.set(prefix);
  all.set(body, prefix.length);
  const bytes = new Uint8Array(4 + body.length);
  new DataView(bytes.buffer).setUint32(0, crc32(all));
  bytes.set(body, 4);
  return text + encodeBase45(bytes);
}

async function checkBatch(texts: readonly string[]): Promise<void> {
  const saved: unknown[] = [];
  const m = createGmModel({ lookup, now: () => 0, save: async (r) => { saved.push(r); } });
  m.setVerifiedMode(true);
  for (const text of texts) {
    const r = decodeJoinCode(text);
    const round = m.round.value;
    const writes = saved.length;
    const outcome = await m.join(text);
    if (!r.ok) {
      expect(r.message).toMatch(/^\S.*[.!]$/s);
      expect(r.message.length).toBeLessThan(300);
      expect(outcome).toBeNull();
      // Refused: the GM's round (what it stores) is the very same object, and nothing was written.
      expect(m.round.value).toBe(round);
      expect(saved.length).toBe(writes);
      seen.refused++;
      continue;
    }
    const again = decodeJoinCode(encodeJoinCode(r.value));
    expect(again).toEqual(r);
    seen.read++;
  }
  expectGlobalsUntouched(before);
}

afterAll(() => {
  console.log(`join fuzz: ${seen.read} read, ${seen.refused} refused`);
  expect(seen.read + seen.refused).toBeGreaterThanOrEqual(FULL ? 100_000 : 2000);
  expect(seen.read).toBeGreaterThan(FULL ? 1000 : 20);
});

const real = fc.record({
  id: fc.uint8Array({ minLength: 4, maxLength: 4 }).map((b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')),
  length: fc.integer({ min: 1, max: 1000 }),
  commitment: fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')),
  label: fc.oneof(hostileString, fc.string({ maxLength: 60 })),
}).map((j) => encodeJoinCode(j));

describe('decodeJoinCode and the GM\'s verified table against generated input', () => {
  it('random text, RCJ1: with Base45 garbage, hostile text', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 }), hostileString,
      fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'), maxLength: 250 }).map((s) => JOIN_PREFIX + s),
      fc.integer({ min: 190, max: 5000 }).map((n) => JOIN_PREFIX + 'A'.repeat(n)),
    );
    await fc.assert(fc.asyncProperty(batchOf(text, BATCH), checkBatch), { seed: seedFor(901), numRuns: runs(600) });
  }, 600_000);

  it('real join codes, as they are and mutated (flips, cuts, extensions; checksum wrong or fixed)', async () => {
    const mutated = fc.tuple(real, fc.nat(), fc.nat(255), fc.constantFrom('flip', 'cut', 'extend', 'flip-fixed', 'cut-fixed', 'case', 'same')).map(([code, at, byte, how]) => {
      if (how === 'same') return code;
      if (how === 'case') return code.toLowerCase();
      const bytes = new TextEncoder().encode(code.slice(JOIN_PREFIX.length));
      const i = at % Math.max(1, bytes.length);
      if (how === 'flip') { const b = Uint8Array.from(bytes); b[i] = (b[i]! ^ (1 << (byte % 7))) & 0x7f; return JOIN_PREFIX + new TextDecoder().decode(b); }
      if (how === 'cut') return code.slice(0, JOIN_PREFIX.length + i);
      if (how === 'extend') return code + 'ABC'.slice(0, 1 + (byte % 3));
      // Fixed checksums: a body of any bytes, so the parser itself is reached.
      const body = Uint8Array.from({ length: (byte % 80) + (how === 'cut-fixed' ? 0 : 22) }, (_, k) => (k * 37 + byte + at) & 0xff);
      return withChecksum(body);
    });
    await fc.assert(fc.asyncProperty(batchOf(mutated, BATCH), checkBatch), { seed: seedFor(902), numRuns: runs(800) });
  }, 600_000);

  it('bodies with hostile labels and chain lengths behind a valid checksum', async () => {
    const body = fc.tuple(fc.uint8Array({ minLength: 22, maxLength: 22 }), fc.integer({ min: 0, max: 65535 }), fc.oneof(fc.uint8Array({ maxLength: 80 }), hostileString.map((s) => new TextEncoder().encode(s))))
      .map(([head, length, label]) => {
        const b = new Uint8Array(22 + label.length);
        b.set(head);
        new DataView(b.buffer).setUint16(4, length);
        b.set(label, 22);
        return withChecksum(b);
      });
    await fc.assert(fc.asyncProperty(batchOf(body, BATCH), checkBatch), { seed: seedFor(903), numRuns: runs(600) });
  }, 600_000);

  it('RCJ2 codes (with sheet digests): real ones, mutated, and bodies with any sheet count behind a valid checksum', async () => {
    const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    const withSheets = fc.record({
      id: fc.uint8Array({ minLength: 4, maxLength: 4 }).map(hex),
      length: fc.integer({ min: 1, max: 1000 }),
      commitment: fc.uint8Array({ minLength: 16, maxLength: 16 }).map(hex),
      label: fc.oneof(hostileString, fc.string({ maxLength: 60 })),
      sheets: fc.array(fc.uint8Array({ minLength: 8, maxLength: 8 }).map(hex), { minLength: 1, maxLength: 20 }),
    }).map((j) => encodeJoinCode(j));
    const mutated = fc.tuple(withSheets, fc.nat(), fc.constantFrom('same', 'cut', 'extend')).map(([code, at, how]) =>
      how === 'same' ? code : how === 'cut' ? code.slice(0, JOIN_PREFIX_SHEETS.length + (at % Math.max(1, code.length - JOIN_PREFIX_SHEETS.length))) : `${code}A`);
    const forged = fc.tuple(fc.uint8Array({ minLength: 22, maxLength: 22 }), fc.integer({ min: 1, max: 1000 }), fc.nat(255), fc.uint8Array({ maxLength: 220 }))
      .map(([head, length, count, rest]) => {
        const b = new Uint8Array(23 + rest.length);
        b.set(head);
        new DataView(b.buffer).setUint16(4, length);
        b[22] = count;
        b.set(rest, 23);
        return withChecksum(b, JOIN_PREFIX_SHEETS);
      });
    await fc.assert(fc.asyncProperty(batchOf(fc.oneof(mutated, forged), BATCH), checkBatch), { seed: seedFor(904), numRuns: runs(400) });
  }, 600_000);
});
