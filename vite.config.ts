/// <reference types="vitest/config" />
/**
 * Build, PWA and unit-test configuration.
 * - `base: './'` keeps every URL relative, so dist/ works from any static host path.
 * - The service worker (generateSW) precaches every built asset, including the lazy
 *   QR-scanner chunk and its worker, so the GM's camera works offline after one visit.
 * - Registration lives in src/ui/app/sw.ts (injectRegister: false); with that, workbox
 *   must be told to skipWaiting/clientsClaim or the first visit stays uncontrolled.
 */
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  base: './',
  // No modulepreload polyfill: every es2022 browser but Safari < 17 has modulepreload, and
  // there a missing hint only means the chunk is fetched on import instead (about 0.5 kB gz saved).
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
  plugins: [
    preact(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      // public/ files are already matched by globPatterns; listing them again would duplicate precache entries.
      includeManifestIcons: false,
      manifest: {
        id: './',
        name: 'Rollcall',
        short_name: 'Rollcall',
        description: 'Roll your combat round on your phone and hand it to the GM by QR code. Works offline.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1d2a44',
        background_color: '#f6f7fb',
        categories: ['games', 'utilities'],
        // Players can share a round straight to the GM's installed app (src/ui/app/route.ts SHARE_PARAMS).
        share_target: {
          action: './',
          method: 'GET',
          enctype: 'application/x-www-form-urlencoded',
          params: { title: 'share-title', text: 'share-text', url: 'share-url' },
        },
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // manifest.webmanifest is added by the plugin itself.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,wasm}'],
        // The 512 px icons are for the launcher: the browser fetches them from the manifest when
        // it installs the app, and no screen shows them. Precaching them cost 40 KB gzipped.
        globIgnores: ['icon-512.png', 'icon-maskable-512.png'],
        navigateFallback: 'index.html',
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    // A guard against hangs, not a speed check: exhaustive sweeps take seconds on a busy shared machine.
    testTimeout: 60_000,
  },
});
