/**
 * The order rebuilt on every change of the round, kept as the same objects where it shows the
 * same: the GM screen redraws a row only when its object changed (OrderList.tsx).
 */
import { sameData, type OrderRow, type OrderView } from './order-view';

/**
 * `next` with each row that shows the same as the row of its key in `prev` replaced by that
 * row (the same object), and each group, section and list unchanged replaced likewise: the order
 * is rebuilt on every change of the round, and the screen redraws a row only when its object
 * changed (OrderList.tsx), so a new code of one character redraws that character's rows only.
 * Pure; `prev` is the view built before (or undefined).
 */
export function keepSameRows(prev: OrderView | undefined, next: OrderView): OrderView {
  if (!prev) return next;
  const old = new Map<string, OrderRow>();
  const note = (r: OrderRow) => { old.set(r.key, r); };
  for (const s of prev.sections) for (const g of s.groups) g.rows.forEach(note);
  prev.untimed.forEach(note);
  prev.held.forEach(note);
  prev.removed.forEach(note);
  const keep = (r: OrderRow): OrderRow => {
    const o = old.get(r.key);
    return o && sameData(o, r) ? o : r;
  };
  const rows = (list: readonly OrderRow[], was: readonly OrderRow[] | undefined): readonly OrderRow[] => {
    const kept = list.map(keep);
    return was && was.length === kept.length && kept.every((r, i) => r === was[i]) ? was : kept;
  };
  const sections = next.sections.map((s, i) => {
    const p = prev.sections[i];
    const groups = s.groups.map((g, j) => {
      const pg = p?.groups[j];
      const kept = rows(g.rows, pg?.rows);
      return pg && pg.key === g.key && pg.when === g.when && pg.simultaneous === g.simultaneous && kept === pg.rows ? pg : { ...g, rows: kept };
    });
    return p && p.key === s.key && p.title === s.title && p.lost === s.lost && p.groups.length === groups.length && groups.every((g, j) => g === p.groups[j]) ? p : { ...s, groups };
  });
  const out: OrderView = {
    sections: sections.length === prev.sections.length && sections.every((s, i) => s === prev.sections[i]) ? prev.sections : sections,
    untimed: rows(next.untimed, prev.untimed),
    held: rows(next.held, prev.held),
    removed: rows(next.removed, prev.removed),
    steps: next.steps.length === prev.steps.length && next.steps.every((k, i) => k === prev.steps[i]) ? prev.steps : next.steps,
    count: next.count,
  };
  const same = out.sections === prev.sections && out.untimed === prev.untimed && out.held === prev.held && out.removed === prev.removed && out.steps === prev.steps && out.count === prev.count;
  return same ? prev : out;
}
