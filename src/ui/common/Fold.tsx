/**
 * A folded part of a screen (`<details>`) whose content is rendered the first time it is
 * opened, and kept after: a closed fold costs nothing when its screen opens (the round's full
 * odds and the rest of its declaration are half of the Round tab's elements; "Attacked?" and
 * "Link to the GM" another 11 to 22 of its 80 to 115). Open from the start when `open` is true
 * (a field there needs fixing). State kept outside the fold (the component holding it) stays
 * while the fold is closed.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useState } from 'preact/hooks';

export function Fold(p: { class: string; open?: boolean; summary: ComponentChildren; children: ComponentChildren }): JSX.Element {
  const [opened, setOpened] = useState(false);
  return (
    <details class={p.class} open={p.open || undefined}
      onToggle={(e) => { if ((e.currentTarget as HTMLDetailsElement).open) setOpened(true); }}>
      {/* Drawn on the tap itself (the toggle event comes a task later), so the content opens with the fold. */}
      <summary onClick={() => setOpened(true)}>{p.summary}</summary>
      {opened || p.open ? p.children : null}
    </details>
  );
}
