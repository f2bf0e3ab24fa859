/**
 * Backing up: all data, or one character (`id`), as a JSON file to download or to put on
 * the share sheet (where the browser can share files).
 */
import type { JSX } from 'preact';
import { useSignal } from '@preact/signals';
import { characterName, storageErrorText, type Character } from '../../storage';
import { backupFileName, exportBackup } from '../../storage/backup';
import { canShareFiles, download, jsonFile, shareFile } from './files';

/** Props: the one character to back up, when the screen was opened for one. */
export interface ExportCardProps {
  readonly character?: Character;
}

/** The "Back up" card. */
export function ExportCard(p: ExportCardProps): JSX.Element {
  const message = useSignal<{ ok: boolean; text: string } | null>(null);
  const busy = useSignal(false);
  const one = p.character;
  const what = one ? characterName(one.sheet) : 'all data';
  const make = async () => {
    const file = await exportBackup({}, one ? [one.id] : undefined);
    const n = file.characters.length;
    return { file: jsonFile(file, backupFileName(file.exportedAt, one ? characterName(one.sheet) : undefined)), n };
  };
  const run = async (how: 'download' | 'share') => {
    busy.value = true;
    message.value = null;
    try {
      const { file, n } = await make();
      const summary = `${n} character${n === 1 ? '' : 's'} with their history`;
      if (how === 'download') {
        download(file);
        message.value = { ok: true, text: `Saved ${file.name} (${summary}).` };
      } else {
        const r = await shareFile(file, `Rollcall backup: ${what}`);
        if (r.outcome === 'failed') message.value = { ok: false, text: `Could not share the file (${r.message}). Save it instead.` };
        else message.value = { ok: true, text: r.outcome === 'shared' ? `Shared ${file.name} (${summary}).` : 'Sharing cancelled.' };
      }
    } catch (err) {
      message.value = { ok: false, text: storageErrorText(err) };
    } finally {
      busy.value = false;
    }
  };
  return (
    <section class="card stack" aria-labelledby="bk-export-h">
      <h2 id="bk-export-h">{one ? `Back up ${what}` : 'Back up all data'}</h2>
      <p class="muted small">{one ? 'A file with this character, their rolled rounds and remembered round.' : 'A file with every character, their rolled rounds and remembered rounds. Import it on this or another phone.'}</p>
      <div class="bk-row">
        <button type="button" class="btn btn-primary" disabled={busy.value} onClick={() => void run('download')}>Save file</button>
        {canShareFiles() ? <button type="button" class="btn" disabled={busy.value} onClick={() => void run('share')}>Share file</button> : null}
      </div>
      <p role="status" class={message.value ? (message.value.ok ? 'alert alert-good' : 'alert alert-bad') : ''}>{message.value?.text ?? ''}</p>
      {one ? <a class="btn" href="#/backup">Back up all data instead</a> : null}
    </section>
  );
}
