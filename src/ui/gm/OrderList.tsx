/**
 * The round's order: phase headers, groups highest first ("simultaneous" ties), lost last,
 * held actions apart. The group "now acting" is marked (aria-current="step"). Each row has a
 * "Mark" button opening the GM's marks for it (EntryMarks.tsx).
 */
import { Component } from 'preact';
import { useState } from 'preact/hooks';
import { TONE_CLASS } from '../common/tone';
import { EntryMarks, type Peer } from './EntryMarks';
import { domId, useFocusAfter } from './focus';
import type { GmModel } from './model';
import type { OrderGroupView, OrderRow, OrderView } from './order-view';
import { VerifiedMark } from './VerifiedMark';
import { HitPanel } from './HitPanel';
import { QrShare } from '../player/QrShare';
import { LINK_WORD } from '../link/words';
import { SendToPhone } from '../link/SendToPhone';
import { linkOf } from '../link/state';

/** `open` names the one panel open in the order: '<mark|hit|code>|<row key>'. */
interface Ctx { model: GmModel; peers: readonly Peer[]; unit: string; open: string | null; setOpen: (k: string | null) => void; done: (k: string, from?: string) => void }

/**
 * A row redraws only when what it shows changed (or while its marks are open): the view is
 * rebuilt on every change of the round, and a 100-entry order must stay well under a frame.
 */
class Row extends Component<{ row: OrderRow; ctx: Ctx }> {
  private sig = '';
  override shouldComponentUpdate(next: { row: OrderRow; ctx: Ctx }): boolean {
    const open = next.ctx.open !== null && next.ctx.open.endsWith(`|${next.row.key}`);
    // A player's link state shows on the row: a change of it redraws the row too.
    const sig = `${open}|${next.row.gm || next.row.member ? '' : linkOf(next.row.who)?.state ?? ''}|${JSON.stringify(next.row)}`;
    const changed = open || sig !== this.sig;
    this.sig = sig;
    return changed;
  }
  override render() {
    return <RowView row={this.props.row} ctx={this.props.ctx} />;
  }
}

function RowView({ row, ctx }: { row: OrderRow; ctx: Ctx }) {
  const open = ctx.open === `mark|${row.key}`;
  const hitOpen = ctx.open === `hit|${row.key}`;
  const codeOpen = ctx.open === `code|${row.key}`;
  const toggle = (what: string, on: boolean) => ctx.setOpen(on ? null : `${what}|${row.key}`);
  const memberRound = row.member ? ctx.model.round.value.rounds?.[row.member.cid]?.[row.member.index] : undefined;
  const link = row.gm || row.member ? undefined : linkOf(row.who);
  return (
    <li class={row.gm ? 'gm-row gm-own' : 'gm-row'}>
      <div class={row.hit || memberRound ? 'gm-row-top gm-row-wide' : 'gm-row-top'}>
        {/* Who, what, and what the roll did, in one wrapping line. */}
        <p class="gm-row-head">
          <strong>{row.who}</strong>{link && <> <span class={`gm-link gm-link-${link.state}`}>{LINK_WORD[link.state]}</span></>} <span class="gm-what">{row.what}</span>
          {row.roll && <> <span class="gm-roll num">{row.roll}</span></>}
          {row.outcome && <> <strong class={`gm-outcome ${TONE_CLASS[row.outcome.tone]}`}>{row.outcome.label}</strong></>}
          {row.damage && <> <span class="gm-damage num">{row.damage}</span></>}
        </p>
        <div class="gm-row-btns">
          {row.hit && (
            <button type="button" id={domId('gm-hit', row.key)} class="btn gm-mark-btn gm-hit-open" aria-expanded={hitOpen} onClick={() => toggle('hit', hitOpen)}
              aria-label={`${row.hit === 'secret' ? 'Resolve' : 'Apply'} ${row.who}: ${row.what} on a monster`}>{row.hit === 'secret' ? 'Resolve' : 'Hit'}</button>
          )}
          {memberRound && (
            <button type="button" id={domId('gm-code', row.key)} class="btn gm-mark-btn" aria-expanded={codeOpen} onClick={() => toggle('code', codeOpen)}
              aria-label={`Code of ${row.who}'s round for the player it attacks`}>Code</button>
          )}
          <button type="button" id={domId('gm-mark', row.key)} class="btn gm-mark-btn" aria-expanded={open} onClick={() => toggle('mark', open)}
            aria-label={`Mark ${row.who}: ${row.what}`}>Mark</button>
        </div>
      </div>
      {row.health && <p class="gm-row-health small"><span class="visually-hidden">Health now: </span>{row.health}</p>}
      {row.applied?.map((a, i) => <p key={i} class="gm-applied small"><strong>Applied:</strong> {a}</p>)}
      {row.moved && <p class="gm-moved small"><strong>{row.moved}</strong></p>}
      {/* One more wrapping line: the need, the verification badge, the character's defence. */}
      <div class="gm-row-line">
        {row.need && <span class="gm-need small">{row.need}</span>}
        {row.verdict && <VerifiedMark v={row.verdict} why={!row.verdictOfRound} />}
        {row.defence && <span class="gm-own-def small"><span class="visually-hidden">Own defence: </span><span class="num">{row.defence}</span></span>}
      </div>
      {row.notes.map((n, i) => (
        <p key={i} class={n.gm ? 'gm-note gm-call small' : 'gm-note small muted'}>
          {n.gm && <strong>GM's call: </strong>}{n.text}
        </p>
      ))}
      {open && <EntryMarks model={ctx.model} row={row} peers={ctx.peers.filter((p) => p.key !== row.key)} countWord={ctx.unit} onDone={() => ctx.done(row.key)} />}
      {hitOpen && <HitPanel model={ctx.model} row={row} onDone={() => ctx.done(row.key, 'gm-hit')} />}
      {codeOpen && memberRound && (
        <div class="gm-marks gm-code stack" role="group" aria-label={`${memberRound.character}'s round for the player it attacks`}>
          <p class="small"><strong>{memberRound.character}'s round</strong>: the player it attacks takes it under "Take a hit".</p>
          <QrShare result={memberRound} audience="player" />
          <SendToPhone what={{ round: memberRound }} />
        </div>
      )}
    </li>
  );
}

function Group({ g, ctx, now }: { g: OrderGroupView; ctx: Ctx; now: boolean }) {
  return (
    <li class={`gm-group${g.simultaneous ? ' gm-sim' : ''}${now ? ' gm-now' : ''}`} aria-current={now ? 'step' : undefined} id={`gm-step-${g.key}`}>
      {now && <p class="gm-now-tag">Now acting</p>}
      {g.simultaneous && <p class="gm-sim-tag">Simultaneous · {g.rows.length} actions</p>}
      <p class="gm-when"><span class="visually-hidden">{ctx.unit} </span><span class="num">{g.when}</span></p>
      <ul class="gm-rows">{g.rows.map((r) => <Row key={r.key} row={r} ctx={ctx} />)}</ul>
    </li>
  );
}

/** Every timed row as a choice for "acts on X's number". */
function peersOf(view: OrderView): Peer[] {
  return view.sections.filter((s) => !s.lost).flatMap((s) => s.groups.flatMap((g) => g.rows.map((r) => ({ key: r.key, label: `${r.who}: ${r.what} (${r.when})` }))));
}

/** Renders the order; `unit` names the count ("Segment" for a countdown, "Rank", ...). */
export function OrderList({ model, view, unit, now, untimedTitle = 'Not in the order (reactions, checks)' }: { model: GmModel; view: OrderView; unit: string; now: string | null; untimedTitle?: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const focusNext = useFocusAfter();
  // Back to the row's Mark button; a row just removed from the order leaves focus on the removed list.
  const done = (key: string, from = 'gm-mark') => { setOpen(null); focusNext(domId(from, key), domId('gm-mark', key), 'gm-removed-summary', 'gm-order-title'); };
  const ctx: Ctx = { model, peers: peersOf(view), unit, open, setOpen, done };
  return (
    <div class="gm-order">
      {view.sections.map((s) => (
        <section key={s.key} class={s.lost ? 'gm-phase gm-lost' : 'gm-phase'} aria-label={s.title ?? 'Order'}>
          {s.title && <h3 class="gm-phase-title">{s.title}</h3>}
          <ol class="gm-groups">{s.groups.map((g) => <Group key={g.key} g={g} ctx={ctx} now={!s.lost && g.key === now} />)}</ol>
        </section>
      ))}
      {view.held.length > 0 && (
        <section class="gm-phase gm-held" aria-label="Held actions">
          <h3 class="gm-phase-title">Held: place with Mark when they act</h3>
          <ul class="gm-rows gm-untimed">{view.held.map((r) => <Row key={r.key} row={r} ctx={ctx} />)}</ul>
        </section>
      )}
      {view.removed.length > 0 && (
        <details class="gm-removed small">
          <summary id="gm-removed-summary">Removed from the order ({view.removed.length})</summary>
          <ul class="gm-carried-list">
            {view.removed.map((r) => (
              <li key={r.key}>
                <p><strong>{r.who}</strong>: {r.what}</p>
                <button type="button" class="btn" onClick={() => { model.mark(r.key, { removed: false }); focusNext(domId('gm-mark', r.key), 'gm-order-title'); }} aria-label={`Bring back ${r.who}: ${r.what}`}>Bring back</button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {view.untimed.length > 0 && (
        <section class="gm-phase" aria-label={untimedTitle}>
          <h3 class="gm-phase-title">{untimedTitle}</h3>
          <ul class="gm-rows gm-untimed">{view.untimed.map((r) => <Row key={r.key} row={r} ctx={ctx} />)}</ul>
        </section>
      )}
    </div>
  );
}
