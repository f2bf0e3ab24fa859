/**
 * The character list (route #/): "New character" first, then every character grouped under its
 * rule system's name, each with its HP and its actions behind "More" (rename, duplicate,
 * archive, back up, send by QR, delete with undo), archived characters apart, the stored
 * records that could not be read (with why; they stay in storage), and the way to backups.
 * Under the intro, the phone notes (../common/PhoneNotes) when one is due: Safari on iOS is told
 * how to add the app to the Home Screen, a browser that may clear the data gets a backup reminder once.
 * Names, systems and HP come from the catalog's meta: no ruleset's rules load for this screen
 * (a character's rules load when it is opened, from the moment the finger touches its entry,
 * when its actions are opened, or when one is made). Once idle, and once the service worker
 * controls the page (at once on a later visit, after its install on a first one), the list reads
 * the character screen's own code and the rules of the systems it shows (./warm.ts), so a tap
 * waits for neither.
 */
import type { JSX } from 'preact';
import type { Ruleset } from '../../engine/ruleset';
import { signal, useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { defaults } from '../../engine/schema';
import { catalog, catalogEntry, loadRuleset } from '../../rulesets/catalog';
import { characterName } from '../../storage/characters';
import { storageErrorText } from '../../storage/errors';
import type { Character, RecordProblem } from '../../storage';
import type { ActionDone, CharacterActions as ActionsPanel } from '../backup/CharacterActions';
import { lastDeleted } from '../backup/undo';
import { discardUnusedNew, ensureSeeded, getRepo, markMadeNew, openOnTab, storageNotice } from '../data/session';
import { preloadCharacterScreen } from './LazyCharacterScreen';
import { phoneNotesWanted } from '../common/phone';
import { whenIdle } from '../common/idle';
import { hpTextOf } from './sheet';
import './list.css';

/**
 * The rows the list draws in its first frame; the rest follow in the next. One frame for the
 * whole list (style, layout and paint of a dozen cards) was the longest task of a first visit on
 * a slow phone; the first screen holds about six rows at 360x780.
 */
const FIRST_ROWS = 6;

/**
 * A row's actions behind "More" (rename, duplicate, archive, back up, send, delete), with their
 * storage: loaded at the first "More" of the page, not with the list (a first visit's code).
 */
const actionsPanel = signal<typeof ActionsPanel | 'failed' | null>(null);
function loadActionsPanel(): void {
  if (actionsPanel.value && actionsPanel.value !== 'failed') return;
  void import('../backup/CharacterActions').then((m) => { actionsPanel.value = m.CharacterActions; }, () => { actionsPanel.value = 'failed'; });
}

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; characters: Character[]; problems: RecordProblem[] }
  | { status: 'error'; message: string };

/** The list screen; seeds the demo characters on the first visit. */
export function CharacterList(): JSX.Element {
  const state = useSignal<ListState>({ status: 'loading' });
  const creating = useSignal(false);
  const createError = useSignal<string | null>(null);
  /** The rule system whose new character is being made (its code may still be loading). */
  const making = useSignal<string | null>(null);
  /** The character whose actions are open. */
  const open = useSignal<string | null>(null);
  /** The last deletion (here or from a Sheet tab), until undone or replaced by another. */
  const undo = lastDeleted;
  /** One sentence about the last action. */
  const status = useSignal<string | null>(null);
  const actionError = useSignal<string | null>(null);
  const live = useRef(true);
  /** How many of the active characters are drawn: FIRST_ROWS until the first frame of the list is painted, then all. */
  const drawn = useSignal(FIRST_ROWS);

  /** The loaded rules of the character whose actions are open (rename needs its name field). */
  const openRules = useSignal<Ruleset | undefined>(undefined);

  const reload = async () => {
    try {
      const r = await getRepo().listStored();
      if (!live.current) return;
      state.value = { status: 'ready', ...r };
      // The rest of the rows once the first ones are painted (a timer set in a frame callback runs
      // after that frame), or soon in a page that draws no frames (a tab in the background).
      if (drawn.value !== Infinity) {
        const all = () => { drawn.value = Infinity; };
        const late = setTimeout(all, 250);
        requestAnimationFrame(() => { clearTimeout(late); setTimeout(all, 0); });
      }
    } catch (err) {
      if (live.current) state.value = { status: 'error', message: storageErrorText(err) };
    }
  };
  /**
   * The phone notes (install hint, backup reminder), loaded only when one may be due. Deciding
   * that reads the page's first localStorage marks, a synchronous load of its storage (2 to 13 ms
   * on the shared machine), so it waits for an idle moment after the list is drawn.
   */
  const Notes = useSignal<(() => JSX.Element | null) | null>(null);
  useEffect(() => {
    let live = true;
    whenIdle(() => {
      if (live && phoneNotesWanted()) void import('../common/PhoneNotes').then((m) => { if (live) Notes.value = m.PhoneNotes; }, () => undefined);
    });
    return () => { live = false; };
  }, []);
  useEffect(() => {
    live.current = true;
    let stopWarm: (() => void) | undefined;
    const sw = navigator.serviceWorker;
    const warmUp = () => {
      void import('./warm').then((m) => {
        const s = state.value;
        if (live.current && s.status === 'ready') stopWarm = m.warmList(s.characters);
      }, () => undefined);
    };
    // While the list waits for a tap, on a page the service worker controls: the character
    // screen's code, then the rules of each system listed (top first), from the worker's cache
    // (./warm.ts). A first visit is not controlled yet: it downloads and runs no more before the
    // first paint and the list than they need, and warms up once the worker takes control (its
    // precache then holds the whole app), as a player reads the list.
    void ensureSeeded().then(discardUnusedNew).then(reload).then(() => {
      if (!live.current || !sw) return;
      if (sw.controller) warmUp();
      else sw.addEventListener('controllerchange', warmUp, { once: true });
    });
    return () => { live.current = false; stopWarm?.(); sw?.removeEventListener('controllerchange', warmUp); };
  }, []);
  const toggle = (c: Character) => {
    const opening = open.value !== c.id;
    open.value = opening ? c.id : null;
    openRules.value = undefined;
    if (opening) {
      loadActionsPanel();
      void loadRuleset(c.rulesetId).then((rs) => { if (open.value === c.id) openRules.value = rs; }, () => undefined);
    }
  };

  /** After an action closes its panel, focus goes back to a control that still exists (keyboard and screen-reader users keep their place). */
  // A character just archived sits in the closed "Archived" group, where it cannot take focus: its summary does.
  const focusLater = (selector: string) => requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>(selector);
    const closed = el?.closest('details:not([open])');
    (closed?.querySelector<HTMLElement>('summary') ?? el)?.focus();
  });
  const done = (d: ActionDone) => {
    const id = open.value;
    status.value = d.message;
    open.value = null;
    void reload().then(() => { if (id) focusLater(`[data-more="${CSS.escape(id)}"]`); });
  };
  const remove = async (c: Character) => {
    actionError.value = null;
    try {
      const bundle = await getRepo().takeCharacter(c.id);
      open.value = null;
      if (bundle) undo.value = { bundle, name: characterName(c.sheet) };
      status.value = null;
      await reload();
      focusLater('.bk-undo .btn-primary');
    } catch (err) { actionError.value = storageErrorText(err); }
  };
  const restore = async () => {
    const u = undo.value;
    if (!u) return;
    actionError.value = null;
    try {
      await getRepo().restoreBundle(u.bundle);
      undo.value = null;
      status.value = `${u.name} is back.`;
      await reload();
      const id = typeof u.bundle.character === 'object' && u.bundle.character ? (u.bundle.character as { id?: unknown }).id : undefined;
      if (typeof id === 'string') focusLater(`[data-more="${CSS.escape(id)}"]`);
    } catch (err) { actionError.value = storageErrorText(err); }
  };

  const create = async (rulesetId: string) => {
    if (making.value) return;
    making.value = rulesetId;
    createError.value = null;
    try {
      let rs: Ruleset;
      try { rs = await loadRuleset(rulesetId); } catch (err) {
        createError.value = `The rules could not be loaded: ${err instanceof Error ? err.message : String(err)}. Reload to try again.`;
        return;
      }
      const sheet = { ...defaults(rs.sheetSchema.fields) };
      if (typeof sheet['name'] === 'string' && !sheet['name']) sheet['name'] = 'New character';
      const r = await getRepo().saveCharacter({ rulesetId, sheet });
      if (!r.ok) { createError.value = r.issues.map((i) => i.message).join('; '); return; }
      openOnTab(r.value.id, 'Sheet');
      markMadeNew(r.value.id);
      location.hash = `#/c/${encodeURIComponent(r.value.id)}`;
    } catch (err) {
      createError.value = storageErrorText(err);
    } finally {
      making.value = null;
    }
  };

  const s = state.value;
  /**
   * Starts fetching the character's rules (the larger file, asked for first) and the character
   * screen's code together, from the
   * moment a finger touches the entry (or a click without one: Enter on the link): the screen
   * would otherwise learn the system only after its own code loaded and the character was read.
   * Both loads are shared with the screen's, so a second call costs nothing.
   */
  const warm = (c: Character) => { loadRuleset(c.rulesetId).catch(() => undefined); void preloadCharacterScreen(); };
  /** One character's row; `withSystem` also names its rule system (in the archived group, which mixes systems). */
  const row = (c: Character, withSystem = false) => {
    const Actions = actionsPanel.value;
    // The lasting state as the character screen last showed it, else the sheet's figure.
    const hp = c.summary ? [c.summary.text, c.summary.down].filter(Boolean).join(' · ') : hpTextOf(catalogEntry(c.rulesetId)?.hp, c.sheet);
    const name = characterName(c.sheet);
    const isOpen = open.value === c.id;
    const meta = [withSystem ? catalogEntry(c.rulesetId)?.name ?? c.rulesetId : null, hp, c.archived ? 'archived' : null].filter(Boolean).join(' · ');
    return (
      <li key={c.id} class="bk-item">
        <div class="bk-item-head">
          <a class="pl-char card" href={`#/c/${encodeURIComponent(c.id)}`} onPointerDown={() => warm(c)} onClick={() => warm(c)}>
            <span class="pl-char-name">{name}</span>
            {meta ? <span class="pl-char-meta muted">{meta}</span> : null}
            <span class="pl-char-go" aria-hidden="true">›</span>
          </a>
          <button type="button" class="btn bk-more" data-more={c.id} aria-expanded={isOpen} aria-controls={isOpen ? `more-${c.id}` : undefined}
            aria-label={`More for ${name}`} onClick={() => toggle(c)}>⋯</button>
        </div>
        {isOpen ? (
          <div id={`more-${c.id}`}>
            {typeof Actions === 'function' ? <Actions character={c} ruleset={openRules.value} repo={getRepo()} onDone={done} onDelete={(x) => void remove(x)} />
              : Actions === 'failed' ? <p role="alert">The actions could not be loaded. Reload to try again.</p>
              : <p class="muted">Loading…</p>}
          </div>
        ) : null}
      </li>
    );
  };
  const active = s.status === 'ready' ? s.characters.filter((c) => !c.archived) : [];
  /** Whether every row is drawn; what comes under the rows waits for it, so the rows' arrival does not push it down. */
  const whole = active.length <= drawn.value;
  let left = drawn.value;
  const archived = s.status === 'ready' ? s.characters.filter((c) => c.archived) : [];
  return (
    <div class="pl-list stack" aria-busy={s.status === 'ready' && !whole ? 'true' : undefined}>
      <h1>Characters</h1>
      <p class="pl-intro">Open a character to roll its round, then show the GM its QR code.</p>
      {Notes.value ? <Notes.value /> : null}
      {storageNotice.value ? <p class="alert alert-warn" role="status">{storageNotice.value}</p> : null}
      {creating.value ? (
        <section class="card stack" aria-labelledby="pl-new-h">
          <h2 id="pl-new-h">New character: choose the rules</h2>
          {catalog.map((e) => (
            <button key={e.id} type="button" class="btn btn-block" aria-busy={making.value === e.id} disabled={making.value !== null}
              onClick={() => void create(e.id)}>{e.name}</button>
          ))}
          {createError.value ? <p class="alert alert-bad" role="alert">{createError.value}</p> : null}
          <button type="button" class="btn btn-block" onClick={() => { creating.value = false; }}>Cancel</button>
        </section>
      ) : (
        <button type="button" class="btn btn-primary btn-block" onClick={() => { creating.value = true; }}>New character</button>
      )}
      {s.status === 'loading' ? <p class="muted" aria-busy="true">Loading…</p> : null}
      {s.status === 'error' ? <p class="alert alert-bad" role="alert">{s.message}</p> : null}
      {s.status === 'ready' && s.characters.length === 0 ? <p class="muted">No characters yet: make one with "New character".</p> : null}
      {undo.value ? (
        <div class="card bk-undo" role="status">
          <span>Deleted {undo.value.name} and their history.</span>
          <span class="bk-row">
            <button type="button" class="btn btn-primary" onClick={() => void restore()}>Undo</button>
            <button type="button" class="btn" onClick={() => { undo.value = null; }}>Dismiss</button>
          </span>
        </div>
      ) : <p class="visually-hidden" role="status">{status.value ?? ''}</p>}
      {status.value && !undo.value ? <p class="alert alert-good" aria-hidden="true">{status.value}</p> : null}
      {actionError.value ? <p class="alert alert-bad" role="alert">{actionError.value}</p> : null}
      {catalog.map((e) => {
        const mine = active.filter((c) => c.rulesetId === e.id).slice(0, Math.max(0, left));
        left -= mine.length;
        return mine.length ? (
          <section key={e.id} class="pl-group" aria-labelledby={`pl-group-${e.id}`}>
            <h2 id={`pl-group-${e.id}`} class="pl-group-h">{e.name}</h2>
            <ul class="pl-chars">{mine.map((c) => row(c))}</ul>
          </section>
        ) : null;
      })}
      {whole && archived.length ? (
        <details class="card bk-archived">
          <summary>Archived ({archived.length})</summary>
          <ul class="pl-chars">
            {archived.map((c) => row(c, true))}
          </ul>
        </details>
      ) : null}
      {s.status === 'ready' && whole && s.problems.length ? (
        <section class="card stack" aria-labelledby="pl-problems-h">
          <h2 id="pl-problems-h">Saved records that cannot be opened</h2>
          <p class="muted small">They are kept in storage as they are; nothing was deleted or changed.</p>
          <ul class="pl-problems">
            {s.problems.map((p) => (
              <li key={p.key} class="alert alert-warn"><b>{p.name ?? p.key}</b>{p.rulesetId ? ` (${p.rulesetId})` : ''}: {p.message}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Shown once the list is there, so its arrival does not push them down (a layout shift). */}
      {s.status === 'loading' || !whole ? null : <a class="btn btn-block" href="#/verified">Verified table</a>}
      {s.status === 'loading' || !whole ? null : <a class="btn btn-block" href="#/backup">Backups and moving phones</a>}
    </div>
  );
}
