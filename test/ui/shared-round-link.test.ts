import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/engine/dice';
import { defaults } from '../../src/engine/schema';
import { getRuleset } from '../../src/rulesets';
import { decodePayload } from '../../src/share/round/decode';
import { encodeResult } from '../../src/share/payload';
import { shareLink, shareText } from '../../src/share/text';
import { parseRoute } from '../../src/ui/common/route';
import { hitChoicesFrom, readHitCode } from '../../src/ui/player/hit';
import { gmLinkOf } from '../../src/ui/player/HitLink';

const sj = getRuleset('spelljammer');

function rolledRound(seed: number) {
  const demo = sj.demos[0]!;
  const input = { sheet: demo.sheet, declaration: { ...defaults(sj.declarationSchema(demo.sheet).fields), ...demo.declaration }, options: defaults(sj.optionsSchema.fields) };
  return sj.roll(sj.plan(input), seededDice(seed), 1_700_000_000_000, input);
}

describe('a shared round opens where it belongs', () => {
  it('a monster\'s round the GM shares for a player links to Take a hit, a player\'s to the GM screen', async () => {
    const round = rolledRound(4);
    const code = await encodeResult(round);
    const forPlayer = shareLink(code, 'https://x.example/app/', 'player');
    const forGm = shareLink(code, 'https://x.example/app/');
    expect(forPlayer).toMatch(/^https:\/\/x\.example\/app\/#hit\?r=RC/);
    expect(forGm).toMatch(/^https:\/\/x\.example\/app\/#gm\?r=RC/);
    expect(shareText(round, code, 'https://x.example/', 'player')).toMatch(/Open in Rollcall \(Take a hit\): https:\/\/x\.example\/#hit\?r=/);
    expect(shareText(round, code, 'https://x.example/')).toMatch(/Open in Rollcall \(GM screen\): https:\/\/x\.example\/#gm\?r=/);
    const hash = forPlayer.slice(forPlayer.indexOf('#'));
    expect(parseRoute(hash)).toEqual({ name: 'hit', incoming: hash });
    expect(parseRoute(forGm.slice(forGm.indexOf('#')))).toMatchObject({ name: 'gm' });
    // Both links read back as the round, and the chooser's other choice is the GM's link.
    for (const link of [forPlayer, forGm, gmLinkOf(hash)]) {
      const d = await decodePayload(link);
      expect(d.ok && d.value.character).toBe(round.character);
    }
    expect(gmLinkOf(hash)).toBe(forGm.slice(forGm.indexOf('#')));
    expect(parseRoute('#hit')).toMatchObject({ name: 'not-found' });
  });

  it('a character\'s own round is refused in its own Take a hit, with a sentence', async () => {
    const round = rolledRound(6);
    expect(hitChoicesFrom(sj, round, round.character)).toEqual({
      ok: false, message: `This is ${round.character}'s own round: a character does not take its own attacks. Show it to the GM, or read the code of the one who attacked you.`,
    });
    const read = await readHitCode(sj, await encodeResult(round), round.character.toUpperCase());
    expect(read.ok).toBe(false);
    // Another character of the same system takes it.
    expect((await readHitCode(sj, await encodeResult(round), 'Someone else')).ok).toBe(true);
  });
});
