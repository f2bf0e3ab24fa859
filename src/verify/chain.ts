/**
 * The evening's hash chain (verified table mode; scheme in README "Verified rolls").
 * A phone draws a random 16-byte seed and hashes it `length` times: link(length) = seed,
 * link(j - 1) = H(link(j)), and the commitment it shows the GM is link(0) = H^length(seed).
 * Round j of the evening (1, 2, ...) reveals link(j), which hashes j times to the commitment;
 * nobody who holds only link(j - 1) can compute link(j) (SHA-256 preimage resistance), so a
 * round's secret is fixed at joining but unknown to the GM until the player shows it.
 * H(x) = the first 16 bytes of SHA-256("rollcall-chain-v1" ‖ x).
 */
import { concat, sha256 } from '../share/codec/crypto';
import { sameBytes } from '../share/codec/hex';

/** Bytes of a seed, a link and a commitment. */
export const LINK_BYTES = 16;
/** Links (rounds that can be shown) in an evening's chain. */
export const CHAIN_LENGTH = 400;
/** The most rounds a chain may claim: bounds the GM's hashing of a hostile code. */
export const MAX_CHAIN_LENGTH = 1000;

/** One step down the chain: H(x), 16 bytes. */
export async function chainStep(link: Uint8Array): Promise<Uint8Array> {
  return (await sha256(concat('rollcall-chain-v1', link))).slice(0, LINK_BYTES);
}

/** `link` hashed `times` times. */
export async function hashTimes(link: Uint8Array, times: number): Promise<Uint8Array> {
  let x = link;
  for (let i = 0; i < times; i++) x = await chainStep(x);
  return x;
}

/** The commitment of a seed: H^length(seed), link 0. */
export function commitmentOf(seed: Uint8Array, length: number): Promise<Uint8Array> {
  return hashTimes(seed, length);
}

/**
 * The secret of round `j` (1..length): link j = H^(length - j)(seed).
 * @throws RangeError when j is outside 1..length (the chain is used up).
 */
export function linkAt(seed: Uint8Array, length: number, j: number): Promise<Uint8Array> {
  if (!Number.isInteger(j) || j < 1 || j > length) throw new RangeError(`expected a round of the chain from 1 to ${length}, but received ${j}`);
  return hashTimes(seed, length - j);
}

/** Whether `secret` is link `j` of the chain committed to by `commitment`: H^j(secret) = commitment. */
export async function linkMatches(secret: Uint8Array, j: number, commitment: Uint8Array): Promise<boolean> {
  if (!Number.isInteger(j) || j < 1 || j > MAX_CHAIN_LENGTH) return false;
  return sameBytes(await hashTimes(secret, j), commitment);
}
