/** The current route as a signal, kept in step with `location.hash`. */
import { signal } from '@preact/signals';
import { parseRoute, type Route } from './route';

/** The route the app shows. */
export const route = signal<Route>(parseRoute(location.hash));

/** Starts following `hashchange`. Call once at start-up. */
export function startRouter(): void {
  window.addEventListener('hashchange', () => {
    route.value = parseRoute(location.hash);
  });
}

/**
 * Replaces the hash without a new history entry (after a shared link was taken, so Back
 * does not take it again).
 */
export function replaceHash(hash: string): void {
  history.replaceState(history.state, '', hash);
  route.value = parseRoute(hash);
}
