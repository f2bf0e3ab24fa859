/**
 * The user guide (docs/guide.md) as a static page for the built app: `vite build` writes it to
 * dist/guide/index.html with its screenshots beside it (vite.config.ts), and the app's Help
 * links to it. Reads the Markdown the guide uses and nothing more: headings, paragraphs,
 * `-` and `1.` lists, pipe tables, fenced code, images on a line of their own, and inline
 * `**bold**`, `` `code` `` and `[links](url)` (to the web, a picture or a heading of the guide
 * itself: each heading has an id, its words in lower case joined by '-'). Every text is escaped; a link to another
 * Markdown file of the repository is shown as its text, since the built site does not hold it.
 */

/** @param {string} s */
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inline Markdown of one block of text as HTML: code, bold, links (escaped first). */
/** @param {string} text @returns {string} */
export function inline(text) {
  return text.split(/(`[^`]+`)/).map((part) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return `<code>${escape(part.slice(1, -1))}</code>`;
    return escape(part)
      .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
      .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label, href) =>
        /^https?:\/\//.test(href) || /^[\w./-]+\.(?:png|html)$/.test(href) || /^#[a-z0-9-]+$/.test(href) ? `<a href="${href}">${label}</a>` : label);
  }).join('');
}

/** The id of a heading, for the contents' links: "When something goes wrong" -> "when-something-goes-wrong". */
/** @param {string} text @returns {string} */
export function slug(text) {
  return text.toLowerCase().replace(/[`*]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The guide's Markdown as the body of an HTML page; `image` maps an image path to its URL in the page. */
/** @param {string} markdown @param {(src: string) => string} [image] @returns {string} */
export function guideBody(markdown, image = (s) => s) {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) { i++; continue; }
    const heading = /^(#{1,3}) (.*)$/.exec(line);
    if (heading) { out.push(`<h${heading[1].length} id="${slug(heading[2])}">${inline(heading[2])}</h${heading[1].length}>`); i++; continue; }
    if (line.startsWith('```')) {
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
      i++;
      out.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`);
      continue;
    }
    const img = /^!\[([^\]]*)\]\(([^)\s]+)\)$/.exec(line.trim());
    if (img) {
      const figures = [];
      for (; i < lines.length; i++) {
        const m = /^!\[([^\]]*)\]\(([^)\s]+)\)$/.exec(lines[i].trim());
        if (!m) break;
        figures.push(`<img src="${escape(image(m[2]))}" alt="${escape(m[1])}" width="360" height="780" loading="lazy">`);
      }
      out.push(`<p class="shots">${figures.join('')}</p>`);
      continue;
    }
    if (line.startsWith('|')) {
      const rows = [];
      for (; i < lines.length && lines[i].startsWith('|'); i++) {
        const cells = lines[i].trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
        if (!cells.every((c) => /^:?-+:?$/.test(c))) rows.push(cells);
      }
      const [head, ...body] = rows;
      out.push(`<table><thead><tr>${head.map((c) => `<th>${inline(c)}</th>`).join('')}</tr></thead><tbody>${body.map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`);
      continue;
    }
    const item = /^(-|\d+\.) (.*)$/.exec(line);
    if (item) {
      const tag = item[1] === '-' ? 'ul' : 'ol';
      const items = [];
      for (; i < lines.length; i++) {
        const l = lines[i];
        const m = /^(-|\d+\.) (.*)$/.exec(l);
        if (m) items.push(m[2]);
        else if (/^\s+\S/.test(l) && items.length) items[items.length - 1] += ` ${l.trim()}`;
        else break;
      }
      out.push(`<${tag}>${items.map((t) => `<li>${inline(t)}</li>`).join('')}</${tag}>`);
      continue;
    }
    const para = [];
    for (; i < lines.length && lines[i].trim() && !/^(#{1,3} |```|\||!\[|-\s|\d+\.\s)/.test(lines[i]); i++) para.push(lines[i].trim());
    out.push(`<p>${inline(para.join(' '))}</p>`);
  }
  return out.join('\n');
}

/** The whole page: the guide's body with its own small stylesheet (guide.css beside it; no inline style, for the CSP). */
/** @param {string} markdown @returns {string} */
export function guidePage(markdown) {
  const title = /^# (.*)$/m.exec(markdown)?.[1] ?? 'Rollcall guide';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escape(title)}</title>
<link rel="stylesheet" href="guide.css">
</head>
<body>
<main>
<p><a href="../">Back to Rollcall</a></p>
${guideBody(markdown, (src) => src.replace(/^guide\//, ''))}
</main>
</body>
</html>
`;
}

/** The page's stylesheet: readable on a phone, light and dark, screenshots side by side when they fit. */
export const GUIDE_CSS = `body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1b2230;background:#f6f7fb}
main{max-width:46rem;margin:0 auto;padding:1rem}
h1,h2,h3{line-height:1.2}
a{color:#1f4fb8}
code{font-size:.9em;background:#e8ebf3;padding:0 .2em;border-radius:3px}
pre{overflow-x:auto;background:#e8ebf3;padding:.75rem}
pre code{background:none;padding:0}
table{border-collapse:collapse;display:block;overflow-x:auto}
th,td{border:1px solid #c9cfdc;padding:.35rem .5rem;text-align:left;vertical-align:top}
.shots{display:flex;flex-wrap:wrap;gap:.75rem}
.shots img{width:min(100%,270px);height:auto;border:1px solid #c9cfdc;border-radius:8px}
@media (prefers-color-scheme:dark){body{color:#e6e9f0;background:#12161f}a{color:#8fb3ff}code,pre{background:#232a38}th,td,.shots img{border-color:#3a4356}}
`;
