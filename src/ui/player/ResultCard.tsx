/**
 * The result card of a rolled round: each entry in order (initiative, segment and phase, the
 * roll against the need with its outcome word and shape, damage), the character's own defence,
 * status, lost attacks and notes; then the QR code for the GM and the Share button. A round
 * rolled in verified table mode says so with its round code and link of the chain.
 * A round just rolled is also announced in one sentence through the app's live region (the roll
 * and what it means) with a short buzz. StatList and NoteList are shared with the odds panel.
 */
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { announce } from '../common/announce';
import { clockTimeSeconds } from '../common/clock';
import { buzz } from '../common/table';
import type { Note, Phase, ResultEntry, RoundResult, Stat } from '../../engine/ruleset';
import { armourWord } from '../common/terms';
import { TONE_CLASS, TONE_ICON } from '../common/tone';
import { resultHeadline } from './headline';
import { signed } from './odds';
import { QrShare } from './QrShare';
import './player.css';

/** What the result card shows and the actions it offers. */
export interface ResultCardProps {
  readonly result: RoundResult;
  /** The ruleset's phases, for the phase words; entries show their phase id without them. */
  readonly phases?: readonly Phase[];
  /** Accessible name of the region; "Round result" on the Round tab. */
  readonly label?: string;
  /** 'auto' encodes and shows the QR at once; 'on-demand' shows a button first; 'none' hides it. */
  readonly qr?: 'auto' | 'on-demand' | 'none';
  readonly onRollAgain?: () => void;
  readonly onNewRound?: () => void;
  /** Announce the round and buzz when first shown; by default for a round just rolled (one offering Roll again or shown for hand-over). */
  readonly announce?: boolean;
  /**
   * 'full' (default): every entry in detail, then the QR. 'handover': one headline per entry and
   * the QR with Share beside it, on one phone screen; the details fold out below.
   */
  readonly layout?: 'full' | 'handover';
  /** The round's shared code as kept with it: shown as it is instead of being made again. */
  readonly code?: string | undefined;
  /** Told the code once made (to keep it with the round). */
  readonly onCode?: (code: string) => void;
}

/** Rounds already announced, so going back to the Round tab does not read the same roll again. */
const announced = new WeakSet<RoundResult>();

/**
 * The round in one sentence for a screen reader: each entry's label, initiative and phase, the
 * roll against the need with the outcome word, and the damage; then the first defence figure.
 * E.g. "Longsword, attack 1: initiative 7, Movement; rolled 34, need 72: Hit; damage 9. DEF 25."
 */
export function roundSentence(r: RoundResult, phases?: readonly Phase[]): string {
  const parts = r.entries.filter((e) => !e.skipped).map((e) => {
    const bits: string[] = [];
    const t = e.timing, c = e.check, d = e.damage;
    if (t) {
      const phase = t.phase ? phases?.find((x) => x.id === t.phase)?.label ?? t.phase : undefined;
      bits.push(`initiative ${t.total}${phase ? `, ${phase}` : ''}${t.lost ? ' (lost)' : ''}`);
    }
    if (c) bits.push(`rolled ${c.bonus ? `${c.face} ${signed(c.bonus)} = ${c.face + c.bonus}` : c.face}, need ${c.need ?? 'unknown'}: ${c.label}${c.automatic ? ' (automatic)' : ''}`);
    if (d) bits.push(`damage ${d.total}`);
    return `${e.label}: ${bits.join('; ') || 'no roll'}.`;
  });
  const def = r.defence[0];
  if (def) parts.push(`${def.label} ${def.value}.`);
  return `${r.character} rolled. ${parts.join(' ')}`;
}

/** The whole card. */
export function ResultCard(p: ResultCardProps): JSX.Element {
  const r = p.result;
  const shouldAnnounce = p.announce ?? (Boolean(p.onRollAgain) || p.layout === 'handover');
  useEffect(() => {
    if (!shouldAnnounce || announced.has(r)) return;
    announced.add(r);
    announce(roundSentence(r, p.phases));
    buzz();
  }, [r, shouldAnnounce]);
  const time = clockTimeSeconds(r.at);
  const shown = r.entries.filter((e) => !e.skipped);
  if (p.layout === 'handover') {
    const def = r.defence[0];
    return (
      <section class="pl-result pl-handover card" aria-label={p.label ?? 'Round result'}>
        <h2 class="visually-hidden">{r.character}'s round</h2>
        {r.proof ? <p class="pl-proof">Dice from the GM's code {r.proof.code} · round {r.proof.link} of your chain</p> : null}
        <ul class="pl-headlines">
          {shown.map((e) => (
            <li key={e.id} class={e.check ? TONE_CLASS[e.check.tone] : undefined}>
              {e.check ? <span aria-hidden="true">{TONE_ICON[e.check.tone]} </span> : null}{resultHeadline(e)}
            </li>
          ))}
          {def ? <li class="pl-headline-def">{def.label}: <b class="num">{def.value}</b></li> : null}
        </ul>
        {p.qr === 'none' ? null : <QrShare result={r} layout="beside" code={p.code} onCode={p.onCode} />}
        <details class="pl-fold">
          <summary>The whole result</summary>
          <div class="stack">
            <p class="muted small pl-when">{r.character}, rolled at {time}</p>
            <ol class="pl-entries">
              {shown.map((e) => <EntryRow key={e.id} entry={e} phases={p.phases} rulesetId={r.rulesetId} />)}
            </ol>
            <StatList title="Your defence this round" stats={r.defence} big />
            <StatList title="Status" stats={r.status} />
            <NoteList title="Lost" notes={r.lost} />
            <NoteList title="Notes" notes={r.notes} />
          </div>
        </details>
      </section>
    );
  }
  return (
    <section class="pl-result card" aria-label={p.label ?? 'Round result'}>
      <header class="pl-result-head">
        <h2>{r.character}</h2>
        <span class="muted small">rolled at {time}</span>
      </header>
      {r.proof ? <p class="pl-proof">Dice from the GM's code {r.proof.code} · round {r.proof.link} of your chain</p> : null}
      <ol class="pl-entries">
        {r.entries.filter((e) => !e.skipped).map((e) => <EntryRow key={e.id} entry={e} phases={p.phases} rulesetId={r.rulesetId} />)}
      </ol>
      <StatList title="Your defence this round" stats={r.defence} big />
      <StatList title="Status" stats={r.status} />
      <NoteList title="Lost" notes={r.lost} />
      <NoteList title="Notes" notes={r.notes} />
      {p.qr === 'none' ? null : <QrShare result={r} demand={p.qr === 'on-demand'} />}
      {p.onRollAgain || p.onNewRound ? (
        <div class="pl-result-actions">
          {p.onRollAgain ? <button type="button" class="btn btn-primary" onClick={p.onRollAgain}>Roll again</button> : null}
          {p.onNewRound ? <button type="button" class="btn" onClick={p.onNewRound}>New round</button> : null}
        </div>
      ) : null}
    </section>
  );
}

/** One rolled action. */
export function EntryRow(p: { entry: ResultEntry; phases?: readonly Phase[] | undefined; rulesetId: string }): JSX.Element {
  const e = p.entry;
  const t = e.timing, c = e.check, d = e.damage;
  const phase = t?.phase ? p.phases?.find((x) => x.id === t.phase)?.label ?? t.phase : undefined;
  const word = armourWord(p.rulesetId);
  return (
    <li class={`pl-entry${t?.lost ? ' pl-lost' : ''}`}>
      <h3 class="pl-entry-label">{e.label}</h3>
      {t ? (
        <div class="pl-block">
          <p class="pl-line">
            <span class="pl-key">Initiative</span> <span class="pl-big num">{t.total}</span>
            {t.faces.length ? <span class="muted"> (rolled {t.faces.join(', ')})</span> : null}
            {t.order.length && t.order[0] !== t.total ? <span> → segment <b class="num">{t.order[0]}</b></span> : null}
          </p>
          {phase ? <p class={`pl-phase${t.lost ? ' tone-fumble' : ''}`}>{t.lost ? '✗ ' : ''}{phase}</p> : null}
          {t.text ? <p class="pl-sub muted">{t.text}</p> : null}
        </div>
      ) : null}
      {c ? (
        <div class="pl-block">
          <p class="pl-line pl-check">
            <span class="pl-key">Roll</span> <span class="pl-big num">{c.face}</span>
            {c.bonus ? <span class="num"> {signed(c.bonus)} = {c.face + c.bonus}</span> : null}
            <span class="pl-vs"> vs need </span><span class="pl-big num">{c.need === null ? '?' : c.need}</span>
          </p>
          <p class={`pl-outcome ${TONE_CLASS[c.tone]}`}>
            <span aria-hidden="true">{TONE_ICON[c.tone]} </span>{c.label}{c.automatic ? <span class="pl-auto"> (auto)</span> : null}
          </p>
          {e.summary ? <p class="pl-sub muted">{e.summary}</p> : null}
        </div>
      ) : e.summary && e.summary !== t?.text ? <p class="pl-sub muted">{e.summary}</p> : null}
      {d ? (
        <div class="pl-block">
          <p class="pl-line">
            <span class="pl-key">Damage</span> <span class="pl-big num">{d.total}</span>
            {d.faces.length ? <span class="muted"> (rolled {d.faces.join(' + ')})</span> : null}
          </p>
          <p class="pl-sub">{d.text ?? (d.armour === 'no' ? `ignores ${word}` : `${word} applies`)}</p>
        </div>
      ) : null}
      {e.notes?.length ? <NoteList notes={e.notes} /> : null}
    </li>
  );
}

/** Named figures (DEF, wound modifier); `big` for the ones the GM reads off the phone. */
export function StatList(p: { title: string; stats: readonly Stat[]; big?: boolean }): JSX.Element | null {
  if (!p.stats.length) return null;
  return (
    <div class={`pl-stats${p.big ? ' pl-stats-big' : ''}`}>
      <h3>{p.title}</h3>
      <dl>
        {p.stats.map((s, i) => (
          <div class={`pl-stat${p.big && i === 0 ? ' pl-stat-main' : ''}`} key={i}>
            <dt>{s.label}</dt>
            <dd class="pl-stat-value num">{s.value}</dd>
            {s.text || s.modifiers?.length ? (
              <dd class="pl-stat-text muted">
                {s.text ?? ''}{s.modifiers?.length ? ` (${s.modifiers.map((m, i) => `${m.label} ${i === 0 ? String(m.value) : signed(m.value)}`).join(', ')})` : ''}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Notes; GM-only notes are visibly labelled "GM's call". */
export function NoteList(p: { title?: string; notes: readonly Note[] }): JSX.Element | null {
  if (!p.notes.length) return null;
  return (
    <div class="pl-notes">
      {p.title ? <h3>{p.title}</h3> : null}
      <ul>
        {p.notes.map((n, i) => (
          <li key={i} class={n.gm ? 'pl-gm' : undefined}>
            {n.gm ? <span class="pl-gm-tag">GM's call</span> : null}
            <b>{n.label}</b>{n.text ? `: ${n.text}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
