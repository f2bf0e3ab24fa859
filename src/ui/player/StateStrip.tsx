/**
 * The character's lasting state on the Round tab, in one compact strip: health in the system's
 * word, the wound level, each condition with its rounds left, and "down" when the character
 * cannot act; with "Take a hit" beside it. A tap on the strip opens the rest: the other figures,
 * each condition's effect with Clear, Heal, and a round passing without a roll. The last change
 * stays under the strip, in the system's words, with Undo.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useSettle } from '../common/settle';
import type { CharacterStatus, Ruleset } from '../../engine/ruleset';
import { undoneText, type Living, type LastChange } from './living';
import { TakeHit } from './TakeHit';
import { dropHit, incomingHits } from '../link/state';

const EVENT_TITLE: Record<LastChange['event']['event'], string> = { hit: 'Hit taken', 'next-round': 'Round passed', heal: 'Healed', clear: 'Cleared' };

/** "HP 14 / 20" or "Wounds 3": the health figure in the system's word. */
export function healthText(s: CharacterStatus): string {
  const h = s.health;
  return `${h.label} ${h.value}${h.max !== undefined ? ` / ${h.max}` : ''}`;
}

/** The strip, the hit form when open, the last change with Undo, and the fold with the rest. */
export function StateStrip(p: { rs: Ruleset; living: Living; self?: string; rolled?: boolean }): JSX.Element | null {
  const l = p.living;
  const [hitOpen, setHitOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [heal, setHeal] = useState('');
  const [healProblem, setHealProblem] = useState<string | null>(null);
  // A monster's round the GM sent on the link opens "Take a hit" with it read, as if scanned.
  const sent = incomingHits.value[0];
  const last0 = l.last.value;
  // Undo appears where Apply was: it takes no tap for a moment (common/settle.ts).
  const undoSettle = useSettle(last0, false);
  // The line saying what happened comes into view once its write has landed (it is also announced: aria-live).
  useEffect(() => {
    if (!last0?.id) return;
    requestAnimationFrame(() => document.getElementById('pl-last')?.scrollIntoView({ block: 'nearest', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' }));
  }, [last0]);
  const st = l.status.value;
  if (!st) return null;
  if (!st.ok) return <p class="alert alert-bad" role="alert">{st.message}</p>;
  const s = st.value;
  const last = l.last.value;
  const busy = l.busy.value;
  const doHeal = (e: Event) => {
    e.preventDefault();
    const n = Number(heal.trim());
    if (!/^\d{1,3}$/.test(heal.trim()) || n < 1) { setHealProblem(`Expected a whole number from 1 to 999 but received "${heal.trim()}".`); return; }
    setHealProblem(null);
    void l.heal(n).then((r) => { if (!('error' in r)) setHeal(''); else setHealProblem(r.error); });
  };
  // Back to the strip, where the change and its Undo show once stored: the strip comes into view (below a result shown, not the top of the page).
  const close = () => {
    if (sent) dropHit(sent.id);
    setHitOpen(false);
    requestAnimationFrame(() => {
      document.getElementById('pl-strip')?.scrollIntoView({ block: 'nearest', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      document.getElementById('pl-take-hit')?.focus({ preventScroll: true });
    });
  };
  const notes = last ? last.event.notes.filter((n) => !last.event.hits.some((h) => h.text === n.text)) : [];
  return (
    <div class="pl-state stack">
      <section id="pl-strip" class={`pl-strip${s.down ? ' pl-strip-down' : ''}`} aria-labelledby="pl-strip-h">
        <h2 id="pl-strip-h" class="visually-hidden">Health and conditions</h2>
        <button type="button" class="pl-strip-toggle" aria-expanded={moreOpen} aria-controls="pl-state-more" onClick={() => setMoreOpen(!moreOpen)}>
          <span class="num">{capital(healthText(s))}</span>
          {s.health.text && s.health.text.length <= SHORT ? <span class="pl-chip">{s.health.text}</span> : null}
          {s.conditions.map((c) => <span key={c.id} class="pl-chip">{c.label}{c.rounds !== undefined && c.rounds <= CHIP_ROUNDS ? ` (${c.rounds})` : ''}</span>)}
        </button>
        <button type="button" id="pl-take-hit" class="btn pl-take-hit" aria-expanded={hitOpen || !!sent} onClick={() => { if (sent) close(); else setHitOpen(!hitOpen); setMoreOpen(false); }}>Take a hit</button>
        {s.down ? (
          <p class="pl-down" role="status">
            {/* The ruleset's line may already open with its word ("Unconscious at -85 HP"): not said twice. */}
            {s.down.text.toLowerCase().startsWith(s.down.word.toLowerCase()) ? s.down.text : <><strong>{capital(s.down.word)}</strong>: {s.down.text}</>}
          </p>
        ) : null}
      </section>
      <div aria-live="polite">
        {last ? (
          <section id="pl-last" class="pl-last" aria-label={EVENT_TITLE[last.event.event]}>
            <div class="pl-last-body">
              <p class="pl-last-text">
                <strong>{EVENT_TITLE[last.event.event]}:</strong>{' '}
                {last.event.hits.length ? last.event.hits.map((h) => h.text).join(' ') : notes.length ? notes.map((n) => `${n.label}: ${n.text}`).join(' ') : 'nothing changed.'}
              </p>
              {last.event.hits.length && notes.length ? (
                <details class="pl-last-more">
                  <summary>{notes.length === 1 ? 'One more rule applied' : `${notes.length} more rules applied`}</summary>
                  <ul>{notes.map((n, i) => <li key={i}><strong>{n.label}</strong>: {n.text}</li>)}</ul>
                </details>
              ) : null}
            </div>
            <button type="button" class="btn" disabled={!last.id} aria-disabled={undoSettle.settling ? 'true' : undefined} onClick={undoSettle.guard(() => void l.undo())}>Undo</button>
          </section>
        ) : null}
      </div>
      {/* Announced by the undo itself (common/announce.tsx), not by the region above: once. */}
      {!last && l.undone.value ? <p class="pl-last-text small">{undoneText(l.undone.value)}</p> : null}
      {hitOpen || sent ? <TakeHit rs={p.rs} living={l} onDone={close} self={p.self} {...(sent ? { sent } : {})} key={sent?.id ?? 0} /> : null}
      {moreOpen ? (
        <section id="pl-state-more" class="card stack" aria-label="Health and conditions in full">
          {s.health.text && s.health.text.length > SHORT ? <p>{s.health.text}</p> : null}
          {s.stats.length ? (
            <ul class="pl-state-stats">
              {s.stats.map((x) => (
                <li key={x.label}><strong>{x.label} <span class="num">{x.value}</span></strong>{x.text ? <span class="small muted"> {x.text}</span> : null}</li>
              ))}
            </ul>
          ) : null}
          {s.conditions.length ? (
            <ul class="pl-conditions">
              {s.conditions.map((c) => (
                <li key={c.id}>
                  <p><strong>{c.label}</strong>{c.rounds !== undefined ? `, ${c.rounds} ${c.rounds === 1 ? 'round' : 'rounds'} left` : ''}: {c.text}</p>
                  <button type="button" class="btn" disabled={busy} aria-label={`Clear ${c.label}`} onClick={() => void l.clear(c.id)}>Clear</button>
                </li>
              ))}
            </ul>
          ) : <p class="muted">No conditions.</p>}
          <form class="pl-heal" onSubmit={doHeal}>
            <div class="field">
              <label for="pl-heal-n">Heal by</label>
              <input id="pl-heal-n" inputMode="numeric" pattern="[0-9]*" autocomplete="off" value={heal} onInput={(e) => setHeal(e.currentTarget.value)} />
            </div>
            <button type="submit" class="btn" disabled={busy || !heal.trim()}>Heal</button>
          </form>
          {healProblem ? <p class="alert alert-bad" role="alert">{healProblem}</p> : null}
          {/* While a rolled round shows, its Next round is the round passing: never two ends for one round. */}
          {p.rolled ? null : (
            <>
              <button type="button" class="btn btn-block" disabled={busy} onClick={() => void l.nextRound()}>A round passes (no roll)</button>
              <p class="small muted">Ticks bleeding, recovery and every count, as Next round does after a roll.</p>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** Most rounds left a chip shows; a longer count (hours of sleep) is given when the strip opens. */
const CHIP_ROUNDS = 99;

/** Longest wound-level text shown on the strip itself; a longer one is shown when it opens. */
const SHORT = 24;
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
