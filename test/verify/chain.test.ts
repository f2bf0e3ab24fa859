import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chainStep, commitmentOf, linkAt, linkMatches } from '../../src/verify/chain';
import { fromHex, toHex } from '../../src/share/codec/hex';

/** The chain step computed by another implementation (node:crypto), from the scheme's definition. */
const nodeStep = (x: Uint8Array) => new Uint8Array(createHash('sha256').update('rollcall-chain-v1').update(x).digest().subarray(0, 16));

const seed = fromHex('000102030405060708090a0b0c0d0e0f');

describe('the evening hash chain (README, Verified rolls)', () => {
  it('one step is the first 16 bytes of SHA-256("rollcall-chain-v1" ‖ link), as node:crypto computes it', async () => {
    expect(toHex(await chainStep(seed))).toBe(toHex(nodeStep(seed)));
  });

  it('the commitment is the seed hashed `length` times', async () => {
    let x = seed;
    for (let i = 0; i < 7; i++) x = nodeStep(x);
    expect(toHex(await commitmentOf(seed, 7))).toBe(toHex(x));
  });

  it("round j's link hashes j times to the commitment, and only j times", async () => {
    const c = await commitmentOf(seed, 12);
    for (let j = 1; j <= 12; j++) {
      const link = await linkAt(seed, 12, j);
      expect(await linkMatches(link, j, c)).toBe(true);
      expect(await linkMatches(link, j + 1, c)).toBe(false);
      if (j > 1) expect(await linkMatches(link, j - 1, c)).toBe(false);
    }
  });

  it('each round reveals a new link, and the earlier one is the hash of the later', async () => {
    const l3 = await linkAt(seed, 12, 3);
    const l4 = await linkAt(seed, 12, 4);
    expect(toHex(await chainStep(l4))).toBe(toHex(l3));
    expect(toHex(l4)).not.toBe(toHex(l3));
  });

  it('refuses a round outside the chain', async () => {
    expect(() => linkAt(seed, 12, 13)).toThrow(/from 1 to 12, but received 13/);
    expect(() => linkAt(seed, 12, 0)).toThrow(RangeError);
    expect(await linkMatches(seed, 0, seed)).toBe(false);
    expect(await linkMatches(seed, 5000, seed)).toBe(false);
  });
});
