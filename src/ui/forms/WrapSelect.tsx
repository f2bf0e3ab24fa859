/**
 * A select whose chosen option is read whole on a narrow phone and with large text. A native
 * select shows its choice on one line, cut at the end when long ("Stay or 5 ft free mo…",
 * "d20 with Base Com…" at 200% text on 360 px). The choice is shown in a box that wraps between
 * words, with the select itself laid over it, transparent: a tap or a key still opens the phone's
 * own picker, and a screen reader still meets a select (the box is hidden from it).
 */
import type { ComponentChildren, JSX, SelectHTMLAttributes } from 'preact';
import './select.css';

/**
 * `shown`: the words of the chosen option (the caller knows them: options may come in groups);
 * `children`: the options; the rest goes to the select (id, value, onChange, disabled, aria-*).
 */
export function WrapSelect({ shown, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { shown: string; children: ComponentChildren }): JSX.Element {
  return (
    <div class="rf-select">
      <span class="rf-select-shown" aria-hidden="true">{keepHyphened(shown)}</span>
      <select {...select}>{children}</select>
    </div>
  );
}

/**
 * A hyphened word is kept on one line ("Melee (hand-held)" wraps before "(hand-held)", not
 * after "hand-"): its hyphen becomes a non-breaking one. The box is hidden from screen readers,
 * which read the select's own option.
 */
function keepHyphened(text: string): string {
  return text.replace(/(\p{L})-(?=\p{L})/gu, '$1\u2011');
}
