/**
 * Labels that tell the truth: a code of the current format stripped of its inputs is altered,
 * not "older app" (E); a round re-encoded at the shortest step keeps the words of its GM notes
 * and stays verified (F).
 */
import { describe, expect, it } from 'vitest';
import { decodePayload, encodeResult, SHORTENING } from '../../src/share/payload';
import { toCompact, GM_NOTE_WORDS } from '../../src/share/round/compact';
import { verifyRound } from '../../src/verify/verify';
import { payloadOfCompact } from '../share/craft';
import { evening, joined, rollDemo, tableOf, throughQr } from './rounds';

const CODE = 'K7QFA';

describe('E. a current-format code without its inputs', () => {
  it('is altered, not "older app", whatever else was edited', async () => {
    const e = await evening();
    const { result } = await rollDemo(e, CODE);
    const table = tableOf(CODE, [joined(e)]);
    const { inputs: _gone, ...proof } = result.proof!;
    const i = result.entries.findIndex((x) => x.check);
    const edited = { ...result, proof, entries: result.entries.map((x, k) => (k === i ? { ...x, check: { ...x.check!, need: x.check!.need! + 20 } } : x)) };
    for (const r of [{ ...result, proof }, edited]) {
      const payload = await encodeResult(r);
      expect(payload.startsWith('RC6:')).toBe(true);
      const v = await verifyRound(await throughQr(r), table);
      expect(v.round).toMatchObject({ status: 'not-verified', reason: 'altered' });
      expect(v.round.message).toMatch(/carries the sheet and declaration/);
      expect(v.entries.every((x) => x.status === 'not-verified' && x.reason === 'altered')).toBe(true);
    }
  });
});

describe('F. shortening', () => {
  it('a round re-encoded at the shortest step keeps the words of its GM notes and stays verified', async () => {
    const e = await evening();
    const { result } = await rollDemo(e, CODE, 'crit-table-d20', 0);
    const notes = (r: typeof result) => [...r.entries.flatMap((x) => (x.notes ?? []).filter((n) => n.gm)), ...r.notes.filter((n) => n.gm)];
    expect(notes(result).map((n) => n.label)).toEqual(expect.arrayContaining(['Charge']));
    const shortest = toCompact(result, SHORTENING[SHORTENING.length - 1]!);
    const d = await decodePayload(payloadOfCompact(shortest));
    if (!d.ok) throw new Error(d.message);
    notes(d.value).forEach((n, k) => {
      const full = notes(result)[k]!.text;
      expect(n.text.length, n.label).toBeGreaterThanOrEqual(Math.min(full.length, GM_NOTE_WORDS));
      expect(full.startsWith(n.text.replace(/…$/, '')), n.label).toBe(true);
    });
    expect((await verifyRound(d.value, tableOf(CODE, [joined(e)]))).round.status).toBe('verified');
  });
});

describe('G. what the inputs are', () => {
  it('a carried state out of the state schema (hp 9999, an unknown field) is refused as damaged', async () => {
    const { getRuleset } = await import('../../src/rulesets');
    const { encodeInputs } = await import('../../src/verify/inputs');
    const { toHex } = await import('../../src/share/codec/hex');
    const { demoInput } = await import('./rounds');
    const rs = getRuleset('spelljammer');
    const e = await evening();
    const { result } = await rollDemo(e, CODE);
    const input = demoInput(rs);
    const initial = rs.state!.initial(input.sheet, input.options);
    for (const state of [{ ...initial, hp: 9999 }, { ...initial, blessed: true }]) {
      const forged = { ...result, proof: { ...result.proof!, inputs: toHex(encodeInputs(rs, { ...input, state })) } };
      const v = await verifyRound(await throughQr(forged), tableOf(CODE, [joined(e)]));
      expect(v.round).toMatchObject({ status: 'not-verified', reason: 'damaged' });
      expect(v.round.message).toMatch(/state: /);
    }
  });

  it('`engine decode` prints a verified round\'s inputs as JSON: the sheet, declaration and options', async () => {
    const { run } = await import('../../src/cli/engine');
    const e = await evening();
    const { result } = await rollDemo(e, CODE);
    const out = (await run(['decode', '--code', await encodeResult(result)])) as { proof: { inputs: { sheet: { name: string }; declaration: object; options: object }; inputsHex: string } };
    expect(out.proof.inputs.sheet.name).toBe(result.character);
    expect(typeof out.proof.inputs.declaration).toBe('object');
    expect(typeof out.proof.inputs.options).toBe('object');
    expect(out.proof.inputsHex).toBe(result.proof!.inputs);
  });
});
