import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { defaults } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { encodeResult } from '../../src/share/payload';
import { hitChoicesFrom, readHitCode, typedHit } from '../../src/ui/player/hit';

const sj = getRuleset('spelljammer');

function rolledRound(seed: number) {
  const demo = sj.demos[0]!;
  const input = { sheet: demo.sheet, declaration: { ...defaults(sj.declarationSchema(demo.sheet).fields), ...demo.declaration }, options: defaults(sj.optionsSchema.fields) };
  return sj.roll(sj.plan(input), seededDice(seed), 1_700_000_000_000, input);
}

describe('a hit typed from what the GM says', () => {
  it('takes a whole number of damage with its outcome, tags and armour', () => {
    expect(typedHit({ damage: ' 9 ', outcome: 'critical', tags: ['missile'], armourApplies: false }))
      .toEqual({ ok: true, hit: { damage: 9, outcome: 'critical', tags: ['missile'], armour: 'no' } });
  });

  it('refuses negative, fractional, empty and absurd damage with what it expected and what came', () => {
    for (const bad of ['-3', '2.5', '', 'lots', '1000', '99999']) {
      const r = typedHit({ damage: bad, outcome: 'hit', tags: [], armourApplies: true });
      expect(r.ok, bad).toBe(false);
      expect(!r.ok && r.message).toBe(`Expected the damage as a whole number from 0 to 999 but received "${bad}".`);
    }
  });
});

describe('a hit read from the attacker\'s code', () => {
  it('lists every attack of the round, ticking those that landed', () => {
    for (let seed = 1; seed < 30; seed++) {
      const round = rolledRound(seed);
      const read = hitChoicesFrom(sj, round);
      const attacks = round.entries.filter((e) => e.kind === 'attack' && !e.skipped);
      expect(read.ok && read.choices.map((c) => c.hit.entry!.id)).toEqual(attacks.map((e) => e.id));
      expect(read.ok && read.choices.filter((c) => c.landed).map((c) => c.hit.entry!.id))
        .toEqual(attacks.filter((e) => e.check!.tone >= 1).map((e) => e.id));
      expect(read.ok && read.choices.map((c) => c.hit.damage)).toEqual(attacks.map((e) => e.damage?.total ?? 0));
    }
  });

  it('refuses a round of another system, saying which', () => {
    const read = hitChoicesFrom(sj, { ...rolledRound(3), rulesetId: 'bcb-d20' });
    expect(read).toEqual({ ok: false, message: `That code is a bcb-d20 round; this character plays ${sj.name}, so its hits cannot land here.` });
  });

  it('reads a shared code, and a truncated code gives the decoder\'s message', async () => {
    const round = rolledRound(5);
    const code = await encodeResult(round);
    const read = await readHitCode(sj, code);
    expect(read.ok && read.attacker).toBe(round.character);
    const cut = await readHitCode(sj, code.slice(0, Math.floor(code.length / 2)));
    expect(cut.ok).toBe(false);
  });

  it('says where the GM\'s join code goes when it is scanned here instead', async () => {
    const read = await readHitCode(sj, 'RCL1:H-B%K56P098G2');
    expect(read).toEqual({ ok: false, message: expect.stringMatching(/^This is a link code, not an attacker's round: .*"Link to the GM"/) });
  });
});
