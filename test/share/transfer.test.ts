import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { createTransferAssembler, encodeTransfer, TRANSFER_PART_CHARS, type TransferProgress } from '../../src/share/transfer/transfer';
import { qrCodes, qrMatrix } from '../../src/share/qr/qr';
import { deflateSync } from 'fflate';
import { lzPack } from '../../src/share/codec/lz';
import { transferOfBytes } from './craft';

/** A stored character as the storage code keeps it: a Spelljammer sheet with weapons and notes. */
const brannoc = {
  v: 1,
  id: '3f9c2a7be01d44c5a9e8f210',
  rulesetId: 'spelljammer',
  updatedAt: Date.UTC(2026, 10, 22, 18, 0, 0),
  data: {
    name: 'Brannoc Ironvale',
    im: 2, attacksPerRound: 5, def: 38, defShield: 8, prot: 4, con: 16, maxHp: 48, currentHp: 41,
    weapons: [
      { name: 'Longsword', sc: 72, damage: '1d8+4', kind: 'melee' },
      { name: 'Longbow of the western marches', sc: 55, damage: '1d6+1', kind: 'bow', arrows: 18 },
      { name: 'Dagger (thrown)', sc: 60, damage: '1d4', kind: 'thrown' },
    ],
    notes: 'Owes the harbour master 40 gp. Ring of warmth (no combat effect). Grievous wounds so far: left arm (−10 SC until healed). Speaks Elvish, Dwarvish and a little Giff. — «Ferro» is his horse’s name.',
  },
};

function takeAll(codes: readonly string[]): TransferProgress[] {
  const a = createTransferAssembler();
  return codes.map((c) => a.add(c));
}

const last = <T>(xs: readonly T[]) => xs[xs.length - 1];

describe('moving a character by QR codes', () => {
  it('splits a character over a few codes, each fitting a version 10 QR code at M', () => {
    const codes = encodeTransfer(brannoc);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(codes.length).toBeLessThanOrEqual(6);
    codes.forEach((c, i) => {
      expect(c).toMatch(new RegExp(`^RCT1:${i + 1}/${codes.length}:[0-9A-Z]{7}:[0-9A-Z $%*+\\-./:]+$`));
      expect(c.length).toBeLessThanOrEqual(TRANSFER_PART_CHARS);
      expect(qrMatrix(c).version).toBeLessThanOrEqual(10);
    });
  });

  it('a code drawn as SVG reads back to its exact text', () => {
    const codes = encodeTransfer(brannoc);
    const { svg } = qrCodes(codes)[1];
    const size = Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
    const scale = 4;
    const width = size * scale;
    const data = new Uint8ClampedArray(width * width * 4).fill(255);
    for (const m of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      const [x, y, run] = [Number(m[1]), Number(m[2]), Number(m[3])];
      for (let py = y * scale; py < (y + 1) * scale; py++) {
        for (let px = x * scale; px < (x + run) * scale; px++) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
    expect(jsQR(data, width, width)?.data).toBe(codes[1]);
  });

  it('the codes taken in any order, some twice, count up and give back the same character', () => {
    const codes = encodeTransfer(brannoc);
    const order = [codes[2], codes[0], codes[0], ...codes.slice(3), codes[1], codes[1]];
    const steps = takeAll(order);
    const n = codes.length;
    expect(steps.slice(0, 3)).toEqual([
      { ok: true, have: 1, total: n, done: false },
      { ok: true, have: 2, total: n, done: false },
      { ok: true, have: 2, total: n, done: false },
    ]);
    expect(steps[steps.length - 2]).toEqual({ ok: true, have: n, total: n, done: true, record: brannoc });
    expect(last(steps)).toEqual({ ok: true, have: n, total: n, done: true, record: brannoc });
  });

  it('a small character fits one code', () => {
    const codes = encodeTransfer({ v: 1, data: { name: 'Vex' } });
    expect(codes).toHaveLength(1);
    expect(takeAll(codes)).toEqual([{ ok: true, have: 1, total: 1, done: true, record: { v: 1, data: { name: 'Vex' } } }]);
  });

  it('the same character gives the same codes; another character gets another transfer id', () => {
    const [a, b] = [encodeTransfer(brannoc), encodeTransfer(brannoc)];
    expect(b).toEqual(a);
    const other = encodeTransfer({ ...brannoc, data: { ...brannoc.data, currentHp: 40 } });
    expect(other[0].split(':')[2]).not.toBe(a[0].split(':')[2]);
  });

  /** A refusal as one text: the player's sentence, then its detail (shown under "Details"). */
  const told = <T extends { ok: boolean }>(r: T) => {
    if (r.ok) return r;
    const f = r as unknown as { message: string; detail?: string };
    expect(f.message).not.toMatch(/base45|checksum|payload|bytes|json|decompress/i);
    return { ok: false, message: f.detail ? `${f.message} (${f.detail})` : f.message };
  };

  it('a code of another transfer is refused and the parts taken so far stay', () => {
    const codes = encodeTransfer(brannoc);
    const other = encodeTransfer({ ...brannoc, data: { ...brannoc.data, name: 'Vex' } });
    const a = createTransferAssembler();
    expect(a.add(codes[0])).toMatchObject({ ok: true, have: 1 });
    const refused = told(a.add(other[1]));
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/another character being sent; keep scanning the \d+ codes/) });
    const steps = codes.slice(1).map((c) => a.add(c));
    expect(last(steps)).toMatchObject({ ok: true, done: true, record: brannoc });
  });

  it('a damaged code names its number and is not taken; scanning it again completes the transfer', () => {
    const codes = encodeTransfer(brannoc);
    const a = createTransferAssembler();
    a.add(codes[0]);
    const i = 40;
    const damaged = codes[1].slice(0, i) + (codes[1][i] === 'A' ? 'B' : 'A') + codes[1].slice(i + 1);
    expect(told(a.add(damaged))).toEqual({ ok: false, message: `Code 2 of ${codes.length} is cut short or damaged: scan it again. (checksum does not match)` });
    expect(told(a.add(codes[1].slice(0, -5)))).toMatchObject({ ok: false, message: expect.stringMatching(/^Code 2 of \d+ is cut short or damaged/) });
    expect(a.add(codes[0])).toMatchObject({ ok: true, have: 1 });
    expect(last(codes.slice(1).map((c) => a.add(c)))).toMatchObject({ ok: true, done: true, record: brannoc });
  });

  it.each([
    ['a round code', 'RC2:ABC', /code of a rolled round \(for the GM screen\), not of a character/],
    ['a newer transfer format', 'RCT2:1/1:0000000:AB', /newer version of Rollcall.*\(transfer format 2; this app reads 1\)/],
    ['a web address', 'https://example.com', /not a Rollcall character code\. \(expected text starting with "RCT1:"/],
    ['a broken header', 'RCT1:1-3:ABC:DEF', /damaged: scan it again\. \(expected "RCT1:<part>\/<total>:<id>:<data>"/],
    ['part 4 of 3', 'RCT1:4/3:0000000:AB', /expected part 1 to 3 of 3, but it says part 4/],
    ['a 10 MB text', 'RCT1:' + 'A'.repeat(10_000_000), /expected at most 311 characters, but received 10000005/],
  ])('%s is refused with a message', (_what, text, message) => {
    expect(told(createTransferAssembler().add(text))).toEqual({ ok: false, message: expect.stringMatching(message) });
  });

  it('codes whose whole is not JSON, or holds a "__proto__" key, are refused and pollute nothing', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(told(last(takeAll(transferOfBytes(bytes('{"name": "Vex", '))))!))
      .toEqual({ ok: false, message: expect.stringMatching(/^These codes do not make a whole character: start the transfer again\. \(expected JSON data/) });
    const hostile = '{"data":{"__proto__":{"polluted":true}},"constructor":{"prototype":{"polluted":true}}}';
    expect(last(takeAll(transferOfBytes(bytes(hostile), { chunk: 20 }))))
      .toEqual({ ok: false, message: 'These codes do not hold a character: expected plain data, but it holds a "__proto__" key.' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(last(takeAll(transferOfBytes(bytes('['.repeat(100) + ']'.repeat(100))))))
      .toEqual({ ok: false, message: expect.stringMatching(/nested at most 64 deep/) });
    expect(last(takeAll(transferOfBytes(bytes('{"maxHp":1e400}')))))
      .toEqual({ ok: false, message: 'These codes do not hold a character: expected finite numbers, but received Infinity.' });
  });

  it('repetitive data travels compressed, and a few codes that expand past 64 KB are refused', () => {
    const round = { entries: Array.from({ length: 5 }, (_, i) => ({ id: `a${i + 1}`, kind: 'attack', label: `Longsword, attack ${i + 1}`, check: { face: 30 + i, need: 72, outcome: 'hit', label: 'Hit' }, notes: [{ label: 'Initiative', text: '1d10 plus IM 2' }] })) };
    const withRound = { ...brannoc, last: round };
    const plain = new TextEncoder().encode(JSON.stringify(withRound)).length;
    const codes = encodeTransfer(withRound);
    expect(codes.length).toBeLessThan(Math.ceil(plain / 190) * 0.7);
    expect(last(takeAll(codes))).toMatchObject({ done: true, record: withRound });
    const bomb = transferOfBytes(deflateSync(new Uint8Array(200_000).fill(32), { level: 9 }), { method: 2 });
    expect(bomb.length).toBeLessThanOrEqual(2);
    expect(told(last(takeAll(bomb))!))
      .toEqual({ ok: false, message: expect.stringMatching(/does not decompress: expected at most 65536 bytes after decompression, but it expands past them\)/) });
    expect(told(last(takeAll(transferOfBytes(deflateSync(new Uint8Array(65_536).fill(32)), { method: 2 })))!))
      .toEqual({ ok: false, message: expect.stringMatching(/^These codes do not make a whole character: start the transfer again\. \(expected JSON data: /) });
    expect(told(last(takeAll(transferOfBytes(Uint8Array.from([1, 2, 3, 250]), { method: 2 })))!))
      .toEqual({ ok: false, message: expect.stringMatching(/^These codes do not make a whole character: start the transfer again\. \(the data does not decompress: /) });
    expect(told(last(takeAll(transferOfBytes(new Uint8Array([7, 1, 2]), { method: null })))!))
      .toEqual({ ok: false, message: 'These codes do not make a whole character: start the transfer again. (expected data method 0, 1 or 2, but received 7)' });
  });

  it('codes from a phone of an earlier build (its LZ77, method 1) still move the character', () => {
    const older = transferOfBytes(lzPack(new TextEncoder().encode(JSON.stringify(brannoc))), { method: 1 });
    expect(last(takeAll(older))).toMatchObject({ done: true, record: brannoc });
    const bomb = transferOfBytes(lzPack(new Uint8Array(200_000).fill(32)), { method: 1 });
    expect(told(last(takeAll(bomb))!))
      .toEqual({ ok: false, message: expect.stringMatching(/does not decompress: \(?expected at most 65536 bytes after decompression, but the data says 200000\)/) });
  });

  it('codes with a wrong transfer id do not make a whole', () => {
    const codes = transferOfBytes(new TextEncoder().encode('{"name":"Vex"}'), { id: 'ZZZZZZZ' });
    expect(takeAll(codes).map(told)).toEqual([{ ok: false, message: expect.stringMatching(/do not make a whole character: start the transfer again\. \(combined checksum .* not ZZZZZZZ\)/) }]);
  });

  it('refuses, with a message, a record that is not plain JSON data or too large for QR codes', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => encodeTransfer(cyclic)).toThrow(/Cannot move this character: expected plain JSON data/);
    expect(() => encodeTransfer(10n)).toThrow(/expected plain JSON data/);
    expect(() => encodeTransfer(undefined)).toThrow(/expected plain JSON data, but received undefined/);
    expect(() => encodeTransfer(JSON.parse('{"__proto__":{"x":1}}'))).toThrow(/"__proto__" key/);
    expect(() => encodeTransfer({ notes: 'x'.repeat(70_000) })).toThrow(/expected at most 65536 bytes of data, but it has 70012; use a backup file/);
    // Text that does not compress: a fixed pseudo-random run of letters and digits (mulberry32,
    // whose runs DEFLATE finds no repeats in, unlike a plain LCG's low bits).
    let seed = 7;
    const next = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) % 36;
    };
    const noise = Array.from({ length: 40_000 }, () => next().toString(36)).join('');
    expect(() => encodeTransfer({ notes: noise })).toThrow(/needs \d+ codes, and at most 99 are allowed .*backup file/);
  });
});
