/**
 * The costliest sheet each ruleset's schemas accept, planned and checked as a verified round:
 * every list at its most items, every dice field at the sheet bound (notation.ts `SHEET_DICE`:
 * 6d20+100), every attacks-per-round number at its most. Goal: plan <= 50 ms, the GM's check
 * <= 200 ms on this machine (medians, Node). A benchmark, not a test: `npm run bench`, or
 * `npx tsx scripts/bench/worst.ts` for these rows alone.
 */
import { performance } from 'node:perf_hooks';
import type { PlanInput, Ruleset } from '../../src/engine/ruleset';
import { SHEET_DICE } from '../../src/engine/notation';
import { defaults, withDefaults, type Field, type Values } from '../../src/engine/schema';
import { rulesets } from '../../src/rulesets';
import { decodePayload, encodeResult } from '../../src/share/payload';
import { rollVerifiedRound, startEvening } from '../../src/verify/evening';
import { verifyRound } from '../../src/verify/verify';
import type { GmBenchRow } from './gm';

const PLAN_MS = 50;
const VERIFY_MS = 200;
const WORST_DICE = `${SHEET_DICE.dice}d${SHEET_DICE.sides}+${SHEET_DICE.bonus}`;

/** `values` with every dice field at the bound, every list full, every attacks count at its most. */
function heaviest(fields: readonly Field[], values: Values): Values {
  const out: Values = { ...values };
  for (const f of fields) {
    if (f.kind === 'dice') out[f.key] = WORST_DICE;
    else if (f.kind === 'number' && /attacks/i.test(`${f.key} ${f.label}`)) out[f.key] = f.max;
    else if (f.kind === 'list') {
      const items = Array.isArray(out[f.key]) && (out[f.key] as Values[]).length ? (out[f.key] as Values[]) : [defaults(f.item)];
      out[f.key] = Array.from({ length: f.maxItems }, (_, i) => heaviest(f.item, { ...defaults(f.item), ...items[i % items.length]! }));
    }
  }
  return out;
}

/** The ruleset's costliest input: its first demo made heaviest, with the default declaration and options. */
export function worstInput(rs: Ruleset): PlanInput {
  const sheet = withDefaults(rs.sheetSchema.fields, heaviest(rs.sheetSchema.fields, rs.demos[0]!.sheet));
  if (!sheet.ok) throw new Error(`${rs.id}: the heaviest sheet does not validate: ${sheet.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  const declared = withDefaults(rs.declarationSchema(sheet.value).fields, heaviest(rs.declarationSchema(sheet.value).fields, rs.demos[0]!.declaration ?? {}));
  if (!declared.ok) throw new Error(`${rs.id}: the heaviest declaration does not validate: ${declared.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  return { sheet: sheet.value, declaration: declared.value, options: defaults(rs.optionsSchema.fields) };
}

async function median(runs: number, f: () => unknown): Promise<number> {
  for (let i = 0; i < 2; i++) await f();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await f();
    t.push(performance.now() - t0);
  }
  return t.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** Plan and the GM's check of each ruleset's costliest sheet. */
export async function worstBench(): Promise<GmBenchRow[]> {
  const rows: GmBenchRow[] = [];
  const e = await startEvening('Bench', 0, { seed: new Uint8Array(16).fill(9), id: new Uint8Array(4).fill(2), length: 20 });
  const phone = { id: e.id, length: e.length, commitment: e.commitment, label: e.label, lastLink: 0, lastCode: '' };
  for (const rs of rulesets) {
    try {
      const input = worstInput(rs);
      const plan = await median(20, () => rs.plan(input));
      const { result } = await rollVerifiedRound(e, 'K7QFA', rs, input, 1_795_000_000_000);
      const d = await decodePayload(await encodeResult(result));
      if (!d.ok) throw new Error(d.message);
      const table = { code: 'K7QFA', earlier: [], phones: { [e.id]: phone } };
      const status = (await verifyRound(d.value, table)).round.status;
      const check = await median(10, () => verifyRound(d.value, table));
      rows.push({ figure: `plan ${rs.id}, costliest sheet (${WORST_DICE}, lists full; median of 20)`, value: Math.round(plan * 100) / 100, unit: 'ms', budget: `<= ${PLAN_MS} ms`, ok: plan <= PLAN_MS });
      rows.push({ figure: `GM's check of it, verified (${status}; median of 10)`, value: Math.round(check * 100) / 100, unit: 'ms', budget: `<= ${VERIFY_MS} ms`, ok: check <= VERIFY_MS && status === 'verified' });
    } catch (err) {
      rows.push({ figure: `plan and check ${rs.id}, costliest sheet`, value: `error: ${(err as Error).message}`, unit: '', budget: '', ok: false });
    }
  }
  return rows;
}

if (import.meta.url.endsWith(process.argv[1]!.split('/').pop()!)) {
  for (const r of await worstBench()) console.log(`${r.figure.padEnd(80)} ${r.value} ${r.unit} ${r.budget} ${r.ok === false ? 'OVER' : ''}`);
}
