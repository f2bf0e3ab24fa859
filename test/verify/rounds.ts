/** Verified rounds of the real rulesets' demos, for the verify tests. */
import { defaults, withDefaults } from '../../src/engine/schema';
import type { PlanInput, Ruleset, RoundResult } from '../../src/engine/ruleset';
import { getRuleset } from '../../src/rulesets';
import { startEvening, rollVerifiedRound, type Evening } from '../../src/verify/evening';
import { fromHex } from '../../src/share/codec/hex';
import type { JoinedPhone, TableCheck } from '../../src/verify/verify';
import { decodePayload, encodeResult } from '../../src/share/payload';

/** A demo character's plan input with default options. */
export function demoInput(rs: Ruleset, index = 0): PlanInput {
  const demo = rs.demos[index]!;
  const declared = withDefaults(rs.declarationSchema(demo.sheet).fields, demo.declaration ?? {});
  if (!declared.ok) throw new Error(`${demo.name}: demo declaration invalid`);
  return { sheet: demo.sheet, declaration: declared.value, options: defaults(rs.optionsSchema.fields) };
}

/** An evening on a fixed seed, chain of 20 rounds. */
export const evening = (label = 'Ana', seedHex = '000102030405060708090a0b0c0d0e0f', idHex = '0a1b2c3d'): Promise<Evening> =>
  startEvening(label, 0, { seed: fromHex(seedHex), id: fromHex(idHex), length: 20 });

/** Rolls `rulesetId`'s demo `index` verified with `code`; returns the advanced evening and the result. */
export async function rollDemo(e: Evening, code: string, rulesetId = 'spelljammer', index = 0): Promise<{ evening: Evening; result: RoundResult }> {
  const rs = getRuleset(rulesetId);
  return rollVerifiedRound(e, code, rs, demoInput(rs, index), 1_795_000_000_000);
}

/** What the GM's phone holds after scanning `e`'s join code. */
export const joined = (e: Evening, lastLink = 0, lastCode = ''): JoinedPhone => ({
  id: e.id, length: e.length, commitment: e.commitment, label: e.label, lastLink, lastCode,
});

/** A table on `code` with `e` joined (and earlier codes). */
export const tableOf = (code: string, phones: JoinedPhone[], earlier: TableCheck['earlier'] = []): TableCheck => ({
  code, earlier, phones: Object.fromEntries(phones.map((p) => [p.id, p])),
});

/** The round as the GM's phone reads it: through the QR payload. */
export async function throughQr(r: RoundResult): Promise<RoundResult> {
  const d = await decodePayload(await encodeResult(r));
  if (!d.ok) throw new Error(d.message);
  return d.value;
}
