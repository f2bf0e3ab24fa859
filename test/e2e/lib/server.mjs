/**
 * A tiny static file server for the built app (dist/), on a free port of 127.0.0.1. Loopback
 * is a secure context, so the service worker and the camera work as they would over HTTPS.
 * Hash routes (#gm?r=...) need no fallback: every path is a real file.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Serves `root` until `close()`; resolves with its base URL (ending in '/').
 * @throws Error when `root` has no index.html (the app was not built).
 */
export async function serveStatic(root) {
  const base = resolve(root);
  await stat(join(base, 'index.html')).catch(() => {
    throw new Error(`Expected a built app at ${join(base, 'index.html')}, but found none: run "npm run build" first`);
  });
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) { res.writeHead(403).end(); return; }
    if (path.endsWith('/')) file = join(file, 'index.html');
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        'content-length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${path}`);
    }
  });
  await new Promise((ok, fail) => { server.once('error', fail); server.listen(0, '127.0.0.1', ok); });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); }),
  };
}

/**
 * Runs the app's own server (scripts/serve.mjs, what `npm start` runs) over plain HTTP on a
 * free port, so the tests also cover its file types, headers and compression; resolves with
 * its loopback URL once it says it is serving.
 * @throws Error when dist/ is not built, or with the server's output when it exits or stays silent for 20 s.
 */
export async function serveWithAppServer(rootDir) {
  await stat(join(rootDir, 'dist', 'index.html')).catch(() => {
    throw new Error(`Expected a built app at ${join(rootDir, 'dist', 'index.html')}, but found none: run "npm run build" first`);
  });
  const { spawn } = await import('node:child_process');
  const net = await import('node:net');
  const port = await new Promise((ok, fail) => {
    const probe = net.createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
  const child = spawn(process.execPath, [join(rootDir, 'scripts', 'serve.mjs')], {
    cwd: rootDir,
    env: { ...process.env, HTTPS: '0', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`scripts/serve.mjs did not start within 20 s:\n${output}`)), 20_000);
    const onData = (d) => {
      output += d;
      if (/served/i.test(output)) { clearTimeout(timer); ok(); }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => { output += d; });
    child.once('exit', (code) => { clearTimeout(timer); fail(new Error(`scripts/serve.mjs exited with code ${code}:\n${output}`)); });
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => {
      // A child killed by a signal has a signalCode and no exitCode.
      if (child.exitCode !== null || child.signalCode !== null) return ok();
      child.once('exit', () => ok());
      child.kill('SIGTERM');
    }),
  };
}
