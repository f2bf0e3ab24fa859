/**
 * QR sizes of verified rounds: the first Spelljammer demo with 1, 3 and 5 attacks per round,
 * rolled in verified mode on a fixed-seed evening (so the same figures every run), encoded as
 * for the QR code. Prints each round's payload length, QR version at ECC M, the bytes of its
 * inputs, and whether the encoder had to shorten text.
 *   npx tsx scripts/verified-qr.ts
 */
import { defaults, withDefaults } from '../src/engine/schema';
import { getRuleset } from '../src/rulesets';
import { encodeResultDetailed } from '../src/share/round/encode';
import { qrCode } from '../src/share/qr/qr';
import { rollVerifiedRound, startEvening } from '../src/verify/evening';

const rs = getRuleset('spelljammer');
const demo = rs.demos[0]!;
const e = await startEvening('Ana', 0, { seed: new Uint8Array(16).fill(1), id: Uint8Array.of(1, 2, 3, 4), length: 20 });
for (const n of [1, 3, 5]) {
  const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, attacksPerRound: n });
  if (!sheet.ok) throw new Error('demo sheet invalid');
  const decl = withDefaults(rs.declarationSchema(sheet.value).fields, demo.declaration ?? {});
  if (!decl.ok) throw new Error('demo declaration invalid');
  const input = { sheet: sheet.value, declaration: decl.value, options: defaults(rs.optionsSchema.fields) };
  const { result } = await rollVerifiedRound(e, 'K7QFA', rs, input, Date.UTC(2026, 10, 25, 20, 0, 0));
  const plain = await encodeResultDetailed({ ...result, proof: undefined });
  const { payload, shortened } = await encodeResultDetailed(result);
  const whole = (await encodeResultDetailed(result, { maxChars: Number.POSITIVE_INFINITY })).payload;
  const attacks = result.entries.filter((x) => x.kind === 'attack' && !x.skipped).length;
  console.log(`${attacks}-attack round: verified ${payload.length} characters, QR version ${qrCode(payload).version} at M${shortened ? `, its text shortened (unshortened ${whole.length} characters, version ${qrCode(whole).version})` : ''}; ` +
    `inputs ${result.proof!.inputs!.length / 2} bytes; the same round unverified ${plain.payload.length} characters, version ${qrCode(plain.payload).version}`);
}
