/**
 * Sending one character to another phone by QR codes: the character (its sheet and remembered
 * round, not its history) is split over as many codes as it needs (src/share/transfer/transfer.ts);
 * they are shown one after the other, changing by themselves until paused, with Previous and
 * Next, and "Code 2 of 5". The codes' text can be copied instead, for a chat message.
 */
import type { JSX } from 'preact';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { characterName, storageErrorText } from '../../storage';
import { transferRecord } from '../../storage/backup';

/** How long each code is shown while playing, in ms: long enough for a phone camera to focus and read. */
const STEP_MS = 1600;

const loadCodec = () => Promise.all([import('../../share/transfer/transfer'), import('../../share/qr/qr')])
  .then(([t, q]) => ({ encodeTransfer: t.encodeTransfer, qrCode: q.qrCode }));

type Codes = { texts: string[]; srcs: string[]; version: number };

/** The send view for the character `id`. */
export function TransferSend(p: { id: string }): JSX.Element {
  const codes = useSignal<Codes | null>(null);
  const name = useSignal<string>('');
  const error = useSignal<string | null>(null);
  const at = useSignal(0);
  const playing = useSignal(true);
  const copied = useSignal<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const rec = await transferRecord(p.id);
        if (!rec) { if (live) error.value = 'This character is not stored on this phone.'; return; }
        const data = (rec.characters[0]?.character as { data?: Record<string, unknown> } | undefined)?.data;
        const codec = await loadCodec();
        const texts = codec.encodeTransfer(rec);
        const made = texts.map((t) => codec.qrCode(t));
        if (!live) return;
        name.value = characterName((data ?? {}) as never);
        codes.value = { texts, srcs: made.map((m) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(m.svg)}`), version: Math.max(...made.map((m) => m.version)) };
      } catch (err) {
        if (live) error.value = err instanceof Error && err.name === 'TransferError' ? err.message : storageErrorText(err);
      }
    })();
    return () => { live = false; };
  }, [p.id]);

  const n = codes.value?.texts.length ?? 0;
  useEffect(() => {
    if (!playing.value || n < 2) return;
    const timer = setInterval(() => { at.value = (at.value + 1) % n; }, STEP_MS);
    return () => clearInterval(timer);
  }, [playing.value, n]);

  const copy = async () => {
    const text = codes.value?.texts.join('\n') ?? '';
    try { await navigator.clipboard.writeText(text); copied.value = 'Copied: paste it into Rollcall on the other phone.'; } catch {
      copied.value = 'Could not copy: select the text below and copy it.';
    }
  };

  if (error.value) return <section class="card stack"><h2>Send by QR</h2><p class="alert alert-bad" role="alert">{error.value}</p></section>;
  const c = codes.value;
  if (!c) return <section class="card"><p class="muted" aria-busy="true">Making the codes…</p></section>;
  const i = Math.min(at.value, n - 1);
  const step = (d: number) => { playing.value = false; at.value = (i + d + n) % n; };
  return (
    <section class="card stack" aria-labelledby="bk-send-h">
      <h2 id="bk-send-h">Send {name.value} by QR</h2>
      <p class="small">On the other phone, open Rollcall, then <b>Backup</b> › <b>Receive a character</b>, and hold its camera over these codes. {n > 1 ? 'They change by themselves; the other phone counts the ones it has read.' : ''}</p>
      <figure class="bk-qr">
        <img src={c.srcs[i]} data-payload={c.texts[i]} alt={`QR code ${i + 1} of ${n} for moving ${name.value}`} width={320} height={320} />
        <figcaption class="num" aria-live={playing.value ? 'off' : 'polite'}>Code {i + 1} of {n}</figcaption>
      </figure>
      {n > 1 ? (
        <div class="bk-row" role="group" aria-label="Codes">
          <button type="button" class="btn" onClick={() => step(-1)}>Previous</button>
          <button type="button" class="btn" aria-pressed={!playing.value} onClick={() => { playing.value = !playing.value; }}>{playing.value ? 'Pause' : 'Play'}</button>
          <button type="button" class="btn" onClick={() => step(1)}>Next</button>
        </div>
      ) : null}
      <details>
        <summary class="bk-summary">No camera? Send the codes as text</summary>
        <div class="stack">
          <button type="button" class="btn" onClick={() => void copy()}>Copy the codes</button>
          <p role="status" class="small">{copied.value ?? ''}</p>
          <label for="bk-send-text" class="small">The codes as text ({n} line{n === 1 ? '' : 's'})</label>
          <textarea id="bk-send-text" class="bk-paste" readOnly rows={4} value={c.texts.join('\n')} />
        </div>
      </details>
      <p class="muted small">Rolled rounds stay on this phone; a backup file carries them too.</p>
    </section>
  );
}
