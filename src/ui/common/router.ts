/** The current route as a signal, kept in step with `location.hash`. */
import { signal } from '@preact/signals';
import { parseRoute, sharedTextOf, type Route } from './route';

/** The route the app shows. */
export const route = signal<Route>(parseRoute(location.hash));

/**
 * Starts following `hashchange`. Call once at start-up. A page opened by the share target
 * (`?share-text=...`) goes to the GM screen with the shared text, and the query is dropped
 * from the address so a reload does not take it again.
 */
export function startRouter(): void {
  const shared = sharedTextOf(location.search);
  if (shared !== null) {
    history.replaceState(history.state, '', `${location.pathname}#/gm`);
    route.value = { name: 'gm', incoming: shared };
  }
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
