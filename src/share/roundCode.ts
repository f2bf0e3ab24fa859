/**
 * The GM's round code (verified table mode): four random characters and a check
 * character, five in all, in Crockford's base 32 (no I, L, O or U, so nothing reads two
 * ways). The check character is Luhn mod 32, which catches any single wrong character and
 * most swaps of two neighbours: a typo is refused before it can spend a round of the
 * player's chain. The QR form is `RCR1:` and the code.
 */

/** Crockford's base 32 alphabet. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters in a round code: 4 random and 1 check. */
export const CODE_LENGTH = 5;
/** Prefix of a round code in a QR code. */
export const ROUND_CODE_PREFIX = 'RCR1:';

const N = CODE_ALPHABET.length;

/** The Luhn mod 32 check character for `body` (characters of CODE_ALPHABET). */
export function checkCharacter(body: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    let addend = factor * CODE_ALPHABET.indexOf(body[i]!);
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / N) + (addend % N);
    sum += addend;
  }
  return CODE_ALPHABET[(N - (sum % N)) % N]!;
}

/**
 * A new round code from 4 random characters (Web Crypto, or `random` for tests: 4 numbers
 * 0..31 to use instead).
 */
export function newRoundCode(random?: readonly number[]): string {
  const picks = random ?? Array.from(globalThis.crypto.getRandomValues(new Uint8Array(CODE_LENGTH - 1)), (b) => b & (N - 1));
  const body = picks.map((i) => CODE_ALPHABET[i & (N - 1)]!).join('');
  return body + checkCharacter(body);
}

/** Result of reading a round code typed or scanned by the player. */
export type ParsedCode = { ok: true; code: string } | { ok: false; message: string };

/**
 * Reads a typed or scanned round code: case, spaces and dashes do not matter, O reads as 0 and
 * I or L as 1, and a leading `RCR1:` (the QR form) is dropped.
 * Refuses, with one sentence: a wrong length, a character outside the alphabet, a failed check.
 */
export function parseRoundCode(text: string): ParsedCode {
  let s = text.trim().toUpperCase();
  if (s.startsWith(ROUND_CODE_PREFIX)) s = s.slice(ROUND_CODE_PREFIX.length);
  s = s.replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (s.length !== CODE_LENGTH) {
    return { ok: false, message: `A round code has ${CODE_LENGTH} characters, but this has ${s.length}.` };
  }
  const bad = [...s].find((c) => !CODE_ALPHABET.includes(c));
  if (bad !== undefined) return { ok: false, message: `A round code has letters and digits only (no U), but this has "${bad}".` };
  if (checkCharacter(s.slice(0, -1)) !== s[CODE_LENGTH - 1]) {
    return { ok: false, message: 'This round code has a typo: its last character does not match the others. Check it against the GM\'s screen.' };
  }
  return { ok: true, code: s };
}
