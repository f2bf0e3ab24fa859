/**
 * The seal of a verified round's code (payload format 3): the first 8 bytes of
 * HMAC-SHA256(key = the round's secret, "rollcall-seal-v1" 0 ‖ the JSON of the compact round
 * with its proof but without the seal), as 16 hex digits. It ties every field the GM reads
 * (names, needs, totals, notes) to the dice, so a code edited after rolling fails even where
 * the edited number is not a die face. Whoever holds the secret can seal again, so the seal
 * adds nothing against a player who rewrites the app; the faces check (proof.ts) is what
 * stops chosen dice.
 */
import { concat, hmacSha256 } from '../codec/crypto';
import { fromHex, toHex } from '../codec/hex';

/** Bytes of the seal. */
export const SEAL_BYTES = 8;

/**
 * The seal of `sealed` (the compact round whose proof tuple has no seal) under `secretHex`.
 * @throws Error for a secret that is not 32 hex digits; NoWebCryptoError without Web Crypto.
 */
export async function sealOf(secretHex: string, sealed: unknown): Promise<string> {
  const sign = await hmacSha256(fromHex(secretHex, 16));
  return toHex((await sign(concat('rollcall-seal-v1\0', JSON.stringify(sealed)))).slice(0, SEAL_BYTES));
}
