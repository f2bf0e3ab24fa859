/** Waiting for what a user would see, without timed assertions: poll until true or give up. */

/**
 * Calls `check` until it returns a truthy value (which is returned) or `timeout` ms pass;
 * then throws an Error with `message` and the last value or error seen.
 */
export async function waitFor(check, message, { timeout = 15_000, interval = 200 } = {}) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (err) {
      last = err instanceof Error ? err.message.split('\n')[0] : err;
    }
    if (Date.now() > end) {
      throw new Error(`${message} (waited ${timeout / 1000} s; last: ${JSON.stringify(last)?.slice(0, 300)})`);
    }
    await new Promise((ok) => setTimeout(ok, interval));
  }
}
