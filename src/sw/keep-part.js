/**
 * The service worker's second cache: a part of the app that not every phone needs (the GM's
 * screen and its workers), kept on a phone from the first time it is used there, and kept up to
 * date with every version after that. Plain JavaScript, added to the generated service worker
 * with workbox's `importScripts` (see scripts/keep-part.ts, which writes `self.__ROLLCALL_PART`
 * in front of this file with the build's list).
 *
 * `self.__ROLLCALL_PART`: `{ id, files }`, `id` a digest of the build's list (a new list, a new
 * cache), `files` paths relative to the worker's scope.
 *
 * - A page asks for the part with a message `{ type: 'rollcall-keep-part' }`; the worker fetches
 *   what its cache lacks and answers `{ type: 'rollcall-part-kept', count }` or
 *   `{ type: 'rollcall-part-failed', message }` to the asking client.
 * - A new version installing on a phone that kept an earlier part fetches the new part before
 *   it takes over (so a GM's phone never loses the GM screen offline to an update); a phone that
 *   never used it downloads nothing more than the precache.
 * - The part's files are answered from the cache, or from the network while not kept.
 */
(function keepPart(self) {
  const part = self.__ROLLCALL_PART;
  if (!part || !Array.isArray(part.files)) return;
  const PREFIX = 'rollcall-part-';
  const name = PREFIX + part.id;
  const urls = part.files.map((f) => new URL(f, self.registration.scope).href);
  const listed = new Set(urls);

  /** True when an earlier version's part (or this one's) is on the phone. */
  async function usedBefore() {
    return (await self.caches.keys()).some((k) => k.startsWith(PREFIX));
  }

  /**
   * Puts the part's files the cache lacks in it: from any cache that holds the same URL (a file
   * name carries its content's hash, so an unchanged file is not downloaded again), else from
   * the network. The number of files put. Rejects when one cannot be had.
   */
  async function keep() {
    const cache = await self.caches.open(name);
    const fetchNow = [];
    let put = 0;
    for (const url of urls) {
      if (await cache.match(url)) continue;
      const held = await self.caches.match(url);
      if (held) { await cache.put(url, held); put++; } else fetchNow.push(url);
    }
    await cache.addAll(fetchNow);
    return put + fetchNow.length;
  }

  self.addEventListener('install', (event) => {
    event.waitUntil(usedBefore().then((used) => (used ? keep() : 0)));
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(self.caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== name).map((k) => self.caches.delete(k)))));
  });

  self.addEventListener('message', (event) => {
    if (!event.data || event.data.type !== 'rollcall-keep-part') return;
    const answer = (data) => { if (event.source) event.source.postMessage(data); };
    event.waitUntil(keep().then(
      (count) => answer({ type: 'rollcall-part-kept', count }),
      (err) => answer({ type: 'rollcall-part-failed', message: err instanceof Error ? err.message : String(err) }),
    ));
  });

  self.addEventListener('fetch', (event) => {
    if (event.request.method !== 'GET' || !listed.has(event.request.url)) return;
    // match with cacheName: opening the cache here would make an empty one, which reads as a part kept.
    event.respondWith(self.caches.match(event.request.url, { cacheName: name }).then((hit) => hit || fetch(event.request)));
  });
})(self);
