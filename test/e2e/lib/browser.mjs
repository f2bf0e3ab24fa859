/**
 * Debian's chromium (headless, through playwright-core) for the browser tests: a fresh context
 * of a browser the worker keeps (`freshContext`: empty storage, no service worker, about 0.7 s
 * less than a launch), or a browser of its own with a fresh profile directory (`launchFresh`),
 * for chromium flags (a fake camera) or what an incognito context cannot do (installability).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** Flags that keep chromium quiet on these machines (see shared STACK.md). */
export const QUIET_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * Absolute path of Debian's chromium (CHROMIUM env var, else `command -v chromium`).
 * @throws Error with the install command when none is found.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Expected Debian chromium on PATH, but found none: run "apt-get install -y chromium"');
  }
}

/** The phone every test starts on: 360x780 at 2x, the light scheme unless asked. */
const phone = ({ colorScheme = 'light', userAgent }) => ({
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 2,
  colorScheme,
  serviceWorkers: 'allow',
  ...(userAgent ? { userAgent } : {}),
});

/** Grants `permissions` for `origin` and sets the default waits of every test's context. */
async function prepare(context, { permissions = [], origin }) {
  if (permissions.length) await context.grantPermissions(permissions, origin ? { origin } : undefined);
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/**
 * A persistent context in a fresh --user-data-dir: phone-sized (360x780 at 2x), light scheme.
 * `args` are added chromium flags; `permissions` are granted for `origin`; `userAgent` replaces
 * chromium's own (a phone of another browser, as far as the page can tell).
 * Returns the context; its `close()` also closes the browser and deletes the profile directory.
 */
export async function launchFresh({ args = [], permissions = [], origin, colorScheme = 'light', userAgent } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'rollcall-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...QUIET_FLAGS, ...args],
    ...phone({ colorScheme, userAgent }),
  });
  await prepare(context, { permissions, origin });
  const close = context.close.bind(context);
  context.close = async () => {
    await close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  };
  return context;
}

/** Starts a headless chromium with the quiet flags, for `freshContext` (one per test worker). */
export function launchShared() {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: QUIET_FLAGS });
}

/**
 * A fresh context of `browser` (from launchShared): its own empty storage, cookies, caches and
 * service workers, gone when it closes; the same phone and options as launchFresh, but no
 * chromium flags (those need a browser of their own: launchFresh).
 */
export async function freshContext(browser, { permissions = [], origin, colorScheme = 'light', userAgent } = {}) {
  return prepare(await browser.newContext(phone({ colorScheme, userAgent })), { permissions, origin });
}
