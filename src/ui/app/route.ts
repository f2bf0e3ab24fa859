/**
 * The hash routes of the app. Hash routing keeps dist/ a plain static site: any host,
 * any path, no server rewrites, and the service worker serves one index.html.
 *
 * - `#/` (or empty)            the character list
 * - `#/c/<id>`                 one character
 * - `#/gm`                     the GM screen
 * - `#gm?r=<payload>` (also `#/gm?r=`) a shared link: open the GM screen and take the payload
 */

/**
 * Where the app is. `link` is the whole hash of a shared GM link (`#gm?r=...`), left exactly as
 * received: the share decoder reads links itself, and base45 text must not meet
 * URLSearchParams (which turns '+' into a space).
 */
export type Route =
  | { readonly name: 'characters' }
  | { readonly name: 'character'; readonly id: string }
  | { readonly name: 'gm'; readonly link?: string }
  | { readonly name: 'not-found'; readonly hash: string };

/** Parses `location.hash` (with or without the leading '#'). Never throws. */
export function parseRoute(hash: string): Route {
  const h = hash.replace(/^#/, '');
  if (h === '' || h === '/') return { name: 'characters' };
  const gm = /^\/?gm(?:\?(.*))?$/.exec(h);
  if (gm) {
    return gm[1] && /(^|&)r=./.test(gm[1]) ? { name: 'gm', link: `#${h}` } : { name: 'gm' };
  }
  const c = /^\/c\/([^/?]+)$/.exec(h);
  if (c) {
    try {
      return { name: 'character', id: decodeURIComponent(c[1]!) };
    } catch {
      return { name: 'not-found', hash: h };
    }
  }
  return { name: 'not-found', hash: h };
}

/** The hash for a route (without payloads: links carrying one are made by the share code). */
export function hrefOf(route: { name: 'characters' } | { name: 'gm' } | { name: 'character'; id: string }): string {
  switch (route.name) {
    case 'characters': return '#/';
    case 'gm': return '#/gm';
    case 'character': return `#/c/${encodeURIComponent(route.id)}`;
  }
}
