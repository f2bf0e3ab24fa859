/**
 * The browser test runner: serves dist/ (through scripts/serve.mjs) on a free loopback port,
 * then runs each test/e2e/*.e2e.mjs in turn in Debian's headless chromium, each with a fresh
 * profile.
 * Prints PASS/FAIL per test with the reason, saves screenshots of failures in
 * test-results/, and exits 1 when any test fails.
 *
 *   node test/e2e/run.mjs [name-filter ...]
 *   E2E_DIST=dir serves another build; E2E_TIMEOUT_MS changes the 60 s per-test limit.
 *
 * A test file exports `default async function (t)`; `t` has `baseURL`, `context` and `page`
 * (a fresh phone-sized profile), `launch(options)` for more profiles (see lib/browser.mjs),
 * `tmp` (a scratch directory) and `log(text)`.
 */
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchFresh } from './lib/browser.mjs';
import { serveStatic, serveWithAppServer } from './lib/server.mjs';

const TEST_TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 60_000);
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..', '..');
const results = join(root, 'test-results');

const filters = process.argv.slice(2);
const files = (await readdir(here))
  .filter((f) => f.endsWith('.e2e.mjs'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error(`No e2e tests match ${filters.join(' ') || '*.e2e.mjs'} in ${here}`);
  process.exit(1);
}

// The app's own server (npm start) over HTTP on loopback; E2E_DIST=dir serves another build
// (e.g. `vite build --outDir /tmp/x`) with the small static server instead.
const server = await (process.env.E2E_DIST ? serveStatic(process.env.E2E_DIST) : serveWithAppServer(root)).catch((err) => {
  console.log(`FAIL e2e: could not serve the app: ${err.message}`);
  process.exit(1);
});
await rm(results, { recursive: true, force: true });
console.log(`e2e: serving ${process.env.E2E_DIST ?? 'dist/'} at ${server.url}; ${files.length} test(s)`);

let failed = 0;
const started = Date.now();
for (const file of files) {
  const name = file.replace(/\.e2e\.mjs$/, '');
  const t0 = Date.now();
  const contexts = [];
  const logs = [];
  const tmp = await mkdtemp(join(tmpdir(), `rollcall-${name}-`));
  const watch = (context) => {
    const onPage = (page) => {
      page.on('pageerror', (e) => logs.push(`page error: ${e.message}`));
      page.on('console', (m) => { if (m.type() === 'error') logs.push(`console: ${m.text()}`); });
    };
    context.pages().forEach(onPage);
    context.on('page', onPage);
  };
  const t = {
    baseURL: server.url,
    tmp,
    log: (text) => logs.push(text),
    async launch(options = {}) {
      const context = await launchFresh({ origin: server.url.replace(/\/$/, ''), ...options });
      contexts.push(context);
      watch(context);
      return context;
    },
  };
  let timer;
  try {
    const mod = await import(pathToFileURL(join(here, file)).href);
    const body = async () => {
      t.context = await t.launch(mod.launch ?? {});
      t.page = t.context.pages()[0] ?? (await t.context.newPage());
      await mod.default(t);
    };
    await Promise.race([
      body(),
      new Promise((_, fail) => {
        timer = setTimeout(() => fail(new Error(`Timed out after ${TEST_TIMEOUT_MS / 1000} s`)), TEST_TIMEOUT_MS);
      }),
    ]);
    console.log(`PASS ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (err) {
    failed++;
    console.log(`FAIL ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    console.log(`  ${String(err?.message ?? err).split('\n').slice(0, 6).join('\n  ')}`);
    await mkdir(results, { recursive: true });
    let n = 0;
    for (const context of contexts) {
      for (const page of context.pages()) {
        const path = join(results, `${name}-${++n}.png`);
        const ok = await page.screenshot({ path, fullPage: true, timeout: 10_000 }).then(() => true, () => false);
        if (ok) console.log(`  screenshot: ${path} (${page.url()})`);
      }
    }
    for (const line of [...new Set(logs)].slice(0, 10)) console.log(`  ${line.slice(0, 300)}`);
  } finally {
    clearTimeout(timer);
    await Promise.all(contexts.map((c) => c.close()));
    await rm(tmp, { recursive: true, force: true });
  }
}

await server.close();
const secs = ((Date.now() - started) / 1000).toFixed(1);
console.log(`e2e: ${files.length - failed} passed, ${failed} failed (${secs} s)`);
process.exit(failed ? 1 : 0);
