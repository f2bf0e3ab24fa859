/**
 * Verified rolls at their worst: a five-attack Spelljammer round rolled at a
 * verified table, as the QR code carries it, and the GM's check of it at the first and the
 * last round of an evening (the chain is hashed once per link: 1 and 400 times). Medians in
 * ms over Node's Web Crypto; a phone is slower, but the check is done once per code taken.
 * A benchmark, not a test.
 */
import { performance } from 'node:perf_hooks';
import type { PlanInput, RoundResult } from '../../src/engine/ruleset';
import { defaults, withDefaults } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { decodePayload, encodeResult } from '../../src/share/payload';
import { qrCode } from '../../src/share/qr/qr';
import { CHAIN_LENGTH } from '../../src/verify/chain';
import { rollVerified, startEvening, type Evening } from '../../src/verify/evening';
import { verifyRound } from '../../src/verify/verify';
import type { GmBenchRow } from './gm';

const BUDGET_MS = 100;

async function median(runs: number, f: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await f();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    t.push(performance.now() - t0);
  }
  return t.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

function fiveAttackInput(): PlanInput {
  const rs = getRuleset('spelljammer');
  const demo = rs.demos[0]!;
  const key = rs.sheetSchema.fields.find((f) => f.kind === 'number' && /attacks/i.test(`${f.key} ${f.label}`))!.key;
  const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, [key]: 5 });
  const declaration = withDefaults(rs.declarationSchema(demo.sheet).fields, {});
  if (!sheet.ok || !declaration.ok) throw new Error('the Spelljammer demo does not validate');
  return { sheet: sheet.value, declaration: declaration.value, options: defaults(rs.optionsSchema.fields) };
}

async function rolledAt(e: Evening, link: number): Promise<RoundResult> {
  const rs = getRuleset('spelljammer');
  const input = fiveAttackInput();
  const plan = rs.plan(input);
  const { result } = await rollVerified({ ...e, link: link - 1, code: '' }, 'K7QFA', plan.character, (d) => rs.roll(plan, d, 0, input));
  const d = await decodePayload(await encodeResult(result));
  if (!d.ok) throw new Error(d.message);
  return d.value;
}

/** The verified-roll rows of the report. */
export async function verifiedBench(): Promise<GmBenchRow[]> {
  const e = await startEvening('Bench', 0, { seed: new Uint8Array(16).fill(7), id: new Uint8Array(4).fill(1) });
  const phone = { id: e.id, length: e.length, commitment: e.commitment, label: e.label, lastLink: 0, lastCode: '' };
  const first = await rolledAt(e, 1);
  const last = await rolledAt(e, CHAIN_LENGTH);
  const payload = await encodeResult(first);
  const { version } = qrCode(payload);
  const check = (r: RoundResult, lastLink: number) => verifyRound(r, { code: 'K7QFA', earlier: [], phones: { [e.id]: { ...phone, lastLink } } });
  const v = await check(first, 0);
  const atFirst = await median(30, () => check(first, 0));
  const atLast = await median(30, () => check(last, CHAIN_LENGTH - 1));
  const attacks = first.entries.filter((x) => x.kind === 'attack').length;
  return [
    { figure: `Verified ${attacks}-attack round: QR payload`, value: payload.length, unit: 'bytes', budget: '', ok: null },
    { figure: 'Verified round: QR version at ECC M', value: version, unit: '', budget: '<= 10', ok: version <= 10 },
    { figure: `Verified round: GM's check (${v.round.status}), round 1 (median of 30)`, value: Math.round(atFirst * 100) / 100, unit: 'ms', budget: `<= ${BUDGET_MS} ms`, ok: atFirst <= BUDGET_MS },
    { figure: `Verified round: GM's check, round ${CHAIN_LENGTH} (median of 30)`, value: Math.round(atLast * 100) / 100, unit: 'ms', budget: `<= ${BUDGET_MS} ms`, ok: atLast <= BUDGET_MS },
  ];
}
