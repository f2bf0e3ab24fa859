/**
 * The GM's part of the app, kept apart from the precache: a Vite plugin that finds, in each
 * build, the files only the GM screen needs (the chunks reached from it and from nothing else,
 * their stylesheets, and the workers the GM's check and Foresee run in), and writes
 * `keep-part.js` for the service worker: the list, then src/sw/keep-part.js, which keeps the part
 * on a phone from the first time the GM screen opens there and across every update after.
 *
 * Why: every phone at the table installs the player's side whole (the precache); only the GM's
 * phone needs the GM's side, some 40 KB gzipped of the precache and the workers' 270 KB more.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The module whose chunk opens the GM's part. */
const GM_SCREEN = /\/src\/ui\/gm\/GmScreen\.tsx$/;
/** The workers' files (vite.config.ts names them so). */
const WORKER = /^assets\/worker\//;

/** @type {readonly string[]} */
let files = [];

/** The GM's part of the last build: paths relative to the output folder. Empty before a build. */
export function keptPartFiles() {
  return files;
}

/**
 * The files only `from` reaches in `bundle` (by static and dynamic imports, with their
 * stylesheets), where everything else starts at the entries without passing through `from`.
 */
export function onlyReachedFrom(bundle, from) {
  const walk = (starts, skip) => {
    const seen = new Set();
    const stack = [...starts];
    while (stack.length) {
      const f = stack.pop();
      if (seen.has(f) || f === skip) continue;
      seen.add(f);
      const c = bundle[f];
      if (c?.type !== 'chunk') continue;
      stack.push(...(c.imports ?? []), ...(c.dynamicImports ?? []), ...(c.viteMetadata?.importedCss ?? []));
    }
    return seen;
  };
  const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry).map((c) => c.fileName);
  const elsewhere = walk(entries, from);
  return [...walk([from], undefined)].filter((f) => !elsewhere.has(f)).sort();
}

/**
 * The plugin. Throws at build when no chunk holds the GM screen (its file moved: the part would
 * silently be empty and the GM screen precached again).
 */
/** @returns {import('vite').Plugin} */
export function keepPart() {
  let outDir = 'dist';
  return {
    name: 'rollcall-keep-part',
    apply: 'build',
    configResolved(config) { outDir = config.build.outDir; },
    writeBundle(_, bundle) {
      const all = bundle;
      const gm = Object.values(all).find((c) => c.type === 'chunk' && GM_SCREEN.test(c.facadeModuleId ?? ''));
      if (!gm) throw new Error('Expected a chunk for src/ui/gm/GmScreen.tsx in the build but found none: the GM part would be empty');
      files = [...onlyReachedFrom(all, gm.fileName), ...Object.keys(all).filter((f) => WORKER.test(f)).sort()];
      const id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const logic = readFileSync(new URL('../src/sw/keep-part.js', import.meta.url), 'utf8');
      writeFileSync(join(outDir, 'keep-part.js'), `self.__ROLLCALL_PART = ${JSON.stringify({ id, files })};\n${logic}`);
    },
  };
}
