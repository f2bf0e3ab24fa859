/**
 * A ruleset's help in the app: what the phone computes, the readings it takes of the texts'
 * ambiguities and the table options that change them, and what is left to the GM. The help is
 * Markdown-lite (paragraphs and `- ` lists, see `Ruleset.help`) and is rendered as text only.
 */
import type { JSX } from 'preact';

type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/** Splits Markdown-lite into paragraphs and lists (blank lines separate blocks). */
export function helpBlocks(help: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of help.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim()).filter(Boolean);
    const lead: string[] = [];
    const items: string[] = [];
    for (const line of lines) {
      if (line.startsWith('- ')) items.push(line.slice(2));
      else if (items.length) items[items.length - 1] += ` ${line}`;
      else lead.push(line);
    }
    if (lead.length) blocks.push({ kind: 'p', text: lead.join(' ') });
    if (items.length) blocks.push({ kind: 'ul', items });
  }
  return blocks;
}

/** A collapsible "About these rules" card with the ruleset's help. */
export function RulesHelp(p: { name: string; help: string }): JSX.Element | null {
  if (!p.help.trim()) return null;
  return (
    <details class="card pl-help">
      <summary><h2>About the {p.name} rules</h2></summary>
      {helpBlocks(p.help).map((b, i) => b.kind === 'p'
        ? <p key={i}>{b.text}</p>
        : <ul key={i}>{b.items.map((it, j) => <li key={j}>{it}</li>)}</ul>)}
    </details>
  );
}
