/**
 * The "now acting" bar, fixed at the bottom of the screen where a thumb rests: a big "Next"
 * moves the marker to the next group of the order, "Back" one up. It names who acts; the order
 * opens the acting row and scrolls it into view (OrderList.tsx).
 */
import type { ComponentChildren } from 'preact';
import type { GmModel } from './model';

/** The bar over `model`'s order; hidden while the order is empty. `said` is its message line (the round's end). */
export function NowBar({ model, said }: { model: GmModel; said?: ComponentChildren }) {
  const view = model.order.value;
  const now = model.parts.now.value;
  const group = view.sections.flatMap((s) => (s.lost ? [] : s.groups)).find((g) => g.key === now);
  if (!view.steps.length) return null;
  const i = now ? view.steps.indexOf(now) : -1;
  // A marker whose group was moved away (delayed, held, stunned) still stands at its count: Next goes on from there.
  const who = group ? `${group.when}: ${[...new Set(group.rows.map((r) => r.who))].join(', ')}` : now === null ? 'Nobody yet' : 'Moved away: Next goes on';
  return (
    <div class="gm-nowbar" role="region" aria-label="Now acting">
      <button type="button" class="btn gm-nowbar-back" disabled={now === null || i === 0} onClick={() => model.step(-1)} aria-label="Back one step">◀</button>
      <div class="gm-nowbar-who">
        <p aria-live="polite"><span class="small muted">Now acting</span><br /><strong>{who}</strong></p>
        {said}
      </div>
      <button type="button" class="btn btn-primary gm-nowbar-next" onClick={() => model.step(1)}>{now === null ? 'Start' : 'Next'} ▶</button>
    </div>
  );
}
