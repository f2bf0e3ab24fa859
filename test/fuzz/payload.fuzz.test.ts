/**
 * Fuzzing the round payload boundary (decodePayload): over 100,000 generated texts under
 * `npm run fuzz` (a fiftieth in `npm test`; seeds in ./budget.ts). Each is either accepted
 * as valid (it passes the compact schema and re-encodes to the same round) or refused with a
 * message; decodePayload never throws or falls into its last-resort "could not be read"
 * message; a refused text pasted on the GM's page leaves its round (what it stores) as it
 * was; and no built-in prototype changes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { FULL, runs, seedFor } from './budget';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeBase45, encodeBase45 } from '../../src/share/codec/base45';
import { RoundC, toCompact } from '../../src/share/round/compact';
import { payloadChecksum } from '../../src/share/round/format';
import { decodePayload, encodeResult, encodeResultDetailed } from '../../src/share/payload';
import { shareLink } from '../../src/share/text';
import { createGmModel } from '../../src/ui/gm/model';
import { ingestText } from '../../src/ui/gm/service';
import { compactRound, payloadOfBody, payloadOfCompact } from '../share/craft';
import { firstAttacks, fiveAttacks, fiveAttacksLongNotes } from '../share/fixture';
import { batchOf, deepJson, expectGlobalsUntouched, globalsSnapshot, hostileInteger, hostileJson, hostileNumber, hostileString, TEN_MB } from './hostile';

const BASE45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const BATCH = 50;
const TIMEOUT = 120_000;
const before = globalsSnapshot();
const seen = { accepted: 0, rejected: 0 };

/** The one property: accepted and canonical, or refused with a sentence; never a throw. */
async function check(text: string): Promise<void> {
  const r = await decodePayload(text);
  if (!r.ok) {
    // On the GM's page: refused the same way, the round and what it stores untouched.
    const writes: unknown[] = [];
    const gm = createGmModel({ lookup: () => undefined, now: () => 0, save: async (x) => { writes.push(x); } });
    const round = gm.round.value;
    expect(await ingestText(gm, text)).toBeNull();
    expect(gm.round.value).toBe(round);
    expect(writes).toEqual([]);
    expect(r.message).toMatch(/\S/);
    expect(r.message.length).toBeLessThan(600);
    expect(r.message).not.toMatch(/could not be read/);
    seen.rejected++;
    return;
  }
  expect(v.safeParse(RoundC, toCompact(r.value)).success).toBe(true);
  const again = await decodePayload((await encodeResultDetailed(r.value, { maxChars: Number.POSITIVE_INFINITY })).payload);
  // A verified round is sealed anew by the encoder: a hostile code's seal need not be its true one.
  // The format a proof without inputs was read from is the decoder's note, not the code's (the encoder writes today's).
  const unsealed = (d: Awaited<ReturnType<typeof decodePayload>>) => {
    if (!d.ok || !d.value.proof) return d;
    const { format: _read, ...proof } = d.value.proof;
    return { ...d, value: { ...d.value, proof: { ...proof, seal: '' } } };
  };
  expect(unsealed(again)).toEqual(unsealed(r));
  seen.accepted++;
}

const checkBatch = async (texts: readonly string[]) => {
  await Promise.all(texts.map(check));
  expectGlobalsUntouched(before);
};

// Re-encoding goes packed, as in a browser without CompressionStream: the round compared is
// the same either way, and each deflate stream costs about a millisecond of event-loop hops.
beforeAll(() => {
  vi.stubGlobal('CompressionStream', undefined);
});

afterAll(() => {
  vi.unstubAllGlobals();
  console.log(`decodePayload fuzz: ${seen.accepted} accepted, ${seen.rejected} refused`);
  // 100,000 generated inputs at least, some accepted and most refused (fixed seeds: stable counts).
  expect(seen.accepted + seen.rejected).toBeGreaterThanOrEqual(FULL ? 100_000 : 2000);
  expect(seen.accepted).toBeGreaterThan(FULL ? 1000 : 20);
});

/** Valid payloads of both formats to mutate: fixture rounds (with tags) and the shipped RC1 codes. */
async function validPool(): Promise<string[]> {
  const dir = join(import.meta.dirname, '../share/fixtures');
  const rc1 = readdirSync(dir).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(join(dir, f), 'utf8').trim());
  const volley = { ...fiveAttacks, entries: fiveAttacks.entries.map((e, i) => ({ ...e, tags: i % 2 ? ['missile', 'arrow'] : ['melee'] })) };
  const echo = { ...firstAttacks(1), notes: [{ label: 'Echo', text: 'Qx7 zv9 Jk2 wq8 '.repeat(18).trim(), gm: true }] };
  const proof = { player: '0a1b2c3d', link: 3, secret: '00112233445566778899aabbccddeeff', code: 'K7QFA', draws: [10, 100, 8, 10, 100, 8, 4], manual: [2] };
  const verified = { ...firstAttacks(3), proof };
  const rc2 = await Promise.all([firstAttacks(1), firstAttacks(3), fiveAttacks, fiveAttacksLongNotes, volley, verified].map(encodeResult));
  rc2.push((await encodeResultDetailed(echo, { maxChars: 10_000 })).payload);
  return [...rc1, ...rc2];
}

/** A change to the bytes of a valid payload, then its checksum fixed (to reach the parser) or not. */
type Mutation = { kind: 'flip'; bits: number[] } | { kind: 'cut'; at: number } | { kind: 'extend'; extra: number[] } | { kind: 'splice'; at: number; bytes: number[] };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.array(fc.nat(4000), { minLength: 1, maxLength: 4 }).map((bits) => ({ kind: 'flip' as const, bits })),
  fc.nat(400).map((at) => ({ kind: 'cut' as const, at })),
  fc.array(fc.nat(255), { minLength: 1, maxLength: 40 }).map((extra) => ({ kind: 'extend' as const, extra })),
  fc.record({ at: fc.nat(400), bytes: fc.array(fc.nat(255), { minLength: 1, maxLength: 8 }) }).map((m) => ({ kind: 'splice' as const, ...m })),
);

function mutate(payload: string, m: Mutation, fix: boolean, version: number): string {
  const from = Number(/^RC(\d+):/.exec(payload)![1]);
  const bytes = Array.from(decodeBase45(payload.slice(payload.indexOf(':') + 1)));
  if (m.kind === 'flip') for (const b of m.bits) bytes[(b >> 3) % bytes.length] ^= 1 << (b & 7);
  if (m.kind === 'cut') bytes.length = Math.min(bytes.length, 4 + (m.at % Math.max(1, bytes.length - 4)));
  if (m.kind === 'extend') bytes.push(...m.extra);
  if (m.kind === 'splice') bytes.splice(m.at % bytes.length, m.bytes.length, ...m.bytes);
  const out = Uint8Array.from(bytes);
  const to = version || from;
  if (fix && out.length >= 4 && to >= 1) new DataView(out.buffer).setUint32(0, payloadChecksum(to, out.subarray(4)));
  return `RC${to}:${encodeBase45(out)}`;
}

/** Where the text appears: bare, in a link, in a shared text, percent-encoded, with chat punctuation. */
const wrapping = fc.constantFrom(
  (p: string) => p,
  (p: string) => shareLink(p, 'https://rollcall.example/app/'),
  (p: string) => `Brannoc's round:\n${p}\n\nOpen in Rollcall: ${shareLink(p, 'https://x.example/')}`,
  (p: string) => `(${p}).`,
  (p: string) => `https://x.example/#gm?r=${p}`,
  (p: string) => `  ${p.toLowerCase()}  `,
);

describe('decodePayload against generated input', () => {
  it('random text of every kind: refused with a message', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 100 }),
      fc.string({ unit: fc.constantFrom(...BASE45), maxLength: 400 }).map((s) => `RC2:${s}`),
      fc.tuple(fc.oneof(fc.nat(3), fc.constantFrom(9, 999_999, 1_000_000)), fc.string({ unit: fc.constantFrom(...BASE45), maxLength: 200 })).map(([n, s]) => `RC${n}:${s}`),
      fc.tuple(hostileString, hostileString).map(([a, b]) => `${a}RC2:${b}#gm?r=${a}&r=${b}`),
      fc.constantFrom(TEN_MB, 'RC2:' + 'A'.repeat(99_990), '%E0%A4%A'.repeat(5) + '#r=%', 'RC1:', 'RC2:', 'RC2:00'),
    );
    await fc.assert(fc.asyncProperty(batchOf(text, BATCH), checkBatch), { seed: seedFor(701), numRuns: runs(800) });
  }, TIMEOUT);

  it('valid payloads of formats 1 and 2, mutated (bit flips, cuts, extensions, splices, wrong versions, wrappings)', async () => {
    const pool = await validPool();
    const input = fc.record({
      p: fc.constantFrom(...pool), m: mutation, fix: fc.boolean(), version: fc.constantFrom(0, 0, 0, 1, 2, 3, 999_999), wrap: wrapping,
    }).map(({ p, m, fix, version, wrap }) => wrap(mutate(p, m, fix, version)));
    await fc.assert(fc.asyncProperty(batchOf(input, BATCH), checkBatch), { seed: seedFor(702), numRuns: runs(800) });
  }, TIMEOUT);

  it('random bodies and hostile JSON behind a valid checksum, packed, deflated or of an unknown method', async () => {
    const body = fc.record({
      method: fc.oneof({ weight: 7, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.nat(255) }),
      data: fc.oneof(fc.uint8Array({ maxLength: 400 }), fc.oneof(hostileJson, deepJson).map((j) => new TextEncoder().encode(j))),
      version: fc.constantFrom(1, 2),
    }).map(({ method, data, version }) => payloadOfBody(method, data, version));
    await fc.assert(fc.asyncProperty(batchOf(body, BATCH), checkBatch), { seed: seedFor(704), numRuns: runs(300) });
  }, TIMEOUT);

  it('rounds with hostile values in every field (markup, prototype keys, controls, huge numbers, NaN), packed with a valid checksum', async () => {
    const str = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 20 }) }, { weight: 2, arbitrary: hostileString });
    // Whole-number fields can only carry integers (exp-Golomb codes); NaN, Infinity and fractions go in the float fields.
    const int = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -100, max: 100 }) }, { weight: 1, arbitrary: hostileInteger });
    const real = fc.oneof({ weight: 2, arbitrary: fc.integer({ min: -100, max: 100 }) }, { weight: 1, arbitrary: hostileNumber });
    const note = fc.tuple(str, str, fc.constantFrom(0, 1, 1, 2));
    // Tags travel as numbers: unknown ones are covered by the random bodies and test/share/tags.test.ts.
    const tag = fc.constantFrom('melee', 'missile', 'arrow', 'non-lethal', 'spell');
    const entry = fc.tuple(
      str, fc.nat(7), str,
      fc.oneof(fc.constant(0), fc.tuple(fc.array(int, { maxLength: 3 }), int, fc.oneof(fc.constant(0), fc.array(real, { maxLength: 3 })), str, fc.constantFrom(0, 1))),
      fc.oneof(fc.constant(0), fc.tuple(int, fc.oneof(fc.constant(null), int), int, str, str, fc.integer({ min: -1, max: 6 }), fc.constantFrom(0, 1))),
      str,
      fc.oneof(fc.constant(0), fc.tuple(fc.array(int, { maxLength: 3 }), int, fc.constantFrom(0, 1))),
      fc.array(note, { maxLength: 2 }), fc.array(tag, { maxLength: 10 }),
    );
    const stat = fc.tuple(str, real);
    const round = fc.tuple(
      fc.oneof(fc.constantFrom('spelljammer', 'bcb-d20', 'a-b'), hostileString), str, fc.oneof(fc.nat(8.64e15), fc.constantFrom(8.64e15 + 1000, 2 ** 52)),
      fc.array(entry, { maxLength: 4 }), fc.array(stat, { maxLength: 2 }), fc.array(stat, { maxLength: 2 }),
      fc.array(note, { maxLength: 2 }), fc.array(note, { maxLength: 2 }),
      // The proof (formats 3, 4 and 6): packed fields are fixed-width hex and code characters, so only
      // out-of-bounds numbers and lists can be hostile once read back.
      fc.oneof(fc.constant(0), fc.tuple(
        fc.constantFrom('0a1b2c3d', 'ffffffff'), fc.oneof(fc.nat(1200), fc.constant(2 ** 40)),
        fc.constantFrom('00112233445566778899aabbccddeeff', 'f'.repeat(32)), fc.constantFrom('K7QFA', '00000', 'ZZZZZ'),
        fc.array(fc.oneof(fc.constantFrom(6, 20, 100), fc.nat(20_000)), { maxLength: 8 }), fc.array(fc.nat(6000), { maxLength: 4 }),
        fc.constantFrom('0011223344556677', 'ffffffffffffffff'),
        // Format 4: the inputs a round was rolled from (any bytes: the GM's check reads them).
        fc.oneof(fc.constant(''), fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join(''))),
        // Format 6: the rules version it was rolled with (0 when not said; past the bound is refused).
        fc.oneof(fc.nat(3), fc.constant(65_536), fc.constant(2 ** 40)),
      )),
    );
    const input = fc.oneof(round, fc.constant(compactRound())).map((c) => payloadOfCompact(c));
    await fc.assert(fc.asyncProperty(batchOf(input, BATCH), checkBatch), { seed: seedFor(703), numRuns: runs(500) });
  }, TIMEOUT);
});
