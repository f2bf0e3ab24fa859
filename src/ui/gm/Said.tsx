/**
 * Where the GM screen's one message shows: next to what the GM touched last. Each part of the
 * screen that acts (the bar, the paste box, a row of the order, the monsters...) is wrapped in
 * `Acts`, which notes the place on every tap, change or paste inside it, and holds a `Said` line:
 * a live region always on the page (so the message is announced), showing the model's message
 * only when that place was touched last. A message whose place was not on the page when it came
 * (a row closed, a panel gone before the answer) shows under the bar instead, so none is lost;
 * one shown in its place goes when the GM closes that place.
 */
import type { ComponentChildren } from 'preact';
import { signal, useComputed } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GmModel } from './model';

/** The place the GM touched last: 'bar' (the top bar, and anything with no place of its own). */
export const touched = signal('bar');
/** The places whose `Said` line is on the page now. */
const shown = signal<ReadonlySet<string>>(new Set());

/**
 * The place of the message with this `seq`: where the GM had touched when it first showed, and
 * whether that place was on the page then (a message seen there goes when its place goes).
 */
let placed = { seq: -1, at: 'bar', seen: true };
function placeOf(seq: number): { at: string; seen: boolean } {
  if (placed.seq !== seq) { const at = touched.peek(); placed = { seq, at, seen: shown.peek().has(at) }; }
  return placed;
}

/** Notes `at` as the place of the next message (before a model call that says something). */
export function touch(at: string): void {
  touched.value = at;
}

/**
 * A part of the screen whose taps, changes and pastes make it the place of the next message.
 * Without a class it has no box of its own (display: contents), so the screen's gaps space its children.
 */
export function Acts({ at, children, class: cls, ...rest }: { at: string; children: ComponentChildren; class?: string; role?: 'group'; 'aria-label'?: string; id?: string }) {
  const note = () => touch(at);
  return <div class={cls ?? 'gm-acts'} {...rest} onClickCapture={note} onChangeCapture={note} onInputCapture={note} onPasteCapture={note} onSubmitCapture={note}>{children}</div>;
}

/**
 * The message line of place `at` (announced politely; a refusal is shown as one). The bar's
 * line also shows messages whose place is not on the page. `id` lets a control name it in its
 * aria-describedby.
 */
export function Said({ model, at, id }: { model: GmModel; at: string; id?: string }) {
  useEffect(() => {
    shown.value = new Set([...shown.value, at]);
    return () => { const s = new Set(shown.value); s.delete(at); shown.value = s; };
  }, [at]);
  // The message this line shows, or null: a line redraws only when that changes, not on every message.
  const m = useComputed(() => {
    const msg = model.message.value;
    const place = msg ? placeOf(msg.seq) : { at: 'bar', seen: true };
    const mine = place.at === at || (at === 'bar' && !place.seen && !shown.value.has(place.at));
    return mine ? msg : null;
  }).value;
  return (
    <p id={id} class={m ? `alert alert-${m.tone} gm-said` : 'gm-said gm-said-empty'} role="status" aria-live="polite">
      {m && (m.tone === 'good' ? '✓ ' : m.tone === 'bad' ? '✕ ' : '')}{m?.text}
    </p>
  );
}
