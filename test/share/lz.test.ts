import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lzPack, lzUnpack } from '../../src/share/codec/lz';

describe('LZ77 of the transfer codes', () => {
  it('gives back any bytes exactly', () => {
    fc.assert(fc.property(fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.json().map((j) => new TextEncoder().encode(j.repeat(3)))), (data) => {
      expect(lzUnpack(lzPack(data), data.length)).toEqual(data);
    }), { seed: 17, numRuns: 500 });
  }, 30_000);

  it('shrinks the repeated keys of a character JSON', () => {
    const json = JSON.stringify({ weapons: Array.from({ length: 6 }, (_, i) => ({ name: `Weapon ${i}`, sc: 50 + i, damage: '1d8+1', kind: 'melee' })) });
    const data = new TextEncoder().encode(json);
    expect(lzPack(data).length).toBeLessThan(data.length * 0.5);
  });

  it('refuses data that says it expands past the limit, points before the start, or runs short', () => {
    expect(() => lzUnpack(lzPack(new Uint8Array(5000)), 4096)).toThrow(/at most 4096 bytes after decompression, but the data says 5000/);
    // length 4, then a match token (1), length 3 (uint 0 of order 1: "10"), distance 1 ("100000"): nothing to copy yet.
    expect(() => lzUnpack(Uint8Array.from([0b00101110, 0b10000000]), 100)).toThrow(/within the 0 bytes so far/);
    expect(() => lzUnpack(lzPack(new TextEncoder().encode('hello world')).subarray(0, 4), 100)).toThrow(/data ends/);
  });
});
