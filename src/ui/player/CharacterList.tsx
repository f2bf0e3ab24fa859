/**
 * The character list (route #/): every character with its rule system and HP, each with its
 * actions behind "More" (rename, duplicate, archive, back up, send by QR, delete with undo),
 * archived characters apart, the stored records that could not be read (with why; they stay
 * in storage), "New character", and the way to backups.
 * Rule system names come from the catalog; a ruleset's code is loaded only when a stored
 * character uses it (to check the record and show HP) or a new character is made with it.
 */
import type { JSX } from 'preact';
import type { Ruleset } from '../../engine/ruleset';
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { defaults } from '../../engine/schema';
import { catalog, catalogEntry, loadRuleset } from '../../rulesets/catalog';
import { characterName, storageErrorText, type Character, type RecordProblem } from '../../storage';
import { CharacterActions, type ActionDone } from '../backup/CharacterActions';
import { lastDeleted } from '../backup/undo';
import { ensureSeeded, getRepo, openOnTab, storageNotice } from './session';
import { hpText } from './sheet';
import './player.css';

type ListState =
  | { status: 'loading' }
  | { status: 'ready'; characters: Character[]; problems: RecordProblem[]; rulesets: ReadonlyMap<string, Ruleset> }
  | { status: 'error'; message: string };

/** The loaded rulesets of these characters (already loaded by the storage reads, so this is quick); HP is left out for any that fails. */
async function rulesetsOf(characters: readonly Character[]): Promise<Map<string, Ruleset>> {
  const ids = [...new Set(characters.map((c) => c.rulesetId))];
  const loaded = await Promise.all(ids.map((id) => loadRuleset(id).catch(() => undefined)));
  return new Map(loaded.flatMap((rs) => (rs ? [[rs.id, rs] as const] : [])));
}

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

  const reload = async () => {
    try {
      const r = await getRepo().listCharacters();
      const rulesets = await rulesetsOf(r.characters);
      if (live.current) state.value = { status: 'ready', ...r, rulesets };
    } catch (err) {
      if (live.current) state.value = { status: 'error', message: storageErrorText(err) };
    }
  };
  useEffect(() => {
    live.current = true;
    void ensureSeeded().then(reload);
    return () => { live.current = false; };
  }, []);

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
      location.hash = `#/c/${encodeURIComponent(r.value.id)}`;
    } catch (err) {
      createError.value = storageErrorText(err);
    } finally {
      making.value = null;
    }
  };

  const s = state.value;
  const row = (c: Character) => {
    const rs = s.status === 'ready' ? s.rulesets.get(c.rulesetId) : undefined;
    const hp = rs ? hpText(rs.sheetSchema, c.sheet) : null;
    const name = characterName(c.sheet);
    const isOpen = open.value === c.id;
    return (
      <li key={c.id} class="bk-item">
        <div class="bk-item-head">
          <a class="pl-char card" href={`#/c/${encodeURIComponent(c.id)}`}>
            <span class="pl-char-name">{name}</span>
            <span class="pl-char-meta muted">{catalogEntry(c.rulesetId)?.name ?? c.rulesetId}{hp ? ` · ${hp}` : ''}{c.archived ? ' · archived' : ''}</span>
            <span class="pl-char-go" aria-hidden="true">›</span>
          </a>
          <button type="button" class="btn bk-more" data-more={c.id} aria-expanded={isOpen} aria-controls={isOpen ? `more-${c.id}` : undefined}
            aria-label={`More for ${name}`} onClick={() => { open.value = isOpen ? null : c.id; }}>⋯</button>
        </div>
        {isOpen ? (
          <div id={`more-${c.id}`}>
            <CharacterActions character={c} ruleset={rs} repo={getRepo()} onDone={done} onDelete={(x) => void remove(x)} />
          </div>
        ) : null}
      </li>
    );
  };
  return (
    <div class="pl-list stack">
      <h1>Characters</h1>
      {storageNotice.value ? <p class="alert alert-warn" role="status">{storageNotice.value}</p> : null}
      {s.status === 'loading' ? <p class="muted" aria-busy="true">Loading…</p> : null}
      {s.status === 'error' ? <p class="alert alert-bad" role="alert">{s.message}</p> : null}
      {s.status === 'ready' && s.characters.length === 0 ? <p class="muted">No characters yet. Make one below.</p> : null}
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
      {s.status === 'ready' ? (
        <ul class="pl-chars">
          {s.characters.filter((c) => !c.archived).map(row)}
        </ul>
      ) : null}
      {s.status === 'ready' && s.characters.some((c) => c.archived) ? (
        <details class="card bk-archived">
          <summary>Archived ({s.characters.filter((c) => c.archived).length})</summary>
          <ul class="pl-chars">
            {s.characters.filter((c) => c.archived).map(row)}
          </ul>
        </details>
      ) : null}
      {s.status === 'ready' && s.problems.length ? (
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
      {s.status === 'loading' ? null : creating.value ? (
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
      {s.status === 'loading' ? null : <a class="btn btn-block" href="#/verified">Verified table</a>}
      {s.status === 'loading' ? null : <a class="btn btn-block" href="#/backup">Backups and moving phones</a>}
    </div>
  );
}
