/**
 * One character: three tabs, Round (default), Sheet and History, over one model. Storage
 * notices and remembered-input problems are listed on top; a stored record that cannot be
 * read is shown with its message instead of the tabs.
 */
import type { JSX } from 'preact';
import { useComputed } from '@preact/signals';
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { characterName } from '../../storage';
import { warmClock } from '../common/clock';
import { whenIdle } from '../common/idle';
import { HistoryTab } from './HistoryTab';
import { createCharacterModel } from './model';
import { RoundTab } from './RoundTab';
import { ensureSeeded, getRepo, storageNotice, takeInitialTab } from '../data/session';
import { SheetTab } from './SheetTab';
import './player.css';

const TABS = ['Round', 'Sheet', 'History'] as const;
type Tab = (typeof TABS)[number];

/** The screen of the character with this id; Left and Right arrows move between the tabs. */
export function CharacterScreen(props: { id: string }): JSX.Element {
  const model = useMemo(() => createCharacterModel(props.id, getRepo()), [props.id]);
  const [tab, setTab] = useState<Tab>(() => takeInitialTab(props.id) ?? 'Round');
  // Bound to the attribute itself: a write starting or landing does not render the screen again.
  const saving = useComputed(() => (model.saving.value > 0 ? 'true' : undefined));
  // Reading the character starts as soon as the screen is in the page, not after its "Loading"
  // frame is painted (when effects run): the reads overlap that paint.
  useLayoutEffect(() => { void ensureSeeded().then(() => model.load()); }, [model]);
  // The result card after a roll shows its time: the locale data that needs is loaded once the
  // round is on screen and the page is idle, not in the tap that opened it.
  const ready = model.status.value === 'ready';
  useEffect(() => { if (ready) whenIdle(warmClock); }, [ready]);
  useEffect(() => {
    // Edits wait half a second before they are written; a phone hiding or closing the page
    // must not lose them, so write them at once (hidden comes before a mobile tab is killed).
    const onHide = () => { if (document.visibilityState === 'hidden') void model.flush(); };
    const onPageHide = () => void model.flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      void model.flush();
    };
  }, [model]);

  const onKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next = e.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : e.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : undefined;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    requestAnimationFrame(() => document.getElementById(`pl-tab-${next}`)?.focus());
  };

  const status = model.status.value;
  if (status === 'loading') return <p class="muted" aria-busy="true">Loading the character…</p>;
  if (status === 'missing') {
    return (
      <div class="card stack">
        <h1>No such character</h1>
        <p>This character is not on this phone (deleted, or saved in another browser).</p>
        <a class="btn btn-primary" href="#/">Back to the characters</a>
      </div>
    );
  }
  if (status === 'problem') {
    const pr = model.problem.value;
    return (
      <div class="card stack">
        <h1>This character cannot be opened</h1>
        <p class="alert alert-bad" role="alert">{typeof pr === 'string' ? pr : pr?.message}</p>
        <p class="muted small">Its saved data is kept as it is.</p>
        <a class="btn" href="#/">Back to the characters</a>
      </div>
    );
  }
  const c = model.character.value!;
  const rs = model.ruleset.value!;
  return (
    <div class="pl-screen">
      <header class="pl-screen-head">
        <a class="btn pl-back" href="#/" aria-label="Back to the characters">←</a>
        <div>
          <h1>{characterName(c.sheet)}</h1>
          <p class="muted small">{rs.name}</p>
        </div>
      </header>
      {storageNotice.value ? <p class="alert alert-warn" role="status">{storageNotice.value}</p> : null}
      {model.writeFailed.value ? <p class="alert alert-bad" role="alert">{model.writeFailed.value}</p> : null}
      {model.notices.value.map((n) => <p class="alert alert-warn" key={n}>{n}</p>)}
      <div class="pl-tabs" role="tablist" aria-label="Character">
        {TABS.map((t) => (
          <button key={t} type="button" role="tab" id={`pl-tab-${t}`} aria-selected={tab === t} aria-controls={tab === t ? `pl-panel-${t}` : undefined}
            tabIndex={tab === t ? 0 : -1} class="pl-tab" onClick={() => setTab(t)} onKeyDown={onKey}>{t}</button>
        ))}
      </div>
      {/* data-saving: a write still to land (what a reload now might not show yet); tests wait on it. */}
      <div role="tabpanel" id={`pl-panel-${tab}`} aria-labelledby={`pl-tab-${tab}`} class="pl-panel" data-saving={saving}>
        {tab === 'Round' ? <RoundTab model={model} /> : tab === 'Sheet' ? <SheetTab model={model} /> : <HistoryTab model={model} />}
      </div>
    </div>
  );
}
