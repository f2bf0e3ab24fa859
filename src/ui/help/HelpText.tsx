/** A ruleset's Markdown-lite help as paragraphs and lists of text nodes (no HTML is parsed). */
import type { JSX } from 'preact';
import { helpBlocks } from './blocks';

/** The blocks of `help`, in order. */
export function HelpText(p: { help: string }): JSX.Element {
  return (
    <>
      {helpBlocks(p.help).map((b, i) => b.kind === 'p'
        ? <p key={i}>{b.text}</p>
        : <ul key={i}>{b.items.map((it, j) => <li key={j}>{it}</li>)}</ul>)}
    </>
  );
}
