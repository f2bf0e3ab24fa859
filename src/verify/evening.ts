/**
 * The player's side of verified table mode: the evening's chain, kept on the phone,
 * and rolling a round with dice derived from this round's link and the GM's round code.
 */
import type { Dice } from '../engine/dice';
import type { PlanInput, RollProof, RoundResult, Ruleset } from '../engine/ruleset';
import { canonicalInputs } from './inputs';
import { CHAIN_LENGTH, LINK_BYTES, commitmentOf, linkAt } from './chain';
import { rollDerived } from './derive';
import { fromHex, toHex } from '../share/codec/hex';
import { encodeJoinCode, MAX_SHEETS, type JoinCode } from './join';
import { matchFaces, shownFaces } from './proof';

/**
 * A phone's evening in verified table mode, as stored. `link` is the last round of the chain
 * used (0 before the first roll) and `code` the round code it was used with: rolling again
 * with that code uses the same link (the same dice); a new code takes the next link.
 */
export interface Evening {
  /** The phone's id at the table: 8 hex digits. */
  readonly id: string;
  /** The chain's seed, never shown: 32 hex digits. */
  readonly seed: string;
  /** Rounds in the chain. */
  readonly length: number;
  /** H^length(seed): 32 hex digits, in the join code. */
  readonly commitment: string;
  readonly link: number;
  readonly code: string;
  /** The name on the join code. */
  readonly label: string;
  /** Milliseconds since 1970. */
  readonly startedAt: number;
  /** Digests of the sheets and table options the phone's characters roll from, committed in the join code (src/verify/sheet.ts); absent when none. */
  readonly sheets?: readonly string[];
}

/** Thrown when every round of the chain is used: the player joins again with a new one. */
export class ChainUsedUpError extends Error {
  override name = 'ChainUsedUpError';
  constructor(length: number) {
    super(`All ${length} rounds of this evening's chain are used: start a new evening and show the GM the new join code.`);
  }
}

/**
 * A new evening: a random seed (Web Crypto, or `seed` for tests), its commitment, a random id,
 * and the digests of the sheets it commits to (`sheets`, at most MAX_SHEETS; src/verify/sheet.ts).
 * @throws NoWebCryptoError without Web Crypto.
 */
export async function startEvening(label: string, now: number, opts: { seed?: Uint8Array; id?: Uint8Array; length?: number; sheets?: readonly string[] } = {}): Promise<Evening> {
  const seed = opts.seed ?? globalThis.crypto.getRandomValues(new Uint8Array(LINK_BYTES));
  const id = opts.id ?? globalThis.crypto.getRandomValues(new Uint8Array(4));
  const length = opts.length ?? CHAIN_LENGTH;
  const commitment = toHex(await commitmentOf(seed, length));
  const sheets = (opts.sheets ?? []).slice(0, MAX_SHEETS);
  return { id: toHex(id), seed: toHex(seed), length, commitment, link: 0, code: '', label, startedAt: now, ...(sheets.length ? { sheets } : {}) };
}

/** What the join code carries for an evening. */
export const joinOf = (e: Evening): JoinCode => ({ id: e.id, length: e.length, commitment: e.commitment, label: e.label, ...(e.sheets?.length ? { sheets: e.sheets } : {}) });

/** The join code's text for an evening. */
export const joinCodeOf = (e: Evening): string => encodeJoinCode(joinOf(e));

/** The link a roll with `code` uses: the current one for the same code, else the next. */
export function linkFor(e: Evening, code: string): number {
  return e.link > 0 && e.code === code ? e.link : e.link + 1;
}

/**
 * Rolls a round in verified mode: `run` (the ruleset's pure roll) gets dice derived from the
 * link for `code` and the character's name, and the result carries its RollProof. The evening
 * comes back with that link used: store it before showing the result.
 * @throws ChainUsedUpError when the chain is used up; NoWebCryptoError; what `run` throws.
 */
export async function rollVerified(e: Evening, code: string, character: string, run: (dice: Dice) => RoundResult): Promise<{ evening: Evening; result: RoundResult }> {
  const link = linkFor(e, code);
  if (link > e.length) throw new ChainUsedUpError(e.length);
  const secret = await linkAt(fromHex(e.seed, LINK_BYTES), e.length, link);
  const rolled = await rollDerived(secret, code, character, run);
  const result = rolled.value;
  const proof: RollProof = {
    player: e.id,
    link,
    secret: toHex(secret),
    code,
    draws: [...rolled.sides],
    manual: [...matchFaces(shownFaces(result), rolled.faces).unmatched],
  };
  return { evening: { ...e, link, code }, result: { ...result, proof } };
}

/**
 * Rolls a ruleset's round in verified mode from `input` as the GM's phone will read it (the
 * canonical inputs, src/verify/inputs.ts): plans and rolls with the derived dice, and puts the
 * inputs' bytes and the rules version (`Ruleset.rulesVersion`) in the proof, so the GM's phone
 * can roll the same round again and compare, and say when its rules are another version.
 * @throws InputsError for inputs outside their schemas; as {@link rollVerified} otherwise.
 */
export async function rollVerifiedRound(e: Evening, code: string, rs: Ruleset, input: PlanInput, at: number): Promise<{ evening: Evening; result: RoundResult }> {
  const canon = canonicalInputs(rs, input);
  const plan = rs.plan(canon.input);
  const rolled = await rollVerified(e, code, plan.character, (dice) => rs.roll(plan, dice, at, canon.input));
  return { evening: rolled.evening, result: { ...rolled.result, proof: { ...rolled.result.proof!, draws: [], manual: [], inputs: toHex(canon.bytes), rules: rs.rulesVersion ?? 1 } } };
}
