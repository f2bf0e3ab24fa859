/**
 * What an import will do, before anything is written: each character of the file with
 * "new", "replaces the one on this phone" or "not imported" and why, a box to leave any of
 * them out, and the button that writes the chosen ones in one transaction. Names come from
 * the file and are rendered as text only.
 */
import type { JSX } from 'preact';
import { useSignal } from '@preact/signals';
import { catalogEntry } from '../../rulesets/catalog';
import { storageErrorText } from '../../storage';
import { applyImport, defaultChoice, type ImportItem } from '../../storage/import';

const ACTION_TEXT: Record<ImportItem['action'], string> = { add: 'New', replace: 'Replaces', skip: 'Not imported' };

/** Props: the preview, the button's words, and what to do once written. */
export interface ImportPreviewProps {
  readonly items: readonly ImportItem[];
  /** The button's words for `n` chosen characters: "Import 2 characters". */
  readonly label: (n: number) => string;
  readonly onDone: (message: string) => void;
  readonly onCancel: () => void;
}

/** The preview list with its Import and Cancel buttons. */
export function ImportPreview(p: ImportPreviewProps): JSX.Element {
  const chosen = useSignal<ReadonlySet<string>>(defaultChoice(p.items));
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  const count = p.items.filter((i) => i.action !== 'skip' && chosen.value.has(i.key)).length;
  const go = async () => {
    busy.value = true;
    error.value = null;
    try {
      const r = await applyImport(p.items, {}, chosen.value);
      p.onDone(`Imported ${r.characters} character${r.characters === 1 ? '' : 's'}${r.rounds ? ` and ${r.rounds} rolled round${r.rounds === 1 ? '' : 's'}` : ''}.`);
    } catch (err) {
      error.value = storageErrorText(err);
    } finally {
      busy.value = false;
    }
  };
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen.value);
    if (on) next.add(key); else next.delete(key);
    chosen.value = next;
  };
  return (
    <div class="stack">
      <ul class="bk-preview" aria-label="What will be imported">
        {p.items.map((i, n) => {
          const id = `bk-pick-${n}`;
          const rules = i.rulesetId ? catalogEntry(i.rulesetId)?.name ?? i.rulesetId : null;
          return (
            <li key={`${i.key}-${n}`}>
              {i.action === 'skip' ? <span aria-hidden="true" class="bk-tag bk-tag-skip">✕</span> : (
                <input id={id} type="checkbox" checked={chosen.value.has(i.key)} onChange={(e) => toggle(i.key, e.currentTarget.checked)} />
              )}
              <label for={i.action === 'skip' ? undefined : id} class="bk-what">
                <span class={`bk-tag bk-tag-${i.action}`}>{ACTION_TEXT[i.action]}</span>
                <b>{i.name}</b>{rules ? <span class="muted"> · {rules}</span> : null}
                {i.action !== 'skip' ? <span class="muted small"> · {i.rounds} rolled round{i.rounds === 1 ? '' : 's'}</span> : null}
                {i.action === 'replace' ? <span class="small"> (its sheet replaces the one on this phone; rounds rolled here are kept)</span> : null}
                {i.message ? <span class="small bk-block">{i.message}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
      {error.value ? <p class="alert alert-bad" role="alert">{error.value}</p> : null}
      <div class="bk-row">
        <button type="button" class="btn btn-primary" disabled={busy.value || count === 0} aria-busy={busy.value} onClick={() => void go()}>
          {count === 0 ? 'Nothing to import' : p.label(count)}
        </button>
        <button type="button" class="btn" onClick={p.onCancel}>Cancel</button>
      </div>
    </div>
  );
}
