/** The round's order: phase headers, groups highest first ("simultaneous" ties), lost last. */
import { TONE_CLASS } from '../tone';
import type { OrderGroupView, OrderRow, OrderView } from './order-view';

function Row({ row }: { row: OrderRow }) {
  return (
    <li class="gm-row">
      <p class="gm-row-head"><strong>{row.who}</strong> <span class="gm-what">{row.what}</span></p>
      {row.need && <p class="gm-need small">{row.need}</p>}
      {(row.roll || row.damage) && (
        <p class="gm-result">
          {row.roll && <span class="num">{row.roll}</span>}
          {row.outcome && <strong class={`gm-outcome ${TONE_CLASS[row.outcome.tone]}`}>{row.outcome.label}</strong>}
          {row.damage && <span class="gm-damage num">{row.damage}</span>}
        </p>
      )}
      {row.notes.map((n, i) => (
        <p key={i} class={n.gm ? 'gm-note gm-call small' : 'gm-note small muted'}>
          {n.gm && <strong>GM's call: </strong>}{n.text}
        </p>
      ))}
    </li>
  );
}

function Group({ g, unit }: { g: OrderGroupView; unit: string }) {
  return (
    <li class={g.simultaneous ? 'gm-group gm-sim' : 'gm-group'}>
      {g.simultaneous && <p class="gm-sim-tag">Simultaneous · {g.rows.length} actions</p>}
      <p class="gm-when"><span class="visually-hidden">{unit} </span><span class="num">{g.when}</span></p>
      <ul class="gm-rows">{g.rows.map((r) => <Row key={r.key} row={r} />)}</ul>
    </li>
  );
}

/** Renders the order; `unit` names the count ("Segment" for a countdown, "Rank", ...). */
export function OrderList({ view, unit }: { view: OrderView; unit: string }) {
  return (
    <div class="gm-order">
      {view.sections.map((s) => (
        <section key={s.key} class={s.lost ? 'gm-phase gm-lost' : 'gm-phase'} aria-label={s.title ?? 'Order'}>
          {s.title && <h3 class="gm-phase-title">{s.title}</h3>}
          <ol class="gm-groups">{s.groups.map((g) => <Group key={g.key} g={g} unit={unit} />)}</ol>
        </section>
      ))}
      {view.untimed.length > 0 && (
        <section class="gm-phase" aria-label="Not in the order">
          <h3 class="gm-phase-title">Not in the order (reactions, checks)</h3>
          <ul class="gm-rows gm-untimed">{view.untimed.map((r) => <Row key={r.key} row={r} />)}</ul>
        </section>
      )}
    </div>
  );
}
