/**
 * Lighthouse figures of the built app for `npm run bench`: the performance,
 * accessibility and best-practices scores and the largest contentful paint, on Lighthouse's
 * default mobile settings (a phone screen, simulated slow 4G and a 4x slower CPU), against
 * Debian's chromium (CHROME_PATH, else `command -v chromium`). The app is served by its own
 * server (scripts/serve.mjs: compression and headers as `npm start`), over plain HTTP on
 * loopback, which browsers treat as a secure context.
 */
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** A bench report row, as scripts/bench.ts prints it. */
export interface BenchRow { figure: string; value: number | string; unit: string; budget: string; ok: boolean | null }

/** Each category must score at least this. */
const MIN_SCORE = 95;
/** Lighthouse's "good" LCP on mobile, in ms. */
const LCP_GOOD_MS = 2500;

function chromePath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Expected Debian chromium (set CHROME_PATH or put chromium on PATH), but found none');
  }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });
}

/** Starts scripts/serve.mjs over HTTP for `dist`; resolves with its URL and a stop function. */
async function serve(root: string, dist: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], {
    env: { ...process.env, HTTPS: '0', PORT: String(port), DIST: dist }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`scripts/serve.mjs did not start within 20 s:\n${output}`)), 20_000);
    child.stdout.on('data', (d) => { output += d; if (/served/i.test(output)) { clearTimeout(timer); ok(); } });
    child.stderr.on('data', (d) => { output += d; });
    child.once('exit', (code) => { clearTimeout(timer); fail(new Error(`scripts/serve.mjs exited with code ${code}:\n${output}`)); });
  });
  child.removeAllListeners('exit');
  return { url: `http://127.0.0.1:${port}/`, stop: () => { child.kill('SIGTERM'); } };
}

interface Run { performance: number; accessibility: number; bestPractices: number; lcpMs: number; failing: string[] }

async function runOnce(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // Audits that cost points, so the report says what to fix when a score drops.
  const failing = Object.values(categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0)
    .map((r) => audits[r.id]!).filter((a) => a.score !== null && a.score < 0.9).map((a) => SHORT[a.id] ?? a.id));
  return {
    performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN), failing,
  };
}

/** Short names of the audits that weigh most, so the report's value column stays narrow. */
const SHORT: Record<string, string> = {
  'largest-contentful-paint': 'LCP', 'first-contentful-paint': 'FCP', 'cumulative-layout-shift': 'CLS',
  'total-blocking-time': 'TBT', 'speed-index': 'SI', interactive: 'TTI',
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Runs Lighthouse `runs` times (default 3, or LH_RUNS) on the app built in `dist` (served from
 * the project at `root`) and returns bench rows: the median of each score and of LCP, with the
 * audits that cost points. Never throws: a failure becomes a row with the error.
 */
export async function lighthouseRows(root: string, dist: string, runs = Number(process.env.LH_RUNS ?? 3)): Promise<BenchRow[]> {
  let server: { url: string; stop: () => void } | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await serve(root, dist);
    chrome = await chromeLauncher.launch({
      chromePath: chromePath(),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const all: Run[] = [];
    for (let i = 0; i < runs; i++) all.push(await runOnce(server.url, chrome.port));
    const pick = (k: 'performance' | 'accessibility' | 'bestPractices' | 'lcpMs') => median(all.map((r) => r[k]));
    const failing = [...new Set(all.flatMap((r) => r.failing))];
    const of = `median of ${runs}`;
    return [
      { figure: `Lighthouse performance (mobile, ${of})`, value: pick('performance'), unit: '', budget: `>= ${MIN_SCORE}`, ok: pick('performance') >= MIN_SCORE },
      { figure: `Lighthouse accessibility (${of})`, value: pick('accessibility'), unit: '', budget: `>= ${MIN_SCORE}`, ok: pick('accessibility') >= MIN_SCORE },
      { figure: `Lighthouse best practices (${of})`, value: pick('bestPractices'), unit: '', budget: `>= ${MIN_SCORE}`, ok: pick('bestPractices') >= MIN_SCORE },
      { figure: 'LCP, Lighthouse mobile throttling', value: pick('lcpMs'), unit: 'ms', budget: `<= ${LCP_GOOD_MS} ms`, ok: pick('lcpMs') <= LCP_GOOD_MS },
      { figure: 'Lighthouse audits scoring under 0.9', value: failing.length ? failing.join(', ') : 'none', unit: '', budget: '', ok: null },
    ];
  } catch (e) {
    return [{ figure: 'Lighthouse', value: `error: ${(e as Error).message.split('\n')[0]}`, unit: '', budget: `>= ${MIN_SCORE}`, ok: false }];
  } finally {
    await chrome?.kill();
    server?.stop();
  }
}
