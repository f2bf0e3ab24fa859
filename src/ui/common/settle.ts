/**
 * No tap does two things: a control that appears where another was (Next round where Roll
 * was, Roll where Next round was, Undo after Apply, the GM's buttons likewise) takes no tap for
 * {@link SETTLE_MS} after it appears. A quick second tap meant for the control before (a double
 * tap, a shaky finger) then lands on nothing. While settling the control says so
 * (`aria-disabled`, so it keeps its place in the focus order and a screen reader reads it), and
 * its handler ignores the tap.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * How long a control that just appeared ignores taps, in ms. A double tap's second tap comes
 * 100 to 300 ms after the first on a phone; 600 ms leaves room for a slow one, and is less
 * than a player takes to read what appeared and decide.
 */
export const SETTLE_MS = 600;

/**
 * For a control that appears in place of another: `settling` is true for {@link SETTLE_MS}
 * after `key` changes (the control appeared: a result shown, a change confirmed), and on the
 * first render too when `onMount` (a screen opened by a tap, whose second tap could land on
 * it); `guard(fn)` wraps a handler so a tap landing in that time does nothing.
 */
export function useSettle(key: unknown, onMount = true): { settling: boolean; guard: <A extends unknown[]>(fn: (...a: A) => void) => (...a: A) => void } {
  const born = useRef<number>(onMount ? performance.now() : -Infinity);
  const seen = useRef(key);
  if (seen.current !== key) { seen.current = key; born.current = performance.now(); }
  const [settling, setSettling] = useState(onMount);
  const first = useRef(true);
  useEffect(() => {
    const mount = first.current;
    first.current = false;
    if (mount && !onMount) return;
    setSettling(true);
    const t = setTimeout(() => setSettling(false), Math.max(0, SETTLE_MS - (performance.now() - born.current)));
    return () => clearTimeout(t);
  }, [key]);
  // When the tap happened (the event's time stamp, on the page's clock), not when a busy page
  // got round to it: a second tap made 150 ms after the first is ignored however late it is handled.
  const guard = <A extends unknown[]>(fn: (...a: A) => void) => (...a: A) => {
    const e = a[0];
    const at = e instanceof Event && e.timeStamp > 0 ? e.timeStamp : performance.now();
    if (at - born.current < SETTLE_MS) return;
    fn(...a);
  };
  return { settling, guard };
}
