/**
 * Service worker registration (vite-plugin-pwa generateSW with injectRegister: false).
 * workbox-window is loaded after the first paint so it stays out of the initial bundle.
 * The worker skips waiting and claims clients (vite.config.ts), so an update takes control
 * at once; the page then offers a reload to pick up the new files.
 */
import { signal } from '@preact/signals';

/** What the app tells the user about offline use: nothing yet, ready offline, or an update to load. */
export type SwStatus = 'idle' | 'offline-ready' | 'update-ready' | 'unsupported';

/** The service worker's state as the shell shows it. */
export const swStatus = signal<SwStatus>('idle');

/** How often an open app checks for a new version (ms). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers `sw.js` next to index.html. Only in production builds (dev has no worker). */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    swStatus.value = 'unsupported';
    return;
  }
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(new URL('sw.js', document.baseURI).href);
  wb.addEventListener('installed', (e) => {
    if (!e.isUpdate) swStatus.value = 'offline-ready';
  });
  wb.addEventListener('controlling', (e) => {
    if (e.isUpdate) swStatus.value = 'update-ready';
  });
  try {
    await wb.register();
    // A GM's tab can stay open all evening: look for a new version now and then.
    setInterval(() => { void wb.update().catch(() => undefined); }, UPDATE_CHECK_MS);
  } catch (err) {
    // Not fatal: the app works online without a worker (e.g. a plain-HTTP LAN address).
    console.warn('Service worker registration failed:', err);
  }
}

/** Hides the note (the user dismissed it). */
export function dismissSwStatus(): void {
  swStatus.value = 'idle';
}
