/**
 * The paste panel the bar's Paste opens: paste shared text and Add, or pick a QR image. A text
 * is read as it comes (a paste at once, typing once it pauses): what it holds ("Zed's round in
 * Spelljammer (SC vs DEF): 2 attacks.") or why it cannot be taken shows right under Add before the GM
 * taps it, and Add then only takes what was read. What became of it (taken, or refused and why,
 * in a sentence) shows in the same place, and the box keeps a refused text for the GM to mend.
 * The camera is ScannerPanel.tsx.
 */
import { signal, useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { GmModel } from './model';
import { readPickedQrImage } from '../scan/qrInput';
import { accepted } from './round';
import { Said } from './Said';
import { ingestText, MAX_PASTE_CHARS, pasteTooLong, readingSaid, readText, takeReading, type Reading } from './service';

/** What is in the paste box: kept while the panel is closed, so a refused code is still there to mend. */
const pasted = signal('');

/** The box's text being read or read (one at a time: the latest), and whether Add has it. */
let reading: { text: string; done: Promise<Reading>; added: boolean } | null = null;

/** The reading of `text`: the one under way or done when it is the same text, else a new one. */
function readingOf(text: string): { text: string; done: Promise<Reading>; added: boolean } {
  if (reading?.text !== text) reading = { text, done: readText(text), added: false };
  return reading;
}

/** How long typing must pause before the box's text is read (a paste is read at once). */
const TYPING_PAUSE_MS = 400;

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

  // The message saying what the box holds, so it goes when the box is emptied by hand.
  const said = useRef(-1);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Reads the box's text now and says what it holds, unless Add took it meanwhile or the text changed. */
  function preview(): void {
    clearTimeout(pause.current);
    const text = pasted.peek();
    if (!text.trim()) {
      if (model.message.peek()?.seq === said.current) model.message.value = null;
      return;
    }
    const r = readingOf(text);
    void r.done.then((read) => {
      if (r.added || pasted.peek() !== text) return;
      const { tone, text: sentence } = readingSaid(read);
      model.say(tone, sentence);
      said.current = model.message.peek()?.seq ?? -1;
    });
  }

  function input(e: Event) {
    const box = e.currentTarget as HTMLTextAreaElement;
    setText(box.value);
    clearTimeout(pause.current);
    // A paste or a drop is the whole code at once; typed text is read once the typing pauses.
    const whole = e instanceof InputEvent && /^insertFrom(Paste|Drop)$|^insertReplacementText$/.test(e.inputType);
    if (whole) preview();
    else pause.current = setTimeout(preview, TYPING_PAUSE_MS);
  }
  useEffect(() => () => clearTimeout(pause.current), []);

  /**
   * Takes what the box holds, read already when the GM pasted it (else read now). The buttons
   * are turned off only while the take waits (its rules loading, a verified check): a take
   * done in the tap's own task leaves them alone, as turning off a focused button costs the
   * page a style and layout pass before the order is redrawn.
   */
  const going = useRef(false);
  async function add() {
    if (going.current) return;
    going.current = true;
    clearTimeout(pause.current);
    const r = readingOf(pasted.peek());
    r.added = true;
    // What the box holds was said before the tap: it goes now, so a take that waits (a verified
    // check) does not leave "Add takes it" in view until its outcome replaces it.
    if (model.message.peek()?.seq === said.current) model.message.value = null;
    let waiting = true;
    const taking = r.done.then((read) => takeReading(model, read));
    // Turned off after this task if the take is still waiting then.
    const slow = setTimeout(() => { if (waiting) setBusy(true); }, 0);
    try {
      const o = await taking;
      if (accepted(o) || o?.kind === 'duplicate' || o?.kind === 'joined') setText('');
    } finally {
      waiting = false;
      going.current = false;
      clearTimeout(slow);
      setBusy(false);
      // A refused text stays: read again when it is taken again (its rules may load by then).
      if (reading === r) reading = null;
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
          <textarea id="gm-paste" value={pasted} maxLength={MAX_PASTE_CHARS} onPaste={paste} onInput={input}
            placeholder="The text or link a player shared" spellcheck={false} autocapitalize="off" aria-describedby="gm-paste-said" />
        </div>
        <button type="button" class="btn btn-primary" disabled={busy} onClick={() => void add()}>Add</button>
        {/* Under Add, not between it and the box: a message coming while the GM reaches for Add
            (what a pasted code holds, read as it comes) must not move Add from under the finger. */}
        <Said model={model} at="paste" id="gm-paste-said" />
        <div class="field">
          <label for="gm-file">Pick a QR image</label>
          <input id="gm-file" type="file" accept="image/*" disabled={busy} onChange={(e) => void pick(e)} />
        </div>
      </div>
    </div>
  );
}
