/**
 * One worker of the browser test runner (run.mjs forks several): serves the app on its own
 * loopback port, then runs the tests the runner sends it one at a time, each in a fresh
 * context (of a chromium the worker keeps, or a browser and profile of the test's own: see
 * `chromiumContext`), and sends back { name, ok, secs, lines } per test (lines: the reason, screenshots
 * and page errors of a failure, as run.mjs prints them).
 *
 * A job is { name, file, engine }: `file` an absolute path to a test module exporting
 * `default async function (t)`; `engine` 'chromium' (t.page is a Playwright page) or
 * 'firefox' / 'webkit' (t.page is the small page of test/engines/lib/page.mjs).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshContext, launchFresh, launchShared } from './browser.mjs';
import { serveStatic, serveWithAppServer } from './server.mjs';

/**
 * The per-test limit: 60 s for a test alone on a core; run.mjs passes E2E_LOAD (workers per
 * core, at least 1), since with more workers than cores each test's wall time stretches.
 */
const LOAD = Math.max(1, Number(process.env.E2E_LOAD) || 1);
/** A test's limit: E2E_TIMEOUT_MS, else its own `export const timeout` (ms alone on a core; one that drives several browsers at once needs more) or 60 s, stretched by the load. */
const limitOf = (mod) => Number(process.env.E2E_TIMEOUT_MS ?? (Number(mod.timeout) || 60_000) * LOAD);
const root = process.env.E2E_ROOT;
const results = join(root, 'test-results');

/** The app's own server (npm start) on a port of this worker's; E2E_DIST=dir serves another build. */
const serve = () => (process.env.E2E_DIST ? serveStatic(process.env.E2E_DIST) : serveWithAppServer(root));

/** This worker's chromium (a promise of it), started at its first test and again if it has gone. */
let shared;
/**
 * This worker's Firefox (a promise of it), started at its first Firefox test and again if it has
 * gone: each Firefox test gets a fresh context of it. run.mjs gives every Firefox test to one
 * worker while there is other work for the rest, so the run starts Firefox once, not per test.
 */
let firefox;

/** This worker's Firefox, started now if it is not running. */
async function sharedFirefox() {
  let browser = await firefox?.catch(() => undefined);
  if (!browser?.connected) {
    await browser?.close().catch(() => undefined);
    const { startFirefox } = await import(pathToFileURL(join(root, 'test', 'engines', 'lib', 'firefox.mjs')).href);
    firefox = startFirefox();
    browser = await firefox;
  }
  return browser;
}

/**
 * A fresh chromium context for a test: in this worker's browser, unless the options need a
 * browser of its own (`args`: chromium flags such as the fake camera's; `profile: true`: a
 * profile on disk, for what an incognito context cannot do, such as being installable).
 */
async function chromiumContext({ profile, ...options }) {
  if (profile || options.args?.length) return launchFresh(options);
  let browser = await shared?.catch(() => undefined);
  if (!browser?.isConnected()) {
    const gone = browser;
    if (!shared || browser === (await shared.catch(() => undefined))) shared = launchShared();
    await gone?.close().catch(() => undefined);
    browser = await shared;
  }
  return freshContext(browser, options);
}

let server;
try {
  server = await serve();
} catch (err) {
  process.send({ type: 'broken', message: `could not serve the app: ${err.message}` });
  process.exit(1);
}
process.on('message', async (msg) => {
  if (msg.type === 'run') process.send({ type: 'result', ...(await runJob(msg.job)) });
  if (msg.type === 'stop') {
    await shared?.then((b) => b.close()).catch(() => undefined);
    await firefox?.then((b) => b.close()).catch(() => undefined);
    await server.close();
    process.exit(0);
  }
});
process.send({ type: 'ready', url: server.url });

/** Runs one test within the per-test time limit; never throws. */
async function runJob({ name, file, engine }) {
  const t0 = Date.now();
  const logs = [];
  const closers = [];
  const shooters = [];
  const tmp = await mkdtemp(join(tmpdir(), `rollcall-${name.replace(/\W+/g, '-')}-`));
  const t = {
    baseURL: server.url,
    tmp,
    engine,
    log: (text) => logs.push(text),
    /** A server of this test's own (for a test that stops it); closed after the test. */
    async serve() {
      const own = await serve();
      closers.push(() => own.close());
      return own;
    },
  };
  let timer;
  let dropFirefox = false;
  try {
    const mod = await import(pathToFileURL(file).href);
    if (engine === 'chromium') {
      t.launch = async (options = {}) => {
        const context = await chromiumContext({ origin: server.url.replace(/\/$/, ''), ...options });
        closers.push(() => context.close());
        watchChromium(context, logs);
        shooters.push(async (n) => {
          const out = [];
          for (const page of context.pages()) {
            const path = join(results, `${name}-${n + out.length + 1}.png`);
            if (await page.screenshot({ path, fullPage: true, timeout: 10_000 }).then(() => true, () => false)) out.push(`screenshot: ${path} (${page.url()})`);
          }
          return out;
        });
        return context;
      };
    } else {
      const { launchEngine } = await import(pathToFileURL(join(root, 'test', 'engines', 'lib', 'launch.mjs')).href);
      t.launch = async (options = {}) => {
        const page = await launchEngine(engine, { ...options, ...(engine === 'firefox' ? { firefox: await sharedFirefox() } : {}), log: (line) => logs.push(line) });
        closers.push(() => page.close());
        shooters.push(async (n) => {
          const path = join(results, `${name.replace(/\W+/g, '-')}-${n + 1}.png`);
          return (await page.screenshotTo(path).then(() => true, () => false)) ? [`screenshot: ${path} (${await page.url().catch(() => '?')})`] : [];
        });
        return page;
      };
    }
    const body = async () => {
      if (engine === 'chromium') {
        t.context = await t.launch(mod.launch ?? {});
        t.page = t.context.pages()[0] ?? (await t.context.newPage());
      } else {
        // A test that goes offline gets a server of its own (WebKit goes offline by stopping it).
        const { ownServer, ...options } = mod.launch ?? {};
        if (ownServer) {
          t.server = await t.serve();
          t.baseURL = t.server.url;
        }
        t.page = await t.launch({ ...options, server: t.server });
      }
      await mod.default(t);
    };
    await Promise.race([
      body(),
      new Promise((_, fail) => {
        timer = setTimeout(() => fail(new Error(`Timed out after ${limitOf(mod) / 1000} s`)), limitOf(mod));
      }),
    ]);
    return { name, ok: true, secs: (Date.now() - t0) / 1000, lines: process.env.E2E_VERBOSE ? [...new Set(logs)] : [] };
  } catch (err) {
    // An error without a message (one a browser driver threw) still says what it was and where it came from.
    const said = err?.message || (err instanceof Error ? `${err.name} without a message${err.stack ? `\n${err.stack.split('\n').slice(1, 5).join('\n')}` : ''}` : String(err));
    const lines = said.split('\n').slice(0, 6);
    // A failed Firefox test may have left its browser in a bad state: the next one (its retry) starts a new Firefox.
    if (engine === 'firefox') dropFirefox = true;
    await mkdir(results, { recursive: true });
    let n = 0;
    for (const shoot of shooters) {
      const shots = await shoot(n).catch(() => []);
      n += shots.length;
      lines.push(...shots);
    }
    for (const line of [...new Set(logs)].slice(0, 10)) lines.push(line.slice(0, 300));
    return { name, ok: false, secs: (Date.now() - t0) / 1000, lines };
  } finally {
    clearTimeout(timer);
    await Promise.all(closers.map((close) => close().catch(() => undefined)));
    if (dropFirefox) {
      await firefox?.then((b) => b.close()).catch(() => undefined);
      firefox = undefined;
    }
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Collects page errors and console errors of every page of a chromium context into `logs`. */
function watchChromium(context, logs) {
  const onPage = (page) => {
    page.on('pageerror', (e) => logs.push(`page error: ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error') logs.push(`console: ${m.text()}`); });
  };
  context.pages().forEach(onPage);
  context.on('page', onPage);
}
