/// <reference types="vitest/config" />
/**
 * Build, PWA and unit-test configuration.
 * - `base: './'` keeps every URL relative, so dist/ works from any static host path.
 * - The service worker (generateSW) precaches every built asset a player needs, including the
 *   lazy QR-scanner chunk and its worker, so the camera works offline after one visit. The GM's
 *   part (the GM screen's own chunks and the workers) is kept on a phone from its first opening
 *   there and across updates (scripts/keep-part.ts, src/sw/keep-part.js).
 * - Registration lives in src/ui/app/sw.ts (injectRegister: false); with that, workbox
 *   must be told to skipWaiting/clientsClaim or the first visit stays uncontrolled.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createServer, defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { GUIDE_CSS, guidePage } from './scripts/guide-page.mjs';
import { keepPart, keptPartFiles } from './scripts/keep-part.mjs';
import { compileHintsFirst } from './scripts/compile-hints.mjs';

/**
 * Unit tests of pure code (see `test.projects`): rules, CLI, engine, codecs, verification and the
 * codec fuzzers. They need no isolation: the few that stub a global (a browser without
 * CompressionStream, a Web Share API) restore it themselves.
 */
const PURE_TESTS = ['test/rulesets/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/engine/**/*.test.ts', 'test/share/**/*.test.ts', 'test/verify/**/*.test.ts', 'test/fuzz/**/*.test.ts'];

/**
 * The user guide (docs/guide.md) and its screenshots as dist/guide/, a plain page the app's
 * Help links to. Not precached: the service worker keeps it when first read (runtimeCaching).
 */
function userGuide(): Plugin {
  const docs = (p: string) => fileURLToPath(new URL(`docs/${p}`, import.meta.url));
  return {
    name: 'rollcall-user-guide',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'guide/index.html', source: guidePage(readFileSync(docs('guide.md'), 'utf8')) });
      this.emitFile({ type: 'asset', fileName: 'guide/guide.css', source: GUIDE_CSS });
      for (const png of readdirSync(docs('guide')).filter((f) => f.endsWith('.png'))) {
        this.emitFile({ type: 'asset', fileName: `guide/${png}`, source: readFileSync(docs(`guide/${png}`)) });
      }
    },
  };
}

/**
 * Writes the start page's shell (src/prerender.tsx: header, heading, "New character", as the
 * list shows before its data) into the built index.html, so a phone paints the first screen from
 * the HTML and the stylesheet alone while the script loads; `render()` then takes over the same
 * elements. The shell is rendered by a throwaway Vite server in SSR mode (so its CSS imports
 * resolve), before the service worker's precache list is made.
 */
function prerenderShell(): Plugin {
  return {
    name: 'rollcall-prerender-shell',
    apply: 'build',
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false, root: import.meta.dirname, logLevel: 'error', appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false }, plugins: [preact()],
      });
      try {
        const { prerender } = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender');
        const shell = (await prerender()).html;
        if (!html.includes('<div id="app"></div>')) throw new Error('Expected <div id="app"></div> in index.html to prerender into');
        return html.replace('<div id="app"></div>', `<div id="app">${shell}</div>`);
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Puts the shell's stylesheet into the built index.html as a <style> element, so the first
 * paint waits for the HTML alone instead of the HTML and then a stylesheet request. The
 * Content Security Policy allows that one element by its SHA-256 hash in place of the dev
 * server's 'unsafe-inline' (scripts/serve.mjs sends the same hash in its header). The link
 * stays, disabled and not precached: a disabled stylesheet is neither fetched nor applied, and Vite's preload
 * helper, which skips a stylesheet the page already links, then never fetches it for the lazy
 * chunks that list it among their dependencies (Vite 8 gives `modulePreload.resolveDependencies`
 * only their scripts).
 * @throws Error when the HTML has no shell stylesheet or no style-src to put the hash in.
 */
function inlineShellCss(): Plugin {
  return {
    name: 'rollcall-inline-shell-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const link = /<link rel="stylesheet"[^>]*href="\.\/(assets\/shell-[\w-]+\.css)"[^>]*>/.exec(html);
        const asset = link && ctx.bundle?.[link[1]];
        if (!link || !asset || asset.type !== 'asset') throw new Error(`Expected the shell's stylesheet linked from index.html, but found ${link ? `no ${link[1]} in the build` : 'no such link'}`);
        const css = String(asset.source).trim();
        const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
        if (!html.includes("style-src 'self' 'unsafe-inline'")) throw new Error("Expected style-src 'self' 'unsafe-inline' in index.html's policy, to replace with the shell's hash");
        return html.replace(link[0], `<style>${css}</style><link rel="stylesheet" crossorigin href="./${link[1]}" disabled>`).replace("style-src 'self' 'unsafe-inline'", `style-src 'self' ${hash}`);
      },
    },
  };
}

/**
 * The modules the character list needs on a first visit (start.tsx and what it imports
 * statically); every lazy screen imports from the chunk they make, already loaded.
 */
const FIRST_VISIT = new RegExp([
  String.raw`/node_modules/(preact|@preact/signals|@preact/signals-core|valibot|idb)/`,
  String.raw`/src/start\.tsx$`,
  String.raw`/src/ui/app/(App|Header|Logo|SwToast|sw)\.tsx?$`,
  String.raw`/src/ui/common/(Lazy|announce|display|phone|route|router|table)\.tsx?$`,
  String.raw`/src/ui/player/(CharacterList|LazyCharacterScreen|sheet|index)\.tsx?$`,
  String.raw`/src/ui/data/(session|repo)\.ts$`,
  String.raw`/src/ui/backup/undo\.ts$`,
  String.raw`/src/storage/(characters|db|errors|records|migrate|summary|schemas|clean|pending|rulesets|seed|display)\.ts$`,
  String.raw`/src/engine/(schema|names|result|notation)\.ts$`,
  String.raw`/src/rulesets/(catalog|[a-z0-9-]+/meta)\.ts$`,
].join('|'));

/**
 * Code shared by the lazily loaded screens, in a few files instead of two dozen: left alone the
 * bundler made a chunk of every set of modules shared by a different set of screens (23 files
 * under 1 KB gzipped), each a request that waits for its turn (opening a character fetched 12
 * files, in two rounds) and each compressed on its own (about 6 KB more precache in all).
 * Each group takes priority below `app` and `shell`, so nothing of the first visit moves; what
 * a group's modules import comes with them unless a higher group already holds it.
 * - SCREENS: what the character, GM, backup and verified screens import at once: the sheet and
 *   declaration forms, the QR share card, the round code check, the screen-only storage, and the
 *   link's loader and state and the help text (each was a file of its own under 0.5 KB gzipped,
 *   three more requests on opening a character), the link's words, a control's settling and the
 *   problem card (two more files of 0.5 to 0.7 KB and a stylesheet of 0.1 KB), and the list's
 *   warm-up (loaded from the worker's cache, with the screen's code it warms, never on a first
 *   visit's list), and the storage of a list row's actions (copy, archive, back up, send, delete
 *   with undo: ./src/ui/data/listStorage.ts, which was in the first visit's code, 1.5 KB
 *   gzipped there with the actions' panel, src/ui/backup/CharacterActions.tsx, now a file of its
 *   own loaded at the first "More").
 * - ENGINE: the pure helpers every ruleset and the character screen share (distributions,
 *   check bands, lasting state, dice, memos, state keys: every rule system imports the memos,
 *   which were a file of 0.3 KB gzipped of their own, the state keys one of 0.6 KB; the ready
 *   monsters' make-at-first-read, a file of 0.1 KB).
 * A first tap on a character fetched 11 files, each a link the preload helper appends, a
 * request, and a compile task of its own; now 6.
 * - CODEC: the round's QR payload (pack, unpack, Base45, CRC), loaded when a round is shared or read.
 * - VERIFY: verified table mode (chain, proofs, the GM's check), loaded when it is used.
 */
const SCREENS = new RegExp(String.raw`/src/(ui/forms/\w+|ui/link/(load|state|link|words)|ui/help/(blocks|HelpText)|ui/player/(QrShare|living|warm|warmLook)|ui/data/(screenStorage|listStorage)|ui/scan/qrInput|ui/common/(terms|tone|settle|Problem|problem)|share/roundCode|storage/(index|history|prefs|state|evening)|ui/verified/(store|verified))\.(tsx?|css)$`);
const ENGINE = /\/src\/engine\/(dist|check|state|dice|memo|state-key|monster)\.ts$/;
const CODEC = new RegExp(String.raw`/src/share/(codec/(base45|crc32|bits|textcode|deflate|hex|checked)|round/(compact|decode|pack|unpack|format|migrate|encode)|payload|text|send)\.ts$`);
const VERIFY = /\/src\/(verify\/(chain|join|proof|inputs|derive|evening|verify|recompute)|share\/(codec\/crypto|round\/seal))\.ts$/;

/**
 * Chunks whose every function V8 compiles when it loads the file, not at each function's first
 * call (the `//# allFunctionsCalledOnLoad` compile hint, Chrome 136+; other browsers read a
 * comment): what a tap on a character runs (the character screen, the code the screens share,
 * the engine's helpers) and each rule system (matched by its module below).
 * The list loads them ahead of the tap (src/ui/player/warm.ts), so the compiling is done while
 * it waits, and kept in the code cache, instead of in the tap: the first tap's lazy compiling
 * was about 77 ms of 300 at 4x CPU (traced). Three alternating bench runs each, the slowest
 * system's tap: once the worker controls a first visit 201 -> 175 ms, repeat visit 170 -> 131.
 * - `app` too: the list runs only part of it (Preact, valibot, idb, storage), and the first tap
 *   then compiled about 86 more of its functions one by one (V8's function log), 15 to 20 ms at
 *   4x. A file this size is compiled off the main thread as it downloads, so the first visit
 *   does not wait for it: Lighthouse LCP 919 and 934 ms against 934 and 962 without, TBT 0 in
 *   both; the first tap once the worker controls a first visit, median of 7 and of 8 fresh
 *   phones, 137 and 143 ms against 152 ms.
 * Chromium reads the hint only on a file's first line, and Vite writes a chunk's preload list
 * above the banner: scripts/compile-hints.mjs moves it back to the top once the files are written.
 */
const EAGER = /^(app|CharacterScreen|screens|engine)$/;

export default defineConfig({
  base: './',
  // No modulepreload polyfill: every es2022 browser but Safari < 17 has modulepreload, and
  // there a missing hint only means the chunk is fetched on import instead (about 0.5 kB gz saved).
  // The GM's worker (src/ui/gm/gm-worker.ts: the check of a verified round and the fight
  // simulation, one module so the rule systems are bundled once for workers): an ES module with
  // its own chunks (a worker is built apart from the page, so it carries its own copy of the rule
  // systems, some 135 KB gzipped) under assets/worker/, left out of the precache (see
  // globIgnores) and kept with the GM's part instead; where a worker cannot start, the GM's
  // phone checks and simulates in place.
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'assets/worker/[name]-[hash].js', chunkFileNames: 'assets/worker/[name]-[hash].js' } },
  },
  build: {
    target: 'es2022', sourcemap: false,
    modulePreload: { polyfill: false },
    // The first visit's code in one file: left alone, the bundler splits it into a dozen
    // shared chunks (Preact, valibot, idb, the storage modules...), each costing a request and
    // its headers (about 0.4 KB each) before the list shows.
    // What the HTML's own script needs stays apart (Vite's preload helper, the shell's styles,
    // which the list imports too): in the group they would make that script wait for the whole
    // app, and its styles block the first paint.
    rolldownOptions: {
      output: {
        // After minification, which would drop the comment (EAGER above).
        postBanner: (chunk) => (EAGER.test(chunk.name) || /\/src\/rulesets\/[a-z0-9-]+\/index\.ts$/.test(chunk.facadeModuleId ?? '') ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            { name: 'shell', test: /preload-helper|\/src\/ui\/app\/styles\.css$|\/src\/ui\/player\/list\.css$/, priority: 3 },
            { name: 'app', test: FIRST_VISIT, priority: 2 },
            { name: 'screens', test: SCREENS, priority: 1 },
            { name: 'engine', test: ENGINE, priority: 1 },
            { name: 'codec', test: CODEC, priority: 1 },
            { name: 'verify', test: VERIFY, priority: 1 },
          ],
        },
      },
    },
  },
  plugins: [
    preact(),
    userGuide(),
    prerenderShell(),
    inlineShellCss(),
    keepPart(),
    compileHintsFirst(),
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
        // Players can share a round straight to the GM's installed app (src/ui/common/route.ts SHARE_PARAMS).
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
        // The same goes for icon-192 and the apple-touch-icon (about 16 KB): read online when the
        // app is installed, kept by the phone's launcher after that.
        // The user guide is a page of its own (see userGuide above), read at home more than at the
        // table: its page, stylesheet and pictures (9 KB gzipped of text, about 1 MB of pictures)
        // are kept when first read (runtimeCaching), so a guide read once reads offline, pictures
        // and all. The app's own Help, precached, covers the table.
        // The shell's stylesheet is inline in index.html (inlineShellCss); its file is only a marker.
        // The GM's part (the GM screen's own chunks and the workers of its check and Foresee) is
        // not precached: keep-part.js keeps it on a phone from the first time the GM screen opens
        // there, and fetches each new version's before that version takes over.
        globIgnores: ['icon-512.png', 'icon-maskable-512.png', 'icon-192.png', 'apple-touch-icon.png', 'guide/**', 'assets/shell-*.css', 'assets/worker/**', 'keep-part.js'],
        manifestTransforms: [(entries) => {
          const part = new Set(keptPartFiles());
          return { manifest: entries.filter((e) => !part.has(e.url.replace(/^\.?\//, ''))), warnings: [] };
        }],
        importScripts: ['keep-part.js'],
        runtimeCaching: [
          // Fresh when online, the kept copy when not: the guide changes with each release.
          { urlPattern: /\/guide\/[^/]*$/, handler: 'StaleWhileRevalidate', options: { cacheName: 'guide', expiration: { maxEntries: 60 } } },
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/\/guide\//],
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  test: {
    environment: 'node',
    // A guard against hangs, not a speed check: exhaustive sweeps take seconds on a busy shared machine.
    testTimeout: 60_000,
    // Worker threads, not forked processes: with each file isolated, a thread per file costs
    // less than a process per file (the whole suite: 123 CPU-seconds forked, 105 in threads).
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // with the second core left to the main process, which has little to do. One per core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Pure code: no storage, no DOM stand-ins. Their files share each worker's loaded
        // modules (the rule systems and codecs are imported once per worker, not once per
        // file): the whole suite 105 -> 87 CPU-seconds with the rules and the CLI, 83 -> 72
        // with the engine, codec, verification and fuzz tests too. Storage and UI tests stay
        // isolated: run without isolation, some failed by the order files met in a worker.
        extends: true,
        test: { name: 'rules', include: PURE_TESTS, isolate: false },
      },
      {
        // Everything else (storage on fake-indexeddb, stubbed globals, UI models), one file isolated from the next.
        extends: true,
        test: { name: 'app', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: ['test/e2e/**', 'node_modules/**', ...PURE_TESTS] },
      },
    ],
  },
});
