/**
 * Times of day on the screens (src/ui/common/clock.ts): written as the phone's locale writes
 * them, and the locale data loaded only when a time is first shown or warmed ahead, never by
 * opening a screen that shows none (a page's first formatter costs 30 to 60 ms).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const at = Date.UTC(2026, 11, 6, 19, 42, 5);

const Real = Intl.DateTimeFormat;

/** The clock module loaded afresh, with a count of the formatters made from then on. */
async function freshClock() {
  vi.resetModules();
  const made = { count: 0 };
  class Counted extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) { super(...args); made.count++; }
  }
  Intl.DateTimeFormat = Counted as typeof Real;
  const clock = await import('../../src/ui/common/clock');
  return { clock, made };
}

afterEach(() => { Intl.DateTimeFormat = Real; });

describe('times of day on the screens', () => {
  it('opening a screen that imports the clock makes no formatter: the locale data waits for the first time shown', async () => {
    const { made } = await freshClock();
    expect(made.count).toBe(0);
  });

  it('the first time shown makes the formatters once; later times reuse them', async () => {
    const { clock, made } = await freshClock();
    const expected = new Real([], { hour: '2-digit', minute: '2-digit' }).format(at);
    expect(clock.clockTime(at)).toBe(expected);
    expect(made.count).toBe(3);
    clock.clockTimeSeconds(at);
    clock.dateTime(at);
    clock.clockTime(at + 60_000);
    expect(made.count).toBe(3);
  });

  it('warming makes the formatters ahead, so that showing a time then makes none', async () => {
    const { clock, made } = await freshClock();
    clock.warmClock();
    expect(made.count).toBe(3);
    expect(clock.clockTimeSeconds(at)).toBe(new Real([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(at));
    expect(clock.dateTime(at)).toBe(new Real([], { dateStyle: 'short', timeStyle: 'medium' }).format(at));
    expect(made.count).toBe(3);
  });

  it('a value that is not a time shows as nothing, not "Invalid Date"', async () => {
    const { clock } = await freshClock();
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 9e15]) {
      expect(clock.clockTime(bad)).toBe('');
      expect(clock.clockTimeSeconds(bad)).toBe('');
      expect(clock.dateTime(bad)).toBe('');
    }
  });
});
