/**
 * The backup screen (route #/backup and its views): keeping data on this phone, backing up
 * to a file, importing one, and moving a character to another phone by QR codes.
 * - `#/backup`                 all of it
 * - `#/backup/export/<id>`     back up one character
 * - `#/backup/send/<id>`       send one character by QR
 * - `#/backup/receive`         receive a character by QR
 * Loaded on demand (its own chunk), so the character list does not grow with it.
 */
import type { JSX } from 'preact';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { storageErrorText, type Character } from '../../storage';
import { getRepo, storageNotice } from '../data/session';
import { ExportCard } from './ExportCard';
import { ImportCard } from './ImportCard';
import { PersistCard } from './PersistCard';
import { TransferReceive } from './TransferReceive';
import { TransferSend } from './TransferSend';
import '../player/player.css';
import './backup.css';

/** Which part of the screen is shown. */
export type BackupView = 'home' | 'export' | 'send' | 'receive';

/** Props: the view and, for export and send, the character's id. */
export interface BackupScreenProps {
  readonly view: BackupView;
  readonly id?: string;
}

/** The backup screen. */
export function BackupScreen(p: BackupScreenProps): JSX.Element {
  const character = useSignal<Character | null | undefined>(undefined);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    if (p.view !== 'export' || !p.id) return;
    let live = true;
    getRepo().getCharacter(p.id).then((r) => {
      if (!live) return;
      if (r?.ok) character.value = r.value;
      else { character.value = null; error.value = r ? r.problem.message : 'This character is not stored on this phone.'; }
    }, (err: unknown) => { if (live) error.value = storageErrorText(err); });
    return () => { live = false; };
  }, [p.view, p.id]);

  const memory = getRepo().kind === 'memory';
  return (
    <div class="stack">
      <header class="pl-screen-head">
        <a class="btn pl-back" href={p.view === 'home' ? '#/' : '#/backup'} aria-label={p.view === 'home' ? 'Back to the characters' : 'Back to backups'}>←</a>
        <h1>{p.view === 'send' || p.view === 'receive' ? 'Move a character' : p.view === 'export' ? 'Back up' : 'Backup and moving phones'}</h1>
      </header>
      {storageNotice.value ? <p class="alert alert-warn" role="status">{storageNotice.value}</p> : null}
      {memory ? <p class="alert alert-warn">This browser is not letting Rollcall save, so there is nothing here to back up, and imports cannot be kept.</p> : null}
      {error.value ? <p class="alert alert-bad" role="alert">{error.value}</p> : null}
      {p.view === 'send' && p.id ? <TransferSend id={p.id} /> : null}
      {p.view === 'receive' ? <TransferReceive /> : null}
      {p.view === 'export' && character.value ? <ExportCard character={character.value} /> : null}
      {p.view === 'home' ? (
        <>
          <PersistCard />
          <ExportCard />
          <ImportCard />
          <section class="card stack" aria-labelledby="bk-move-h">
            <h2 id="bk-move-h">Move a character to another phone</h2>
            <p class="small">On the phone that has the character: in the list, its <b>⋯</b> › <b>Send by QR</b>. On the phone that should get it:</p>
            <a class="btn btn-primary btn-block" href="#/backup/receive">Receive a character</a>
          </section>
        </>
      ) : null}
    </div>
  );
}
