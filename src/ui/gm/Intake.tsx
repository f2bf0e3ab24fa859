/**
 * The paste panel the bar's Paste opens: paste shared text and Add, or pick a QR image. What
 * became of it (taken, or refused and why, in a sentence) shows right under the box, which
 * keeps a refused text for the GM to mend. The camera is ScannerPanel.tsx.
 */
import { signal, useSignal } from '@preact/signals';
import type { GmModel } from './model';
import { readPickedQrImage } from '../scan/qrInput';
import { accepted } from './round';
import { Said } from './Said';
import { ingestText, MAX_PASTE_CHARS, pasteTooLong } from './service';

/** What is in the paste box: kept while the panel is closed, so a refused code is still there to mend. */
const pasted = signal('');

/**
 * "Paste shared text" with "Add", and "Pick a QR image". The box's text and the busy state go
 * to the elements as signals (not read here), so a code taken redraws no part of the panel: the
 * box is emptied and the buttons turned on and off in place.
 */
export function TextAndImage({ model }: { model: GmModel }) {
  const setText = (t: string) => { pasted.value = t; };
  const busy = useSignal(false);
  const setBusy = (b: boolean) => { busy.value = b; };

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
      const o = await ingestText(model, pasted.peek());
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
    <div class="card gm-more" id="gm-paste-panel">
      <div class="stack">
        <div class="field">
          <label for="gm-paste">Paste shared text</label>
          <textarea id="gm-paste" value={pasted} maxLength={MAX_PASTE_CHARS} onPaste={paste} onInput={(e) => setText(e.currentTarget.value)}
            placeholder="The text or link a player shared" spellcheck={false} autocapitalize="off" aria-describedby="gm-paste-said" />
          <Said model={model} at="paste" id="gm-paste-said" />
        </div>
        <button type="button" class="btn btn-primary" disabled={busy} onClick={() => void add()}>Add</button>
        <div class="field">
          <label for="gm-file">Pick a QR image</label>
          <input id="gm-file" type="file" accept="image/*" disabled={busy} onChange={(e) => void pick(e)} />
        </div>
      </div>
    </div>
  );
}
