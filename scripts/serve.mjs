#!/usr/bin/env node
/**
 * Serves the built app (dist/) on the local network, with no dependency but `selfsigned`.
 *
 *   node scripts/serve.mjs            HTTPS on :4173 (all interfaces) + plain HTTP on :4174
 *                                     (prints http://localhost:4174/ first: the address for this computer)
 *   PORT=8443 node scripts/serve.mjs  HTTPS on :8443 + HTTP on :8444
 *   HTTPS=0 node scripts/serve.mjs    plain HTTP only, on :4173
 *   DIST=/tmp/x node scripts/serve.mjs  serves another build directory
 *
 * Why HTTPS: a phone needs a secure context for the service worker (offline, install) and
 * the camera; only localhost is secure over plain HTTP. A self-signed certificate is made
 * once into .cert/ (gitignored) for localhost, 127.0.0.1 and this machine's LAN addresses,
 * and made again when those addresses change or it nears expiry.
 */
import { createServer as createHttp } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// DIST=dir serves another build (a helper's own `vite build --outDir`); default dist/.
const dist = process.env.DIST ? resolve(process.env.DIST) : join(root, 'dist');
const certDir = join(root, '.cert');
const CERT_PATH = '/rollcall-cert.crt';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};
/**
 * The Content Security Policy sent with a page whose HTML is `html`: index.html carries the
 * same policy as a meta tag (so any static host gets it) but must allow inline styles for the
 * dev server; this header adds what a meta tag cannot say or allow: no framing, and no inline
 * style but the page's own <style> elements, each allowed by its SHA-256 hash (the built
 * index.html inlines the shell's styles: vite.config.ts inlineShellCss).
 */
function csp(html) {
  const hashes = [...html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  return [
    "default-src 'self'", "script-src 'self'", "worker-src 'self' blob:", ["style-src 'self'", ...hashes].join(' '),
    "img-src 'self' data: blob:", "media-src 'self' blob: mediastream:", "connect-src 'self'", "font-src 'self'",
    "manifest-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'",
  ].join('; ');
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);

/** This machine's LAN IPv4 addresses (not loopback, not link-local). */
function lanAddresses() {
  return Object.values(networkInterfaces()).flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal && !i.address.startsWith('169.254.'))
    .map((i) => i.address);
}

/** Reads .cert/, or makes a new certificate when missing, expiring within 30 days, or lacking an address. */
async function certificate(ips) {
  const meta = join(certDir, 'meta.json'), keyFile = join(certDir, 'key.pem'), certFile = join(certDir, 'cert.pem');
  const wanted = ['127.0.0.1', ...ips];
  if (existsSync(meta) && existsSync(keyFile) && existsSync(certFile)) {
    try {
      const m = JSON.parse(readFileSync(meta, 'utf8'));
      const fresh = Date.parse(m.notAfter) - Date.now() > 30 * 864e5;
      if (fresh && wanted.every((ip) => m.ips.includes(ip))) {
        return { key: readFileSync(keyFile), cert: readFileSync(certFile), fingerprint: m.fingerprint, made: false };
      }
    } catch { /* unreadable meta: make a new certificate below */ }
  }
  const { generate } = (await import('selfsigned')).default ?? (await import('selfsigned'));
  const notBeforeDate = new Date(Date.now() - 864e5);
  const notAfterDate = new Date(Date.now() + 365 * 864e5);
  const pems = await generate([{ name: 'commonName', value: 'Rollcall local server' }, { name: 'organizationName', value: 'Rollcall (self-signed)' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      // cA lets a phone install it as a trusted certificate (needed for install and offline).
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, ...wanted.map((ip) => ({ type: 7, ip }))] },
    ],
  });
  mkdirSync(certDir, { recursive: true });
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  writeFileSync(certFile, pems.cert);
  writeFileSync(meta, JSON.stringify({ ips: wanted, notAfter: notAfterDate.toISOString(), fingerprint: pems.fingerprint }, null, 2));
  return { key: pems.private, cert: pems.cert, fingerprint: pems.fingerprint, made: true };
}

const gzCache = new Map();

/** The gzip of `file` as it is now, made once and kept (keyed by its modification time). */
function gzipped(file, body) {
  const key = `${file}:${statSync(file).mtimeMs}`;
  let gz = gzCache.get(key);
  if (!gz) { gz = gzipSync(body ?? readFileSync(file)); gzCache.set(key, gz); }
  return gz;
}

/**
 * Compresses every compressible file of dist/ before the server answers, as a static host
 * serves them compressed ahead: compressing each on its first request made the first visit's
 * requests wait in turn (the 11 files of a character screen, opened at once, came 45 to 140 ms
 * after they were asked for). About 1.5 MB in 60 files, 0.1 s, once.
 */
function compressAhead(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) compressAhead(file);
    else if (COMPRESSIBLE.has(extname(entry.name))) gzipped(file);
  }
}

/** Request handler for dist/: files, index.html for app routes, and the certificate download. */
function handler(certPem) {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (certPem && pathname === CERT_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/x-x509-ca-cert', 'Content-Disposition': 'attachment; filename="rollcall-cert.crt"' });
      res.end(req.method === 'HEAD' ? undefined : certPem);
      return;
    }
    let file = normalize(join(dist, pathname));
    if (file !== dist && !file.startsWith(dist + sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    let stat = existsSync(file) ? statSync(file) : null;
    if (stat?.isDirectory()) {
      file = join(file, 'index.html');
      stat = existsSync(file) ? statSync(file) : null;
    }
    if (!stat) {
      // App routes fall back to index.html; a missing asset is a real 404.
      const wantsPage = !extname(pathname) || (req.headers.accept ?? '').includes('text/html');
      if (!wantsPage) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      file = join(dist, 'index.html');
    }
    const ext = extname(file);
    const name = file.slice(dist.length + 1).split(sep).join('/');
    const headers = {
      'Content-Type': MIME[ext] ?? 'application/octet-stream',
      // Hashed assets never change; everything else (sw.js, index.html, manifest, icons) is revalidated.
      'Cache-Control': name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Permissions-Policy': 'camera=(self)',
    };
    if (name === 'sw.js') headers['Cache-Control'] = 'no-cache, no-store, must-revalidate';
    let body = readFileSync(file);
    if (ext === '.html') headers['Content-Security-Policy'] = csp(body.toString('utf8'));
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipped(file, body);
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

function listen(server, port, label) {
  return new Promise((ok, fail) => {
    server.once('error', (err) => {
      fail(err.code === 'EADDRINUSE'
        ? new Error(`Port ${port} (${label}) is already in use: stop the other server or set PORT to another number.`)
        : err);
    });
    server.listen(port, '0.0.0.0', ok);
  });
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/index.html is missing: build first with "npm run build" (or use "npm start").');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 1 || port > 65534) {
    console.error(`PORT must be a whole number from 1 to 65534, but was "${process.env.PORT}".`);
    process.exit(1);
  }
  compressAhead(dist);
  const useHttps = process.env.HTTPS !== '0';
  const ips = lanAddresses();
  const lines = [''];
  if (!useHttps) {
    await listen(createHttp(handler(null)), port, 'HTTP');
    lines.push(`Rollcall is served over plain HTTP (HTTPS=0) from ${dist}`);
    lines.push(`  This computer:  http://localhost:${port}/`);
    for (const ip of ips) lines.push(`  Network:        http://${ip}:${port}/`);
    lines.push('', 'On a phone, plain HTTP is not a secure context: rolling and QR codes work, but not');
    lines.push('offline use, install or the camera. Run without HTTPS=0 for those.');
  } else {
    const { key, cert, fingerprint, made } = await certificate(ips);
    await listen(createHttps({ key, cert }, handler(cert)), port, 'HTTPS');
    await listen(createHttp(handler(cert)), port + 1, 'HTTP');
    lines.push(`Rollcall is served from ${dist}`);
    lines.push(`  On this computer, open  http://localhost:${port + 1}/`);
    lines.push('    (secure for the browser as it is: offline use, install and the camera all work)');
    for (const ip of ips) lines.push(`  On a phone, open        https://${ip}:${port}/`);
    if (!ips.length) lines.push('  On a phone:             no network address found (is this machine on Wi-Fi or Ethernet?)');
    lines.push('');
    lines.push(made ? `A new self-signed certificate was made in .cert/ (SHA-1 ${fingerprint}).` : `Certificate: .cert/cert.pem (SHA-1 ${fingerprint}).`);
    if (ips.length) {
      lines.push('The phone must be on the same network. It warns about the certificate: "Advanced" >');
      lines.push('"Proceed" is enough to roll and scan. For install and offline use, trust the certificate');
      lines.push(`once: on the phone open http://${ips[0]}:${port + 1}${CERT_PATH} and install it (Android: as a`);
      lines.push('CA certificate; iPhone: install the profile, then turn it on in Settings > General > About >');
      lines.push('Certificate Trust Settings).');
    }
  }
  lines.push('', 'Press Ctrl+C to stop.');
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
