/**
 * A problem told to a player: one sentence in their words, and under a folded "Details" what
 * exactly failed (a checksum, a bad character), for a bug report. Used wherever untrusted text
 * (a scanned or pasted code) is refused.
 */
import type { JSX } from 'preact';
import './problem.css';

/** The sentence, then its detail folded away (nothing when there is none). */
export function Problem(p: { message: string; detail?: string | undefined; class?: string }): JSX.Element {
  return (
    <div class={p.class ?? 'alert alert-bad'}>
      <p class="problem-text">{p.message}</p>
      {p.detail ? (
        <details class="problem-details">
          <summary>Details</summary>
          <p class="small">{p.detail}</p>
        </details>
      ) : null}
    </div>
  );
}
