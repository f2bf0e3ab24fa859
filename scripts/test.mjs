#!/usr/bin/env node
/**
 * `npm test`: every check, with the browser tests beside the typecheck and the unit tests.
 *
 *   build (vite build), alone ──> browser tests (test/e2e/run.mjs, three engines)
 *                              ──> beside them: typecheck (tsc --noEmit) and, at once, the
 *                                  unit tests (vitest run, one thread)
 *
 * Why side by side: the browser tests spend four minutes mostly waiting on their browsers
 * (about 0.8 of the 2 cores busy), and the typecheck and unit tests need about 110 CPU-seconds;
 * one after the other they took about 65 s of the run's wall time; side by side they fit in the
 * browser tests' idle time. Each browser runs in a process session of its own (Playwright,
 * Puppeteer and the WebKit driver start them detached), which Linux schedules as a group of its
 * own (autogroup), so the checks, in this process's group, take at most one group's share from
 * a busy browser. The typecheck and the unit tests run at once, to take idle time on either
 * core. The browser runner is told that one more core is busy (E2E_BUSY_CORES=1), which
 * lengthens its per-test time limit, and the unit tests' hang guard is doubled likewise. (At a
 * lower priority, nice 10, the unit tests got so little of a busy machine that an exhaustive
 * sweep passed its 60 s guard.)
 *
 * The browser tests' lines are printed as each test ends; the typecheck's and the unit tests'
 * output is kept and printed whole when each ends. A summary with each phase's time follows,
 * then one closing line "tests: N passed, N failed" (unit and browser tests). Exits 1 when any
 * phase fails; the browser tests do not run when the build fails.
 *
 *   TEST_ONE_AT_A_TIME=1 npm test   the phases one after the other, the unit tests on every core
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const serial = Boolean(process.env.TEST_ONE_AT_A_TIME);
const started = Date.now();
/** Children still running, ended if this process is asked to stop. */
const running = new Set();

/**
 * Runs one phase: `command` with `args` in the project root. `live`: its output is passed on
 * line by line as it comes (the browser runner's PASS/FAIL lines); otherwise it is kept and
 * printed whole, under a heading, when the phase ends.
 * @returns { name, ok, secs, output }
 */
function phase(name, command, args, { live = false, env = {} } = {}) {
  return new Promise((done) => {
    const t0 = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    let partial = '';
    const take = (chunk) => {
      const text = chunk.toString();
      output += text;
      if (!live) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop();
      if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const end = (ok, extra = '') => {
      running.delete(child);
      const secs = (Date.now() - t0) / 1000;
      if (live && partial) process.stdout.write(`${partial}\n`);
      if (extra) output += extra;
      if (!live) {
        const shown = output.trim();
        process.stdout.write(`\n── ${name} (${[command, ...args].join(' ').replaceAll(root, '')}): ${ok ? 'ok' : 'FAILED'} in ${secs.toFixed(1)} s ──\n${shown ? `${shown}\n` : ''}\n`);
      } else if (extra) process.stdout.write(extra);
      done({ name, ok, secs, output });
    };
    child.on('error', (err) => end(false, `could not start ${command}: ${err.message}\n`));
    child.on('close', (code, signal) => end(code === 0, code === 0 ? '' : `${name} exited with ${signal ?? `code ${code}`}\n`));
  });
}

/** A phase that did not run because an earlier one failed. */
const notRun = (name, why) => ({ name, ok: false, secs: 0, output: '', skipped: why });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

for (const tool of ['tsc', 'vitest', 'vite']) {
  if (!existsSync(bin(tool))) {
    console.error(`Expected ${bin(tool)}, but it is missing: run "npm ci" first`);
    process.exit(1);
  }
}

const typecheck = () => phase('typecheck', bin('tsc'), ['--noEmit']);
/**
 * The unit tests; `background`: beside the browser tests, on one thread, with each test's hang
 * guard (vite.config.ts testTimeout, 60 s) doubled, as the browser runner stretches its limits
 * for the busier machine: an exhaustive sweep that takes seconds alone took over 60 s there
 * once, while the browser tests and others' work held both cores.
 */
const unit = (background) => phase('unit tests', bin('vitest'), ['run', ...(background ? ['--maxWorkers=1', '--testTimeout=120000'] : [])]);
const build = () => phase('build', bin('vite'), ['build']);
const browser = (env) => phase('browser tests', process.execPath, [join(root, 'test', 'e2e', 'run.mjs')], { live: true, env });

console.log(`npm test: ${serial ? 'typecheck, unit tests, build, then the browser tests' : 'build, then the browser tests beside the typecheck and the unit tests'}`);
let results;
if (serial) {
  results = [await typecheck(), await unit(false), await build()];
  results.push(results[2].ok ? await browser({}) : notRun('browser tests', 'the build failed'));
} else {
  // The build goes first, alone: it is on the path of the browser tests, the longest phase, and
  // with the typecheck and the unit tests starting beside it, it took 9 to 15 s instead of 2 to 4.
  const b = await build();
  const checks = Promise.all([typecheck(), unit(true)]);
  const e2e = b.ok ? await browser({ E2E_BUSY_CORES: '1' }) : notRun('browser tests', 'the build failed');
  const [tc, u] = await checks;
  results = [tc, u, b, e2e];
}

/** Passed and failed counts of vitest's "Tests  2 failed | 2145 passed (2147)" line. */
function vitestCounts(output) {
  const line = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n').find((l) => /^\s*Tests\s+.*\(\d+\)\s*$/.test(l));
  if (!line) return undefined;
  const n = (word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: n('passed'), failed: n('failed') };
}
/** Passed and failed counts of the browser runner's "e2e: 60 passed, 0 failed (250.1 s)" line. */
function e2eCounts(output) {
  const m = output.match(/^e2e: (\d+) passed, (\d+) failed/m);
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : undefined;
}

const counts = { 'unit tests': vitestCounts(results[1].output), 'browser tests': e2eCounts(results[3].output) };
const wall = (Date.now() - started) / 1000;
console.log(`\nnpm test: ${wall.toFixed(1)} s in all${serial ? ', one phase at a time' : ''}`);
for (const r of results) {
  const c = counts[r.name];
  const detail = r.skipped ? `not run: ${r.skipped}` : c ? `${c.passed} passed, ${c.failed} failed` : '';
  console.log(`  ${r.name.padEnd(14)} ${r.skipped ? 'NOT RUN' : r.ok ? 'ok     ' : 'FAILED '} ${r.secs.toFixed(1).padStart(6)} s  ${detail}`.trimEnd());
}
const ok = results.every((r) => r.ok);
const passed = Object.values(counts).reduce((s, c) => s + (c?.passed ?? 0), 0);
// A phase that failed without a count (the typecheck, the build, a runner that crashed) counts as one failure.
const failed = Object.values(counts).reduce((s, c) => s + (c?.failed ?? 0), 0)
  + results.filter((r) => !r.ok && !(counts[r.name]?.failed)).length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
