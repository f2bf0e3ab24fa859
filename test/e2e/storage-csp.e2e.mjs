/**
 * The built app ships a Content Security Policy with no inline script and no eval: the page's
 * policy (meta tag, and the header when served by scripts/serve.mjs) is checked, eval is
 * refused in the page, and the main screens (list, a rolled round with its QR image, the GM
 * screen, help, backups and a QR transfer) run without a single violation. The shell's styles
 * are inline in the HTML, allowed by their hash, and never fetched as a file.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { openCharacter, rollRound, spelljammerDemos } from './lib/app.mjs';
import { waitFor } from './lib/poll.mjs';
import { cspViolations, moreFor, recordCspViolations } from './lib/storage.mjs';

/** The directives of a policy text, by name. */
const directives = (policy) => new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([k, ...v]) => [k, v]));

function checkPolicy(policy, where) {
  const d = directives(policy);
  assert.deepEqual(d.get('script-src'), ["'self'"], `${where}: script-src should be 'self' only (no inline, no eval), got ${d.get('script-src')}`);
  assert.ok(!policy.includes('unsafe-eval'), `${where}: the policy must not allow eval`);
  assert.ok(d.get('worker-src')?.includes('blob:'), `${where}: the QR scanner needs worker-src blob:`);
  assert.deepEqual(d.get('object-src'), ["'none'"], `${where}: object-src should be 'none'`);
}

export default async function storageCsp({ page, context, baseURL }) {
  await context.addInitScript(recordCspViolations);
  // The shell's stylesheet is inline in index.html: neither the first paint nor a later screen fetches it.
  const shellCss = [];
  context.on('request', (r) => { if (/\/assets\/shell-[\w-]+\.css/.test(r.url())) shellCss.push(r.url()); });
  const response = await page.goto(baseURL);
  const html = await response.text();
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  assert.ok(meta, 'Expected index.html to carry a Content-Security-Policy meta tag');
  checkPolicy(meta[1], 'index.html meta');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  assert.ok(scripts.length > 0 && scripts.every(([, attrs, body]) => /\bsrc=/.test(attrs) && !body.trim()), 'index.html must have no inline script');
  const header = response.headers()['content-security-policy'];
  if (!process.env.E2E_DIST) {
    assert.ok(header, 'scripts/serve.mjs should send a Content-Security-Policy header');
    checkPolicy(header, 'the header');
    // The one inline style allowed is the built page's own <style> (the shell's), by its hash.
    const styles = [...html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    assert.equal(styles.length, 1, 'Expected the built index.html to carry the shell\'s styles in one <style> element');
    assert.deepEqual(directives(header).get('style-src'), ["'self'", ...styles], 'The header should allow no inline style but the shell\'s, by its hash');
    assert.deepEqual(directives(meta[1]).get('style-src'), ["'self'", ...styles], 'The meta policy should allow no inline style but the shell\'s, by its hash');
    assert.equal([...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].filter(([tag]) => !/\sdisabled\b/.test(tag)).length, 0, 'Expected no stylesheet request before the first paint');
    assert.deepEqual(directives(header).get('frame-ancestors'), ["'none'"], 'The header should forbid framing');
  }

  // The test's own page.evaluate is exempt from the page's policy, so it asks the page to run
  // code the way an injected string would: a string timer (eval), an inline and a data: script.
  await page.evaluate(() => {
    setTimeout('window.__evalled = 1', 0);
    const inline = document.createElement('script');
    inline.textContent = 'window.__inline = 1';
    document.body.append(inline);
    const data = document.createElement('script');
    data.src = 'data:text/javascript,window.__data = 1';
    document.body.append(data);
  });
  const refused = await waitFor(async () => { const v = await cspViolations(page); return v.length >= 3 ? v : null; },
    'Expected three violations (a string timer, an inline script, a data: script)');
  // Each policy (meta tag, header) reports its own violation: count the distinct ones.
  assert.equal(new Set(refused).size, 3, `Expected exactly three violations, got: ${refused.join('; ')}`);
  assert.deepEqual(await page.evaluate(() => [window.__evalled, window.__inline, window.__data].map(String)), ['undefined', 'undefined', 'undefined'],
    'A string timer, an inline script and a data: script must all be refused');
  await page.evaluate(() => { window.__csp = []; });

  const { fighter } = await spelljammerDemos();
  await openCharacter(page, fighter.name);
  await rollRound(page);
  for (const hash of ['#/gm', '#/help', '#/backup']) {
    await page.goto(`${baseURL}${hash}`);
    await page.locator('main h1').first().waitFor();
  }
  await page.goto(baseURL);
  await moreFor(page, fighter.name);
  await page.getByRole('link', { name: 'Send by QR' }).click();
  await page.getByText(/^Code 1 of \d+$/).waitFor();
  assert.deepEqual(await cspViolations(page), [], 'The screens hit Content Security Policy violations');
  assert.deepEqual(shellCss, [], 'The shell\'s stylesheet, inline in index.html, was fetched');
}
