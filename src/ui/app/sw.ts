/**
 * Service worker registration (vite-plugin-pwa generateSW with injectRegister: false), with the
 * browser's own API: the worker skips waiting and claims clients (vite.config.ts), so the page
 * learns of a first install (offline ready) and of an update (a new version took over) from
 * `controllerchange`, which workbox-window would only wrap (2 KB gzipped saved on a first visit).
 * The page then offers a reload to pick up the new files.
 */
import { signal } from '@preact/signals';

/** What the app tells the user about offline use: nothing yet, ready offline, or an update to load. */
export type SwStatus = 'idle' | 'offline-ready' | 'update-ready' | 'unsupported';

/** The service worker's state as the shell shows it. */
export const swStatus = signal<SwStatus>('idle');

/** How often an open app checks for a new version (ms). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers `sw.js` next to index.html. Only in production builds (dev has no worker). A page
 * without a controlling worker that gets one has just been made ready offline; a page whose
 * worker is replaced runs an old version until reloaded.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    swStatus.value = 'unsupported';
    return;
  }
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    swStatus.value = controlled ? 'update-ready' : 'offline-ready';
    controlled = true;
  });
  try {
    const registration = await navigator.serviceWorker.register(new URL('sw.js', document.baseURI).href);
    // A GM's tab can stay open all evening: look for a new version now and then.
    setInterval(() => { void registration.update().catch(() => undefined); }, UPDATE_CHECK_MS);
  } catch (err) {
    // Not fatal: the app works online without a worker (e.g. a plain-HTTP LAN address).
    console.warn('Service worker registration failed:', err);
  }
}

/** Hides the note (the user dismissed it). */
export function dismissSwStatus(): void {
  swStatus.value = 'idle';
}
