import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import type { ResultEntry, Ruleset } from '../../src/engine/ruleset';
import { defaults } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { encodeResult } from '../../src/share/payload';
import { choicesFrom, readIncoming } from '../../src/ui/player/incoming';
import { describeEntry } from '../../src/ui/player/attacker';

const sj = getRuleset('spelljammer');
/** Spelljammer with a reaction, for the test only: a parry against any attack that hit. */
const reacting: Ruleset = {
  ...sj,
  reactTo: (e: ResultEntry, from) => (from.rulesetId === 'spelljammer' && e.kind === 'attack' && e.check && e.check.tone >= 1 ? { incoming: e.check.outcome } : null),
};

function rolledRound(seed: number) {
  const demo = sj.demos[0]!;
  const input = { sheet: demo.sheet, declaration: { ...defaults(sj.declarationSchema(demo.sheet).fields), ...demo.declaration }, options: defaults(sj.optionsSchema.fields) };
  return sj.roll(sj.plan(input), seededDice(seed), 1_700_000_000_000, input);
}

describe('reacting to an attacker\'s code (defender\'s phone)', () => {
  it('offers exactly the attacks the ruleset can react to, with what the defender picks from', () => {
    for (let seed = 1; seed < 40; seed++) {
      const round = rolledRound(seed);
      const hits = round.entries.filter((e) => e.kind === 'attack' && e.check && e.check.tone >= 1);
      const read = choicesFrom(reacting, round);
      if (!hits.length) {
        expect(read.ok).toBe(false);
        continue;
      }
      expect(read.ok && read.choices.map((c) => c.entry.id)).toEqual(hits.map((e) => e.id));
      expect(read.ok && read.choices[0]!.values).toEqual({ incoming: hits[0]!.check!.outcome });
      expect(read.ok && read.attacker).toBe(round.character);
    }
  });

  it('describes an entry by its label, outcome word and damage', () => {
    expect(describeEntry({ id: 'a1', kind: 'attack', label: 'Broadsword, attack 1', check: { face: 3, need: 60, bonus: 0, outcome: 'special', label: 'Special success', tone: 2 }, damage: { faces: [5], total: 9, armour: 'yes' } }))
      .toBe('Broadsword, attack 1 · Special success · 9 damage');
  });

  it('refuses a round of another rule system, naming both', () => {
    const read = choicesFrom({ ...reacting, id: 'percentile-dex-rank', name: 'Percentile with DEX rank' }, rolledRound(1));
    expect(read).toEqual({ ok: false, message: expect.stringMatching(/spelljammer round; this character plays Percentile with DEX rank/) });
  });

  it('says so for a ruleset without reactions', () => {
    expect(choicesFrom(sj, rolledRound(1))).toEqual({ ok: false, message: expect.stringMatching(/no reactions/) });
  });

  it('reads the attacker\'s real QR text and link, and gives the decoder\'s message for a damaged code', async () => {
    let round = rolledRound(1);
    for (let seed = 2; !round.entries.some((e) => e.check && e.check.tone >= 1); seed++) round = rolledRound(seed);
    const code = await encodeResult(round);
    const read = await readIncoming(reacting, code);
    expect(read.ok).toBe(true);
    const viaLink = await readIncoming(reacting, `Derrick's round: https://example.test/#gm?r=${encodeURIComponent(code)}`);
    expect(viaLink.ok).toBe(true);
    const damaged = await readIncoming(reacting, code.slice(0, -6));
    expect(damaged.ok).toBe(false);
    expect(!damaged.ok && damaged.message).toMatch(/cut short or damaged/);
    // What exactly failed rides along for the Details fold, out of the sentence.
    expect(!damaged.ok && damaged.detail).toMatch(/checksum|Base45|bytes/);
  });
});
