/**
 * A virtual X display (Xvfb) for WebKitGTK's MiniBrowser, which has no headless mode. Xvfb
 * picks a free display number itself (-displayfd), so parallel runs do not race for one as
 * `xvfb-run -a` can.
 */
import { spawn } from 'node:child_process';

/**
 * Starts Xvfb with one 1280x1024 screen; resolves with { name: ':N', close() }.
 * @throws Error saying what to install when Xvfb is missing, or with its output when it does not start within 10 s.
 */
export function startDisplay() {
  return new Promise((ok, fail) => {
    const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let err = '';
    let out = '';
    const timer = setTimeout(() => { child.kill(); fail(new Error(`Xvfb gave no display number within 10 s: ${err.slice(-300)}`)); }, 10_000);
    child.on('error', (e) => {
      clearTimeout(timer);
      fail(new Error(e.code === 'ENOENT' ? 'Expected Xvfb on PATH, but found none: run "apt-get install -y xvfb xauth"' : e.message));
    });
    child.stderr.on('data', (d) => { err += d; });
    child.stdio[3].on('data', (d) => {
      out += d;
      if (!out.includes('\n')) return;
      clearTimeout(timer);
      ok({
        name: `:${out.trim()}`,
        close: () => new Promise((done) => {
          // A child killed by a signal has a signalCode and no exitCode.
      if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
      });
    });
    child.once('exit', (code) => { clearTimeout(timer); fail(new Error(`Xvfb exited with code ${code}: ${err.slice(-300)}`)); });
  });
}
