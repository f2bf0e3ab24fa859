import { describe, expect, it } from 'vitest';
import { seededDice } from '../../../src/engine/dice';
import type { RoundResult } from '../../../src/engine/ruleset';
import { percentileDexRank as rs } from '../../../src/rulesets/percentile-dex-rank';
import { decodePayload, encodeResultDetailed } from '../../../src/share/payload';
import { inputFor, planOf, rollWith } from './helpers';

/** What the GM acts on, entry by entry (texts may be shortened to fit). */
const gist = (r: RoundResult) => r.entries.map((e) => [e.id, e.check?.outcome, e.check?.face, e.damage?.total, e.timing?.order]);
const at = 1_795_000_000_000;

describe('what the GM gets from a percentile round\'s QR code', () => {
  it.each([
    { name: 'Kara attacking', input: inputFor('Kara') },
    { name: 'Bram parrying a special', input: inputFor('Bram', {}, { incomingLevel: 'special', incomingDamage: 13, incomingNormal: 6 }) },
    { name: 'Bram dodging an arrow', input: inputFor('Bram', {}, { defence: 'dodge', incomingKind: 'arrow', incomingDamage: 9 }) },
    { name: 'Ines shooting', input: inputFor('Ines') },
  ])('$name: one QR code of version 10 or less for every seed, decoding to the same round', async ({ input }) => {
    for (let seed = 1; seed <= 12; seed++) {
      const round = rs.roll(planOf(input), seededDice(seed), at, input);
      const enc = await encodeResultDetailed(round);
      expect(enc.fits, `seed ${seed}: ${enc.payload.length} characters`).toBe(true);
      const back = await decodePayload(enc.payload);
      expect(back.ok && gist(back.value)).toEqual(gist(round));
    }
  });

  it('5.8/5.13: a special success tells the GM, in the code, that the special result is theirs to rule', async () => {
    const round = rollWith(inputFor('Kara'), [5, 3, 2]);
    const back = await decodePayload((await encodeResultDetailed(round)).payload);
    const notes = back.ok ? back.value.entries[0]!.notes ?? [] : [];
    expect(notes.find((n) => n.label === 'Special result')).toMatchObject({ gm: true });
    expect(notes.find((n) => n.label === 'As a normal success')?.text).toMatch(/^6 /);
  });

  it('a plain success carries no special-result note', () => {
    expect(rollWith(inputFor('Kara'), [40, 3, 2]).entries[0]!.notes ?? []).toEqual([]);
  });

  it('a gun\'s reload time is the GM\'s call (the text gives one only for crossbows)', () => {
    const note = (action: string) => planOf(inputFor('Ines', {}, { action })).actions[0]!.notes![0]!;
    expect(note('reload:1')).toMatchObject({ label: 'Reload', gm: true });
    expect(note('reload:0').gm).toBeUndefined();
  });
});
