/**
 * The GM's check with a time limit: a round whose check runs past the limit reads "too costly
 * to check" on every entry, the check is stopped, and the page's model takes the round with
 * that mark instead of waiting. Fake timers: no real time is measured.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRoundCode } from '../../src/share/roundCode';
import { CHECK_LIMIT_MS, withLimit, type CheckRound } from '../../src/ui/gm/check';
import { createGmModel } from '../../src/ui/gm/model';
import { ingestText } from '../../src/ui/gm/service';
import { verdictWord } from '../../src/ui/gm/verified';
import { joinCodeOf } from '../../src/verify/evening';
import { lookup, phone, rollWith } from './verified-fixtures';

const T0 = Date.UTC(2026, 10, 22, 19);
afterEach(() => { vi.useRealTimers(); });

describe('the GM\'s check has a time limit', () => {
  it('a check that never ends is stopped: "too costly to check", never a wait without end', async () => {
    const stop = vi.fn();
    const never: CheckRound = () => new Promise(() => {});
    const e = await phone('Ana', 1);
    const { result } = await rollWith(e, 'K7QFA', 'Ana', T0);
    vi.useFakeTimers();
    const pending = withLimit(never, CHECK_LIMIT_MS, stop)(result, { code: 'K7QFA', earlier: [], phones: {} });
    await vi.advanceTimersByTimeAsync(CHECK_LIMIT_MS);
    const v = await pending;
    expect(stop).toHaveBeenCalledOnce();
    expect(v.round).toMatchObject({ status: 'not-verified', reason: 'costly' });
    expect(verdictWord(v.round)).toBe('Not verified: too costly to check');
    expect(v.entries.length).toBe(result.entries.filter((x) => !x.skipped).length);
    expect(v.entries.every((x) => x.status === 'not-verified')).toBe(true);
  });

  it('a check that answers in time is its own verdict, and the timer is cleared', async () => {
    const e = await phone('Ana', 1);
    const { result } = await rollWith(e, 'K7QFA', 'Ana', T0);
    const quick: CheckRound = async () => ({ round: { status: 'verified', message: 'ok' }, entries: [], spare: [], manual: [] });
    vi.useFakeTimers();
    const v = await withLimit(quick)(result, { code: 'K7QFA', earlier: [], phones: {} });
    expect(v.round.status).toBe('verified');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the GM\'s table takes a round whose check ran out of time, marked "too costly to check"', async () => {
    let n = 0;
    const never: CheckRound = () => new Promise(() => {});
    const m = createGmModel({ lookup, now: () => T0, newCode: () => newRoundCode([++n % 32, 2, 3, 4]), check: withLimit(never) });
    m.setVerifiedMode(true);
    const ana = await phone('Ana', 1);
    await ingestText(m, joinCodeOf(ana));
    const { payload } = await rollWith(ana, m.round.value.verified!.code, 'Ana', T0 + 1000);
    vi.useFakeTimers();
    const taking = ingestText(m, payload);
    await vi.advanceTimersByTimeAsync(CHECK_LIMIT_MS);
    expect((await taking)?.kind).toBe('added');
    expect(m.round.value.verdicts?.['ana']?.round).toMatchObject({ status: 'not-verified', reason: 'costly' });
    expect(m.message.value?.text).toMatch(/Not verified: too costly to check/);
  });
});
