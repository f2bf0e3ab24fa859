/**
 * The first tap of a first visit, made before the service worker has installed, fetches the
 * round's code in six files and no more: the character screen, what the screens share, the
 * engine's helpers and the tapped character's rules (four scripts), and the two stylesheets of
 * the screens. Each file more is one more request and compile task in the one tap that has
 * nothing cached; the build's chunk groups (vite.config.ts) keep it to these.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { catalog } = await import(fileURLToPath(new URL('../../src/rulesets/catalog.ts', import.meta.url)));

/** A built file's name without its hash and extension's dot: "CharacterScreen.js". */
const named = (url) => new URL(url).pathname.split('/').pop().replace(/-[\w-]{8}\.(js|css)$/, '.$1');

export default async function firstTapFiles({ page, baseURL, log }) {
  await page.goto(baseURL);
  await page.locator('section.pl-group').first().waitFor({ state: 'visible' });
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller === null), true, 'Expected the first visit not yet controlled by the service worker');
  const system = catalog[0];
  const requested = [];
  page.on('request', (r) => { if (/\/assets\/.+\.(js|css)$/.test(r.url())) requested.push(named(r.url())); });
  await page.locator('a.pl-char').filter({ hasText: system.demos[0].name }).first().click();
  await page.getByRole('button', { name: 'Roll', exact: true }).waitFor({ state: 'visible' });
  const expected = ['CharacterScreen.js', 'engine.js', 'player.css', 'screens.css', 'screens.js', `${system.id}.js`];
  assert.deepEqual([...requested].sort(), expected.sort(), `Expected the first tap on ${system.demos[0].name} to fetch ${expected.length} files (${expected.join(', ')})`);
  log(`first tap fetched ${requested.length} files: ${requested.join(', ')}`);
}
