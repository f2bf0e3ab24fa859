/**
 * The ways a result reaches the GM: scan with the camera (`Scan`), or paste shared text and
 * pick a QR image (`TextAndImage`). Two components, so the screen can put the order between them.
 */
import { useState } from 'preact/hooks';
import { useFocusAfter } from './focus';
import type { GmModel } from './model';
import { readPickedQrImage } from '../scan/qrInput';
import { ScannerPanel } from './ScannerPanel';
import { accepted } from './round';
import { ingestText, MAX_PASTE_CHARS, pasteTooLong } from './service';

/** "Scan QR codes", opening the camera panel in its place. */
export function Scan({ model }: { model: GmModel }) {
  const [scanning, setScanning] = useState(false);
  // Each button is replaced by the other: focus follows, so a keyboard user can stop the camera at once.
  const focusNext = useFocusAfter();
  return scanning
    ? <ScannerPanel model={model} onClose={() => { setScanning(false); focusNext('gm-scan'); }} />
    : <button type="button" id="gm-scan" class="btn btn-primary btn-block" onClick={() => { setScanning(true); focusNext('gm-stop-camera'); }}>Scan QR codes</button>;
}

/** "Paste shared text" with "Add", and "Pick a QR image". */
export function TextAndImage({ model }: { model: GmModel }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  // A paste beyond what a code can be is refused before it reaches the box (a megabyte there
  // freezes the page for seconds); typing or dropping past the cap is cut by maxLength.
  function paste(e: ClipboardEvent) {
    const pasted = e.clipboardData?.getData('text') ?? '';
    const el = e.currentTarget as HTMLTextAreaElement;
    const tooLong = pasteTooLong(el.value.length - (el.selectionEnd - el.selectionStart) + pasted.length);
    if (!tooLong) return;
    e.preventDefault();
    model.say('bad', tooLong);
  }

  async function add() {
    setBusy(true);
    try {
      const o = await ingestText(model, text);
      if (accepted(o) || o?.kind === 'duplicate' || o?.kind === 'joined') setText('');
    } finally {
      setBusy(false);
    }
  }

  async function pick(e: Event) {
    setBusy(true);
    try {
      const found = await readPickedQrImage(e);
      if (found !== null) await ingestText(model, found);
    } catch (err) {
      model.say('bad', err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="card gm-more">
      <div class="stack">
        <div class="field">
          <label for="gm-paste">Paste shared text</label>
          <textarea id="gm-paste" value={text} maxLength={MAX_PASTE_CHARS} onPaste={paste} onInput={(e) => setText(e.currentTarget.value)}
            placeholder="The text or link a player shared" spellcheck={false} autocapitalize="off" />
        </div>
        <button type="button" class="btn" disabled={busy} onClick={() => void add()}>Add</button>
        <div class="field">
          <label for="gm-file">Pick a QR image</label>
          <input id="gm-file" type="file" accept="image/*" disabled={busy} onChange={(e) => void pick(e)} />
        </div>
      </div>
    </div>
  );
}
