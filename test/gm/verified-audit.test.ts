/**
 * The GM's verified table as a table uses it: a round taken back with Undo gives
 * its code again at the next "Next round", so players who rolled with it stay verified; a result
 * the round refused is not called "verified"; a round-wide verdict's sentence is shown once (on
 * the character's card), not under every entry.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { joinCodeOf } from '../../src/verify/evening';
import { newRoundCode } from '../../src/share/roundCode';
import { createGmModel, type GmModel } from '../../src/ui/gm/model';
import { ingestText } from '../../src/ui/gm/service';
import { nextCode, undoCode, verdictMessage } from '../../src/ui/gm/verified';
import type { OrderRow } from '../../src/ui/gm/order-view';
import { lookup, phone, rollWith } from './verified-fixtures';

const T0 = Date.UTC(2026, 10, 22, 19);

function gm(clock = { now: T0 }): GmModel {
  let n = 0;
  return createGmModel({ lookup, now: () => clock.now, newCode: () => newRoundCode([++n % 32, 2, 3, 4]) });
}
const code = (m: GmModel) => m.round.value.verified!.code;
const rows = (m: GmModel): OrderRow[] => {
  const v = m.order.value;
  return [...v.sections.flatMap((s) => s.groups.flatMap((g) => g.rows)), ...v.held, ...v.untimed];
};

describe('Undo, then Next round again', () => {
  it('gives the round the code it had before Undo, so a roll made with it is verified', async () => {
    const clock = { now: T0 };
    const m = gm(clock);
    m.setVerifiedMode(true);
    const aria = await phone('Aria', 1);
    await ingestText(m, joinCodeOf(aria));
    const r1 = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    await ingestText(m, r1.payload);
    clock.now = T0 + 60_000;
    m.startNextRound();
    const second = code(m);
    // Aria took round 2's code and rolled before the GM took the round back.
    clock.now = T0 + 70_000;
    const r2 = await rollWith(r1.evening, second, 'Aria', clock.now);
    m.undoNextRound();
    expect(m.round.value.round).toBe(1);
    clock.now = T0 + 80_000;
    m.startNextRound();
    expect(code(m)).toBe(second);
    clock.now = T0 + 90_000;
    const again = await rollWith(r1.evening, second, 'Aria', clock.now);
    expect(again.result.proof?.link).toBe(r2.result.proof?.link);
    await ingestText(m, again.payload);
    expect(m.message.value).toMatchObject({ tone: 'good', text: 'Took Aria\'s round: verified.' });
    // Once used, the code taken back is not given a third time.
    m.startNextRound();
    expect(code(m)).not.toBe(second);
  });

  it('as pure steps: undoCode keeps the code taken back, nextCode gives it once', () => {
    const t = { on: true, code: 'BBBBB', earlier: [{ round: 1, code: 'AAAAA' }], phones: {} };
    const back = undoCode(t, 1);
    expect(back).toMatchObject({ code: 'AAAAA', earlier: [], undone: 'BBBBB' });
    const next = nextCode(back, 1, 'CCCCC');
    expect(next.code).toBe('BBBBB');
    expect(next.undone).toBeUndefined();
    expect(nextCode(next, 2, 'DDDDD').code).toBe('DDDDD');
  });
});

describe("the GM's sentence for a result the round did not take", () => {
  const verified = { status: 'verified' as const, message: 'All 3 dice follow.' };
  it('does not call a refused result verified', () => {
    const o = { kind: 'wrong-ruleset' as const, character: 'Theo', message: 'Theo\'s result is for Zones and factions, but this encounter plays Spelljammer.' };
    expect(verdictMessage(o, verified)).toBe(o.message);
    expect(verdictMessage(o, { status: 'unverified', message: 'Rolled without verified mode.' })).toBe(o.message);
  });
  it('still names a replay (its word; the intake already said why), and a taken result keeps its verdict', () => {
    const older = { kind: 'other-round' as const, character: 'Aria', message: 'This is Aria\'s code from round 1.' };
    expect(verdictMessage(older, { status: 'not-verified', reason: 'replayed', message: 'An old result.' })).toBe('This is Aria\'s code from round 1. Not verified: replayed.');
    expect(verdictMessage({ kind: 'added', character: 'Aria', message: 'Took Aria\'s round.' }, verified)).toBe('Took Aria\'s round: verified.');
  });
});

describe('round-wide verdicts on the order', () => {
  it('mark every entry, but leave the sentence to the character\'s card', async () => {
    const m = gm();
    m.setVerifiedMode(true);
    const aria = await phone('Aria', 1);
    await ingestText(m, joinCodeOf(aria));
    const wrong = await rollWith(aria, newRoundCode([7, 7, 7, 7]), 'Aria', T0 + 1000);
    await ingestText(m, wrong.payload);
    const mine = rows(m).filter((r) => r.who === 'Aria');
    expect(mine.length).toBeGreaterThan(1);
    for (const r of mine) expect(r).toMatchObject({ verdict: { status: 'not-verified', reason: 'wrong-code' }, verdictOfRound: true });
  });

  it('keep an entry\'s own sentence (a face its dice did not give) on that entry', async () => {
    const m = gm();
    m.setVerifiedMode(true);
    const aria = await phone('Aria', 1);
    await ingestText(m, joinCodeOf(aria));
    const { result } = await rollWith(aria, code(m), 'Aria', T0 + 1000);
    const { encodeResult } = await import('../../src/share/payload');
    const e = result.entries[0]!;
    const face = e.check!.face === 1 ? 2 : e.check!.face - 1;
    const tampered = { ...result, entries: [{ ...e, check: { ...e.check!, face } }, ...result.entries.slice(1)] };
    await ingestText(m, await encodeResult(tampered));
    const first = rows(m).find((r) => r.who === 'Aria' && r.verdict?.status === 'not-verified');
    expect(first?.verdict).toMatchObject({ reason: 'altered', message: expect.stringContaining(`face ${face}, not ${e.check!.face}`) });
    expect(first?.verdictOfRound).toBeUndefined();
  });
});
