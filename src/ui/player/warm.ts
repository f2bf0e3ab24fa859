/**
 * Reading a character's round code ahead of a tap, while the list waits: the character screen's
 * code, then the rules of each system the list shows, each in an idle period of its own (one
 * module evaluation per idle callback, so none adds up to a long task), one after the other.
 * Only from the service worker's cache: a page it does not control yet (a first visit) waits for
 * it to take control (`controllerchange`), so the warm-up never downloads anything the first
 * screen did not need.
 */

/** One step of the warm-up: starts a load and resolves once it is done (a rejection is ignored). */
export type WarmStep = () => Promise<unknown>;

/** What the warm-up needs from the page; `navigator.serviceWorker` and idle callbacks in the app, stand-ins in tests. */
export interface WarmEnv {
  /** The page's service worker container, or undefined where there is none (plain HTTP, old browsers). */
  readonly serviceWorker: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'> | undefined;
  /** Runs `run` when the page is next idle. */
  idle(run: () => void): void;
}

/** The page's own: its worker container and idle callbacks (a short timer where there are none, e.g. Safari). */
const pageEnv = (): WarmEnv => ({
  serviceWorker: navigator.serviceWorker,
  idle: (run) => { if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 }); else setTimeout(run, 200); },
});

/**
 * Runs `steps` in order, each in an idle period after the previous one is done, once the page is
 * controlled by a service worker (at once when it already is, else after `controllerchange`).
 * A failed step is left for the tap to report; the next step still runs.
 * @returns a function that stops the steps not yet started (the list unmounting)
 */
export function warmAhead(steps: readonly WarmStep[], env: WarmEnv = pageEnv()): () => void {
  const sw = env.serviceWorker;
  let stopped = !sw;
  const next = (i: number): void => {
    if (!stopped && i < steps.length) {
      env.idle(() => { if (!stopped) void Promise.resolve().then(steps[i]).catch(() => undefined).then(() => next(i + 1)); });
    }
  };
  const start = () => next(0);
  if (sw?.controller) start();
  else sw?.addEventListener('controllerchange', start, { once: true });
  return () => {
    stopped = true;
    sw?.removeEventListener('controllerchange', start);
  };
}
