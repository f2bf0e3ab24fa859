/**
 * Running work the screen does not wait for when the page is next idle: `requestIdleCallback`
 * with a deadline of `timeout` ms, or a short timer where there is none (Safari).
 */
export function whenIdle(run: () => void, timeout = 1000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, 200);
}
