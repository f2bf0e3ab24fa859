/**
 * Receiving a character from another phone: the camera reads the sender's codes in any order
 * (or their text is pasted), with "3 of 7 codes read"; once all are in, the record is checked
 * like a backup file (storage schemas, the ruleset's sheet) and shown as a preview before it
 * is saved. A code of another kind, damaged or from a newer version is refused with a sentence.
 */
import type { JSX } from 'preact';
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { storageErrorText } from '../../storage';
import { readBackupValue } from '../../storage/backup';
import { previewImport, type ImportItem } from '../../storage/import';
import { ImportPreview } from './ImportPreview';

type Assembler = { add(text: string): import('../../share/transfer/transfer').TransferProgress };

/** The receive view; `onSaved` once the character is stored. */
export function TransferReceive(p: { onSaved?: () => void }): JSX.Element {
  const assembler = useRef<Promise<Assembler> | null>(null);
  const have = useSignal(0);
  const total = useSignal(0);
  const refusal = useSignal<string | null>(null);
  const items = useSignal<readonly ImportItem[] | null>(null);
  const result = useSignal<{ ok: boolean; text: string } | null>(null);
  const camera = useSignal<'off' | 'starting' | 'on'>('off');
  const paste = useSignal('');
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<{ stop(): void } | null>(null);
  const finished = useRef(false);

  const fresh = () => import('../../share/transfer/transfer').then((t) => t.createTransferAssembler());
  assembler.current ??= fresh();
  /**
   * Each start of the camera gets a video element of its own (`key`): a stopped scanner stops
   * the stream in its video 300 ms later (qr-scanner's pause), which would be the next start's
   * stream after a quick Stop and Start. A start still under way when Stop is tapped is let go.
   */
  const starts = useRef(0);
  const videoKey = useSignal(0);
  const stopCamera = () => {
    starts.current++;
    if (scanner.current || camera.value !== 'off') videoKey.value++;
    scanner.current?.stop(); scanner.current = null; camera.value = 'off';
  };
  useEffect(() => stopCamera, []);

  /** Takes one code; returns why it was refused, or null. */
  const take = async (text: string): Promise<string | null> => {
    if (finished.current || !text.trim()) return null;
    const a = await assembler.current!;
    const r = a.add(text.trim());
    if (!r.ok) { refusal.value = r.message; return r.message; }
    refusal.value = null;
    have.value = r.have;
    total.value = r.total;
    if (!r.done) return null;
    finished.current = true;
    stopCamera();
    navigator.vibrate?.(80);
    const file = readBackupValue(r.record);
    if (!file.ok) { result.value = { ok: false, text: file.message }; return null; }
    try {
      items.value = await previewImport(file.value);
    } catch (err) { result.value = { ok: false, text: storageErrorText(err) }; }
    return null;
  };
  const startOver = () => {
    finished.current = false;
    assembler.current = fresh();
    have.value = 0; total.value = 0;
    refusal.value = null; items.value = null; result.value = null;
  };
  const startCamera = async () => {
    const start = ++starts.current;
    camera.value = 'starting';
    refusal.value = null;
    try {
      const { startScanner } = await import('../../share/qr/scanner');
      if (!video.current || start !== starts.current) return;
      const handle = await startScanner(video.current, (t) => void take(t));
      if (start !== starts.current) { handle.stop(); return; }
      scanner.current = handle;
      camera.value = 'on';
    } catch (err) {
      if (start !== starts.current) return;
      camera.value = 'off';
      refusal.value = err instanceof Error ? err.message : String(err);
    }
  };
  const readPasted = async () => {
    // One code per line, or run together in a chat message (see splitTransferText).
    const { splitTransferText } = await import('../../share/transfer/transfer');
    let refused: string | null = null;
    for (const code of splitTransferText(paste.value)) {
      const why = await take(code);
      refused ??= why;
    }
    // A good code after a damaged one must not hide why the damaged one was not counted.
    if (refused && !finished.current) refusal.value = refused;
    paste.value = '';
  };

  return (
    <section class="card stack" aria-labelledby="bk-recv-h">
      <h2 id="bk-recv-h">Receive a character</h2>
      <p class="small">On the other phone, open the character's <b>⋯</b> › <b>Send by QR</b>. Codes can be read in any order.</p>
      <div hidden={camera.value === 'off'}>
        <video key={videoKey.value} ref={video} class="bk-video" muted playsInline aria-label="Camera view for the character's codes" />
      </div>
      {total.value > 0 || camera.value !== 'off' ? (
        <div class="stack">
          <progress class="bk-progress" max={total.value || 1} value={have.value} aria-label="Codes read" />
          <p role="status" class="num">{total.value ? `${have.value} of ${total.value} codes read` : 'Waiting for the first code…'}</p>
        </div>
      ) : null}
      {refusal.value ? <p class="alert alert-bad" role="alert">{refusal.value}</p> : null}
      {!items.value && !result.value ? (
        <div class="bk-row">
          {camera.value === 'off'
            ? <button type="button" class="btn btn-primary" onClick={() => void startCamera()}>Start camera</button>
            : <button type="button" class="btn" onClick={stopCamera}>Stop camera</button>}
          {total.value > 0 ? <button type="button" class="btn" onClick={startOver}>Start over</button> : null}
        </div>
      ) : null}
      {!items.value && !result.value ? (
        <div class="field">
          <label for="bk-paste">Or paste the codes' text</label>
          <textarea id="bk-paste" class="bk-paste" rows={3} value={paste.value} onInput={(e) => { paste.value = e.currentTarget.value; }} />
          <button type="button" class="btn" disabled={!paste.value.trim()} onClick={() => void readPasted()}>Read pasted text</button>
        </div>
      ) : null}
      {items.value ? (
        <ImportPreview items={items.value} label={(n) => (n === 1 ? 'Save the character to this phone' : `Save ${n} characters to this phone`)}
          onDone={(text) => { items.value = null; result.value = { ok: true, text }; p.onSaved?.(); }}
          onCancel={() => { startOver(); result.value = { ok: true, text: 'Not saved: nothing changed.' }; }} />
      ) : null}
      {result.value ? (
        <div class="stack">
          <p role="status" class={result.value.ok ? 'alert alert-good' : 'alert alert-bad'}>{result.value.text}</p>
          <div class="bk-row">
            <a class="btn btn-primary" href="#/">Go to the characters</a>
            <button type="button" class="btn" onClick={startOver}>Receive another</button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
