/**
 * Bit-level writer and reader for the packed payload body. Numbers use exponential-Golomb
 * codes (small values take few bits: 0 takes 1 bit, 72 takes 13), so a round's many small
 * integers cost about a byte each.
 */

/** The packed data ended early, or a code was longer than any valid one. */
export class BitsError extends Error {
  override name = 'BitsError';
}

/** Appends bits, most significant first, to a growing byte array. */
export class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private used = 0;

  /** Writes the low `count` bits of a non-negative integer (count <= 53), most significant first. */
  bits(value: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | (Math.floor(value / 2 ** i) % 2);
      if (++this.used === 8) {
        this.bytes.push(this.acc);
        this.acc = 0;
        this.used = 0;
      }
    }
  }

  bit(on: boolean | number): void {
    this.bits(on ? 1 : 0, 1);
  }

  /**
   * Exponential-Golomb code of order `k` of a non-negative integer below 2^52.
   * @throws BitsError for any other number (NaN or Infinity would otherwise never end).
   */
  uint(n: number, k = 0): void {
    if (!Number.isSafeInteger(n) || n < 0 || n >= 2 ** 52) throw new BitsError(`expected a whole number from 0 to 2^52 to write, but received ${n}`);
    const q = Math.floor(n / 2 ** k) + 1;
    const len = Math.floor(Math.log2(q)) + 1;
    this.bits(0, len - 1);
    this.bits(q, len);
    this.bits(n % 2 ** k, k);
  }

  /** A signed integer, zigzag-mapped (0, -1, 1, -2 ... -> 0, 1, 2, 3 ...), then coded as uint(k). */
  sint(n: number, k = 0): void {
    this.uint(n >= 0 ? 2 * n : -2 * n - 1, k);
  }

  /** A float64, for the rare non-integer stat value or order key. */
  float(x: number): void {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, x);
    for (let i = 0; i < 8; i++) this.bits(view.getUint8(i), 8);
  }

  /** The bytes written, the last padded with zero bits. */
  finish(): Uint8Array {
    const out = [...this.bytes];
    if (this.used) out.push(this.acc << (8 - this.used));
    return Uint8Array.from(out);
  }
}

/** Reads what BitWriter wrote; every read past the end throws BitsError. */
export class BitReader {
  private pos = 0;
  constructor(private readonly data: Uint8Array) {}

  get remaining(): number {
    return this.data.length * 8 - this.pos;
  }

  bits(count: number): number {
    if (count > this.remaining) throw new BitsError(`expected ${count} more bits, but the data ends after ${this.remaining}`);
    let v = 0;
    for (let i = 0; i < count; i++, this.pos++) {
      v = v * 2 + ((this.data[this.pos >> 3] >> (7 - (this.pos & 7))) & 1);
    }
    return v;
  }

  bit(): boolean {
    return this.bits(1) === 1;
  }

  uint(k = 0): number {
    let zeros = 0;
    while (!this.bit()) {
      if (++zeros > 40) throw new BitsError('expected a number code, but found over 40 zero bits');
    }
    const q = 2 ** zeros + this.bits(zeros);
    return (q - 1) * 2 ** k + this.bits(k);
  }

  sint(k = 0): number {
    const z = this.uint(k);
    return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
  }

  float(): number {
    const view = new DataView(new ArrayBuffer(8));
    for (let i = 0; i < 8; i++) view.setUint8(i, this.bits(8));
    return view.getFloat64(0);
  }
}
