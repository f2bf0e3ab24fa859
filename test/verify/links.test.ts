/**
 * A. One rule for links: the first link a phone shows for a round code is its roll of the
 * round. A higher link for the same code (the phone's stored code blanked so it takes the
 * next), or a link shown before, is a re-roll on the GM's screen: flagged, both rolls kept,
 * the first standing until the GM chooses. An honest re-scan stays quiet, and the next round
 * shows no gap.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { newRoundCode } from '../../src/share/roundCode';
import { createGmModel } from '../../src/ui/gm/model';
import { ingestText } from '../../src/ui/gm/service';
import { joinCodeOf, type Evening } from '../../src/verify/evening';
import { lookup, phone, rollWith } from '../gm/verified-fixtures';

const T0 = Date.UTC(2026, 10, 22, 19);

async function table() {
  let n = 0;
  const m = createGmModel({ lookup, now: () => T0, newCode: () => newRoundCode([++n % 32, 2, 3, 4]) });
  m.setVerifiedMode(true);
  const ana = await phone('Ana', 1);
  await ingestText(m, joinCodeOf(ana));
  return { m, ana };
}

/** The phone's stored evening with its round code blanked, as a player with devtools leaves it: the next roll takes the next link. */
const blanked = (e: Evening): Evening => ({ ...e, code: '' });

describe('A. the next link for the same round code', () => {
  it('links j+1, j+2, j+3 for the code of link j are each flagged as a re-roll; the first roll stays', async () => {
    const { m, ana } = await table();
    const code = m.round.value.verified!.code;
    const first = await rollWith(ana, code, 'Ana', T0 + 1000);
    expect((await ingestText(m, first.payload))?.kind).toBe('added');
    let e = first.evening;
    for (let k = 1; k <= 3; k++) {
      const again = await rollWith(blanked(e), code, 'Ana', T0 + 1000 + k * 1000);
      expect(again.result.proof!.link).toBe(first.result.proof!.link + k);
      const outcome = await ingestText(m, again.payload);
      expect(outcome?.kind, `link j+${k}`).toBe('reroll');
      expect(m.message.value?.text).toMatch(/^Re-roll: Ana rolled this round again/);
      expect(m.message.value?.text).not.toMatch(/newer roll/);
      expect(m.round.value.results).toHaveLength(1);
      expect(m.round.value.results[0]!.at).toBe(first.result.at);
      expect(m.round.value.rerolls?.['ana']?.result.at).toBe(again.result.at);
      expect(m.round.value.rerolls?.['ana']?.verdict.round).toMatchObject({ status: 'not-verified', reason: 'reroll' });
      e = again.evening;
    }
    // The next round shows no gap: the links spent on re-rolls were shown.
    m.startNextRound();
    const next = await rollWith(e, m.round.value.verified!.code, 'Ana', T0 + 60_000);
    await ingestText(m, next.payload);
    expect(m.round.value.verdicts?.['ana']?.round.status).toBe('verified');
  });

  it('the GM chooses: keeping the first roll drops the re-roll', async () => {
    const { m, ana } = await table();
    const code = m.round.value.verified!.code;
    const first = await rollWith(ana, code, 'Ana', T0 + 1000);
    await ingestText(m, first.payload);
    const again = await rollWith(blanked(first.evening), code, 'Ana', T0 + 2000);
    await ingestText(m, again.payload);
    m.settleReroll('ana', false);
    expect(m.round.value.results[0]!.at).toBe(first.result.at);
    expect(m.round.value.rerolls?.['ana']).toBeUndefined();
  });

  it('a link shown for an earlier round, rolled again with this round\'s code after this round\'s roll, is a re-roll too', async () => {
    const { m, ana } = await table();
    const r1 = await rollWith(ana, m.round.value.verified!.code, 'Ana', T0 + 1000);
    await ingestText(m, r1.payload);
    m.startNextRound();
    const code = m.round.value.verified!.code;
    const r2 = await rollWith(r1.evening, code, 'Ana', T0 + 60_000);
    await ingestText(m, r2.payload);
    // Link 1 again (the phone's state rolled back) with round 2's code: other dice.
    const old = await rollWith({ ...ana }, code, 'Ana', T0 + 61_000);
    expect(old.result.proof!.link).toBe(1);
    expect((await ingestText(m, old.payload))?.kind).toBe('reroll');
    expect(m.round.value.results[0]!.at).toBe(r2.result.at);
    expect(m.round.value.verdicts?.['ana']?.round.status).toBe('verified');
  });

  it('a replayed link first, then the right one for the same code: the second is a re-roll, not a newer roll', async () => {
    const { m, ana } = await table();
    const r1 = await rollWith(ana, m.round.value.verified!.code, 'Ana', T0 + 1000);
    await ingestText(m, r1.payload);
    m.startNextRound();
    const code = m.round.value.verified!.code;
    const replay = await rollWith({ ...r1.evening, code: 'ZZZZZ' , link: 1 }, code, 'Ana', T0 + 60_000);
    expect(replay.result.proof!.link).toBe(2);
    // Link 2 is this round's proper link here; show link 1 first instead (a replay of round 1's link).
    const stale = await rollWith({ ...ana, link: 0 }, code, 'Ana', T0 + 60_500);
    expect(stale.result.proof!.link).toBe(1);
    await ingestText(m, stale.payload);
    expect(m.round.value.verdicts?.['ana']?.round).toMatchObject({ status: 'not-verified', reason: 'replayed' });
    expect((await ingestText(m, replay.payload))?.kind).toBe('reroll');
  });

  it('an honest re-scan of the same code stays quiet: the same roll, no re-roll', async () => {
    const { m, ana } = await table();
    const code = m.round.value.verified!.code;
    const first = await rollWith(ana, code, 'Ana', T0 + 1000);
    await ingestText(m, first.payload);
    const outcome = await ingestText(m, first.payload);
    expect(outcome?.kind).toBe('duplicate');
    // The phone rolls again with the same code (it keeps the link): the same dice, the same figures.
    const same = await rollWith(first.evening, code, 'Ana', T0 + 1000);
    expect(same.result.proof!.link).toBe(first.result.proof!.link);
    expect((await ingestText(m, same.payload))?.kind).toBe('duplicate');
    expect(m.round.value.rerolls?.['ana']).toBeUndefined();
    expect(m.round.value.verdicts?.['ana']?.round.status).toBe('verified');
  });
});
