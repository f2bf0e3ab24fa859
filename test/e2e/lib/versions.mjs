/**
 * The oldest browsers the suite runs on (what `apt-get install` gives a fresh Debian 12 machine
 * without its security updates), checked once per run before any test starts, so that a browser
 * too old fails the run in one sentence instead of in every test.
 */
import { execFileSync } from 'node:child_process';

/** Minimum major versions by engine: Chromium, Firefox ESR, WebKitGTK (major.minor as a number). */
export const MINIMUM = { chromium: 150, firefox: 140, webkit: 2.50 };

/** What a command prints on stdout, or '' when it cannot run. */
function output(file, args) {
  try {
    return execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '';
  }
}

/**
 * The version of `engine` found on this machine, as { text, number } (number: the major
 * version, or major.minor for WebKitGTK), or undefined when it cannot be read (the test that
 * launches it then says what is missing).
 */
export async function browserVersion(engine) {
  if (engine === 'chromium') {
    const { chromiumPath } = await import('./browser.mjs');
    const text = output(chromiumPath(), ['--version']).trim();
    const m = /(\d+)\.\d+\.\d+/.exec(text);
    return m ? { text, number: Number(m[1]) } : undefined;
  }
  if (engine === 'firefox') {
    const { firefoxPath } = await import('../../engines/lib/firefox.mjs');
    const text = output(firefoxPath(), ['--version']).trim();
    const m = /(\d+)\.\d+/.exec(text);
    return m ? { text, number: Number(m[1]) } : undefined;
  }
  if (engine === 'webkit') {
    const version = output('dpkg-query', ['-W', '-f=${Version}', 'webkit2gtk-driver']).trim();
    const m = /^(\d+)\.(\d+)/.exec(version);
    return m ? { text: `WebKitGTK ${version}`, number: Number(`${m[1]}.${m[2].padStart(2, '0')}`) } : undefined;
  }
  throw new Error(`Expected an engine "chromium", "firefox" or "webkit", but received "${engine}"`);
}

/**
 * Checks each engine of `engines` once against MINIMUM.
 * @returns one sentence per engine that is too old (empty when all are new enough).
 */
export async function tooOld(engines) {
  const names = { chromium: 'Chromium', firefox: 'Firefox ESR', webkit: 'WebKitGTK' };
  const problems = [];
  for (const engine of new Set(engines)) {
    const found = await browserVersion(engine).catch(() => undefined);
    if (found && found.number < MINIMUM[engine]) {
      const min = engine === 'webkit' ? MINIMUM.webkit.toFixed(2) : MINIMUM[engine];
      problems.push(`The browser tests need ${names[engine]} ${min} or later, but this machine has ${found.text}: install Debian's current package.`);
    }
  }
  return problems;
}
