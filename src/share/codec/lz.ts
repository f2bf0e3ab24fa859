/**
 * A small LZ77 for the transfer codes (transfer.ts), synchronous so the receiving phone can
 * rebuild a record the moment its last code is read (the platform's DEFLATE is asynchronous).
 * JSON repeats its keys and structure, so a stored character with its round shrinks to about
 * half. Layout (bits.ts codes): the output length (exp-Golomb), then tokens until that many
 * bytes are out: `0` and a byte (a literal), or `1`, the match length minus 3 (exp-Golomb,
 * order 1) and the distance back minus 1 (exp-Golomb, order 5).
 */
import { BitReader, BitsError, BitWriter } from './bits';

const MIN_MATCH = 3;
const MAX_MATCH = 258;
const WINDOW = 8192;
/** Earlier positions tried per match, newest first: enough for a few KB of JSON. */
const CHAIN = 48;

/** Compresses bytes (deterministic: the same input always gives the same output). */
export function lzPack(data: Uint8Array): Uint8Array {
  const out = new BitWriter();
  out.uint(data.length);
  // Hash chains of 3-byte prefixes: head[h] is the newest position with hash h, prev[i] the one before i.
  const head = new Int32Array(1 << 15).fill(-1);
  const prev = new Int32Array(data.length).fill(-1);
  const hash = (i: number) => ((data[i] << 10) ^ (data[i + 1] << 5) ^ data[i + 2]) & 0x7fff;
  const remember = (i: number) => {
    if (i + MIN_MATCH > data.length) return;
    const h = hash(i);
    prev[i] = head[h];
    head[h] = i;
  };
  for (let i = 0; i < data.length; ) {
    let best = 0;
    let dist = 0;
    let j = i + MIN_MATCH <= data.length ? head[hash(i)] : -1;
    for (let c = 0; j >= 0 && c < CHAIN && i - j <= WINDOW; c++, j = prev[j]) {
      let n = 0;
      while (n < MAX_MATCH && i + n < data.length && data[j + n] === data[i + n]) n++;
      if (n > best) [best, dist] = [n, i - j];
    }
    if (best >= MIN_MATCH) {
      out.bit(1);
      out.uint(best - MIN_MATCH, 1);
      out.uint(dist - 1, 5);
      for (let k = 0; k < best; k++) remember(i + k);
      i += best;
    } else {
      out.bit(0);
      out.bits(data[i], 8);
      remember(i);
      i++;
    }
  }
  return out.finish();
}

/**
 * Decompresses what lzPack wrote.
 * @throws BitsError when the data ends early, a distance points before the start, the stated
 * length is above `maxBytes`, or bytes are left over.
 */
export function lzUnpack(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const input = new BitReader(bytes);
  const n = input.uint();
  if (n > maxBytes) throw new BitsError(`expected at most ${maxBytes} bytes after decompression, but the data says ${n}`);
  const out = new Uint8Array(n);
  let o = 0;
  while (o < n) {
    if (!input.bit()) {
      out[o++] = input.bits(8);
      continue;
    }
    const len = input.uint(1) + MIN_MATCH;
    const dist = input.uint(5) + 1;
    if (dist > o) throw new BitsError(`expected a match within the ${o} bytes so far, but it reaches ${dist} back`);
    if (o + len > n) throw new BitsError(`expected ${n} bytes in all, but a match runs past them`);
    for (let k = 0; k < len; k++, o++) out[o] = out[o - dist];
  }
  if (input.remaining >= 8) throw new BitsError(`expected the data to end, but ${input.remaining} bits remain`);
  return out;
}
