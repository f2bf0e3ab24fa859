/**
 * The GM's phone rolls a verified round again (payload format 4): the inputs the code carries
 * (sheet, declaration, table options, state; src/verify/inputs.ts) go through the ruleset's
 * own `plan` and `roll` with the dice re-derived from the round's secret, code and name, and
 * the round that gives is compared field by field with the round the code shows. So no field
 * the dice and the declaration decide (need, bands, outcome, damage, initiative, labels,
 * notes) can be edited, no face can move to another attack, no attack can be dropped, and no
 * spare die can be picked from: the rules draw the dice, not the phone.
 */
import type { PlanInput, RoundResult, Ruleset } from '../engine/ruleset';
import { FULL, toCompact, type CompactRound } from '../share/round/compact';
import { SHORTENING } from '../share/round/encode';
import { fromCompact } from '../share/round/unpack';
import { rollDerived } from './derive';
import { fromHex } from '../share/codec/hex';
import { decodeInputs } from './inputs';

/** The round rolled again on the GM's phone, and every die it drew. */
export interface Recomputed {
  /** As a code carries it, its text shortened by the encoder's step that matches the code shown best. */
  readonly result: RoundResult;
  readonly sides: readonly number[];
  readonly faces: readonly number[];
  /** The inputs the code carries, as read against the ruleset's schemas. */
  readonly input: PlanInput;
}

/** Why a round could not be rolled again: its inputs do not read, or the rules refuse them. */
export class RecomputeError extends Error {
  override name = 'RecomputeError';
}

/**
 * Rolls `shown` (a decoded format 4 round whose proof has inputs) again from its inputs.
 * @throws RecomputeError for inputs that do not read or that the ruleset cannot roll; NoWebCryptoError.
 */
export async function recompute(shown: RoundResult, rs: Ruleset, secret: Uint8Array): Promise<Recomputed> {
  const p = shown.proof!;
  let input;
  try {
    input = decodeInputs(rs, fromHex(p.inputs ?? ''));
  } catch (e) {
    throw new RecomputeError(`the sheet and declaration it carries do not read (${e instanceof Error ? e.message : String(e)})`);
  }
  let rolled;
  try {
    rolled = await rollDerived(secret, p.code, shown.character, (dice) => rs.roll(rs.plan(input), dice, shown.at, input));
  } catch (e) {
    if (e instanceof Error && e.name === 'NoWebCryptoError') throw e;
    throw new RecomputeError(`the rules cannot roll the sheet and declaration it carries (${e instanceof Error ? e.message : String(e)})`);
  }
  // The encoder shortens text to fit a QR code by the first step that fits, and an edited code
  // can fit at another step than the genuine one: compare with the round shortened at the step
  // that matches the code best, so only the edited fields differ. Every candidate is the round
  // the rules give, cut shorter or longer; none can show other figures.
  const whole = { ...rolled.value, proof: p };
  let best: RoundResult | undefined;
  let fewest = Infinity;
  for (const step of SHORTENING) {
    const candidate = fromCompact(toCompact(whole, { ...step, character: FULL.character }));
    const d = differences(shown, candidate);
    const count = d.round.length + d.entries.reduce((n, e) => n + e.length, 0);
    if (count < fewest) { best = candidate; fewest = count; }
    if (count === 0) break;
  }
  return { result: best!, sides: rolled.sides, faces: rolled.faces, input };
}

/** Where the round shown and the round rolled again differ. */
export interface Differences {
  /** Round-level differences, one phrase each ("the name", "2 entries, not 3"). */
  readonly round: readonly string[];
  /** Per shown entry, its differences (empty when it matches). */
  readonly entries: readonly (readonly string[])[];
}

const ENTRY_FIELDS = ['id', 'kind', 'label', 'initiative', 'check', 'band summary', 'damage', 'GM notes', 'attack tags'] as const;
const TIMING_FIELDS = ['initiative faces', 'initiative', 'order', 'phase', 'lost flag'] as const;
const CHECK_FIELDS = ['face', 'need', 'bonus', 'outcome', 'outcome word', 'tone', 'automatic flag'] as const;
const DAMAGE_FIELDS = ['damage faces', 'damage', 'armour flag'] as const;
const ROUND_FIELDS = ['rule system', 'name', 'time', 'entries', 'defence', 'status figures', 'lost attacks', 'GM notes'] as const;

const text = (x: unknown): string => (x === 0 || x === null ? 'none' : Array.isArray(x) ? `[${x.map(text).join(', ')}]` : String(x));
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function fieldDiffs(names: readonly string[], shown: unknown, again: unknown): string[] {
  if (!Array.isArray(shown) || !Array.isArray(again)) return same(shown, again) ? [] : [`${names.join('/')}: ${text(shown)}, not ${text(again)}`];
  return names.flatMap((n, i) => (same(shown[i], again[i]) ? [] : [`${n} ${text(shown[i])}, not ${text(again[i])}`]));
}

/** Compares the round a code shows with the round rolled again, field by field (compact forms). */
export function differences(shown: RoundResult, again: RoundResult): Differences {
  const a: CompactRound = toCompact(shown);
  const b: CompactRound = toCompact(again);
  const round: string[] = [];
  ROUND_FIELDS.forEach((n, i) => {
    if (i === 3) return;
    if (!same(a[i], b[i])) round.push(i === 1 ? `the name "${a[1]}", not "${b[1]}"` : `the ${n}`);
  });
  if (a[3].length !== b[3].length) round.push(`${a[3].length} entries, where the rules give ${b[3].length}`);
  const entries = a[3].map((e, i) => {
    const f = b[3][i];
    if (!f) return ['an entry the rules do not give'];
    return ENTRY_FIELDS.flatMap((n, k) => {
      if (same(e[k], f[k])) return [];
      if (k === 3) return fieldDiffs(TIMING_FIELDS, e[3], f[3]);
      if (k === 4) return fieldDiffs(CHECK_FIELDS, e[4], f[4]);
      if (k === 6) return fieldDiffs(DAMAGE_FIELDS, e[6], f[6]);
      return [k === 2 ? `the label "${text(e[2])}", not "${text(f[2])}"` : `the ${n}`];
    });
  });
  return { round, entries };
}
