/**
 * The round's order as one list to read down, "Order of the round": one item per action in
 * acting order, each phase's heading at the top of its first item (between the items on the
 * screen; the list counts actions only). Each item is one or two lines: when, who, what (and whom it hit), the result's word
 * and its one figure, and a flag when the GM must act. A tap opens the item's detail under it
 * (need, notes, defence, health, checks, and its actions: hit a monster, the monster's code,
 * hold / delay / note); one item is open at a time, and the acting item opens by itself when
 * the "now acting" marker steps to it. Held, untimed and removed entries are listed after.
 */
import { Component } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { TONE_CLASS } from '../common/tone';
import { EntryMarks, type Peer } from './EntryMarks';
import { domId, useFocusAfter } from './focus';
import type { GmModel } from './model';
import type { OrderRow, OrderView } from './order-view';
import { VERDICT_ICON, verdictWord } from './verified';
import { HitPanel } from './HitPanel';
import { QrShare } from '../player/QrShare';
import { LINK_WORD } from '../link/words';
import { SendToPhone } from '../link/SendToPhone';
import { linkOf } from '../link/state';
import { Acts, Said } from './Said';

/** What an item's detail has open besides itself: the marks, the hit panel or the monster's code. */
type Panel = 'mark' | 'hit' | 'code' | null;

/**
 * What every item shares, the same object for the list's life (so it never redraws an item):
 * the model, the count's name, and the list's actions, which read the list's latest state.
 */
interface Ctx {
  model: GmModel; unit: string;
  toggle: (key: string) => void; setPanel: (p: Panel) => void; done: (k: string, from?: string) => void;
}

/**
 * Where an item stands in the order, as far as the item shows it: its group's count, whether it
 * acts now, and with how many. Only the first item of a group shows its key (as its id) and how
 * many act with it, and only an open item the count again; any other item of a group of 4 or 5
 * shows the same, so a row joining or leaving that group redraws none of them but the first.
 */
interface Place {
  phase?: string | undefined;
  /** The group's key on its first item (its id, `gm-step-<key>`); '' on the others. */
  group: string;
  when: string; now: boolean; first: boolean;
  /** How many act at once: exact on the group's first item and an open item; on the others 1 or 2 (alone or not). */
  sim: number;
  lost: boolean;
}

const samePlace = (a: Place, b: Place): boolean => a.phase === b.phase && a.group === b.group && a.when === b.when && a.now === b.now
  && a.first === b.first && a.sim === b.sim && a.lost === b.lost;

/** An item's props: its row, its place, whether it is open and (open) what its detail has open. */
interface ItemProps { row: OrderRow; place: Place; open: boolean; panel: Panel; ctx: Ctx }

const FLAG_WORD = { resolve: 'Resolve', call: "GM's call" } as const;
const FLAG_WHY = {
  resolve: 'rolled against a defence the code does not hold: open to resolve it',
  call: 'the rules leave something to you: open to read it',
} as const;

/**
 * An item redraws only when what it shows changed: its row (the same object while it shows the
 * same, order-view.ts `keepSameRows`), its place, or its being open. The order is rebuilt on
 * every change of the round, and one new code must redraw that character's rows only.
 */
class Item extends Component<ItemProps> {
  override shouldComponentUpdate(next: ItemProps): boolean {
    const p = this.props;
    return next.row !== p.row || next.open !== p.open || (next.open && next.panel !== p.panel) || next.ctx !== p.ctx || !samePlace(next.place, p.place);
  }
  override render() {
    const { row, place, open, panel, ctx } = this.props;
    return <ItemView row={row} place={place} open={open} panel={panel} ctx={ctx} />;
  }
}

/** Who and what a row names: a fighting monster's member ("Goblin 3") rather than its group ("Goblin ×6"), its label then without the member's name. */
function whoWhat(row: OrderRow): { who: string; what: string } {
  const i = row.member ? row.what.indexOf(': ') : -1;
  return i > 0 ? { who: row.what.slice(0, i), what: row.what.slice(i + 2) } : { who: row.who, what: row.what };
}

/** The folded line of a row, as a disclosure button; a player's link state shows on it (a signal it reads itself). */
function Glance({ row, place, ctx, open }: { row: OrderRow; place: Place; ctx: Ctx; open: boolean }) {
  const g = row.glance;
  const named = whoWhat(row);
  const link = row.gm || row.member ? undefined : linkOf(row.who);
  const target = row.applied?.map((a) => a.split(':')[0]).join(', ');
  return (
    <button type="button" id={domId('gm-row', row.key)} class="gm-item-btn" aria-expanded={open} aria-controls={open ? domId('gm-detail', row.key) : undefined}
      onClick={() => ctx.toggle(row.key)}>
      <span class="gm-item-when num">{place.when && <span class="visually-hidden">{ctx.unit} </span>}{place.when}</span>
      <span class="gm-item-main">
        <span class="gm-item-who">
          <strong>{named.who}</strong>{link && <> <span class={`gm-link gm-link-${link.state}`}>{LINK_WORD[link.state]}</span></>} {named.what}
          {target && <> <span class="gm-item-target">→ {target}</span></>}
        </span>
        <span class="gm-item-res">
          {g.word && row.outcome && <strong class={`gm-outcome ${TONE_CLASS[row.outcome.tone]}`}>{g.word}</strong>}
          {g.word && g.figure && ' · '}
          {g.figure && <span class="num">{g.figure}</span>}
          {row.moved && <>{(g.word || g.figure) && ' · '}<strong class="gm-moved">{row.moved}</strong></>}
          {row.verdict && <>{(g.word || g.figure || row.moved) && ' · '}<span class={`gm-vf-word gm-vf-${row.verdict.status}`}><span aria-hidden="true">{VERDICT_ICON[row.verdict.status]} </span>{verdictWord(row.verdict)}</span></>}
          {g.flag && (g.word || g.figure || row.moved || row.verdict) && <span class="visually-hidden">; </span>}
          {g.flag && <span class={`gm-flag gm-flag-${g.flag}`}>{FLAG_WORD[g.flag]}<span class="visually-hidden">: {FLAG_WHY[g.flag]}</span></span>}
          {place.sim > 1 && place.first && <span class="visually-hidden">, at the same time as {place.sim - 1} more</span>}
        </span>
      </span>
      <span class="gm-item-fold" aria-hidden="true">{open ? '▾' : '▸'}</span>
    </button>
  );
}

function ItemView({ row, place, open, panel, ctx }: ItemProps) {
  const cls = `gm-item${place.now ? ' gm-now' : ''}${place.sim > 1 ? ' gm-sim' : ''}${place.first ? ' gm-first' : ''}${place.lost ? ' gm-item-lost' : ''}${open ? ' gm-open' : ''}`;
  return (
    <li class={cls} aria-current={place.now ? 'step' : undefined} id={place.first && place.group ? `gm-step-${place.group}` : undefined}>
      {place.phase && <h3 class={place.lost ? 'gm-phase-title gm-phase-lost' : 'gm-phase-title'}>{place.phase}</h3>}
      <Glance row={row} place={place} ctx={ctx} open={open} />
      {open && <Detail row={row} place={place} panel={panel} ctx={ctx} />}
    </li>
  );
}

/** An opened row: each fact of it once, then what the GM can do with it. */
function Detail({ row, place, panel, ctx }: { row: OrderRow; place: Place; panel: Panel; ctx: Ctx }) {
  const memberRound = row.member ? ctx.model.parts.rounds.value?.[row.member.cid]?.[row.member.index] : undefined;
  const set = (p: Panel) => ctx.setPanel(panel === p ? null : p);
  const g = row.glance;
  return (
    <Acts at={`row:${row.key}`} class="gm-detail stack" id={domId('gm-detail', row.key)} role="group" aria-label={`${row.who}: ${row.what}`}>
      {place.now && <p class="gm-now-tag">Now acting</p>}
      {place.sim > 1 && <p class="small">Acts at the same time as {place.sim - 1} more on {ctx.unit.toLowerCase()} {place.when}.</p>}
      {row.need && <p class="small gm-need">{row.need}</p>}
      <dl class="gm-facts small">
        {row.roll && <><dt>Roll</dt><dd class="num">{row.roll}</dd></>}
        {row.outcome && (row.outcome.label !== g.word || !g.word) && <><dt>Result</dt><dd><strong class={`gm-outcome ${TONE_CLASS[row.outcome.tone]}`}>{row.outcome.label}</strong></dd></>}
        {row.damage && (row.damage !== g.figure) && <><dt>Damage</dt><dd class="num">{row.damage}</dd></>}
        {row.defence && <><dt>{row.who}'s own</dt><dd class="num">{row.defence}</dd></>}
        {row.health && <><dt>Health now</dt><dd class="num">{row.health}</dd></>}
      </dl>
      {row.gm && <p class="small muted">Your monster, rolled on this screen.</p>}
      {row.applied?.map((a, i) => <p key={i} class="gm-applied small"><strong>Applied:</strong> {a}</p>)}
      {/* The check's word is on the folded line; its sentence here, unless it is the whole round's (on the character's card). */}
      {row.verdict && (row.verdict.status === 'verified' || !row.verdictOfRound) && <p class={`small gm-vf-${row.verdict.status} gm-vf-why`}>{row.verdict.message}</p>}
      {row.notes.map((n, i) => (
        <p key={i} class={n.gm ? 'gm-note gm-call small' : 'gm-note small muted'}>
          {n.gm && <strong>GM's call: </strong>}{n.text}
        </p>
      ))}
      <div class="gm-row-btns">
        {row.hit && (
          <button type="button" id={domId('gm-hit', row.key)} class={`btn gm-mark-btn gm-hit-open${panel === 'hit' ? ' gm-on' : ''}`} aria-expanded={panel === 'hit'} onClick={() => set('hit')}
            aria-label={`${row.hit === 'secret' ? 'Resolve' : 'Apply'} ${row.who}: ${row.what} on a monster`}>{row.hit === 'secret' ? 'Resolve on a monster' : 'Hit a monster'}</button>
        )}
        {memberRound && (
          <button type="button" id={domId('gm-code', row.key)} class="btn gm-mark-btn" aria-expanded={panel === 'code'} onClick={() => set('code')}
            aria-label={`Code of ${row.who}'s round for the player it attacks`}>Code for the player</button>
        )}
        <button type="button" id={domId('gm-mark', row.key)} class="btn gm-mark-btn" aria-expanded={panel === 'mark'} onClick={() => set('mark')}
          aria-label={`Hold, delay or note ${row.who}: ${row.what}`}>Hold, delay, note</button>
      </div>
      {panel === 'mark' && <EntryMarks model={ctx.model} row={row} peers={peersOf(ctx.model.order.value).filter((p) => p.key !== row.key)} countWord={ctx.unit} onDone={() => ctx.done(row.key)} />}
      {panel === 'hit' && <HitPanel model={ctx.model} row={row} onDone={() => ctx.done(row.key, 'gm-hit')} />}
      {panel === 'code' && memberRound && (
        <div class="gm-marks gm-code stack" role="group" aria-label={`${memberRound.character}'s round for the player it attacks`}>
          <p class="small"><strong>{memberRound.character}'s round</strong>: the player it attacks takes it under "Take a hit".</p>
          <QrShare result={memberRound} audience="player" />
          <SendToPhone what={{ round: memberRound }} />
        </div>
      )}
      <Said model={ctx.model} at={`row:${row.key}`} />
    </Acts>
  );
}

/** Every timed row as a choice for "acts on X's number". */
function peersOf(view: OrderView): Peer[] {
  return view.sections.filter((s) => !s.lost).flatMap((s) => s.groups.flatMap((g) => g.rows.map((r) => ({ key: r.key, label: `${r.who}: ${r.what} (${r.when})` }))));
}

const NO_PLACE: Place = { group: '', when: '', now: false, first: true, sim: 1, lost: false };

/** The rows of the group the "now acting" marker stands on, in order. */
function nowRows(view: OrderView, now: string | null): readonly OrderRow[] {
  if (now === null) return [];
  return view.sections.flatMap((s) => (s.lost ? [] : s.groups)).find((g) => g.key === now)?.rows ?? [];
}

/**
 * Renders `model`'s order (it reads the order and the "now acting" marker itself); `unit` names
 * the count ("Segment" for a countdown, "Rank", ...), `title` the list ("Order of the round").
 */
export function OrderList({ model, unit, title = 'Order of the round', untimedTitle = 'Not in the order (reactions, checks)' }: { model: GmModel; unit: string; title?: string; untimedTitle?: string }) {
  const view = model.order.value;
  const now = model.parts.now.value;
  const [open, setOpen] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const focusNext = useFocusAfter();
  // The acting row opens by itself when the marker steps to it (the first of a simultaneous group).
  const acting = nowRows(view, now)[0]?.key ?? null;
  const scrollTo = useRef<string | null>(null);
  useEffect(() => {
    if (acting !== null) { setOpen(acting); setPanel(null); scrollTo.current = acting; }
  }, [acting, now]);
  // Once open, the acting row is scrolled into view between the app bar and the now-acting bar;
  // one taller than that room shows its top, under the app bar.
  useEffect(() => {
    if (scrollTo.current === null || open !== scrollTo.current) return;
    scrollTo.current = null;
    const li = document.getElementById(domId('gm-row', open))?.parentElement;
    if (!li) return;
    const bar = document.querySelector('.gm-nowbar')?.getBoundingClientRect().top ?? innerHeight;
    const head = document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    li.scrollIntoView({ block: li.getBoundingClientRect().height > bar - head - 24 ? 'start' : 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [open]);
  // The items' shared actions, made once: they go through the latest focusNext (a hook's function per render).
  const latest = useRef(focusNext);
  latest.current = focusNext;
  const ctx = useRef<Ctx | null>(null);
  if (!ctx.current || ctx.current.model !== model || ctx.current.unit !== unit) {
    ctx.current = {
      model, unit, setPanel,
      // Back to the row's own button; a row just removed from the order leaves focus on the removed list.
      done: (key, from = 'gm-mark') => { setPanel(null); latest.current(domId(from, key), domId('gm-row', key), 'gm-removed-summary', 'gm-order-title'); },
      toggle: (key) => { setPanel(null); setOpen((o) => (o === key ? null : key)); },
    };
  }
  const c = ctx.current;
  const item = (r: OrderRow, place: Place) => {
    const on = open === r.key;
    return <Item key={r.key} row={r} place={place} open={on} panel={on ? panel : null} ctx={c} />;
  };
  const items: JSX.Element[] = [];
  for (const s of view.sections) {
    let heading = s.title;
    for (const g of s.groups) {
      g.rows.forEach((r, i) => {
        // A phase's heading opens its first item: the list counts actions only, and axe allows no other child in it.
        const phase = heading;
        heading = undefined;
        const shown = i === 0 || open === r.key;
        items.push(item(r, { phase, group: i === 0 ? g.key : '', when: g.when, now: !s.lost && g.key === now, first: i === 0, sim: shown ? g.rows.length : Math.min(g.rows.length, 2), lost: s.lost }));
      });
    }
  }
  return (
    <div class="gm-order">
      {items.length > 0 && <ol class="gm-list" aria-label={title}>{items}</ol>}
      {view.held.length > 0 && (
        <section class="gm-phase gm-held" aria-labelledby="gm-held-title">
          <h3 id="gm-held-title" class="gm-phase-title">Held: open one to place it when it acts</h3>
          <ul class="gm-list" aria-label="Held actions">{view.held.map((r) => item(r, NO_PLACE))}</ul>
        </section>
      )}
      {view.removed.length > 0 && (
        <details class="gm-removed small">
          <summary id="gm-removed-summary">Removed from the order ({view.removed.length})</summary>
          <ul class="gm-carried-list">
            {view.removed.map((r) => (
              <li key={r.key}>
                <p><strong>{r.who}</strong>: {r.what}</p>
                <button type="button" class="btn" onClick={() => { model.mark(r.key, { removed: false }); focusNext(domId('gm-row', r.key), 'gm-order-title'); }} aria-label={`Bring back ${r.who}: ${r.what}`}>Bring back</button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {view.untimed.length > 0 && (
        <section class="gm-phase" aria-labelledby="gm-untimed-title">
          <h3 id="gm-untimed-title" class="gm-phase-title">{untimedTitle}</h3>
          <ul class="gm-list" aria-label={untimedTitle}>{view.untimed.map((r) => item(r, NO_PLACE))}</ul>
        </section>
      )}
    </div>
  );
}
