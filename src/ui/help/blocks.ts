/**
 * Markdown-lite as the rulesets write their `help` (src/engine/ruleset.ts): paragraphs split by
 * blank lines and `- ` list items (a wrapped item continues on the next lines). The UI renders
 * the blocks as text nodes only, never as HTML.
 */

/** A paragraph or a list of items, each plain text. */
export type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

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
