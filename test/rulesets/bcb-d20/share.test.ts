import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../../src/engine/dice';
import type { RoundResult } from '../../../src/engine/ruleset';
import { decodePayload, encodeResult, encodeResultDetailed } from '../../../src/share/payload';
import { defaults } from '../../../src/engine/schema';
import { bcbD20 } from '../../../src/rulesets/bcb-d20';
import { qrCode } from '../../../src/share/qr/qr';
import { hitsOfRound } from '../../../src/engine/state';
import { inputFor, planOf } from './helpers';

/**
 * `version`: the largest QR version the round may take. Two arrows whose notes the GM must act
 * on (kept to their first 48 characters when a code is shortened) took version 11 and 12 at
 * seed 12 once the round carried the defender's state: still one code, but a denser one.
 */
const usual = [
  { name: 'Sigrun with the sword', input: inputFor('Sigrun'), version: 10 },
  { name: 'Sigrun shooting two arrows', input: inputFor('Sigrun', {}, { weapon: '2' }), version: 11 },
  { name: 'Sigrun shooting two arrows at an AC the GM keeps', input: inputFor('Sigrun', {}, { weapon: '2', targetAc: null }), version: 12 },
  { name: 'Blogo casting', input: inputFor('Blogo'), version: 10 },
  { name: 'Blogo stunned after a Mighty Blow', input: { ...inputFor('Blogo'), state: { hp: 3, stunned: 2, fleshWound: true, conLost: 4 } }, version: 10 },
];

/** What the GM acts on, entry by entry (labels may be shortened to fit). */
// Skipped entries (no Mighty Blow happened) are not shared: the GM sees only what was rolled.
const gist = (r: RoundResult) => r.entries.filter((e) => !e.skipped).map((e) => [e.id, e.check?.outcome, e.check?.face, e.damage?.total, e.timing?.order]);

describe('a d20 round fits the QR code the GM scans', () => {
  it.each(usual)('$name: one QR code of version $version or less, for every seed, decoding to the same round', async ({ input, version }) => {
    for (let seed = 1; seed <= 12; seed++) {
      const round = bcbD20.roll(planOf(input), seededDice(seed), 1_795_000_000_000, input);
      const enc = await encodeResultDetailed(round);
      expect(qrCode(enc.payload).version, `seed ${seed}: ${enc.payload.length} characters`).toBeLessThanOrEqual(version);
      const back = await decodePayload(enc.payload);
      expect(back.ok && gist(back.value)).toEqual(gist(round));
    }
  });

  it('a rolled Mighty Blow effect survives the trip, so the victim\'s phone takes it as struck', async () => {
    const input = inputFor('Sigrun');
    const round = bcbD20.roll(planOf(input), scriptedDice([5, 20, 6, 19]), 1_795_000_000_000, input);
    const back = await decodePayload((await encodeResultDetailed(round)).payload);
    expect(back.ok).toBe(true);
    const hits = back.ok ? hitsOfRound(back.value) : [];
    expect(hits.map((h) => [h.index, h.hit.outcome, h.hit.damage])).toEqual([[1, 'mighty-blow', 8]]);
    const blogo = inputFor('Blogo');
    // Blogo's save 17 lowers the effect 19 to 12 (a painful blow), stunned 2 rounds.
    const r = bcbD20.state!.takeHit({ sheet: blogo.sheet, options: blogo.options }, hits[0]!.hit, scriptedDice([17, 2]));
    expect(r.state).toMatchObject({ hp: 6, stunned: 2, fleshWound: true });
  });
});

describe('a Mighty Blow effect that did not happen', () => {
  it('is kept in the round as skipped but not carried to the GM', async () => {
    const demo = bcbD20.demos[0]!;
    const input = { sheet: demo.sheet, declaration: { ...defaults(bcbD20.declarationSchema(demo.sheet).fields), ...demo.declaration }, options: defaults(bcbD20.optionsSchema.fields) };
    for (let seed = 1; seed <= 40; seed++) {
      const round = bcbD20.roll(bcbD20.plan(input), seededDice(seed), 1_700_000_000_000, input);
      const skipped = round.entries.filter((e) => e.skipped);
      if (!skipped.length) continue;
      expect(skipped.every((e) => /no Mighty Blow$/.test(e.label))).toBe(true);
      const back = await decodePayload(await encodeResult(round));
      expect(back.ok && back.value.entries.map((e) => e.id)).toEqual(round.entries.filter((e) => !e.skipped).map((e) => e.id));
      return;
    }
    throw new Error('No seed in 1..40 gave an ordinary hit or miss');
  });
});
