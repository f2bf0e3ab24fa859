/**
 * The actions of one character in the list, behind its "More" button: rename, duplicate,
 * archive or unarchive, back up (a file), move to another phone (QR codes), delete (with undo,
 * offered by the list). Each reports a failure as one sentence next to the buttons.
 */
import type { JSX } from 'preact';
import { useSignal } from '@preact/signals';
import type { Ruleset } from '../../engine/ruleset';
import { characterName } from '../../storage/characters';
import { storageErrorText } from '../../storage/errors';
import type { Character } from '../../storage';
import type { Repo } from '../data/repo';

/** What a finished action asks of the list. */
export interface ActionDone {
  /** A sentence for the list's status line. */
  readonly message: string;
}

/** Props: the character, its loaded ruleset (rename needs its name field), the repo, and callbacks. */
export interface CharacterActionsProps {
  readonly character: Character;
  readonly ruleset: Ruleset | undefined;
  readonly repo: Repo;
  readonly onDone: (done: ActionDone) => void;
  readonly onDelete: (c: Character) => void;
}

/** The action panel of one character (shown when its "More" button is open). */
export function CharacterActions(p: CharacterActionsProps): JSX.Element {
  const c = p.character;
  const name = characterName(c.sheet);
  const renaming = useSignal(false);
  const newName = useSignal(name);
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  const nameField = p.ruleset?.sheetSchema.fields.find((f) => f.key === 'name' && f.kind === 'text');
  const idBase = `act-${c.id}`;

  const run = async (fn: () => Promise<ActionDone | null>) => {
    if (busy.value) return;
    busy.value = true;
    error.value = null;
    try {
      const done = await fn();
      if (done) p.onDone(done);
    } catch (err) {
      error.value = storageErrorText(err);
    } finally {
      busy.value = false;
    }
  };

  const rename = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const text = newName.value.trim();
      if (!text) { error.value = 'Expected a name, but the box is empty.'; return null; }
      const r = await p.repo.saveCharacter({ id: c.id, rulesetId: c.rulesetId, sheet: { ...c.sheet, name: text } });
      if (!r.ok) { error.value = r.issues.map((i) => i.message).join('; '); return null; }
      // Unsaved Sheet-tab edits come back when the character is opened: they must carry the new
      // name, or saving them would quietly undo the rename.
      const draft = await p.repo.loadDraft(c.id).catch(() => undefined);
      if (draft && typeof draft['name'] === 'string') await p.repo.savePref('draft', c.id, c.rulesetId, { ...draft, name: text });
      renaming.value = false;
      return { message: `Renamed to ${text}.` };
    });
  };

  if (renaming.value) {
    return (
      <form class="bk-actions stack" onSubmit={rename}>
        <div class="field">
          <label for={`${idBase}-name`}>New name for {name}</label>
          <input id={`${idBase}-name`} type="text" value={newName.value} maxLength={nameField?.kind === 'text' ? nameField.maxLength : undefined}
            aria-invalid={error.value ? true : undefined} aria-describedby={error.value ? `${idBase}-err` : undefined}
            onInput={(e) => { newName.value = e.currentTarget.value; }} />
        </div>
        {error.value ? <p id={`${idBase}-err`} class="alert alert-bad" role="alert">{error.value}</p> : null}
        <div class="bk-row">
          <button type="submit" class="btn btn-primary" disabled={busy.value}>Save name</button>
          <button type="button" class="btn" onClick={() => { renaming.value = false; error.value = null; }}>Cancel</button>
        </div>
      </form>
    );
  }
  return (
    <div class="bk-actions stack">
      <div class="bk-grid" role="group" aria-label={`Actions for ${name}`}>
        {nameField ? <button type="button" class="btn" disabled={busy.value} onClick={() => { newName.value = name; renaming.value = true; }}>Rename</button> : null}
        <button type="button" class="btn" disabled={busy.value} onClick={() => void run(async () => {
          const r = await p.repo.duplicateCharacter(c.id);
          if (!r.ok) { error.value = r.message; return null; }
          return { message: `Made a copy: ${characterName(r.value.sheet)}.` };
        })}>Duplicate</button>
        <button type="button" class="btn" disabled={busy.value} onClick={() => void run(async () => {
          await p.repo.setArchived(c.id, !c.archived);
          return { message: c.archived ? `${name} is back in the list.` : `${name} is archived (listed under "Archived").` };
        })}>{c.archived ? 'Unarchive' : 'Archive'}</button>
        <a class="btn" href={`#/backup/export/${encodeURIComponent(c.id)}`}>Back up</a>
        <a class="btn" href={`#/backup/send/${encodeURIComponent(c.id)}`}>Send by QR</a>
        <button type="button" class="btn btn-danger" disabled={busy.value} onClick={() => p.onDelete(c)}>Delete</button>
      </div>
      {error.value ? <p class="alert alert-bad" role="alert">{error.value}</p> : null}
    </div>
  );
}
