/**
 * The service worker's kept part (src/sw/keep-part.js): the GM's files are fetched only on a
 * phone that asked for them, every later version's are fetched before it takes over, unchanged
 * files are not downloaded twice, and the part is answered from the phone.
 * The script runs as the generated worker runs it, against stand-ins for the worker's globals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SCRIPT = readFileSync(new URL('../../src/sw/keep-part.js', import.meta.url), 'utf8');
const SCOPE = 'https://table.example/app/';

/** A CacheStorage of Maps (url -> body text). */
function fakeCaches(initial: Record<string, Record<string, string>> = {}) {
  const store = new Map<string, Map<string, string>>(Object.entries(initial).map(([n, c]) => [n, new Map(Object.entries(c))]));
  const cacheOf = (m: Map<string, string>, fetcher: (u: string) => Promise<Response>) => ({
    match: async (u: string) => (m.has(u) ? new Response(m.get(u)) : undefined),
    put: async (u: string, r: Response) => { m.set(u, await r.text()); },
    addAll: async (urls: string[]) => {
      const got = await Promise.all(urls.map(async (u) => [u, await (await fetcher(u)).text()] as const));
      for (const [u, t] of got) m.set(u, t);
    },
    keys: async () => [...m.keys()].map((url) => ({ url })),
  });
  let fetcher: (u: string) => Promise<Response> = () => Promise.reject(new Error('no network'));
  const api = {
    store,
    setFetch(f: (u: string) => Promise<Response>) { fetcher = f; },
    keys: async () => [...store.keys()],
    open: async (n: string) => { if (!store.has(n)) store.set(n, new Map()); return cacheOf(store.get(n)!, fetcher); },
    delete: async (n: string) => store.delete(n),
    match: async (u: string, o?: { cacheName?: string }) => {
      for (const [n, m] of store) if ((!o?.cacheName || o.cacheName === n) && m.has(u)) return new Response(m.get(u));
      return undefined;
    },
  };
  return api;
}

/** Runs the script in a fake worker with the build's list; its event handlers and what it fetched. */
function worker(part: { id: string; files: string[] }, caches: ReturnType<typeof fakeCaches>, online = true) {
  const handlers: Record<string, (e: unknown) => void> = {};
  const fetched: string[] = [];
  const net = (u: string) => {
    fetched.push(u);
    return online ? Promise.resolve(new Response(`network ${u}`)) : Promise.reject(new Error('Failed to fetch'));
  };
  caches.setFetch(net);
  const self = { __ROLLCALL_PART: part, registration: { scope: SCOPE }, caches, addEventListener: (t: string, h: (e: unknown) => void) => { handlers[t] = h; } };
  new Function('self', 'fetch', SCRIPT)(self, (r: { url: string }) => net(r.url));
  /** Fires `type` with `extra` and resolves once its waitUntil / respondWith settled. */
  const fire = async (type: string, extra: Record<string, unknown> = {}) => {
    let wait: Promise<unknown> = Promise.resolve();
    let answer: Promise<Response> | undefined;
    handlers[type]?.({ ...extra, waitUntil: (p: Promise<unknown>) => { wait = p; }, respondWith: (p: Promise<Response>) => { answer = p; } });
    await wait;
    return answer;
  };
  return { fire, fetched };
}

const url = (f: string) => SCOPE + f;

describe('the GM part kept by the service worker', () => {
  it('a new version installing on a phone that never opened the GM screen downloads nothing more', async () => {
    const caches = fakeCaches({ 'workbox-precache-v2': { [url('index.html')]: 'app' } });
    const w = worker({ id: 'v2', files: ['assets/GmScreen-b.js'] }, caches);
    await w.fire('install');
    await w.fire('activate');
    expect(w.fetched).toEqual([]);
    expect([...caches.store.keys()]).toEqual(['workbox-precache-v2']);
  });

  it('a new version installing on a GM phone fetches its part before taking over, reusing the files that did not change', async () => {
    const caches = fakeCaches({ 'rollcall-part-v1': { [url('assets/GmScreen-a.js')]: 'old screen', [url('assets/worker/gm-worker-x.js')]: 'worker' } });
    const w = worker({ id: 'v2', files: ['assets/GmScreen-b.js', 'assets/worker/gm-worker-x.js'] }, caches);
    await w.fire('install');
    expect(w.fetched).toEqual([url('assets/GmScreen-b.js')]);
    const kept = caches.store.get('rollcall-part-v2')!;
    expect(kept.get(url('assets/GmScreen-b.js'))).toBe(`network ${url('assets/GmScreen-b.js')}`);
    expect(kept.get(url('assets/worker/gm-worker-x.js'))).toBe('worker');
    await w.fire('activate');
    expect([...caches.store.keys()]).toEqual(['rollcall-part-v2']);
  });

  it('an install that cannot fetch the new part fails, so the version before keeps serving', async () => {
    const caches = fakeCaches({ 'rollcall-part-v1': { [url('assets/GmScreen-a.js')]: 'old screen' } });
    const w = worker({ id: 'v2', files: ['assets/GmScreen-b.js'] }, caches, false);
    await expect(w.fire('install')).rejects.toThrow('Failed to fetch');
    expect(caches.store.get('rollcall-part-v1')!.size).toBe(1);
  });

  it('the GM screen asking keeps the part once and answers how many files it put', async () => {
    const caches = fakeCaches();
    const w = worker({ id: 'v1', files: ['assets/GmScreen-a.js', 'assets/GmScreen-a.css'] }, caches);
    const answers: unknown[] = [];
    const source = { postMessage: (d: unknown) => answers.push(d) };
    await w.fire('message', { data: { type: 'rollcall-keep-part' }, source });
    await w.fire('message', { data: { type: 'rollcall-keep-part' }, source });
    await w.fire('message', { data: { type: 'something-else' }, source });
    expect(answers).toEqual([{ type: 'rollcall-part-kept', count: 2 }, { type: 'rollcall-part-kept', count: 0 }]);
    expect(w.fetched).toHaveLength(2);
  });

  it('asking without a network answers that it failed, in the browser\'s words', async () => {
    const caches = fakeCaches();
    const w = worker({ id: 'v1', files: ['assets/GmScreen-a.js'] }, caches, false);
    const answers: unknown[] = [];
    await w.fire('message', { data: { type: 'rollcall-keep-part' }, source: { postMessage: (d: unknown) => answers.push(d) } });
    expect(answers).toEqual([{ type: 'rollcall-part-failed', message: 'Failed to fetch' }]);
  });

  it('the part is answered from the phone once kept, from the network before, and other files are left to the precache', async () => {
    const caches = fakeCaches({ 'rollcall-part-v1': { [url('assets/GmScreen-a.js')]: 'kept screen' } });
    const w = worker({ id: 'v1', files: ['assets/GmScreen-a.js', 'assets/GmScreen-a.css'] }, caches);
    const get = (u: string) => ({ request: { method: 'GET', url: u } });
    expect(await (await w.fire('fetch', get(url('assets/GmScreen-a.js'))))!.text()).toBe('kept screen');
    expect(await (await w.fire('fetch', get(url('assets/GmScreen-a.css'))))!.text()).toBe(`network ${url('assets/GmScreen-a.css')}`);
    expect(await w.fire('fetch', get(url('assets/app-z.js')))).toBeUndefined();
    expect(w.fetched).toEqual([url('assets/GmScreen-a.css')]);
  });
});

describe('the files of the GM part (scripts/keep-part.mjs)', () => {
  it('are the ones only the GM screen reaches: a chunk the player\'s side also imports stays in the precache', async () => {
    const { onlyReachedFrom } = await import('../../scripts/keep-part.mjs');
    const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], css: string[] = [], isEntry = false) =>
      ({ type: 'chunk' as const, fileName, isEntry, imports, dynamicImports, viteMetadata: { importedCss: new Set(css) } });
    const bundle = {
      'index.js': chunk('index.js', ['app.js'], [], [], true),
      'app.js': chunk('app.js', ['engine.js'], ['GmScreen.js', 'Character.js']),
      'Character.js': chunk('Character.js', ['engine.js', 'verify.js'], [], ['player.css']),
      'GmScreen.js': chunk('GmScreen.js', ['engine.js', 'verify.js', 'gm-only.js'], ['foresee-job.js'], ['GmScreen.css']),
      'gm-only.js': chunk('gm-only.js'),
      'foresee-job.js': chunk('foresee-job.js', ['engine.js']),
      'engine.js': chunk('engine.js'),
      'verify.js': chunk('verify.js'),
      'GmScreen.css': { type: 'asset' as const, fileName: 'GmScreen.css' },
      'player.css': { type: 'asset' as const, fileName: 'player.css' },
    };
    expect(onlyReachedFrom(bundle, 'GmScreen.js')).toEqual(['GmScreen.css', 'GmScreen.js', 'foresee-job.js', 'gm-only.js']);
  });
});
