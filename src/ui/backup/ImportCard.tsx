/**
 * Importing a backup file: pick it, see what will be added or replaced (nothing is written
 * yet), then import the chosen characters in one go. A file that is not a backup, too big,
 * from a newer version or hostile is refused with one sentence and changes nothing.
 */
import type { JSX } from 'preact';
import { useSignal } from '@preact/signals';
import { storageErrorText } from '../../storage';
import { MAX_BACKUP_CHARS, readBackupFile } from '../../storage/backup';
import { previewImport, type ImportItem } from '../../storage/import';
import { readFileText } from './files';
import { ImportPreview } from './ImportPreview';

/** The "Import a backup" card; `onImported` after a successful import (the screen may refresh). */
export function ImportCard(p: { onImported?: () => void }): JSX.Element {
  const items = useSignal<readonly ImportItem[] | null>(null);
  const message = useSignal<{ ok: boolean; text: string } | null>(null);
  const busy = useSignal(false);
  const pick = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    items.value = null;
    message.value = null;
    if (!file) return;
    busy.value = true;
    try {
      // Bytes can be up to 4 per character: refuse a file that cannot be a backup before reading it.
      if (file.size > MAX_BACKUP_CHARS * 4) {
        message.value = { ok: false, text: `Expected a backup of at most ${MAX_BACKUP_CHARS / 1e6} million characters, but "${file.name}" is ${(file.size / 1e6).toFixed(0)} MB. Nothing was imported.` };
        return;
      }
      const parsed = readBackupFile(await readFileText(file));
      if (!parsed.ok) { message.value = { ok: false, text: parsed.message }; return; }
      const preview = await previewImport(parsed.value);
      if (!preview.length) { message.value = { ok: false, text: 'This backup has no characters. Nothing was imported.' }; return; }
      items.value = preview;
    } catch (err) {
      message.value = { ok: false, text: err instanceof Error && !(err.name === 'DbUnavailableError' || err.name === 'StorageWriteError') ? err.message : storageErrorText(err) };
    } finally {
      busy.value = false;
      input.value = '';
    }
  };
  return (
    <section class="card stack" aria-labelledby="bk-import-h">
      <h2 id="bk-import-h">Import a backup</h2>
      <div class="field">
        <label for="bk-file" class="bk-file-label">Backup file (.json)</label>
        <input id="bk-file" type="file" accept=".json,application/json" disabled={busy.value} onChange={(e) => void pick(e.currentTarget)} />
      </div>
      <p class="muted small">You will see what is added or replaced before anything changes.</p>
      {busy.value ? <p class="muted" aria-busy="true">Reading the file…</p> : null}
      <p role="status" class={message.value ? (message.value.ok ? 'alert alert-good' : 'alert alert-bad') : ''}>{message.value?.text ?? ''}</p>
      {items.value ? (
        <ImportPreview items={items.value} label={(n) => `Import ${n} character${n === 1 ? '' : 's'}`}
          onDone={(text) => { items.value = null; message.value = { ok: true, text }; p.onImported?.(); }}
          onCancel={() => { items.value = null; message.value = { ok: true, text: 'Import cancelled: nothing changed.' }; }} />
      ) : null}
    </section>
  );
}
