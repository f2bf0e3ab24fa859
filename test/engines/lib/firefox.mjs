/**
 * Firefox ESR (Debian's `firefox-esr`) driven by puppeteer-core over WebDriver BiDi, no
 * geckodriver: headless, a fresh profile, a 360x780 phone viewport at 2x.
 */
import { execFileSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';

/** Absolute path of Debian's firefox-esr (FIREFOX env var, else `command -v firefox-esr`). @throws Error with the install command. */
export function firefoxPath() {
  if (process.env.FIREFOX) return process.env.FIREFOX;
  try {
    return execFileSync('sh', ['-c', 'command -v firefox-esr || command -v firefox'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Expected Debian firefox-esr on PATH, but found none: run "apt-get install -y firefox-esr"');
  }
}

/** Preferences of the test profile: a fake camera allowed without asking; scrollbars that take no width (as on a phone); WebRTC over loopback. */
const PREFS = {
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
  'ui.useOverlayScrollbars': 1,
  // Two phones linked in one test talk over loopback, which Firefox leaves out of its ICE
  // candidates by default, and a host address hidden behind an mDNS name cannot be reached
  // here: the link's codes carry host addresses (docs/link.md).
  'media.peerconnection.ice.loopback': true,
  'media.peerconnection.ice.obfuscate_host_addresses': false,
  'browser.shell.checkDefaultBrowser': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
};

/**
 * Firefox's major version from puppeteer's `browser.version()` ("firefox/140.12.0esr"); the
 * runner has already checked it against the minimum (test/e2e/lib/versions.mjs).
 * @throws Error when the version cannot be read.
 */
async function firefoxMajor(browser) {
  const version = await browser.version();
  const major = Number(/(\d+)\./.exec(version)?.[1]);
  if (!Number.isFinite(major)) throw new Error(`Expected a Firefox version like "firefox/140.12.0esr", but the browser said "${version}"`);
  return major;
}

/**
 * Firefox 144 brought the WebDriver BiDi commands that puppeteer sends with a viewport
 * (emulation.setScreenOrientationOverride) and for offline mode (emulation.setNetworkConditions).
 * Below it, the harness sends the viewport alone and goes offline by stopping the test's server.
 */
const BIDI_EMULATION = 144;

/**
 * A headless Firefox with the test profile's preferences, for `launchFirefox` to open fresh
 * contexts in: the runner's worker keeps one for all its Firefox tests (a launch costs about 4
 * CPU-seconds, a context a few hundredths). Resolves with puppeteer's Browser.
 */
export function startFirefox() {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: PREFS,
    // Starting a Firefox on a busy 2-core machine has taken over 30 s.
    protocolTimeout: 60_000,
  });
}

/**
 * Sets the page's viewport: through puppeteer where the Firefox knows every command it sends;
 * below BIDI_EMULATION, by WebDriver BiDi's own browsingContext.setViewport, which every
 * Firefox with BiDi has, without the orientation override a phone's portrait needs no more.
 */
async function setViewport(page, major, width, height) {
  if (major >= BIDI_EMULATION) return page.setViewport({ width, height, deviceScaleFactor: 2 });
  await page.browser().connection.send('browsingContext.setViewport', {
    context: page.mainFrame()._id,
    viewport: { width, height },
    devicePixelRatio: 2,
  });
}

/**
 * A Driver (see page.mjs) over a fresh page of headless Firefox; `log` gets page errors and
 * console errors. `offline()` turns the page's network off (WebDriver BiDi network conditions);
 * undefined on a Firefox older than BIDI_EMULATION, which has no network emulation.
 * With `browser` (from startFirefox), the page is in a fresh context of it (a WebDriver BiDi user
 * context: storage, service workers and network conditions of its own, like a fresh profile),
 * closed with the page; without, a Firefox is started for the page and closed with it.
 */
export async function launchFirefox({ width = 360, height = 780, log = () => {}, browser } = {}) {
  const firefox = browser ?? (await startFirefox());
  const context = browser ? await browser.createBrowserContext() : undefined;
  const page = context ? await context.newPage() : ((await firefox.pages())[0] ?? (await firefox.newPage()));
  const major = await firefoxMajor(firefox);
  await setViewport(page, major, width, height);
  page.setDefaultTimeout(20_000);
  page.setDefaultNavigationTimeout(30_000);
  page.on('pageerror', (e) => log(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') log(`console: ${m.text()}`); });
  // Puppeteer sends a function's source; one made from the source text serializes the same way.
  const fn = (source, ...params) => new Function(...params, `return (${source})(${params.join(', ')});`);
  return {
    driver: {
      goto: async (url) => { await page.goto(url, { waitUntil: 'load' }); },
      reload: async () => { await page.reload({ waitUntil: 'load' }); },
      url: async () => page.url(),
      run: (source, arg) => page.evaluate(fn(source, 'arg'), arg),
      runOn: (handle, source, arg) => handle.evaluate(fn(source, 'el', 'arg'), arg),
      element: async (source, arg) => {
        const handle = await page.evaluateHandle(fn(source, 'arg'), arg);
        const el = handle.asElement();
        if (!el) await handle.dispose();
        return el;
      },
      click: (handle) => handle.click(),
      type: (handle, text) => handle.type(text),
      setFile: (handle, path) => handle.uploadFile(path),
      screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
      close: () => (context ?? firefox).close().catch(() => undefined),
    },
    // Without BiDi network emulation, launch.mjs stops the test's own server instead.
    offline: major >= BIDI_EMULATION ? () => page.setOfflineMode(true) : undefined,
  };
}
