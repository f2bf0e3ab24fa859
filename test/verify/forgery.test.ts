/**
 * Forged verified codes: each edits a genuine verified round after rolling (the seal's key is
 * in the code, so the encoder seals whatever it is given) and must not be marked verified.
 * The genuine round is checked first, so each test fails only for the forgery.
 */
import { describe, expect, it } from 'vitest';
import type { PlanInput, RoundResult, Ruleset } from '../../src/engine/ruleset';
import { getRuleset } from '../../src/rulesets';
import { decodePayload, encodeResult } from '../../src/share/payload';
import * as ev from '../../src/verify/evening';
import { deriveFaces } from '../../src/verify/derive';
import { fromHex } from '../../src/share/codec/hex';
import { verifyRound } from '../../src/verify/verify';
import { demoInput, evening, joined, tableOf } from './rounds';

type Roll = (e: ev.Evening, code: string, rs: Ruleset, input: PlanInput, at: number) => Promise<{ evening: ev.Evening; result: RoundResult }>;
// The phone's own roll: from its inputs where the app has them in the code.
const rollRound: Roll = (ev as { rollVerifiedRound?: Roll }).rollVerifiedRound
  ?? ((e, code, rs, input, at) => ev.rollVerified(e, code, rs.plan(input).character, (dice) => rs.roll(rs.plan(input), dice, at, input)));

const CODE = 'K7QFA';

async function genuine() {
  const e = await evening();
  const rs = getRuleset('spelljammer');
  const { result } = await rollRound(e, CODE, rs, demoInput(rs), 1_795_000_000_000);
  const table = tableOf(CODE, [joined(e)]);
  const seen = await through(result);
  expect((await verifyRound(seen, table)).round.status).toBe('verified');
  const attacks = seen.entries.map((x, i) => [x, i] as const).filter(([x]) => x.check && x.damage && x.timing);
  expect(attacks.length).toBeGreaterThanOrEqual(2);
  return { seen, table, attacks };
}

async function through(r: RoundResult): Promise<RoundResult> {
  const d = await decodePayload(await encodeResult(r));
  if (!d.ok) throw new Error(d.message);
  return d.value;
}

const edit = (r: RoundResult, i: number, f: (x: RoundResult['entries'][number]) => RoundResult['entries'][number]): RoundResult =>
  ({ ...r, entries: r.entries.map((x, k) => (k === i ? f(x) : x)) });

async function expectRefused(forged: RoundResult, table: Parameters<typeof verifyRound>[1]) {
  const v = await verifyRound(await through(forged), table);
  expect(v.round.status).toBe('not-verified');
  return v;
}

describe('an edited verified code is not verified', () => {
  it('an attack\'s need raised', async () => {
    const { seen, table, attacks } = await genuine();
    await expectRefused(edit(seen, attacks[0]![1], (x) => ({ ...x, check: { ...x.check!, need: (x.check!.need ?? 0) + 15 } })), table);
  });

  it('an attack\'s bonus raised', async () => {
    const { seen, table, attacks } = await genuine();
    await expectRefused(edit(seen, attacks[0]![1], (x) => ({ ...x, check: { ...x.check!, bonus: x.check!.bonus + 5 } })), table);
  });

  it('an attack\'s outcome turned into a critical', async () => {
    const { seen, table, attacks } = await genuine();
    await expectRefused(edit(seen, attacks[0]![1], (x) => ({ ...x, check: { ...x.check!, outcome: 'critical', label: 'Critical', tone: 2 } })), table);
  });

  it('an attack\'s damage total raised', async () => {
    const { seen, table, attacks } = await genuine();
    await expectRefused(edit(seen, attacks[0]![1], (x) => ({ ...x, damage: { ...x.damage!, total: x.damage!.total + 7 } })), table);
  });

  it('an attack\'s initiative total raised', async () => {
    const { seen, table, attacks } = await genuine();
    await expectRefused(edit(seen, attacks[0]![1], (x) => ({ ...x, timing: { ...x.timing!, total: x.timing!.total + 4, order: [x.timing!.total + 4] } })), table);
  });

  it('the check faces of two attacks swapped', async () => {
    const { seen, table, attacks } = await genuine();
    const [[a, i], [b, j]] = attacks as [readonly [RoundResult['entries'][number], number], readonly [RoundResult['entries'][number], number]];
    expect(a.check!.face).not.toBe(b.check!.face);
    const swapped = edit(edit(seen, i, (x) => ({ ...x, check: { ...x.check!, face: b.check!.face } })), j, (x) => ({ ...x, check: { ...x.check!, face: a.check!.face } }));
    await expectRefused(swapped, table);
  });

  it('an attack dropped', async () => {
    const { seen, table, attacks } = await genuine();
    const drop = attacks[attacks.length - 1]![1];
    await expectRefused({ ...seen, entries: seen.entries.filter((_, k) => k !== drop) }, table);
  });

  it('12 spare d100 listed and the best of them shown as the roll', async () => {
    const { seen, table, attacks } = await genuine();
    const p = seen.proof!;
    const [x, i] = attacks[0]!;
    // The dice the phone drew, as the rules drew them (format 3 listed them; format 4 rolls again).
    const draws = p.draws.length ? [...p.draws] : (await verifyRound(seen, table)).drawn!.map((d) => d.sides);
    const more = [...draws, ...Array<number>(12).fill(100)];
    const faces = await deriveFaces(fromHex(p.secret), p.code, seen.character, more);
    const best = Math.min(...faces.slice(draws.length));
    const { inputs: _inputs, seal: _seal, ...rest } = p;
    const forged = edit({ ...seen, proof: { ...rest, draws: more, manual: [] } }, i, (e) => ({ ...e, check: { ...e.check!, face: best } }));
    expect(best).not.toBe(x.check!.face);
    await expectRefused(forged, table);
  });
});

describe('an edited code whose size changes with the edit', () => {
  it('names the edited face, whichever shortening step the edited code fits', async () => {
    const { seen, table, attacks } = await genuine();
    const [x, i] = attacks[0]!;
    for (let face = 1; face <= 100; face++) {
      if (face === x.check!.face) continue;
      const v = await verifyRound(await through(edit(seen, i, (e) => ({ ...e, check: { ...e.check!, face } }))), table);
      expect(v.round, `face ${face}`).toMatchObject({ status: 'not-verified', reason: 'altered' });
      expect(v.entries[i]!.message, `face ${face}`).toContain(`face ${face}, not ${x.check!.face}`);
    }
  });
});
