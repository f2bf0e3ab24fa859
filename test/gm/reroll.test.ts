/**
 * A re-roll at a verified table: a second code for a round already taken, with the same round
 * code and link of the chain but another declaration (so other figures). The GM's phone flags
 * it, keeps the first and shows both until the GM takes the second or keeps the first.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { defaults, withDefaults } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { encodeResult } from '../../src/share/payload';
import { createGmModel } from '../../src/ui/gm/model';
import { ingestText } from '../../src/ui/gm/service';
import { joinCodeOf, rollVerifiedRound, type Evening } from '../../src/verify/evening';
import { newRoundCode } from '../../src/share/roundCode';
import { lookup, phone } from './verified-fixtures';
import { inputsLine } from '../../src/ui/gm/RoundSheet';

const T0 = Date.UTC(2026, 10, 22, 19);

/** The Spelljammer fighter rolled verified with `code` against a target DEF of `def`. */
async function roll(e: Evening, code: string, at: number, def: number) {
  const rs = getRuleset('spelljammer');
  const demo = rs.demos[0]!;
  const sheet = withDefaults(rs.sheetSchema.fields, { ...demo.sheet, name: 'Aria' });
  if (!sheet.ok) throw new Error('sheet');
  const decl = withDefaults(rs.declarationSchema(sheet.value).fields, { ...demo.declaration, targetDef: def });
  if (!decl.ok) throw new Error('declaration');
  const r = await rollVerifiedRound(e, code, rs, { sheet: sheet.value, declaration: decl.value, options: defaults(rs.optionsSchema.fields) }, at);
  return { ...r, payload: await encodeResult(r.result) };
}

async function table() {
  const m = createGmModel({ lookup, now: () => T0, newCode: () => newRoundCode([1, 2, 3, 4]) });
  m.setVerifiedMode(true);
  const aria = await phone('Aria', 1);
  await ingestText(m, joinCodeOf(aria));
  return { m, aria, code: m.round.value.verified!.code };
}

describe('a re-roll of a round already taken', () => {
  it('is flagged, the first kept, both shown; the GM can take the second', async () => {
    const { m, aria, code } = await table();
    const first = await roll(aria, code, T0 + 1000, 40);
    expect((await ingestText(m, first.payload))?.kind).toBe('added');
    const second = await roll(first.evening, code, T0 + 5000, 10);
    expect(second.result.proof!.link).toBe(first.result.proof!.link);
    const o = await ingestText(m, second.payload);
    expect(o?.kind).toBe('reroll');
    expect(m.message.value).toMatchObject({ tone: 'bad', text: expect.stringMatching(/^Re-roll: Aria rolled this round again .* The first roll, from .*, is kept/) });
    expect(m.round.value.results).toHaveLength(1);
    expect(m.round.value.results[0]!.at).toBe(T0 + 1000);
    expect(m.round.value.verdicts?.['aria']?.round.status).toBe('verified');
    expect(m.round.value.rerolls?.['aria']?.result.at).toBe(T0 + 5000);
    m.settleReroll('aria', true);
    expect(m.round.value.results[0]!.at).toBe(T0 + 5000);
    expect(m.round.value.rerolls).toEqual({});
  });

  it('"Keep the first roll" drops the second', async () => {
    const { m, aria, code } = await table();
    const first = await roll(aria, code, T0 + 1000, 40);
    await ingestText(m, first.payload);
    await ingestText(m, (await roll(first.evening, code, T0 + 5000, 10)).payload);
    m.settleReroll('aria', false);
    expect(m.round.value.results[0]!.at).toBe(T0 + 1000);
    expect(m.round.value.rerolls).toEqual({});
  });

  it('the same roll shown again later (same figures) is no re-roll', async () => {
    const { m, aria, code } = await table();
    const first = await roll(aria, code, T0 + 1000, 40);
    await ingestText(m, first.payload);
    const again = await roll(first.evening, code, T0 + 5000, 40);
    expect((await ingestText(m, again.payload))?.kind).toBe('replaced');
    expect(m.round.value.rerolls).toBeUndefined();
  });

  it('says what differs between the two rolls\' inputs, or that they are the same', async () => {
    const { aria, code } = await table();
    const first = await roll(aria, code, T0 + 1000, 40);
    const second = await roll(first.evening, code, T0 + 5000, 10);
    expect(await inputsLine('spelljammer', first.result.proof!.inputs!, second.result.proof!.inputs!)).toBe('Rolled from other inputs: Target DEF 40 -> 10.');
    expect(await inputsLine('spelljammer', first.result.proof!.inputs!, first.result.proof!.inputs!)).toBe('Rolled from the same sheet, declaration, table options and carried state.');
    expect(await inputsLine('spelljammer', first.result.proof!.inputs!, 'zz')).toBeNull();
  });
});
