/**
 * Keeping the GM's part of the app on this phone for offline use: the service worker fetches the
 * GM screen's own files and its workers, which are not in the precache every phone installs
 * (src/sw/keep-part.js, scripts/keep-part.ts). Asked each time the GM screen opens; the worker
 * fetches only what it lacks, so later openings cost nothing. Without a service worker (a plain
 * HTTP address, a development server) there is nothing to keep.
 */
export function keepGmOffline(): void {
  if (typeof navigator !== 'object' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'rollcall-keep-part' }))
    .catch(() => undefined);
}
