/**
 * Size figures of the built app (dist/): the JS a first visit must load before the app runs,
 * everything the service worker precaches, and whether the QR scanner sneaks into the first load.
 * Sizes are gzip level 9, in bytes.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped size of one file (level 9), in bytes. */
export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

const STATIC_IMPORT = /\bimport\s*(?:[^'"()]*?\bfrom\s*)?["']([^"']+\.js)["']|\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g;

/**
 * The initial JS graph: the entry module of dist/index.html, its modulepreload links and every
 * file reached from them by static `import ... from` (dynamic `import()` is not followed).
 * Returns paths relative to dist/.
 */
export function initialScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const roots: string[] = [];
  for (const tag of tags) {
    const isEntry = /^<script/.test(tag) && /type=["']module["']/.test(tag);
    const isPreload = /^<link/.test(tag) && /rel=["']modulepreload["']/.test(tag);
    const ref = /(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
    if ((isEntry || isPreload) && ref && !/^https?:/.test(ref)) roots.push(posix.normalize(ref.replace(/^\//, '')));
  }
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(join(dist, file))) continue;
    seen.add(file);
    for (const m of readFileSync(join(dist, file), 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = m[1] ?? m[2]!;
      if (spec.startsWith('.')) queue.push(posix.normalize(posix.join(posix.dirname(file), spec)));
    }
  }
  return [...seen];
}

/** The URLs in the service worker's precache manifest (dist/sw.js), relative to dist/. */
export function precacheEntries(dist: string): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\burl:\s*["']([^"']+)["']/g)].map((m) => posix.normalize(m[1]!.replace(/^\//, '')));
  return [...new Set(urls)];
}

/** Every file under `dir`, relative to it. */
export function allFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allFiles(dir, posix.join(prefix, e.name)) : [posix.join(prefix, e.name)]);
}

/** True for the QR scanner's code: its chunk or worker, by file name or by its worker's name inside. */
export function isScannerFile(dist: string, file: string): boolean {
  if (file === 'sw.js') return false; // its precache list names the scanner files
  if (/scanner/i.test(file)) return true;
  return file.endsWith('.js') && /qr-scanner-worker|QrScanner\b/.test(readFileSync(join(dist, file), 'utf8'));
}

/** A rule system's own chunk (`assets/<ruleset id>-<hash>.js`): the ruleset's id, or undefined for any other file. */
export function rulesetOfChunk(file: string): string | undefined {
  return /^assets\/(spelljammer|bcb-d20|crit-table-d20|percentile-dex-rank|zones-factions)-[\w-]+\.js$/.exec(file)?.[1];
}

/**
 * The parts a precache is reported in, in order: a file goes to the first part whose test
 * matches. `each`: the part's files are listed one by one too (the rule systems, so a system
 * that grows shows by name).
 */
export const PRECACHE_PARTS: readonly { readonly name: string; readonly each?: boolean; readonly test: (file: string, dist: string) => boolean }[] = [
  { name: 'the rule systems (one chunk each)', each: true, test: (f) => rulesetOfChunk(f) !== undefined },
  { name: 'the first visit (HTML, entry, app, their CSS)', test: (f) => f === 'index.html' || /^assets\/(index|shell|app)-[\w-]+\.(js|css)$/.test(f) },
  { name: 'the QR scanner and its worker', test: (f, dist) => isScannerFile(dist, f) },
  { name: 'the GM screen', test: (f) => /^assets\/GmScreen-[\w-]+\.(js|css)$/.test(f) },
  { name: 'the character screen and what the screens share', test: (f) => /^assets\/((CharacterScreen|screens|engine|HelpText)-[\w-]+\.(js|css)|player-[\w-]+\.css)$/.test(f) },
  { name: 'everything else (codec, verify, backup, help, icons...)', test: () => true },
];

/** One part of the precache: its gzipped bytes and file count, and (for a part listed one by one) each file, largest first. */
export interface PrecachePart {
  readonly name: string;
  bytes: number;
  files: number;
  readonly each: { file: string; bytes: number }[] | null;
}

/** Gzipped bytes (level 9) of each {@link PRECACHE_PARTS} part of the precache list, with its file count. */
export function precacheParts(dist: string, files: readonly string[]): PrecachePart[] {
  const parts: PrecachePart[] = PRECACHE_PARTS.map((p) => ({ name: p.name, bytes: 0, files: 0, each: p.each ? [] : null }));
  for (const f of files) {
    const i = PRECACHE_PARTS.findIndex((p) => p.test(f, dist));
    const bytes = gzipSize(join(dist, f));
    parts[i]!.bytes += bytes;
    parts[i]!.files++;
    parts[i]!.each?.push({ file: f, bytes });
  }
  for (const p of parts) p.each?.sort((a, b) => b.bytes - a.bytes);
  return parts;
}
