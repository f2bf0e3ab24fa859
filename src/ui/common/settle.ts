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

/** Not shown yet: the control is in the page but its frame has not been painted. */
const UNSEEN = Number.POSITIVE_INFINITY;

/**
 * For a control that appears in place of another: `settling` is true for {@link SETTLE_MS}
 * after `key` changes (the control appeared: a result shown, a change confirmed), and on the
 * first render too when `onMount` (a screen opened by a tap, whose second tap could land on
 * it); `guard(fn)` wraps a handler so a tap landing in that time does nothing.
 *
 * The time counts from the frame that shows the control, not from the render that made it: on a
 * slow phone the render and the frame after it can take longer than {@link SETTLE_MS}, and a
 * second tap made meanwhile was aimed at the control the finger still saw. A tap before that
 * frame is ignored too.
 */
export function useSettle(key: unknown, onMount = true): { settling: boolean; guard: <A extends unknown[]>(fn: (...a: A) => void) => (...a: A) => void } {
  const shown = useRef<number>(onMount ? UNSEEN : -UNSEEN);
  const seen = useRef(key);
  if (seen.current !== key) { seen.current = key; shown.current = UNSEEN; }
  const [settling, setSettling] = useState(onMount);
  const first = useRef(true);
  useEffect(() => {
    const mount = first.current;
    first.current = false;
    if (mount && !onMount) return;
    setSettling(true);
    // A frame's callbacks run just before it is painted; a task queued from there runs after it.
    let t: ReturnType<typeof setTimeout> | undefined;
    const painted = () => {
      shown.current = performance.now();
      t = setTimeout(() => setSettling(false), SETTLE_MS);
    };
    const f = requestAnimationFrame(() => { t = setTimeout(painted, 0); });
    return () => { cancelAnimationFrame(f); clearTimeout(t); };
  }, [key]);
  // When the tap happened (the event's time stamp, on the page's clock), not when a busy page
  // got round to it: a second tap made 150 ms after the first is ignored however late it is handled.
  const guard = <A extends unknown[]>(fn: (...a: A) => void) => (...a: A) => {
    const e = a[0];
    const at = e instanceof Event && e.timeStamp > 0 ? e.timeStamp : performance.now();
    if (at - shown.current < SETTLE_MS) return;
    fn(...a);
  };
  return { settling, guard };
}
