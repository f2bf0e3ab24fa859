/**
 * Launches Debian's chromium (headless, through playwright-core) with a fresh profile per call,
 * so each test starts with empty storage and no service worker.
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

/**
 * A persistent context in a fresh --user-data-dir: phone-sized (360x780 at 2x), light scheme.
 * `args` are added chromium flags; `permissions` are granted for `origin`; `userAgent` replaces
 * chromium's own (a phone of another browser, as far as the page can tell).
 * Returns the context; its `close()` also deletes the profile directory.
 */
export async function launchFresh({ args = [], permissions = [], origin, colorScheme = 'light', userAgent } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'rollcall-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...QUIET_FLAGS, ...args],
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    colorScheme,
    serviceWorkers: 'allow',
    ...(userAgent ? { userAgent } : {}),
  });
  if (permissions.length) await context.grantPermissions(permissions, origin ? { origin } : undefined);
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const close = context.close.bind(context);
  context.close = async () => {
    await close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  };
  return context;
}
