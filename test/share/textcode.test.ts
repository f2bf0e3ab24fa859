import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BitReader, BitWriter } from '../../src/share/codec/bits';
import { readText, writeText } from '../../src/share/codec/textcode';

function roundTrip(s: string): { text: string; bits: number } {
  const w = new BitWriter();
  writeText(w, s);
  const bytes = w.finish();
  return { text: readText(new BitReader(bytes), 10_000), bits: bytes.length * 8 };
}

describe('text code of labels and notes', () => {
  it('round-trips any Unicode text, astral characters included', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
      expect(roundTrip(s).text).toBe(s);
    }), { seed: 7, numRuns: 1000 });
  }, 30_000); // about 1 s of CPU; the default 5 s ran out on a loaded 2-core machine

  it('stores English rule text in well under 8 bits a character', () => {
    const s = 'Roll on your grievous wound table; target armour PROT -1.';
    expect(roundTrip(s).bits / s.length).toBeLessThan(5.5);
  });

  it('stores a band summary with its · and ≤ signs compactly', () => {
    const s = 'need 72 · crit ≤11 · griev ≤4';
    expect(roundTrip(s).text).toBe(s);
    expect(roundTrip(s).bits).toBeLessThan(s.length * 6);
  });

  it('refuses a text longer than the limit instead of building it', () => {
    const w = new BitWriter();
    writeText(w, 'x'.repeat(50));
    expect(() => readText(new BitReader(w.finish()), 20)).toThrow(/at most 20 characters/);
  });

  it('numbers: small values are short and large ones survive', () => {
    for (const n of [0, 1, 72, -7, 2 ** 31, -(2 ** 31)]) {
      const w = new BitWriter();
      w.sint(n);
      expect(new BitReader(w.finish()).sint()).toBe(n);
    }
    const w = new BitWriter();
    w.uint(1_795_376_527, 30);
    expect(new BitReader(w.finish()).uint(30)).toBe(1_795_376_527);
  });
});
