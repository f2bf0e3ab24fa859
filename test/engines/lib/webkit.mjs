/**
 * WebKitGTK (Debian's `webkit2gtk-driver`) driven by selenium-webdriver through
 * WebKitWebDriver, which starts MiniBrowser in automation mode. MiniBrowser has no headless
 * mode: it needs an X display (run.mjs starts one, lib/display.mjs). GDK_SCALE=2 gives it a
 * 2x screen like a phone's.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder } from 'selenium-webdriver';

/** Where Debian puts MiniBrowser (WEBKIT_MINIBROWSER env var, else /usr/lib/<arch>/webkit2gtk-4.*). @throws Error with the install command. */
export function miniBrowserPath() {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  for (const arch of readdirSync('/usr/lib').filter((d) => d.includes('-linux-'))) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const path = `/usr/lib/${arch}/${api}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  throw new Error('Expected WebKitGTK\'s MiniBrowser in /usr/lib/<arch>/webkit2gtk-4.1, but found none: run "apt-get install -y webkit2gtk-driver"');
}

/** A free loopback port. */
const freePort = () => new Promise((ok, fail) => {
  const probe = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => ok(port));
  });
});

/** Starts WebKitWebDriver on a free port; resolves with { url, stop() } once it answers /status. */
async function startDriver() {
  const port = await freePort();
  const child = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, GDK_SCALE: '2', GDK_DPI_SCALE: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: WebKitWebDriver signals its whole group when it stops, which
    // would otherwise be the test runner's.
    detached: true,
  });
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  const spawned = new Promise((_, fail) => child.on('error', (e) => fail(new Error(e.code === 'ENOENT'
    ? 'Expected WebKitWebDriver on PATH, but found none: run "apt-get install -y webkit2gtk-driver"' : e.message))));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 15_000;
  for (;;) {
    const up = await Promise.race([fetch(`${url}/status`).then((r) => r.ok, () => false), spawned]);
    if (up) break;
    if (child.exitCode !== null || Date.now() > end) throw new Error(`WebKitWebDriver did not start: ${err.slice(-300)}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
  return {
    url,
    stop: () => new Promise((ok) => {
      // A child killed by a signal has a signalCode and no exitCode.
      if (child.exitCode !== null || child.signalCode !== null) return ok();
      const kill = (signal) => { try { process.kill(-child.pid, signal); } catch { child.kill(signal); } };
      // A browser that does not quit within 3 s is killed with its whole group.
      const timer = setTimeout(() => kill('SIGKILL'), 3_000);
      child.once('exit', () => { clearTimeout(timer); kill('SIGKILL'); ok(); });
      kill('SIGTERM');
    }),
  };
}

/**
 * A Driver (see page.mjs) over a fresh MiniBrowser (a fresh profile per WebKitWebDriver
 * session). Its window cannot be narrower than about 447 px, so the page is 450 px wide, not
 * a phone's 360. `log` is unused: WebKitWebDriver gives no console log.
 */
export async function launchWebKit({ width = 450, height = 780 } = {}) {
  if (!process.env.DISPLAY) throw new Error('Expected an X display (DISPLAY) for WebKitGTK, which has no headless mode; run.mjs starts one with Xvfb');
  const service = await startDriver();
  let driver;
  try {
    driver = await new Builder().usingServer(service.url).withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation', '--enable-mock-capture-devices=true'] },
    }).build();
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000, implicit: 0 });
    await driver.manage().window().setRect({ x: 0, y: 0, width, height });
  } catch (err) {
    await driver?.quit().catch(() => undefined);
    await service.stop();
    throw err;
  }
  // The page's own function, run with its result or error handed back through the async-script callback.
  const script = (source, params) => `const done = arguments[arguments.length - 1];
    Promise.resolve().then(() => (${source})(${params}))
      .then((value) => done({ value: value === undefined ? null : value }), (e) => done({ error: String(e && e.message || e) }));`;
  const unwrap = (out) => {
    if (out?.error) throw new Error(out.error);
    return out?.value;
  };
  return {
    driver: {
      goto: (url) => driver.get(url),
      reload: () => driver.navigate().refresh(),
      url: () => driver.getCurrentUrl(),
      run: async (source, arg) => unwrap(await driver.executeAsyncScript(script(source, 'arguments[0]'), arg)),
      runOn: async (handle, source, arg) => unwrap(await driver.executeAsyncScript(script(source, 'arguments[0], arguments[1]'), handle, arg)),
      element: (source, arg) => driver.executeScript(`return (${source})(arguments[0]);`, arg),
      click: async (handle) => {
        // Scrolled to, then clicked once its box has held still for two frames (at most 1 s): a
        // form still growing from the last change moves the button, and the driver's click at
        // the old place lands on whatever took it.
        await driver.executeAsyncScript(`const [el, done] = arguments;
          el.scrollIntoView({ block: 'center' });
          let last = '';
          let still = 0;
          const end = setTimeout(done, 1000);
          const tick = () => {
            const r = el.getBoundingClientRect();
            const box = [r.x, r.y, r.width, r.height].join();
            still = box === last ? still + 1 : 0;
            last = box;
            if (still >= 2) { clearTimeout(end); done(); } else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);`, handle);
        await handle.click();
      },
      type: (handle, text) => handle.sendKeys(text),
      setFile: (handle, path) => handle.sendKeys(path),
      screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
      close: async () => {
        // A session that does not end within 5 s is ended by stopping its driver (and browser).
        await Promise.race([driver.quit().catch(() => undefined), new Promise((ok) => setTimeout(ok, 5_000))]);
        await service.stop();
      },
    },
  };
}
