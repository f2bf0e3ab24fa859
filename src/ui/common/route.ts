/**
 * The hash routes of the app. Hash routing keeps dist/ a plain static site: any host,
 * any path, no server rewrites, and the service worker serves one index.html.
 *
 * - `#/` (or empty)            the character list
 * - `#/c/<id>`                 one character
 * - `#/gm`                     the GM screen
 * - `#/verified`               the player's verified table mode: join code, start and end
 * - `#/help` (also `#help`)    help and display settings (high contrast), with every rule system
 * - `#/help/<rulesetId>`       the help page of one rule system (also `#help/<rulesetId>`)
 * - `#/backup`, `#/backup/receive`, `#/backup/export/<id>`, `#/backup/send/<id>`: backups and moving phones
 * - `#gm?r=<payload>` (also `#/gm?r=`) a shared link: open the GM screen and take the payload
 * - `#hit?r=<payload>` (also `#/hit?r=`) a monster's round shared for a player: Take a hit for the
 *   character it concerns, or a chooser with the GM screen as the other choice
 * - `?share-text=...` (the web app manifest's share target): open the GM screen and take the text
 */

/**
 * Where the app is. `incoming` is what the GM screen should take once: the whole hash of a
 * shared GM link (`#gm?r=...`), left exactly as received (the share decoder reads links
 * itself, and base45 text must not meet URLSearchParams, which turns '+' into a space), or
 * text shared to the app through the share target.
 */
export type Route =
  | { readonly name: 'characters' }
  | { readonly name: 'character'; readonly id: string }
  | { readonly name: 'gm'; readonly incoming?: string }
  | { readonly name: 'hit'; readonly incoming: string }
  | { readonly name: 'verified' }
  | { readonly name: 'help'; readonly rulesetId?: string }
  | { readonly name: 'backup'; readonly view: 'home' | 'export' | 'send' | 'receive'; readonly id?: string }
  | { readonly name: 'not-found'; readonly hash: string };

/** Parses `location.hash` (with or without the leading '#'). Never throws. */
export function parseRoute(hash: string): Route {
  const h = hash.replace(/^#/, '');
  if (h === '' || h === '/') return { name: 'characters' };
  const gm = /^\/?gm(?:\?(.*))?$/.exec(h);
  if (gm) {
    return gm[1] && /(^|&)r=./.test(gm[1]) ? { name: 'gm', incoming: `#${h}` } : { name: 'gm' };
  }
  const hit = /^\/?hit\?(.*)$/.exec(h);
  if (hit && /(^|&)r=./.test(hit[1]!)) return { name: 'hit', incoming: `#${h}` };
  if (/^\/verified\/?$/.test(h)) return { name: 'verified' };
  const backup = /^\/backup(?:\/(receive|export|send)(?:\/([^/?]+))?)?\/?$/.exec(h);
  if (backup) {
    const view = (backup[1] ?? 'home') as 'home' | 'export' | 'send' | 'receive';
    if ((view === 'export' || view === 'send') !== (backup[2] !== undefined)) return { name: 'not-found', hash: h };
    try { return backup[2] ? { name: 'backup', view, id: decodeURIComponent(backup[2]) } : { name: 'backup', view }; } catch { return { name: 'not-found', hash: h }; }
  }
  const help = /^\/?help(?:\/([^/?]+))?\/?$/.exec(h);
  if (help) {
    if (!help[1]) return { name: 'help' };
    try {
      return { name: 'help', rulesetId: decodeURIComponent(help[1]) };
    } catch {
      return { name: 'not-found', hash: h };
    }
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
export function hrefOf(route: { name: 'characters' } | { name: 'gm' } | { name: 'verified' } | { name: 'character'; id: string } | { name: 'help'; rulesetId?: string }): string {
  switch (route.name) {
    case 'characters': return '#/';
    case 'gm': return '#/gm';
    case 'verified': return '#/verified';
    case 'character': return `#/c/${encodeURIComponent(route.id)}`;
    case 'help': return route.rulesetId ? `#/help/${encodeURIComponent(route.rulesetId)}` : '#/help';
  }
}

/** Query parameter names of the manifest's share target (vite.config.ts `share_target.params`). */
export const SHARE_PARAMS = { title: 'share-title', text: 'share-text', url: 'share-url' } as const;

/**
 * The text shared to the app from another app's share sheet (the query of the share target's
 * GET request), title, text and link joined by line breaks; null when the page was not opened
 * by a share. Form encoding is undone by URLSearchParams, as the browser applied it.
 */
export function sharedTextOf(search: string): string | null {
  const q = new URLSearchParams(search);
  const parts = [q.get(SHARE_PARAMS.title), q.get(SHARE_PARAMS.text), q.get(SHARE_PARAMS.url)].filter((x): x is string => !!x && !!x.trim());
  return parts.length ? parts.join('\n') : null;
}
