/**
 * The start page's shell for build-time prerendering (vite.config.ts `prerenderShell`): the app
 * as the character list shows it before its data, as an HTML string. Runs in Node at build time
 * only, never in the browser.
 */
import { renderToString } from 'preact-render-to-string';

/** Renders the app at the start route (#/) before any data has loaded; resolves with its HTML. */
export async function prerender(): Promise<{ html: string }> {
  // The router reads the address when imported: the shell is the start page's.
  const g = globalThis as unknown as { location?: unknown };
  g.location ??= { hash: '', search: '', pathname: '/' };
  const { App } = await import('./ui/app/App');
  return { html: renderToString(<App />) };
}
