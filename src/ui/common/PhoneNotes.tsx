/**
 * The start page's notes about the phone, in the list's flow under its intro (never over the
 * header, a tab or the Roll bar), loaded only when one may be due (./phone):
 * - "Add to Home Screen": Safari on iOS shows no install prompt, so the page says how, until
 *   dismissed (remembered).
 * - Once, on a later day than the first visit, where the browser may clear the data (storage
 *   not persistent, or Safari not installed): a gentle backup reminder with a link to Backups.
 * It also asks the browser to keep the data (persistent storage) on every later visit, where
 * that asks the user nothing: Chromium and Safari decide silently; Firefox would show a prompt
 * at a moment the player did not choose, so there the Backups screen asks instead.
 */
import type { JSX } from 'preact';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { askPersist, persistState } from '../../storage/persist';
import { asksSilently, noteText, storageNoteDue, storageRisk } from './keepData';
import { installHintDue, isInstalled, isIosSafari, MARKS, phoneEnv, readMark, writeMark, type PhoneEnv } from './phone';
import './phone-notes.css';

/** "iPad" or "iPhone", for the hint's heading. */
function deviceWord(env: PhoneEnv): string {
  return /iPad|Macintosh/.test(env.userAgent) ? 'iPad' : 'iPhone';
}

/** The install hint and the one-time storage note (see the module comment). */
export function PhoneNotes(): JSX.Element | null {
  const env = phoneEnv();
  const hint = useSignal(installHintDue(env, readMark(MARKS.hintDismissed) !== null));
  const note = useSignal<string | null>(null);
  useEffect(() => {
    if (readMark(MARKS.firstVisit) === null) return;
    let live = true;
    void (async () => {
      const state = asksSilently(env.userAgent) ? await askPersist() : await persistState();
      const risk = storageRisk(state, isIosSafari(env) && !isInstalled(env));
      const noted = readMark(MARKS.storageNoted) !== null;
      if (live && !hint.value && storageNoteDue(risk, Number(readMark(MARKS.firstVisit)), Date.now(), noted)) {
        note.value = noteText(risk);
        writeMark(MARKS.storageNoted, String(Date.now()));
      }
    })();
    return () => { live = false; };
  }, []);
  const dismissHint = () => {
    writeMark(MARKS.hintDismissed, String(Date.now()));
    hint.value = false;
    // The hint said the same about Safari's clearing: no separate note after it.
    writeMark(MARKS.storageNoted, String(Date.now()));
  };
  if (hint.value) {
    return (
      <section class="card stack phone-note" aria-labelledby="phone-hint-h">
        <h2 id="phone-hint-h">Put Rollcall on your {deviceWord(env)}'s Home Screen</h2>
        <p>In Safari, tap <b>Share</b> (the square with an arrow), then <b>Add to Home Screen</b>. Rollcall then opens
          full screen like an app, works offline, and Safari no longer deletes its data after some days without a visit.</p>
        <button type="button" class="btn" onClick={dismissHint}>Got it, hide this</button>
      </section>
    );
  }
  if (note.value) {
    return (
      <div class="alert alert-warn phone-note" role="status">
        <p>{note.value}</p>
        <div class="row">
          <a class="btn" href="#/backup">Back up now</a>
          <button type="button" class="btn" onClick={() => { note.value = null; }}>Hide this note</button>
        </div>
      </div>
    );
  }
  return null;
}
