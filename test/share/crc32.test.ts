import { describe, expect, it } from 'vitest';
import { crc32, crc32Prefixed } from '../../src/share/codec/crc32';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('CRC-32 of the codes', () => {
  it('is the IEEE CRC-32 that zip and PNG use ("123456789" gives CBF43926)', () => {
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
  });
  it('covers the prefix with the body, so a body under another code\'s prefix fails its check', () => {
    const body = bytes('56789');
    expect(crc32Prefixed('1234', body)).toBe(crc32(bytes('123456789')));
    expect(crc32Prefixed('RC5:', body)).not.toBe(crc32Prefixed('RCJ1:', body));
  });
});
