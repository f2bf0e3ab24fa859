/**
 * A sheet that would freeze a phone: dice notation is bounded in the sheet schemas to what the
 * rule texts need, distributions are built without a die-size factor per die, and a verified
 * code carrying a sheet past the bounds is refused before it is planned.
 */
import { describe, expect, it } from 'vitest';
import { add, distOf, isNormalised, map, uniform, type Dist } from '../../src/engine/dist';
import { parseDice, SHEET_DICE } from '../../src/engine/notation';
import { validate, type Field, type Values } from '../../src/engine/schema';
import { rulesets, getRuleset } from '../../src/rulesets';
import { encodeInputs } from '../../src/verify/inputs';
import { toHex } from '../../src/share/codec/hex';
import { verifyRound } from '../../src/verify/verify';
import { demoInput, evening, joined, rollDemo, tableOf, throughQr } from '../verify/rounds';

/** The sheet's values with every dice field (lists' items too) set to `dice`. */
function withDice(fields: readonly Field[], values: Values, dice: string): Values {
  const out: Values = { ...values };
  for (const f of fields) {
    if (f.kind === 'dice') out[f.key] = dice;
    if (f.kind === 'list' && Array.isArray(out[f.key])) out[f.key] = (out[f.key] as Values[]).map((item) => withDice(f.item, item, dice));
  }
  return out;
}

const diceFields = (fields: readonly Field[]): number => fields.reduce((n, f) => n + (f.kind === 'dice' ? 1 : f.kind === 'list' ? diceFields(f.item) : 0), 0);

describe('the sheet schemas bound dice notation', () => {
  it.each(rulesets.map((r) => [r.id, r] as const))('%s refuses 100d1000 and 100d1000+100d1000 with what it expected', (_, rs) => {
    expect(diceFields(rs.sheetSchema.fields)).toBeGreaterThan(0);
    const sheet = demoInput(rs).sheet;
    for (const bad of ['100d1000', '100d1000+100d1000', '7d6', '1d21', '1d8+101']) {
      const r = validate(rs.sheetSchema.fields, withDice(rs.sheetSchema.fields, sheet, bad));
      expect(r.ok, `${rs.id}: ${bad}`).toBe(false);
      if (!r.ok) expect(r.issues[0]!.message).toMatch(/at most 6 dice of at most 20 sides/);
    }
    // The largest the bounds take is still a sheet.
    for (const good of ['6d20+100', '3d20-3d20', '1d4']) expect(validate(rs.sheetSchema.fields, withDice(rs.sheetSchema.fields, sheet, good)).ok, `${rs.id}: ${good}`).toBe(true);
  });

  it('the bounds cover every damage roll of the five texts (4d8, 3D6, 2D8, 1D10+3, 1d8+4, d12)', () => {
    for (const t of ['4d8', '3d6', '2d8', '1d10+3', '1d8+4', '1d12', '2d6+2', '1d3+1']) {
      const e = parseDice(t);
      expect(e.terms.reduce((n, x) => n + Math.abs(x.count), 0)).toBeLessThanOrEqual(SHEET_DICE.dice);
      expect(Math.max(...e.terms.map((x) => x.sides))).toBeLessThanOrEqual(SHEET_DICE.sides);
    }
  });
});

describe('exact distributions without a die-size factor per die', () => {
  const naive = (text: string): Dist => {
    const e = parseDice(text);
    let d: Dist = { min: e.bonus, counts: [1], total: 1 };
    for (const t of e.terms) for (let i = 0; i < Math.abs(t.count); i++) d = add(d, t.count < 0 ? map(uniform(t.sides), (x) => -x) : uniform(t.sides));
    return d;
  };

  it.each(['1d6', '2d6+3', '3d8-1d4', '1d20-2d6+5', '-1d4', '4d8', '1d1+1d2'])('%s equals the convolution die by die', (t) => {
    expect(distOf(parseDice(t))).toEqual(naive(t));
  });

  it('twice the sheet bound (12d20, a doubled critical) stays an exact count below 2^53', () => {
    const d = distOf(parseDice('6d20+6d20'));
    expect(d.total).toBe(20 ** 12);
    expect(d.total).toBeLessThan(2 ** 53);
    expect(isNormalised(d)).toBe(true);
    expect(d.counts[0]).toBe(1);
  });

  it('relabelling a long distribution does not overflow the call stack', () => {
    const d: Dist = { min: 0, counts: Array.from({ length: 1_000_000 }, () => 1), total: 1_000_000 };
    expect(map(d, (x) => x * 2).counts.length).toBe(1_999_999);
  });
});

describe('a verified code carrying a sheet past the bounds', () => {
  it('is refused as damaged, saying the dice are past what a sheet takes, before any plan', async () => {
    const rs = getRuleset('spelljammer');
    const e = await evening();
    const { result } = await rollDemo(e, 'K7QFA');
    const input = demoInput(rs);
    const big = { ...input, sheet: withDice(rs.sheetSchema.fields, input.sheet, '100d1000') };
    const forged = { ...result, proof: { ...result.proof!, inputs: toHex(encodeInputs(rs, big)) } };
    const v = await verifyRound(await throughQr(forged), tableOf('K7QFA', [joined(e)]));
    expect(v.round).toMatchObject({ status: 'not-verified', reason: 'damaged' });
    expect(v.round.message).toMatch(/at most 6 dice of at most 20 sides/);
  }, 60_000);
});
