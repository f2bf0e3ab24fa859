import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, checkCharacter, newRoundCode, parseRoundCode } from '../../src/share/roundCode';

describe("the GM's round code", () => {
  it('is 5 characters of Crockford base 32 whose last is the Luhn mod 32 check', () => {
    for (let i = 0; i < 200; i++) {
      const code = newRoundCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(checkCharacter(code.slice(0, 4))).toBe(code[4]);
      expect(parseRoundCode(code)).toEqual({ ok: true, code });
    }
  });

  it('reads what a player types: lower case, spaces, dashes, O for 0, I and L for 1, the QR prefix', () => {
    const code = newRoundCode([0, 1, 24, 5]); // "01S5" + check
    const typed = code.toLowerCase().replace('0', 'o').replace('1', 'l');
    expect(parseRoundCode(` ${typed.slice(0, 2)}-${typed.slice(2)} `)).toEqual({ ok: true, code });
    expect(parseRoundCode(`RCR1:${code}`)).toEqual({ ok: true, code });
  });

  it('catches every single mistyped character', () => {
    const code = newRoundCode([7, 19, 3, 30]);
    for (let i = 0; i < 5; i++) {
      for (const c of CODE_ALPHABET) {
        if (c === code[i]) continue;
        const typo = code.slice(0, i) + c + code.slice(i + 1);
        expect(parseRoundCode(typo), typo).toEqual({ ok: false, message: expect.stringMatching(/typo/) });
      }
    }
  });

  it('catches most swaps of two neighbouring characters', () => {
    let swaps = 0;
    let caught = 0;
    for (let n = 0; n < 400; n++) {
      const code = newRoundCode([n % 32, (n * 7) % 32, (n * 13) % 32, (n * 29) % 32]);
      for (let i = 0; i < 4; i++) {
        if (code[i] === code[i + 1]) continue;
        swaps++;
        if (!parseRoundCode(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2)).ok) caught++;
      }
    }
    expect(caught / swaps).toBeGreaterThan(0.9);
  });

  it('says what is wrong with a code of the wrong length or with a letter outside the alphabet', () => {
    expect(parseRoundCode('K7Q')).toEqual({ ok: false, message: 'A round code has 5 characters, but this has 3.' });
    expect(parseRoundCode('K7QU3')).toEqual({ ok: false, message: expect.stringMatching(/"U"/) });
  });
});
