/**
 * The browser test runner: runs each test/e2e/*.e2e.mjs in Debian's headless chromium and each
 * test/engines/*.engine.mjs in Firefox ESR and in WebKitGTK, in parallel workers (forked
 * processes, see lib/worker.mjs), each test in a fresh context (no storage, no service worker)
 * of the worker's own chromium or Firefox, or a browser of the test's own (WebKit; chromium with
 * a fake camera), each worker serving dist/ (through scripts/serve.mjs) on its own loopback port.
 * The Firefox tests all go to one worker while the others have other tests, so Firefox starts once.
 * Prints PASS/FAIL per test with the reason as each ends, saves screenshots of failures in
 * test-results/, and exits 1 when any test fails. A failed test runs once more at the end
 * (E2E_RETRIES=0: never); one that passes then is printed FLAKY with its first failure and named
 * in the last line, one that fails again fails the run.
 *
 *   node test/e2e/run.mjs [name-filter ...]     every test whose name contains a filter
 *   node test/e2e/run.mjs --engines [filter]    only the Firefox and WebKit checks
 *   node test/e2e/run.mjs --chromium [filter]   only the chromium tests
 *
 * Names: "offline" (chromium), "firefox:offline", "webkit:offline" (test/engines/offline.engine.mjs).
 * E2E_WORKERS=n sets the number of workers (default: cores + 1, at most 6: a test waits on its
 * browser much of the time); E2E_TIMEOUT_MS changes the per-test limit (60 s, or a test's own `export const timeout` in ms, times workers per core
 * when there are more workers than cores: 90 s with 3 workers on 2 cores, 120 s with E2E_BUSY_CORES=1,
 * which says that other work keeps one more core busy meanwhile, as npm test does); E2E_DIST=dir
 * serves another build with a small static server.
 *
 * A test file exports `default async function (t)` and may export `launch` (options of its first
 * context: `colorScheme`, `userAgent`, `permissions`, `args` for chromium flags, `profile: true` for
 * a profile on disk); `t` has `baseURL`, `page`, `launch(options)` for more phones, `serve()` for a server of the test's own, `tmp` (a scratch directory) and
 * `log(text)`; a chromium test also has `context` (see lib/browser.mjs), an engine test has
 * `engine` and a page of the small API in test/engines/lib/page.mjs.
 */
import { fork } from 'node:child_process';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..', '..');
const enginesDir = join(root, 'test', 'engines');
const results = join(root, 'test-results');
/** Durations of the last run, so the longest tests start first and the workers end together. */
const timesFile = join(root, 'node_modules', '.cache', 'rollcall-e2e', 'durations.json');
/**
 * Committed durations (seconds by test name, from a full run on a 2-core machine), for a fresh
 * clone that has no last run yet: without them CI would start the tests in name order and a
 * long one could start last. The last run's times, where there are any, take precedence.
 */
const seedFile = join(here, 'durations.json');
const ENGINES = ['firefox', 'webkit'];

const args = process.argv.slice(2);
const only = args.includes('--engines') ? 'engines' : args.includes('--chromium') ? 'chromium' : 'all';
const filters = args.filter((a) => !a.startsWith('--'));
const matches = (name) => filters.length === 0 || filters.some((x) => name.includes(x));

const jobs = [];
if (only !== 'engines') {
  for (const f of (await readdir(here)).filter((f) => f.endsWith('.e2e.mjs'))) {
    jobs.push({ name: f.replace(/\.e2e\.mjs$/, ''), file: join(here, f), engine: 'chromium' });
  }
}
if (only !== 'chromium') {
  for (const f of (await readdir(enginesDir).catch(() => [])).filter((f) => f.endsWith('.engine.mjs'))) {
    // A check that an engine cannot run (linking needs RTCPeerConnection, which WebKitGTK lacks)
    // names the engines it runs in: `export const engines = ['firefox'];`.
    const named = /^export const engines = \[([^\]]*)\]/m.exec(await readFile(join(enginesDir, f), 'utf8'));
    const its = named ? ENGINES.filter((e) => named[1].includes(`'${e}'`)) : ENGINES;
    for (const engine of its) jobs.push({ name: `${engine}:${f.replace(/\.engine\.mjs$/, '')}`, file: join(enginesDir, f), engine });
  }
}
const chosen = jobs.filter((j) => matches(j.name));
if (chosen.length === 0) {
  console.error(`No browser tests match ${filters.join(' ') || '(all)'} (${only})`);
  process.exit(1);
}
const readTimes = async (file) => JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
const times = { ...(await readTimes(seedFile)), ...(await readTimes(timesFile)) };
// Longest first by the last run (or the seed); tests not timed yet first of all (they may be long), engines
// (which start a browser of their own) before the short chromium tests.
const guess = (j) => times[j.name] ?? (j.engine === 'chromium' ? 1000 : 2000);
chosen.sort((a, b) => guess(b) - guess(a) || a.name.localeCompare(b.name));

const cores = availableParallelism();
const workers = Math.max(1, Math.min(Number(process.env.E2E_WORKERS) || Math.min(cores + 1, 6), chosen.length));
/**
 * Busy processes per core, which stretches each test's time limit (lib/worker.mjs): the workers,
 * plus E2E_BUSY_CORES cores kept busy by other work meanwhile (npm test runs the unit tests
 * beside the browser tests: 1).
 */
const load = Math.max(1, (workers + (Number(process.env.E2E_BUSY_CORES) || 0)) / cores);
const old = await (await import('./lib/versions.mjs')).tooOld(chosen.map((j) => j.engine));
if (old.length) {
  for (const line of old) console.log(`FAIL e2e: ${line}`);
  process.exit(1);
}
await rm(results, { recursive: true, force: true });
// WebKitGTK has no headless mode: one virtual display for every WebKit test of the run.
const display = chosen.some((j) => j.engine === 'webkit') ? await import('../engines/lib/display.mjs').then((m) => m.startDisplay()).catch((err) => {
  console.log(`FAIL e2e: could not start a virtual display for WebKit: ${err.message}`);
  process.exit(1);
}) : undefined;
console.log(`e2e: ${chosen.length} test(s) in ${workers} worker(s) on ${cores} core(s), serving ${process.env.E2E_DIST ?? 'dist/'}`);

const started = Date.now();
/** Tests chosen; a retry is queued after them and does not count as one more test. */
const total = chosen.length;
let passed = 0;
/**
 * The worker that runs the Firefox tests, once one has started one: it keeps its Firefox for the
 * next (lib/worker.mjs), so every Firefox test goes to it, and another worker takes one only
 * when nothing else is left for it to do (then it starts a Firefox of its own).
 */
let firefoxWorker;

/** The next test for `worker`, in the queue's order (longest first), marked taken; undefined when none is left. */
function take(worker) {
  const open = chosen.filter((j) => !j.taken);
  const job = open.find((j) => j.engine !== 'firefox' || firefoxWorker === undefined || firefoxWorker === worker) ?? open[0];
  if (!job) return undefined;
  job.taken = true;
  if (job.engine === 'firefox') firefoxWorker ??= worker;
  return job;
}
const timesNow = { ...times };
/**
 * A failed test runs once more, last, in a fresh context (E2E_RETRIES=0: never): the link tests
 * drive several browsers with cameras and WebRTC at once and, on a shared 2-core machine, have
 * failed about once in ten runs in ways that did not come back alone. A test that passes on its
 * retry is printed FLAKY with its first failure and named in the last line, so it is seen, not
 * hidden; one that fails twice fails the run.
 */
const retries = process.env.E2E_RETRIES === '0' ? 0 : 1;
/** Tests that failed once and passed on their retry, with their first failure. */
const flaky = [];
const firstFailure = new Map();

/** Prints one test's outcome as it ends; a first failure queues the test's retry instead. */
function report({ name, ok, secs, lines }, job) {
  timesNow[name] = Math.round(secs * 10) / 10;
  const detail = lines.length ? `\n  ${lines.join('\n  ')}` : '';
  if (!ok && job && !job.retry && retries > 0) {
    firstFailure.set(name, lines);
    chosen.push({ ...job, retry: true, taken: false });
    console.log(`RETRY ${name} (${secs.toFixed(1)} s): failed, runs once more at the end${detail}`);
    return;
  }
  if (ok) passed++;
  if (ok && job?.retry) {
    flaky.push(name);
    console.log(`FLAKY ${name} (${secs.toFixed(1)} s): passed on its retry; its first run failed:\n  ${(firstFailure.get(name) ?? []).join('\n  ')}`);
    return;
  }
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name} (${secs.toFixed(1)} s)${detail}`);
}

/** Runs one worker until the queue is empty; a worker that dies fails its test and is replaced. */
function runWorker() {
  return new Promise((done) => {
    if (chosen.every((j) => j.taken)) return done();
    const child = fork(join(here, 'lib', 'worker.mjs'), [], {
      env: { ...process.env, E2E_ROOT: root, E2E_LOAD: String(load), ...(display ? { DISPLAY: display.name } : {}) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let current;
    let t0;
    const give = () => {
      current = take(child);
      if (!current) { child.send({ type: 'stop' }); return; }
      t0 = Date.now();
      child.send({ type: 'run', job: current });
    };
    child.on('message', (msg) => {
      if (msg.type === 'ready') give();
      else if (msg.type === 'result') { report(msg, current); give(); }
      else if (msg.type === 'broken') {
        console.log(`FAIL e2e: a worker ${msg.message}`);
        for (const j of chosen) j.taken = true;
      }
    });
    child.on('exit', (code, signal) => {
      if (firefoxWorker === child) firefoxWorker = undefined;
      if (current) {
        report({ name: current.name, ok: false, secs: (Date.now() - t0) / 1000, lines: [`The worker running it exited (${signal ?? `code ${code}`})`] }, current);
        current = undefined;
        runWorker().then(done);
      } else done();
    });
  });
}

await Promise.all(Array.from({ length: workers }, () => runWorker()));
await display?.close();
await mkdir(dirname(timesFile), { recursive: true });
await writeFile(timesFile, JSON.stringify(timesNow, null, 1));
const secs = ((Date.now() - started) / 1000).toFixed(1);
const failed = total - passed;
console.log(`e2e: ${passed} passed, ${failed} failed (${secs} s)${flaky.length ? `; ${flaky.length} passed only on a retry (flaky): ${flaky.join(', ')}` : ''}`);
process.exit(failed ? 1 : 0);
