/**
 * Starts one engine's browser with a fresh profile and wraps it in the shared page API
 * (page.mjs), so a check in test/engines/ is written once for both engines.
 */
import { EnginePage } from './page.mjs';

/**
 * A fresh page of `engine` ('firefox' or 'webkit'). `server` is the test's own server
 * (t.serve()), needed for `page.goOffline()`: Firefox 144 and later turn the network off
 * (WebDriver BiDi); an older Firefox and WebKitWebDriver have no network emulation, so there the
 * server is stopped instead, which is what a phone that lost the network sees. `firefox`: a Firefox (firefox.mjs startFirefox) to open
 * the page in a fresh context of, instead of starting one.
 * @throws Error when `engine` is neither.
 */
export async function launchEngine(engine, { server, firefox, log = () => {}, ...options } = {}) {
  // Where the browser has no network emulation, the test's own server is stopped instead.
  const stopServer = async () => {
    if (!server) throw new Error(`Expected the test's own server (export const launch = { ownServer: true }) to go offline in ${engine}`);
    await server.close();
  };
  if (engine === 'firefox') {
    const { launchFirefox } = await import('./firefox.mjs');
    const { driver, offline } = await launchFirefox({ ...options, log, browser: firefox });
    return new EnginePage(driver, { engine, goOffline: offline ?? stopServer });
  }
  if (engine === 'webkit') {
    const { launchWebKit } = await import('./webkit.mjs');
    const { driver } = await launchWebKit({ ...options, log });
    return new EnginePage(driver, { engine, goOffline: stopServer });
  }
  throw new Error(`Expected an engine "firefox" or "webkit", but received "${engine}"`);
}
