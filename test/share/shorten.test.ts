import { describe, expect, it } from 'vitest';
import { shorten } from '../../src/share/round/compact';

describe('shortening text to fit the QR code', () => {
  it('leaves text within the limit alone', () => {
    expect(shorten('Longsword, attack 1', 80)).toBe('Longsword, attack 1');
  });

  it('cuts notes at the end with an ellipsis, within the limit', () => {
    expect(shorten('Roll on your grievous wound table', 12)).toBe('Roll on you…');
  });

  it('cuts labels in the middle so the attack number survives', () => {
    const s = shorten('Two-handed sword, attack 2', 14, true);
    expect(s).toBe('Two-han…tack 2');
    expect(s.length).toBe(14);
  });

  it('never splits an emoji (a surrogate pair)', () => {
    expect(shorten('😀😀😀', 4)).toBe('😀…');
  });

  it('turns control characters into spaces', () => {
    expect(shorten('a\nb\tc', 10)).toBe('a b c');
  });
});
