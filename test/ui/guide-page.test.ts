import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideBody, guidePage, inline } from '../../scripts/guide-page.mjs';

describe('the user guide as a page', () => {
  it('escapes text, and keeps code, bold and web links', () => {
    expect(inline('Press **Roll** <b>now</b> & run `npm ci && npm start`; see [the site](https://example.org)'))
      .toBe('Press <strong>Roll</strong> &lt;b&gt;now&lt;/b&gt; &amp; run <code>npm ci &amp;&amp; npm start</code>; see <a href="https://example.org">the site</a>');
  });

  it('shows a link to another Markdown file of the repository as its text (the built site does not hold it)', () => {
    expect(inline('the [README](../README.md)')).toBe('the README');
  });

  it('renders headings, lists with wrapped items, tables and a row of pictures', () => {
    const html = guideBody('## Set up\n\n1. Open it\n   on the phone.\n2. Trust it.\n\n| a | b \\| c |\n|---|---|\n| x | y |\n\n![One](guide/one.png)\n![Two](guide/two.png)\n', (s) => s.replace('guide/', ''));
    expect(html).toBe([
      '<h2 id="set-up">Set up</h2>',
      '<ol><li>Open it on the phone.</li><li>Trust it.</li></ol>',
      '<table><thead><tr><th>a</th><th>b | c</th></tr></thead><tbody><tr><td>x</td><td>y</td></tr></tbody></table>',
      '<p class="shots"><img src="one.png" alt="One" width="360" height="780" loading="lazy"><img src="two.png" alt="Two" width="360" height="780" loading="lazy"></p>',
    ].join('\n'));
  });

  it('the real guide has a title and shows every picture it names, each a committed file', () => {
    const markdown = readFileSync(join(import.meta.dirname, '../../docs/guide.md'), 'utf8');
    const page = guidePage(markdown);
    expect(page).toContain('<title>An evening with Rollcall</title>');
    const named = [...markdown.matchAll(/^!\[[^\]]*\]\(guide\/([^)]+)\)$/gm)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(8);
    for (const png of named) {
      expect(page).toContain(`src="${png}"`);
      expect(readFileSync(join(import.meta.dirname, '../../docs/guide', png)).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('the real guide opens with a contents list whose every link leads to one of its headings, and says nothing of how it is made', () => {
    const markdown = readFileSync(join(import.meta.dirname, '../../docs/guide.md'), 'utf8');
    const page = guidePage(markdown);
    const ids = new Set([...page.matchAll(/<h[1-3] id="([^"]+)"/g)].map((m) => m[1]));
    const links = [...page.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((l) => !ids.has(l))).toEqual([]);
    expect(links).toContain('when-something-goes-wrong');
    expect(markdown).not.toMatch(/scripts\/|guide-screens/);
    for (const topic of [/My QR code disappeared/, /I passed the round by mistake/, /Starting HP or Current HP/]) expect(markdown).toMatch(topic);
  });
});
