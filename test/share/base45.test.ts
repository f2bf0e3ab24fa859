import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Base45Error, decodeBase45, encodeBase45 } from '../../src/share/codec/base45';
import { crc32 } from '../../src/share/codec/crc32';

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe('Base45 (RFC 9285)', () => {
  it.each([
    { input: 'AB', encoded: 'BB8' }, // RFC 9285 section 4.3
    { input: 'Hello!!', encoded: '%69 VD92EX0' },
    { input: 'base-45', encoded: 'UJCLQE7W581' },
    { input: 'ietf!', encoded: 'QED8WEX0' },
  ])('"$input" encodes to "$encoded" and back', ({ input, encoded }) => {
    expect(encodeBase45(bytes(input))).toBe(encoded);
    expect(text(decodeBase45(encoded))).toBe(input);
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (b) => {
        expect([...decodeBase45(encodeBase45(b))]).toEqual([...b]);
      }),
      { seed: 45, numRuns: 500 },
    );
  });

  it('rejects a length of 3n+1 with the length in the message', () => {
    expect(() => decodeBase45('BB8B')).toThrow(/3n or 3n\+2 characters, but received 4/);
  });

  it('rejects a character outside the alphabet, naming it', () => {
    expect(() => decodeBase45('bb8')).toThrow(Base45Error);
    expect(() => decodeBase45('BB8=A')).toThrow(/received "="/);
  });

  it('rejects a group above 65535 (":::" is 91124) and a final pair above 255', () => {
    expect(() => decodeBase45(':::')).toThrow(/above the largest 2-byte value/);
    expect(() => decodeBase45('::')).toThrow(/above the largest byte value/);
  });
});

describe('CRC-32', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
  });
});
